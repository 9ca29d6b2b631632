/**
 * Replays a stored game from its seed and its move log (read straight from the table), to prove
 * that the log and the stored state agree: what the store wrote is exactly what the engine
 * computes from the seed, options, stacked setup and the logged moves.
 */
import { Random, type AnyGame, type GameEvent, type MoveBase, type StackedSetup } from '../../engine/index.js';
import { stateOfItem } from '../../functions/store/game-items.js';

export interface StoredGame {
  item: Record<string, unknown>;
  log: Array<{ version: number; kind: string; seat: number | null; moves: MoveBase[]; events: GameEvent[] }>;
}

/** The game item and its log entries (oldest first) from one game partition's items. */
export function storedGame(items: Record<string, unknown>[]): StoredGame {
  const item = items.find((candidate) => candidate.sk === 'GAME');
  if (!item) throw new Error('no game item in the partition');
  const log = items
    .filter((candidate) => String(candidate.sk).startsWith('LOG#'))
    .map((entry) => ({
      version: entry.version as number,
      kind: entry.kind as string,
      seat: entry.seat as number | null,
      moves: JSON.parse(entry.moves as string) as MoveBase[],
      events: JSON.parse(entry.events as string) as GameEvent[],
    }))
    .sort((a, b) => a.version - b.version);
  return { item, log };
}

/**
 * Replays `stored` with `game`: setup at the entry that took the last seat, then every logged
 * move (a person's or a bot's), resignation and timeout. Returns the replayed state and the stored one, and every entry's
 * replayed events beside the logged ones.
 */
export function replayStoredGame(game: AnyGame, stored: StoredGame, stack?: StackedSetup) {
  const { item, log } = stored;
  const seatCount = item.seatCount as number;
  let state: unknown = null;
  const events: Array<{ version: number; logged: GameEvent[]; replayed: GameEvent[] }> = [];
  const versions = log.map((entry) => entry.version);
  // The entry that took the last seat started the game: the last creation or join (a bot seat
  // is a join without a player, and bots given at creation may fill every seat at version 0).
  const start = log.findLast((entry) => entry.kind === 'create' || entry.kind === 'join');
  for (const entry of log) {
    let replayed: GameEvent[] = [];
    if (entry === start && (item.status as string) !== 'waiting') {
      const setup = game.setup(seatCount, item.options, Random.fromSeed(item.seed as string), stack);
      state = setup.state;
      replayed = setup.events;
    } else if (entry.kind === 'move' || entry.kind === 'bot') {
      // A bot's move is an ordinary move by its seat.
      for (const move of entry.moves) {
        const applied = game.apply(state, entry.seat!, move);
        state = applied.state;
        replayed.push(...applied.events);
      }
    } else if (entry.kind === 'timeout' && entry.moves.length > 0) {
      // A timeout made the game's timeout move for the seat…
      const applied = game.apply(state, entry.seat!, entry.moves[0]!);
      state = applied.state;
      replayed = applied.events;
    } else if (entry.kind === 'resign' || entry.kind === 'timeout') {
      // …or, when it had none, resigned for it.
      const applied = game.resign(state, entry.seat!);
      state = applied.state;
      replayed = applied.events;
    }
    events.push({ version: entry.version, logged: entry.events, replayed });
  }
  const storedState = stateOfItem(item);
  return { replayed: state, stored: storedState, events, versions, version: item.version as number };
}

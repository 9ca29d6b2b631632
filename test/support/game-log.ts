/**
 * Replays a stored game from its seed and its move log (read straight from the table), to prove
 * that the log and the stored state agree: what the store wrote is exactly what the engine
 * computes from the seed, options, stacked setup and the logged moves.
 */
import { replayGame, type AnyGame, type GameEvent, type MoveBase, type StackedSetup } from '../../engine/index.js';
import type { LogKind } from '../../functions/domain/game-record-schemas.js';
import { replayStepsOf } from '../../functions/domain/replay-steps.js';
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
 * Replays `stored` with `game` the way GET /games/{id}/replay publishes it (the log's steps:
 * functions/domain/replay-steps.ts; the engine's replay: engine/core/replay.ts). Returns the
 * replayed state and the stored one, and every entry's replayed events beside the logged ones.
 */
export function replayStoredGame(game: AnyGame, stored: StoredGame, stack?: StackedSetup) {
  const { item, log } = stored;
  const started = (item.status as string) !== 'waiting';
  const steps = replayStepsOf(log.map((entry) => ({ ...entry, kind: entry.kind as LogKind })), started);
  const frames = replayGame(game, { players: item.seatCount as number, options: item.options, seed: item.seed as string, stack }, steps);
  const events = frames.map((frame, index) => ({ version: frame.version, logged: log[index]!.events, replayed: frame.events }));
  return { replayed: frames.at(-1)?.state ?? null, stored: stateOfItem(item), events, versions: log.map((entry) => entry.version), version: item.version as number };
}

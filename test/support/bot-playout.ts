/** Plays whole games with bot seats only, through `botMove` (so every move is a policy's choice). */
import { Random, botTurn, type AnyGame, type BotBudget, type BotLevel, type MoveBase, type Outcome, type Seat } from '../../engine/index.js';
import { deepFreeze, startGame, type PlayoutSetup } from './playout.js';

export interface BotPlayoutOptions {
  /** Seed of the bots' random source and of the choice among several awaited seats. */
  botSeed?: string;
  /** Give up after this many moves (a game that never ends is a failure the caller sees). */
  maxMoves?: number;
  /** Keep every move in the result (for replays). */
  keepMoves?: boolean;
  /** Deep-freeze every state before the bot and `apply` see it: proves neither mutates it. */
  freeze?: boolean;
  /** Apply the talk a bot gives with its move (The Game's hints) before the move. @default true */
  talk?: boolean;
  /** The search budget of every decision (engine default when absent). */
  budget?: BotBudget;
  /**
   * Collects the processor time each `strong` decision took, in milliseconds (benches): processor
   * rather than wall time, so that other work on a shared machine does not count.
   */
  decisionTimes?: number[];
  /** Called before every move with the state the bot chose from. */
  onMove?: (state: unknown, seat: Seat, move: MoveBase) => void;
}

export interface BotPlayout {
  final: unknown;
  moves: Array<{ seat: Seat; move: MoveBase }>;
  moveCount: number;
  outcome: Outcome | null;
  /** True when the game reached an outcome within the move budget. */
  ended: boolean;
}

/** Plays a game to its end; `levels[seat]` is that seat's bot level. */
export function playBotGame(game: AnyGame, setup: PlayoutSetup, levels: readonly BotLevel[], opts: BotPlayoutOptions = {}): BotPlayout {
  const random = Random.fromSeed(opts.botSeed ?? `bots:${setup.seed}`);
  const maxMoves = opts.maxMoves ?? 100_000;
  let state = startGame(game, setup).state;
  const moves: Array<{ seat: Seat; move: MoveBase }> = [];
  let moveCount = 0;
  for (; moveCount < maxMoves; moveCount++) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) break;
    // The Game's opening awaits every seat: whoever moves first starts.
    const seat = awaited.length === 1 ? awaited[0]! : random.pick(awaited);
    if (opts.freeze) deepFreeze(state);
    const timed = opts.decisionTimes !== undefined && levels[seat] === 'strong';
    const started = timed ? process.cpuUsage() : undefined;
    const { talk, move } = botTurn(game, state, seat, levels[seat] ?? 'random', random, opts.budget);
    if (timed) {
      const spent = process.cpuUsage(started);
      opts.decisionTimes!.push((spent.user + spent.system) / 1000);
    }
    if (opts.talk !== false) {
      for (const said of talk) {
        if (opts.keepMoves) moves.push({ seat, move: said });
        state = game.apply(state, seat, said).state;
      }
    }
    opts.onMove?.(state, seat, move);
    if (opts.keepMoves) moves.push({ seat, move });
    state = game.apply(state, seat, move).state;
  }
  const outcome = game.outcome(state);
  return { final: state, moves, moveCount, outcome, ended: outcome !== null && game.awaiting(state).length === 0 };
}

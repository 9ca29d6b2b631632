import type { ChatRules } from './chat.js';
import type * as z from 'zod';
import type { GameBots } from './bot.js';
import type { Random } from './random.js';

/** Seats are integers 0 … n-1 in clockwise turn order. */
export type Seat = number;

/** A card code: a short stable string, or a plain number where a game's cards are unique numbers. */
export type Card = string | number;

/** Every move is a JSON object discriminated by `type` (camelCase). */
export interface MoveBase {
  type: string;
}

/**
 * Something that happened while a move was applied. `data` is public: every viewer sees it.
 * `secret`, when present, holds further fields that only `secret.seats` may see (e.g. the
 * cards a seat drew). Use `eventFor` to get the event as one viewer may see it.
 */
export interface GameEvent {
  type: string;
  data: Record<string, unknown>;
  secret?: { seats: Seat[]; data: Record<string, unknown> };
}

/** An event as one viewer sees it: flat `{ type, ...fields }`. */
export type VisibleEvent = { type: string } & Record<string, unknown>;

/** The end of a game: the spec's outcome code, the winning seats, one final score per seat. */
export interface Outcome {
  reason: string;
  winners: Seat[];
  scores: number[];
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

/**
 * Stacked setup parameters, for tests, tutorials and puzzles: `deck` is the full deck order,
 * top card first; `decks` one deck per round where a spec allows it; further keys as a spec
 * names them (e.g. Reihen's `characterDeck`). Each game's `stack` schema says what it accepts;
 * its setup checks what needs the rules (a deck that is not the game's cards: INVALID_DECK).
 */
export type StackedSetup = Record<string, unknown>;

/**
 * One game, as a declarative module (see docs/architecture.md, and docs/adding-a-game.md for a
 * new one). S is the state (plain JSON), M the move union, O the parsed options. Nothing here
 * knows about transport or storage.
 */
export interface GameDefinition<S = unknown, M extends MoveBase = MoveBase, O = unknown> {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Options schema; parsing fills defaults. Unknown keys are refused. */
  readonly options: z.ZodType<O>;
  /** Move schema: a discriminated union on `type`. */
  readonly move: z.ZodType<M>;
  /** Schema of the stacked-setup parameters this game accepts (`deck`, …). */
  readonly stack: z.ZodType<StackedSetup>;
  /** Schema of what `view` returns (strict objects), for the OpenAPI document; the view tests parse every view with it. */
  readonly viewSchema: z.ZodType;
  /**
   * A new game. `options` and `stack` arrive parsed by the `options` and `stack` schemas (the
   * platform parses them; setup never does again). `random` is the game's seeded generator (its
   * state goes into S); `stack` replaces shuffling where given. Throws SetupError with the
   * spec's setup code.
   */
  setup(players: number, options: O, random: Random, stack?: StackedSetup): Applied<S>;
  /**
   * True when `move`, applied by `seat` to `before` (giving `after`), revealed hidden or random
   * information to any seat: a draw, a flip, a deal, a look at cards nobody saw. A pure function
   * of the two states and the move, which every seat could evaluate from its own view (a pile's
   * size, a round's number): the platform judges nothing after such a move in the same batch,
   * and never takes a move back across one.
   */
  reveals(before: S, seat: Seat, move: M, after: S): boolean;
  /** The seats that must act now; empty once the game is over. */
  awaiting(state: S): Seat[];
  /** Applies one move by `seat`. Never mutates `state`; throws RuleViolation. */
  apply(state: S, seat: Seat, move: M): Applied<S>;
  /** A platform resignation by `seat` (the spec says what it means); never mutates `state`. */
  resign(state: S, seat: Seat): Applied<S>;
  /** What `seat` (or a spectator, null) may see: built from an allow-list, nothing more. */
  view(state: S, seat: Seat | null): unknown;
  /** null while the game runs. */
  outcome(state: S): Outcome | null;
  /** Every legal move for `seat` that advances the game (or a fair sample where the set is huge). */
  legalMoves(state: S, seat: Seat): M[];
  /** The move made for an awaited seat whose time ran out; null when the game has none. */
  timeoutMove?(state: S, seat: Seat): M | null;
  /**
   * True for a move that is table talk, not part of a turn (The Game's hints, §9): it restarts no
   * turn clock, so talking never buys time. Absent: every move is part of a turn.
   */
  isTableTalk?(move: M): boolean;
  /**
   * True while the awaited seats are offered a turn that the first to play takes (The Game's
   * opening, §4 step 6 and R1). When the offer ends, each seat then awaited is told its turn anew.
   */
  offersTurn?(state: S): boolean;
  /**
   * A game that is short yet exercises the rules, for the test that plays every registered game
   * whole over HTTP (test/api/every-game.test.ts): its seat count (default: 3 within
   * [minPlayers, maxPlayers]) and raw options (default: none, so every default). Declare it
   * where the defaults make a game too long for HTTP round trips or leave a variant untried.
   */
  readonly quickGame?: QuickGame;
  /**
   * Seat counts and options that together try every mode and variant that changes what a seat
   * sees: the tests that check every registered game (its bots, batches and take-backs) play each.
   */
  readonly variants: readonly GameVariant[];
  /**
   * A twin of `state` in which everything `seat` cannot see (draw piles, other seats' hands,
   * face-down cards) is dealt differently into the same places with the same sizes, so the seat's
   * view of it is the same (§8 of each game's rules). The tests use it to show that no bot, batch
   * answer or take-back tells the two apart.
   */
  redealHidden(state: S, seat: Seat, random: Random): S;
  /**
   * A preset deflate dictionary for the stored state (functions/store/state-codec.ts, format 1):
   * typically one mid-game state's JSON, so deflate finds the field and card names in it. Optional:
   * without one, states are stored plainly deflated (format 0); the store tables it as data
   * (engine/state-dictionaries.ts, checked against this field by its test). FROZEN once
   * games are stored with it: states inflate only with exactly these bytes, so never edit it.
   */
  readonly stateDictionary?: string;
  /**
   * The game's own bot heuristics and the levels it offers (engine/core/bot.ts); without them
   * every level plays randomly. A policy gets this game's view, whose type GameDefinition does not
   * name (hence `any`).
   */
  readonly bots?: GameBots<M>;
  /**
   * The table talk `seat` may give now: moves that never advance the game (The Game's hints, §9),
   * left out of `legalMoves` so that a player who must move is never offered only talk. Bots get
   * them as `BotInput.talk`. Absent: the game has no talk.
   */
  talkMoves?(state: S, seat: Seat): M[];
  /**
   * What table talk beside the moves the rules allow by default (./chat.ts, docs/talk.md): each
   * game declares it in its own `chat.ts`; the service reads it and names no game.
   */
  readonly chatRules: ChatRules;
}

/** The seats and raw options of a short game (see `GameDefinition.quickGame`). */
export interface QuickGame {
  readonly players?: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A seat count and raw options to play a game with (see `GameDefinition.variants`). */
export interface GameVariant {
  readonly players: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** Any registered game, with its types erased for the platform. */
export type AnyGame = GameDefinition<any, any, any>;

import { expect } from 'vitest';
import { Random, RuleViolation, eventFor, type GameEvent, type Seat, type VisibleEvent } from '../../../engine/index.js';
import { downhill } from '../../../engine/games/downhill/index.js';
import type { DownhillState } from '../../../engine/games/downhill/state.js';
import { FULL_DECK, MINUS_TWO, SWEEP, rankOf, type Code } from '../../../engine/games/downhill/cards.js';
import { deepFreeze } from '../../support/playout.js';

export { downhill };
export type { DownhillState };

export interface SeatSpec {
  hand?: Code[];
  /** Face-up cards by slot. */
  faceUp?: Record<number, Code>;
  /** Face-down cards by slot, or a number: that many slots (from 0) filled with unused cards. */
  faceDown?: Record<number, Code> | number;
  tableOpen?: boolean;
  skipNext?: boolean;
  total?: number;
  roundsWon?: number;
  matchsticks?: number;
}

export interface PositionSpec {
  seats: SeatSpec[];
  active: Seat;
  pile?: Code[];
  /** Checked against the limit the pile gives (R6), so that the position is reachable. */
  limit?: number | null;
  round?: number;
  rounds?: number;
  scoring?: 'points' | 'matchsticks';
  turn?: number;
}

/**
 * A described mid-round position (spec §12 "known" positions). Every card is accounted for:
 * of the cards not named, 72 − 13n are set aside (R2) and the rest were swept earlier this
 * round (canonical order puts the sweeps among the swept cards).
 */
export function position(spec: PositionSpec): DownhillState {
  const players = spec.seats.length;
  const round = spec.round ?? 1;
  const pile = spec.pile ?? [];
  const named = new Set<Code>(pile);
  const claim = (card: Code) => {
    if (named.has(card) || !FULL_DECK.includes(card)) throw new Error(`position names ${card} twice or it is no card`);
    named.add(card);
  };
  for (const seat of spec.seats) {
    for (const card of [...(seat.hand ?? []), ...Object.values(seat.faceUp ?? {})]) claim(card);
    if (typeof seat.faceDown === 'object') for (const card of Object.values(seat.faceDown)) claim(card);
  }
  const unused = () => FULL_DECK.filter((card) => !named.has(card));
  const seats = spec.seats.map((seat) => {
    const faceDown: (Code | null)[] = [null, null, null, null];
    if (typeof seat.faceDown === 'number') {
      unused().slice(0, seat.faceDown).forEach((card, slot) => {
        faceDown[slot] = card;
        named.add(card);
      });
    } else for (const [slot, card] of Object.entries(seat.faceDown ?? {})) faceDown[Number(slot)] = card;
    const faceUp: (Code | null)[] = [null, null, null, null];
    for (const [slot, card] of Object.entries(seat.faceUp ?? {})) faceUp[Number(slot)] = card;
    return {
      hand: seat.hand ?? [],
      faceUp,
      faceDown,
      tableOpen: seat.tableOpen ?? true,
      skipNext: seat.skipNext ?? false,
      resigned: false,
      total: seat.total ?? 0,
      roundScores: [],
      roundsWon: seat.roundsWon ?? 0,
      matchsticks: seat.matchsticks ?? 0,
    };
  });
  const rest = unused();
  const setAsideCount = FULL_DECK.length - 13 * players;
  if (rest.length < setAsideCount) throw new Error('position deals more cards than a round does');
  const limit = limitOf(pile);
  if (spec.limit !== undefined && spec.limit !== limit) throw new Error(`pile gives limit ${limit}, not ${spec.limit}`);
  const opener = (round - 1) % players;
  return {
    players,
    rounds: spec.rounds ?? players,
    scoring: spec.scoring ?? 'points',
    rng: Random.fromSeed('position').state,
    round,
    dealer: (opener + players - 1) % players,
    opener,
    active: spec.active,
    continuation: null,
    turn: spec.turn ?? 10,
    pile,
    limit,
    removed: rest.slice(setAsideCount),
    setAside: rest.slice(0, setAsideCount),
    passed: [],
    seats,
    resignations: [],
    lastRound: null,
    standings: null,
    outcome: null,
  };
}

/** R6: the last number on the pile, lowered by 2 per −2 since, never below 1; null on an empty pile. */
function limitOf(pile: readonly Code[]): number | null {
  let limit: number | null = null;
  for (const card of pile) {
    const rank = rankOf(card);
    if (rank === SWEEP) throw new Error('a sweep never stays on the pile');
    limit = rank === MINUS_TWO ? Math.max(1, limit! - 2) : rank;
  }
  return limit;
}

/** Stacked-deck game, with `deck[i]` taken from `placed` and every other card in canonical order. */
export function stackedDeck(placed: Record<number, Code>): Code[] {
  const fixed = new Set(Object.values(placed));
  const others = FULL_DECK.filter((card) => !fixed.has(card));
  return FULL_DECK.map((_, index) => placed[index] ?? others.shift()!);
}

/** Applies a move that must be accepted (validated by the move schema first, deep-freezing the input). */
export function accept(state: DownhillState, seat: Seat, raw: unknown): { state: DownhillState; events: GameEvent[]; seen: VisibleEvent[] } {
  const move = downhill.move.parse(raw);
  const result = downhill.apply(deepFreeze(state), seat, move);
  return { ...result, seen: result.events.map((event) => eventFor(event, null)) };
}

/** Asserts that a well-formed move is refused with `code`. */
export function refuse(state: DownhillState, seat: Seat, raw: unknown, code: string): void {
  const move = downhill.move.parse(raw);
  let thrown: unknown = null;
  try {
    downhill.apply(deepFreeze(state), seat, move);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RuleViolation);
  expect((thrown as RuleViolation).code).toBe(code);
}

/** Types of the public events, in order. */
export function types(seen: VisibleEvent[]): string[] {
  return seen.map((event) => event.type);
}

export function startStacked(players: number, deck: Code[], options: unknown = {}) {
  return downhill.setup(players, downhill.options.parse(options), Random.fromSeed('stacked'), downhill.stack.parse({ deck }));
}

/**
 * A round-1 stacked deck that deals the given cards (§4 step 3; round 1's opener is seat 0):
 * per seat up to 4 face-down and 4 face-up cards by slot, and up to 5 hand cards in order.
 * Every place not given gets the next unused card in canonical order.
 */
export function dealtDeck(players: number, seats: Array<{ faceDown?: Code[]; faceUp?: Code[]; hand?: Code[] }>): Code[] {
  const placed: Record<number, Code> = {};
  seats.forEach((seat, s) => {
    seat.faceDown?.forEach((card, slot) => (placed[slot * players + s] = card));
    seat.faceUp?.forEach((card, slot) => (placed[4 * players + slot * players + s] = card));
    seat.hand?.forEach((card, k) => (placed[8 * players + k * players + s] = card));
  });
  return stackedDeck(placed);
}

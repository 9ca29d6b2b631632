import { expect } from 'vitest';
import { Random, RuleViolation, eventFor, type GameEvent, type Seat, type VisibleEvent } from '../../../engine/index.js';
import { reihen } from '../../../engine/games/reihen/index.js';
import { FULL_DECK, canonicalIndex, valueOf, type Code, type Person } from '../../../engine/games/reihen/cards.js';
import type { ReihenMove, ReihenStack } from '../../../engine/games/reihen/schema.js';
import type { Entry, ReihenState, SeatStatus, Turn } from '../../../engine/games/reihen/state.js';
import { deepFreeze } from '../../support/playout.js';

export { reihen };
export type { ReihenState };

/** A new game as the platform starts one: options parsed, a typed stack, generator from the seed. */
export function start(players: number, options: Record<string, unknown> = {}, stack?: ReihenStack, seed = 'reihen-test') {
  return reihen.setup(players, reihen.options.parse(options), Random.fromSeed(seed), stack);
}

/** A full deck whose top cards are `top` (spec order), the rest in canonical order. */
export function deckStartingWith(top: string): Code[] {
  const first = words(top);
  return [...first, ...FULL_DECK.filter((card) => !first.includes(card))];
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

/**
 * Row notation of spec §12: `"1a 2b 3c"`, `"11b=6"` (an entry valued 6, Chameleon), `"10c+3d"`
 * (one Mathematician entry of both cards, valued by their sum).
 */
export function row(text: string): Entry[] {
  return words(text).map((token) => {
    const [cards, value] = token.split('=') as [string, string | undefined];
    const codes = cards.split('+');
    return { cards: codes, value: value !== undefined ? Number(value) : codes.reduce((sum, card) => sum + valueOf(card), 0) };
  });
}

/** A row back in the notation of `row`, or null for an empty slot. */
export function rowText(entries: readonly Entry[] | null): string | null {
  if (entries === null) return null;
  return entries
    .map((entry) => {
      const printed = entry.cards.reduce((sum, card) => sum + valueOf(card), 0);
      const cards = entry.cards.join('+');
      return entry.cards.length === 1 && printed !== entry.value ? `${cards}=${entry.value}` : cards;
    })
    .join(' ');
}

export function rowsOf(state: ReihenState): Array<string | null> {
  return state.slots.map((slot) => rowText(slot));
}

export interface PositionSpec {
  players: number;
  options?: Record<string, unknown>;
  characterDeck?: Person[];
  /** Six slots in `row` notation; null or "" for an empty slot. Default: all empty. */
  rows?: Array<string | null>;
  /** Exact hands, per seat. A seat without one gets six unnamed cards. */
  hands?: Array<string | undefined>;
  /** Exact top of each pile (top first), filled up with unnamed cards to `pileSizes`. */
  piles?: Array<string | undefined>;
  pileSizes?: number[];
  /** Exact top of the discard pile (last listed on top); unnamed cards lie beneath. */
  discardTop?: string;
  stacks?: Array<Person[] | undefined>;
  status?: SeatStatus[];
  turn?: Partial<Turn>;
  deadStreak?: number;
  rowsCompleted?: number;
  exchangesLeft?: number;
}

/**
 * A described position (§12), built on a real setup (options, characters, counters) with every
 * card accounted for: named cards where the spec puts them; of the others, the setup's box count
 * stays boxed, hands without a spec get six, piles are filled to their sizes, and the rest lie in
 * the discard pile (beneath `discardTop`), as cards that characters removed do. No row is on the
 * list of completed rows (R10), whatever `rowsCompleted` says.
 */
export function position(spec: PositionSpec): ReihenState {
  const stack = spec.characterDeck ? { characterDeck: spec.characterDeck } : undefined;
  const base = start(spec.players, spec.options ?? {}, stack).state;
  const named = new Set<Code>();
  const claim = (cards: Code[]) => {
    for (const card of cards) {
      if (named.has(card) || !FULL_DECK.includes(card)) throw new Error(`position names ${card} twice or it is no card`);
      named.add(card);
    }
    return cards;
  };
  const slots = (spec.rows ?? [null, null, null, null, null, null]).map((text) => {
    if (text === null || text === '') return null;
    const entries = row(text);
    claim(entries.flatMap((entry) => entry.cards as Code[]));
    return entries;
  });
  const hands = base.seats.map((_, seat) => (spec.hands?.[seat] !== undefined ? claim(words(spec.hands[seat]!)) : undefined));
  const pileTops = base.seats.map((_, seat) => claim(words(spec.piles?.[seat] ?? '')));
  const discardTop = claim(words(spec.discardTop ?? ''));
  const unnamed = FULL_DECK.filter((card) => !named.has(card));
  const take = (count: number) => {
    if (count > unnamed.length) throw new Error('position holds more cards than the deck');
    return unnamed.splice(0, count);
  };
  const box = take(base.box.length);
  const seats = base.seats.map((record, seat) => {
    const hand = hands[seat] ?? take(6);
    const size = spec.pileSizes?.[seat] ?? pileTops[seat]!.length;
    const pile = [...pileTops[seat]!, ...take(size - pileTops[seat]!.length)];
    const status = spec.status?.[seat] ?? 'playing';
    return { ...record, hand, pile, stack: spec.stacks?.[seat] ?? record.stack, status };
  });
  // Persons not on a given stack are out of play (removed unseen, as after resignations).
  const stacked = seats.flatMap((seat) => seat.stack);
  const removedCharacters = spec.stacks ? (base.cast ?? []).filter((person) => !stacked.includes(person)) : base.removedCharacters;
  const state: ReihenState = {
    ...base,
    removedCharacters,
    slots,
    box,
    seats,
    discard: [...unnamed, ...discardTop],
    turn: { ...base.turn, ...spec.turn },
    deadStreak: spec.deadStreak ?? 0,
    rowsCompleted: spec.rowsCompleted ?? 0,
    exchangesLeft: spec.exchangesLeft ?? base.exchangesLeft,
  };
  expectConserved(state);
  return state;
}

/** All 104 cards once each across rows, completed rows, discard, box, hands and piles; the cast across stacks. */
export function expectConserved(state: ReihenState): void {
  expect(conservationError(state)).toBeNull();
}

export function conservationError(state: ReihenState): string | null {
  const seen = new Uint8Array(FULL_DECK.length);
  let total = 0;
  const count = (cards: readonly Code[]) => {
    for (const card of cards) {
      seen[canonicalIndex(card)]!++;
      total++;
    }
  };
  for (const slot of state.slots) if (slot !== null) for (const entry of slot) count(entry.cards);
  for (const cards of state.completedRows) count(cards);
  count(state.discard);
  count(state.box);
  for (const seat of state.seats) {
    count(seat.hand);
    count(seat.pile);
  }
  if (total !== FULL_DECK.length || seen.some((n) => n !== 1)) return `cards not conserved: ${total} cards`;
  if (state.cast !== null) {
    const persons = [...state.removedCharacters, ...state.seats.flatMap((seat) => seat.stack)].sort();
    if (JSON.stringify(persons) !== JSON.stringify(state.cast.slice().sort())) return `characters not conserved: ${persons.join(',')}`;
  } else if (state.seats.some((seat) => seat.stack.length > 0) || state.removedCharacters.length > 0) return 'characters without cast';
  return null;
}

/** Applies a move to a frozen state (proves no mutation) and returns the result. */
export function act(state: ReihenState, seat: Seat, move: ReihenMove) {
  deepFreeze(state);
  const applied = reihen.apply(state, seat, reihen.move.parse(move));
  expectConserved(applied.state);
  return applied;
}

/** Runs a list of moves by `seat`, returning the final state and all events. */
export function actAll(state: ReihenState, seat: Seat, moves: ReihenMove[]) {
  const events: GameEvent[] = [];
  for (const move of moves) {
    const applied = act(state, seat, move);
    events.push(...applied.events);
    state = applied.state;
  }
  return { state, events };
}

/** The rule-violation code a move is rejected with (and proof that it was rejected). */
export function codeOf(state: ReihenState, seat: Seat, move: ReihenMove): string {
  deepFreeze(state);
  try {
    reihen.apply(state, seat, reihen.move.parse(move));
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  throw new Error(`move ${JSON.stringify(move)} was accepted`);
}

export function resignCode(state: ReihenState, seat: Seat): string {
  try {
    reihen.resign(state, seat);
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  throw new Error('resignation was accepted');
}

export function setupCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof Error && 'code' in error) return String((error as { code: unknown }).code);
    throw error;
  }
  throw new Error('setup was accepted');
}

/** Events of one type as `viewer` sees them. */
export function seen(events: GameEvent[], type: string, viewer: Seat | null): VisibleEvent[] {
  return events.filter((event) => event.type === type).map((event) => eventFor(event, viewer));
}

export function types(events: GameEvent[]): string[] {
  return events.map((event) => event.type);
}

export function hand(state: ReihenState, seat: Seat): string {
  return [...state.seats[seat]!.hand].sort((a, b) => canonicalIndex(a) - canonicalIndex(b)).join(' ');
}

import { expect } from 'vitest';
import { Random, RuleViolation, type GameEvent, type Seat } from '../../../engine/index.js';
import { flip7, type Flip7Move, type Flip7State, type Flip7View } from '../../../engine/games/flip-7/index.js';
import { CARD_CODES, CARD_INDEX, FULL_DECK, type CardCode } from '../../../engine/games/flip-7/cards.js';
import { deepFreeze } from '../../support/playout.js';

/** Every spec rule-violation code (§11). */
export const VIOLATION_CODES = [
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'TARGET_CHOICE_PENDING',
  'NO_ACTION_TO_GIVE',
  'NO_CARDS_TO_STAY',
  'ACTION_MISMATCH',
  'NO_SUCH_SEAT',
  'TARGET_NOT_ACTIVE',
  'TARGET_HAS_SECOND_CHANCE',
] as const;

/**
 * A full 94-card deck whose top cards are `top` (as the spec's examples list them) followed by
 * the rest of the deck in canonical order.
 */
export function stackedDeck(top: readonly string[]): CardCode[] {
  const rest = FULL_DECK.slice();
  for (const card of top) {
    const index = rest.indexOf(card as CardCode);
    if (index < 0) throw new Error(`stackedDeck: no ${card} left`);
    rest.splice(index, 1);
  }
  return [...(top as CardCode[]), ...rest];
}

/** The cards of the canonical deck left after `top` was taken off (what a stacked deck continues with). */
export function restAfter(top: readonly string[]): CardCode[] {
  return stackedDeck(top).slice(top.length);
}

/** A table to play a worked example on: every state is deep-frozen, every move checked. */
export class Table {
  state: Flip7State;
  events: GameEvent[];
  /** Events of the whole game so far, setup included. */
  log: GameEvent[];

  constructor(players: number, top: readonly string[], options: unknown = {}, seed = 'example') {
    const applied = flip7.setup(players, flip7.options.parse(options), Random.fromSeed(seed), { deck: stackedDeck(top) });
    this.state = deepFreeze(applied.state);
    this.events = applied.events;
    this.log = applied.events.slice();
  }

  /** Plays a move that must be accepted (it is validated by the move schema first). */
  play(seat: Seat, move: Flip7Move): GameEvent[] {
    const parsed = flip7.move.parse(move);
    const applied = flip7.apply(this.state, seat, parsed);
    this.state = deepFreeze(applied.state);
    this.events = applied.events;
    this.log.push(...applied.events);
    return applied.events;
  }

  /** Plays a move that must be refused; returns its code and checks that nothing changed. */
  reject(seat: Seat, move: Flip7Move): string {
    const before = JSON.stringify(this.state);
    const code = violationCode(() => flip7.apply(this.state, seat, flip7.move.parse(move)));
    expect(JSON.stringify(this.state)).toBe(before);
    return code;
  }

  get view(): Flip7View {
    return flip7.view(this.state, null) as Flip7View;
  }

  /** `awaiting` as the view shows it. */
  get awaiting(): Flip7View['awaiting'] {
    return this.view.awaiting;
  }

  row(seat: Seat): CardCode[] {
    return this.state.seats[seat]!.row;
  }

  status(seat: Seat): string {
    return this.state.seats[seat]!.status;
  }

  /** Events of the last move of the given type, as flat objects. */
  last(type: string): Array<Record<string, unknown>> {
    return this.events.filter((event) => event.type === type).map((event) => event.data);
  }
}

/** The rule-violation code `fn` throws (fails if it throws anything else or nothing). */
export function violationCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleViolation);
    return (error as RuleViolation).code;
  }
  throw new Error('expected a RuleViolation, but the move was accepted');
}

/** The setup error code of `fn`. */
export function setupCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code ?? `not a setup error: ${String(error)}`;
  }
  throw new Error('expected a SetupError, but setup succeeded');
}

/** Event types with their data, in order (compact for assertions). */
export function eventList(events: readonly GameEvent[]): Array<Record<string, unknown>> {
  return events.map((event) => ({ type: event.type, ...event.data }));
}

/** The drawn cards of a list of events, as `seat<-card` strings. */
export function draws(events: readonly GameEvent[]): string[] {
  return events.filter((event) => event.type === 'cardDrawn').map((event) => `${event.data.seat}<-${event.data.card}`);
}

/**
 * Every card in every zone of a state, counted per code: draw pile, discard pile, rows, held
 * Second Chances, open Flip Three records (their own F3 while drawing, their set-aside cards)
 * and the card of a pending choice.
 */
export function cardCounts(state: Flip7State): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(CARD_CODES.map((code) => [code, 0]));
  for (const card of state.drawPile) counts[card]!++;
  CARD_CODES.forEach((code, index) => (counts[code]! += state.discard[index]!));
  for (const seat of state.seats) {
    for (const card of seat.row) counts[card]!++;
    if (seat.secondChance) counts.SC!++;
  }
  for (const record of state.flipThrees) {
    if (record.step === 'draw') counts.F3!++;
    for (const card of record.setAside) counts[card]!++;
  }
  if (state.offer !== null) counts[state.offer.card]!++;
  return counts;
}

const FULL_TABLE: number[] = CARD_CODES.map((code) => FULL_DECK.filter((card) => card === code).length);

/** True when a state holds exactly the 94 cards of the deck (cheap: for every step of every game). */
export function conservesCards(state: Flip7State): boolean {
  const table = state.discard.slice();
  const add = (card: CardCode) => table[CARD_INDEX[card]]++;
  state.drawPile.forEach(add);
  for (const seat of state.seats) {
    seat.row.forEach(add);
    if (seat.secondChance) add('SC');
  }
  for (const record of state.flipThrees) {
    if (record.step === 'draw') add('F3');
    record.setAside.forEach(add);
  }
  if (state.offer !== null) add(state.offer.card);
  return table.every((count, index) => count === FULL_TABLE[index]);
}

/** The counts of the full deck. */
export const FULL_COUNTS: Record<string, number> = Object.fromEntries(
  CARD_CODES.map((code) => [code, FULL_DECK.filter((card) => card === code).length]),
);

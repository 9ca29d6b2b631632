/** Checks shared by the property tests: each throws (via expect) when a step breaks a rule. */
import { expect } from 'vitest';
import { Random, eventFor, type GameEvent, type Seat } from '../../../engine/index.js';
import { flip7, type Flip7Move, type Flip7State, type Flip7View } from '../../../engine/games/flip-7/index.js';
import { CARD_CODES, NUMBER_CODES, type CardCode } from '../../../engine/games/flip-7/cards.js';

/** The fields of every event (§8), plus the platform's `resigned`. */
export const EVENT_FIELDS: Record<string, string[]> = {
  roundStarted: ['round', 'dealer'],
  cardDrawn: ['seat', 'card', 'via'],
  reshuffled: ['count'],
  secondChanceKept: ['seat'],
  secondChanceUsed: ['seat', 'card'],
  busted: ['seat', 'card'],
  actionSetAside: ['seat', 'card'],
  actionGiven: ['from', 'to', 'card', 'forced'],
  actionDiscarded: ['seat', 'card', 'reason'],
  frozen: ['seat'],
  flipThreeStarted: ['seat'],
  flipThreeEnded: ['seat', 'drawn'],
  stayed: ['seat'],
  flip7: ['seat'],
  roundEnded: ['round', 'reason', 'roundScores', 'totals'],
  tieContinues: ['seats', 'total'],
  gameEnded: ['winners', 'totals'],
  resigned: ['seat'],
};

/** Fails the test with `message` unless `condition` holds (cheap enough for every step of every game). */
export function check(condition: boolean, message: () => string): asserts condition {
  if (!condition) expect.fail(message());
}

function sameCards(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Every event is public and carries exactly its spec fields, so every viewer reads the same. */
export function checkEvents(events: readonly GameEvent[]): void {
  for (const event of events) {
    check(event.secret === undefined, () => `${event.type} has a secret part`);
    const fields = EVENT_FIELDS[event.type];
    check(fields !== undefined, () => `unknown event ${event.type}`);
    const keys = Object.keys(event.data);
    check(keys.length === fields.length && keys.every((key) => fields.includes(key)), () => `${event.type} fields ${keys.join(',')}`);
  }
}

const NUMBER_CARDS = new Set<string>(NUMBER_CODES);

/**
 * Rows as §6.2 builds them: no row ever holds 7 unique numbers once a move is applied (the 7th
 * ends the round at once and the table is cleared, §6.7), and only a busted row repeats a
 * number: once, as its last card. (A resigned seat's row is left as it stood; a completed game
 * has cleared the table, but statuses stay as the last round left them.)
 */
export function checkRows(state: Flip7State): void {
  if (state.result?.reason === 'completed') return;
  state.seats.forEach((seat, index) => {
    if (seat.status === 'resigned') return;
    const numbers = seat.row.filter((card) => NUMBER_CARDS.has(card));
    const unique = new Set(numbers).size;
    check(unique < 7, () => `seat ${index} holds 7 unique numbers and the round goes on: ${seat.row.join(',')}`);
    const repeats = numbers.length - unique;
    if (seat.status !== 'busted') {
      check(repeats === 0, () => `seat ${index} (${seat.status}) repeats a number: ${seat.row.join(',')}`);
      return;
    }
    const last = seat.row[seat.row.length - 1]!;
    check(repeats === 1 && seat.row.indexOf(last) < seat.row.length - 1, () => `busted seat ${index}: ${seat.row.join(',')}`);
  });
}

/** The events as every seat and a spectator see them are the same. */
export function checkEventsSeen(events: readonly GameEvent[], players: number): void {
  for (const event of events) {
    const spectator = JSON.stringify(eventFor(event, null));
    for (let seat = 0; seat < players; seat++) check(JSON.stringify(eventFor(event, seat)) === spectator, () => `seat ${seat} reads ${event.type} differently`);
  }
}

const CANONICAL_INDEX = new Map(CARD_CODES.map((code, index) => [code, index]));
const canonicalSort = (cards: readonly CardCode[]) => cards.slice().sort((a, b) => CANONICAL_INDEX.get(a)! - CANONICAL_INDEX.get(b)!);

/**
 * Draws come from the top of the draw pile; a reshuffle happens only on an empty pile, and its
 * new pile is the seeded shuffle (from the stored generator) of the discard in canonical order
 * (§6.1, R15). Checked from the states before and after one move and the move's events.
 * Returns the number of reshuffles.
 */
export function checkDraws(before: Flip7State, after: Flip7State, events: readonly GameEvent[]): number {
  const segments: CardCode[][] = [[]];
  const counts: number[] = [];
  for (const event of events) {
    if (event.type === 'reshuffled') {
      segments.push([]);
      counts.push(event.data.count as number);
    } else if (event.type === 'cardDrawn') {
      segments[segments.length - 1]!.push(event.data.card as CardCode);
    }
  }
  const fromOldPile = segments[0]!;
  const reshuffled = segments.slice(1);
  if (reshuffled.length === 0) {
    check(sameCards(fromOldPile, before.drawPile.slice(0, fromOldPile.length)), () => 'cards were not drawn from the top');
    check(sameCards(after.drawPile, before.drawPile.slice(fromOldPile.length)), () => 'the draw pile changed beyond the draws');
    check(after.rng === before.rng || after.rng.every((word, i) => word === before.rng[i]), () => 'the generator moved without a reshuffle');
    return 0;
  }
  check(sameCards(fromOldPile, before.drawPile), () => 'reshuffled before the draw pile was empty');
  const random = new Random(before.rng);
  reshuffled.forEach((drawn, index) => {
    const newPile = index === reshuffled.length - 1 ? [...drawn, ...after.drawPile] : drawn;
    check(counts[index] === newPile.length, () => `reshuffled count ${counts[index]} for a pile of ${newPile.length}`);
    check(sameCards(random.shuffled(canonicalSort(newPile)), newPile), () => 'the new pile is not the seeded shuffle of the canonical discard');
  });
  expect(after.rng).toEqual(random.state);
  return reshuffled.length;
}

/**
 * The views of a position do not depend on anything hidden: the same position with the draw
 * pile in another order and another generator state gives identical views, to every seat and
 * to spectators. A seat's view is the spectator's plus its seat and legal moves.
 */
export function checkViews(state: Flip7State, shuffler: Random): void {
  const twin: Flip7State = { ...state, drawPile: shuffler.shuffled(state.drawPile), rng: [1, 2, 3, 4] };
  const spectator = JSON.stringify(flip7.view(state, null));
  check(JSON.stringify(flip7.view(twin, null)) === spectator, () => 'the spectator view depends on hidden state');
  check(!/drawPile"|rng|slotsDealt|resolvingHit/.test(spectator), () => `the view names a hidden field: ${spectator}`);
  for (let seat = 0; seat < state.players; seat++) {
    const view = flip7.view(state, seat) as Flip7View;
    check(JSON.stringify(flip7.view(twin, seat)) === JSON.stringify(view), () => `seat ${seat}'s view depends on hidden state`);
    const { legalMoves, ...publicPart } = view;
    check(JSON.stringify({ ...publicPart, seat: null }) === spectator, () => `seat ${seat} sees more than a spectator`);
    check(JSON.stringify(legalMoves) === JSON.stringify(flip7.legalMoves(state, seat)), () => `seat ${seat}'s legal moves`);
  }
}

/** The spec's verdict on a well-formed move, worked out from the public view alone (§5.3 check order). */
export function expectedVerdict(view: Flip7View, seat: Seat, move: Flip7Move): string {
  if (view.phase === 'gameOver') return 'GAME_OVER';
  const awaited = view.awaiting[0]!;
  if (awaited.seat !== seat) return 'NOT_YOUR_TURN';
  if (move.type !== 'giveAction') {
    if (awaited.kind === 'giveAction') return 'TARGET_CHOICE_PENDING';
    const own = view.seats[seat]!;
    if (move.type === 'stay' && own.row.length === 0 && !own.secondChance) return 'NO_CARDS_TO_STAY';
    return 'legal';
  }
  if (awaited.kind === 'turn') return 'NO_ACTION_TO_GIVE';
  if (move.card !== undefined && move.card !== awaited.card) return 'ACTION_MISMATCH';
  const target = view.seats[move.target];
  if (target === undefined) return 'NO_SUCH_SEAT';
  if (target.status !== 'active') return 'TARGET_NOT_ACTIVE';
  if (awaited.card === 'SC' && target.secondChance) return 'TARGET_HAS_SECOND_CHANCE';
  return 'legal';
}

/** Well-formed moves for a seat: hit, stay and giveAction to every seat and one past the last, with and without `card`. */
export function candidateMoves(players: number): Flip7Move[] {
  const moves: Flip7Move[] = [{ type: 'hit' }, { type: 'stay' }];
  for (let target = 0; target <= players; target++) {
    moves.push({ type: 'giveAction', target });
    for (const card of ['FRZ', 'F3', 'SC'] as const) moves.push({ type: 'giveAction', target, card });
  }
  return moves;
}

/**
 * Flip 7's `basic` bot (rules: docs/rules/flip-7.md). Hit or stay by expected value: the chance
 * to bust is the share of unseen cards that repeat a number in the row, counted from every
 * face-up card (rows, discard pile, held Second Chances, set-aside actions); the unseen cards
 * are exactly the draw pile. Give Freeze to the leader with the least banked this round, Flip
 * Three to the rival with the most to lose, a spare Second Chance to the trailing rival.
 * `strong` sets the risk it takes by the score race (`raceAppetite`).
 */
import type { BotInput, Seat } from '../../core/index.js';
import { ADD_VALUE, CARD_CODES, COPIES, NUMBER_VALUE, isNumberCard, type CardCode } from './cards.js';
import type { Flip7Move } from './schema.js';
import type { Flip7View, SeatView } from './view.js';

/** How many cards of each code nobody can see: the draw pile's make-up, as far as the view tells. */
export function unseenCounts(view: Flip7View): Map<CardCode, number> {
  const unseen = new Map<CardCode, number>(CARD_CODES.map((code) => [code, COPIES[code] - (view.discard[code] ?? 0)]));
  const seen = (code: CardCode) => unseen.set(code, unseen.get(code)! - 1);
  for (const seat of view.seats) {
    seat.row.forEach(seen);
    if (seat.secondChance) seen('SC');
  }
  for (const record of view.flipThrees) record.setAside.forEach(seen);
  for (const awaited of view.awaiting) if (awaited.kind === 'giveAction') seen(awaited.card);
  for (const [code, count] of unseen) if (count < 0) unseen.set(code, 0);
  return unseen;
}

function numbersIn(row: readonly CardCode[]): Set<CardCode> {
  return new Set(row.filter(isNumberCard));
}

/** The chance that one more card busts a seat with this row (before a Second Chance). */
export function bustChance(row: readonly CardCode[], unseen: ReadonlyMap<CardCode, number>): number {
  let total = 0;
  let busting = 0;
  const held = numbersIn(row);
  for (const [code, count] of unseen) {
    total += count;
    if (held.has(code)) busting += count;
  }
  return total === 0 ? 0 : busting / total;
}

/** What one safe card adds on average: new numbers (doubled with x2), +k modifiers, the Flip 7 bonus. */
function expectedGain(seat: SeatView, unseen: ReadonlyMap<CardCode, number>, flip7Bonus: number): number {
  const held = numbersIn(seat.row);
  const factor = seat.row.includes('x2') ? 2 : 1;
  let total = 0;
  let gain = 0;
  for (const [code, count] of unseen) {
    if (held.has(code)) continue;
    total += count;
    const number = NUMBER_VALUE[code];
    if (number !== undefined) gain += count * (number * factor + (held.size === 6 ? flip7Bonus : 0));
    else gain += count * (ADD_VALUE[code] ?? (code === 'x2' ? seat.roundScore : 0));
  }
  return total === 0 ? 0 : gain / total;
}

/** Whether this seat would end the game in the lead if it banked its row now. */
function bankingWins(view: Flip7View, me: SeatView): boolean {
  const mine = me.total + me.roundScore;
  if (mine < view.options.targetScore) return false;
  return view.seats.every((other) => other.seat === me.seat || other.total + other.roundScore < mine);
}

/**
 * Hit or stay, with the appetite for risk `appetite`: 1 weighs the expected gain against the
 * expected loss evenly (basic), more takes more risk.
 */
function hitOrStay(view: Flip7View, me: SeatView, legalMoves: readonly Flip7Move[], appetite = 1): Flip7Move {
  const hit = legalMoves.find((move) => move.type === 'hit');
  const stay = legalMoves.find((move) => move.type === 'stay');
  if (stay === undefined || hit === undefined) return (hit ?? stay)!;
  if (bankingWins(view, me)) return stay;
  if (me.secondChance) return hit; // a repeat only costs the Second Chance
  const unseen = unseenCounts(view);
  const risk = bustChance(me.row, unseen);
  return (1 - risk) * expectedGain(me, unseen, view.options.flip7Bonus) * appetite > risk * me.roundScore ? hit : stay;
}

/** The points a rival will bank this round at least: its row if it stayed or was frozen, else nothing for sure. */
function securedTotal(seat: SeatView): number {
  return seat.total + (seat.status === 'stayed' || seat.status === 'frozen' ? seat.roundScore : 0);
}

/**
 * How much risk the score race calls for (§7: the first to the target score wins). A rival who has
 * already banked past the target this round must be overtaken now: hit until staying would win.
 * Otherwise behind means more risk, ahead less, and the more so the nearer the leader is to the target.
 */
export function raceAppetite(view: Flip7View, me: SeatView): number {
  const target = view.options.targetScore;
  const rivals = view.seats.filter((seat) => seat.seat !== me.seat && seat.status !== 'resigned');
  if (rivals.length === 0) return 1;
  const mine = me.total + me.roundScore;
  const bestRival = Math.max(...rivals.map(securedTotal));
  if (bestRival >= target && bestRival >= mine) return Infinity;
  const leader = Math.max(me.total, ...rivals.map((seat) => seat.total));
  const gap = Math.max(...rivals.map((seat) => seat.total)) - me.total;
  // Early in the game the gap says little; near the target it says nearly everything.
  const urgency = Math.min(1, Math.max(0.15, leader / target));
  return Math.min(RACE_MAX_APPETITE, Math.max(RACE_MIN_APPETITE, 1 + (gap / RACE_GAP_SCALE) * urgency));
}

/** The range of the race's risk appetite, and the gap in points that doubles it near the target. */
const RACE_MIN_APPETITE = 0.6;
const RACE_MAX_APPETITE = 2.5;
const RACE_GAP_SCALE = 60;

/** Where an action card hurts the table most (or helps this seat most). */
function targetValue(view: Flip7View, me: Seat, card: CardCode, target: SeatView, unseen: ReadonlyMap<CardCode, number>): number {
  const threat = target.total + target.roundScore;
  if (card === 'SC') return -threat; // the spare goes to whoever worries us least
  const risk = bustChance(target.row, unseen);
  if (card === 'FRZ') {
    // Freezing banks the target's row: good on ourselves when the row is at risk, else on a rich rival with little banked.
    if (target.seat === me) return risk * target.roundScore - 10;
    return target.total / 4 - target.roundScore;
  }
  // Flip Three: three cards at once, about three times the bust risk.
  const loss = Math.min(1, 3 * risk) * target.roundScore;
  return target.seat === me ? -loss - 5 : loss + target.total / 10;
}

function giveAction(view: Flip7View, me: Seat, legalMoves: readonly Flip7Move[]): Flip7Move {
  const awaited = view.awaiting[0];
  const card = awaited?.kind === 'giveAction' ? awaited.card : 'FRZ';
  const unseen = unseenCounts(view);
  let best = legalMoves[0]!;
  let bestValue = -Infinity;
  for (const move of legalMoves) {
    if (move.type !== 'giveAction') continue;
    const value = targetValue(view, me, card, view.seats[move.target]!, unseen);
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  return best;
}

export function basicFlip7({ view, legalMoves, seat }: BotInput<Flip7View, Flip7Move>): Flip7Move {
  if (legalMoves.some((move) => move.type === 'giveAction')) return giveAction(view, seat, legalMoves);
  return hitOrStay(view, view.seats[seat]!, legalMoves);
}

/**
 * Flip 7's `strong` bot: basic's expected-value rule with the risk set by the score race near the
 * target (more risk behind, less ahead, all-in when a rival has already banked past the target).
 */
export function strongFlip7({ view, legalMoves, seat }: BotInput<Flip7View, Flip7Move>): Flip7Move {
  if (legalMoves.some((move) => move.type === 'giveAction')) return giveAction(view, seat, legalMoves);
  const me = view.seats[seat]!;
  return hitOrStay(view, me, legalMoves, raceAppetite(view, me));
}

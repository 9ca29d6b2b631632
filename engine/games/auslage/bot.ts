/**
 * Auslage's `basic` bot (rules: docs/rules/auslage.md), one move ahead. Display cards score plus
 * and hand cards minus (§7), so: display high cards, shed high hand cards to the middle, give a
 * display card back only when forced, and keep jokers (−10 in hand, but they match anything) for
 * when nothing else goes or the passage can be ended. A card sent to the middle is worth more when
 * the next seat's display tops match it (R8 forces that seat to play, maybe from its display),
 * and a joker's call aims at the next seat's best display top (R11, follow duty).
 */
import { COLOURS, isJoker, matches, valueOf, type Call, type CardCode, type NumberCard } from './cards.js';
import type { BotInput, Seat } from '../../core/index.js';
import type { AuslageMove } from './schema.js';
import type { AuslageView, SeatView } from './view.js';

/** What a card drawn after a display costs on average in the hand (values 0–5, jokers −10). */
const EXPECTED_DRAW_COST = 2.8;
/** The worth of holding on to a joker while other moves exist. */
const JOKER_KEEP = 9;
/** Ending the passage with an empty hand: the hand's minus points are gone for good. */
const PASSAGE_END_BONUS = 6;

function topsOf(seat: SeatView): NumberCard[] {
  return COLOURS.flatMap((colour) => seat.display[colour].slice(-1));
}

/** The next seat still in play after `seat`. */
export function nextSeat(view: AuslageView, seat: Seat): SeatView {
  for (let step = 1; step < view.players; step++) {
    const other = view.seats[(seat + step) % view.players]!;
    if (!other.resigned) return other;
  }
  return view.seats[seat]!;
}

/** Display points at stake when `top` (with `call`) lies on the middle: the tops of `seat` it matches. */
function exposure(seat: SeatView, top: CardCode, call: Call | null): number {
  return topsOf(seat)
    .filter((card) => matches(card, top, call))
    .reduce((sum, card) => sum + valueOf(card) + 1, 0);
}

/** basic's score of a move (higher is better); `strong` ranks its candidates by it. */
export function moveValue(view: AuslageView, me: SeatView, next: SeatView, move: AuslageMove): number {
  if (move.type === 'display') return 2 * valueOf(move.card as NumberCard) - EXPECTED_DRAW_COST;
  const call = move.call ?? null;
  const pressure = exposure(next, move.card, call) - exposure(me, move.card, call) / 2;
  const fromHand = view.hand?.includes(move.card) ?? false;
  if (!fromHand) return pressure - valueOf(move.card as NumberCard) - 1;
  const endsPassage = me.handSize === 1 ? PASSAGE_END_BONUS : 0;
  if (isJoker(move.card)) {
    const followers = (view.hand ?? []).filter((card) => card !== move.card && matches(card, move.card, call)).length;
    return 10 + endsPassage + pressure + followers / 2 - (endsPassage > 0 ? 0 : JOKER_KEEP);
  }
  return valueOf(move.card as NumberCard) + endsPassage + pressure;
}

export function basicAuslage({ view, legalMoves, seat }: BotInput<AuslageView, AuslageMove>): AuslageMove {
  const me = view.seats[seat]!;
  const next = nextSeat(view, seat);
  let best = legalMoves[0]!;
  let bestValue = -Infinity;
  for (const move of legalMoves) {
    const value = moveValue(view, me, next, move);
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  return best;
}

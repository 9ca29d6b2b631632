/** How a drawn or given card takes effect (§6): numbers, busts, actions, offers, Flip Three. */
import { emit, type Seat } from '../../core/index.js';
import { NUMBER_VALUE, isNumberCard, type ActionCode, type CardCode, type TargetedAction } from './cards.js';
import { discardCard, drawCard } from './piles.js';
import type { FlipThree, Flip7Draft, Flip7State, SeatState } from './state.js';

export type Via = 'deal' | 'hit' | 'flipThree';

/** How many distinct number values a row holds (the 0 counts, §6.2). */
export function uniqueNumbers(row: readonly CardCode[]): number {
  let seen = 0;
  let count = 0;
  for (const card of row) {
    const value = NUMBER_VALUE[card];
    if (value === undefined || (seen & (1 << value)) !== 0) continue;
    seen |= 1 << value;
    count++;
  }
  return count;
}

/** A seat has a card if its row is non-empty or it holds a Second Chance (§2, R5). */
export function hasCard(seat: SeatState): boolean {
  return seat.row.length > 0 || seat.secondChance;
}

/**
 * Eligible targets of an offer (§6.3): every active seat for Freeze and Flip Three (the
 * chooser too, if active); for a surplus Second Chance, every other active seat holding none.
 */
export function eligibleTargets(s: Flip7State, chooser: Seat, card: ActionCode): Seat[] {
  const eligible: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const target = s.seats[seat]!;
    if (target.status !== 'active') continue;
    if (card === 'SC' && (seat === chooser || target.secondChance)) continue;
    eligible.push(seat);
  }
  return eligible;
}

/** Draws one card for `seat` and lets it receive it; false when nothing could be drawn. */
export function drawFor(draft: Flip7Draft, seat: Seat, via: Via): boolean {
  const card = drawCard(draft);
  if (card === null) return false;
  emit(draft, 'cardDrawn', { seat, card, via });
  receive(draft, seat, card, via);
  return true;
}

/** Seat `seat` receives `card` (§6.2). */
export function receive(draft: Flip7Draft, seat: Seat, card: CardCode, via: Via): void {
  const holder = draft.s.seats[seat]!;
  if (isNumberCard(card)) return receiveNumber(draft, seat, holder, card);
  if (card === 'SC') {
    if (!holder.secondChance) {
      holder.secondChance = true; // R6: kept automatically
      emit(draft, 'secondChanceKept', { seat });
    } else {
      offer(draft, seat, 'SC'); // a surplus is handled at once, even inside a Flip Three (R10)
    }
    return;
  }
  if (card === 'FRZ' || card === 'F3') {
    if (via === 'flipThree') setAside(draft, seat, card);
    else offer(draft, seat, card);
    return;
  }
  holder.row = [...holder.row, card]; // a modifier never busts and never counts toward Flip 7
}

function receiveNumber(draft: Flip7Draft, seat: Seat, holder: SeatState, card: CardCode): void {
  if (!holder.row.includes(card)) {
    holder.row = [...holder.row, card];
    if (uniqueNumbers(holder.row) === 7) {
      emit(draft, 'flip7', { seat });
      draft.roundEnd = 'flip7'; // §6.7: the round ends at once
    }
    return;
  }
  if (holder.secondChance) {
    // §6.8: the used Second Chance goes first, then the duplicate it cancelled.
    holder.secondChance = false;
    discardCard(draft, 'SC');
    discardCard(draft, card);
    emit(draft, 'secondChanceUsed', { seat, card });
    return;
  }
  holder.row = [...holder.row, card];
  holder.status = 'busted';
  emit(draft, 'busted', { seat, card });
}

/** A Freeze or Flip Three drawn for the target's own open Flip Three waits on its record (§6.5). */
function setAside(draft: Flip7Draft, seat: Seat, card: TargetedAction): void {
  const record = draft.s.flipThrees[draft.s.flipThrees.length - 1]!;
  record.setAside = [...record.setAside, card];
  emit(draft, 'actionSetAside', { seat, card });
}

/** Offers `card` with `chooser` choosing (§6.3): discarded, given automatically (R7), or awaited. */
export function offer(draft: Flip7Draft, chooser: Seat, card: ActionCode): void {
  const eligible = eligibleTargets(draft.s, chooser, card);
  if (eligible.length === 0) {
    discardCard(draft, card);
    emit(draft, 'actionDiscarded', { seat: chooser, card, reason: 'noTarget' });
  } else if (eligible.length === 1) {
    giveAction(draft, chooser, eligible[0]!, card, true);
  } else {
    draft.s.offer = { chooser, card, eligible };
  }
}

/** `card` goes from `from` to `target` and takes effect at once (§6.3–6.6). */
export function giveAction(draft: Flip7Draft, from: Seat, target: Seat, card: ActionCode, forced: boolean): void {
  emit(draft, 'actionGiven', { from, to: target, card, forced });
  const s = draft.s;
  if (card === 'FRZ') {
    s.seats[target]!.status = 'frozen';
    emit(draft, 'frozen', { seat: target });
    discardCard(draft, 'FRZ');
  } else if (card === 'F3') {
    s.flipThrees = [...s.flipThrees, { target, drawn: 0, step: 'draw', setAside: [] }];
    emit(draft, 'flipThreeStarted', { seat: target });
  } else {
    s.seats[target]!.secondChance = true;
  }
}

/**
 * Advances the newest open Flip Three by one step (§6.5): one draw, the end of the draws, one
 * set-aside card offered, or closing the record. Only the newest record ever progresses.
 */
export function stepFlipThree(draft: Flip7Draft): void {
  const s = draft.s;
  const record = s.flipThrees[s.flipThrees.length - 1]!;
  const target = s.seats[record.target]!;
  if (record.step === 'draw') {
    if (record.drawn < 3 && target.status === 'active') {
      // R9: every card drawn counts toward the three, whatever it turns out to be.
      if (drawFor(draft, record.target, 'flipThree')) record.drawn++;
      return;
    }
    endDraws(draft, record, target);
    return;
  }
  if (record.setAside.length === 0) {
    s.flipThrees = s.flipThrees.slice(0, -1);
  } else if (target.status === 'busted' || target.status === 'resigned') {
    discardSetAside(draft, record, target.status === 'busted' ? 'holderBusted' : 'holderResigned');
  } else {
    // R11: one card at a time, earliest first; R12: a frozen holder still gives, to active seats.
    const [first, ...rest] = record.setAside;
    record.setAside = rest;
    offer(draft, record.target, first!);
  }
}

function endDraws(draft: Flip7Draft, record: FlipThree, target: SeatState): void {
  record.step = 'give';
  discardCard(draft, 'F3');
  emit(draft, 'flipThreeEnded', { seat: record.target, drawn: record.drawn });
  if (target.status === 'busted') discardSetAside(draft, record, 'holderBusted');
}

/** Discards a record's set-aside cards in the order they were drawn (§6.5 step 2, R12). */
export function discardSetAside(draft: Flip7Draft, record: FlipThree, reason: 'holderBusted' | 'holderResigned' | 'roundEnded'): void {
  for (const card of record.setAside) {
    discardCard(draft, card);
    emit(draft, 'actionDiscarded', { seat: record.target, card, reason });
  }
  record.setAside = [];
}

import { nextSeatWhere, type Seat } from '../../core/index.js';
import type { Draft } from './draft.js';
import { drawFor, stepFlipThree } from './resolution.js';
import { endRound } from './round.js';

/**
 * Runs the automatic part of the game until a seat must decide: the deal, Flip Three draws
 * and give steps, passing the turn, scoring and the next round. Stops when a choice is
 * pending, a turn seat is awaited, or the game is over (§5.1: the engine never waits
 * otherwise).
 */
export function proceed(draft: Draft): void {
  const s = draft.s;
  for (;;) {
    if (draft.roundEnd !== null) {
      const reason = draft.roundEnd;
      draft.roundEnd = null;
      endRound(draft, reason);
      if (s.phase === 'gameOver') return;
      continue;
    }
    if (s.offer !== null) return;
    if (s.flipThrees.length > 0) {
      stepFlipThree(draft);
      continue;
    }
    if (s.phase === 'deal') {
      dealStep(draft);
      continue;
    }
    // Play phase, nothing open: a finished hit passes the turn (§5.4); otherwise the turn seat is awaited.
    if (s.resolvingHit) {
      s.resolvingHit = false;
      passTurn(draft);
      continue;
    }
    return;
  }
}

/** One deal slot (§5.2): dealer+1 first, the dealer last; a seat no longer active is skipped (R4). */
function dealStep(draft: Draft): void {
  const s = draft.s;
  if (s.slotsDealt === s.players) {
    beginPlay(draft);
    return;
  }
  const seat = (s.dealer + 1 + s.slotsDealt) % s.players;
  s.slotsDealt++;
  if (s.seats[seat]!.status === 'active') drawFor(draft, seat, 'deal');
}

/** After the deal, the first active seat clockwise from dealer+1 takes the first turn (§5.2, R3). */
function beginPlay(draft: Draft): void {
  const s = draft.s;
  s.phase = 'play';
  s.turn = s.dealer;
  passTurn(draft);
}

/**
 * The turn goes to the next active seat clockwise after the turn seat — the anchor, whoever
 * was targeted (R8) — possibly the turn seat itself when it is the only active one. With no
 * active seat the round ends (`allOut`).
 */
export function passTurn(draft: Draft): void {
  const s = draft.s;
  const anchor = s.turn!;
  const isActive = (seat: Seat) => s.seats[seat]!.status === 'active';
  const next = nextSeatWhere(anchor, s.players, isActive) ?? (isActive(anchor) ? anchor : null);
  if (next === null) draft.roundEnd = 'allOut';
  else s.turn = next;
}

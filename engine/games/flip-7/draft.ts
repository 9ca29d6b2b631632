import { publicEvent, type GameEvent } from '../../core/index.js';
import type { FlipThree, Flip7State, SeatState } from './state.js';

/** Why a round ended (§7). */
export type RoundEndReason = 'flip7' | 'allOut' | 'cardsExhausted';

/**
 * The working context of one `apply`: a private copy of the state that the resolution code
 * may change freely, the events emitted so far, and a round end waiting to be scored.
 */
export interface Draft {
  s: Flip7State;
  events: GameEvent[];
  roundEnd: RoundEndReason | null;
}

/**
 * A draft over a copy of `state`: every part that the rules change (piles, seats, rows,
 * records, offer) is copied once, so the input stays untouched; options and the generator
 * state are replaced, never changed in place, and are shared. The copies are spelled out
 * field by field: object literals of one shape keep this hot path monomorphic.
 */
export function draftOf(state: Flip7State): Draft {
  const s: Flip7State = {
    players: state.players,
    options: state.options,
    rng: state.rng,
    phase: state.phase,
    round: state.round,
    dealer: state.dealer,
    slotsDealt: state.slotsDealt,
    turn: state.turn,
    resolvingHit: state.resolvingHit,
    drawPile: state.drawPile.slice(),
    discard: state.discard.slice(),
    seats: state.seats.map(copySeat),
    flipThrees: state.flipThrees.map(copyFlipThree),
    offer: state.offer === null ? null : { chooser: state.offer.chooser, card: state.offer.card, eligible: state.offer.eligible.slice() },
    lastRoundScores: state.lastRoundScores,
    result: state.result,
  };
  return { s, events: [], roundEnd: null };
}

function copySeat(seat: SeatState): SeatState {
  return { status: seat.status, row: seat.row.slice(), secondChance: seat.secondChance, total: seat.total };
}

function copyFlipThree(record: FlipThree): FlipThree {
  return { target: record.target, drawn: record.drawn, step: record.step, setAside: record.setAside.slice() };
}

/** Appends a public event (every Flip 7 event is public, §8). */
export function emit(draft: Draft, type: string, data: Record<string, unknown>): void {
  draft.events.push(publicEvent(type, data));
}

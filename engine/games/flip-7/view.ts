import type { Seat } from '../../core/index.js';
import { countsByCode, type ActionCode, type CardCode, type TargetedAction } from './cards.js';
import { roundScore } from './flow.js';
import { legalMoves } from './legal.js';
import { uniqueNumbers } from './resolution.js';
import type { Flip7Move, Flip7Options } from './schema.js';
import type { Flip7State, Phase, Status } from './state.js';

export type AwaitingView = { seat: Seat; kind: 'turn' } | { seat: Seat; kind: 'giveAction'; card: ActionCode; eligible: Seat[] };

export interface SeatView {
  seat: Seat;
  status: Status;
  row: CardCode[];
  secondChance: boolean;
  roundScore: number;
  total: number;
  flip7: boolean;
}

export interface Flip7View {
  /** The viewer's seat, null for a spectator. */
  seat: Seat | null;
  options: Flip7Options;
  round: number;
  dealer: Seat;
  phase: Phase;
  turn: Seat | null;
  awaiting: AwaitingView[];
  seats: SeatView[];
  flipThrees: Array<{ target: Seat; drawn: number; setAside: TargetedAction[] }>;
  drawPileCount: number;
  discard: Record<CardCode, number>;
  lastRoundScores: number[] | null;
  winners: Seat[] | null;
  /** Seat views only: the viewer's legal moves (empty when it is not awaited). */
  legalMoves?: Flip7Move[];
}

/**
 * What a seat or a spectator sees (§8), built field by field from what is public: everything
 * but the order of the draw pile and the generator state (the draw pile shows as a count).
 */
export function view(s: Flip7State, viewer: Seat | null): Flip7View {
  const shown: Flip7View = {
    seat: viewer,
    options: { ...s.options },
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.phase === 'play' ? s.turn : null,
    awaiting: awaitingView(s),
    seats: s.seats.map((seat, index) => ({
      seat: index,
      status: seat.status,
      row: seat.row.slice(),
      secondChance: seat.secondChance,
      roundScore: roundScore(seat, s.options.flip7Bonus),
      total: seat.total,
      flip7: uniqueNumbers(seat.row) === 7,
    })),
    flipThrees: s.flipThrees.map((record) => ({ target: record.target, drawn: record.drawn, setAside: record.setAside.slice() })),
    drawPileCount: s.drawPile.length,
    discard: countsByCode(s.discard),
    lastRoundScores: s.lastRoundScores === null ? null : s.lastRoundScores.slice(),
    winners: s.result === null ? null : s.result.winners.slice(),
  };
  if (viewer !== null) shown.legalMoves = legalMoves(s, viewer);
  return shown;
}

/** `awaiting` as the view exposes it (§5.1). */
function awaitingView(s: Flip7State): AwaitingView[] {
  if (s.phase === 'gameOver') return [];
  if (s.offer !== null) return [{ seat: s.offer.chooser, kind: 'giveAction', card: s.offer.card, eligible: s.offer.eligible.slice() }];
  return [{ seat: s.turn!, kind: 'turn' }];
}

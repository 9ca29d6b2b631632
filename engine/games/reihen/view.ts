import type { Seat } from '../../core/index.js';
import { canonical, type Code, type Person } from './cards.js';
import { stallLimit, type Mode, type ReihenState, type Result, type SeatStatus, type Turn } from './state.js';

export interface EntryView {
  cards: Code[];
  value: number;
}

export interface SeatView {
  seat: Seat;
  handCount: number;
  pileCount: number;
  stackCount: number;
  /** The face-up person (the top of the stack), if any. */
  faceUp: Person | null;
  status: SeatStatus;
  markers: number[];
}

export type ChoiceView = { kind: 'seer'; cards: Code[] } | { kind: 'smuggler'; target: Seat; targetHand: Code[] };

export interface ReihenView {
  mode: Mode;
  players: number;
  useCharacters: boolean;
  you: Seat | null;
  rows: Array<EntryView[] | null>;
  /** Only cards that characters removed, bottom first (R10). */
  discard: Code[];
  /** Out of play, each completed row's cards in the order completed (R10). */
  completedRows: Code[][];
  boxed: number;
  cast: Person[] | null;
  removedCharacters: number;
  seats: SeatView[];
  /** The turn as it is public (§8): the pending kind and the Smuggler's target, never the shown cards. */
  turn: Omit<Turn, 'pending'> & { pending: { kind: 'seer' } | { kind: 'smuggler'; target: Seat } | null };
  deadStreak: number;
  stallLimit: number | null;
  exchangesLeft: number | null;
  rowsCompleted: number;
  /** Own hand, canonical order (a seat's view only). */
  hand: Code[] | null;
  /** The pending choice's content, for the active seat only. */
  choice: ChoiceView | null;
  result: Result | null;
  /** Every hand (canonical) and pile (top first), once the game is over. */
  revealed: { hands: Code[][]; piles: Code[][] } | null;
}

/** §8: public information, plus the seat's own hand and its pending choice. Built field by field. */
export function view(state: ReihenState, viewer: Seat | null): ReihenView {
  const seat = viewer !== null && viewer >= 0 && viewer < state.players ? viewer : null;
  const pending = state.turn.pending;
  const over = state.result !== null;
  return {
    mode: state.mode,
    players: state.players,
    useCharacters: state.useCharacters,
    you: seat,
    rows: state.slots.map((row) => (row === null ? null : row.map((entry) => ({ cards: entry.cards.slice(), value: entry.value })))),
    discard: state.discard.slice(),
    completedRows: state.completedRows.map((cards) => cards.slice()),
    boxed: state.box.length,
    cast: state.cast === null ? null : state.cast.slice(),
    removedCharacters: state.removedCharacters.length,
    seats: state.seats.map((record, index) => ({
      seat: index,
      handCount: record.hand.length,
      pileCount: record.pile.length,
      stackCount: record.stack.length,
      faceUp: record.stack[0] ?? null,
      status: record.status,
      markers: record.markers.slice(),
    })),
    turn: {
      seat: state.turn.seat,
      bonus: state.turn.bonus,
      characterUsed: state.turn.characterUsed,
      rebuilds: state.turn.rebuilds,
      progress: state.turn.progress,
      sprinter: state.turn.sprinter,
      pending: pending === null ? null : pending.kind === 'seer' ? { kind: 'seer' } : { kind: 'smuggler', target: pending.target },
    },
    deadStreak: state.deadStreak,
    stallLimit: state.mode === 'solo' ? null : stallLimit(state),
    exchangesLeft: state.mode === 'solo' ? state.exchangesLeft : null,
    rowsCompleted: state.rowsCompleted,
    hand: seat === null ? null : canonical(state.seats[seat]!.hand),
    choice: seat !== null && seat === state.turn.seat && !over ? choiceFor(state) : null,
    result: state.result === null ? null : (JSON.parse(JSON.stringify(state.result)) as Result),
    revealed: over
      ? { hands: state.seats.map((record) => canonical(record.hand)), piles: state.seats.map((record) => record.pile.slice()) }
      : null,
  };
}

function choiceFor(state: ReihenState): ChoiceView | null {
  const pending = state.turn.pending;
  if (pending === null) return null;
  if (pending.kind === 'seer') return { kind: 'seer', cards: pending.cards.slice() };
  return { kind: 'smuggler', target: pending.target, targetHand: canonical(state.seats[pending.target]!.hand) };
}

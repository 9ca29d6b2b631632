/**
 * What a game remembers so that "may this seat take its last move back?" is answered from the
 * game alone, exactly as the request itself would be (./undo.ts): the standing entries since the
 * last one no take-back may cross. A move or a bot's move that revealed nothing joins the tail;
 * any other change of the engine state (a revealing move, a resignation, a timeout, the deal) is a
 * barrier and empties it; taking moves back drops the entries after the version that returns.
 * The barrier before a take-back is never inside what it takes back, so the tail stays exact.
 */
import type { AnyGame, MoveBase, Seat } from '../../engine/index.js';
import type { GameRecord, UndoTailEntry } from './game-record.js';
import type { LogKind } from './game-record-schemas.js';

/** The tail after one change of the engine state, made by `kind` from `before` with `moves`. */
export function tailAfterStep(game: Pick<GameRecord, 'undoTail' | 'version'>, definition: AnyGame, before: unknown, step: { kind: LogKind; seat: Seat; playerId: string | null; moves: readonly unknown[] }): UndoTailEntry[] | undefined {
  if (step.kind === 'undo') return game.undoTail;
  if ((step.kind !== 'move' && step.kind !== 'bot') || revealedBy(definition, before, step.seat, step.moves)) return [];
  // A game stored before the tail was kept knows its next barrier only: until then, nothing is offered.
  if (game.undoTail === undefined) return undefined;
  return [...game.undoTail, { version: game.version + 1, seat: step.seat, playerId: step.kind === 'move' ? step.playerId : null }];
}

/** The tail once the state after `to` came back: what was taken back is gone. */
export function tailAfterUndo(tail: readonly UndoTailEntry[] | undefined, to: number): UndoTailEntry[] | undefined {
  return tail?.filter((entry) => entry.version <= to);
}

/**
 * The caller's own submissions that can be taken back, oldest first: the last one in the tail made
 * by `playerId` at `seat`, and those right before it made by them too — their turn, back to where it
 * began (another seat's or a bot's entry) or to the tail's start (a draw, a flip, a deal, a
 * resignation or a timeout). Empty when none.
 */
export function undoableRun(game: Pick<GameRecord, 'undoTail'>, seat: Seat, playerId: string): UndoTailEntry[] {
  const tail = game.undoTail ?? [];
  const own = (entry: UndoTailEntry): boolean => entry.seat === seat && entry.playerId === playerId;
  const last = tail.findLastIndex(own);
  if (last < 0) return [];
  let first = last;
  while (first > 0 && own(tail[first - 1]!)) first--;
  return tail.slice(first, last + 1);
}

/** True when one of `moves` revealed something, applied again from `before`. */
export function revealedBy(definition: AnyGame, before: unknown, seat: Seat, moves: readonly unknown[]): boolean {
  let state = before;
  for (const move of moves as MoveBase[]) {
    const after = definition.apply(state, seat, move).state;
    if (definition.reveals(state, seat, move, after)) return true;
    state = after;
  }
  return false;
}

/** The move log as the engine replays it (engine/core/replay.ts): which entries changed the engine state, and how. */
import type { MoveBase, ReplayStep } from '../../engine/index.js';
import type { LogEntry } from './game-record.js';

/**
 * One step per log entry. The entry that took the last seat dealt (the last creation or join: a
 * bot seat is a join without a player, and bots given at creation may fill every seat at once);
 * a person's or a bot's moves and a timeout's move apply as moves; a resignation, and a timeout
 * without a move, resign the seat. Everything else (vacations, reclaims, leaving a deleted
 * player's seat, joins before the last) leaves the engine state as it was.
 */
export function replayStepsOf(log: readonly Pick<LogEntry, 'version' | 'kind' | 'seat' | 'moves' | 'undoTo'>[], started: boolean): ReplayStep[] {
  const deal = started ? log.findLast((entry) => entry.kind === 'create' || entry.kind === 'join') : undefined;
  return log.map((entry): ReplayStep => {
    const { version, seat } = entry;
    if (entry === deal) return { version, action: 'deal' };
    if (seat === null) return { version, action: 'none' };
    const moves = entry.moves as MoveBase[];
    if (entry.kind === 'move' || entry.kind === 'bot') return { version, action: 'moves', seat, moves };
    if (entry.kind === 'timeout') return moves.length > 0 ? { version, action: 'moves', seat, moves: moves.slice(0, 1) } : { version, action: 'resign', seat };
    if (entry.kind === 'resign') return { version, action: 'resign', seat };
    if (entry.kind === 'undo' && entry.undoTo !== undefined) return { version, action: 'undo', to: entry.undoTo };
    return { version, action: 'none' };
  });
}

/**
 * Taking moves back (`POST /games/{id}/undo`, answered by `POST /games/{id}/undo/{requestId}`).
 * A player takes back their own last submissions since their turn began: one by default, several
 * or the whole turn in one request. It applies at once when no other seat has moved since;
 * otherwise it is one request, for all of them, every other seat a person holds must accept (bots
 * do not vote), and any move, a decline or its expiry voids it.
 * Never across a reveal: when a submission taken back, or any move since, revealed hidden or random
 * information (the game declares which: `GameDefinition.reveals`), it is refused — the state comes
 * back by replaying the log from the seed, so nothing is drawn anew and nobody learns anything.
 * A game created with `undo: false` refuses every request. Pure decisions, like ./lifecycle.ts.
 */
import { replayGame, type AnyGame, type Seat } from '../../engine/core/index.js';
import { Forbidden, MoveRejected } from '../errors.js';
import { botAt, type GameChange, type GameRecord, type LogEntry, type UndoRequest } from './game-record.js';
import { advance, assertRunning, bump, logEntry } from './lifecycle.js';
import { replayStepsOf } from './replay-steps.js';
import { revealedBy, tailAfterUndo, undoableRun } from './undo-tail.js';

/** How long the others have to answer a request (a move by anyone voids it sooner). */
export const UNDO_REQUEST_HOURS = 24;

/** The refusal codes (422 `details.code`). */
export const UNDO_CODES = {
  off: 'UNDO_OFF',
  nothing: 'UNDO_NOTHING_TO_TAKE_BACK',
  reveal: 'UNDO_ACROSS_REVEAL',
  notPossible: 'UNDO_NOT_POSSIBLE',
  beforeTurn: 'UNDO_BEFORE_TURN',
  pending: 'UNDO_REQUEST_OPEN',
  gone: 'UNDO_REQUEST_GONE',
  notAsked: 'UNDO_NOT_ASKED_OF_YOU',
} as const;

/** How many of their submissions a player asks to take back: a count, or all since their turn began. */
export type UndoSubmissions = number | 'turn';

/** The open request, unless it expired. */
export function openUndoRequest(game: Pick<GameRecord, 'undoRequest'>, now: Date): UndoRequest | null {
  const request = game.undoRequest ?? null;
  return request !== null && Date.parse(request.expiresAt) > now.getTime() ? request : null;
}

/**
 * Whether `playerId` at `seat` may take a move back now: the one judgement both the envelope's
 * `undo.canAsk` and the request itself make, from the game alone (its tail, ./undo-tail.ts), so
 * the page never offers what the server refuses. False for a game stored before the tail was
 * kept, until its next draw, flip or deal (the request then judges from the log).
 */
export function mayAskUndo(game: GameRecord, seat: Seat | null, playerId: string, now: Date): boolean {
  if (seat === null || game.status !== 'active' || game.undo === false || openUndoRequest(game, now) !== null) return false;
  // A game dealt from a stacked deck (local stack only) is not replayed from its seed alone.
  if (game.stack !== null) return false;
  return undoableRun(game, seat, playerId).length > 0;
}

/** How many of their own submissions `playerId` at `seat` may take back now in one request (0: none), judged as `mayAskUndo`. */
export function undoableSubmissions(game: GameRecord, seat: Seat | null, playerId: string, now: Date): number {
  return seat !== null && mayAskUndo(game, seat, playerId, now) ? undoableRun(game, seat, playerId).length : 0;
}

/**
 * The caller asks to take back their last `submissions` (a count, or `'turn'`: all since their turn
 * began). `log` is the game's whole log, read at `game.version` (a newer game is a lost race: the
 * caller sends it again).
 */
export function askUndo(game: GameRecord, definition: AnyGame, log: readonly LogEntry[], seat: Seat, playerId: string, now: Date, idempotencyKey?: string, submissions: UndoSubmissions = 1): GameChange {
  assertRunning(game);
  if (game.undo === false) throw new MoveRejected(UNDO_CODES.off, 'taking moves back is turned off in this game', 0);
  if (openUndoRequest(game, now) !== null) throw new MoveRejected(UNDO_CODES.pending, 'a request to take a move back is waiting for answers', 0);
  const allowed = mayAskUndo(game, seat, playerId, now);
  // Refused: the log says why (nothing to take back, a reveal or a resignation since).
  const { taken, since } = ownSubmissions(game, definition, log, seat, playerId, submissions);
  if (!allowed && game.undoTail !== undefined) throw new MoveRejected(UNDO_CODES.notPossible, 'that move can no longer be taken back', 0);
  const first = taken[0]!;
  const voters = votersFor(game, seat, since);
  if (voters.length === 0) return undone(game, definition, log, first, taken.length, seat, playerId, now, idempotencyKey);
  const request: UndoRequest = {
    id: String(game.version + 1),
    seat,
    playerId,
    entry: first.version,
    submissions: taken.length,
    askedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + UNDO_REQUEST_HOURS * 3_600_000).toISOString(),
    waitingFor: voters,
    accepted: [],
  };
  const next = bump({ ...game, undoRequest: request }, now);
  const event = { type: 'undoAsked', data: { seat, requestId: request.id, takesBack: first.version, submissions: taken.length } };
  return { game: next, log: logEntry(next, 'undoAsk', seat, playerId, [], [event], now, idempotencyKey), statusChanged: false };
}

/** Another seat's player accepts or declines the open request; the last acceptance takes its submissions back. */
export function answerUndo(game: GameRecord, definition: AnyGame, log: readonly LogEntry[], seat: Seat, playerId: string, requestId: string, accept: boolean, now: Date, idempotencyKey?: string): GameChange {
  assertRunning(game);
  const request = openUndoRequest(game, now);
  if (request === null || request.id !== requestId) throw new MoveRejected(UNDO_CODES.gone, 'this request is no longer open: a move, a decline or time ended it', 0);
  if (!request.waitingFor.includes(seat)) throw new Forbidden('this request is not asked of you', { reason: UNDO_CODES.notAsked });
  const accepted = accept ? [...new Set([...request.accepted, seat])].sort((a, b) => a - b) : request.accepted;
  if (accept && request.waitingFor.every((voter) => accepted.includes(voter))) {
    const taken = log.find((entry) => entry.version === request.entry);
    if (taken === undefined) throw new MoveRejected(UNDO_CODES.gone, 'the move to take back is not in the log', 0);
    return undone(game, definition, log, taken, request.submissions ?? 1, request.seat, request.playerId, now, idempotencyKey, seat);
  }
  const next = bump({ ...game, undoRequest: accept ? { ...request, accepted } : null }, now);
  const event = { type: accept ? 'undoAccepted' : 'undoDeclined', data: { seat, requestId, asker: request.seat } };
  return { game: next, log: logEntry(next, 'undoAnswer', seat, playerId, [], [event], now, idempotencyKey), statusChanged: false };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────

interface Replayed {
  /** The state after each version of the log. */
  states: Map<number, unknown>;
  /** The entries that still count (the deal's and later, less those taken back), in order. */
  standing: LogEntry[];
}

/** The log replayed from the seed (engine/core/replay.ts), checked against the stored state. */
function replayed(game: GameRecord, definition: AnyGame, log: readonly LogEntry[]): Replayed {
  const steps = replayStepsOf(log, true);
  let frames;
  try {
    frames = replayGame(definition, { players: game.seatCount, options: game.options, seed: game.seed, stack: game.stack }, steps);
  } catch {
    frames = null;
  }
  // A game dealt from a stacked deck (local stack only) is not replayed from its seed alone.
  if (frames === null || JSON.stringify(frames.at(-1)?.state) !== JSON.stringify(game.state)) {
    throw new MoveRejected(UNDO_CODES.notPossible, "this game's log cannot be replayed, so no move can be taken back", 0);
  }
  const states = new Map(frames.map((frame) => [frame.version, frame.state]));
  let standing: LogEntry[] = [];
  steps.forEach((step, index) => {
    const entry = log[index]!;
    if (step.action === 'deal') standing = [entry];
    else if (step.action === 'moves' || step.action === 'resign') standing.push(entry);
    else if (step.action === 'undo') standing = standing.filter((kept) => kept.version <= step.to);
  });
  return { states, standing };
}

/**
 * The caller's last `wanted` submissions that still count (oldest first), and the entries since
 * the last of them. Their turn runs back from their last submission over the ones right before it
 * made by them too; refused across a reveal or a resignation, and beyond where their turn began,
 * saying how many could be taken back (`details.available`).
 */
function ownSubmissions(game: GameRecord, definition: AnyGame, log: readonly LogEntry[], seat: Seat, playerId: string, wanted: UndoSubmissions): { taken: LogEntry[]; since: LogEntry[] } {
  const { states, standing } = replayed(game, definition, log);
  const own = (entry: LogEntry): boolean => entry.seat === seat && entry.kind === 'move' && entry.playerId === playerId;
  const revealing = (entry: LogEntry): boolean => revealedIn(definition, entry, states.get(entry.version - 1));
  const last = standing.findLastIndex(own);
  if (last <= 0) throw new MoveRejected(UNDO_CODES.nothing, 'you have no move to take back', 0);
  const since = standing.slice(last + 1);
  for (const entry of since) {
    if (entry.kind !== 'move' && entry.kind !== 'bot') throw new MoveRejected(UNDO_CODES.notPossible, 'a resignation or a timeout came since: that move stays', 0);
    if (revealing(entry)) throw new MoveRejected(UNDO_CODES.reveal, 'cards were revealed since (a draw, a flip or a deal): that move stays', 0);
  }
  // Back from the last own submission while the one before is the caller's too; a revealing one stops it, and stays.
  let first = last + 1;
  while (first > 1 && own(standing[first - 1]!) && !revealing(standing[first - 1]!)) first--;
  const available = last + 1 - first;
  if (available === 0) throw new MoveRejected(UNDO_CODES.reveal, 'your last move revealed cards (a draw, a flip or a deal): it stays', 0);
  const count = wanted === 'turn' ? available : wanted;
  if (count > available) {
    const them = available === 1 ? 'only your last move' : `only your last ${available} moves`;
    // Stopped by the caller's own revealing submission; else by another seat's entry or the deal, where their turn began.
    if (own(standing[first - 1]!)) throw new MoveRejected(UNDO_CODES.reveal, `${them} can be taken back: the one before revealed cards (a draw, a flip or a deal) and stays`, 0, { available });
    throw new MoveRejected(UNDO_CODES.beforeTurn, `${them} can be taken back: that is all you played since your turn began`, 0, { available });
  }
  return { taken: standing.slice(last + 1 - count, last + 1), since };
}

/** True when one of the entry's moves revealed something, applied again from the state before it. */
function revealedIn(definition: AnyGame, entry: LogEntry, before: unknown): boolean {
  return revealedBy(definition, before, entry.seat!, entry.moves);
}

/** Who must accept: the other seats people hold, when another seat moved since. */
function votersFor(game: GameRecord, seat: Seat, since: readonly LogEntry[]): Seat[] {
  if (!since.some((entry) => entry.seat !== seat)) return [];
  return game.seats.filter((taken) => taken.seat !== seat && taken.deleted !== true && botAt(game, taken.seat) === null).map((taken) => taken.seat);
}

/** The game with `taken` (the first of `submissions` of the seat's) and everything after it taken back: the state after the version before it. */
function undone(game: GameRecord, definition: AnyGame, log: readonly LogEntry[], taken: LogEntry, submissions: number, seat: Seat, playerId: string, now: Date, idempotencyKey: string | undefined, lastVoter?: Seat): GameChange {
  const to = taken.version - 1;
  const { states } = replayed(game, definition, log);
  const events = [{ type: 'undone', data: { seat, takenBack: taken.version, submissions, ...(lastVoter === undefined ? {} : { acceptedBy: lastVoter }) } }];
  const change = advance(game, definition, states.get(to), { kind: 'undo', seat, playerId, moves: [], events, now, idempotencyKey });
  const undoTail = tailAfterUndo(change.game.undoTail, to);
  return { ...change, game: { ...change.game, ...(undoTail === undefined ? {} : { undoTail }) }, log: { ...change.log, undoTo: to } };
}

/**
 * The game envelope of the contract, built for one viewer: the view is the game's own
 * `view(state, seat)` (an allow-list), the seed only appears once the game is finished. Each
 * seat shows its clock (the same to everyone) and, while its player is away, until when.
 */
import { resignationEffect, type AnyGame, type Seat } from '../../engine/index.js';
import { isTakenOver, seatsBotsPlayed } from '../domain/absent-seats.js';
import { botAt, type GameRecord } from '../domain/game-record.js';
import type { SeatClock } from '../domain/turn-clock.js';
import { onVacationAt } from '../domain/vacation.js';
import { inviteCodeFor, matchesHash } from '../domain/secrets.js';
import { openUndoRequest, undoableSubmissions } from '../domain/undo.js';
import type { Envelope, SeatHolder } from './schemas.js';

/**
 * `legal`: with the viewer's legal moves and what resigning would do now (the page's read).
 * `viewerId`: the caller, so an invited player (a rematch) is told so and the creator of a
 * waiting game gets its invite code again (on any device they are signed in on).
 */
export function envelope(game: GameRecord, definition: AnyGame, you: Seat | null, now: Date, options: { legal?: boolean; viewerId?: string | null } = {}): Envelope {
  const started = game.state !== null;
  const yourTurn = you !== null && game.awaiting.includes(you);
  const answer: Envelope = {
    id: game.id,
    type: game.type,
    status: game.status,
    version: game.version,
    seats: seatHolders(game, now),
    you,
    awaiting: game.awaiting,
    yourTurn,
    deadline: game.deadline,
    yourLastMoveVersion: yourLastMoveVersion(game, you),
    options: game.options,
    view: started ? definition.view(game.state, you) : null,
    outcome: started ? definition.outcome(game.state) : null,
    botPlayed: seatsBotsPlayed(game),
    fairness: game.status === 'finished' ? { seedCommitment: game.seedCommitment, seed: game.seed } : { seedCommitment: game.seedCommitment },
  };
  if (game.rematch !== null) answer.rematch = { id: game.rematch.id };
  if (options.legal && yourTurn) answer.legalMoves = definition.legalMoves(game.state, you);
  if (options.legal && you !== null && game.status === 'active') {
    const effect = resignationEffect(definition, game.state, you);
    if (effect) answer.ifYouResign = { ...effect, ...(game.absent.mode === 'bot' ? { botTakesOverAfter: game.absent.after } : {}) };
  }
  const viewerId = options.viewerId ?? null;
  if (viewerId !== null && you === null && game.status === 'waiting' && game.invited.includes(viewerId)) answer.invited = true;
  const inviteCode = viewerId !== null ? creatorInviteCode(game, viewerId) : null;
  if (inviteCode !== null) answer.inviteCode = inviteCode;
  if (you !== null && game.status === 'active' && game.undo !== false) answer.undo = undoOffer(game, you, now);
  return answer;
}

/** The invite code of a waiting game, for its creator only; null for a game whose code was not derived from its seed (made before that). */
export function creatorInviteCode(game: Pick<GameRecord, 'id' | 'status' | 'creatorId' | 'seed' | 'inviteHash' | 'inviteGeneration'>, viewerId: string): string | null {
  if (game.status !== 'waiting' || game.creatorId !== viewerId) return null;
  const code = inviteCodeFor(game.seed, game.id, game.inviteGeneration);
  return matchesHash(code, game.inviteHash) ? code : null;
}

/** What the envelope's entity tag must tell apart besides the seat: an invited player, the creator (who is seat 0). */
export function viewerTag(game: Pick<GameRecord, 'status' | 'invited'>, seat: Seat | null, viewerId: string | null): string | null {
  if (seat === null && viewerId !== null && game.status === 'waiting' && game.invited.includes(viewerId)) return 'invited';
  return seat === null ? null : `seat${seat}`;
}

/** The version of the viewer's own last move (../domain/game-record.ts `lastMoveVersions`); null for a spectator or a seat that never moved. */
export function yourLastMoveVersion(game: Pick<GameRecord, 'lastMoveVersions'>, you: Seat | null): number | null {
  return you === null ? null : (game.lastMoveVersions[you] ?? null);
}

/** Every seat: taken by a player, played by a bot (no player, marked `bot`), or free (no player yet); with its clock and vacation. */
export function seatHolders(game: Pick<GameRecord, 'seats' | 'bots' | 'seatCount' | 'clocks'>, now: Date): SeatHolder[] {
  return Array.from({ length: game.seatCount }, (_, seat) => ({ ...holderOf(game, seat), ...clockOf(game.clocks, seat), ...vacationOf(game, seat, now) }));
}

/** The seats whose player's vacation still runs at `now` (the game's ETag names them: one ends without a new version). */
export function seatsOnVacation(game: Pick<GameRecord, 'seats'>, now: Date): Seat[] {
  return game.seats.filter((holder) => onVacationAt(holder, now) !== undefined).map((holder) => holder.seat);
}

function holderOf(game: Pick<GameRecord, 'seats' | 'bots'>, seat: Seat): SeatHolder {
  const taken = game.seats.find((holder) => holder.seat === seat);
  const deleted = taken?.deleted ? { deleted: true as const } : {};
  // A deleted player's seat names no player (its id is a tombstone).
  const playerId = taken?.deleted ? null : (taken?.playerId ?? null);
  if (taken && isTakenOver(game, seat)) return { seat, playerId, name: taken.name, ...deleted, bot: { level: botAt(game, seat)!, takenOver: true } };
  if (taken) return { seat, playerId, name: taken.name, ...deleted };
  const level = botAt(game, seat);
  return level === null ? { seat, playerId: null, name: null } : { seat, playerId: null, name: `Bot (${level})`, bot: { level } };
}

/** A seat's clock as numbers that do not age: the seconds it had at `runningSince`, and when it runs out. */
function clockOf(clocks: readonly SeatClock[], seat: Seat): Pick<SeatHolder, 'clock'> {
  const clock = clocks.find((held) => held.seat === seat);
  if (!clock) return {};
  const runsOutAt = clock.since === null ? null : new Date(Date.parse(clock.since) + clock.leftMs).toISOString();
  return { clock: { remaining: clock.leftMs / 1000, runningSince: clock.since, runsOutAt } };
}

function vacationOf(game: Pick<GameRecord, 'seats'>, seat: Seat, now: Date): Pick<SeatHolder, 'onVacation'> {
  const holder = game.seats.find((taken) => taken.seat === seat);
  const until = holder && onVacationAt(holder, now);
  return until === undefined ? {} : { onVacation: { until } };
}

/** What `you` may do about taking moves back: ask, or answer the open request (public: it names seats, never cards). */
function undoOffer(game: GameRecord, you: Seat, now: Date): NonNullable<Envelope['undo']> {
  const holder = game.seats.find((taken) => taken.seat === you && taken.deleted !== true);
  const request = openUndoRequest(game, now);
  const submissions = holder === undefined ? 0 : undoableSubmissions(game, you, holder.playerId, now);
  return {
    canAsk: submissions > 0,
    submissions,
    request:
      request === null
        ? null
        : { id: request.id, seat: request.seat, submissions: request.submissions ?? 1, expiresAt: request.expiresAt, waitingFor: request.waitingFor, accepted: request.accepted },
  };
}

/**
 * The decisions of a game's life, as pure functions of the stored game: create, join (the last
 * seat starts it), apply a batch of moves, resign. Each returns the change to write (or throws
 * the typed error the contract names); none does I/O, so the store can run them again on a
 * newer version after a lost race.
 */
import {
  Random,
  RuleViolation,
  assertPlayerCount,
  botTurn,
  type AnyGame,
  type BotBudget,
  type Applied,
  type GameEvent,
  type Seat,
  type StackedSetup,
} from '../../engine/core/index.js';
import type * as z from 'zod';
import { Forbidden, MoveRejected, ValidationError } from '../errors.js';
import { issuesOf } from '../validation.js';
import { applyOne, judgeBatch } from './batch.js';
import { afterBotMove, afterOwnAction, afterTimeout, DEFAULT_ABSENT_RULE, isTakenOver, takeoverLevel, type AbsentRule } from './absent-seats.js';
import { DEFAULT_ABANDON_AFTER_DAYS, nextIdleCheck } from './idle-games.js';
import { botAt, DELETED_PLAYER_ID, DELETED_PLAYER_NAME, type BotSeat, type GameChange, type GameRecord, type LogEntry, type TakenSeat } from './game-record.js';
import type { LogKind } from './game-record-schemas.js';
import { inviteCodeFor, matchesHash, sha256Hex } from './secrets.js';
import { tailAfterStep } from './undo-tail.js';
import { timeoutAction } from './timeout-choice.js';
import { withPings } from './turn-pings.js';
import { expiredSeats, nextTurnClock, retimedForVacation, type TimeBank } from './turn-clock.js';
import { onVacationAt } from './vacation.js';

export interface Participant {
  id: string;
  name: string;
  /** The player's vacation end (./vacation.ts), if on vacation: the seat taken now carries it. */
  vacationUntil?: string | null;
}

export interface NewGameInput {
  id: string;
  definition: AnyGame;
  creator: Participant;
  seatCount: number;
  /** Raw options from the request; parsed here with the game's schema. */
  options: unknown;
  /** Raw stacked-setup parameters (only where the server allows them), or null. */
  stack: Record<string, unknown> | null;
  seed: string;
  inviteHash: string;
  turnTimeLimit: number | null;
  /** The other clock mode (./turn-clock.ts); exclusive with `turnTimeLimit` (checked by the request schema). */
  timeBank?: TimeBank | null;
  /** Seats the creator gave to bots (none when absent); checked here: never seat 0, each seat once, within the seat count. */
  bots?: BotSeat[];
  /** What timeouts lead to; `resign` after 2 (today's behaviour) when absent. */
  absent?: Partial<AbsentRule>;
  /** Days without a change before a running untimed game is abandoned (./idle-games.ts); 30 when absent. */
  abandonAfter?: number;
  /** Players who may join without the invite code (a rematch's invited players). */
  invited?: string[];
  /** False: nobody may take a move back (./undo.ts); allowed when absent. */
  undo?: boolean;
  now: Date;
}

/**
 * A new game with its creator in seat 0 and its bot seats. Options, player count, bot seats and
 * stack are checked here, and setup runs once, so a bad stacked deck fails now and not at the
 * last join. A game whose other seats are all bots (or that has one seat) starts at once.
 */
export function newGame(input: NewGameInput): { game: GameRecord; log: LogEntry } {
  const { definition, seatCount } = input;
  const options = parseWith(definition.options, input.options ?? {}, ['options'], 'options');
  assertPlayerCount(seatCount, definition.minPlayers, definition.maxPlayers);
  const stack = input.stack === null ? null : parseWith(definition.stack, input.stack, [], 'stacked setup');
  const setup = runSetup(definition, seatCount, options, input.seed, stack);
  const bots = checkedBotSeats(input.bots ?? [], seatCount);
  checkClockModes(input.turnTimeLimit, input.timeBank ?? null);
  const creatorSeat = takenSeat(0, input.creator, input.now);
  const waiting: GameRecord = {
    id: input.id,
    type: definition.id,
    status: 'waiting',
    version: 0,
    seatCount,
    seats: [creatorSeat],
    bots,
    absent: { mode: input.absent?.mode ?? DEFAULT_ABSENT_RULE.mode, after: input.absent?.after ?? DEFAULT_ABSENT_RULE.after, ...(input.absent?.level === undefined ? {} : { level: input.absent.level }) },
    timeoutsInARow: [],
    botPlayed: [],
    creatorId: input.creator.id,
    options,
    state: null,
    awaiting: [],
    seed: input.seed,
    seedCommitment: sha256Hex(input.seed),
    stack,
    inviteHash: input.inviteHash,
    inviteGeneration: 0,
    turnTimeLimit: input.turnTimeLimit,
    timeBank: input.timeBank ?? null,
    clocks: [],
    deadline: null,
    remindedAt: null,
    timedOut: null,
    pinged: [],
    told: [],
    abandonAfter: input.abandonAfter ?? DEFAULT_ABANDON_AFTER_DAYS,
    idleCheckAt: null,
    rematch: null,
    invited: input.invited ?? [],
    lastMoveVersions: [],
    ...(input.undo === false ? { undo: false } : {}),
    undoTail: [],
    createdAt: input.now.toISOString(),
    updatedAt: input.now.toISOString(),
  };
  const full = allSeatsTaken(waiting);
  const game = full ? withPings(null, withClock(waiting, { ...waiting, ...startedFrom(definition, setup.state) }, null, input.now), null) : { ...waiting, idleCheckAt: nextIdleCheck(waiting, waiting, input.now) };
  const log = logEntry(game, 'create', 0, input.creator.id, [], full ? setup.events : [], input.now);
  return { game, log };
}

/**
 * The caller takes the lowest free seat; taking the last one starts the game. A player already
 * seated changes nothing (null), so a retried join is harmless.
 */
export function joinGame(game: GameRecord, definition: AnyGame, player: Participant, inviteCode: string | undefined, now: Date): GameChange | null {
  // A rematch's invited players join without the code (they were told by an `invited` notification).
  const invited = game.invited.includes(player.id);
  if (!invited && (inviteCode === undefined || !matchesHash(inviteCode, game.inviteHash))) throw new Forbidden('the invite code is wrong', { reason: 'INVITE_CODE_INVALID' });
  if (game.seats.some((taken) => taken.playerId === player.id)) return null;
  assertNotCancelled(game);
  const freeSeat = firstFreeSeat(game);
  if (game.status !== 'waiting' || freeSeat === null) throw new Forbidden('the game has no free seat', { reason: 'GAME_FULL' });
  const joined = takenSeat(freeSeat, player, now);
  const seated: GameRecord = { ...game, seats: [...game.seats, joined].sort((a, b) => a.seat - b.seat) };
  return { ...seatTaken(game, seated, definition, freeSeat, player.id, now), joined };
}

/**
 * The creator gives a free seat of a waiting game to a bot; like a join, taking the last seat
 * starts the game. Logged as a `join` of that seat with no player (its route requires the
 * creator: ../http/requirement.ts). 403 for a game that is not waiting (`GAME_FULL`) or a taken seat (`SEAT_TAKEN`); 400 for a
 * seat outside the game.
 */
export function addBotSeat(game: GameRecord, definition: AnyGame, playerId: string, bot: BotSeat, now: Date): GameChange {
  assertNotCancelled(game);
  if (game.status !== 'waiting') throw new Forbidden('the game has no free seat', { reason: 'GAME_FULL' });
  if (bot.seat >= game.seatCount) throw botSeatRefused('BOT_SEAT_OUT_OF_RANGE', `the game has seats 0 to ${game.seatCount - 1}`);
  if (isTaken(game, bot.seat)) throw new Forbidden(`seat ${bot.seat} is taken`, { reason: 'SEAT_TAKEN' });
  const seated: GameRecord = { ...game, bots: [...game.bots, bot].sort((a, b) => a.seat - b.seat) };
  return seatTaken(game, seated, definition, bot.seat, null, now);
}

export interface RematchInput {
  id: string;
  seed: string;
  inviteHash: string;
  now: Date;
}

/**
 * A rematch of a finished game (`POST /games/{id}/rematch`): a new game of the same type,
 * options, seat count, time limit, absent rule and idle limit, with the bots in the same seats;
 * the caller takes seat 0 and the other players of the finished game are invited (they join
 * without the code). The finished game links to it (`rematch`). Its route requires a seat in the
 * finished game (../http/requirement.ts); 422 `GAME_NOT_OVER` before the end.
 */
export function rematchOf(finished: GameRecord, definition: AnyGame, caller: Participant, input: RematchInput): { finished: GameRecord; game: GameRecord; log: LogEntry } {
  if (finished.status !== 'finished') throw new MoveRejected('GAME_NOT_OVER', 'only a finished game has a rematch', 0);
  const { game, log } = newGame({
    ...input,
    definition,
    creator: caller,
    seatCount: finished.seatCount,
    options: finished.options,
    stack: null,
    turnTimeLimit: finished.turnTimeLimit,
    timeBank: finished.timeBank,
    bots: finished.bots.filter((bot) => bot.takenOver !== true).map(({ seat, level }) => ({ seat, level })),
    absent: finished.absent,
    abandonAfter: finished.abandonAfter,
    undo: finished.undo,
    invited: finished.seats.map((taken) => taken.playerId).filter((id) => id !== caller.id),
  });
  return { finished: { ...finished, rematch: { id: game.id, by: caller.id } }, game, log };
}

/**
 * The creator calls a waiting game off (`POST /games/{id}/cancel`): status `cancelled`, logged
 * as kind `cancel`; nobody can join it afterwards (403 `GAME_CANCELLED`). Its route requires the
 * creator (../http/requirement.ts); 422 `GAME_STARTED` once it runs (resign instead) or is over. Null when it is
 * cancelled already, so a repeat is harmless.
 */
export function cancelGame(game: GameRecord, playerId: string, now: Date): GameChange | null {
  if (game.status === 'cancelled') return null;
  if (game.status !== 'waiting') throw new MoveRejected('GAME_STARTED', 'the game has started: only a waiting game can be cancelled', 0);
  const next = bump({ ...game, status: 'cancelled', idleCheckAt: null }, now);
  return { game: next, log: logEntry(next, 'cancel', 0, playerId, [], [], now), statusChanged: true };
}

/**
 * The creator of a waiting game asks for a new invite code (`POST /games/{id}/invite-code`): the
 * next derivation of the seed becomes the code and the one before stops seating anyone (a link
 * that went further than meant). Logged as kind `invite`, with nothing of the code. Its route
 * requires the creator (../http/requirement.ts); 422 `GAME_STARTED` once the game runs, is over or called off.
 */
export function renewInviteCode(game: GameRecord, playerId: string, now: Date): GameChange {
  if (game.status !== 'waiting') throw new MoveRejected('GAME_STARTED', 'only a waiting game has an invite code', 0);
  const inviteGeneration = game.inviteGeneration + 1;
  const next = bump({ ...game, inviteGeneration, inviteHash: sha256Hex(inviteCodeFor(game.seed, game.id, inviteGeneration)) }, now);
  return { game: next, log: logEntry(next, 'invite', 0, playerId, [], [], now), statusChanged: false };
}

/**
 * The sweeper's change for a waiting game nobody joined, left or gave a bot seat for
 * `abandonAfter` days (./idle-games.ts): called off as the creator's cancel would (status
 * `cancelled`, nobody can join it afterwards), logged as kind `cancel` with no seat and no player.
 */
export function abandonWaitingGame(game: GameRecord, now: Date): GameChange {
  if (game.status !== 'waiting') throw new Error(`game ${game.id} is ${game.status}: only a waiting game is called off for want of players`);
  const next = bump({ ...game, status: 'cancelled', idleCheckAt: null }, now);
  return { game: next, log: logEntry(next, 'cancel', null, null, [], [], now), statusChanged: true };
}

/**
 * A seated player other than the creator leaves a waiting game (`POST /games/{id}/leave`): the
 * seat is free again and the invite code still seats someone in it; logged as kind `leave`.
 * The creator cancels instead (403 `CREATOR_CANNOT_LEAVE`); 422 `GAME_STARTED` once the game
 * runs (resign instead). `seat` is the caller's (its route requires one: ../http/requirement.ts).
 */
export function leaveGame(game: GameRecord, seat: Seat, playerId: string, now: Date): GameChange {
  if (playerId === game.creatorId) throw new Forbidden('the creator cancels the game instead of leaving it', { reason: 'CREATOR_CANNOT_LEAVE' });
  assertNotCancelled(game);
  if (game.status !== 'waiting') throw new MoveRejected('GAME_STARTED', 'only a waiting game can be left: resign a running one', 0);
  const left = game.seats.find((taken) => taken.seat === seat)!;
  const next = bump({ ...game, seats: game.seats.filter((taken) => taken.seat !== seat) }, now);
  return { game: next, log: logEntry(next, 'leave', seat, playerId, [], [], now), statusChanged: false, left };
}

/**
 * The bot worker's change: the first awaited bot seat makes the move its policy picks from that
 * seat's view (`botMove`, which never hands the policy the state). Its random source is derived
 * from the game's seed, the version and the seat, so a finished game replays from its log and
 * the revealed seed, and a decision taken again after a lost race is the same for the same
 * version. Null when no bot seat is awaited (a person's turn, or the game is over). Logged as
 * kind `bot`.
 */
export function playBotSeat(game: GameRecord, definition: AnyGame, now: Date, budget?: BotBudget): GameChange | null {
  if (game.status !== 'active') return null;
  const seat = awaitedBotSeat(game);
  if (seat === null) return null;
  const random = Random.fromSeed(`${game.seed}:bot:${game.version}:${seat}`);
  // The bot's talk (The Game's hints) goes first, in the same version as its move, so people read it.
  const { talk, move } = botTurn(definition, game.state, seat, botAt(game, seat)!, random, budget);
  const moves = [...talk, move];
  let state = game.state;
  const events: GameEvent[] = [];
  moves.forEach((made, index) => {
    const applied = applyOne(() => definition.apply(state, seat, made), index);
    state = applied.state;
    events.push(...applied.events);
  });
  const change = advance(game, definition, state, { kind: 'bot', seat, playerId: null, moves, events, now });
  return { ...change, game: afterBotMove(change.game, seat) };
}

/** The first awaited seat a bot plays, or null. */
export function awaitedBotSeat(game: Pick<GameRecord, 'awaiting' | 'bots'>): Seat | null {
  return game.awaiting.find((seat) => botAt(game, seat) !== null) ?? null;
}

/**
 * Applies `moves` in order for `seat`, in memory, as ./batch.ts judges them (400 or 422 naming
 * the index; nothing judged after a move that reveals). All land or none.
 */
export function applyMoves(game: GameRecord, definition: AnyGame, seat: Seat, playerId: string, moves: unknown[], now: Date, idempotencyKey?: string): GameChange {
  assertRunning(game);
  const { state, events, applied } = judgeBatch(definition, game.state, seat, moves);
  return advance(game, definition, state, { kind: 'move', seat, playerId, moves: applied, events, now, idempotencyKey });
}

/** A platform resignation: the game's own `resign` says what it means (e.g. The Game: a concession). */
export function resignSeat(game: GameRecord, definition: AnyGame, seat: Seat, playerId: string, now: Date, idempotencyKey?: string): GameChange {
  assertRunning(game);
  const result = applyOne(() => definition.resign(game.state, seat), 0);
  return advance(game, definition, result.state, { kind: 'resign', seat, playerId, moves: [], events: result.events, now, idempotencyKey });
}

/**
 * The sweeper's change when a turn's time ran out: the game's timeout move for the first awaited
 * seat that has one, else a resignation for the first awaited seat (see
 * ./timeout-choice.ts). A timeout move the rules refuse falls back to the resignation
 * too. Logged as kind `timeout` (its moves: the timeout move, or none for a resignation); the new
 * version names the seat in `timedOut`, so the notifier tells its player.
 */
export function timeOutSeat(game: GameRecord, definition: AnyGame, now: Date): GameChange {
  assertRunning(game);
  // Only the seats whose own clock ran out (each awaited seat has its own: ./turn-clock.ts).
  const expired = expiredSeats(game, now);
  const action = timeoutAction(definition, game.state, expired.length > 0 ? expired : game.awaiting);
  if (action === null) throw new Error(`game ${game.id} awaits nobody: there is no turn to time out`);
  const { seat, move } = action;
  let applied: Applied<unknown> | null = null;
  if (move !== null) {
    try {
      applied = definition.apply(game.state, seat, move);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
    }
  }
  const moves = applied ? [move] : [];
  applied ??= applyOne(() => definition.resign(game.state, seat), 0);
  const change = advance(game, definition, applied.state, { kind: 'timeout', seat, playerId: null, moves, events: applied.events, now });
  // With `absent: "bot"`, the timeouts in a row may hand the seat to the bot (./absent-seats.ts).
  return { ...change, game: { ...afterTimeout(change.game, seat), timedOut: seat } };
}

/**
 * The sweeper's change for an abandoned game (./idle-games.ts): the first awaited seat is
 * resigned for, by the timeout path (logged as kind `timeout` with no moves, the seat named in
 * `timedOut`), without the absent-player rule: the sweeper repeats it, one seat per version,
 * until the game is over.
 */
export function abandonSeat(game: GameRecord, definition: AnyGame, now: Date): GameChange {
  assertRunning(game);
  const seat = game.awaiting[0];
  if (seat === undefined) throw new Error(`game ${game.id} awaits nobody: there is no seat to resign for`);
  const resigned = applyOne(() => definition.resign(game.state, seat), 0);
  const change = advance(game, definition, resigned.state, { kind: 'timeout', seat, playerId: null, moves: [], events: resigned.events, now });
  return { ...change, game: { ...change.game, timedOut: seat } };
}

/**
 * The player takes their seat back from the bot (`POST /games/{id}/seat/reclaim`), without a
 * move: logged as kind `reclaim`. Null when no bot plays the seat, so a repeated reclaim is
 * harmless. (Any own move or resignation reclaims the seat too: see `advance`.)
 */
export function reclaimSeat(game: GameRecord, seat: Seat, playerId: string, now: Date): GameChange | null {
  if (game.status !== 'active' || !isTakenOver(game, seat)) return null;
  const next = withPings(game, withClock(game, movedBy(bump(afterOwnAction(game, seat), now), seat), null, now), seat);
  return { game: next, log: logEntry(next, 'reclaim', seat, playerId, [], [], now), statusChanged: false };
}

/**
 * The player hands their seat to a bot, where the creator allowed bots to take seats over
 * (`absent: "bot"`): the bot of the rule's level plays it from now on, exactly as after timeouts,
 * until the player makes any move or reclaims it (./absent-seats.ts). Logged as kind `hand-over`.
 * Null when a bot already plays the seat (a repeat changes nothing).
 */
export function handOverSeat(game: GameRecord, seat: Seat, playerId: string, now: Date): GameChange | null {
  assertRunning(game);
  if (game.absent.mode !== 'bot') throw new Forbidden('the creator of this game did not allow bots to take seats over');
  if (game.bots.some((bot) => bot.seat === seat)) return null;
  const bots = [...game.bots, { seat, level: takeoverLevel(game.absent), takenOver: true as const }].sort((a, b) => a.seat - b.seat);
  const next = withPings(game, bump({ ...game, bots }, now), seat);
  return { game: next, log: logEntry(next, 'hand-over', seat, playerId, [], [], now), statusChanged: false };
}

/**
 * The player of a seat here set a vacation until `until` (null: ended it; ./vacation.ts): the
 * seat carries the copy, so a move that makes the seat awaited starts its clock at the
 * vacation's end with no extra read, and its running clock is retimed (the time used stays used,
 * the rest runs from the vacation's end, or at once when it ended). Logged as kind `vacation`.
 * Null when the player holds no seat here, the game is over, or nothing changes.
 */
export function setSeatVacation(game: GameRecord, playerId: string, until: string | null, now: Date): GameChange | null {
  const taken = game.seats.find((holder) => holder.playerId === playerId);
  if (!taken || taken.deleted || (game.status !== 'waiting' && game.status !== 'active')) return null;
  const kept = onVacationAt(taken, now) ?? null;
  if (kept === until) return null;
  const holder: TakenSeat = { seat: taken.seat, playerId: taken.playerId, name: taken.name, ...(until === null ? {} : { vacationUntil: until }) };
  const seats = game.seats.map((seat) => (seat === taken ? holder : seat));
  const next = bump({ ...game, seats, ...retimedForVacation({ ...game, seats }, taken.seat, until, now) }, now);
  return { game: next, log: logEntry(next, 'vacation', taken.seat, playerId, [], [], now), statusChanged: false };
}

/**
 * A player who deleted their account leaves no trace of themselves in a game: their seat keeps
 * only a tombstone (the placeholder name and DELETED_PLAYER_ID, never their id), and an
 * invitation to them (a rematch) is withdrawn. What becomes of the game depends on who is left:
 * - running, and another person still holds a seat: the `basic` bot takes the seat over for good
 *   (the player can never come back to reclaim it), so the others' game goes on as it was — a
 *   resignation would end a cooperative game for everyone; the seat stays counted;
 * - running, and no seat is left to a person (only bots and tombstones): nobody is there to play
 *   or read it, so it is called off (status `cancelled`, its clocks stopped) instead of being
 *   played to its end by bots;
 * - waiting, and the player created it: called off as their own cancel would (nobody can join it
 *   afterwards: 403 `GAME_CANCELLED`), since nobody else may cancel it or renew its invite code;
 * - waiting, created by someone else: the seat is freed as if they had left, so the invite code
 *   seats a person in it instead of a bot;
 * - over: only the tombstone.
 * Logged as kind `deleted`, naming no player. Null when there is nothing to change, so a job run
 * again changes nothing more.
 */
export function leaveDeletedSeat(game: GameRecord, playerId: string, now: Date): GameChange | null {
  const taken = game.seats.find((holder) => holder.playerId === playerId);
  const invited = game.invited.filter((id) => id !== playerId);
  if (!taken) {
    if (invited.length === game.invited.length) return null;
    const withdrawn = bump({ ...game, invited }, now);
    return { game: withdrawn, log: logEntry(withdrawn, 'deleted', null, null, [], [], now), statusChanged: false };
  }
  const deletedLeaves = (next: GameRecord, statusChanged: boolean): GameChange => ({ game: next, log: logEntry(next, 'deleted', taken.seat, null, [], [], now), statusChanged });
  if (game.status === 'waiting' && game.creatorId !== playerId) {
    return deletedLeaves(bump({ ...game, seats: game.seats.filter((holder) => holder !== taken), invited }, now), false);
  }
  const placeholder: TakenSeat = { seat: taken.seat, playerId: DELETED_PLAYER_ID, name: DELETED_PLAYER_NAME, deleted: true };
  const seats = game.seats.map((holder) => (holder === taken ? placeholder : holder));
  if (game.status === 'waiting' || (game.status === 'active' && seats.every((holder) => holder.deleted))) {
    // An open request to take a move back has nobody left to answer it.
    const calledOff = bump({ ...game, seats, invited, status: 'cancelled', awaiting: [], undoRequest: null }, now);
    return deletedLeaves(withClock(game, calledOff, null, now), true);
  }
  const playedByBot = game.status === 'finished' || game.status === 'cancelled' || game.bots.some((bot) => bot.seat === taken.seat);
  const bots = playedByBot ? game.bots : [...game.bots, { seat: taken.seat, level: takeoverLevel(game.absent), takenOver: true as const }].sort((a, b) => a.seat - b.seat);
  return deletedLeaves(withPings(game, bump({ ...game, seats, bots, invited }, now), taken.seat), false);
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────

export interface Step {
  kind: LogKind;
  seat: Seat;
  /** Null for a change nobody submitted (a timeout). */
  playerId: string | null;
  moves: unknown[];
  events: GameEvent[];
  now: Date;
  idempotencyKey?: string;
}

/** The game at its next version after `step`; a step its player submitted ends the seat's absence (./absent-seats.ts). */
export function advance(game: GameRecord, definition: AnyGame, state: unknown, step: Step): GameChange {
  // Any change of the engine state voids an open request to take a move back (./undo.ts).
  const { undoRequest: _voided, ...present } = step.playerId === null ? game : afterOwnAction(game, step.seat);
  const undoTail = tailAfterStep(game, definition, game.state, step);
  const bumped = bump({ ...present, ...startedFrom(definition, state), ...(undoTail === undefined ? {} : { undoTail }) }, step.now);
  // Table talk (a hint) is not a turn: it restarts no clock, so a timed game cannot be stalled by it.
  const talkOnly = step.moves.length > 0 && step.moves.every((move) => definition.isTableTalk?.(move) === true);
  const clocked = withClock(game, step.playerId === null ? bumped : movedBy(bumped, step.seat), talkOnly ? null : step.seat, step.now);
  const offerTaken = definition.offersTurn?.(game.state) === true && definition.offersTurn(state) !== true;
  const next = withPings(game, clocked, step.seat, { offerTaken });
  const log = logEntry(next, step.kind, step.seat, step.playerId, step.moves, step.events, step.now, step.idempotencyKey);
  return { game: next, log, statusChanged: next.status !== game.status };
}

/** A cancelled game takes no seat: 403 `GAME_CANCELLED`. */
function assertNotCancelled(game: GameRecord): void {
  if (game.status === 'cancelled') throw new Forbidden('the game was cancelled', { reason: 'GAME_CANCELLED' });
}

/** Moves need a running game: before the start there is no state; after the end nothing may change. */
export function assertRunning(game: GameRecord): void {
  if (game.status === 'cancelled') throw new MoveRejected('GAME_CANCELLED', 'the game was cancelled', 0);
  if (game.status === 'waiting') throw new MoveRejected('GAME_NOT_STARTED', 'the game waits for players to join', 0);
  if (game.status === 'finished') throw new MoveRejected('GAME_OVER', 'the game is over', 0);
}

/** Status and awaited seats as the engine reports them for `state`. */
function startedFrom(definition: AnyGame, state: unknown): Pick<GameRecord, 'state' | 'status' | 'awaiting'> {
  const finished = definition.outcome(state) !== null;
  return { state, status: finished ? 'finished' : 'active', awaiting: finished ? [] : definition.awaiting(state) };
}

function runSetup(definition: AnyGame, players: number, options: unknown, seed: string, stack: StackedSetup | null): Applied<unknown> {
  return definition.setup(players, options, Random.fromSeed(seed), stack ?? undefined);
}

/** The next version; a timeout mark and the pings belong to the version that made them only. */
export function bump(game: GameRecord, now: Date): GameRecord {
  return { ...game, version: game.version + 1, updatedAt: now.toISOString(), timedOut: null, pinged: [] };
}

/** `game` (at its new version) with that version as `seat`'s own last move (`lastMoveVersions`). */
function movedBy(game: GameRecord, seat: Seat): GameRecord {
  const lastMoveVersions = Array.from({ length: game.seatCount }, (_, each) => (each === seat ? game.version : (game.lastMoveVersions[each] ?? null)));
  return { ...game, lastMoveVersions };
}

/**
 * `after` with its turn clocks (restarted, kept running or stopped: ./turn-clock.ts) and its idle
 * check (./idle-games.ts); vacation copies that ended are dropped on the way.
 */
function withClock(before: GameRecord, after: GameRecord, actor: Seat | null, now: Date): GameRecord {
  const seats = after.seats.some((holder) => holder.vacationUntil !== undefined && onVacationAt(holder, now) === undefined)
    ? after.seats.map(({ vacationUntil, ...holder }) => (onVacationAt({ vacationUntil }, now) === undefined ? holder : { ...holder, vacationUntil }))
    : after.seats;
  const current = { ...after, seats };
  return { ...current, ...nextTurnClock(before, current, actor, now), idleCheckAt: nextIdleCheck(before, current, now) };
}

/** A seat as `player` takes it, carrying the player's vacation if one runs. */
function takenSeat(seat: Seat, player: Participant, now: Date): TakenSeat {
  const until = player.vacationUntil == null ? undefined : onVacationAt({ vacationUntil: player.vacationUntil }, now);
  return until === undefined ? { seat, playerId: player.id, name: player.name } : { seat, playerId: player.id, name: player.name, vacationUntil: until };
}

/** `seated` (the game with one more seat taken, by a player or a bot) at its next version; taking the last seat starts it. */
function seatTaken(game: GameRecord, seated: GameRecord, definition: AnyGame, seat: Seat, playerId: string | null, now: Date): GameChange {
  if (!allSeatsTaken(seated)) {
    const next = bump(seated, now);
    return { game: next, log: logEntry(next, 'join', seat, playerId, [], [], now), statusChanged: false };
  }
  const setup = runSetup(definition, game.seatCount, game.options, game.seed, game.stack);
  const started = withPings(game, withClock(game, bump({ ...seated, ...startedFrom(definition, setup.state), stack: null }, now), null, now), null);
  return { game: started, log: logEntry(started, 'join', seat, playerId, [], setup.events, now), statusChanged: true };
}

function isTaken(game: Pick<GameRecord, 'seats' | 'bots'>, seat: Seat): boolean {
  return game.seats.some((taken) => taken.seat === seat) || botAt(game, seat) !== null;
}

function allSeatsTaken(game: Pick<GameRecord, 'seats' | 'bots' | 'seatCount'>): boolean {
  return game.seats.length + game.bots.length === game.seatCount;
}

function firstFreeSeat(game: GameRecord): Seat | null {
  for (let seat = 0; seat < game.seatCount; seat++) if (!isTaken(game, seat)) return seat;
  return null;
}

/** The bot seats of a new game, sorted; 400 for seat 0 (the creator's: a game has a person), a repeated seat or one outside the game. */
function checkedBotSeats(bots: BotSeat[], seatCount: number): BotSeat[] {
  const seen = new Set<Seat>();
  for (const { seat } of bots) {
    if (seat >= seatCount) throw botSeatRefused('BOT_SEAT_OUT_OF_RANGE', `the game has seats 0 to ${seatCount - 1}`);
    if (seat === 0) throw botSeatRefused('BOT_SEAT_TAKEN', 'seat 0 is the creator\'s: at least one seat is a person');
    if (seen.has(seat)) throw botSeatRefused('BOT_SEAT_TAKEN', `seat ${seat} is given to a bot twice`);
    seen.add(seat);
  }
  return [...bots].sort((a, b) => a.seat - b.seat);
}

/** One clock mode at most, and a bank that can hold what it starts with: else 400 with a plain message. */
function checkClockModes(turnTimeLimit: number | null, timeBank: TimeBank | null): void {
  if (turnTimeLimit !== null && timeBank !== null) throw new ValidationError('give either turnTimeLimit or timeBank, not both', { code: 'CLOCK_MODES_EXCLUSIVE' });
  if (timeBank !== null && timeBank.max < timeBank.initial) throw new ValidationError('timeBank.max must be at least timeBank.initial', { code: 'TIME_BANK_MAX_BELOW_INITIAL' });
}

function botSeatRefused(code: string, message: string): ValidationError {
  return new ValidationError(message, { code });
}

export function logEntry(game: GameRecord, kind: LogKind, seat: Seat | null, playerId: string | null, moves: unknown[], events: GameEvent[], at: Date, idempotencyKey?: string): LogEntry {
  const entry: LogEntry = { version: game.version, kind, seat, playerId, moves, events, at: at.toISOString() };
  return idempotencyKey === undefined ? entry : { ...entry, idempotencyKey };
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, path: Array<string | number>, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ValidationError(`${what} not accepted by the game's schema`, { issues: issuesOf(parsed.error, path) });
}

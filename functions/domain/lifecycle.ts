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
  type AnyGame,
  type Applied,
  type GameEvent,
  type Seat,
  type StackedSetup,
} from '../../engine/index.js';
import type * as z from 'zod';
import { Forbidden, MoveRejected, ValidationError } from '../errors.js';
import { issuesOf } from '../validation.js';
import type { GameChange, GameRecord, LogEntry, TakenSeat } from './game-record.js';
import type { LogKind } from './game-record-schemas.js';
import { matchesHash, sha256Hex } from './secrets.js';
import { timeoutAction } from './timeout-choice.js';
import { nextTurnClock } from './turn-clock.js';

export interface Participant {
  id: string;
  name: string;
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
  now: string;
}

/**
 * A new game with its creator in seat 0. Options, player count and stack are checked here, and
 * setup runs once, so a bad stacked deck fails now and not at the last join. A one-seat game
 * starts at once.
 */
export function newGame(input: NewGameInput): { game: GameRecord; log: LogEntry } {
  const { definition, seatCount } = input;
  const options = parseWith(definition.options, input.options ?? {}, ['options'], 'options');
  assertPlayerCount(seatCount, definition.minPlayers, definition.maxPlayers);
  const stack = input.stack === null ? null : parseWith(definition.stack, input.stack, [], 'stacked setup');
  const setup = runSetup(definition, seatCount, options, input.seed, stack);
  const creatorSeat: TakenSeat = { seat: 0, playerId: input.creator.id, name: input.creator.name };
  const waiting: GameRecord = {
    id: input.id,
    type: definition.id,
    status: 'waiting',
    version: 0,
    seatCount,
    seats: [creatorSeat],
    creatorId: input.creator.id,
    options,
    state: null,
    awaiting: [],
    seed: input.seed,
    seedCommitment: sha256Hex(input.seed),
    stack,
    inviteHash: input.inviteHash,
    turnTimeLimit: input.turnTimeLimit,
    deadline: null,
    remindedAt: null,
    timedOut: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
  const game = seatCount === 1 ? withClock(waiting, { ...waiting, ...startedFrom(definition, setup.state) }, null, input.now) : waiting;
  const log = logEntry(game, 'create', 0, input.creator.id, [], seatCount === 1 ? setup.events : [], input.now);
  return { game, log };
}

/**
 * The caller takes the lowest free seat; taking the last one starts the game. A player already
 * seated changes nothing (null), so a retried join is harmless.
 */
export function joinGame(game: GameRecord, definition: AnyGame, player: Participant, inviteCode: string, now: string): GameChange | null {
  if (!matchesHash(inviteCode, game.inviteHash)) throw new Forbidden('the invite code is wrong', { reason: 'INVITE_CODE_INVALID' });
  if (game.seats.some((taken) => taken.playerId === player.id)) return null;
  const freeSeat = firstFreeSeat(game);
  if (game.status !== 'waiting' || freeSeat === null) throw new Forbidden('the game has no free seat', { reason: 'GAME_FULL' });
  const joined: TakenSeat = { seat: freeSeat, playerId: player.id, name: player.name };
  const seated: GameRecord = { ...game, seats: [...game.seats, joined].sort((a, b) => a.seat - b.seat) };
  if (seated.seats.length < game.seatCount) {
    const next = bump(seated, now);
    return { game: next, log: logEntry(next, 'join', freeSeat, player.id, [], [], now), joined, statusChanged: false };
  }
  const setup = runSetup(definition, game.seatCount, game.options, game.seed, game.stack);
  const started = withClock(game, bump({ ...seated, ...startedFrom(definition, setup.state), stack: null }, now), null, now);
  return { game: started, log: logEntry(started, 'join', freeSeat, player.id, [], setup.events, now), joined, statusChanged: true };
}

/**
 * Applies `moves` in order for `seat`, in memory: each is checked by the game's move schema
 * (400 naming its index), then by the rules (422 naming its index). All land or none.
 */
export function applyMoves(game: GameRecord, definition: AnyGame, seat: Seat, playerId: string, moves: unknown[], now: string, idempotencyKey?: string): GameChange {
  assertRunning(game);
  let state = game.state;
  const events: GameEvent[] = [];
  const applied: unknown[] = [];
  moves.forEach((raw, index) => {
    const parsed = definition.move.safeParse(raw);
    if (!parsed.success) {
      throw new ValidationError(`move ${index} does not match the game's move schema`, { index, issues: issuesOf(parsed.error, ['moves', index]) });
    }
    const result = applyOne(() => definition.apply(state, seat, parsed.data), index);
    state = result.state;
    events.push(...result.events);
    applied.push(parsed.data);
  });
  return advance(game, definition, state, { kind: 'move', seat, playerId, moves: applied, events, now, idempotencyKey });
}

/** A platform resignation: the game's own `resign` says what it means (e.g. The Game: a concession). */
export function resignSeat(game: GameRecord, definition: AnyGame, seat: Seat, playerId: string, now: string, idempotencyKey?: string): GameChange {
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
export function timeOutSeat(game: GameRecord, definition: AnyGame, now: string): GameChange {
  assertRunning(game);
  const action = timeoutAction(definition, game.state, game.awaiting);
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
  return { ...change, game: { ...change.game, timedOut: seat } };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────

interface Step {
  kind: LogKind;
  seat: Seat;
  /** Null for a change nobody submitted (a timeout). */
  playerId: string | null;
  moves: unknown[];
  events: GameEvent[];
  now: string;
  idempotencyKey?: string;
}

function advance(game: GameRecord, definition: AnyGame, state: unknown, step: Step): GameChange {
  const next = withClock(game, bump({ ...game, ...startedFrom(definition, state) }, step.now), step.seat, step.now);
  const log = logEntry(next, step.kind, step.seat, step.playerId, step.moves, step.events, step.now, step.idempotencyKey);
  return { game: next, log, statusChanged: next.status !== game.status };
}

/** Moves need a running game: before the start there is no state; after the end nothing may change. */
function assertRunning(game: GameRecord): void {
  if (game.status === 'waiting') throw new MoveRejected('GAME_NOT_STARTED', 'the game waits for players to join', 0);
  if (game.status === 'finished') throw new MoveRejected('GAME_OVER', 'the game is over', 0);
}

/** The rules' verdict on one action; a rule violation names the action's index in the batch. */
function applyOne(apply: () => Applied<unknown>, index: number): Applied<unknown> {
  try {
    return apply();
  } catch (error) {
    if (error instanceof RuleViolation) throw new MoveRejected(error.code, error.message, index);
    throw error;
  }
}

/** Status and awaited seats as the engine reports them for `state`. */
function startedFrom(definition: AnyGame, state: unknown): Pick<GameRecord, 'state' | 'status' | 'awaiting'> {
  const finished = definition.outcome(state) !== null;
  return { state, status: finished ? 'finished' : 'active', awaiting: finished ? [] : definition.awaiting(state) };
}

function runSetup(definition: AnyGame, players: number, options: unknown, seed: string, stack: StackedSetup | null): Applied<unknown> {
  return definition.setup(players, options, Random.fromSeed(seed), stack ?? undefined);
}

/** The next version; a timeout mark belongs to the version its timeout made only. */
function bump(game: GameRecord, now: string): GameRecord {
  return { ...game, version: game.version + 1, updatedAt: now, timedOut: null };
}

/** `after` with its turn clock: restarted, kept running or stopped (see ./turn-clock.ts). */
function withClock(before: GameRecord, after: GameRecord, actor: Seat | null, now: string): GameRecord {
  return { ...after, ...nextTurnClock(before, after, actor, new Date(now)) };
}

function firstFreeSeat(game: GameRecord): Seat | null {
  for (let seat = 0; seat < game.seatCount; seat++) if (!game.seats.some((taken) => taken.seat === seat)) return seat;
  return null;
}

function logEntry(game: GameRecord, kind: LogKind, seat: Seat | null, playerId: string | null, moves: unknown[], events: GameEvent[], at: string, idempotencyKey?: string): LogEntry {
  const entry: LogEntry = { version: game.version, kind, seat, playerId, moves, events, at };
  return idempotencyKey === undefined ? entry : { ...entry, idempotencyKey };
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, path: Array<string | number>, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ValidationError(`${what} not accepted by the game's schema`, { issues: issuesOf(parsed.error, path) });
}

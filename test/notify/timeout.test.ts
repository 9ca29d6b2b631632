/**
 * Timeouts and the turn clock in the game's life (functions/domain/lifecycle.ts), as pure
 * decisions: which seat is timed out and with what, the resignation fallback, the log entry and
 * the `timedOut` mark, and the clock through create, join, moves and timeouts.
 */
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { FREE_CHAT, RuleViolation, type AnyGame } from '../../engine/index.js';
import { timeoutAction } from '../../functions/domain/timeout-choice.js';
import type { GameRecord } from '../../functions/domain/game-record.js';
import { applyMoves, joinGame, newGame, timeOutSeat } from '../../functions/domain/lifecycle.js';
import { sha256Hex } from '../../functions/domain/secrets.js';

interface Relay {
  turn: number;
  /** Seats that must act now. */
  awaiting: number[];
  passes: number;
  resigned: number | null;
}

/**
 * A two-seat test game: seats take turns passing (`pass`); `all` awaits both seats at once until
 * one passes; after `limit` passes it ends. Its timeout move is a pass, except where the test says.
 */
function relayGame(options: { timeoutMove?: (state: Relay, seat: number) => { type: string } | null; limit?: number } = {}): AnyGame {
  const limit = options.limit ?? 10;
  const after = (state: Relay, seat: number): Relay => {
    const passes = state.passes + 1;
    return { ...state, passes, turn: state.turn + 1, awaiting: passes >= limit ? [] : [1 - seat] };
  };
  return {
    id: 'relay',
    title: 'Relay',
    minPlayers: 2,
    maxPlayers: 2,
    chatRules: FREE_CHAT,
    options: z.strictObject({ all: z.boolean().default(false) }),
    move: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('pass') }), z.strictObject({ type: z.literal('stall') })]),
    stack: z.strictObject({}),
    viewSchema: z.strictObject({ turn: z.number(), awaiting: z.array(z.number()), passes: z.number(), resigned: z.number().nullable() }),
    setup: (_players, opts: { all: boolean }) => ({ state: { turn: 0, awaiting: opts.all ? [0, 1] : [0], passes: 0, resigned: null }, events: [] }),
    awaiting: (state: Relay) => state.awaiting,
    apply: (state: Relay, seat: number, move: { type: string }) => {
      if (!state.awaiting.includes(seat)) throw new RuleViolation('NOT_YOUR_TURN', 'not your turn');
      if (move.type === 'stall') throw new RuleViolation('NO_STALLING', 'stalling is not allowed');
      return { state: after(state, seat), events: [{ type: 'passed', data: { seat } }] };
    },
    reveals: () => false,
    variants: [{ players: 2 }],
    redealHidden: (state: Relay) => state, // nothing hidden
    resign: (state: Relay, seat: number) => ({ state: { ...state, awaiting: [], resigned: seat }, events: [{ type: 'resigned', data: { seat } }] }),
    view: (state) => state,
    outcome: (state: Relay) => (state.awaiting.length === 0 ? { reason: state.resigned === null ? 'done' : 'resigned', winners: [], scores: [0, 0] } : null),
    legalMoves: () => [{ type: 'pass' }],
    timeoutMove: options.timeoutMove ?? ((state: Relay, seat: number) => (state.awaiting.includes(seat) ? { type: 'pass' } : null)),
  };
}

const t0 = '2026-05-01T12:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000);
const ada = { id: 'aaaaaaaaaaaaaaaa', name: 'Ada' };
const bo = { id: 'bbbbbbbbbbbbbbbb', name: 'Bo' };

function started(definition: AnyGame, options: Record<string, unknown> = {}, turnTimeLimit: number | null = 600): GameRecord {
  const { game } = newGame({ id: 'gggggggggggggggg', definition, creator: ada, seatCount: 2, options, stack: null, seed: 's', inviteHash: sha256Hex('code'), turnTimeLimit, now: new Date(t0) });
  expect(game.deadline).toBeNull();
  return joinGame(game, definition, bo, 'code', later(10))!.game;
}

describe('the turn clock through a game', () => {
  it('starts with the game, restarts when the turn passes, stops at the end', () => {
    const relay = relayGame({ limit: 2 });
    const game = started(relay);
    expect(game).toMatchObject({ status: 'active', awaiting: [0], deadline: later(610).toISOString(), remindedAt: null, timedOut: null });
    const passed = applyMoves(game, relay, 0, ada.id, [{ type: 'pass' }], later(100)).game;
    expect(passed).toMatchObject({ awaiting: [1], deadline: later(700).toISOString() });
    const over = applyMoves(passed, relay, 1, bo.id, [{ type: 'pass' }], later(200)).game;
    expect(over).toMatchObject({ status: 'finished', deadline: null, remindedAt: null });
  });

  it('never runs in a game without a limit', () => {
    expect(started(relayGame(), {}, null).deadline).toBeNull();
  });

  it('runs from creation in a game that starts at once (one seat)', () => {
    const solo: AnyGame = { ...relayGame(), minPlayers: 1, setup: () => ({ state: { turn: 0, awaiting: [0], passes: 0, resigned: null }, events: [] }) };
    const { game } = newGame({ id: 'gggggggggggggggg', definition: solo, creator: ada, seatCount: 1, options: {}, stack: null, seed: 's', inviteHash: 'h', turnTimeLimit: 120, now: new Date(t0) });
    expect(game).toMatchObject({ status: 'active', deadline: later(120).toISOString() });
  });
});

describe('a timeout', () => {
  it("makes the game's timeout move for the awaited seat, logged as kind timeout by nobody, marking the seat", () => {
    const relay = relayGame();
    const game = started(relay);
    const change = timeOutSeat(game, relay, later(610));
    expect(change.log).toMatchObject({ version: game.version + 1, kind: 'timeout', seat: 0, playerId: null, moves: [{ type: 'pass' }], events: [{ type: 'passed', data: { seat: 0 } }], at: later(610).toISOString() });
    expect(change.game).toMatchObject({ version: game.version + 1, awaiting: [1], timedOut: 0, deadline: later(1210).toISOString() });
    expect(change.statusChanged).toBe(false);
    // The mark belongs to the timeout's version only.
    expect(applyMoves(change.game, relay, 1, bo.id, [{ type: 'pass' }], later(700)).game.timedOut).toBeNull();
  });

  it('picks the first awaited seat that has a timeout move, keeping the clock of the others running', () => {
    const relay = relayGame({ timeoutMove: (state, seat) => (seat === 1 && state.awaiting.includes(1) ? { type: 'pass' } : null) });
    const game = started(relay, { all: true });
    expect(timeoutAction(relay, game.state, game.awaiting)).toEqual({ seat: 1, move: { type: 'pass' } });
    const change = timeOutSeat(game, relay, later(610));
    expect(change.log).toMatchObject({ seat: 1, moves: [{ type: 'pass' }] });
    // Seat 0 was awaited on the same clock and still is: its time is up too, and the next sweep step times it out.
    expect(change.game).toMatchObject({ awaiting: [0], deadline: game.deadline });
  });

  it('resigns for the first awaited seat when no awaited seat has a timeout move', () => {
    const relay = relayGame({ timeoutMove: () => null });
    const game = started(relay, { all: true });
    expect(timeoutAction(relay, game.state, game.awaiting)).toEqual({ seat: 0, move: null });
    const change = timeOutSeat(game, relay, later(610));
    expect(change.log).toMatchObject({ kind: 'timeout', seat: 0, moves: [], events: [{ type: 'resigned', data: { seat: 0 } }] });
    expect(change.game).toMatchObject({ status: 'finished', awaiting: [], timedOut: 0, deadline: null });
    expect(change.statusChanged).toBe(true);
  });

  it('resigns too when the rules refuse the timeout move', () => {
    const relay = relayGame({ timeoutMove: () => ({ type: 'stall' }) });
    const change = timeOutSeat(started(relay), relay, later(610));
    expect(change.log).toMatchObject({ kind: 'timeout', seat: 0, moves: [] });
    expect(change.game).toMatchObject({ status: 'finished', timedOut: 0 });
  });

  it('is refused for a game that is over', () => {
    const relay = relayGame({ timeoutMove: () => null });
    const over = timeOutSeat(started(relay), relay, later(610)).game;
    expect(() => timeOutSeat(over, relay, later(700))).toThrow(/over/);
  });

  it('never mutates the game it was decided on', () => {
    const relay = relayGame();
    const game = started(relay);
    const copy = structuredClone(game);
    timeOutSeat(game, relay, later(610));
    expect(game).toEqual(copy);
  });
});

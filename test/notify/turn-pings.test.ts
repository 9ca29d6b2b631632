/**
 * One ping per turn, the rule itself (functions/domain/turn-pings.ts): who is pinged by a change,
 * given the game before and after it and whose change it is. The HTTP-level races are in
 * test/notify/one-ping-per-turn-e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/domain/game-record.js';
import { pingsAfter } from '../../functions/domain/turn-pings.js';

type Game = Pick<GameRecord, 'status' | 'awaiting' | 'seats' | 'bots' | 'told'>;

const seats = [0, 1, 2].map((seat) => ({ seat, playerId: `player-${seat}`, name: `P${seat}` }));
const game = (awaiting: number[], told: number[] = [], more: Partial<Game> = {}): Game => ({ status: 'active', awaiting, seats, bots: [], told, ...more });

/** Plays `steps` (each: the seat whose change it is, and who is awaited after it) from `start`, and lists who was pinged by each. */
function pingsOf(start: Game, steps: Array<[actor: number | null, awaiting: number[]]>): number[][] {
  let current = start;
  return steps.map(([actor, awaiting]) => {
    const next = game(awaiting);
    const { pinged, told } = pingsAfter(current, next, actor);
    current = { ...next, told };
    return pinged;
  });
}

describe('one ping per turn', () => {
  it('the start pings every awaited seat (a waiting game awaits nobody)', () => {
    expect(pingsAfter(game([], [], { status: 'waiting' }), game([0, 1, 2]), null)).toEqual({ pinged: [0, 1, 2], told: [0, 1, 2] });
    expect(pingsAfter(null, game([0]), null).pinged).toEqual([0]);
  });

  it('passing the turn pings the newly awaited seat; the mover is never pinged by its own change', () => {
    expect(pingsOf(game([0], [0]), [[0, [0]], [0, [1]], [1, [2]], [2, [0]]])).toEqual([[], [1], [2], [0]]);
  });

  it("another seat's change after the awaited seat's own is told once, never twice until it acts", () => {
    // Seat 0 plays a card (still its turn), seat 1 hints, seat 2 hints, seat 0 plays again, seat 1 hints again.
    expect(pingsOf(game([0], [0]), [[0, [0]], [1, [0]], [2, [0]], [0, [0]], [1, [0]]])).toEqual([[], [0], [], [], [0]]);
  });

  it("a hint by another seat does not ping a seat already told since its own last change", () => {
    expect(pingsOf(game([0], [0]), [[1, [0]], [2, [0]]])).toEqual([[], []]);
  });

  it("The Game's opening race: every seat once at the start, a seat that hinted once more, then the real turns", () => {
    const waiting = game([], [], { status: 'waiting' });
    const started = pingsAfter(waiting, game([0, 1, 2]), null);
    expect(started.pinged).toEqual([0, 1, 2]);
    // Seat 1 hints, seat 2 hints (seat 1 acted since its ping: told once more), seat 0 plays first and takes turn 1,
    // seat 0 ends the turn (seat 1's real turn: newly awaited), seat 1 ends its turn.
    expect(pingsOf(game([0, 1, 2], started.told), [[1, [0, 1, 2]], [2, [0, 1, 2]], [0, [0]], [0, [1]], [1, [2]]])).toEqual([[], [1], [], [1], [2]]);
  });

  it('a seat a bot plays (a bot seat, or a person taken over) is never pinged; taking it back is its own change', () => {
    const botSeat = { seats: seats.slice(0, 2), bots: [{ seat: 2, level: 'basic' as const }] };
    expect(pingsAfter(game([0], [], botSeat), game([2], [], botSeat), 0).pinged).toEqual([]);
    const takenOver = { bots: [{ seat: 1, level: 'basic' as const, takenOver: true as const }] };
    expect(pingsAfter(game([0]), game([1], [], takenOver), 0).pinged).toEqual([]);
    expect(pingsAfter(game([1], [], takenOver), game([1]), 1).pinged).toEqual([]);
  });

  it('a finished game pings nobody', () => {
    expect(pingsAfter(game([0], [0]), game([], [], { status: 'finished' }), 0)).toEqual({ pinged: [], told: [] });
  });
});

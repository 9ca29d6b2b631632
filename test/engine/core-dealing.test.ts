/** dealRoundRobin (engine/core/dealing.ts) and isSeatOf (engine/core/seats.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dealRoundRobin, isSeatOf } from '../../engine/index.js';
import { deepFreeze } from '../support/playout.js';

describe('dealRoundRobin', () => {
  it('deals one card at a time clockwise from the first seat and keeps the rest in order', () => {
    const deck = deepFreeze(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(dealRoundRobin(deck, 3, 2, 1)).toEqual({
      hands: [
        ['c', 'f'],
        ['a', 'd'],
        ['b', 'e'],
      ],
      rest: ['g', 'h', 'i'],
    });
    expect(dealRoundRobin(deck, 2, 3)).toEqual({
      hands: [
        ['a', 'c', 'e'],
        ['b', 'd', 'f'],
      ],
      rest: ['g', 'h', 'i'],
    });
  });

  it('deals nothing for zero cards a seat', () => {
    expect(dealRoundRobin([1, 2], 3, 0, 2)).toEqual({ hands: [[], [], []], rest: [1, 2] });
  });

  it('card i goes to seat (first + i) mod n as its (i div n)-th card; hands and rest hold the deck', () => {
    const deals = fc
      .record({ players: fc.integer({ min: 1, max: 8 }), perSeat: fc.integer({ min: 0, max: 6 }), extra: fc.integer({ min: 0, max: 5 }) })
      .chain(({ players, perSeat, extra }) =>
        fc.record({
          players: fc.constant(players),
          perSeat: fc.constant(perSeat),
          firstSeat: fc.integer({ min: 0, max: players - 1 }),
          deck: fc.uniqueArray(fc.integer(), { minLength: players * perSeat + extra, maxLength: players * perSeat + extra }),
        }),
      );
    fc.assert(
      fc.property(deals, ({ players, perSeat, firstSeat, deck }) => {
        const { hands, rest } = dealRoundRobin(deepFreeze(deck), players, perSeat, firstSeat);
        expect(hands).toHaveLength(players);
        for (const hand of hands) expect(hand).toHaveLength(perSeat);
        deck.slice(0, players * perSeat).forEach((card, i) => expect(hands[(firstSeat + i) % players]![Math.floor(i / players)]).toBe(card));
        expect(rest).toEqual(deck.slice(players * perSeat));
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe('isSeatOf', () => {
  it('accepts the integers 0 … players-1 and nothing else', () => {
    expect([0, 1, 2].map((seat) => isSeatOf(seat, 3))).toEqual([true, true, true]);
    expect([-1, 3, 4, 0.5, 2.0001, Number.NaN, Number.POSITIVE_INFINITY, -0.5].map((seat) => isSeatOf(seat, 3))).toEqual(new Array(8).fill(false));
    expect(isSeatOf(0, 0)).toBe(false);
  });

  it('agrees with 0 ≤ seat < players on integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 18 }), (seat, players) => {
        expect(isSeatOf(seat, players)).toBe(seat >= 0 && seat < players);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

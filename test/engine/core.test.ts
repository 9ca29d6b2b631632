import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Random,
  RuleViolation,
  SetupError,
  assertPermutation,
  assertPlayerCount,
  dealBlocks,
  deckFromCounts,
  eventFor,
  mergedAscending,
  privateEvent,
  publicEvent,
  sortedNumbers,
  withoutCard,
} from '../../engine/index.js';

describe('Random', () => {
  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const draw = (seed: string) => {
      const random = Random.fromSeed(seed);
      return Array.from({ length: 8 }, () => random.nextUint32());
    };
    expect(draw('alpha')).toEqual(draw('alpha'));
    expect(draw('alpha')).not.toEqual(draw('beta'));
  });

  it('resumes exactly from a stored state (state is plain JSON)', () => {
    const random = Random.fromSeed('resume');
    random.int(10);
    const stored = JSON.parse(JSON.stringify(random.state));
    const resumed = new Random(stored);
    expect(Array.from({ length: 5 }, () => resumed.int(1000))).toEqual(Array.from({ length: 5 }, () => random.int(1000)));
  });

  it('int stays in range and refuses bad bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, bound) => {
        const value = Random.fromSeed(seed).int(bound);
        return Number.isInteger(value) && value >= 0 && value < bound;
      }),
    );
    expect(() => Random.fromSeed('x').int(0)).toThrow(RangeError);
    expect(() => Random.fromSeed('x').int(1.5)).toThrow(RangeError);
  });

  it('int is nextUint32 mod bound, rejecting the last partial block (stored games replay by this)', () => {
    // The definition with `%`, on a twin generator: the fast remainder must give the same numbers.
    const reference = (random: Random, bound: number) => {
      const limit = 2 ** 32 - (2 ** 32 % bound);
      let x = random.nextUint32();
      while (x >= limit) x = random.nextUint32();
      return x % bound;
    };
    const edges = fc.constantFrom(1, 2, 3, 97, 98, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32);
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(edges, fc.integer({ min: 1, max: 2 ** 32 })), { minLength: 1, maxLength: 20 }), (seed, bounds) => {
        const fast = Random.fromSeed(seed);
        const twin = Random.fromSeed(seed);
        return bounds.every((bound) => fast.int(bound) === reference(twin, bound));
      }),
    );
  });

  it('shuffles to a permutation without touching the input, roughly uniformly', () => {
    const input = Object.freeze([1, 2, 3, 4, 5]);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const out = Random.fromSeed(seed).shuffled(input);
        return out.length === 5 && [...out].sort().join() === '1,2,3,4,5';
      }),
    );
    // Each of the 6 orders of 3 cards should come up about 1/6 of the time.
    const counts = new Map<string, number>();
    const random = Random.fromSeed('uniform');
    for (let i = 0; i < 60_000; i++) {
      const key = random.shuffled(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });
});

describe('setup helpers', () => {
  it('accepts a permutation and refuses wrong length, foreign cards and duplicates', () => {
    const full = deckFromCounts([['a', 2], ['b', 1]] as const);
    expect(full).toEqual(['a', 'a', 'b']);
    expect(assertPermutation(['b', 'a', 'a'], full)).toEqual(['b', 'a', 'a']);
    for (const bad of [['a', 'b'], ['a', 'b', 'c'], ['b', 'b', 'a']]) {
      expect(() => assertPermutation(bad, full)).toThrow(SetupError);
    }
    // The deck's census is taken once; each check counts on its own copy.
    expect(assertPermutation(['a', 'b', 'a'], full)).toEqual(['a', 'b', 'a']);
    try {
      assertPermutation(['a'], full);
    } catch (error) {
      expect((error as SetupError).code).toBe('INVALID_DECK');
    }
  });

  it('checks player counts with INVALID_PLAYER_COUNT', () => {
    expect(() => assertPlayerCount(3, 1, 5)).not.toThrow();
    for (const n of [0, 6, 2.5]) {
      expect(() => assertPlayerCount(n, 1, 5)).toThrowError(expect.objectContaining({ code: 'INVALID_PLAYER_COUNT' }));
    }
  });

  it('deals in blocks from the top', () => {
    expect(dealBlocks([1, 2, 3, 4, 5, 6, 7], 2, 3)).toEqual({ hands: [[1, 2, 3], [4, 5, 6]], rest: [7] });
  });

  it('withoutCard removes one occurrence on a copy', () => {
    const hand = Object.freeze([3, 5, 3]);
    expect(withoutCard(hand, 3)).toEqual([5, 3]);
    expect(hand).toEqual([3, 5, 3]);
  });

  it('mergedAscending and sortedNumbers give what a numeric sort gives, on copies', () => {
    const cards = fc.array(fc.integer({ min: -5, max: 120 }), { maxLength: 12 });
    fc.assert(
      fc.property(cards, cards, (first, added) => {
        const sorted = Object.freeze([...first].sort((a, b) => a - b));
        const merged = mergedAscending(sorted, Object.freeze(added));
        return (
          JSON.stringify(merged) === JSON.stringify([...first, ...added].sort((a, b) => a - b)) &&
          JSON.stringify(sortedNumbers(added)) === JSON.stringify([...added].sort((a, b) => a - b))
        );
      }),
    );
  });
});

describe('events', () => {
  it('show secret fields only to the seats named', () => {
    const event = privateEvent('dealt', { seat: 1, count: 2 }, [1], { cards: [7, 9] });
    expect(eventFor(event, 1)).toEqual({ type: 'dealt', seat: 1, count: 2, cards: [7, 9] });
    expect(eventFor(event, 0)).toEqual({ type: 'dealt', seat: 1, count: 2 });
    expect(eventFor(event, null)).toEqual({ type: 'dealt', seat: 1, count: 2 });
    expect(eventFor(publicEvent('turnEnded', { seat: 0 }), null)).toEqual({ type: 'turnEnded', seat: 0 });
  });

  it('rule violations carry their code', () => {
    const error = new RuleViolation('NOT_YOUR_TURN', 'wait');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('NOT_YOUR_TURN');
  });
});

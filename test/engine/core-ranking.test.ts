/** placeSeats (engine/core/ranking.ts): final rankings with shared places and seats ranked last. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placeSeats, type Placing, type Seat } from '../../engine/index.js';
import { deepFreeze } from '../support/playout.js';

/** Lower key ranks higher. */
const byKey = (keys: readonly number[]) => (a: Seat, b: Seat) => keys[a]! - keys[b]!;

describe('placeSeats, examples', () => {
  it('gives tied seats one place and skips the places they take ("1, 1, 3")', () => {
    const held = [4, 2, 2, 7, 2];
    expect(placeSeats([0, 1, 2, 3, 4], byKey(held))).toEqual([
      { seat: 1, place: 1 },
      { seat: 2, place: 1 },
      { seat: 4, place: 1 },
      { seat: 0, place: 4 },
      { seat: 3, place: 5 },
    ]);
  });

  it('lists tied seats in seat order, whatever order the contenders come in', () => {
    expect(placeSeats([3, 0, 2, 1], () => 0)).toEqual([
      { seat: 0, place: 1 },
      { seat: 1, place: 1 },
      { seat: 2, place: 1 },
      { seat: 3, place: 1 },
    ]);
  });

  it('puts the `last` seats after every contender, in the order given, one place each', () => {
    const totals = [10, 30, 20, 30, 5];
    const higherFirst = (a: Seat, b: Seat) => totals[b]! - totals[a]!;
    expect(placeSeats([0, 1, 3], higherFirst, [4, 2])).toEqual([
      { seat: 1, place: 1 },
      { seat: 3, place: 1 },
      { seat: 0, place: 3 },
      { seat: 4, place: 4 },
      { seat: 2, place: 5 },
    ]);
  });

  it('breaks ties with every key of the comparator before sharing (Auslage E11 shape)', () => {
    const totals = [52, 52, 30];
    const finalPassage = [12, 15, 3];
    const compare = (a: Seat, b: Seat) => totals[b]! - totals[a]! || finalPassage[b]! - finalPassage[a]!;
    expect(placeSeats([0, 1, 2], compare)).toEqual([
      { seat: 1, place: 1 },
      { seat: 0, place: 2 },
      { seat: 2, place: 3 },
    ]);
  });

  it('handles no contenders (only `last`) and nobody at all', () => {
    expect(placeSeats([], () => 0, [2, 0])).toEqual([
      { seat: 2, place: 1 },
      { seat: 0, place: 2 },
    ]);
    expect(placeSeats([], () => 0)).toEqual([]);
  });

  it('leaves its inputs untouched', () => {
    const contenders = deepFreeze([2, 0, 1]);
    const last = deepFreeze([3]);
    expect(placeSeats(contenders, byKey([1, 1, 0, 9]), last).map((placing) => placing.seat)).toEqual([2, 0, 1, 3]);
  });
});

/** Seats 0 … n-1, each with a key (few distinct values, so ties are common) and whether it ranks last. */
const tables = fc
  .array(fc.record({ key: fc.integer({ min: 0, max: 3 }), out: fc.boolean() }), { maxLength: 9 })
  .chain((seats) => {
    const out = seats.flatMap((seat, index) => (seat.out ? [index] : []));
    return fc.record({
      keys: fc.constant(seats.map((seat) => seat.key)),
      contenders: fc.shuffledSubarray(
        seats.flatMap((seat, index) => (seat.out ? [] : [index])),
        { minLength: seats.length - out.length },
      ),
      last: fc.shuffledSubarray(out, { minLength: out.length }),
    });
  });

const property = (check: (input: { keys: number[]; contenders: Seat[]; last: Seat[] }, placings: Placing[]) => void) =>
  fc.property(tables, (input) => check(input, placeSeats(input.contenders, byKey(input.keys), input.last)));

describe('placeSeats, properties', () => {
  const runs = { seed: 42, numRuns: 400 };

  it('lists every contender once, then exactly `last` in its order', () => {
    fc.assert(
      property(({ contenders, last }, placings) => {
        const seats = placings.map((placing) => placing.seat);
        expect(seats.slice(0, contenders.length).sort((a, b) => a - b)).toEqual(contenders.slice().sort((a, b) => a - b));
        expect(seats.slice(contenders.length)).toEqual(last);
      }),
      runs,
    );
  });

  it('places are 1-based integers, the first is 1, and they never decrease along the order', () => {
    fc.assert(
      property((_, placings) => {
        if (placings.length > 0) expect(placings[0]!.place).toBe(1);
        placings.forEach((placing, index) => {
          expect(Number.isInteger(placing.place) && placing.place >= 1).toBe(true);
          if (index > 0) expect(placing.place).toBeGreaterThanOrEqual(placings[index - 1]!.place);
        });
      }),
      runs,
    );
  });

  it('contenders are ordered by key, then by seat; equal keys share a place, different keys never do', () => {
    fc.assert(
      property(({ keys, contenders }, placings) => {
        const ranked = placings.slice(0, contenders.length);
        for (let i = 1; i < ranked.length; i++) {
          const [above, below] = [ranked[i - 1]!, ranked[i]!];
          const [keyAbove, keyBelow] = [keys[above.seat]!, keys[below.seat]!];
          expect(keyAbove < keyBelow || (keyAbove === keyBelow && above.seat < below.seat)).toBe(true);
          expect(below.place === above.place).toBe(keyAbove === keyBelow);
        }
      }),
      runs,
    );
  });

  it('the place after a tie skips the tied seats: 1 + the number of seats ranked strictly above', () => {
    fc.assert(
      property(({ keys, contenders }, placings) => {
        placings.forEach((placing, index) => {
          const strictlyAbove =
            index < contenders.length ? contenders.filter((other) => keys[other]! < keys[placing.seat]!).length : index;
          expect(placing.place).toBe(1 + strictlyAbove);
        });
      }),
      runs,
    );
  });
});

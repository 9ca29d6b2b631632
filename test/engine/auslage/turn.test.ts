/** Turn order helpers: the core's nextSeatWhere and Auslage's skipping of resigned seats. */
import { describe, expect, it } from 'vitest';
import { nextSeatWhere } from '../../../engine/index.js';
import { nextSeatInPlay, seatInPlayFrom, seatsInPlay } from '../../../engine/games/auslage/flow.js';

describe('nextSeatWhere (engine/core)', () => {
  it('finds the first eligible seat clockwise, wrapping, never the seat itself', () => {
    expect(nextSeatWhere(1, 4, () => true)).toBe(2);
    expect(nextSeatWhere(3, 4, () => true)).toBe(0);
    expect(nextSeatWhere(0, 4, (seat) => seat === 3)).toBe(3);
    expect(nextSeatWhere(2, 4, (seat) => seat === 1)).toBe(1);
    expect(nextSeatWhere(2, 4, (seat) => seat === 2)).toBeNull();
    expect(nextSeatWhere(0, 1, () => true)).toBeNull();
  });
});

describe('Auslage turn order', () => {
  it('passes over resigned seats', () => {
    const resigned = [false, true, true, false, false];
    expect(nextSeatInPlay(0, resigned)).toBe(3);
    expect(nextSeatInPlay(4, resigned)).toBe(0);
    expect(seatInPlayFrom(1, resigned)).toBe(3);
    expect(seatInPlayFrom(4, resigned)).toBe(4);
    expect(seatsInPlay(resigned)).toBe(3);
    expect(nextSeatInPlay(0, [false, true])).toBe(0);
  });
});

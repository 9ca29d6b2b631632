/**
 * The inflated-state cache behind the state codec (functions/store/decoded-states.ts): JSON kept by
 * the exact bytes and game type, so a new version (new bytes) is never answered with an old state;
 * every read parses a copy of its own, so one request's state is never another's.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { DecodedStates } from '../../functions/store/decoded-states.js';
import { decodeState, encodeState, inflateState } from '../../functions/store/state-codec.js';
import { playRandomGame } from '../support/playout.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('decoded states', () => {
  it('inflates a state once, then answers the same bytes from memory', () => {
    const cache = new DecodedStates();
    let inflated = 0;
    const inflate = () => (inflated++, '{"hand":[1,2]}');
    expect(cache.json('t', bytes(1, 2, 3), inflate)).toBe('{"hand":[1,2]}');
    expect(cache.json('t', bytes(1, 2, 3), inflate)).toBe('{"hand":[1,2]}');
    expect(inflated).toBe(1);
  });

  it('tells states apart by every byte and by game type (the type picks the dictionary)', () => {
    const cache = new DecodedStates();
    const a = cache.json('t', bytes(1, 2, 3), () => '{"v":1}');
    const b = cache.json('t', bytes(1, 2, 4), () => '{"v":2}');
    const c = cache.json('u', bytes(1, 2, 3), () => '{"v":3}');
    expect([a, b, c]).toEqual(['{"v":1}', '{"v":2}', '{"v":3}']);
  });

  it('knows a state it just wrote without inflating it', () => {
    const cache = new DecodedStates();
    cache.written('t', bytes(5, 5), '{"written":true}');
    expect(cache.json('t', bytes(5, 5), () => expect.unreachable('inflated a state it wrote'))).toBe('{"written":true}');
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new DecodedStates(2);
    let inflated = 0;
    const read = (n: number) => cache.json('t', bytes(n), () => (inflated++, `{"n":${n}}`));
    read(1);
    read(2);
    read(1); // 1 is now the most recent
    read(3); // drops 2
    expect(cache.size).toBe(2);
    expect(inflated).toBe(3);
    read(1);
    expect(inflated).toBe(3);
    read(2);
    expect(inflated).toBe(4);
  });
});

describe('the codec with its cache', () => {
  it('gives every read a state of its own: a change by one reader is not what the next one reads', () => {
    const encoded = encodeState('no-such-game', { hands: [[1, 2]] });
    const first = decodeState('no-such-game', encoded) as { hands: number[][] };
    first.hands[0]!.push(3);
    expect(decodeState('no-such-game', encoded)).toEqual({ hands: [[1, 2]] });
    expect(decodeState('no-such-game', encoded)).not.toBe(decodeState('no-such-game', encoded));
  });

  for (const game of games) {
    it(`${game.id}: every state of a playout decodes to what was encoded, whether kept or inflated anew`, () => {
      const states: unknown[] = [];
      playRandomGame(game, { players: game.minPlayers, seed: `decoded-${game.id}` }, { onStep: ({ after }) => void states.push(after) });
      const encoded = states.map((state) => encodeState(game.id, state));
      encoded.forEach((bytes, i) => {
        expect(decodeState(game.id, bytes)).toEqual(states[i]);
        expect(inflateState(game.id, bytes)).toEqual(states[i]);
      });
    });
  }
});

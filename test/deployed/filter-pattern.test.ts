/** The event filter patterns of the template's event source mappings and pipes, as Lambda applies them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matches, parseFilterPattern, passesFilters, UnsupportedFilterError } from '../../bin/deployed/filter-pattern.js';

// The notifier's mapping, as the template writes it: game items of started games, inserted or changed.
const NOTIFIER = parseFilterPattern('{"eventName":["INSERT","MODIFY"],"dynamodb":{"Keys":{"sk":{"S":["GAME"]}},"NewImage":{"status":{"S":["active","finished"]}}}}');

function streamRecord(eventName: string, sk: string, status: string | null) {
  return { eventName, dynamodb: { Keys: { pk: { S: 'GAME#1' }, sk: { S: sk } }, ...(status === null ? {} : { NewImage: { status: { S: status } } }) } };
}

describe('filter patterns', () => {
  it('passes the game items of started games, inserted or changed', () => {
    expect(matches(NOTIFIER, streamRecord('INSERT', 'GAME', 'active'))).toBe(true);
    expect(matches(NOTIFIER, streamRecord('MODIFY', 'GAME', 'finished'))).toBe(true);
  });

  it('drops removals, other items, waiting games and records without the field', () => {
    expect(matches(NOTIFIER, streamRecord('REMOVE', 'GAME', 'active'))).toBe(false);
    expect(matches(NOTIFIER, streamRecord('MODIFY', 'LOG#0001', 'active'))).toBe(false);
    expect(matches(NOTIFIER, streamRecord('INSERT', 'GAME', 'waiting'))).toBe(false);
    expect(matches(NOTIFIER, streamRecord('REMOVE', 'GAME', null))).toBe(false);
  });

  it('passes an event when any of several patterns matches, and every event with none', () => {
    const other = parseFilterPattern('{"eventName":["REMOVE"]}');
    expect(passesFilters([NOTIFIER, other], streamRecord('REMOVE', 'GAME', null))).toBe(true);
    expect(passesFilters([], { anything: 1 })).toBe(true);
  });

  it('reads the prefix, suffix, equals-ignore-case, anything-but, numeric and exists matchers', () => {
    const pattern = parseFilterPattern('{"a":[{"prefix":"GA"}],"b":[{"suffix":"ME"}],"c":[{"equals-ignore-case":"x"}],"d":[{"anything-but":["no"]}],"e":[{"numeric":[">",1,"<=",5]}],"f":[{"exists":false}]}');
    expect(matches(pattern, { a: 'GAME', b: 'GAME', c: 'X', d: 'yes', e: 5 })).toBe(true);
    expect(matches(pattern, { a: 'GAME', b: 'GAME', c: 'X', d: 'no', e: 5 })).toBe(false);
    expect(matches(pattern, { a: 'GAME', b: 'GAME', c: 'X', d: 'yes', e: 1 })).toBe(false);
    expect(matches(pattern, { a: 'GAME', b: 'GAME', c: 'X', d: 'yes', e: 5, f: 1 })).toBe(false);
  });

  it('refuses a matcher it does not implement, by name', () => {
    expect(() => parseFilterPattern('{"a":[{"cidr":"10.0.0.0/24"}]}')).toThrow(UnsupportedFilterError);
    expect(() => parseFilterPattern('{"a":[{"cidr":"10.0.0.0/24"}]}')).toThrow(/cidr/);
  });

  it('an event built from a pattern\u2019s own values passes it; change one value and it does not', () => {
    const leaf = fc.array(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), leaf, { minKeys: 1, maxKeys: 4 }), fc.nat(), (pattern, pick) => {
        const event = Object.fromEntries(Object.entries(pattern).map(([key, values]) => [key, values[pick % values.length]]));
        expect(matches(pattern, { nested: event, ...event })).toBe(true);
        const [key, values] = Object.entries(pattern)[0]!;
        expect(matches(pattern, { ...event, [key]: `${values.join('')}!` })).toBe(false);
      }),
    );
  });
});

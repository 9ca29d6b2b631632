/**
 * The marshaller: plain values round-trip through attribute values, and it writes what the AWS
 * SDK's util-dynamodb writes (with removeUndefinedValues, as the store used it), for any value of
 * the kinds the store holds. The SDK is the second opinion here; it ships in no bundle.
 */
import { marshall as sdkMarshall } from '@aws-sdk/util-dynamodb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marshall, marshallItem, unmarshall, unmarshallItem } from '../../functions/aws/attribute-value.js';

const bytes = fc.uint8Array({ maxLength: 40 });
/** Integers and finite doubles within ±2^53 (not -0, which DynamoDB stores as 0). */
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }).filter((n) => !Object.is(n, -0)),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.string(), number, fc.boolean(), fc.constant(null), bytes, tie('list'), tie('map')),
  list: fc.array(tie('value'), { maxLength: 5 }),
  map: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), tie('value'), { maxKeys: 5 }),
}));
const item = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 8 });

/** The SDK's marshalled form in JSON terms: bytes as base64, as they travel. */
function asJson(attribute: unknown): unknown {
  if (attribute instanceof Uint8Array) return Buffer.from(attribute).toString('base64');
  if (Array.isArray(attribute)) return attribute.map(asJson);
  if (attribute && typeof attribute === 'object') return Object.fromEntries(Object.entries(attribute).map(([k, v]) => [k, asJson(v)]));
  return attribute;
}

describe('attribute values', () => {
  it('round-trip every plain value and item', () => {
    fc.assert(fc.property(value, (v) => void expect(unmarshall(marshall(v))).toEqual(v)));
    fc.assert(fc.property(item, (i) => void expect(unmarshallItem(marshallItem(i))).toEqual(i)));
  });

  it('are what the AWS SDK writes for the same item', () => {
    fc.assert(fc.property(item, (i) => void expect(marshallItem(i)).toEqual(asJson(sdkMarshall(i, { removeUndefinedValues: true })))));
  });

  it('leave out undefined members of maps and lists, as removeUndefinedValues does', () => {
    expect(marshallItem({ a: 1, b: undefined, c: [1, undefined, 'x'], d: { e: undefined, f: true } })).toEqual({
      a: { N: '1' },
      c: { L: [{ N: '1' }, { S: 'x' }] },
      d: { M: { f: { BOOL: true } } },
    });
  });

  it('give bytes back as a plain Uint8Array, and refuse what DynamoDB cannot hold', () => {
    const back = unmarshall(marshall(Buffer.from('turnpost')));
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Buffer.isBuffer(back)).toBe(false);
    expect(Buffer.from(back as Uint8Array).toString()).toBe('turnpost');
    expect(() => marshall(Number.NaN)).toThrow(/cannot be stored/);
    expect(() => marshall(2 ** 60)).toThrow(/MAX_SAFE_INTEGER/);
    expect(unmarshall(marshall(2n ** 60n))).toBe(2n ** 60n);
    expect(() => marshall(new Date(0))).toThrow(/a Date cannot be stored/);
  });
});

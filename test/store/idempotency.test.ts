/** The Idempotency-Key's pure parts: the header's shape, the key's scope, the fingerprint (http/), which refusals are stored, and the replay check (store/). */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../functions/domain/secrets.js';
import { ValidationError } from '../../functions/errors.js';
import { idempotentRequest } from '../../functions/http/idempotency-key.js';
import { isFinalRefusal, replay } from '../../functions/store/idempotency.js';

const asked = { method: 'POST', path: '/games/aaaaaaaaaaaaaaaa/moves', body: { moves: [{ type: 'endTurn' }] } };

describe('idempotentRequest', () => {
  it('scopes the key to the caller and fingerprints method, path and parsed body', () => {
    expect(idempotentRequest(undefined, 'ada', asked)).toBeUndefined();
    const request = idempotentRequest('turn-1', 'ada', asked)!;
    expect(request).toEqual({ playerId: 'ada', key: 'turn-1', fingerprint: sha256Hex(`POST /games/aaaaaaaaaaaaaaaa/moves\n{"moves":[{"type":"endTurn"}]}`) });
    expect(idempotentRequest('turn-1', 'bo', asked)!.fingerprint).toBe(request.fingerprint);
    expect(idempotentRequest('turn-1', 'ada', { ...asked, path: '/games/aaaaaaaaaaaaaaaa/resign' })!.fingerprint).not.toBe(request.fingerprint);
    expect(idempotentRequest('turn-1', 'ada', { ...asked, body: { moves: [] } })!.fingerprint).not.toBe(request.fingerprint);
  });

  it('refuses a key outside 1–128 characters of A-Z a-z 0-9 _ . : -', () => {
    expect(idempotentRequest('a.b:c_d-E9'.padEnd(128, 'x'), 'ada', asked)?.key).toHaveLength(128);
    for (const key of ['', 'has space', 'x'.repeat(129), 'ünïcode', 'a/b']) {
      expect(() => idempotentRequest(key, 'ada', asked), key).toThrow(ValidationError);
      expect(() => idempotentRequest(key, 'ada', asked), key).toThrow('the Idempotency-Key header does not match its schema');
    }
  });
});

describe('replay', () => {
  const request = { playerId: 'ada', key: 'k', fingerprint: 'f' };

  it('replays the stored answer of the same request, and nothing without a key or an answer', () => {
    expect(replay({ status: 200, body: { v: 1 }, fingerprint: 'f' }, request)).toEqual({ status: 200, body: { v: 1 } });
    expect(replay(null, request)).toBeNull();
    expect(replay({ status: 200, fingerprint: 'f' }, undefined)).toBeNull();
  });

  it('refuses a key first used for a different request', () => {
    expect(() => replay({ status: 200, fingerprint: 'other' }, request)).toThrow(expect.objectContaining({ status: 400, details: { code: 'IDEMPOTENCY_KEY_REUSED' } }));
  });
});

describe('isFinalRefusal', () => {
  it('stores what the server decided and not what says "try again"', () => {
    for (const status of [400, 403, 404, 413, 422]) expect(isFinalRefusal(status), String(status)).toBe(true);
    for (const status of [200, 409, 429, 500, 503]) expect(isFinalRefusal(status), String(status)).toBe(false);
  });
});

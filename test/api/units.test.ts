/** The HTTP layer's pure parts: routing, safe JSON, tokens and secrets, configuration, events. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/config.js';
import { ID_PATTERN, matchesHash, newId, newInviteCode, newToken, parseToken, sha256Hex } from '../../functions/domain/secrets.js';
import { ValidationError } from '../../functions/errors.js';
import { parseJsonSafely } from '../../functions/http/body.js';
import { requestFromEvent } from '../../functions/http/lambda.js';
import type { Route } from '../../functions/http/route.js';
import { Router } from '../../functions/http/router.js';
import { eventFrom } from '../../bin/http-adapter.js';
import type { IncomingMessage } from 'node:http';

const route = (method: Route['method'], path: string): Route => ({ method, path, summary: '', auth: 'none', answers: {}, errors: [], handle: async () => ({ status: 200 }) });

describe('Router', () => {
  const router = new Router([route('GET', '/games/{id}'), route('POST', '/games/{id}/moves'), route('GET', '/players/me'), route('GET', '/openapi.json')]);

  it('matches method and path and decodes parameters', () => {
    expect(router.match('POST', '/games/abc/moves')).toMatchObject({ route: { path: '/games/{id}/moves' }, params: { id: 'abc' } });
    expect(router.match('GET', '/games/a%20b')).toMatchObject({ params: { id: 'a b' } });
    expect(router.match('GET', '/openapi.json')).toMatchObject({ route: { path: '/openapi.json' } });
  });

  it('serves HEAD with the GET route, and names the methods a known path has for another method', () => {
    expect(router.match('HEAD', '/games/abc')).toMatchObject({ kind: 'route', route: { method: 'GET', path: '/games/{id}' }, params: { id: 'abc' } });
    expect(router.match('DELETE', '/games/abc')).toEqual({ kind: 'wrong-method', allow: ['GET', 'HEAD'] });
    expect(router.match('GET', '/games/abc/moves')).toEqual({ kind: 'wrong-method', allow: ['POST'] });
    expect(router.match('HEAD', '/games/abc/moves')).toEqual({ kind: 'wrong-method', allow: ['POST'] });
  });

  it('finds nothing for extra segments, a look-alike path or a broken escape', () => {
    expect(router.match('GET', '/games/abc/extra')).toBeNull();
    expect(router.match('GET', '/games/')).toBeNull();
    expect(router.match('GET', '/openapiXjson')).toBeNull();
    expect(router.match('GET', '/games/%E0%A4%A')).toBeNull();
  });
});

describe('parseJsonSafely', () => {
  it('parses JSON and refuses prototype keys at any depth', () => {
    expect(parseJsonSafely('{"a":[1,{"b":null}]}')).toEqual({ a: [1, { b: null }] });
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(() => parseJsonSafely(`{"moves":[{"deep":{"${key}":{"x":1}}}]}`)).toThrow(ValidationError);
    }
    expect(() => parseJsonSafely('{"a":')).toThrow(/not valid JSON/);
    // Brackets inside strings (escaped quotes too) do not count towards the nesting limit.
    const bracketed = `${'['.repeat(100)}"{${'{'.repeat(100)}`;
    expect(parseJsonSafely(JSON.stringify({ a: bracketed }))).toEqual({ a: bracketed });
    expect(() => parseJsonSafely(`${'['.repeat(65)}${']'.repeat(65)}`)).toThrow(/more than 64 levels/);
    // A lone surrogate, in a value or a key, is refused; a proper pair (an emoji) is a character.
    for (const body of ['{"name":"x\\ud800y"}', '{"name":"\\udfff"}', '{"\\ud83d":1}', '{"a":["\\ude00\\ud83d"]}']) expect(() => parseJsonSafely(body), body).toThrow(/lone surrogate/);
    expect(parseJsonSafely('{"name":"\\ud83d\\ude00 Ada"}')).toEqual({ name: '😀 Ada' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('secrets', () => {
  it('makes tokens that parse back to their player and secret, and hashes that only the secret matches', () => {
    const id = newId();
    expect(id).toMatch(ID_PATTERN);
    expect(newInviteCode()).toMatch(/^[a-z2-7]{16}$/);
    const { token, secret } = newToken(id);
    expect(parseToken(token)).toEqual({ playerId: id, secret });
    expect(matchesHash(secret, sha256Hex(secret))).toBe(true);
    expect(matchesHash(`${secret}x`, sha256Hex(secret))).toBe(false);
    expect(matchesHash(secret, 'not-hex')).toBe(false);
  });

  it('refuses anything that is not exactly a token', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const parsed = parseToken(text);
        return parsed === null || text === `tp_${parsed.playerId}_${parsed.secret}`;
      }),
      { seed: 42, numRuns: 500 },
    );
    const { token } = newToken(newId());
    for (const bad of [token.slice(1), `${token}=`, token.replace('tp_', 'tk_'), token.toUpperCase(), ` ${token}`]) expect(parseToken(bad), bad).toBeNull();
  });
});

describe('loadConfig', () => {
  it('reads the environment once, with safe defaults', () => {
    expect(loadConfig({ TABLE_NAME: 't' })).toEqual({
      tableName: 't',
      allowStacked: false,
      publicUrl: null,
      appUrl: null,
      mode: 'aws',
      region: 'local',
      emailFrom: null,
      emailLinkSecret: null,
      emailConfigurationSet: null,
      snsTopicArn: null,
      deliveryQueueUrl: null,
      accountDeletionQueueUrl: null,
      vacationDaysPerYear: 30,
      vapidPublicKey: null,
      vapidParameterName: null,
      vapidSubject: 'mailto:push@turnpost.invalid',
      originSecrets: [],
      vacationChangesPerDay: 10,
      openGamesPerPlayer: 200,
      retentionDays: 365,
      webhookPorts: [],
      pushHosts: [],
      botBudget: { playouts: 48 },
      deliveriesPerHour: 60,
    });
    expect(loadConfig({ TABLE_NAME: 't', TURNPOST_ORIGIN_SECRET: 'a', TURNPOST_ORIGIN_SECRET_NEXT: 'b' }).originSecrets).toEqual(['a', 'b']);
    expect(loadConfig({ TABLE_NAME: 't', TURNPOST_VACATION_DAYS: '14' }).vacationDaysPerYear).toBe(14);
    expect(() => loadConfig({ TABLE_NAME: 't', TURNPOST_VACATION_DAYS: '2.5' })).toThrow(/TURNPOST_VACATION_DAYS/);
    expect(loadConfig({ TABLE_NAME: 't', TURNPOST_EMAIL_FROM: 'turns@example.com', TURNPOST_SNS_TOPIC_ARN: 'arn:aws:sns:eu-west-1:1:t', DELIVERY_QUEUE_URL: 'https://sqs/q' })).toMatchObject({
      emailFrom: 'turns@example.com',
      snsTopicArn: 'arn:aws:sns:eu-west-1:1:t',
      deliveryQueueUrl: 'https://sqs/q',
    });
    expect(loadConfig({ TABLE_NAME: 't', TURNPOST_ALLOW_STACKED: 'true', TURNPOST_PUBLIC_URL: 'https://x.example/', TURNPOST_MODE: 'local', AWS_REGION: 'eu-west-1' })).toMatchObject({
      allowStacked: true,
      publicUrl: 'https://x.example',
      appUrl: 'https://x.example/play',
      mode: 'local',
      region: 'eu-west-1',
    });
    expect(loadConfig({ TABLE_NAME: 't', TURNPOST_PUBLIC_URL: 'https://api.example', TURNPOST_APP_URL: 'https://games.example/play/' }).appUrl).toBe('https://games.example/play');
    expect(loadConfig({ TABLE_NAME: 't', TURNPOST_ALLOW_STACKED: 'yes' }).allowStacked).toBe(false);
    expect(() => loadConfig({})).toThrow(/TABLE_NAME/);
    expect(() => loadConfig({ TABLE_NAME: 't', TURNPOST_MODE: 'prod' })).toThrow(/TURNPOST_MODE/);
  });
});

describe('API Gateway events', () => {
  it('the local adapter builds the event API Gateway would, and the handler reads it back', () => {
    const message = {
      url: '/games/abc/events?after=3&x=1&x=2',
      method: 'get',
      httpVersion: '1.1',
      headers: { host: '127.0.0.1:3000', authorization: 'Bearer t', 'x-many': ['a', 'b'] },
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    const event = eventFrom(message, Buffer.from('{"a":1}'));
    expect(event).toMatchObject({ version: '2.0', rawPath: '/games/abc/events', rawQueryString: 'after=3&x=1&x=2', queryStringParameters: { after: '3', x: '1,2' }, body: '{"a":1}', isBase64Encoded: false });
    expect(event.requestContext.http).toMatchObject({ method: 'GET', path: '/games/abc/events', sourceIp: '127.0.0.1' });
    const request = requestFromEvent(event);
    expect(request).toMatchObject({ method: 'GET', path: '/games/abc/events', query: { after: '3', x: '1,2' }, body: '{"a":1}' });
    expect(request.headers).toMatchObject({ authorization: 'Bearer t', 'x-many': 'a,b' });
    expect(request.requestId).toBe(event.requestContext.requestId);
  });

  it('strips a named stage from the path and decodes base64 bodies', () => {
    const event = eventFrom({ url: '/prod/players', method: 'POST', httpVersion: '1.1', headers: {}, socket: {} } as unknown as IncomingMessage, Buffer.alloc(0));
    const staged = { ...event, requestContext: { ...event.requestContext, stage: 'prod' }, body: Buffer.from('{"name":"Ada"}').toString('base64'), isBase64Encoded: true };
    expect(requestFromEvent(staged)).toMatchObject({ path: '/players', body: '{"name":"Ada"}' });
    expect(requestFromEvent({ ...staged, rawPath: '/production/x' }).path).toBe('/production/x');
  });
});

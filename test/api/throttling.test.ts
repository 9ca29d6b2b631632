/**
 * A throttled DynamoDB (a fault DynamoDB Local cannot produce, so a stand-in in front of the
 * SDK's HTTP handler answers as DynamoDB does when it throttles, for the operations listed): the API
 * answers 429 RATE_LIMITED with Retry-After after the client's own retries, writes nothing
 * partial, and works again once the throttling stops.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transportHandler, type Transport, type WireResponse as HttpResponse } from '../support/dynamo-transport.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

/** DynamoDB operations (by X-Amz-Target name) answered with the configured fault while listed. */
const throttled = new Map<string, () => HttpResponse>();
const sent: string[] = [];

function throttleFaults(real: Transport): Transport {
  return (request) => {
    const operation = (request.headers['x-amz-target'] ?? '').replace(/^DynamoDB_20120810\./, '');
    const fault = throttled.get(operation);
    if (!fault) return real(request);
    sent.push(operation);
    return Promise.resolve(fault());
  };
}

/** DynamoDB's answers, as the service sends them (JSON 1.0, HTTP 400, `__type` naming the error). */
const answer = (body: object): HttpResponse => ({ status: 400, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: JSON.stringify(body) });
const throttling = () => answer({ __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'Rate of requests exceeds the allowed throughput.' });
const cancelledByThrottling = () =>
  answer({
    __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ThrottlingError]',
    CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity of your table or index.' }],
  });

let stack: TestStack;
let ada: TestPlayer;
let gameId: string;
const turn = { moves: [{ type: 'play', card: 2, pile: 'up1' }, { type: 'play', card: 3, pile: 'up1' }, { type: 'endTurn' }] };

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { dynamoRequestHandler: transportHandler(throttleFaults) });
  ada = await registerPlayer(stack.api, 'Ada');
  gameId = (await startGame(stack.api, ada, [], { type: 'the-game', seed: 'throttle', deck: ascendingDeck() })).id;
});
afterEach(() => {
  throttled.clear();
  sent.length = 0;
});
afterAll(async () => {
  await stack?.stop();
});

async function expectRateLimited(send: () => Promise<{ status: number; headers: Headers; body: unknown }>) {
  const before = await stack.table.scan();
  const answer = await send();
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe('1');
  expect(answer.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  expect(await stack.table.scan()).toEqual(before);
}

describe('a throttled table', () => {
  it('answers 429 when the move transaction is throttled, and the retry then lands', async () => {
    throttled.set('TransactWriteItems', throttling);
    await expectRateLimited(() => stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: turn }));
    // Throttling is retried by the SDK's standard mode: DynamoDB's clients make 4 attempts in all.
    expect(sent).toEqual(['TransactWriteItems', 'TransactWriteItems', 'TransactWriteItems', 'TransactWriteItems']);
    throttled.clear();
    const retried = await stack.api.post<Envelope>(`/games/${gameId}/moves`, { token: ada.token, body: turn });
    expect(retried.status).toBe(200);
    expect(retried.body.version).toBe(1);
  });

  it('answers 429 when a transaction is cancelled for throttling', async () => {
    throttled.set('TransactWriteItems', cancelledByThrottling);
    await expectRateLimited(() => stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: { moves: [{ type: 'hint', pile: 'up2', signal: 'keepOff' }] } }));
    // A cancelled transaction is a 4xx the client never retries: the reasons reach the store.
    expect(sent).toEqual(['TransactWriteItems']);
  });

  it('answers 429 when reads are throttled', async () => {
    throttled.set('GetItem', throttling);
    await expectRateLimited(() => stack.api.get(`/games/${gameId}`));
    // A player's move reads the game and the player's token hash in one BatchGetItem (http/auth.ts).
    throttled.set('BatchGetItem', throttling);
    await expectRateLimited(() => stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: turn }));
    throttled.set('Query', throttling);
    throttled.delete('GetItem');
    throttled.delete('BatchGetItem');
    await expectRateLimited(() => stack.api.get(`/games/${gameId}/events`));
  });

  it('answers 429 when creating a player or game is throttled', async () => {
    throttled.set('PutItem', throttling);
    await expectRateLimited(() => stack.api.post('/players', { body: { name: 'Bo' } }));
    throttled.set('TransactWriteItems', throttling);
    await expectRateLimited(() => stack.api.post('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } }));
  });

  it('answers 429 when the game list cannot be read', async () => {
    throttled.set('BatchGetItem', throttling);
    await expectRateLimited(() => stack.api.get('/players/me/games', { token: ada.token }));
  });
});

/**
 * A throttled DynamoDB (a fault DynamoDB Local cannot produce, so a client middleware injects it
 * in front of the real emulator): the API answers 429 RATE_LIMITED with Retry-After, writes
 * nothing partial, and works again once the throttling stops.
 */
import { ThrottlingException, TransactionCanceledException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

/** Commands (by SDK command name) that fail with the configured error while listed. */
const throttled = new Map<string, () => Error>();

function throttleFaults(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const fault = throttled.get(context.commandName ?? '');
      if (fault) throw fault();
      return next(args);
    },
    // Before the SDK's own retries: the fault reaches the service code on the first attempt.
    { step: 'initialize', name: 'injectThrottling' },
  );
}

const throttling = () => new ThrottlingException({ message: 'Rate of requests exceeds the allowed throughput.', $metadata: {} });
const cancelledByThrottling = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ThrottlingError]',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity of your table or index.' }],
  });

let stack: TestStack;
let ada: TestPlayer;
let gameId: string;
const turn = { moves: [{ type: 'play', card: 2, pile: 'up1' }, { type: 'play', card: 3, pile: 'up1' }, { type: 'endTurn' }] };

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { configureClient: throttleFaults });
  ada = await registerPlayer(stack.api, 'Ada');
  gameId = (await startGame(stack.api, ada, [], { type: 'the-game', seed: 'throttle', deck: ascendingDeck() })).id;
});
afterEach(() => throttled.clear());
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
    throttled.set('TransactWriteItemsCommand', throttling);
    await expectRateLimited(() => stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: turn }));
    throttled.clear();
    const retried = await stack.api.post<Envelope>(`/games/${gameId}/moves`, { token: ada.token, body: turn });
    expect(retried.status).toBe(200);
    expect(retried.body.version).toBe(1);
  });

  it('answers 429 when a transaction is cancelled for throttling', async () => {
    throttled.set('TransactWriteItemsCommand', cancelledByThrottling);
    await expectRateLimited(() => stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: { moves: [{ type: 'hint', pile: 'up2', signal: 'keepOff' }] } }));
  });

  it('answers 429 when reads are throttled', async () => {
    throttled.set('GetItemCommand', throttling);
    await expectRateLimited(() => stack.api.get(`/games/${gameId}`));
    // A player's move reads the game and the player's token hash in one BatchGetItem (http/auth.ts).
    throttled.set('BatchGetItemCommand', throttling);
    await expectRateLimited(() => stack.api.post(`/games/${gameId}/moves`, { token: ada.token, body: turn }));
    throttled.set('QueryCommand', throttling);
    throttled.delete('GetItemCommand');
    throttled.delete('BatchGetItemCommand');
    await expectRateLimited(() => stack.api.get(`/games/${gameId}/events`));
  });

  it('answers 429 when creating a player or game is throttled', async () => {
    throttled.set('PutItemCommand', throttling);
    await expectRateLimited(() => stack.api.post('/players', { body: { name: 'Bo' } }));
    throttled.set('TransactWriteItemsCommand', throttling);
    await expectRateLimited(() => stack.api.post('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } }));
  });

  it('answers 429 when the game list cannot be read', async () => {
    throttled.set('BatchGetItemCommand', throttling);
    await expectRateLimited(() => stack.api.get('/players/me/games', { token: ada.token }));
  });
});

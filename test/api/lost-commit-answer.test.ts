/**
 * A commit whose answer is lost on the way back. The deployed api handler (functions/handlers/api.ts,
 * configured from the environment as Lambda configures it, DynamoDB's endpoint through the SDK's
 * standard AWS_ENDPOINT_URL_DYNAMODB) talks to DynamoDB Local through a TCP proxy that lets a
 * `TransactWriteItems` be carried out and then resets the connection instead of passing its 200
 * on. The SDK retries with the ClientRequestToken it filled in for the first attempt, so DynamoDB
 * answers the retry as the same, already committed transaction: a game is created once and
 * answered 201, and a Flip 7 move sent with neither `version` nor an Idempotency-Key applies once. An
 * answer that never comes (`hold`) ends the attempt at the client's attempt timeout
 * (functions/store/client.ts) and is retried the same way, instead of holding the request until
 * Lambda or API Gateway ends it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLambda } from '../../bin/http-adapter.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { startAnswerDroppingProxy, type AnswerDroppingProxy } from '../support/answer-dropping-proxy.js';
import { ApiClient } from '../support/api-client.js';
import { TestTable } from '../support/dynamodb.js';
import { registerPlayer } from '../support/test-stack.js';

let table: TestTable;
let proxy: AnswerDroppingProxy;
let server: Server;
let api: ApiClient;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  proxy = await startAnswerDroppingProxy(table.endpoint);
  Object.assign(process.env, {
    TABLE_NAME: table.name,
    TURNPOST_MODE: 'aws',
    AWS_ENDPOINT_URL_DYNAMODB: proxy.url,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_REGION: 'local',
    LOG_LEVEL: 'error',
  });
  const { handler } = await import('../../functions/handlers/api.js');
  server = createServer(serveLambda((event) => handler(event)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = new ApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await proxy?.stop();
  await table?.drop();
});

/** The game's items as stored: the game item and its log entries (by version). */
async function storedGame(gameId: string): Promise<{ version: number; log: Array<Record<string, unknown>> }> {
  const items = await table.partition(`GAME#${gameId}`);
  const game = items.find((item) => item.sk === 'GAME')!;
  return { version: Number(game.version), log: items.filter((item) => String(item.sk).startsWith('LOG#')) };
}

/**
 * The one transaction's token, checked to be the same on every attempt: at least two (the lost
 * answer's and the retry's), more when an attempt outlived the client's timeout on a slow table.
 */
function sameTokenEachAttempt(tokens: string[]): string {
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  expect(new Set(tokens).size).toBe(1);
  return tokens[0]!;
}

describe.each(['reset', 'hold'] as const)('a committed transaction whose answer is lost (%s)', { timeout: 180_000 }, (how) => {
  it('creates the game once and answers 201; an unkeyed, unversioned Flip 7 move applies once', async () => {
    const ann = await registerPlayer(api, `Ann ${how}`);
    const bo = await registerPlayer(api, `Bo ${how}`);

    const droppedBefore = proxy.dropped.length;
    const tokensBefore = proxy.tokens.length;
    proxy.dropNextAnswer('TransactWriteItems', how);
    const created = await api.post<{ id: string; inviteCode: string; version: number }>('/games', { token: ann.token, body: { type: 'flip-7', seats: 2 } });
    expect(created.status, created.text).toBe(201);
    expect(proxy.dropped.length).toBe(droppedBefore + 1);
    // The SDK sent the transaction again with the first attempt's token; the table holds the game once.
    const sent = sameTokenEachAttempt(proxy.tokens.slice(tokensBefore));
    const games = (await table.scan()).filter((item) => item.sk === 'GAME' && item.pk === `GAME#${created.body.id}`);
    expect(games).toHaveLength(1);
    expect((await table.scan()).filter((item) => item.sk === `GAME#${created.body.id}`)).toHaveLength(1); // the creator's seat
    expect(await storedGame(created.body.id)).toMatchObject({ version: created.body.version, log: [expect.anything()] });

    const joined = await api.post<Envelope>(`/games/${created.body.id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.status).toBe('active');
    const seat = joined.body.awaiting[0]!;
    const mover = [ann, bo][seat]!;
    // The deal may open on a card that asks for a choice first: whatever the seat may do now, it does once.
    const offered = await api.get<Envelope>(`/games/${created.body.id}?legal=true`, { token: mover.token });
    const move = offered.body.legalMoves![0]!;
    const before = await storedGame(created.body.id);

    const movedDroppedBefore = proxy.dropped.length;
    const moveTokensBefore = proxy.tokens.length;
    proxy.dropNextAnswer('TransactWriteItems', how);
    const moved = await api.post<Envelope>(`/games/${created.body.id}/moves`, { token: mover.token, body: { moves: [move] } });
    expect(moved.status, moved.text).toBe(200);
    expect(proxy.dropped.length).toBe(movedDroppedBefore + 1);
    const moveSent = sameTokenEachAttempt(proxy.tokens.slice(moveTokensBefore));
    expect(moveSent).not.toBe(sent);
    expect(moved.body.version).toBe(before.version + 1);
    const after = await storedGame(created.body.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.log).toHaveLength(before.log.length + 1);
    expect(after.log.at(-1)).toMatchObject({ kind: 'move', version: before.version + 1, seat, moves: JSON.stringify([move]) });
  });
});

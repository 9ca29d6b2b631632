/**
 * Abandoned games end by the timeout path, over HTTP against DynamoDB Local with the sweeper's
 * clock under the test's control: an untimed game carries one idle check in the deadline index
 * (set at the start, untouched by moves), a check that finds a recent change moves on to
 * `updatedAt + abandonAfter`, and a check that finds the game idle resigns its awaited seats one
 * per version until it is over. The finished game is kept, with no expiry. A waiting game nobody
 * joined for `abandonAfter` days is called off (status `cancelled`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';

const DAY_MS = 24 * 3600 * 1000;
/** The sweeper's clock: a fixed instant when set, else the real time. */
let fixedNow: Date | null = null;
let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;
let cy: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { now: () => fixedNow ?? new Date() });
  [ada, bo, cy] = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => registerPlayer(stack.api, name)));
});
afterAll(async () => {
  await stack?.stop();
});

/** The stored game item (its index attributes and times). */
async function gameItem(id: string): Promise<Record<string, unknown>> {
  return (await stack.table.partition(`GAME#${id}`)).find((item) => item.sk === 'GAME')!;
}

const envelopeOf = async (id: string, player: TestPlayer) => (await stack.api.get<Envelope>(`/games/${id}`, { token: player.token })).body;
const logKinds = async (id: string) =>
  (await stack.api.get<{ entries: Array<{ kind: string; seat: number | null }> }>(`/games/${id}/events`, { token: ada.token })).body.entries.map((entry) => `${entry.kind}:${entry.seat}`);

describe('abandonAfter', () => {
  it('ends an untimed game nobody moved in for that many days; a move in between moves the check on', async () => {
    const { id, envelope } = await startGame(stack.api, ada, [bo], { type: 'the-game', abandonAfter: 2, seed: 'abandoned', deck: ascendingDeck() });
    expect(envelope).toMatchObject({ status: 'active', deadline: null });
    const started = await gameItem(id);
    const firstCheck = started.dueAt as number;
    expect(firstCheck).toBe(Date.parse(started.updatedAt as string) + 2 * DAY_MS);

    fixedNow = new Date(firstCheck - 1);
    expect((await stack.local.sweep()).abandoned).toEqual([]);

    // Ada plays her turn: the game item changes, its idle check (the index entry) does not.
    const hand = ((await envelopeOf(id, ada)).view as TheGameView).you!.hand;
    const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: { moves: ascendingTurn(hand) } });
    expect(moved.status, moved.text).toBe(200);
    const afterMove = await gameItem(id);
    expect(afterMove.dueAt).toBe(firstCheck);
    const lastChange = Date.parse(afterMove.updatedAt as string);
    expect(lastChange).toBeGreaterThan(Date.parse(started.updatedAt as string));

    // At the check the game was changed since: not abandoned, the check moves to 2 days after the move.
    fixedNow = new Date(firstCheck);
    expect(await stack.local.sweep()).toMatchObject({ abandoned: [], timedOut: [] });
    expect((await gameItem(id)).dueAt).toBe(lastChange + 2 * DAY_MS);
    expect((await envelopeOf(id, ada)).status).toBe('active');

    // Two days after the move nobody has moved: Bo, awaited, is resigned for (a concession in The Game), and the game is over.
    fixedNow = new Date(lastChange + 2 * DAY_MS);
    const swept = await stack.local.sweep();
    expect(swept.abandoned).toEqual([id]);
    expect(swept.timedOut).toEqual([{ gameId: id, version: moved.body.version + 1, seat: 1 }]);
    const ended = await envelopeOf(id, bo);
    expect(ended.status).toBe('finished');
    expect((await logKinds(id)).at(-1)).toBe('timeout:1');

    // Kept, out of the index, until the retention period ends (the table's TTL attribute is `expiresAt`).
    const kept = await gameItem(id);
    expect(kept).not.toHaveProperty('dueAt');
    expect(kept.expiresAt as number).toBeGreaterThan(lastChange / 1000 + 364 * 86_400);
    fixedNow = new Date(lastChange + 400 * DAY_MS);
    expect((await stack.local.sweep()).abandoned).toEqual([]);
    expect((await envelopeOf(id, ada)).status).toBe('finished');
  });

  it('resigns every awaited seat in turn when one resignation does not end the game', async () => {
    const { id, envelope } = await startGame(stack.api, ada, [bo, cy], { type: 'flip-7', abandonAfter: 1 });
    expect(envelope.status).toBe('active');
    fixedNow = new Date((await gameItem(id)).dueAt as number);
    const swept = await stack.local.sweep();
    expect(swept.abandoned).toEqual([id]);
    expect(swept.timedOut.length).toBeGreaterThanOrEqual(2);
    expect(swept.timedOut.map((entry) => entry.version)).toEqual(swept.timedOut.map((_, index) => envelope.version + 1 + index));
    expect((await envelopeOf(id, ada)).status).toBe('finished');
  });

  it('calls off a waiting game nobody joined for that many days; a join in between moves the check on', async () => {
    const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 3, abandonAfter: 1 } });
    expect(created.status, created.text).toBe(201);
    const { id, inviteCode } = created.body;
    const waiting = await gameItem(id);
    const firstCheck = waiting.dueAt as number;
    expect(firstCheck).toBe(Date.parse(waiting.createdAt as string) + DAY_MS);

    // Bo joins: the item changes, its check does not; at the check the game is not idle, so the check moves to a day after the join.
    expect((await stack.api.post(`/games/${id}/join`, { token: bo.token, body: { inviteCode } })).status).toBe(200);
    const joined = await gameItem(id);
    expect(joined.dueAt).toBe(firstCheck);
    const lastChange = Date.parse(joined.updatedAt as string);
    fixedNow = new Date(firstCheck);
    expect((await stack.local.sweep()).abandoned).toEqual([]);
    expect((await gameItem(id)).dueAt).toBe(lastChange + DAY_MS);

    // A day after the join nobody else came: called off, as the creator's cancel would, by nobody.
    fixedNow = new Date(lastChange + DAY_MS);
    const swept = await stack.local.sweep();
    expect(swept).toMatchObject({ abandoned: [id], timedOut: [] });
    expect((await envelopeOf(id, ada)).status).toBe('cancelled');
    expect((await logKinds(id)).at(-1)).toBe('cancel:null');
    const late = await stack.api.post<{ error: { details: { reason: string } } }>(`/games/${id}/join`, { token: cy.token, body: { inviteCode } });
    expect(late.status).toBe(403);
    expect(late.body.error.details.reason).toBe('GAME_CANCELLED');
    const bosList = (await stack.api.get<{ games: Array<{ id: string; status: string }> }>('/players/me/games', { token: bo.token })).body.games;
    expect(bosList.find((game) => game.id === id)?.status).toBe('cancelled');
    // Kept, out of the index.
    expect(await gameItem(id)).not.toHaveProperty('dueAt');
    fixedNow = new Date(lastChange + 100 * DAY_MS);
    expect((await stack.local.sweep()).abandoned).toEqual([]);
  });

  it('calls off a waiting timed game too; a game that starts gets its own check or clock, and a cancelled one leaves the index', async () => {
    const timed = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 3, turnTimeLimit: 3600, abandonAfter: 3 } });
    const timedItem = await gameItem(timed.body.id);
    expect(timedItem.dueAt).toBe(Date.parse(timedItem.createdAt as string) + 3 * DAY_MS);
    // A join, then the check: it moves on (a waiting game has no running clock, even with a time limit).
    await stack.api.post(`/games/${timed.body.id}/join`, { token: bo.token, body: { inviteCode: timed.body.inviteCode } });
    const joinedAt = Date.parse((await gameItem(timed.body.id)).updatedAt as string);
    fixedNow = new Date(timedItem.dueAt as number);
    expect((await stack.local.sweep()).abandoned).not.toContain(timed.body.id);
    expect((await gameItem(timed.body.id)).dueAt).toBe(joinedAt + 3 * DAY_MS);
    fixedNow = new Date(joinedAt + 3 * DAY_MS);
    expect((await stack.local.sweep()).abandoned).toContain(timed.body.id);
    expect((await envelopeOf(timed.body.id, ada)).status).toBe('cancelled');

    // Started: an untimed game's check counts from the start.
    const { id: started } = await startGame(stack.api, ada, [bo], { type: 'the-game', abandonAfter: 3 });
    const item = await gameItem(started);
    expect(item.dueAt).toBe(Date.parse(item.updatedAt as string) + 3 * DAY_MS);

    // Cancelled by the creator: out of the index at once.
    const called = await stack.api.post<Envelope>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } });
    expect(await gameItem(called.body.id)).toHaveProperty('dueAt');
    expect((await stack.api.post(`/games/${called.body.id}/cancel`, { token: ada.token })).status).toBe(200);
    expect(await gameItem(called.body.id)).not.toHaveProperty('dueAt');
  });

  it('leaves timed games to their clock, and refuses a bad value', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', turnTimeLimit: 3600 });
    const item = await gameItem(id);
    expect(item.dueAt).toBe(Date.parse(item.deadline as string) - 15 * 60 * 1000); // the reminder, not an idle check
    for (const abandonAfter of [0, 366, 1.5]) {
      const refused = await stack.api.post('/games', { token: ada.token, body: { type: 'the-game', seats: 2, abandonAfter } });
      expect(refused.status).toBe(400);
    }
  });
});

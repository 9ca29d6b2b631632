/**
 * Idempotency-Key: the same request with the same key applies once and always gets the first
 * answer — sent again later, sent concurrently, or sent after the game moved on. Keys are per
 * player; a key reused for a different request is refused; the stored answer expires after 24 h.
 * Refusals the server decided for a seated caller (422, 400 inside the batch) are first answers
 * too, stored without touching the game; answers that say "try again" (409) are not, nor any
 * refusal of a caller without a seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { storedGame } from '../support/game-log.js';
import { itemSize } from '../support/item-size.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, type TheGameView } from '../support/the-game.js';

let stack: TestStack;
let ada: TestPlayer;
let bo: TestPlayer;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  [ada, bo] = await Promise.all([registerPlayer(stack.api, 'Ada'), registerPlayer(stack.api, 'Bo')]);
});
afterAll(async () => {
  await stack?.stop();
});

const soloTurn = { moves: [{ type: 'play', card: 2, pile: 'up1' }, { type: 'play', card: 3, pile: 'up1' }, { type: 'endTurn' }] };

async function soloGame(): Promise<string> {
  return (await startGame(stack.api, ada, [], { type: 'the-game', seed: 'idem', deck: ascendingDeck() })).id;
}

async function moveEntries(id: string) {
  return storedGame(await stack.table.partition(`GAME#${id}`)).log.filter((entry) => entry.kind === 'move');
}

describe('Idempotency-Key', () => {
  it('applies a repeated request once and answers it with the first answer, byte for byte', async () => {
    const id = await soloGame();
    const headers = { 'idempotency-key': 'turn-1' };
    const first = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: soloTurn, headers });
    const again = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: soloTurn, headers });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect((await stack.api.get<Envelope>(`/games/${id}`)).body.version).toBe(1);
    const entries = await moveEntries(id);
    expect(entries).toHaveLength(1);

    // The answer is stored beside the game, scoped to the player, and expires after a day.
    const answers = (await stack.table.partition(`GAME#${id}`)).filter((item) => String(item.sk).startsWith('IDEM#'));
    expect(answers.map((item) => item.sk)).toEqual([`IDEM#${ada.id}#turn-1`]);
    // Stored deflated: the ~2 KB envelope costs a write of one 1 KB unit (times two in the transaction).
    expect(itemSize(answers[0]!)).toBeLessThan(1024);
    const ttl = (answers[0]!.expiresAt as number) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(24 * 3600 - 120);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);
  });

  it('replays the first answer even after the game moved on (no 409 for a stale version)', async () => {
    const id = await soloGame();
    const request = { version: 0, ...soloTurn };
    const first = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: request, headers: { 'idempotency-key': 'k1' } });
    const next = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: { moves: [{ type: 'play', card: 4, pile: 'up1' }, { type: 'play', card: 5, pile: 'up1' }, { type: 'endTurn' }] } });
    expect(next.body.version).toBe(2);
    const replay = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: request, headers: { 'idempotency-key': 'k1' } });
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    // Without the key the same request is stale.
    const stale = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: request });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'VERSION_CONFLICT', details: { version: 2 } } });
  });

  it('applies once when the same request and key arrive concurrently', async () => {
    const id = await soloGame();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: soloTurn, headers: { 'idempotency-key': 'together' } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]!.body.version).toBe(1);
    const entries = await moveEntries(id);
    expect(entries.map((entry) => entry.version)).toEqual([1]);
  });

  it('refuses a key reused for a different request, and writes nothing', async () => {
    const id = await soloGame();
    await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: soloTurn, headers: { 'idempotency-key': 'once' } });
    const before = await stack.table.scan();
    const other = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: { moves: [{ type: 'hint', pile: 'up2', signal: 'keepOff' }] }, headers: { 'idempotency-key': 'once' } });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: { code: 'VALIDATION', details: { code: 'IDEMPOTENCY_KEY_REUSED' } } });
    expect(await stack.table.scan()).toEqual(before);
  });

  it('keeps keys per player, and covers resignations too', async () => {
    const { id } = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'idem-two' });
    const hint = (pile: string) => ({ moves: [{ type: 'hint', pile, signal: 'canPlayWell' }] });
    const fromAda = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: hint('up1'), headers: { 'idempotency-key': 'same' } });
    const fromBo = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: bo.token, body: hint('up2'), headers: { 'idempotency-key': 'same' } });
    expect([fromAda.status, fromBo.status]).toEqual([200, 200]);
    expect(fromBo.body.version).toBe(fromAda.body.version + 1);

    const resign = await stack.api.post<Envelope>(`/games/${id}/resign`, { token: bo.token, headers: { 'idempotency-key': 'bye' } });
    const resignAgain = await stack.api.post<Envelope>(`/games/${id}/resign`, { token: bo.token, headers: { 'idempotency-key': 'bye' } });
    expect(resign.status).toBe(200);
    expect(resign.body.status).toBe('finished');
    expect(resign.body.outcome).toMatchObject({ reason: 'lost-conceded', winners: [] });
    expect(resignAgain.text).toBe(resign.text);
    const log = storedGame(await stack.table.partition(`GAME#${id}`)).log;
    expect(log.filter((entry) => entry.kind === 'resign')).toHaveLength(1);
  });

  it('refuses a malformed key before touching the game', async () => {
    const id = await soloGame();
    const before = await stack.table.scan();
    for (const key of ['', 'has space', 'x'.repeat(129), 'ünïcode']) {
      const answer = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: soloTurn, headers: { 'idempotency-key': key } });
      expect(answer.status, key).toBe(400);
    }
    expect(await stack.table.scan()).toEqual(before);
  });

  describe('refusals', () => {
    const handOf = async (id: string, player: TestPlayer) => ((await stack.api.get<Envelope>(`/games/${id}`, { token: player.token })).body.view as TheGameView).you!.hand;
    const lowTurn = (hand: number[]) => ({ moves: [...[...hand].sort((a, b) => a - b).slice(0, 2).map((card) => ({ type: 'play', card, pile: 'up1' })), { type: 'endTurn' }] });
    /** Two of the hand's highest cards onto down1 (which nobody else touches here): legal whenever it is the player's turn. */
    const highTurn = (hand: number[]) => ({ moves: [...[...hand].sort((a, b) => b - a).slice(0, 2).map((card) => ({ type: 'play', card, pile: 'down1' })), { type: 'endTurn' }] });
    /** A two-player game in which Ada opened, so Bo is awaited. */
    const awaitingBo = async (seed: string) => {
      const id = (await startGame(stack.api, ada, [bo], { type: 'the-game', seed, deck: ascendingDeck() })).id;
      expect((await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: lowTurn(await handOf(id, ada)) })).status).toBe(200);
      return id;
    };
    const itemsBesidesAnswers = async () => (await stack.table.scan()).filter((item) => !String(item.sk).startsWith('IDEM#'));

    it('replays a 422 to the same key and body, even once the request would now be legal, and applies nothing', async () => {
      const id = await awaitingBo('idem-refused');
      const early = highTurn(await handOf(id, ada));
      const headers = { 'idempotency-key': 'too-early' };
      const before = await itemsBesidesAnswers();
      const refused = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: early, headers });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: { code: 'RULE_VIOLATION', details: { code: 'NOT_YOUR_TURN' } } });
      // Storing the refusal wrote the answer item only: the game, its log and the seats are as they were.
      expect(await itemsBesidesAnswers()).toEqual(before);

      const boTurn = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: bo.token, body: lowTurn(await handOf(id, bo)) });
      expect(boTurn.status).toBe(200);
      const again = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: early, headers });
      expect(again.status).toBe(422);
      expect(again.text).toBe(refused.text);
      expect((await moveEntries(id)).map((entry) => entry.seat)).toEqual([0, 1]);
      // With a new key the request is judged afresh, and now it is legal.
      const fresh = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: early, headers: { 'idempotency-key': 'on-time' } });
      expect(fresh.status).toBe(200);
    });

    it('stores no refusal for a caller without a seat (or their keys would fill any game partition), and replays a 400 for a malformed move in the batch', async () => {
      const { id, inviteCode } = await startGame(stack.api, ada, [], { type: 'the-game', seed: 'idem-403', seats: 2, deck: ascendingDeck() });
      const outsider = await registerPlayer(stack.api, 'Cy');
      const hint = { moves: [{ type: 'hint', pile: 'up1', signal: 'canPlayWell' }] };
      const answerItems = async () => (await stack.table.partition(`GAME#${id}`)).filter((item) => String(item.sk).startsWith('IDEM#'));
      for (let key = 0; key < 3; key++) {
        const forbidden = await stack.api.post(`/games/${id}/moves`, { token: outsider.token, body: hint, headers: { 'idempotency-key': `outside-${key}` } });
        expect(forbidden.status).toBe(403);
        const resigned = await stack.api.post(`/games/${id}/resign`, { token: outsider.token, headers: { 'idempotency-key': `resign-${key}` } });
        expect(resigned.status).toBe(403);
      }
      expect(await answerItems()).toEqual([]);
      // Seated now, the same key and body are judged afresh, from the seat, and that answer is stored.
      expect((await stack.api.post(`/games/${id}/join`, { token: outsider.token, body: { inviteCode } })).status).toBe(200);
      const seated = await stack.api.post(`/games/${id}/moves`, { token: outsider.token, body: hint, headers: { 'idempotency-key': 'outside-0' } });
      expect(seated.status).not.toBe(403);
      expect((await answerItems()).map((item) => item.sk)).toEqual([`IDEM#${outsider.id}#outside-0`]);

      const movesBefore = (await moveEntries(id)).length;
      const malformed = { moves: [{ type: 'hint', pile: 'up1', signal: 'canPlayWell' }, { type: 'fly' }] };
      const invalid = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: malformed, headers: { 'idempotency-key': 'bad-batch' } });
      expect(invalid.status).toBe(400);
      const invalidAgain = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: malformed, headers: { 'idempotency-key': 'bad-batch' } });
      expect(invalidAgain.text).toBe(invalid.text);
      expect(await moveEntries(id)).toHaveLength(movesBefore);
    });

    it('does not store a 409: the same key and body succeed once the game reaches the version asked for', async () => {
      const id = await soloGame();
      const atVersionOne = { version: 1, moves: [{ type: 'play', card: 4, pile: 'up1' }, { type: 'play', card: 5, pile: 'up1' }, { type: 'endTurn' }] };
      const headers = { 'idempotency-key': 'ahead' };
      const conflict = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: atVersionOne, headers });
      expect(conflict.status).toBe(409);
      expect((await stack.table.partition(`GAME#${id}`)).filter((item) => String(item.sk).startsWith('IDEM#'))).toEqual([]);
      expect((await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: soloTurn })).status).toBe(200);
      const retried = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: atVersionOne, headers });
      expect(retried.status).toBe(200);
      expect(retried.body.version).toBe(2);
    });

    it('gives one refusal to the same keyed request sent concurrently, and stores one answer', async () => {
      const id = await awaitingBo('idem-refused-together');
      const early = highTurn(await handOf(id, ada));
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => stack.api.post(`/games/${id}/moves`, { token: ada.token, body: early, headers: { 'idempotency-key': 'early-together' } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(422));
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      const stored = (await stack.table.partition(`GAME#${id}`)).filter((item) => String(item.sk).startsWith('IDEM#'));
      expect(stored.map((item) => item.sk)).toEqual([`IDEM#${ada.id}#early-together`]);
      expect(await moveEntries(id)).toHaveLength(1);
    });
  });
});

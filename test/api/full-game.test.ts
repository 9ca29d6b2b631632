/**
 * A complete game of The Game over HTTP, from registration to the outcome: stacked deck and
 * fixed seed (local stack), three players, every turn one atomic batch. Along the way: no seat
 * ever sees another seat's hand (views and events), the version grows by one per change, the
 * player's game list knows whose turn it is, and at the end the revealed seed matches the
 * commitment and replays to the stored state.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import type { Envelope } from '../../functions/http/schemas.js';
import type { ApiClient } from '../support/api-client.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, cardNumbersIn, type TheGameView } from '../support/the-game.js';

const SEED = 'full-game-seed-1';
const theGame = gameById('the-game')!;

type EventLog = { id: string; version: number; entries: Array<{ version: number; kind: string; seat: number | null; events: Array<Record<string, unknown>> }>; next: number | null };

let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
  api = stack.api;
});
afterAll(async () => {
  await stack?.stop();
});

/** Each seat's hand as its own view shows it. */
async function handsOf(gameId: string, players: TestPlayer[]): Promise<number[][]> {
  return Promise.all(
    players.map(async (player) => {
      const answer = await api.get<Envelope>(`/games/${gameId}`, { token: player.token });
      return (answer.body.view as TheGameView).you!.hand;
    }),
  );
}

/** No seat's view or event log holds a card that is in another seat's hand right now. */
async function expectNoHandLeaks(gameId: string, players: TestPlayer[]): Promise<void> {
  const hands = await handsOf(gameId, players);
  for (const [viewerSeat, viewer] of players.entries()) {
    const [view, events] = await Promise.all([
      api.get<Envelope>(`/games/${gameId}`, { token: viewer.token }),
      api.get<EventLog>(`/games/${gameId}/events`, { token: viewer.token }),
    ]);
    const seen = cardNumbersIn([view.body.view, events.body.entries]);
    for (const [ownerSeat, hand] of hands.entries()) {
      if (ownerSeat === viewerSeat) continue;
      expect(hand.filter((card) => seen.has(card)), `seat ${viewerSeat} sees cards of seat ${ownerSeat}`).toEqual([]);
    }
  }
  // A spectator sees no hand at all.
  const spectator = await api.get<Envelope>(`/games/${gameId}`);
  expect((spectator.body.view as TheGameView).you).toBeNull();
  const spectatorSees = cardNumbersIn([spectator.body.view, (await api.get<EventLog>(`/games/${gameId}/events`)).body.entries]);
  expect(hands.flat().filter((card) => spectatorSees.has(card))).toEqual([]);
}

describe('a complete game of The Game over HTTP', () => {
  it('plays from registration to a won outcome with a stacked deck and a fixed seed', async () => {
    const players = [await registerPlayer(api, 'Ada'), await registerPlayer(api, 'Brook'), await registerPlayer(api, 'Cyd')];
    const deck = ascendingDeck();
    const created = await api.post<Envelope & { inviteCode: string }>('/games', { token: players[0]!.token, body: { type: 'the-game', seats: 3, seed: SEED, deck } });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${stack.local.url}/games/${created.body.id}`);
    expect(created.body).toMatchObject({ status: 'waiting', version: 0, you: 0, awaiting: [], yourTurn: false, view: null, outcome: null });
    expect(created.body.seats).toEqual([
      { seat: 0, playerId: players[0]!.id, name: 'Ada' },
      { seat: 1, playerId: null, name: null },
      { seat: 2, playerId: null, name: null },
    ]);
    const commitment = created.body.fairness.seedCommitment;
    expect(commitment).toBe(createHash('sha256').update(SEED, 'utf8').digest('hex'));
    expect(created.body.fairness.seed).toBeUndefined();
    const id = created.body.id;

    const second = await api.post<Envelope>(`/games/${id}/join`, { token: players[1]!.token, body: { inviteCode: created.body.inviteCode } });
    expect(second.body).toMatchObject({ status: 'waiting', version: 1, you: 1 });
    const third = await api.post<Envelope>(`/games/${id}/join`, { token: players[2]!.token, body: { inviteCode: created.body.inviteCode } });
    // The last seat starts the game: the opening awaits every seat (R1); the deck was dealt in blocks.
    expect(third.body).toMatchObject({ status: 'active', version: 2, you: 2, awaiting: [0, 1, 2], yourTurn: true });
    expect((third.body.view as TheGameView).you!.hand).toEqual([14, 15, 16, 17, 18, 19]);
    expect((await handsOf(id, players)).slice(0, 2)).toEqual([
      [2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13],
    ]);
    await expectNoHandLeaks(id, players);

    // Whose turn is it? The game list answers without a scan.
    const lists = await Promise.all(players.map((player) => api.get<{ games: Array<{ id: string; yourTurn: boolean; seat: number }> }>('/players/me/games?myTurn=true', { token: player.token })));
    expect(lists.map((list) => list.body.games.map((game) => game.id))).toEqual([[id], [id], [id]]);

    let version = 2;
    let envelope = third.body;
    let turns = 0;
    while (envelope.status === 'active') {
      const seat = envelope.awaiting[0]!;
      const player = players[seat]!;
      const mine = await api.get<Envelope>(`/games/${id}?legal=true`, { token: player.token });
      expect(mine.body.yourTurn).toBe(true);
      expect(mine.body.legalMoves!.length).toBeGreaterThan(0);
      const hand = (mine.body.view as TheGameView).you!.hand;
      const moved = await api.post<Envelope>(`/games/${id}/moves`, { token: player.token, body: { version, moves: ascendingTurn(hand) } });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.version).toBe(++version);
      envelope = moved.body;
      turns++;
      if (turns % 4 === 1 && envelope.status === 'active') await expectNoHandLeaks(id, players);
    }

    expect(turns).toBeGreaterThan(10);
    expect(envelope.status).toBe('finished');
    expect(envelope.outcome).toEqual({ reason: 'won', winners: [0, 1, 2], scores: [0, 0, 0] });
    expect(envelope.awaiting).toEqual([]);
    // The seed is revealed at the end and matches the commitment published at the start.
    expect(envelope.fairness).toEqual({ seedCommitment: commitment, seed: SEED });
    expect(createHash('sha256').update(envelope.fairness.seed!, 'utf8').digest('hex')).toBe(commitment);

    // Moves after the end are refused and change nothing.
    const late = await api.post(`/games/${id}/moves`, { token: players[0]!.token, body: { moves: [{ type: 'hint', pile: 'up1', signal: 'keepOff' }] } });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ error: { code: 'RULE_VIOLATION', details: { code: 'GAME_OVER', index: 0 } } });

    // The log: one entry per version, and replaying it from the revealed seed gives the stored state.
    const stored = storedGame(await stack.table.partition(`GAME#${id}`));
    const replay = replayStoredGame(theGame, stored, { deck });
    expect(replay.versions).toEqual(Array.from({ length: version + 1 }, (_, v) => v));
    expect(replay.replayed).toEqual(replay.stored);
    for (const entry of replay.events) expect(entry.replayed, `events of version ${entry.version}`).toEqual(entry.logged);

    // The spectator's event log ends with the reveal; seat statuses followed the game.
    const log = await api.get<EventLog>(`/games/${id}/events?after=${version - 1}`);
    expect(log.body.entries.map((entry) => entry.version)).toEqual([version]);
    expect(log.body.entries[0]!.events.map((event) => event.type)).toContain('handsRevealed');
    const finishedList = await api.get<{ games: Array<{ id: string; status: string; yourTurn: boolean }> }>('/players/me/games?status=finished', { token: players[1]!.token });
    expect(finishedList.body.games).toMatchObject([{ id, status: 'finished', yourTurn: false }]);
  });
});

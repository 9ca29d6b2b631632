/**
 * Players and their games: registration (the token is shown once and stored only hashed),
 * profile changes, the game list with its status and "my turn" filters, joining (idempotent for
 * a seated player), spectators, legal moves for the awaited seat, and paging the event log.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, PlayerGame } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

type EventLog = { version: number; entries: Array<{ version: number; kind: string; seat: number | null; at: string; events: Array<{ type: string }> }>; next: number | null };

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
});
afterAll(async () => {
  await stack?.stop();
});

describe('players', () => {
  it('registers a player whose token is shown once and stored only as a hash', async () => {
    const created = await stack.api.post<{ player: { id: string; name: string; notify: object; createdAt: string }; token: string }>('/players', { body: { name: '  Ada  ' } });
    expect(created.status).toBe(201);
    const { player, token } = created.body;
    expect(player).toMatchObject({ name: 'Ada', notify: {} });
    expect(token).toMatch(new RegExp(`^tp_${player.id}_[A-Za-z0-9_-]{43}$`));
    const secret = token.slice(`tp_${player.id}_`.length);

    const me = await stack.api.get<{ player: Record<string, unknown> }>('/players/me', { token });
    expect(me.body.player).toEqual(player);
    expect(JSON.stringify(me.body)).not.toContain(secret);

    const items = await stack.table.scan();
    expect(JSON.stringify(items)).not.toContain(secret);
    const profile = items.find((item) => item.pk === `PLAYER#${player.id}` && item.sk === 'PROFILE')!;
    // One session (this device), keyed by an id derived from the secret, holding only the secret's hash.
    const sessions = Object.values(profile.sessions as Record<string, { hash: string; label: string }>);
    expect(sessions).toEqual([expect.objectContaining({ hash: createHash('sha256').update(secret, 'utf8').digest('hex'), label: 'First device' })]);
    expect(profile.tokenHash).toBeUndefined();
  });

  it('changes the name and keeps notification channels empty until they exist', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const renamed = await stack.api.patch<{ player: { name: string; notify: object } }>('/players/me', { token: ada.token, body: { name: 'Ada L.', notify: {} } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.player).toMatchObject({ name: 'Ada L.', notify: {} });
    expect((await stack.api.get<{ player: { name: string } }>('/players/me', { token: ada.token })).body.player.name).toBe('Ada L.');
    // The new name goes into the seats the player takes from now on.
    const created = await stack.api.post<Envelope>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } });
    expect(created.body.seats[0]!.name).toBe('Ada L.');
  });
});

describe("a player's games", () => {
  it('lists them with one query, filtered by status and by whose turn it is', async () => {
    const [ada, bo] = await Promise.all([registerPlayer(stack.api, 'Ada'), registerPlayer(stack.api, 'Bo')]);
    const waiting = (await stack.api.post<Envelope>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } })).body.id;
    // Bo to play: Bo opens the game, so Bo is the active seat.
    const boTurn = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'list-1', deck: ascendingDeck() });
    await stack.api.post(`/games/${boTurn.id}/moves`, { token: bo.token, body: { moves: [{ type: 'play', card: 9, pile: 'up1' }] } });
    // Ada to play.
    const adaTurn = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'list-2', deck: ascendingDeck() });
    await stack.api.post(`/games/${adaTurn.id}/moves`, { token: ada.token, body: { moves: [{ type: 'play', card: 2, pile: 'up1' }] } });
    const finished = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'list-3' });
    await stack.api.post(`/games/${finished.id}/resign`, { token: bo.token });

    const list = async (query: string) => (await stack.api.get<{ games: PlayerGame[] }>(`/players/me/games${query}`, { token: ada.token })).body.games;
    const all = await list('');
    expect(all.map((game) => game.id).sort()).toEqual([waiting, boTurn.id, adaTurn.id, finished.id].sort());
    // Newest change first.
    expect(all.map((game) => game.updatedAt)).toEqual(all.map((game) => game.updatedAt).sort().reverse());
    expect((await list('?status=waiting')).map((game) => game.id)).toEqual([waiting]);
    expect((await list('?status=finished')).map((game) => game.id)).toEqual([finished.id]);
    expect((await list('?status=active')).map((game) => game.id).sort()).toEqual([boTurn.id, adaTurn.id].sort());
    expect((await list('?myTurn=true')).map((game) => game.id)).toEqual([adaTurn.id]);
    expect((await list('?myTurn=false')).map((game) => game.id).sort()).toEqual([waiting, boTurn.id, finished.id].sort());
    expect((await list('?status=active&myTurn=false')).map((game) => game.id)).toEqual([boTurn.id]);
    const mine = all.find((game) => game.id === adaTurn.id)!;
    expect(mine).toMatchObject({ type: 'the-game', status: 'active', seat: 0, awaiting: [0], yourTurn: true, deadline: null });
    expect(mine.seats.map((seat) => seat.name)).toEqual(['Ada', 'Bo']);
    const bosList = (await stack.api.get<{ games: PlayerGame[] }>('/players/me/games?myTurn=true', { token: bo.token })).body.games;
    expect(bosList.map((game) => game.id)).toEqual([boTurn.id]);
  });
});

describe('joining and viewing', () => {
  it('lets a seated player join again without a change, and shows spectators no seat', async () => {
    const [ada, bo] = await Promise.all([registerPlayer(stack.api, 'Ada'), registerPlayer(stack.api, 'Bo')]);
    const game = await startGame(stack.api, ada, [bo], { type: 'the-game', seed: 'join-again' });
    const again = await stack.api.post<Envelope>(`/games/${game.id}/join`, { token: bo.token, body: { inviteCode: game.inviteCode } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: game.envelope.version, you: 1 });

    const spectator = await stack.api.get<Envelope>(`/games/${game.id}?legal=true`);
    expect(spectator.body).toMatchObject({ you: null, yourTurn: false });
    expect(spectator.body.legalMoves).toBeUndefined();
    expect(spectator.body.view).toMatchObject({ you: null });
    const player = await stack.api.get<Envelope>(`/games/${game.id}?legal=true`, { token: ada.token });
    expect(player.body).toMatchObject({ you: 0, yourTurn: true });
    expect(player.body.legalMoves!.length).toBeGreaterThan(0);
    expect(player.body.legalMoves).toContainEqual({ type: 'play', card: expect.any(Number), pile: 'up1' });
  });

  it('pages through the event log after a version', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const { id } = await startGame(stack.api, ada, [], { type: 'the-game', seed: 'paging', deck: ascendingDeck() });
    for (const pile of ['up1', 'up2', 'down1', 'down2']) {
      await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: { moves: [{ type: 'hint', pile, signal: 'keepOff' }] } });
    }
    const all = await stack.api.get<EventLog>(`/games/${id}/events`, { token: ada.token });
    expect(all.body.entries.map((entry) => [entry.version, entry.kind])).toEqual([[0, 'create'], [1, 'move'], [2, 'move'], [3, 'move'], [4, 'move']]);
    expect(all.body).toMatchObject({ version: 4, next: null });
    expect(all.body.entries[1]!.events.map((event) => event.type)).toEqual(['hintGiven']);

    const first = await stack.api.get<EventLog>(`/games/${id}/events?after=0&limit=2`);
    expect(first.body.entries.map((entry) => entry.version)).toEqual([1, 2]);
    expect(first.body.next).toBe(2);
    const rest = await stack.api.get<EventLog>(`/games/${id}/events?after=${first.body.next}&limit=2`);
    expect(rest.body.entries.map((entry) => entry.version)).toEqual([3, 4]);
    const none = await stack.api.get<EventLog>(`/games/${id}/events?after=4`);
    expect(none.body).toMatchObject({ entries: [], next: null, version: 4 });
  });
});

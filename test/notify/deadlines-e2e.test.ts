/**
 * Turn time limits end to end on the local stack, with the sweeper's clock under the test's
 * control (no waiting): the deadline in the envelope, one reminder before it, the game's timeout
 * move at it (logged as a timeout, replayable, the players told), the resignation fallback for a
 * game without timeout moves, and a player's move racing the sweeper — exactly one lands, every time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById, games as registeredGames, type AnyGame } from '../../engine/index.js';
import { timeOutSeat } from '../../functions/domain/lifecycle.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { GameStore } from '../../functions/store/games.js';
import { Table } from '../../functions/store/table.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';
import { quickSchedule } from '../support/quick-delivery.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, ascendingTurn, type TheGameView } from '../support/the-game.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const theGame = gameById('the-game')!;
/** The Game without timeout moves: its timeouts fall back to a resignation (a concession in The Game). */
const untimed: AnyGame = { ...theGame, id: 'the-game-untimed', timeoutMove: undefined };

const HOUR = 3600;
/** The sweeper's clock: a fixed instant when set, else the real time. */
let fixedNow: Date | null = null;
let stack: TestStack;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, {
    now: () => fixedNow ?? new Date(),
    games: [...registeredGames, untimed],
    delivery: { timeoutMs: 2_000, schedule: quickSchedule(5) },
    streamPollMs: 50,
  });
});
afterAll(async () => {
  await stack?.stop();
  await Promise.all(receivers.map((receiver) => receiver.stop()));
});

async function withWebhook(name: string): Promise<{ player: TestPlayer; hook: WebhookReceiver }> {
  const player = await registerPlayer(stack.api, name);
  const hook = await WebhookReceiver.start();
  receivers.push(hook);
  const answer = await stack.api.patch<{ player: { notify: { webhook: { secret: string } } } }>('/players/me', { token: player.token, body: { notify: { webhook: { url: hook.url } } } });
  hook.secret = answer.body.player.notify.webhook.secret;
  return { player, hook };
}

async function twoSeatGame(type: string, turnTimeLimit: number, seed: string, players: TestPlayer[]): Promise<Envelope> {
  const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: players[0]!.token, body: { type, seats: 2, turnTimeLimit, seed, deck: ascendingDeck() } });
  expect(created.status, created.text).toBe(201);
  expect(created.body.deadline).toBeNull(); // no clock before the start
  const joined = await stack.api.post<Envelope>(`/games/${created.body.id}/join`, { token: players[1]!.token, body: { inviteCode: created.body.inviteCode } });
  return joined.body;
}

async function envelopeOf(id: string, player: TestPlayer, legal = false): Promise<Envelope> {
  return (await stack.api.get<Envelope>(`/games/${id}${legal ? '?legal=true' : ''}`, { token: player.token })).body;
}

const heard = (hook: WebhookReceiver) => hook.received.map((got) => `${got.event} v${got.body.version}`);
const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000);

describe('a turn that runs out', () => {
  it('is reminded once, then timed out with the game’s timeout move, logged as a timeout, the players told', async () => {
    fixedNow = null;
    const { player: ada, hook: toAda } = await withWebhook('Ada');
    const { player: bo, hook: toBo } = await withWebhook('Bo');
    const startedAt = Date.now();
    const opening = await twoSeatGame('the-game', HOUR, 'deadline-e2e', [ada, bo]);
    expect(opening).toMatchObject({ status: 'active', version: 1, awaiting: [0, 1] });
    expect(Date.parse(opening.deadline!)).toBeGreaterThanOrEqual(startedAt + HOUR * 1000);
    expect(Date.parse(opening.deadline!)).toBeLessThanOrEqual(Date.now() + HOUR * 1000);
    const id = opening.id;

    // Ada takes the whole first turn: Bo is awaited alone, on a fresh clock.
    const hand = ((await envelopeOf(id, ada)).view as TheGameView).you!.hand;
    const afterAda = (await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: { version: 1, moves: ascendingTurn(hand) } })).body;
    expect(afterAda).toMatchObject({ version: 2, awaiting: [1] });
    const deadline = afterAda.deadline!;
    expect(Date.parse(deadline)).toBeGreaterThan(Date.parse(opening.deadline!) - 1);
    const listed = await stack.api.get<{ games: Array<{ id: string; deadline: string }> }>('/players/me/games', { token: bo.token });
    expect(listed.body.games.find((game) => game.id === id)?.deadline).toBe(deadline);

    // The reminder comes 15 minutes before the deadline (a quarter of an hour-long limit), once.
    fixedNow = at(deadline, -15 * 60 - 1);
    expect((await stack.local.sweep()).reminded).toEqual([]);
    fixedNow = at(deadline, -15 * 60);
    expect((await stack.local.sweep()).reminded).toEqual([{ gameId: id, version: 2 }]);
    fixedNow = at(deadline, -60);
    expect(await stack.local.sweep()).toMatchObject({ reminded: [], timedOut: [] });
    expect((await envelopeOf(id, bo)).version).toBe(2); // a reminder is not a change of the game

    // At the deadline: Bo's timeout move (his lowest card), as a change of its own.
    fixedNow = at(deadline);
    expect((await stack.local.sweep()).timedOut).toEqual([{ gameId: id, version: 3, seat: 1 }]);
    const timedOut = await envelopeOf(id, bo);
    expect(timedOut).toMatchObject({ version: 3, awaiting: [1] });
    // Bo is still awaited (a turn is two plays at least): his clock restarted, so nothing is due at this instant.
    expect(Date.parse(timedOut.deadline!)).toBeGreaterThan(Date.parse(deadline));
    expect((await stack.local.sweep()).timedOut).toEqual([]);
    const events = await stack.api.get<{ entries: Array<{ version: number; kind: string; seat: number; events: Array<{ type: string }> }> }>(`/games/${id}/events?after=2`, { token: ada.token });
    expect(events.body.entries).toEqual([expect.objectContaining({ version: 3, kind: 'timeout', seat: 1 })]);
    expect(events.body.entries[0]!.events.map((event) => event.type)).toContain('cardPlayed');

    // Two more timeouts finish Bo's turn (a second play, then endTurn): Ada's turn.
    fixedNow = at(timedOut.deadline!);
    expect((await stack.local.sweep()).timedOut).toEqual([{ gameId: id, version: 4, seat: 1 }]);
    fixedNow = at((await envelopeOf(id, bo)).deadline!);
    expect((await stack.local.sweep()).timedOut).toEqual([{ gameId: id, version: 5, seat: 1 }]);
    expect(await envelopeOf(id, ada)).toMatchObject({ version: 5, awaiting: [0], yourTurn: true });

    await stack.local.notificationsSettled();
    expect(heard(toAda)).toEqual(['game-started v1', 'your-turn v1', 'your-turn v5']);
    // v2 took the opening (it awaited both seats): now it is really Bo's turn, and he is told.
    expect(heard(toBo)).toEqual(['game-started v1', 'your-turn v1', 'your-turn v2', 'reminder v2', 'timed-out v3', 'timed-out v4', 'timed-out v5']);
    expect(toBo.received.every((got) => got.validSignature)).toBe(true);

    const stored = storedGame(await stack.table.partition(`GAME#${id}`));
    expect(stored.log.filter((entry) => entry.kind === 'timeout').map((entry) => entry.moves.map((move) => move.type))).toEqual([['play'], ['play'], ['endTurn']]);
    const replay = replayStoredGame(theGame, stored, { deck: ascendingDeck() });
    expect(replay.replayed).toEqual(replay.stored);
    fixedNow = null;
  });

  it('falls back to a resignation when the game has no timeout move (The Game: the team concedes)', async () => {
    fixedNow = null;
    const { player: cy, hook: toCy } = await withWebhook('Cy');
    const { player: dee, hook: toDee } = await withWebhook('Dee');
    const opening = await twoSeatGame('the-game-untimed', 60, 'deadline-resign', [cy, dee]);
    fixedNow = at(opening.deadline!);
    const report = await stack.local.sweep();
    // The opening awaits both seats; the first awaited seat is resigned for, which ends the game.
    expect(report.timedOut).toEqual([{ gameId: opening.id, version: 2, seat: 0 }]);
    const finished = await envelopeOf(opening.id, dee);
    expect(finished).toMatchObject({ status: 'finished', version: 2, awaiting: [], deadline: null });
    expect(finished.outcome?.reason).toBe('lost-conceded');

    await stack.local.notificationsSettled();
    expect(heard(toCy)).toEqual(['game-started v1', 'your-turn v1', 'timed-out v2', 'game-finished v2']);
    expect(heard(toDee)).toEqual(['game-started v1', 'your-turn v1', 'game-finished v2']);
    const stored = storedGame(await stack.table.partition(`GAME#${opening.id}`));
    expect(stored.log.at(-1)).toMatchObject({ kind: 'timeout', seat: 0, moves: [] });
    expect(stored.item).not.toHaveProperty('dueAt'); // out of the deadline index for good
    const replay = replayStoredGame(untimed, stored, { deck: ascendingDeck() });
    expect(replay.replayed).toEqual(replay.stored);
    fixedNow = null;
  });
});

/** The awaited seat's first legal move, at the current version. */
async function playFirstLegalMove(id: string, players: TestPlayer[]): Promise<void> {
  const current = await envelopeOf(id, players[0]!);
  const mover = players[current.awaiting[0]!]!;
  const legal = (await envelopeOf(id, mover, true)).legalMoves!;
  const moved = await stack.api.post(`/games/${id}/moves`, { token: mover.token, body: { version: current.version, moves: [legal[0]] } });
  expect(moved.status).toBe(200);
}

describe('a move racing the sweeper at the deadline', () => {
  it('never lands together with the timeout: exactly one of them does, every time', async () => {
    fixedNow = null;
    const [eve, fay] = [await registerPlayer(stack.api, 'Eve'), await registerPlayer(stack.api, 'Fay')];
    const players = [eve, fay];
    const opening = await twoSeatGame('the-game', 60, 'deadline-race', players);
    const id = opening.id;
    // Past the opening race: one seat awaited at a time.
    const hand = ((await envelopeOf(id, eve)).view as TheGameView).you!.hand;
    await stack.api.post(`/games/${id}/moves`, { token: eve.token, body: { version: opening.version, moves: ascendingTurn(hand) } });

    const outcomes: string[] = [];
    for (let round = 0; round < 12; round++) {
      // A timeout restarts the clock from the sweeper's (test) clock, ahead of the API's real one:
      // an ordinary move first puts this round's deadline back on the API's clock, as it would be live.
      if (outcomes.at(-1) === 'timeout') await playFirstLegalMove(id, players);
      const before = await envelopeOf(id, fay);
      const seat = before.awaiting[0]!;
      const mover = players[seat]!;
      const legal = (await envelopeOf(id, mover, true)).legalMoves!;
      // The sweeper's clock stands exactly at this turn's deadline: the timeout is due, a fresh clock is not.
      fixedNow = at(before.deadline!);
      const [moved, report] = await Promise.all([
        stack.api.post<Envelope>(`/games/${id}/moves`, { token: mover.token, body: { version: before.version, moves: [legal[0]] } }),
        stack.local.sweep(),
      ]);
      const landed = storedGame(await stack.table.partition(`GAME#${id}`)).log.filter((entry) => entry.version > before.version);
      expect(landed, `round ${round}`).toHaveLength(1);
      expect(landed[0]!.version).toBe(before.version + 1);
      if (moved.status === 200) {
        expect(landed[0]!.kind).toBe('move');
        expect(report.timedOut).toEqual([]);
      } else {
        expect(moved.status).toBe(409);
        expect(landed[0]).toMatchObject({ kind: 'timeout', seat });
        expect(report.timedOut).toEqual([{ gameId: id, version: before.version + 1, seat }]);
      }
      outcomes.push(landed[0]!.kind);
    }
    expect(outcomes).toHaveLength(12);
    const replay = replayStoredGame(theGame, storedGame(await stack.table.partition(`GAME#${id}`)), { deck: ascendingDeck() });
    expect(replay.replayed).toEqual(replay.stored);
    fixedNow = null;
  });

  it('is decided by the version condition in both orders (each interleaving forced once)', async () => {
    fixedNow = null;
    const [gus, hal] = [await registerPlayer(stack.api, 'Gus'), await registerPlayer(stack.api, 'Hal')];
    const opening = await twoSeatGame('the-game', 60, 'deadline-orders', [gus, hal]);
    const id = opening.id;
    const games = new GameStore(new Table(stack.table.dynamo, stack.table.name));
    const hand = ((await envelopeOf(id, gus)).view as TheGameView).you!.hand;
    await stack.api.post(`/games/${id}/moves`, { token: gus.token, body: { version: opening.version, moves: ascendingTurn(hand) } });

    // The sweeper read the game and decided its timeout; then Hal's move landed: the timeout is refused.
    const read = (await games.load(id))!;
    const legal = (await envelopeOf(id, hal, true)).legalMoves!;
    const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: hal.token, body: { version: read.version, moves: [legal[0]] } });
    expect(moved.status).toBe(200);
    const late = await games.commit(timeOutSeat(read, theGame, at(read.deadline!)));
    expect(late).toMatchObject({ committed: false, lost: 'version', currentVersion: read.version + 1 });

    // Hal chose a move at a version; the timeout landed first: the move is refused with 409.
    const current = (await games.load(id))!;
    const chosen = (await envelopeOf(id, hal, true)).legalMoves![0];
    expect(await games.commit(timeOutSeat(current, theGame, at(current.deadline!)))).toEqual({ committed: true });
    const refused = await stack.api.post<{ error: { code: string; details: { version: number } } }>(`/games/${id}/moves`, { token: hal.token, body: { version: current.version, moves: [chosen] } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'VERSION_CONFLICT', details: { version: current.version + 1 } });

    const kinds = storedGame(await stack.table.partition(`GAME#${id}`)).log.map((entry) => entry.kind);
    expect(kinds).toEqual(['create', 'join', 'move', 'move', 'timeout']);
  });
});

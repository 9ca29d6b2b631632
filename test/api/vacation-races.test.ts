/**
 * Races on a player's profile and vacation, through the real HTTP server on DynamoDB Local.
 *
 * - Two PATCH /players/me at once, really racing (rounds of Promise.all): each is computed from a
 *   read of the player and lands only if nothing wrote it since (a lost race reads again), so
 *   neither channel change is lost, and the seats of the player's games end with the vacation the
 *   player item ends with.
 * - A join (or a new game) while the player's vacation PATCH runs, each interleaving forced by
 *   holding one DynamoDB request of the join until the PATCH reached a given point: the seat ends
 *   up carrying exactly the vacation the player item has (a held clock while away, none after).
 */
import { NOTIFICATION_EVENTS } from '../../functions/notify/channels/events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportHandler, type Transport, type WireRequest as HttpRequest } from '../support/dynamo-transport.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

const DAY = 24 * 3600 * 1000;
type Profile = { player: { vacation: { from: string; until: string } | null; notify: { email?: { address: string; events: string[] }; webhook?: { url: string } } } };

/** One DynamoDB request held on its way out: `reached` once it was sent, released by `release()`. */
interface Hold {
  reached: Promise<void>;
  release(): void;
}

/** A transport that can hold the next request matching a test: how the tests order two requests' steps by hand. */
function holdingTransport() {
  let armed: { matches: (request: HttpRequest) => boolean; hold: Hold; arrived: () => void; gate: Promise<void> } | null = null;
  // A throttled DynamoDB cannot be caused for real on DynamoDB Local: answered here, as AWS answers it.
  let throttling: { after: (request: HttpRequest) => boolean; seen: boolean; fails: (request: HttpRequest) => boolean } | null = null;
  const wrap = (real: Transport): Transport => async (request) => {
    if (throttling?.seen && throttling.fails(request)) {
      return { status: 400, headers: {}, body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'throttled' }) };
    }
    if (throttling?.after(request)) throttling.seen = true;
    const current = armed;
    if (current && current.matches(request)) {
      armed = null;
      current.arrived();
      await current.gate;
    }
    return real(request);
  };
  const holdNext = (matches: (request: HttpRequest) => boolean): Hold => {
    let arrived!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const hold = { reached, release };
    armed = { matches, hold, arrived, gate };
    return hold;
  };
  /** Once a request matching `after` went out, every request matching `fails` is throttled, until `stop()`. */
  const throttleAfter = (after: (request: HttpRequest) => boolean, fails: (request: HttpRequest) => boolean) => {
    throttling = { after, seen: false, fails };
    return { stop: () => (throttling = null) };
  };
  return { wrap, holdNext, throttleAfter };
}

const target = (request: HttpRequest) => (request.headers['x-amz-target'] ?? '').replace(/^DynamoDB_20120810\./, '');
/** The commit that writes a game (a join, a vacation copied onto a seat): a transaction naming it. */
const commitOf = (gameId: string) => (request: HttpRequest) => target(request) === 'TransactWriteItems' && request.body.includes(gameId);
/** The Query listing a player's seats (the PATCH's holdClocks). */
const seatList = (playerId: string) => (request: HttpRequest) => target(request) === 'Query' && request.body.includes(`PLAYER#${playerId}`);

const transport = holdingTransport();
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { dynamoRequestHandler: transportHandler(transport.wrap), settings: { TURNPOST_VACATION_CHANGES_PER_DAY: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

async function profile(player: TestPlayer): Promise<Profile['player']> {
  const answer = await stack.api.get<Profile>('/players/me', { token: player.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.player;
}

async function setVacation(player: TestPlayer, until: number | null) {
  const answer = await stack.api.patch<Profile>('/players/me', { token: player.token, body: { vacation: until === null ? null : { until: new Date(until).toISOString() } } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.player;
}

/** A waiting three-seat The Game created by `creator`, with its invite code. */
async function waitingGame(creator: TestPlayer): Promise<{ id: string; inviteCode: string }> {
  const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: creator.token, body: { type: 'the-game', seats: 3, turnTimeLimit: 3600 } });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id, inviteCode: created.body.inviteCode };
}

async function join(player: TestPlayer, game: { id: string; inviteCode: string }): Promise<Envelope> {
  const joined = await stack.api.post<Envelope>(`/games/${game.id}/join`, { token: player.token, body: { inviteCode: game.inviteCode } });
  expect(joined.status, joined.text).toBe(200);
  return joined.body;
}

/** The vacation end `player`'s seat in game `id` carries (null: none). */
async function seatVacation(id: string, player: TestPlayer): Promise<string | null> {
  const answer = await stack.api.get<Envelope>(`/games/${id}`, { token: player.token });
  expect(answer.status, answer.text).toBe(200);
  const seat = answer.body.seats.find((holder) => holder.playerId === player.id);
  return seat?.onVacation?.until ?? null;
}

describe('two PATCH /players/me at once', () => {
  it("lose neither change: an e-mail channel's events and a webhook set at the same moment both stay", async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    // The same address each round (a new one would mail a confirmation each time, and those are capped per hour).
    const address = 'ada@example.com';
    for (let round = 0; round < 12; round++) {
      const events = [NOTIFICATION_EVENTS[round % NOTIFICATION_EVENTS.length]!];
      const url = `https://hooks.example.com/ada/${round}`;
      const answers = await Promise.all([
        stack.api.patch('/players/me', { token: ada.token, body: { notify: { email: { address, events } } } }),
        stack.api.patch('/players/me', { token: ada.token, body: { notify: { webhook: { url } } } }),
      ]);
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      const { notify } = await profile(ada);
      expect({ round, email: notify.email?.events, webhook: notify.webhook?.url }).toEqual({ round, email: events, webhook: url });
    }
  });

  it('leave every seat with the vacation the player ends with', async () => {
    const [ada, bo] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo')];
    const game = await waitingGame(ada);
    await join(bo, game);
    const start = Date.now();
    for (let round = 0; round < 12; round++) {
      const ends = [start + DAY + round * 60_000, start + 2 * DAY + round * 60_000];
      await Promise.all(ends.map((until) => setVacation(bo, until)));
      const vacation = (await profile(bo)).vacation;
      expect(vacation && ends.map((end) => new Date(end).toISOString())).toContain(vacation?.until);
      expect({ round, seat: await seatVacation(game.id, bo) }).toEqual({ round, seat: vacation!.until });
    }
  });
});

describe('a join while the vacation PATCH runs', () => {
  /**
   * Where the join's commit lands in the PATCH's steps: the PATCH writes the player item, lists
   * the player's seats, then copies the vacation onto them. The join read the player before.
   */
  const interleavings = [
    { name: 'after the PATCH listed the seats (the seat is not among them)', joinLands: 'after-patch' },
    { name: 'between the player write and the seat list (the list has the seat)', joinLands: 'before-seat-list' },
  ] as const;

  for (const { name, joinLands } of interleavings) {
    for (const change of ['starts', 'ends'] as const) {
      it(`seats the player as the vacation now stands when it ${change} and the join lands ${name}`, async () => {
        const [ada, bo] = [await registerPlayer(stack.api, 'Ada'), await registerPlayer(stack.api, 'Bo')];
        const until = Date.now() + 3 * DAY;
        if (change === 'ends') await setVacation(bo, until);
        const game = await waitingGame(ada);

        const joinCommit = transport.holdNext(commitOf(game.id));
        const joining = join(bo, game);
        await joinCommit.reached; // the join read Bo's player item already, and waits to commit
        if (joinLands === 'after-patch') {
          await setVacation(bo, change === 'starts' ? until : null);
          joinCommit.release();
          await joining;
        } else {
          const listing = transport.holdNext(seatList(bo.id));
          const patching = setVacation(bo, change === 'starts' ? until : null);
          await listing.reached; // the player item is written; the seats are not listed yet
          joinCommit.release();
          await joining;
          listing.release();
          await patching;
        }

        const stands = (await profile(bo)).vacation?.until ?? null;
        expect(stands).toBe(change === 'starts' ? new Date(until).toISOString() : null);
        expect(await seatVacation(game.id, bo)).toBe(stands);
      });
    }
  }

  it('seats the creator of a new game as the vacation now stands when it starts during the creation', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const until = new Date(Date.now() + 2 * DAY).toISOString();
    const creation = transport.holdNext((request) => target(request) === 'TransactWriteItems' && request.body.includes(`PLAYER#${ada.id}`) && request.body.includes('GAME#'));
    const creating = stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } });
    await creation.reached;
    await setVacation(ada, Date.parse(until));
    creation.release();
    const created = await creating;
    expect(created.status, created.text).toBe(201);
    expect(created.body.seats[0]?.onVacation).toEqual({ until });
    expect(await seatVacation(created.body.id, ada)).toBe(until);
  });

  it('answers 201 for a game it saved even when the vacation re-check after the commit is throttled', async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const creation = (request: HttpRequest) => target(request) === 'TransactWriteItems' && request.body.includes(`PLAYER#${ada.id}`) && request.body.includes('GAME#');
    const readOfAda = (request: HttpRequest) => target(request) === 'GetItem' && request.body.includes(`PLAYER#${ada.id}`);
    const throttled = transport.throttleAfter(creation, readOfAda);
    const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 2 } }).finally(throttled.stop);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ status: 'waiting', version: 0, you: 0 });
    expect(created.body.inviteCode).toEqual(expect.any(String));
    const mine = await stack.api.get<{ games: Array<{ id: string }> }>('/players/me/games', { token: ada.token });
    expect(mine.body.games.map((game) => game.id)).toEqual([created.body.id]);
  });
});

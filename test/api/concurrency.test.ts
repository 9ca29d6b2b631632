/**
 * Races: 20 clients submit different legal moves to one game at the same moment.
 * - With `version`: exactly one lands (version + 1); the other 19 get 409 naming the new version.
 * - Without `version`: the server reloads and retries, so every move that is still legal on the
 *   newest state lands (hints by other seats always are), the rest get 422; never a 409.
 * Either way the log and the state agree: replaying the log from the seed gives the stored state.
 * Then the same with three games at once: races in one game do not leak into another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../engine/index.js';
import type { Envelope } from '../../functions/http/schemas.js';
import type { ApiAnswer } from '../support/api-client.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import type { TheGameView } from '../support/the-game.js';

const theGame = gameById('the-game')!;
const PILES = ['up1', 'up2', 'down1', 'down2'] as const;

let stack: TestStack;
let players: TestPlayer[];

beforeAll(async () => {
  // Races, not latency: two hundred racers on a loaded machine may outlast API Gateway's 30 s,
  // which test/api/http-adapter.test.ts covers; here a slow answer must still be a correct one.
  stack = await startTestStack(import.meta.url, { requestDeadlineMs: 180_000 });
  players = await Promise.all(['P0', 'P1', 'P2', 'P3', 'P4'].map((name) => registerPlayer(stack.api, name)));
});
afterAll(async () => {
  await stack?.stop();
});

interface Client {
  player: TestPlayer;
  seat: number;
  move: Record<string, unknown>;
}

async function viewOf(id: string, player: TestPlayer): Promise<Envelope> {
  return (await stack.api.get<Envelope>(`/games/${id}`, { token: player.token })).body;
}

/** Sends every client's move at once (each its own request), optionally naming `version`. */
type MoveAnswer = ApiAnswer<Envelope & { error?: { code: string; details?: Record<string, unknown> } }>;

function race(id: string, clients: Client[], version?: number): Promise<MoveAnswer[]> {
  return Promise.all(
    clients.map((client) =>
      stack.api.post<MoveAnswer['body']>(`/games/${id}/moves`, { token: client.player.token, body: version === undefined ? { moves: [client.move] } : { version, moves: [client.move] } }),
    ),
  );
}

/** Log entries after `after` as (seat, move) pairs, straight from the table. */
async function landedSince(id: string, after: number) {
  const stored = storedGame(await stack.table.partition(`GAME#${id}`));
  return { stored, landed: stored.log.filter((entry) => entry.version > after).map((entry) => ({ version: entry.version, seat: entry.seat, move: entry.moves[0] })) };
}

async function expectLogMatchesState(id: string) {
  const stored = storedGame(await stack.table.partition(`GAME#${id}`));
  const replay = replayStoredGame(theGame, stored);
  expect(replay.versions).toEqual(Array.from({ length: replay.version + 1 }, (_, v) => v));
  expect(replay.replayed).toEqual(replay.stored);
}

/** One five-seat game through both races; returns what happened for the assertions. */
async function raceOneGame(seed: string) {
  const { id, envelope } = await startGame(stack.api, players[0]!, players.slice(1), { type: 'the-game', seed });
  const opening = envelope.version;
  expect(envelope.awaiting).toEqual([0, 1, 2, 3, 4]);

  // Race 1 (the opening awaits every seat): 4 different legal plays per seat, all at the same version.
  const withVersion: Client[] = [];
  for (const [seat, player] of players.entries()) {
    const plays = ((await viewOf(id, player)).view as TheGameView).you!.legalPlays.slice(0, 4);
    for (const play of plays) withVersion.push({ player, seat, move: { type: 'play', ...play } });
  }
  const first = await race(id, withVersion, opening);
  const { landed: landedFirst } = await landedSince(id, opening);

  // Race 2 at the new version, without `version`: the starting seat's plays, and every other seat's hints.
  const started = await viewOf(id, players[0]!);
  const active = started.awaiting[0]!;
  const activePlays = ((await viewOf(id, players[active]!)).view as TheGameView).you!.legalPlays.slice(0, 4);
  const withoutVersion: Client[] = activePlays.map((play) => ({ player: players[active]!, seat: active, move: { type: 'play', ...play } }));
  for (const [seat, player] of players.entries()) {
    if (seat === active) continue;
    for (const pile of PILES) withoutVersion.push({ player, seat, move: { type: 'hint', pile, signal: 'keepOff' } });
  }
  const second = await race(id, withoutVersion);
  const { landed: landedSecond } = await landedSince(id, started.version);
  const final = await viewOf(id, players[0]!);
  return { id, opening, withVersion, first, landedFirst, started, active, withoutVersion, second, landedSecond, final };
}

function expectRaceOutcome(result: Awaited<ReturnType<typeof raceOneGame>>) {
  const { opening, withVersion, first, landedFirst, started, active, withoutVersion, second, landedSecond, final } = result;
  expect(withVersion).toHaveLength(20);
  expect(withoutVersion).toHaveLength(20);

  // With a version: exactly one winner, 19 × 409 naming the version that won.
  const winners = first.filter((answer) => answer.status === 200);
  expect(winners).toHaveLength(1);
  expect(winners[0]!.body.version).toBe(opening + 1);
  const losers = first.filter((answer) => answer.status !== 200);
  expect(losers.map((answer) => answer.status)).toEqual(Array(19).fill(409));
  for (const loser of losers) expect(loser.body.error).toMatchObject({ code: 'VERSION_CONFLICT', details: { version: opening + 1 } });
  expect(landedFirst).toHaveLength(1);
  const winner = withVersion[first.indexOf(winners[0]!)]!;
  expect(landedFirst[0]).toEqual({ version: opening + 1, seat: winner.seat, move: winner.move });
  expect(started.version).toBe(opening + 1);
  expect(active).toBe(winner.seat);

  // Without a version: no 409 (lost races were retried); every hint lands; plays land or are refused by the rules.
  expect(second.every((answer) => answer.status === 200 || answer.status === 422), JSON.stringify(second.map((a) => a.status))).toBe(true);
  withoutVersion.forEach((client, i) => {
    if (client.move.type === 'hint') expect(second[i]!.status, JSON.stringify(second[i]!.body)).toBe(200);
    if (second[i]!.status === 422) expect(second[i]!.body.error!.code).toBe('RULE_VIOLATION');
  });
  const landedClients = withoutVersion.filter((_, i) => second[i]!.status === 200);
  expect(landedClients.filter((client) => client.seat === active).length).toBeGreaterThanOrEqual(1);
  // Each landed request is exactly one log entry, with consecutive versions, and nothing else landed.
  expect(landedSecond.map((entry) => entry.version)).toEqual(Array.from({ length: landedClients.length }, (_, i) => started.version + 1 + i));
  const key = (entry: { seat: number | null; move: unknown }) => JSON.stringify([entry.seat, entry.move]);
  expect(landedSecond.map(key).sort()).toEqual(landedClients.map(key).sort());
  expect(new Set(second.filter((a) => a.status === 200).map((a) => a.body.version)).size).toBe(landedClients.length);
  expect(final.version).toBe(started.version + landedClients.length);
}

describe('concurrent submissions to one game', () => {
  it('with a version exactly one lands; without one, lost races are retried onto the newest state', async () => {
    const result = await raceOneGame('race-single');
    expectRaceOutcome(result);
    await expectLogMatchesState(result.id);
  });

  // 120 racing requests and their retries against one emulator: give a loaded 2-core CI machine room.
  it('holds for three games raced at once', { timeout: 240_000 }, async () => {
    const results = await Promise.all(Array.from({ length: 3 }, (_, i) => raceOneGame(`race-many-${i}`)));
    for (const result of results) {
      expectRaceOutcome(result);
      await expectLogMatchesState(result.id);
    }
  });
});

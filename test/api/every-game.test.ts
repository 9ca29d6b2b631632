/**
 * Every registered game played whole over HTTP against the local stack: players register, the
 * creator opens the game, the others join with the invite code, and the awaited seat plays one of
 * the legal moves the API offers (`?legal=true`, chosen by a seeded random player) with the
 * version it last saw, until the game ends. Then the log is replayed from the revealed seed and
 * every seat's view and event log over HTTP must equal what the engine allows that seat — so the
 * API shows each viewer exactly the engine's filtered view, nothing more.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random, eventFor, gameById, games, replayGame, type ReplayStep } from '../../engine/index.js';
import { typedSchemas } from '../../functions/http/game-schemas.js';
import { Envelope as LooseEnvelope, type Envelope, type Replay } from '../../functions/http/schemas.js';
import { replayStoredGame, storedGame } from '../support/game-log.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

type EventLog = { entries: Array<{ version: number; events: Array<Record<string, unknown>> }>; next: number | null };

/**
 * Every game of the registry, with the short game its definition declares (`quickGame`): by
 * default 3 seats (within the game's range) and the default options.
 */
const configurations = games.map((game) => ({
  type: game.id,
  seats: game.quickGame?.players ?? Math.min(Math.max(3, game.minPlayers), game.maxPlayers),
  options: game.quickGame?.options ?? {},
}));

it('the declared short games are the ones these titles have always been played with over HTTP', () => {
  expect(configurations).toEqual(
    expect.arrayContaining([
      { type: 'the-game', seats: 3, options: { extreme: true } },
      { type: 'flip-7', seats: 3, options: {} },
      { type: 'auslage', seats: 2, options: {} },
      { type: 'reihen', seats: 3, options: { useCharacters: true } },
      { type: 'downhill', seats: 3, options: { rounds: 1 } },
    ]),
  );
});

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
});
afterAll(async () => {
  await stack?.stop();
});

async function fullEventLog(gameId: string, token?: string): Promise<EventLog['entries']> {
  const entries: EventLog['entries'] = [];
  let query = '';
  for (;;) {
    const page = await stack.api.get<EventLog>(`/games/${gameId}/events${query}`, token ? { token } : {});
    expect(page.status).toBe(200);
    entries.push(...page.body.entries);
    if (page.body.next === null) return entries;
    query = `?after=${page.body.next}`;
  }
}

/** The envelope as GET /openapi.json documents it (typed per game): every answer must parse with it. */
const documentedEnvelope = typedSchemas(games).replacing.get(LooseEnvelope)!;

describe.each(configurations)('$type played whole over HTTP', (config) => {
  // A whole game is hundreds of requests: inside the loaded suite it may take minutes.
  it('reaches an outcome, and every viewer saw exactly what the engine allows', { timeout: 300_000 }, async () => {
    const api = stack.api;
    const game = gameById(config.type)!;
    const seed = `every-game:${config.type}`;
    const players: TestPlayer[] = [];
    for (let seat = 0; seat < config.seats; seat++) players.push(await registerPlayer(api, `${config.type}-${seat}`));
    const started = await startGame(api, players[0]!, players.slice(1), { type: config.type, options: config.options, seed });
    let envelope: Envelope = started.envelope;
    expect(envelope.status).toBe('active');

    const chooser = Random.fromSeed(`chooser:${config.type}`);
    let submissions = 0;
    while (envelope.status === 'active') {
      const seat = chooser.pick(envelope.awaiting);
      const mine = await api.get<Envelope>(`/games/${started.id}?legal=true`, { token: players[seat]!.token });
      expect(mine.body).toMatchObject({ you: seat, yourTurn: true, version: envelope.version });
      expect(documentedEnvelope.safeParse(mine.body).error?.issues ?? []).toEqual([]);
      const move = chooser.pick(mine.body.legalMoves!);
      const moved = await api.post<Envelope>(`/games/${started.id}/moves`, { token: players[seat]!.token, body: { version: mine.body.version, moves: [move] } });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.version).toBe(mine.body.version + 1);
      envelope = moved.body;
      submissions++;
      expect(submissions, 'the game should end').toBeLessThan(2_000);
    }

    expect(envelope.status).toBe('finished');
    expect(envelope.awaiting).toEqual([]);
    expect(envelope.fairness.seed).toBe(seed);
    expect(createHash('sha256').update(seed, 'utf8').digest('hex')).toBe(envelope.fairness.seedCommitment);

    // The stored log replays to the stored state, and the outcome is the engine's.
    const replay = replayStoredGame(game, storedGame(await stack.table.partition(`GAME#${started.id}`)));
    expect(replay.replayed).toEqual(replay.stored);
    expect(envelope.outcome).toEqual(game.outcome(replay.replayed));

    // What the replay route publishes, to anyone, replays to the same final state.
    const published = await api.get<Replay>(`/games/${started.id}/replay`);
    expect(published.status, published.text).toBe(200);
    expect(published.body.fairness.seed).toBe(seed);
    const frames = replayGame(game, { players: published.body.players, options: published.body.options, seed: published.body.fairness.seed }, published.body.steps as ReplayStep[]);
    expect(frames.map((frame) => frame.version)).toEqual(replay.versions);
    expect(frames.at(-1)!.state).toEqual(published.body.finalState);
    expect(published.body.finalState).toEqual(JSON.parse(JSON.stringify(replay.stored)));

    // Each seat and a spectator see exactly the engine's view and the engine's filtered events.
    const loggedEvents = replay.events.flatMap((entry) => entry.logged);
    for (const viewer of [...players.map((_, seat) => seat), null]) {
      const token = viewer === null ? undefined : players[viewer]!.token;
      const seen = await api.get<Envelope>(`/games/${started.id}`, token ? { token } : {});
      expect(seen.body.you).toBe(viewer);
      expect(documentedEnvelope.safeParse(seen.body).error?.issues ?? []).toEqual([]);
      expect(seen.body.view).toEqual(JSON.parse(JSON.stringify(game.view(replay.replayed, viewer))));
      const events = (await fullEventLog(started.id, token)).flatMap((entry) => entry.events);
      expect(events).toEqual(JSON.parse(JSON.stringify(loggedEvents.map((event) => eventFor(event, viewer)))));
    }
  });
});

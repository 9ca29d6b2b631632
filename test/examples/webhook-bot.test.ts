/**
 * The webhook-bot example end to end: the real local stack, the example spawned as a child
 * process (plain node) pointed at it, a two-seat game of The Game it joins by id and invite code.
 * The test's player plays its own turns from ?legal=true; the bot moves only when its signed
 * your-turn delivery arrives, until the game ends. A forged delivery to the bot's port is refused
 * with 401 and acted on never.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { quickSchedule } from '../support/quick-delivery.js';
import { registerPlayer, startTestStack, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

const botScript = fileURLToPath(new URL('../../examples/webhook-bot/bot.mjs', import.meta.url));

let stack: TestStack;
let bot: ChildProcessWithoutNullStreams | null = null;
let botOutput = '';

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 20, delivery: { timeoutMs: 2_000, schedule: quickSchedule(5) } });
});
afterAll(async () => {
  // Deliveries first (the last ones go to the bot), then the bot, then the stack: stopping the stack
  // while a delivery to a stopped bot is being retried surfaced once as an uncaught "socket hang up".
  await stack?.local.notificationsSettled();
  await stopBot();
  await stack?.stop();
});

async function stopBot(): Promise<void> {
  if (bot === null || bot.exitCode !== null) return;
  const exited = new Promise((resolve) => bot!.once('exit', resolve));
  bot.kill('SIGTERM');
  await exited;
}

/** Starts the example and resolves with its port once it says `ready`. */
function startBot(args: string[]): Promise<number> {
  const { TURNPOST_TOKEN: _unused, ...env } = process.env; // the bot registers a player of its own
  bot = spawn(process.execPath, [botScript, ...args], { env });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bot not ready after 15 s:\n${botOutput}`)), 15_000);
    const onData = (chunk: Buffer) => {
      botOutput += chunk.toString('utf8');
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(botOutput)?.[1];
      if (port && botOutput.includes('[webhook-bot] ready')) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    };
    bot!.stdout.on('data', onData);
    bot!.stderr.on('data', onData);
    bot!.once('exit', (code) => reject(new Error(`bot exited with ${code}:\n${botOutput}`)));
  });
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`still waiting after ${timeoutMs} ms; bot said:\n${botOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the webhook-bot example', () => {
  // A whole game through a child process and webhooks: 30–45 s on a loaded machine, so a generous limit.
  it('joins a game, refuses a forged delivery, and plays its seat on signed your-turn deliveries to the end', { timeout: 180_000 }, async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const created = await stack.api.post<Envelope & { inviteCode: string }>('/games', { token: ada.token, body: { type: 'the-game', seats: 2, seed: 'webhook-bot-1', deck: ascendingDeck() } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;

    const port = await startBot(['--api', stack.local.url, '--port', '0', '--name', 'Robo', '--game', id, '--invite', created.body.inviteCode, '--seed', '7']);
    const started = await stack.api.get<Envelope>(`/games/${id}`, { token: ada.token });
    expect(started.body.status).toBe('active');
    expect(started.body.seats[1]!.name).toBe('Robo');

    // A forged your-turn for the bot's seat: a well-formed body, a fresh timestamp, a made-up signature.
    const forgedId = 'forged-delivery-0001';
    const forgedBody = JSON.stringify({ event: 'your-turn', deliveryId: forgedId, gameId: id, type: 'the-game', version: started.body.version, awaiting: [1], url: '', at: new Date().toISOString() });
    const forged = await fetch(`http://127.0.0.1:${port}/turnpost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'turnpost-event': 'your-turn', 'webhook-id': forgedId, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` },
      body: forgedBody,
    });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`http://127.0.0.1:${port}/turnpost`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: forgedBody });
    expect(unsigned.status).toBe(401);

    // Ada plays her turns from ?legal=true (the first legal move, again and again); the bot plays its own.
    let envelope = started.body;
    while (envelope.status === 'active') {
      envelope = await until(
        () => stack.api.get<Envelope>(`/games/${id}?legal=true`, { token: ada.token }).then((answer) => answer.body),
        (game) => game.status !== 'active' || game.yourTurn,
        20_000,
      );
      if (envelope.status !== 'active') break;
      const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: { version: envelope.version, moves: [envelope.legalMoves![0]] } });
      // While both seats are awaited (The Game's opening), the bot may move between Ada's read and her
      // write: optimistic locking refuses hers with 409, and she reads again, as a real client does.
      if (moved.status === 409) {
        expect((moved.body as unknown as { error: { code: string } }).error.code).toBe('VERSION_CONFLICT');
        continue;
      }
      expect(moved.status, moved.text).toBe(200);
      envelope = moved.body;
    }
    expect(envelope.status).toBe('finished');

    const log = await stack.api.get<{ entries: Array<{ version: number; kind: string; seat: number | null }> }>(`/games/${id}/events?after=0&limit=200`, { token: ada.token });
    const botMoves = log.body.entries.filter((entry) => entry.kind === 'move' && entry.seat === 1);
    expect(botMoves.length).toBeGreaterThan(0);
    // The Game starts with both seats awaited, so the bot's first turn may follow its own join; a bot move
    // after one of Ada's can only have been prompted by a your-turn delivery.
    const firstAdaMove = log.body.entries.find((entry) => entry.kind === 'move' && entry.seat === 0)!;
    expect(botMoves.some((entry) => entry.version > firstAdaMove.version)).toBe(true);
    expect(botOutput).toMatch(/accepted your-turn for \S+ at version \d+/);
    // Both forgeries were refused, and neither was acted on: only accepted deliveries are logged with their id and start a turn.
    expect(botOutput).toContain('refused a delivery (bad signature)');
    expect(botOutput).toContain('refused a delivery (missing webhook-id)');
    expect(botOutput).not.toContain(forgedId);
  });
});

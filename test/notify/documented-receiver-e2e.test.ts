/**
 * The documented webhook receiver (docs/notifications.md: the `js` block under "Verifying", which verifies with the
 * `standardwebhooks` library) run as it is printed — only its port changed — against the local
 * stack: it accepts the real deliveries of a game and answers a forged one 401.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startTestStack, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The documented receiver snippet: the first `js` block after "**Verifying.**". */
function readmeReceiver(): string {
  const readme = readFileSync(join(ROOT, 'docs', 'notifications.md'), 'utf8');
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('**Verifying.**')))?.[1];
  if (!block || !block.includes('.listen(8080);')) throw new Error('docs/notifications.md has no receiver snippet listening on 8080 after **Verifying.**');
  return block;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let stack: TestStack;
let receiver: ChildProcessWithoutNullStreams | null = null;
let output = '';

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { delivery: { timeoutMs: 2_000 }, streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
  if (receiver && receiver.exitCode === null) {
    const exited = new Promise((resolve) => receiver!.once('exit', resolve));
    receiver.kill('SIGTERM');
    await exited;
  }
});

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} not seen after ${timeoutMs} ms; the receiver said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the documented webhook receiver", () => {
  it('accepts the real deliveries of a game and refuses a forged one', async () => {
    const port = await freePort();
    const ada = await registerPlayer(stack.api, 'Ada');
    const set = await stack.api.patch<{ player: { notify: { webhook: { secret: string } } } }>('/players/me', { token: ada.token, body: { notify: { webhook: { url: `http://127.0.0.1:${port}/turnpost` } } } });
    expect(set.status, set.text).toBe(200);

    // Run from the repository, so that `import 'standardwebhooks'` resolves as it would in a receiver's project.
    const code = readmeReceiver().replace('.listen(8080);', `.listen(${port}, '127.0.0.1', () => console.log('ready'));`);
    receiver = spawn(process.execPath, ['--input-type=module', '--eval', code], { cwd: ROOT, env: { PATH: process.env.PATH, TURNPOST_WEBHOOK_SECRET: set.body.player.notify.webhook.secret } });
    receiver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    receiver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await until(() => output.includes('ready'), 'ready');

    const forged = await fetch(`http://127.0.0.1:${port}/turnpost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` },
      body: JSON.stringify({ event: 'your-turn', deliveryId: 'forged', gameId: 'forged' }),
    });
    expect(forged.status).toBe(401);

    const created = await stack.api.post<Envelope>('/games', { token: ada.token, body: { type: 'the-game', seats: 1, seed: 'readme-receiver', deck: ascendingDeck() } });
    expect(created.status, created.text).toBe(201);
    const link = `${stack.local.url}/play/games/${created.body.id}`;
    await until(() => output.includes(`your-turn in ${created.body.id}`), 'your-turn');
    expect(output).toContain(`game-started in ${created.body.id} (version ${created.body.version}): ${link}`);
    expect(output).toContain(`your-turn in ${created.body.id} (version ${created.body.version}): ${link}`);
    expect(output).not.toContain('forged');
    await stack.local.notificationsSettled();
    const log = (await stack.api.get<{ webhooks: Array<{ status: string }> }>('/dev/outbox')).body.webhooks;
    expect(log.map((entry) => entry.status)).toEqual(['delivered', 'delivered']);
  });
});

/**
 * Local dead letters end to end (issue 18 item 5): a receiver that is always down ends in the
 * dead-letter list at GET /dev/outbox after the (shrunk) schedule's last attempt; `npm run
 * redrive -- --local` (bin/redrive.ts, run as a process) sends it again once the receiver is up,
 * and it is delivered exactly once more; dead letters dropped from a full list are counted there.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickSchedule } from '../support/quick-delivery.js';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let stack: TestStack;
let hook: WebhookReceiver;

interface OutboxAnswer {
  deadLetters: Array<{ channel: string; playerId: string; attempts: number; lastError: string; body: { deliveryId: string; event: string } }>;
  deadLettersDropped: number;
  webhooks: Array<{ deliveryId: string; status: string; attempts: number }>;
}

beforeAll(async () => {
  hook = await WebhookReceiver.start(() => 503);
  // Failing on purpose: keep the dead-letter error lines out of the output.
  stack = await startTestStack(import.meta.url, { delivery: { timeoutMs: 2_000, schedule: quickSchedule(3) }, streamPollMs: 50, log: { info: () => {}, error: () => {} } });
});
afterAll(async () => {
  await stack?.stop();
  await hook?.stop();
});

describe('local dead letters', () => {
  it('a receiver always down ends in /dev/outbox; npm run redrive -- --local delivers it once it is up', { timeout: 120_000 }, async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const bo = await registerPlayer(stack.api, 'Bo');
    const subscribed = await stack.api.patch<{ player: { notify: { webhook: { secret: string } } } }>('/players/me', { token: ada.token, body: { notify: { webhook: { url: hook.url } } } });
    expect(subscribed.status, subscribed.text).toBe(200);
    hook.secret = subscribed.body.player.notify.webhook.secret;
    await startGame(stack.api, ada, [bo], { type: 'the-game' });
    await stack.local.notificationsSettled();

    const dead = (await stack.api.get<OutboxAnswer>('/dev/outbox')).body;
    expect(dead.deadLetters.length).toBeGreaterThan(0);
    expect(dead.deadLetters.every((letter) => letter.playerId === ada.id && letter.attempts === 3 && letter.lastError === 'answered 503')).toBe(true);
    expect(dead.deadLettersDropped).toBe(0);
    const deadIds = dead.deadLetters.map((letter) => letter.body.deliveryId);
    expect(hook.received).toHaveLength(3 * deadIds.length);

    hook.answerWith(() => 200);
    const redrive = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bin/redrive.ts', '--local', '--api', stack.local.url], { cwd: root });
    expect(redrive.stdout).toContain(`${deadIds.length} dead letter`);
    await stack.local.notificationsSettled();

    const after = (await stack.api.get<OutboxAnswer>('/dev/outbox')).body;
    expect(after.deadLetters).toEqual([]);
    const delivered = hook.received.slice(3 * deadIds.length);
    expect(delivered.map((got) => got.deliveryId).sort()).toEqual([...deadIds].sort());
    expect(delivered.every((got) => got.validSignature)).toBe(true);
    expect(after.webhooks.filter((entry) => deadIds.includes(entry.deliveryId)).every((entry) => entry.status === 'delivered' && entry.attempts === 1)).toBe(true);
  });

  it('shows how many dead letters a full list dropped', async () => {
    const [letter] = (await stack.api.get<OutboxAnswer>('/dev/outbox')).body.deadLetters;
    expect(letter).toBeUndefined(); // emptied by the redrive above
    const sample = { channel: 'sns' as const, playerId: 'aaaaaaaaaaaaaaaa', deadline: null, attempts: 3, lastError: 'answered 503' };
    for (let i = 0; i < 502; i++) {
      stack.local.outbox.deadLetter({ ...sample, body: { event: 'your-turn', deliveryId: `d${i}`, gameId: 'g', type: 'the-game', version: 1, awaiting: [0], url: 'u', at: 'now' } });
    }
    const full = (await stack.api.get<OutboxAnswer>('/dev/outbox')).body;
    expect(full.deadLetters).toHaveLength(500);
    expect(full.deadLettersDropped).toBe(2);
  });
});

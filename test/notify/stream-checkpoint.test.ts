/**
 * The local notifier resumes from its checkpoint (issue 18 item 3): a local stack with a data
 * folder, a change written while its stream reader was not polling, the stack stopped before the
 * notifier handed it on, then started again on the same folder — the notification still arrives.
 * Without the checkpoint the restarted reader would start at the stream's newest record and the
 * change would never be notified. Its own DynamoDB Local (with -dbPath), started twice.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../bin/local-stack.js';
import { quietLogger } from '../../functions/log.js';
import type { Envelope } from '../../functions/http/schemas.js';
import { ApiClient } from '../support/api-client.js';
import { quickSchedule } from '../support/quick-delivery.js';
import { registerPlayer, startGame } from '../support/test-stack.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const dataDir = mkdtempSync(join(tmpdir(), 'turnpost-checkpoint-'));
let stack: LocalStack | null = null;
let hook: WebhookReceiver | null = null;

afterAll(async () => {
  await stack?.stop();
  await hook?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A stack on the data folder whose stream readers poll only when a test waits on them (or every 10 min). */
const start = (streamPollMs: number) => startLocalStack({ port: 0, dataDir, log: quietLogger, sweepEveryMs: null, streamPollMs, delivery: { schedule: quickSchedule(5) } });

describe('the local notifier with --data', () => {
  it('notifies after a restart a change made just before the stop', { timeout: 240_000 }, async () => {
    hook = await WebhookReceiver.start(() => 200);
    stack = await start(600_000);
    let api = new ApiClient(stack.url);
    const ada = await registerPlayer(api, 'Ada');
    const bo = await registerPlayer(api, 'Bo');
    const subscribed = await api.patch<{ player: { notify: { webhook: { secret: string } } } }>('/players/me', { token: ada.token, body: { notify: { webhook: { url: hook.url } } } });
    expect(subscribed.status, subscribed.text).toBe(200);
    hook.secret = subscribed.body.player.notify.webhook.secret;
    const game = await startGame(api, ada, [bo], { type: 'the-game' });
    await stack.notificationsSettled(); // wakes the readers: the start is notified
    expect(hook.received.map((got) => got.event)).toContain('game-started');

    // Bo concedes; the readers sleep through it, and the stack stops before they poll again.
    const resigned = await api.post<Envelope>(`/games/${game.id}/resign`, { token: bo.token, body: {} });
    expect(resigned.status, resigned.text).toBe(200);
    expect(resigned.body.status).toBe('finished');
    await stack.stop();
    stack = null;
    expect(hook.received.map((got) => got.event)).not.toContain('game-finished');

    stack = await start(50);
    api = new ApiClient(stack.url);
    expect((await api.get<Envelope>(`/games/${game.id}`, { token: ada.token })).body.status).toBe('finished');
    await stack.notificationsSettled();
    const finished = hook.received.filter((got) => got.event === 'game-finished');
    expect(finished.map((got) => got.body.version)).toEqual([resigned.body.version]);
    expect(finished.every((got) => got.validSignature)).toBe(true);
    // Resumed after the checkpoint: what was notified before the stop is not notified again.
    expect(hook.received.filter((got) => got.event === 'game-started')).toHaveLength(1);
    // Kept in the data folder: the last record handled per shard of the table's stream.
    const checkpoint = JSON.parse(readFileSync(join(dataDir, 'turnpost-notifier-stream-checkpoint.json'), 'utf8')) as { streamArn: string; shards: Record<string, string> };
    expect(Object.values(checkpoint.shards).length).toBeGreaterThan(0);
  });
});

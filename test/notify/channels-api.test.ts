/**
 * Notification channels through the API: PATCH /players/me (and POST /players) in the deployed
 * mode (https only, no inside targets, e-mail and SNS only where configured) and on the local
 * stack (loopback allowed); the signing secret shown once, kept, rotated (the old one kept for
 * the grace period, or dropped), removed; chat webhooks without a secret; GET /dev/outbox only on
 * the local stack.
 */
import type { EmailMessage } from '../../functions/notify/deliver/senders.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/config.js';
import { createApi, type Api } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import { NOTIFICATION_EVENTS } from '../../functions/notify/channels/events.js';
import type { ApiResponse } from '../../functions/http/types.js';
import { quietLogger } from '../../functions/log.js';
import { TestTable } from '../support/dynamodb.js';
import { registerPlayer, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';

type Body = { player?: { notify: Record<string, { url?: string; format?: string; secret?: string; previousSecretExpiresAt?: string; address?: string } | boolean> }; token?: string; error?: { code: string; details?: { issues?: Array<{ path: unknown[]; message: string }> } } };

/** What a channel carries unless the player chose (functions/notify/channels/events.ts). */
const ALL = [...NOTIFICATION_EVENTS];

let table: TestTable;
let deployed: Api;
let deployedWithEmail: Api;
/** What the deployment with e-mail sent (its SES). */
const mailed: EmailMessage[] = [];
let local: TestStack;

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  const env = { TABLE_NAME: table.name, TURNPOST_MODE: 'aws', AWS_REGION: 'local' };
  const client = table.dynamo;
  deployed = createApi({ config: loadConfig(env), client, log: quietLogger, openApi: openApiDocument });
  deployedWithEmail = createApi({
    config: loadConfig({ ...env, TURNPOST_EMAIL_FROM: 'turns@example.com', TURNPOST_EMAIL_LINK_SECRET: 'a test key', TURNPOST_PUBLIC_URL: 'https://turnpost.example', TURNPOST_SNS_TOPIC_ARN: 'arn:aws:sns:eu-west-1:123456789012:turnpost-notifications' }),
    client,
    emailSender: { send: async (message) => void mailed.push(message) },
    log: quietLogger,
    openApi: openApiDocument,
  });
  local = await startTestStack(import.meta.url);
});
afterAll(async () => {
  await local?.stop();
  await table?.drop();
});

let requests = 0;
async function call(api: Api, method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse & { body: Body }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await api({ method, path, params: {}, query: {}, headers, body: body === undefined ? null : JSON.stringify(body), requestId: `r${++requests}` });
  return answer as ApiResponse & { body: Body };
}

async function deployedPlayer(api = deployed): Promise<string> {
  const created = await call(api, 'POST', '/players', { name: 'Ada' });
  expect(created.status).toBe(201);
  return created.body.token!;
}

const badUrls = [
  'http://hooks.example.com/turnpost',
  'https://127.0.0.1/hook',
  'https://localhost:8443/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.1.2.3/hook',
  'https://172.16.0.9/hook',
  'https://192.168.0.20/hook',
  'https://[::1]/hook',
  'https://[fc00::5]/hook',
  'https://[fd12:3456::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://2130706433/hook',
];

describe('in the deployed stack (mode aws)', () => {
  it.each(badUrls)('refuses the webhook %s with 400 VALIDATION, storing nothing', async (url) => {
    const token = await deployedPlayer();
    const answer = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url } } }, token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('VALIDATION');
    expect(answer.body.error?.details?.issues).toEqual([expect.objectContaining({ path: ['notify', 'webhook', 'url'] })]);
    expect((await call(deployed, 'GET', '/players/me', undefined, token)).body.player?.notify).toEqual({});
  });

  it('refuses a bad webhook at registration too', async () => {
    const answer = await call(deployed, 'POST', '/players', { name: 'Bo', notify: { webhook: { url: 'https://[::1]/hook' } } });
    expect(answer.status).toBe(400);
  });

  it('accepts an https webhook and shows its signing secret once; a URL change keeps it, a rotation replaces it', async () => {
    const token = await deployedPlayer();
    const set = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://hooks.example.com/turnpost' } } }, token);
    expect(set.status).toBe(200);
    const secret = (set.body.player!.notify.webhook as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const shown = await call(deployed, 'GET', '/players/me', undefined, token);
    expect(shown.body.player!.notify).toEqual({ webhook: { url: 'https://hooks.example.com/turnpost', format: 'json', events: ALL } });

    const moved = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://hooks.example.com/v2' } } }, token);
    expect(moved.body.player!.notify).toEqual({ webhook: { url: 'https://hooks.example.com/v2', format: 'json', events: ALL } });
    const stored = await table.partition(`PLAYER#${(await call(deployed, 'GET', '/players/me', undefined, token)).body.player!.notify && tokenPlayer(token)}`);
    expect((stored[0]!.notify as { webhook: { secret: string } }).webhook.secret).toBe(secret);

    const rotated = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://hooks.example.com/v2', rotateSecret: true } } }, token);
    const rotatedWebhook = rotated.body.player!.notify.webhook as { secret: string; previousSecretExpiresAt: string };
    const newSecret = rotatedWebhook.secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    // The old secret keeps signing for the grace period (24 h), and the answer says until when.
    const hoursLeft = (Date.parse(rotatedWebhook.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const afterRotation = (await table.partition(`PLAYER#${tokenPlayer(token)}`))[0]!.notify as { webhook: { secret: string; previousSecret: { secret: string; expiresAt: string } } };
    expect(afterRotation.webhook.secret).toBe(newSecret);
    expect(afterRotation.webhook.previousSecret).toEqual({ secret, expiresAt: rotatedWebhook.previousSecretExpiresAt });

    const renamed = await call(deployed, 'PATCH', '/players/me', { name: 'Ada L.' }, token);
    expect(renamed.body.player!.notify).toEqual({ webhook: { url: 'https://hooks.example.com/v2', format: 'json', events: ALL, previousSecretExpiresAt: rotatedWebhook.previousSecretExpiresAt } });

    // dropPreviousSecret ends the grace period at once (after a leak); the current secret stays.
    const dropped = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://hooks.example.com/v2', dropPreviousSecret: true } } }, token);
    expect(dropped.body.player!.notify).toEqual({ webhook: { url: 'https://hooks.example.com/v2', format: 'json', events: ALL } });
    const afterDrop = (await table.partition(`PLAYER#${tokenPlayer(token)}`))[0]!.notify as { webhook: Record<string, unknown> };
    expect(afterDrop.webhook.secret).toBe(newSecret);
    expect(afterDrop.webhook.previousSecret).toBeUndefined();

    const removed = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: null } }, token);
    expect(removed.body.player!.notify).toEqual({});
    expect((await table.partition(`PLAYER#${tokenPlayer(token)}`))[0]!.notify).toEqual({});
  });

  it('takes a Discord or Slack webhook without a secret (the URL policy still applies), and a secret again when it turns to json', async () => {
    const token = await deployedPlayer();
    const discord = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://discord.com/api/webhooks/1/abc', format: 'discord' } } }, token);
    expect(discord.status).toBe(200);
    expect(discord.body.player!.notify).toEqual({ webhook: { url: 'https://discord.com/api/webhooks/1/abc', format: 'discord', events: ALL } });
    expect(((await table.partition(`PLAYER#${tokenPlayer(token)}`))[0]!.notify as { webhook: Record<string, unknown> }).webhook).toEqual({ url: 'https://discord.com/api/webhooks/1/abc', format: 'discord' });

    const rotate = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://discord.com/api/webhooks/1/abc', rotateSecret: true } } }, token);
    expect(rotate.status).toBe(400);
    expect(rotate.body.error?.details?.issues).toEqual([expect.objectContaining({ path: ['notify', 'webhook', 'format'], message: 'a discord webhook is unsigned: it has no secret to rotate or drop' })]);
    for (const url of ['http://hooks.slack.com/services/T/B/x', 'https://10.0.0.1/services/T/B/x']) {
      expect((await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url, format: 'slack' } } }, token)).status).toBe(400);
    }
    expect((await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://hooks.example.com/', format: 'teams' } } }, token)).status).toBe(400);

    const json = await call(deployed, 'PATCH', '/players/me', { notify: { webhook: { url: 'https://hooks.example.com/turnpost', format: 'json' } } }, token);
    expect((json.body.player!.notify.webhook as { secret?: string }).secret).toMatch(/^whsec_/);
  });

  it('refuses e-mail and SNS where the deployment has no sender for them, and accepts them where it does', async () => {
    const token = await deployedPlayer();
    for (const notify of [{ email: { address: 'ada@example.com' } }, { sns: true }]) {
      const refused = await call(deployed, 'PATCH', '/players/me', { notify }, token);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.details?.issues?.[0]?.message).toMatch(/not configured on this server/);
    }
    const configured = await deployedPlayer(deployedWithEmail);
    const accepted = await call(deployedWithEmail, 'PATCH', '/players/me', { notify: { email: { address: 'ada@example.com' }, sns: true } }, configured);
    expect(accepted.status).toBe(200);
    expect(accepted.body.player!.notify).toEqual({ email: { address: 'ada@example.com', events: ALL, confirmed: false }, sns: true });
    expect(mailed.map((message) => [message.to, message.subject])).toEqual([['ada@example.com', 'Please confirm your e-mail address for turnpost']]);
    expect(mailed[0]!.text).toMatch(/^https:\/\/turnpost\.example\/email\/confirm\?token=\S+$/m);
    const cleared = await call(deployedWithEmail, 'PATCH', '/players/me', { notify: { email: null, sns: false } }, configured);
    expect(cleared.body.player!.notify).toEqual({});
  });

  it('refuses a malformed e-mail address and unknown channel fields', async () => {
    const token = await deployedPlayer(deployedWithEmail);
    for (const notify of [{ email: { address: 'not an address' } }, { webhook: { url: 'https://hooks.example.com/', secret: 'mine' } }, { pigeon: true }]) {
      expect((await call(deployedWithEmail, 'PATCH', '/players/me', { notify }, token)).status).toBe(400);
    }
  });

  it('has no GET /dev/outbox (404)', async () => {
    const answer = await call(deployed, 'GET', '/dev/outbox');
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('NOT_FOUND');
  });
});

describe('on the local stack (mode local)', () => {
  let ada: TestPlayer;
  beforeAll(async () => {
    ada = await registerPlayer(local.api, 'Ada');
  });

  it.each(['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://[::1]:9/hook'])('accepts the loopback webhook %s', async (url) => {
    const answer = await local.api.patch<Body>('/players/me', { token: ada.token, body: { notify: { webhook: { url } } } });
    expect(answer.status).toBe(200);
    expect((answer.body.player!.notify.webhook as { url: string }).url).toBe(new URL(url).href);
  });

  it('still refuses the instance metadata address', async () => {
    const answer = await local.api.patch<Body>('/players/me', { token: ada.token, body: { notify: { webhook: { url: 'http://169.254.169.254/latest/meta-data/' } } } });
    expect(answer.status).toBe(400);
  });

  it('accepts e-mail and SNS (they go to the outbox) and serves GET /dev/outbox', async () => {
    const answer = await local.api.patch<Body>('/players/me', { token: ada.token, body: { notify: { email: { address: 'ada@example.com' }, sns: true } } });
    expect(answer.status).toBe(200);
    const outbox = await local.api.get('/dev/outbox');
    expect(outbox.status).toBe(200);
    // Only the address's confirmation: nothing else goes to it before its owner says yes.
    expect(outbox.body).toEqual({ emails: [expect.objectContaining({ to: 'ada@example.com', subject: 'Please confirm your e-mail address for turnpost' })], sns: [], webhooks: [], pushes: [], deadLetters: [], deadLettersDropped: 0 });
  });
});

/** The player id inside a token `tp_<id>_<secret>`. */
function tokenPlayer(token: string): string {
  return token.split('_')[1]!;
}

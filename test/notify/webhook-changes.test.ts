/**
 * How a webhook changes with PATCH /players/me's `notify.webhook`, as pure decisions: a rotation
 * keeps the secret before it for the grace period only (a second rotation replaces it), an
 * expired previous secret neither signs nor survives a change, setting a webhook turned off by a
 * 410 turns it on, and a chat format carries no secret.
 */
import { describe, expect, it } from 'vitest';
import { applyNotifyChanges, SECRET_GRACE_HOURS, type ChannelSupport } from '../../functions/notify/channels/requests.js';
import { signingSecrets, type StoredChannels } from '../../functions/notify/channels/stored.js';
import { localUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';

const support: ChannelSupport = { urlPolicy: localUrlPolicy, email: true, sns: true, pushKey: null };
const url = 'http://127.0.0.1:9/hook';
const t0 = '2026-01-01T00:00:00.000Z';
const hoursAfter = (hours: number) => new Date(Date.parse(t0) + hours * 3_600_000).toISOString();
const change = (current: StoredChannels, webhook: Record<string, unknown>, now = t0) => applyNotifyChanges(current, { webhook: { url, ...webhook } }, support, now);

describe('webhook changes', () => {
  it(`a rotation keeps the old secret for ${SECRET_GRACE_HOURS} h; a second rotation replaces it with the one before`, () => {
    const first = change({}, {});
    const second = change(first.channels, { rotateSecret: true });
    expect(second.channels.webhook!.previousSecret).toEqual({ secret: first.newSecret, expiresAt: hoursAfter(SECRET_GRACE_HOURS) });
    expect(signingSecrets(second.channels.webhook!, new Date(hoursAfter(23)))).toEqual([second.newSecret, first.newSecret]);
    expect(signingSecrets(second.channels.webhook!, new Date(hoursAfter(SECRET_GRACE_HOURS)))).toEqual([second.newSecret]);

    const third = change(second.channels, { rotateSecret: true }, hoursAfter(1));
    expect(third.channels.webhook!.previousSecret!.secret).toBe(second.newSecret);
    expect(signingSecrets(third.channels.webhook!, new Date(hoursAfter(2)))).toEqual([third.newSecret, second.newSecret]);
  });

  it('an expired previous secret is dropped by the next change; dropPreviousSecret drops a valid one', () => {
    const rotated = change(change({}, {}).channels, { rotateSecret: true });
    expect(change(rotated.channels, {}, hoursAfter(25)).channels.webhook!.previousSecret).toBeUndefined();
    expect(change(rotated.channels, {}, hoursAfter(1)).channels.webhook!.previousSecret).toEqual(rotated.channels.webhook!.previousSecret);
    expect(change(rotated.channels, { dropPreviousSecret: true }, hoursAfter(1)).channels.webhook!.previousSecret).toBeUndefined();
    const rotatedAndDropped = change(rotated.channels, { rotateSecret: true, dropPreviousSecret: true }, hoursAfter(1));
    expect(signingSecrets(rotatedAndDropped.channels.webhook!, new Date(hoursAfter(1)))).toEqual([rotatedAndDropped.newSecret]);
  });

  it('setting a webhook turned off (410 Gone) turns it on, keeping its secret', () => {
    const set = change({}, {});
    const off: StoredChannels = { webhook: { ...set.channels.webhook!, disabled: { at: t0, reason: 'the receiver answered 410 Gone' } } };
    const again = change(off, {});
    expect(again.channels.webhook!.disabled).toBeUndefined();
    expect(again.channels.webhook!.secret).toBe(set.newSecret);
    expect(again.newSecret).toBeNull();
  });

  it('a chat format stores no secret; turning back to json makes a new one', () => {
    const rotated = change(change({}, {}).channels, { rotateSecret: true });
    const slack = change(rotated.channels, { format: 'slack' });
    expect(slack).toEqual({ channels: { webhook: { url, format: 'slack' } }, newSecret: null, confirmationTo: null });
    expect(signingSecrets(slack.channels.webhook!, new Date(t0))).toEqual([]);
    expect(change(slack.channels, {}).channels.webhook).toEqual({ url, format: 'slack' });
    const json = change(slack.channels, { format: 'json' });
    expect(json.newSecret).toMatch(/^whsec_/);
    expect(json.channels.webhook).toEqual({ url, format: 'json', secret: json.newSecret, secretCreatedAt: t0 });
  });
});

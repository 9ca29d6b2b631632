/**
 * Webhook URL safety: which literal targets each mode accepts, the address classes behind it
 * (incl. IPv6 forms and IPv4 embedded in IPv6), and the delivery-time DNS check.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../functions/notify/webhook-safety/ip-ranges.js';
import { ForbiddenAddress, guardedLookup, resolveAllowed } from '../../functions/notify/webhook-safety/safe-lookup.js';
import { checkPushEndpoint, checkWebhookUrl, deployedUrlPolicy, localUrlPolicy, urlPolicyFor } from '../../functions/notify/webhook-safety/url-policy.js';

const refusedWhenDeployed = [
  'http://hooks.example.com/turnpost',
  'https://127.0.0.1/hook',
  'https://127.1.2.3:8443/hook',
  'https://localhost/hook',
  'https://api.localhost/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://169.254.170.2/v2/credentials',
  'https://10.0.0.1/hook',
  'https://10.255.255.255/hook',
  'https://172.16.0.1/hook',
  'https://172.31.255.254/hook',
  'https://192.168.1.10/hook',
  'https://100.64.0.1/hook',
  'https://0.0.0.0/hook',
  'https://[::1]/hook',
  'https://[::]/hook',
  'https://[fc00::1]/hook',
  'https://[fd00:ec2::254]/hook',
  'https://[fe80::1]/hook',
  'https://[ff02::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:169.254.169.254]/hook',
  'https://[::ffff:a9fe:a9fe]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://[64:ff9b::a9fe:a9fe]/hook',
  'https://[2002:c0a8:0101::1]/hook',
  // The URL parser normalises other IPv4 spellings to dotted quads before the check.
  'https://2130706433/hook',
  'https://0x7f.0.0.1/hook',
  'https://0177.0.0.1/hook',
  'https://0xa9fea9fe/hook',
  'https://user:pass@hooks.example.com/hook',
  // Port 443 only: not another service of a host that also answers on the web's port.
  'https://hooks.example.com:8443/hook',
  'https://hooks.example.com:22/hook',
  'https://93.184.215.14:6379/hook',
  'ftp://hooks.example.com/hook',
  'not a url',
];

const acceptedWhenDeployed = [
  'https://hooks.example.com/turnpost?team=7',
  'https://93.184.215.14/hook',
  'https://[2606:4700:4700::1111]/hook',
  'https://[::ffff:93.184.215.14]/hook',
  'https://[2002:5db8:d70e::1]/hook',
  'https://172.32.0.1/hook',
  'https://hooks.example.com:443/hook',
];

describe('webhook URLs in the deployed stack (mode aws)', () => {
  it.each(refusedWhenDeployed)('refuses %s', (url) => {
    expect(checkWebhookUrl(url, deployedUrlPolicy).ok).toBe(false);
  });

  it.each(acceptedWhenDeployed)('accepts %s', (url) => {
    expect(checkWebhookUrl(url, deployedUrlPolicy)).toMatchObject({ ok: true });
  });

  it('says why a URL was refused', () => {
    expect(checkWebhookUrl('http://hooks.example.com/', deployedUrlPolicy)).toEqual({ ok: false, reason: 'must use https' });
    expect(checkWebhookUrl('https://[::ffff:127.0.0.1]/', deployedUrlPolicy)).toEqual({ ok: false, reason: 'targets a loopback address' });
    expect(checkWebhookUrl('https://169.254.169.254/', deployedUrlPolicy)).toEqual({ ok: false, reason: 'targets a link-local address' });
    expect(checkWebhookUrl('https://192.168.0.1/', deployedUrlPolicy)).toEqual({ ok: false, reason: 'targets a private address' });
    expect(checkWebhookUrl('https://hooks.example.com:8443/', deployedUrlPolicy)).toEqual({ ok: false, reason: 'may use port 443 only' });
  });

  it('takes the ports the operator adds (TURNPOST_WEBHOOK_PORTS)', () => {
    const policy = urlPolicyFor({ mode: 'aws', webhookPorts: [8443], pushHosts: [] });
    expect(checkWebhookUrl('https://hooks.example.com:8443/hook', policy)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('https://hooks.example.com/hook', policy)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('https://hooks.example.com:9443/hook', policy)).toEqual({ ok: false, reason: 'may use port 443 or 8443 only' });
  });
});

describe('push endpoints in the deployed stack', () => {
  const browsers = [
    'https://fcm.googleapis.com/fcm/send/dXJhbmRvbQ:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH4',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.googleapis.com./fcm/send/x',
  ];

  it.each(browsers)("accepts the browsers' push service %s", (url) => {
    expect(checkPushEndpoint(url, deployedUrlPolicy)).toMatchObject({ ok: true });
  });

  it.each([
    'https://hooks.example.com/push',
    'https://evilfcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://push.apple.com.evil.example/x',
    'https://notify.windows.com.evil.example/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
  ])('refuses %s', (url) => {
    expect(checkPushEndpoint(url, deployedUrlPolicy).ok).toBe(false);
  });

  it('says why, and takes the hosts the operator adds (TURNPOST_PUSH_HOSTS)', () => {
    expect(checkPushEndpoint('https://push.example.org/x', deployedUrlPolicy)).toEqual({ ok: false, reason: "is not on a push service's host" });
    const policy = urlPolicyFor({ mode: 'aws', webhookPorts: [], pushHosts: ['push.example.org', '.push.example.net'] });
    expect(checkPushEndpoint('https://push.example.org/x', policy)).toMatchObject({ ok: true });
    expect(checkPushEndpoint('https://eu.push.example.net/x', policy)).toMatchObject({ ok: true });
    expect(checkPushEndpoint('https://push.example.net.evil.example/x', policy).ok).toBe(false);
    expect(checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', policy)).toMatchObject({ ok: true });
  });

  it('any host and port on the local stack (its test push service listens on 127.0.0.1)', () => {
    expect(checkPushEndpoint('http://127.0.0.1:4000/push/1', localUrlPolicy)).toMatchObject({ ok: true });
  });
});

describe('webhook URLs on the local stack (mode local)', () => {
  it.each(['http://127.0.0.1:4000/hook', 'http://localhost:4000/hook', 'http://[::1]:4000/hook', 'http://192.168.1.10/hook', 'https://hooks.example.com/'])('accepts %s', (url) => {
    expect(checkWebhookUrl(url, localUrlPolicy)).toMatchObject({ ok: true });
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://224.0.0.1/', 'ftp://127.0.0.1/', 'http://u:p@127.0.0.1/'])('still refuses %s', (url) => {
    expect(checkWebhookUrl(url, localUrlPolicy).ok).toBe(false);
  });
});

describe('address classes', () => {
  const octet = fc.integer({ min: 0, max: 255 });

  it('every address in 10/8, 172.16/12 and 192.168/16 is private, as is its IPv4-mapped IPv6 form', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), octet, octet, octet),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
      fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
    );
    fc.assert(
      fc.property(privateV4, (bytes) => {
        const dotted = bytes.join('.');
        const hex = `${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
        expect(classifyAddress(dotted)).toBe('private');
        expect(classifyAddress(`::ffff:${dotted}`)).toBe('private');
        expect(classifyAddress(`[::ffff:${hex}]`)).toBe('private');
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('every address in 127/8 is loopback and every one in 169.254/16 link-local', () => {
    fc.assert(
      fc.property(octet, octet, octet, (a, b, c) => {
        expect(classifyAddress(`127.${a}.${b}.${c}`)).toBe('loopback');
        expect(classifyAddress(`169.254.${b}.${c}`)).toBe('link-local');
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('knows the IPv6 special ranges, in every spelling', () => {
    expect(classifyAddress('0:0:0:0:0:0:0:1')).toBe('loopback');
    expect(classifyAddress('::')).toBe('unspecified');
    expect(classifyAddress('fdff:ffff::1')).toBe('private');
    expect(classifyAddress('FC00::')).toBe('private');
    expect(classifyAddress('fe80::1%eth0')).toBe('link-local');
    expect(classifyAddress('febf::1')).toBe('link-local');
    expect(classifyAddress('fec0::1')).toBe('private');
    expect(classifyAddress('2001:db8::1')).toBe('reserved');
    expect(classifyAddress('2001:0::1')).toBe('reserved'); // Teredo
    expect(classifyAddress('::7f00:1')).toBe('reserved'); // deprecated IPv4-compatible
    expect(classifyAddress('64:ff9b::8.8.8.8')).toBe('public');
    expect(classifyAddress('64:ff9b::10.1.2.3')).toBe('private');
    expect(classifyAddress('4000::1')).toBe('reserved'); // outside 2000::/3
    expect(classifyAddress('2a00:1450:4001:82a::200e')).toBe('public');
    expect(classifyAddress('hooks.example.com')).toBeNull();
  });
});

describe('host names resolved at delivery time', () => {
  it('refuses a name that resolves to a loopback address in the deployed stack, allows it locally', async () => {
    await expect(resolveAllowed('localhost', deployedUrlPolicy.addresses)).rejects.toBeInstanceOf(ForbiddenAddress);
    await expect(resolveAllowed('localhost', localUrlPolicy.addresses)).resolves.not.toHaveLength(0);
  });

  it('is the lookup the socket connects with: a refused name never opens a connection', async () => {
    const error = await new Promise<Error>((resolve) => {
      const socket = connect({ host: 'localhost', port: 9, lookup: guardedLookup(deployedUrlPolicy.addresses) });
      socket.on('error', resolve);
      socket.on('connect', () => {
        socket.destroy();
        resolve(new Error('connected'));
      });
    });
    expect(error).toBeInstanceOf(ForbiddenAddress);
    expect(error.message).toMatch(/localhost resolves to a loopback address/);
  });
});

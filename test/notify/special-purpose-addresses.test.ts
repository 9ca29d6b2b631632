/**
 * Every entry of the IANA IPv4 and IPv6 special-purpose address registries (plus multicast),
 * each with an address inside and the first address past its end: its class, and whether a
 * webhook URL naming it is accepted by the deployed stack and by the local stack. Host names are
 * normalised first (trailing dots, case, IDNA), and the loopback name space stays refused.
 */
import { describe, expect, it } from 'vitest';
import { classifyAddress, SPECIAL_PURPOSE_RANGES, type AddressClass } from '../../functions/notify/webhook-safety/ip-ranges.js';
import { checkWebhookUrl, deployedUrlPolicy, localUrlPolicy } from '../../functions/notify/webhook-safety/url-policy.js';

type Row = readonly [prefix: string, inside: string, kind: AddressClass, outside?: string, outsideKind?: AddressClass];

/** Written out by hand from the registries, not derived from the code's table. */
const REGISTRY: readonly Row[] = [
  ['0.0.0.0/8', '0.1.2.3', 'unspecified', '1.0.0.0', 'public'],
  ['10.0.0.0/8', '10.20.30.40', 'private', '11.0.0.0', 'public'],
  ['100.64.0.0/10', '100.127.255.255', 'private', '100.128.0.0', 'public'],
  ['127.0.0.0/8', '127.255.0.1', 'loopback', '128.0.0.0', 'public'],
  ['169.254.0.0/16', '169.254.169.254', 'link-local', '169.255.0.0', 'public'],
  ['172.16.0.0/12', '172.31.255.255', 'private', '172.32.0.0', 'public'],
  ['192.0.0.0/24', '192.0.0.200', 'reserved', '192.0.1.0', 'public'],
  ['192.0.0.0/29', '192.0.0.7', 'reserved'],
  ['192.0.0.8/32', '192.0.0.8', 'reserved', '192.0.0.11', 'reserved'],
  ['192.0.0.9/32', '192.0.0.9', 'public'],
  ['192.0.0.10/32', '192.0.0.10', 'public'],
  ['192.0.0.170/32', '192.0.0.170', 'reserved'],
  ['192.0.0.171/32', '192.0.0.171', 'reserved', '192.0.0.172', 'reserved'],
  ['192.0.2.0/24', '192.0.2.1', 'reserved', '192.0.3.0', 'public'],
  ['192.31.196.0/24', '192.31.196.1', 'public'],
  ['192.52.193.0/24', '192.52.193.1', 'public'],
  ['192.88.99.0/24', '192.88.99.1', 'reserved', '192.88.100.0', 'public'],
  ['192.168.0.0/16', '192.168.255.255', 'private', '192.169.0.0', 'public'],
  ['192.175.48.0/24', '192.175.48.1', 'public'],
  ['198.18.0.0/15', '198.19.255.255', 'reserved', '198.20.0.0', 'public'],
  ['198.51.100.0/24', '198.51.100.7', 'reserved', '198.51.101.0', 'public'],
  ['203.0.113.0/24', '203.0.113.9', 'reserved', '203.0.114.0', 'public'],
  ['224.0.0.0/4', '239.255.255.255', 'multicast'],
  ['240.0.0.0/4', '240.0.0.1', 'reserved', '223.255.255.255', 'public'],
  ['255.255.255.255/32', '255.255.255.255', 'reserved'],

  ['::/96', '::7f00:1', 'reserved', '::1:0:0:0', 'reserved'],
  ['::1/128', '::1', 'loopback'],
  ['::/128', '::', 'unspecified'],
  ['::ffff:0:0/96', '::ffff:127.0.0.1', 'loopback', '::1:0:0:0:0', 'reserved'],
  ['64:ff9b::/96', '64:ff9b::10.1.2.3', 'private', '64:ff9b::1:0:0:0', 'reserved'],
  ['64:ff9b:1::/48', '64:ff9b:1::8.8.8.8', 'private', '64:ff9b:2::', 'reserved'],
  ['100::/64', '100::1', 'reserved', '100:0:0:2::', 'reserved'],
  ['100:0:0:1::/64', '100:0:0:1::1', 'reserved'],
  ['2001::/23', '2001:100::1', 'reserved', '2001:200::', 'public'],
  ['2001::/32', '2001:0:4136:e378::1', 'reserved'],
  ['2001:1::1/128', '2001:1::1', 'public', '2001:1::4', 'reserved'],
  ['2001:1::2/128', '2001:1::2', 'public'],
  ['2001:1::3/128', '2001:1::3', 'public'],
  ['2001:2::/48', '2001:2::1', 'reserved', '2001:2:1::', 'reserved'],
  ['2001:3::/32', '2001:3::1', 'public', '2001:4::', 'reserved'],
  ['2001:4:112::/48', '2001:4:112::1', 'public', '2001:4:113::', 'reserved'],
  ['2001:10::/28', '2001:10::1', 'reserved'],
  ['2001:20::/28', '2001:20::1', 'public'],
  ['2001:30::/28', '2001:30::1', 'public', '2001:40::', 'reserved'],
  ['2001:db8::/32', '2001:db8::1', 'reserved', '2001:db9::', 'public'],
  ['2002::/16', '2002:7f00:1::1', 'loopback', '2003::', 'public'],
  ['2620:4f:8000::/48', '2620:4f:8000::1', 'public'],
  ['3fff::/20', '3fff::1', 'reserved', '3fff:1000::', 'public'],
  ['5f00::/16', '5f00::1', 'reserved'],
  ['fc00::/7', 'fd00:ec2::254', 'private', 'fe00::', 'reserved'],
  ['fe80::/10', 'fe80::1', 'link-local'],
  ['fec0::/10', 'fec0::1', 'private'],
  ['ff00::/8', 'ff02::1', 'multicast'],
];

const deployedAccepts = (kind: AddressClass) => kind === 'public';
const localAccepts = (kind: AddressClass) => kind === 'public' || kind === 'loopback' || kind === 'private';
const urlOf = (address: string) => `https://${address.includes(':') ? `[${address}]` : address}/hook`;

const cases = REGISTRY.flatMap(([prefix, inside, kind, outside, outsideKind]) => [
  { prefix, where: 'inside', address: inside, kind },
  ...(outside && outsideKind ? [{ prefix, where: 'just outside', address: outside, kind: outsideKind }] : []),
]);

describe('the IANA special-purpose address registries', () => {
  it('the code has one entry for every registry row tested here, and no other', () => {
    expect(SPECIAL_PURPOSE_RANGES.map(([prefix]) => prefix).sort()).toEqual(REGISTRY.map(([prefix]) => prefix).sort());
  });

  it.each(cases)('$prefix: $address ($where) is $kind', ({ address, kind }) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(cases)('$prefix: the deployed stack and the local stack judge https://$address as its class says', ({ address, kind }) => {
    expect(checkWebhookUrl(urlOf(address), deployedUrlPolicy).ok).toBe(deployedAccepts(kind));
    expect(checkWebhookUrl(urlOf(address), localUrlPolicy).ok).toBe(localAccepts(kind));
  });

  it('the IPv4 embedded in mapped, NAT64 and 6to4 addresses decides their class', () => {
    expect(classifyAddress('::ffff:93.184.215.14')).toBe('public');
    expect(classifyAddress('64:ff9b::169.254.169.254')).toBe('link-local');
    expect(classifyAddress('64:ff9b::8.8.8.8')).toBe('public');
    expect(classifyAddress('2002:c0a8:101::1')).toBe('private');
    expect(classifyAddress('2002:5db8:d70e::1')).toBe('public');
  });
});

describe('the reported bypasses', () => {
  it.each([deployedUrlPolicy, localUrlPolicy])('https://[3fff::1]/hook (documentation, RFC 9637) is refused (%#)', (policy) => {
    expect(checkWebhookUrl('https://[3fff::1]/hook', policy)).toEqual({ ok: false, reason: 'targets a reserved address' });
  });

  it('https://localhost../hook is refused when deployed, as is every spelling of the loopback name space', () => {
    for (const url of ['https://localhost../hook', 'https://localhost.../hook', 'https://LocalHost./hook', 'https://api.LOCALHOST../hook', 'https://ｌｏｃａｌｈｏｓｔ/hook', 'https://127.0.0.1../hook']) {
      expect(checkWebhookUrl(url, deployedUrlPolicy), url).toEqual({ ok: false, reason: 'targets a loopback address' });
      expect(checkWebhookUrl(url, localUrlPolicy), url).toMatchObject({ ok: true });
    }
  });

  it('names outside the loopback name space are still accepted when deployed', () => {
    for (const url of ['https://localhost.example.com/hook', 'https://mylocalhost/hook', 'https://hooks.example.com../hook', 'https://bücher.example/hook']) {
      expect(checkWebhookUrl(url, deployedUrlPolicy), url).toMatchObject({ ok: true });
    }
  });
});

/**
 * What kind of address an IP literal is: public, or one a webhook must never reach from the
 * deployed stack (loopback, private ranges, link-local incl. the instance metadata address
 * 169.254.169.254 and fd00:ec2::254, multicast, reserved). IPv6 forms that embed an IPv4
 * address (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the
 * address they embed, so `[::ffff:127.0.0.1]` is loopback like 127.0.0.1.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unspecified' | 'multicast' | 'reserved';

/** Which non-public classes a deployment lets webhooks reach (never link-local, multicast, reserved). */
export interface AddressPolicy {
  allowLoopback: boolean;
  allowPrivate: boolean;
}

export function addressAllowed(kind: AddressClass, policy: AddressPolicy): boolean {
  if (kind === 'public') return true;
  if (kind === 'loopback') return policy.allowLoopback;
  if (kind === 'private') return policy.allowPrivate;
  return false;
}

type Range = readonly [bytes: readonly number[], prefix: number, kind: AddressClass];

/** RFC 6890 special-purpose IPv4 ranges (and RFC 6598 shared address space, treated as private). */
const IPV4_RANGES: readonly Range[] = [
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'private'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'reserved'],
  [[192, 88, 99, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[198, 51, 100, 0], 24, 'reserved'],
  [[203, 0, 113, 0], 24, 'reserved'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

/** RFC 6890 / IANA special-purpose IPv6 ranges that do not embed an IPv4 address. */
const IPV6_RANGES: readonly Range[] = [
  [[0x00, 0x64, 0xff, 0x9b, 0, 1], 48, 'private'], // 64:ff9b:1::/48, local-use NAT64
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'reserved'], // 100::/64, discard-only
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'], // 2001:db8::/32, documentation
  [[0x20, 0x01, 0x00, 0x00], 23, 'reserved'], // 2001::/23, IETF protocol assignments (incl. Teredo)
  [[0xfc], 7, 'private'], // fc00::/7, unique local (incl. fd00:ec2::254, the EC2 metadata address)
  [[0xfe, 0x80], 10, 'link-local'], // fe80::/10
  [[0xfe, 0xc0], 10, 'private'], // fec0::/10, deprecated site-local
  [[0xff], 8, 'multicast'], // ff00::/8
];

function inRange(address: readonly number[], [bytes, prefix]: Range): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const mask = prefix - bit >= 8 ? 0xff : (0xff << (8 - (prefix - bit))) & 0xff;
    if (((address[bit / 8] ?? 0) & mask) !== ((bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function classifyV4(bytes: readonly number[]): AddressClass {
  return IPV4_RANGES.find((range) => inRange(bytes, range))?.[2] ?? 'public';
}

function classifyV6(bytes: readonly number[]): AddressClass {
  const zeroUntil = (end: number) => bytes.slice(0, end).every((byte) => byte === 0);
  if (zeroUntil(16)) return 'unspecified';
  if (zeroUntil(15) && bytes[15] === 1) return 'loopback';
  if (zeroUntil(10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyV4(bytes.slice(12)); // ::ffff:a.b.c.d
  if (zeroUntil(12)) return 'reserved'; // ::a.b.c.d, deprecated IPv4-compatible
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96, 'public'])) return classifyV4(bytes.slice(12)); // NAT64
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return classifyV4(bytes.slice(2, 6)); // 6to4
  const special = IPV6_RANGES.find((range) => inRange(bytes, range));
  if (special) return special[2];
  // Only 2000::/3 is global unicast; anything else is unassigned.
  return (bytes[0]! & 0xe0) === 0x20 ? 'public' : 'reserved';
}

/** The 4 bytes of a dotted-quad IPv4 address, or null. */
export function parseIPv4(text: string): number[] | null {
  if (!isIPv4(text)) return null;
  return text.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (`::`, embedded dotted quads and a `%zone` allowed), or null. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return null;
  let groups = address.split(':');
  const last = groups[groups.length - 1]!;
  if (last.includes('.')) {
    const v4 = parseIPv4(last)!;
    groups = [...groups.slice(0, -1), ((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16)];
  }
  const gap = groups.indexOf('');
  if (gap !== -1) {
    const head = groups.slice(0, gap).filter(Boolean);
    const tail = groups.slice(gap + 1).filter(Boolean);
    groups = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  }
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** The class of an IP literal (IPv4 dotted quad or IPv6, with or without brackets); null when it is not one. */
export function classifyAddress(literal: string): AddressClass | null {
  const text = literal.startsWith('[') && literal.endsWith(']') ? literal.slice(1, -1) : literal;
  const v4 = parseIPv4(text);
  if (v4) return classifyV4(v4);
  const v6 = parseIPv6(text);
  return v6 ? classifyV6(v6) : null;
}

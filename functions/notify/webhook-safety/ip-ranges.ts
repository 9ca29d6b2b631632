/**
 * What kind of address an IP literal is: public, or one a webhook must never reach from the
 * deployed stack (loopback, private ranges, link-local incl. the instance metadata address
 * 169.254.169.254 and fd00:ec2::254, multicast, documentation, reserved). The ranges are the
 * IANA IPv4 and IPv6 special-purpose address registries (RFC 6890), one table below; the most
 * specific entry wins, so an entry the registry marks "globally reachable" inside a reserved
 * block (192.0.0.9/32 in 192.0.0.0/24) is public. IPv6 forms that embed an IPv4 address
 * (IPv4-mapped, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the address they embed, so
 * `[::ffff:127.0.0.1]` is loopback like 127.0.0.1.
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

/** An IPv6 range whose addresses carry an IPv4 address in bytes `at`..`at`+4: that address decides. */
interface EmbedsIPv4 {
  embedsIPv4At: number;
}

export interface SpecialRange {
  prefix: string;
  name: string;
  rfc: string;
  /** The class of its addresses; 'public' where the registry says "globally reachable: true". */
  kind: AddressClass | EmbedsIPv4;
}

/**
 * The IANA special-purpose address registries (iana-ipv4-special-registry and
 * iana-ipv6-special-registry), plus multicast (224/4, ff00::/8) and two deprecated IPv6 forms
 * that are not in the registry but must not be reached (IPv4-compatible, site-local).
 * "Globally reachable: N/A" (Teredo, the 6to4 relay anycast) is treated as not reachable.
 */
export const SPECIAL_PURPOSE_RANGES: readonly SpecialRange[] = [
  { prefix: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791 §3.2', kind: 'unspecified' },
  { prefix: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918', kind: 'private' },
  { prefix: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598', kind: 'private' },
  { prefix: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3', kind: 'loopback' },
  { prefix: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927', kind: 'link-local' },
  { prefix: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918', kind: 'private' },
  { prefix: '192.0.0.0/24', name: 'IETF Protocol Assignments', rfc: 'RFC 6890 §2.1', kind: 'reserved' },
  { prefix: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', kind: 'reserved' },
  { prefix: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600', kind: 'reserved' },
  { prefix: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', kind: 'public' },
  { prefix: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', kind: 'public' },
  { prefix: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880, RFC 7050 §2.2', kind: 'reserved' },
  { prefix: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880, RFC 7050 §2.2', kind: 'reserved' },
  { prefix: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', kind: 'reserved' },
  { prefix: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535', kind: 'public' },
  { prefix: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450', kind: 'public' },
  { prefix: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', kind: 'reserved' },
  { prefix: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918', kind: 'private' },
  { prefix: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', kind: 'public' },
  { prefix: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544', kind: 'reserved' },
  { prefix: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', kind: 'reserved' },
  { prefix: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', kind: 'reserved' },
  { prefix: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771', kind: 'multicast' },
  { prefix: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112 §4', kind: 'reserved' },
  { prefix: '255.255.255.255/32', name: 'Limited Broadcast', rfc: 'RFC 8190, RFC 919 §7', kind: 'reserved' },

  { prefix: '::/96', name: 'IPv4-compatible (deprecated)', rfc: 'RFC 4291 §2.5.5.1', kind: 'reserved' },
  { prefix: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291', kind: 'loopback' },
  { prefix: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291', kind: 'unspecified' },
  { prefix: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', kind: { embedsIPv4At: 12 } },
  { prefix: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052', kind: { embedsIPv4At: 12 } },
  { prefix: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat. (local use)', rfc: 'RFC 8215', kind: 'private' },
  { prefix: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666', kind: 'reserved' },
  { prefix: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780', kind: 'reserved' },
  { prefix: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', kind: 'reserved' },
  { prefix: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380, RFC 8190', kind: 'reserved' },
  { prefix: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', kind: 'public' },
  { prefix: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', kind: 'public' },
  { prefix: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast', rfc: 'RFC 9665', kind: 'public' },
  { prefix: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180, RFC Errata 1752', kind: 'reserved' },
  { prefix: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450', kind: 'public' },
  { prefix: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', kind: 'public' },
  { prefix: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', kind: 'reserved' },
  { prefix: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', kind: 'public' },
  { prefix: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', rfc: 'RFC 9374', kind: 'public' },
  { prefix: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', kind: 'reserved' },
  { prefix: '2002::/16', name: '6to4', rfc: 'RFC 3056', kind: { embedsIPv4At: 2 } },
  { prefix: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', kind: 'public' },
  { prefix: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', kind: 'reserved' },
  { prefix: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', kind: 'reserved' },
  { prefix: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193, RFC 8190', kind: 'private' },
  { prefix: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291', kind: 'link-local' },
  { prefix: 'fec0::/10', name: 'Site-Local (deprecated)', rfc: 'RFC 3879', kind: 'private' },
  { prefix: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291 §2.7', kind: 'multicast' },
];

interface CompiledRange {
  bytes: readonly number[];
  length: number;
  kind: SpecialRange['kind'];
}

function compile({ prefix, kind }: SpecialRange): CompiledRange {
  const [address, length] = prefix.split('/') as [string, string];
  return { bytes: parseIPv4(address) ?? parseIPv6(address)!, length: Number(length), kind };
}

const IPV4_TABLE = SPECIAL_PURPOSE_RANGES.filter((range) => isIPv4(range.prefix.split('/')[0]!)).map(compile);
const IPV6_TABLE = SPECIAL_PURPOSE_RANGES.filter((range) => isIPv6(range.prefix.split('/')[0]!)).map(compile);

function inRange(address: readonly number[], { bytes, length }: CompiledRange): boolean {
  for (let bit = 0; bit < length; bit += 8) {
    const mask = length - bit >= 8 ? 0xff : (0xff << (8 - (length - bit))) & 0xff;
    if ((address[bit / 8]! & mask) !== (bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/** The most specific table entry holding `address`. */
function mostSpecific(table: readonly CompiledRange[], address: readonly number[]): CompiledRange | undefined {
  let best: CompiledRange | undefined;
  for (const range of table) if (inRange(address, range) && (!best || range.length > best.length)) best = range;
  return best;
}

function classifyV4(bytes: readonly number[]): AddressClass {
  const kind = mostSpecific(IPV4_TABLE, bytes)?.kind ?? 'public';
  return typeof kind === 'string' ? kind : 'reserved';
}

function classifyV6(bytes: readonly number[]): AddressClass {
  const range = mostSpecific(IPV6_TABLE, bytes);
  if (range) return typeof range.kind === 'string' ? range.kind : classifyV4(bytes.slice(range.kind.embedsIPv4At, range.kind.embedsIPv4At + 4));
  // Outside the registry: only 2000::/3 is allocated as global unicast (IANA IPv6 address space).
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

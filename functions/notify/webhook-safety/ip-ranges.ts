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

/** A registry entry: its prefix, and the class of its addresses ('public' where the registry says "globally reachable: true"). */
export type SpecialRange = readonly [prefix: string, kind: AddressClass | EmbedsIPv4];

/**
 * The IANA special-purpose address registries (iana-ipv4-special-registry and
 * iana-ipv6-special-registry), plus multicast (224/4, ff00::/8) and two deprecated IPv6 forms
 * that are not in the registry but must not be reached (IPv4-compatible, site-local).
 * "Globally reachable: N/A" (Teredo, the 6to4 relay anycast) is treated as not reachable. Each
 * entry's name and RFC stand in its comment, so they cost the deployed bundle nothing.
 */
export const SPECIAL_PURPOSE_RANGES: readonly SpecialRange[] = [
  ['0.0.0.0/8', 'unspecified'], // "This network", RFC 791 §3.2
  ['10.0.0.0/8', 'private'], // Private-Use, RFC 1918
  ['100.64.0.0/10', 'private'], // Shared Address Space, RFC 6598
  ['127.0.0.0/8', 'loopback'], // Loopback, RFC 1122 §3.2.1.3
  ['169.254.0.0/16', 'link-local'], // Link Local, RFC 3927
  ['172.16.0.0/12', 'private'], // Private-Use, RFC 1918
  ['192.0.0.0/24', 'reserved'], // IETF Protocol Assignments, RFC 6890 §2.1
  ['192.0.0.0/29', 'reserved'], // IPv4 Service Continuity Prefix, RFC 7335
  ['192.0.0.8/32', 'reserved'], // IPv4 dummy address, RFC 7600
  ['192.0.0.9/32', 'public'], // Port Control Protocol Anycast, RFC 7723
  ['192.0.0.10/32', 'public'], // Traversal Using Relays around NAT Anycast, RFC 8155
  ['192.0.0.170/32', 'reserved'], // NAT64/DNS64 Discovery, RFC 8880, RFC 7050 §2.2
  ['192.0.0.171/32', 'reserved'], // NAT64/DNS64 Discovery, RFC 8880, RFC 7050 §2.2
  ['192.0.2.0/24', 'reserved'], // Documentation (TEST-NET-1), RFC 5737
  ['192.31.196.0/24', 'public'], // AS112-v4, RFC 7535
  ['192.52.193.0/24', 'public'], // AMT, RFC 7450
  ['192.88.99.0/24', 'reserved'], // Deprecated (6to4 Relay Anycast), RFC 7526
  ['192.168.0.0/16', 'private'], // Private-Use, RFC 1918
  ['192.175.48.0/24', 'public'], // Direct Delegation AS112 Service, RFC 7534
  ['198.18.0.0/15', 'reserved'], // Benchmarking, RFC 2544
  ['198.51.100.0/24', 'reserved'], // Documentation (TEST-NET-2), RFC 5737
  ['203.0.113.0/24', 'reserved'], // Documentation (TEST-NET-3), RFC 5737
  ['224.0.0.0/4', 'multicast'], // Multicast, RFC 5771
  ['240.0.0.0/4', 'reserved'], // Reserved, RFC 1112 §4
  ['255.255.255.255/32', 'reserved'], // Limited Broadcast, RFC 8190, RFC 919 §7

  ['::/96', 'reserved'], // IPv4-compatible (deprecated), RFC 4291 §2.5.5.1
  ['::1/128', 'loopback'], // Loopback Address, RFC 4291
  ['::/128', 'unspecified'], // Unspecified Address, RFC 4291
  ['::ffff:0:0/96', { embedsIPv4At: 12 }], // IPv4-mapped Address, RFC 4291
  ['64:ff9b::/96', { embedsIPv4At: 12 }], // IPv4-IPv6 Translat., RFC 6052
  ['64:ff9b:1::/48', 'private'], // IPv4-IPv6 Translat. (local use), RFC 8215
  ['100::/64', 'reserved'], // Discard-Only Address Block, RFC 6666
  ['100:0:0:1::/64', 'reserved'], // Dummy IPv6 Prefix, RFC 9780
  ['2001::/23', 'reserved'], // IETF Protocol Assignments, RFC 2928
  ['2001::/32', 'reserved'], // TEREDO, RFC 4380, RFC 8190
  ['2001:1::1/128', 'public'], // Port Control Protocol Anycast, RFC 7723
  ['2001:1::2/128', 'public'], // Traversal Using Relays around NAT Anycast, RFC 8155
  ['2001:1::3/128', 'public'], // DNS-SD Service Registration Protocol Anycast, RFC 9665
  ['2001:2::/48', 'reserved'], // Benchmarking, RFC 5180, RFC Errata 1752
  ['2001:3::/32', 'public'], // AMT, RFC 7450
  ['2001:4:112::/48', 'public'], // AS112-v6, RFC 7535
  ['2001:10::/28', 'reserved'], // Deprecated (previously ORCHID), RFC 4843
  ['2001:20::/28', 'public'], // ORCHIDv2, RFC 7343
  ['2001:30::/28', 'public'], // Drone Remote ID Protocol Entity Tags (DETs) Prefix, RFC 9374
  ['2001:db8::/32', 'reserved'], // Documentation, RFC 3849
  ['2002::/16', { embedsIPv4At: 2 }], // 6to4, RFC 3056
  ['2620:4f:8000::/48', 'public'], // Direct Delegation AS112 Service, RFC 7534
  ['3fff::/20', 'reserved'], // Documentation, RFC 9637
  ['5f00::/16', 'reserved'], // Segment Routing (SRv6) SIDs, RFC 9602
  ['fc00::/7', 'private'], // Unique-Local, RFC 4193, RFC 8190
  ['fe80::/10', 'link-local'], // Link-Local Unicast, RFC 4291
  ['fec0::/10', 'private'], // Site-Local (deprecated), RFC 3879
  ['ff00::/8', 'multicast'], // Multicast, RFC 4291 §2.7
];

interface CompiledRange {
  bytes: readonly number[];
  length: number;
  kind: SpecialRange[1];
}

function compile([prefix, kind]: SpecialRange): CompiledRange {
  const [address, length] = prefix.split('/') as [string, string];
  return { bytes: parseIPv4(address) ?? parseIPv6(address)!, length: Number(length), kind };
}

// Compiled on first use, not at import: node:net's isIPv6 builds its large regular expression on
// its first call, which would otherwise add to the api Lambda's module init (`npm run bench:lambda`).
let tables: { v4: CompiledRange[]; v6: CompiledRange[] } | null = null;
function compiledTables(): { v4: CompiledRange[]; v6: CompiledRange[] } {
  tables ??= {
    v4: SPECIAL_PURPOSE_RANGES.filter(([prefix]) => isIPv4(prefix.split('/')[0]!)).map(compile),
    v6: SPECIAL_PURPOSE_RANGES.filter(([prefix]) => isIPv6(prefix.split('/')[0]!)).map(compile),
  };
  return tables;
}

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
  const kind = mostSpecific(compiledTables().v4, bytes)?.kind ?? 'public';
  return typeof kind === 'string' ? kind : 'reserved';
}

function classifyV6(bytes: readonly number[]): AddressClass {
  const range = mostSpecific(compiledTables().v6, bytes);
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

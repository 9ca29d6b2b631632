/**
 * A DNS lookup for outgoing webhook requests that refuses host names resolving to addresses the
 * policy forbids. It is passed to http(s).request as `lookup`, so the address checked is the
 * address connected to: a name cannot pass the check and then resolve elsewhere (DNS rebinding).
 * A name with any forbidden address is refused whole.
 */
import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressAllowed, classifyAddress, type AddressPolicy } from './ip-ranges.js';

export class ForbiddenAddress extends Error {
  override readonly name = 'ForbiddenAddress';
  readonly code = 'EFORBIDDENADDRESS';
}

/** Resolves `hostname` and checks every address; the error names the first forbidden one. */
export function resolveAllowed(hostname: string, policy: AddressPolicy, family?: number): Promise<LookupAddress[]> {
  const options: LookupAllOptions = { all: true, ...(family ? { family } : {}) };
  return new Promise((resolve, reject) => {
    lookup(hostname, options, (error, addresses) => {
      if (error) return reject(error);
      for (const { address } of addresses) {
        const kind = classifyAddress(address) ?? 'reserved';
        if (!addressAllowed(kind, policy)) return reject(new ForbiddenAddress(`${hostname} resolves to a ${kind} address (${address})`));
      }
      resolve(addresses);
    });
  });
}

/** A `lookup` for node:net / node:http that only yields allowed addresses. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, policy, familyNumber(options.family)).then(
      (addresses) => {
        if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function familyNumber(family: number | 'IPv4' | 'IPv6' | undefined): number | undefined {
  if (family === 'IPv4') return 4;
  if (family === 'IPv6') return 6;
  return family || undefined;
}

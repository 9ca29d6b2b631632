/**
 * The server's VAPID key pair (RFC 8292): push services check that every push is signed by the
 * key its subscription was made for (the app subscribes with the public key, GET
 * /push/public-key). Both halves as the Push API and the web-push library take them: base64url,
 * the public key an uncompressed P-256 point (65 bytes), the private key its 32-byte scalar.
 * The local stack keeps them in its data folder (in memory without one); the deployed stack in
 * SSM Parameter Store (./vapid-parameter.ts).
 */
import { createECDH, generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new key pair on P-256. */
export function newVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([0x04]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** The public key of a private key (both base64url): the deployed stack keeps only the private one. */
export function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/** The file in the local stack's data folder that keeps its keys across restarts (so subscriptions stay valid). */
export const LOCAL_VAPID_FILE = 'turnpost-vapid-keys.json';

/** The local stack's keys: read from the data folder, or made (and written there) on the first start; in memory without a folder. */
export function localVapidKeys(dataDir: string | undefined): VapidKeys {
  if (!dataDir) return newVapidKeys();
  const file = join(dataDir, LOCAL_VAPID_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const keys = newVapidKeys();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

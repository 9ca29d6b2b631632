/**
 * The stand-in for asn1.js in the deliver bundle (functions/notify/push/ec-key-pem.ts) makes the
 * very PEM that asn1.js makes for web-push's VAPID key, and Node reads it as the same key.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { define } from '../../functions/notify/push/ec-key-pem.js';
import { newVapidKeys } from '../../functions/notify/push/vapid-key-pair.js';

// The real asn1.js, as web-push installs it, and web-push's own model of the key.
const asn1 = createRequire(import.meta.url)('asn1.js') as {
  define(name: string, body: (this: Record<string, (...args: unknown[]) => unknown>) => void): { encode(value: unknown, encoding: string, options: unknown): string };
};
const ECPrivateKeyASN = asn1.define('ECPrivateKey', function () {
  const self = this as unknown as { seq(): { obj(...fields: unknown[]): void }; key(name: string): Record<string, (...args: unknown[]) => Record<string, (...args: unknown[]) => Record<string, () => unknown>>> };
  self.seq().obj(self.key('version').int!(), self.key('privateKey').octstr!(), self.key('parameters').explicit!(0).objid!().optional!(), self.key('publicKey').explicit!(1).bitstr!().optional!());
});

describe('the EC private key PEM in place of asn1.js', () => {
  it('is byte for byte what asn1.js makes, for many keys', () => {
    for (let i = 0; i < 50; i++) {
      const { privateKey, publicKey } = newVapidKeys();
      const value = { version: 1, privateKey: Buffer.from(privateKey, 'base64url'), parameters: [1, 2, 840, 10045, 3, 1, 7] };
      const options = { label: 'EC PRIVATE KEY' };
      const pem = define('ECPrivateKey').encode(value, 'pem', options);
      expect(pem).toBe(ECPrivateKeyASN.encode(value, 'pem', options));
      const point = createPublicKey(createPrivateKey(pem)).export({ format: 'jwk' });
      expect(Buffer.concat([Buffer.from([4]), Buffer.from(point.x!, 'base64url'), Buffer.from(point.y!, 'base64url')]).toString('base64url')).toBe(publicKey);
    }
  });

  it('refuses anything else', () => {
    expect(() => define('Certificate')).toThrow(/not bundled/);
    expect(() => define('ECPrivateKey').encode({ version: 1, privateKey: Buffer.alloc(31), parameters: [1, 2, 840, 10045, 3, 1, 7] }, 'pem', { label: 'EC PRIVATE KEY' })).toThrow(/only a P-256/);
  });
});

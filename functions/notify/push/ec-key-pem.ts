/**
 * Stands in for `asn1.js` in the Lambda bundles (lib/lambda-bundling.ts aliases it here). The
 * `web-push` library uses asn1.js for one thing: turning the raw 32-byte VAPID private key into an
 * "EC PRIVATE KEY" PEM (RFC 5915, on prime256v1) for its JWT signer — and asn1.js brings bn.js,
 * a large share of the deliver bundle. This makes that one DER structure itself, byte for byte
 * what asn1.js makes (test/notify/ec-key-pem.test.ts compares them); any other use throws.
 */
interface EcPrivateKey {
  version: number;
  privateKey: Uint8Array;
  parameters: number[];
}

const PRIME256V1 = [1, 2, 840, 10045, 3, 1, 7].join('.');
// SEQUENCE { INTEGER 1, OCTET STRING (32 bytes), [0] { OID 1.2.840.10045.3.1.7 } }: the prefix, the key, the curve.
const DER_PREFIX = Buffer.from('30310201010420', 'hex');
const DER_CURVE = Buffer.from('a00a06082a8648ce3d030107', 'hex');

function ecPrivateKeyPem(key: EcPrivateKey, encoding: string, options: { label: string }): string {
  if (encoding !== 'pem' || options.label !== 'EC PRIVATE KEY' || key.version !== 1 || key.privateKey.length !== 32 || key.parameters.join('.') !== PRIME256V1) {
    throw new Error('only a P-256 EC private key PEM is bundled in place of asn1.js (see lib/lambda-bundling.ts)');
  }
  const base64 = Buffer.concat([DER_PREFIX, key.privateKey, DER_CURVE]).toString('base64');
  return [`-----BEGIN ${options.label}-----`, ...(base64.match(/.{1,64}/g) ?? []), `-----END ${options.label}-----`].join('\n');
}

export function define(name: string): { encode: typeof ecPrivateKeyPem } {
  if (name !== 'ECPrivateKey') throw new Error(`asn1.js is not bundled: no model for ${name} (see lib/lambda-bundling.ts)`);
  return { encode: ecPrivateKeyPem };
}

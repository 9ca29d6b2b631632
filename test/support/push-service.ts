/**
 * A stand-in push service on 127.0.0.1 for tests, and a browser's side of a subscription: the
 * service records every request (path, headers, raw body) and answers as told; a
 * `TestSubscription` holds the keys a browser would (a P-256 key pair and an auth secret) and
 * opens what was pushed to it as the browser does — aes128gcm (RFC 8188) with the keys derived
 * by RFC 8291 sections 3.3-3.4 — written here with node:crypto alone, independent of the sending side.
 * `checkVapid` verifies the VAPID header as a push service would (RFC 8292).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequest, stopServer } from './webhook-receiver.js';

export interface PushRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** How to answer the n-th request (1-based). */
export type PushAnswer = (n: number, request: PushRequest) => number;

export class PushService {
  readonly received: PushRequest[] = [];

  private constructor(
    private readonly server: Server,
    /** e.g. http://127.0.0.1:41234 */
    readonly origin: string,
    private readonly answer: PushAnswer,
  ) {}

  static async start(answer: PushAnswer = () => 201): Promise<PushService> {
    let service: PushService | null = null;
    const server = createServer((req, res) => service!.onRequest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service = new PushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, answer);
    return service;
  }

  /** A new browser subscription whose endpoint is on this service. */
  subscribe(name = randomBytes(6).toString('hex')): TestSubscription {
    return new TestSubscription(`${this.origin}/push/${name}`);
  }

  /** What was pushed to one subscription's endpoint. */
  to(subscription: TestSubscription): PushRequest[] {
    return this.received.filter((request) => `${this.origin}${request.path}` === subscription.endpoint);
  }

  stop(): Promise<void> {
    return stopServer(this.server);
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    readRequest(req, (headers, body) => {
      const request: PushRequest = { path: req.url ?? '', headers, body };
      this.received.push(request);
      res.writeHead(this.answer(this.received.length, request)).end();
    });
  }
}

/** A browser's push subscription: its endpoint and the keys only it holds. */
export class TestSubscription {
  private readonly ecdh: ECDH;
  readonly auth: Buffer;

  constructor(readonly endpoint: string) {
    this.ecdh = createECDH('prime256v1');
    this.ecdh.generateKeys();
    this.auth = randomBytes(16);
  }

  /** As PushSubscription.toJSON() gives it. */
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') } };
  }

  /** Decrypts an aes128gcm body sent to this subscription (RFC 8291 section 3.4, RFC 8188 section 2). */
  open(body: Buffer): string {
    // The header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key.
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20]!;
    const senderKey = body.subarray(21, 21 + idLength);
    const records = body.subarray(21 + idLength);
    if (records.length > recordSize) throw new Error('more than one record: not expected for a small push');
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), this.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12));
    // One record, sequence number 0: the nonce as derived. The tag is the record's last 16 bytes.
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(records.subarray(records.length - 16));
    const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 section 2).
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface VapidCheck {
  /** The server's public key, `k=`. */
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
  header: { typ?: string; alg: string };
  /** The ES256 signature verifies under `k`. */
  validSignature: boolean;
}

/** Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 section 3) and verifies its ES256 signature. */
export function checkVapid(authorization: string): VapidCheck {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const validSignature = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return {
    publicKey,
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as VapidCheck['header'],
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as VapidCheck['claims'],
    validSignature,
  };
}

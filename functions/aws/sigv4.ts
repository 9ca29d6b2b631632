/**
 * AWS Signature Version 4 for request headers (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html):
 * a canonical request, its hash in a string to sign, and an HMAC chain from the secret key over
 * the date, region and service. The derived key changes once a day, so it is cached per day,
 * region and service. Paths and query strings here are plain (no characters to escape), as every
 * call this client makes is a POST to `/` or a fixed REST path.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Credentials } from './credentials.js';

export interface SignableRequest {
  method: string;
  host: string;
  path: string;
  /** Query parameters; the canonical form sorts them. */
  query?: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

export interface SigningScope {
  region: string;
  /** The signing name: `dynamodb`, `sqs`, `sns`, `ses`, `ssm`, … */
  service: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** The headers to send: the request's own (names lower-cased), host, x-amz-date, the session token if any, and authorization. */
export function signRequest(request: SignableRequest, scope: SigningScope, credentials: Credentials, now: Date = new Date()): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers.host = request.host;
  headers['x-amz-date'] = amzDate;
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    sha256Hex(request.body),
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = `${ALGORITHM}\n${amzDate}\n${credentialScope}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, scope)).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

function canonicalQuery(query: Record<string, string> | undefined): string {
  if (!query) return '';
  return Object.entries(query)
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Percent-encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const keys = new Map<string, Buffer>();

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, day), region), service), "aws4_request"), kept for the day. */
function signingKey(secret: string, day: string, scope: SigningScope): Buffer {
  const id = `${day}/${scope.region}/${scope.service}/${secret}`;
  let key = keys.get(id);
  if (!key) {
    // A new day: yesterday's keys are of no use any more.
    for (const old of keys.keys()) if (!old.startsWith(day)) keys.delete(old);
    key = [day, scope.region, scope.service, 'aws4_request'].reduce<Buffer>((k, part) => hmac(k, part), Buffer.from(`AWS4${secret}`, 'utf8'));
    keys.set(id, key);
  }
  return key;
}

function hmac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

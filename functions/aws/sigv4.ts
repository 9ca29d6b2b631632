/**
 * AWS Signature Version 4 for request headers (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html):
 * a canonical request, its hash in a string to sign, and an HMAC chain from the secret key over
 * the date, region and service. The derived key changes once a day, so it is cached per day,
 * region and service. Paths and query strings here are plain (no characters to escape), as every
 * call this client makes is a POST to `/` or a fixed REST path.
 */
import { createHmac, hash } from 'node:crypto';
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
  const amzDate = amzDateOf(now);
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const name in request.headers) headers[name.toLowerCase()] = request.headers[name]!;
  headers.host = request.host;
  headers['x-amz-date'] = amzDate;
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  let canonicalHeaders = '';
  for (const name of names) canonicalHeaders += `${name}:${canonicalValue(headers[name]!)}\n`;
  const canonicalRequest = `${request.method}\n${request.path}\n${canonicalQuery(request.query)}\n${canonicalHeaders}\n${signedHeaders}\n${sha256Hex(request.body)}`;
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = `${ALGORITHM}\n${amzDate}\n${credentialScope}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, scope)).update(stringToSign, 'utf8').digest('hex');
  headers.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

/** `YYYYMMDDTHHMMSSZ`, cut from the ISO form (`YYYY-MM-DDTHH:MM:SS.sssZ`) without a regex. */
function amzDateOf(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** Trimmed, runs of spaces as one; most values have none, so the regex runs only when there is a run. */
function canonicalValue(value: string): string {
  const trimmed = value.trim();
  return /\s\s|[\t\n\r]/.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
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

/** One-shot `hash` (no Hash object per call: less than half the CPU of createHash). */
function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/**
 * HTTP/1.1 on the wire (RFC 9112), as much as an AWS call needs: a request written as one
 * Buffer, and an answer parsed from the bytes as they arrive — status line, headers (names
 * lower-cased, repeated ones joined with ", "), and a body framed by `content-length`, by
 * `transfer-encoding: chunked`, or read until the server closes (RFC 9112 §6.3).
 */

export interface WireResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** False when the connection may not carry another request: `connection: close`, HTTP/1.0, or a body read to the close. */
  reusable: boolean;
}

/** `METHOD path HTTP/1.1`, the headers, `content-length`, the body: one Buffer, one write. */
export function serializeRequest(method: string, path: string, headers: Record<string, string>, body: string): Buffer {
  const bodyLength = Buffer.byteLength(body, 'utf8');
  let head = `${method} ${path} HTTP/1.1\r\n`;
  for (const name in headers) {
    const value = headers[name]!;
    // A CR or LF in a value would end the header early and let the rest pose as a header of its own.
    if (value.includes('\r') || value.includes('\n')) throw new TypeError(`the ${name} header holds a line break`);
    head += `${name}: ${value}\r\n`;
  }
  head += `content-length: ${bodyLength}\r\n\r\n`;
  const headLength = Buffer.byteLength(head, 'utf8');
  const wire = Buffer.allocUnsafe(headLength + bodyLength);
  wire.write(head, 0, 'utf8');
  wire.write(body, headLength, 'utf8');
  return wire;
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
/** A head longer than this is no AWS answer (node:http's own limit is 16 KB). */
const MAX_HEAD_BYTES = 64 * 1024;

type Framing = { kind: 'length'; remaining: number } | { kind: 'chunked'; remaining: number; stage: 'size' | 'data' | 'data-end' | 'trailers' } | { kind: 'close' };

/** Parses one answer from the chunks `feed` is given; `feed` returns the answer once it is whole. */
export class ResponseParser {
  /** Bytes of a head, chunk-size line or trailer not yet complete. */
  private pending: Buffer | null = null;
  private status = 0;
  private headers: Record<string, string | undefined> = {};
  private reusable = true;
  private framing: Framing | null = null;
  private readonly body: Buffer[] = [];

  /** Whether any byte of the answer has arrived (a connection that fails before then was never answered). */
  started = false;

  feed(chunk: Buffer): WireResponse | null {
    this.started = true;
    let data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    if (!this.framing) {
      const end = data.indexOf(HEAD_END);
      if (end < 0) {
        if (data.length > MAX_HEAD_BYTES) throw protocolError('the answer\'s head is too long');
        this.pending = data;
        return null;
      }
      const informational = this.readHead(data.toString('latin1', 0, end));
      data = data.subarray(end + 4);
      // A 1xx (100 Continue) is followed by the real answer on the same connection.
      if (informational) return data.length > 0 ? this.feed(data) : null;
    }
    return this.readBody(data);
  }

  /** The answer when the server has closed the connection: whole if it was read to the close, else null (cut short). */
  end(): WireResponse | null {
    return this.framing?.kind === 'close' ? this.finish() : null;
  }

  /** Reads the status line and headers; true for an informational (1xx) answer, whose head is all there is. */
  private readHead(head: string): boolean {
    const lines = head.split('\r\n');
    const statusLine = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(lines[0]!);
    if (!statusLine) throw protocolError('the answer has no HTTP/1.x status line');
    const status = Number(statusLine[2]);
    if (status < 200) {
      this.headers = {};
      return true;
    }
    this.status = status;
    const headers: Record<string, string | undefined> = {};
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon <= 0) throw protocolError('the answer has a malformed header');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      const before = headers[name];
      headers[name] = before === undefined ? value : `${before}, ${value}`;
    }
    this.headers = headers;
    const connection = headers.connection?.toLowerCase() ?? '';
    this.reusable = statusLine[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
    this.framing = framingOf(status, headers);
    if (this.framing.kind === 'close') this.reusable = false;
    return false;
  }

  private readBody(data: Buffer): WireResponse | null {
    const framing = this.framing!;
    if (framing.kind === 'close') {
      if (data.length > 0) this.body.push(data);
      return null;
    }
    if (framing.kind === 'length') {
      if (data.length > framing.remaining) throw protocolError('the answer is longer than its content-length');
      if (data.length > 0) this.body.push(data);
      framing.remaining -= data.length;
      return framing.remaining === 0 ? this.finish() : null;
    }
    return this.readChunked(framing, data);
  }

  private readChunked(framing: Extract<Framing, { kind: 'chunked' }>, data: Buffer): WireResponse | null {
    let at = 0;
    while (at < data.length || framing.stage === 'data-end') {
      if (framing.stage === 'data') {
        const take = Math.min(framing.remaining, data.length - at);
        this.body.push(data.subarray(at, at + take));
        at += take;
        framing.remaining -= take;
        if (framing.remaining > 0) return null;
        framing.stage = 'data-end';
        continue;
      }
      const lineEnd = data.indexOf(CRLF, at);
      if (lineEnd < 0) {
        if (data.length - at > MAX_HEAD_BYTES) throw protocolError('a chunk line is too long');
        this.pending = data.subarray(at);
        return null;
      }
      const line = data.toString('latin1', at, lineEnd);
      at = lineEnd + 2;
      if (framing.stage === 'data-end') {
        if (line !== '') throw protocolError('a chunk is longer than its size');
        framing.stage = 'size';
      } else if (framing.stage === 'size') {
        // The size in hex, then perhaps `;extension`s, which mean nothing to us.
        const size = /^[0-9a-fA-F]+/.exec(line);
        if (!size) throw protocolError('a chunk has no size');
        framing.remaining = parseInt(size[0], 16);
        framing.stage = framing.remaining === 0 ? 'trailers' : 'data';
      } else if (line === '') {
        if (at < data.length) this.reusable = false; // bytes after the answer: nothing we asked for
        return this.finish();
      }
      // else: a trailer field, which no AWS answer we read carries.
    }
    return null;
  }

  private finish(): WireResponse {
    return { status: this.status, headers: this.headers, body: this.body.length === 1 ? this.body[0]! : Buffer.concat(this.body), reusable: this.reusable };
  }
}

/** How the body is delimited (RFC 9112 §6.3): none for 204 and 304, else chunked, else content-length, else up to the close. */
function framingOf(status: number, headers: Record<string, string | undefined>): Framing {
  if (status === 204 || status === 304) return { kind: 'length', remaining: 0 };
  if (headers['transfer-encoding']?.toLowerCase().endsWith('chunked')) return { kind: 'chunked', remaining: 0, stage: 'size' };
  const length = headers['content-length'];
  if (length !== undefined) {
    if (!/^\d+$/.test(length)) throw protocolError('the answer has an invalid content-length');
    return { kind: 'length', remaining: Number(length) };
  }
  return { kind: 'close' };
}

/** A malformed answer: the connection is dropped and the call fails, not retried (the same server would answer the same way). */
function protocolError(message: string): Error {
  return Object.assign(new Error(`AWS answered malformed HTTP: ${message}`), { code: 'EPROTO' });
}

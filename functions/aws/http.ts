/**
 * The HTTP layer under every AWS call: one request, its whole answer as text. It speaks HTTP/1.1
 * itself over node:net / node:tls (http-wire.ts) on keep-alive connections (socket-pool.ts):
 * node:http's client machinery cost more CPU per call than the rest of the call (issue 17), and
 * a TLS handshake per call would cost more than the call. A transport is a plain function, so a
 * test can put a fault in front of the real one.
 */
import { connect as netConnect, isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { Connection, type ConnectionFault } from './connection.js';
import { serializeRequest } from './http-wire.js';
import { SocketPool } from './socket-pool.js';

export interface HttpRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export interface HttpResponse {
  status: number;
  /** Names lower-cased. */
  headers: Record<string, string | undefined>;
  body: string;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export interface SocketTransportOptions {
  /** Certificates to trust instead of node's bundled CAs (a test's own CA); verification is never turned off. */
  ca?: string | Buffer;
  /** @default 50 per origin, as the SDK's */
  maxSockets?: number;
  /** @default 50 s: AWS endpoints drop a connection idle for about 60 s (DynamoDB's, as measured by SDK users) */
  idleMs?: number;
  /** A call that has not answered in this long is given up (and retried, as a connection fault). @default 10 s */
  timeoutMs?: number;
}

export function createSocketTransport(options: SocketTransportOptions = {}): HttpTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pool = new SocketPool({ maxSockets: options.maxSockets ?? 50, idleMs: options.idleMs ?? 50_000 });

  const open = (url: URL) => (): Connection => {
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const secure = url.protocol === 'https:';
    const port = Number(url.port) || (secure ? 443 : 80);
    const socket = secure
      ? tlsConnect({ host, port, ALPNProtocols: ['http/1.1'], ...(isIP(host) === 0 && { servername: host }), ...(options.ca !== undefined && { ca: options.ca }) })
      : netConnect({ host, port });
    return new Connection(socket, timeoutMs);
  };

  return async (request) => {
    const origin = `${request.url.protocol}//${request.url.host}`;
    // HTTP/1.1 requires Host; a signed request has it already (SigV4 signs it).
    const headers = request.headers.host === undefined ? { host: request.url.host, ...request.headers } : request.headers;
    const wire = serializeRequest(request.method, request.url.pathname + request.url.search, headers, request.body);
    const opener = open(request.url);
    let lease = await pool.acquire(origin, opener);
    for (;;) {
      try {
        const answer = await lease.connection.send(wire);
        pool.release(origin, lease.connection);
        return { status: answer.status, headers: answer.headers, body: answer.body.toString('utf8') };
      } catch (error) {
        // A kept-alive connection that closes or resets before any byte of the answer is one the
        // server had already closed (idle too long), so it never began to answer: the request is
        // sent again at once on a fresh connection. A timeout is not that (the server may be at
        // work on it), nor is a fault on a fresh connection: those go to retry.ts, by their code.
        const fault = error as ConnectionFault;
        if (!lease.reused || fault.answerStarted || fault.code === 'ETIMEDOUT') throw error;
        lease = await pool.acquire(origin, opener, true);
      }
    }
  };
}

/** The process's transport: one pool for every client. */
export const nodeTransport: HttpTransport = createSocketTransport();

/**
 * The HTTP layer under every AWS call: one request, its whole answer as text. Connections are
 * kept alive and reused (a TLS handshake per call would cost more than the call), one pool per
 * process. A transport is a plain function, so a test can put a fault in front of the real one.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

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

/** A call that has not answered in this long is given up (and retried, as a connection fault). */
const REQUEST_TIMEOUT_MS = 10_000;

const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 50 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 50 }),
};

export const nodeTransport: HttpTransport = (request) =>
  new Promise((resolve, reject) => {
    const secure = request.url.protocol === 'https:';
    const body = Buffer.from(request.body, 'utf8');
    const req = (secure ? httpsRequest : httpRequest)(
      request.url,
      {
        method: request.method,
        headers: { ...request.headers, 'content-length': String(body.length) },
        agent: secure ? agents.https : agents.http,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(res.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('AWS request timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end(body);
  });

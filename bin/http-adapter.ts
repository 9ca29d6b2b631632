/**
 * Serves a Lambda HTTP handler from node:http, the way API Gateway would: each request becomes an
 * HTTP API payload-2.0 event, the handler's result becomes the response. The local stack uses it,
 * so everything behind the handler runs exactly as deployed — API Gateway's 30 s limit included
 * (./request-deadline.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_GATEWAY_TIMEOUT_MS, withDeadline, type HttpLambda } from './request-deadline.js';

export type { HttpLambda } from './request-deadline.js';

/** Bytes of body read at most; the handler refuses anything over its own (smaller) limit with 413. */
const MAX_BODY_BYTES = 1024 * 1024;

export function serveLambda(handler: HttpLambda, timeoutMs: number = API_GATEWAY_TIMEOUT_MS): (req: IncomingMessage, res: ServerResponse) => void {
  const limited = withDeadline(handler, timeoutMs);
  return (req, res) => {
    readBody(req)
      .then(async ({ body, truncated }) => {
        const result = await limited(eventFrom(req, body));
        if (truncated) res.setHeader('connection', 'close'); // the rest of the body was never read
        writeResult(res, result);
      })
      .catch((error: unknown) => {
        // The client went away (closed or reset mid-request): nobody is left to answer, and it is not our fault.
        // Its socket says so — not `req.destroyed`, which is true of every request whose body was read to the end:
        // taken for an abort, a failed handler left the client waiting on its keep-alive connection for ever.
        if (res.destroyed || req.socket.destroyed) {
          console.warn(JSON.stringify({ level: 'warn', message: 'client aborted the request', method: req.method, path: req.url?.split('?')[0] }));
          return;
        }
        console.error(JSON.stringify({ level: 'error', message: 'local adapter failure', detail: String(error) }));
        if (!res.headersSent) writeResult(res, { statusCode: 500, body: JSON.stringify({ error: { code: 'INTERNAL', message: 'internal error' } }), headers: { 'content-type': 'application/json; charset=utf-8' } });
      });
  };
}

function readBody(req: IncomingMessage): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (truncated: boolean) => resolve({ body: Buffer.concat(chunks), truncated });
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        finish(true);
      }
    });
    req.on('end', () => finish(false));
    req.on('error', reject);
  });
}

export function eventFrom(req: IncomingMessage, body: Buffer): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const headers: Record<string, string> = {};
  const incoming = req.headers;
  for (const name in incoming) {
    const value = incoming[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // API Gateway joins repeated query parameters with commas. (Most requests have none: `searchParams` is not built for them.)
  const query: Record<string, string> = {};
  if (url.search !== '') for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const method = (req.method ?? 'GET').toUpperCase();
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: body.toString('utf8') } : {}),
    isBase64Encoded: false,
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string> = {};
  const answered = result.headers ?? {};
  for (const name in answered) headers[name] = String(answered[name]);
  const body = result.body === undefined ? '' : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

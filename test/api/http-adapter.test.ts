/**
 * The local adapter (bin/http-adapter.ts) when the client goes away: a request aborted in the
 * middle of its body is logged as an abort, the handler never runs, and no answer is attempted
 * on the closed socket; a whole request is still answered. When the handler fails or never
 * settles, the client still gets an answer (500, or 503 after API Gateway's limit,
 * bin/request-deadline.ts) and its keep-alive connection keeps working.
 */
import { Agent, createServer, request, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveLambda, type HttpLambda } from '../../bin/http-adapter.js';
import { API_GATEWAY_TIMEOUT_MS, withDeadline } from '../../bin/request-deadline.js';

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

/** A server running the adapter around `handler`, the last response object it made, and what it logged. */
async function adapterServer(handler: HttpLambda, timeoutMs?: number) {
  const logged: string[] = [];
  const record = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  vi.spyOn(console, 'log').mockImplementation(record);
  const serve = serveLambda(handler, timeoutMs);
  const responses: ServerResponse[] = [];
  const server = createServer((req, res) => {
    responses.push(res);
    serve(req, res);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, responses, logged };
}

/** Sends `text` raw, then (when `abort`) resets the connection; resolves with what came back before it closed. */
function rawRequest(port: number, text: string, abort: boolean): Promise<string> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text, () => {
        if (abort) setTimeout(() => socket.resetAndDestroy(), 50);
      });
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => done(received));
    socket.on('error', () => undefined);
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 2000; waited += 20) await new Promise((wake) => setTimeout(wake, 20));
}

/**
 * Sends each request on one keep-alive connection, the next once the answer before it came; each
 * answer's status and body, and whether they all came on one socket. A request left unanswered
 * for `patienceMs` ends the run (its answer missing).
 */
async function keepAliveRequests(port: number, paths: string[], patienceMs: number): Promise<{ answers: string[]; sockets: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: string[] = [];
  const sockets = new Set<unknown>();
  try {
    for (const path of paths) {
      const answer = await new Promise<string | null>((done) => {
        const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => done(`${res.statusCode} ${body}`));
        });
        req.on('socket', (socket) => sockets.add(socket));
        req.setTimeout(patienceMs, () => {
          req.destroy();
          done(null);
        });
        req.on('error', () => done(null));
        req.end();
      });
      if (answer === null) break;
      answers.push(answer);
    }
  } finally {
    agent.destroy();
  }
  return { answers, sockets: sockets.size };
}

const partialBody = 'POST /players HTTP/1.1\r\nHost: local\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"Ad';

describe('the local HTTP adapter', () => {
  it('logs a client abort mid-body as an abort, runs no handler, and answers nothing to the closed socket', async () => {
    const handler = vi.fn<HttpLambda>(async () => ({ statusCode: 201, body: '{}' }));
    const { port, responses, logged } = await adapterServer(handler);
    await rawRequest(port, partialBody, true);
    await until(() => logged.length > 0);
    await new Promise((settle) => setTimeout(settle, 50));

    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ message: 'client aborted the request', method: 'POST', path: '/players' });
    expect(logged[0]).not.toMatch(/local adapter failure/);
    expect(handler).not.toHaveBeenCalled();
    expect(responses).toHaveLength(1);
    expect(responses[0]!.headersSent).toBe(false);
  });

  it('still answers a whole request', async () => {
    const handler = vi.fn<HttpLambda>(async (event) => ({ statusCode: 201, headers: { 'content-type': 'application/json' }, body: event.body ?? '' }));
    const { port, logged } = await adapterServer(handler);
    const answer = await rawRequest(port, 'POST /players HTTP/1.1\r\nHost: local\r\nContent-Length: 12\r\nConnection: close\r\n\r\n{"name":"A"}', false);
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(answer).toContain('{"name":"A"}');
    expect(logged).toEqual([]);
  });

  it('answers 500 when the handler fails after the body was read, and the connection goes on answering', async () => {
    // A request whose body was read to the end reads as `destroyed`: taken for an abort, it was never answered.
    let calls = 0;
    const handler: HttpLambda = async () => {
      calls++;
      if (calls === 1) throw new TypeError('handler is not a function');
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"status":"ok"}' };
    };
    const { port, logged } = await adapterServer(handler);
    const { answers, sockets } = await keepAliveRequests(port, ['/health', '/health'], 3000);
    expect(answers).toEqual([expect.stringMatching(/^500 .*"INTERNAL"/), '200 {"status":"ok"}']);
    expect(sockets).toBe(1);
    expect(logged.join('\n')).toMatch(/local adapter failure/);
    expect(logged.join('\n')).not.toMatch(/client aborted/);
  });

  it('answers 503 when the handler has not settled within the limit, and the connection goes on answering', async () => {
    let calls = 0;
    const handler: HttpLambda = (event) => {
      calls++;
      if (calls === 1) return new Promise(() => {}); // never settles
      return Promise.resolve({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: event.rawPath }) });
    };
    const { port } = await adapterServer(handler, 300);
    const { answers, sockets } = await keepAliveRequests(port, ['/health', '/health'], 3000);
    expect(answers).toEqual([`503 ${JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'the server did not answer within 0.3 s; try again' } })}`, '200 {"path":"/health"}']);
    expect(sockets).toBe(1);
  });
});

describe("API Gateway's limit", () => {
  afterEach(() => vi.useRealTimers());

  it('is 30 s by default: the answer until then is the handler\'s, after it 503', async () => {
    vi.useFakeTimers();
    expect(API_GATEWAY_TIMEOUT_MS).toBe(30_000);
    let finish: (value: { statusCode: number }) => void = () => {};
    const limited = withDeadline(() => new Promise((resolve) => (finish = resolve)));
    const settled: Array<number | undefined> = [];
    void limited({} as never).then((result) => settled.push(result.statusCode));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual([503]);
    finish({ statusCode: 200 }); // a late answer is dropped
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual([503]);

    const quick = withDeadline(async () => ({ statusCode: 204 }));
    const answer = quick({} as never);
    await vi.advanceTimersByTimeAsync(0);
    expect((await answer).statusCode).toBe(204);
  });
});

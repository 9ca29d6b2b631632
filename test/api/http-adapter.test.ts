/**
 * The local adapter (bin/http-adapter.ts) when the client goes away: a request aborted in the
 * middle of its body is logged as an abort, the handler never runs, and no answer is attempted
 * on the closed socket; a whole request is still answered.
 */
import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveLambda, type HttpLambda } from '../../bin/http-adapter.js';

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

/** A server running the adapter around `handler`, the last response object it made, and what it logged. */
async function adapterServer(handler: HttpLambda) {
  const logged: string[] = [];
  const record = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  vi.spyOn(console, 'log').mockImplementation(record);
  const serve = serveLambda(handler);
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
});

/**
 * The AWS client's own HTTP/1.1 transport (functions/aws/http.ts) against real servers on
 * 127.0.0.1: node:http servers for the framings node writes (content-length, chunked,
 * `connection: close`), raw TCP servers for what node:http will not do on request (a body read
 * to the close, a reset mid-answer, a kept-alive connection dropped just as a request arrives, no
 * answer at all), and a TLS server whose self-signed certificate the test makes with openssl.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../../functions/aws/credentials.js';
import { DynamoDb } from '../../functions/aws/dynamodb.js';
import { createSocketTransport, type HttpRequest, type HttpTransport } from '../../functions/aws/http.js';
import { ResponseParser } from '../../functions/aws/http-wire.js';

/** Every server a test starts, closed after it with every connection it still holds (the transport keeps them alive). */
const servers: Array<{ server: Server | TcpServer; sockets: Set<Socket> }> = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(({ server, sockets }) => {
      for (const socket of sockets) socket.destroy();
      return new Promise((closed) => server.close(closed));
    }),
  );
});

async function listen<S extends Server | TcpServer>(server: S, protocol = 'http'): Promise<S & { url: string }> {
  const sockets = new Set<Socket>();
  server.on(protocol === 'https' ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  servers.push({ server, sockets });
  return Object.assign(server, { url: `${protocol}://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

/** A node:http server: `answer` writes the response; every connection it accepts is counted. */
async function httpServer(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => answer(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  const connections: Socket[] = [];
  server.on('connection', (socket: Socket) => connections.push(socket));
  return Object.assign(await listen(server), { connections });
}

/** A raw TCP server: `onRequest` gets the socket and the n-th request (from 0) over all connections, read whole. */
async function tcpServer(onRequest: (socket: Socket, n: number, connection: number) => void) {
  let requests = 0;
  let connections = 0;
  const server = createTcpServer((socket) => {
    const connection = connections++;
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, headEnd))?.[1] ?? 0);
      if (buffered.length < headEnd + 4 + length) return;
      buffered = buffered.slice(headEnd + 4 + length);
      onRequest(socket, requests++, connection);
    });
    socket.on('error', () => {});
  });
  return Object.assign(await listen(server), { connections: () => connections });
}

const post = (url: string, body = '{}', path = '/'): HttpRequest => ({
  url: new URL(path, url),
  method: 'POST',
  headers: { host: new URL(url).host, 'content-type': 'application/x-amz-json-1.0' },
  body,
});

const ok = (body: string, extra = '') => `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n${extra}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('framing an answer', () => {
  it('reads a body by content-length and sends one by it, headers lower-cased and repeated ones joined', async () => {
    const server = await httpServer((req, res, body) => {
      res.setHeader('X-Amzn-RequestId', 'r-1');
      res.setHeader('x-multi', ['a', 'b']);
      res.setHeader('content-length', Buffer.byteLength(`echo ${body} to ${req.method} ${req.url} (${req.headers['content-length']})`));
      res.end(`echo ${body} to ${req.method} ${req.url} (${req.headers['content-length']})`);
    });
    const transport = createSocketTransport();
    const response = await transport(post(server.url, '{"é":1}', '/v2/email/outbound-emails'));
    expect(response).toEqual({
      status: 200,
      headers: expect.objectContaining({ 'x-amzn-requestid': 'r-1', 'x-multi': 'a, b', 'content-length': String(Buffer.byteLength(response.body)) }),
      body: 'echo {"é":1} to POST /v2/email/outbound-emails (8)',
    });
  });

  it('reads a chunked body, and a large one (256 KB in 1 KB chunks) whole, reusing the connection', async () => {
    const large = Array.from({ length: 256 }, (_, i) => String(i % 10).repeat(1024)).join('');
    const server = await httpServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const body = req.url === '/large' ? large : '{"Items":[],"Count":0}';
      for (let at = 0; at < body.length; at += 1024) res.write(body.slice(at, at + 1024));
      res.end();
    });
    const transport = createSocketTransport();
    const small = await transport(post(server.url));
    expect(small.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(small.body)).toEqual({ Items: [], Count: 0 });
    const big = await transport(post(server.url, '{}', '/large'));
    expect(big.body.length).toBe(256 * 1024);
    expect(big.body).toBe(large);
    expect(server.connections).toHaveLength(1);
  });

  it('reads a large body by content-length across many reads', async () => {
    const large = 'ß'.repeat(100_000); // 200 000 bytes
    const server = await httpServer((_req, res) => {
      res.writeHead(200, { 'content-length': Buffer.byteLength(large) });
      const bytes = Buffer.from(large);
      for (let at = 0; at < bytes.length; at += 4096) res.write(bytes.subarray(at, at + 4096));
      res.end();
    });
    const response = await createSocketTransport()(post(server.url));
    expect(response.body).toBe(large);
  });

  it('reads a body to the close when it has neither length nor chunks, and then opens a new connection', async () => {
    const server = await tcpServer((socket, n) => socket.end(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n{"n":${n}}`));
    const transport = createSocketTransport();
    expect((await transport(post(server.url))).body).toBe('{"n":0}');
    expect((await transport(post(server.url))).body).toBe('{"n":1}');
    expect(server.connections()).toBe(2);
  });

  it('honours connection: close, and keeps a connection alive otherwise', async () => {
    const server = await httpServer((req, res) => {
      if (req.url === '/close') res.setHeader('connection', 'close');
      res.end('{}');
    });
    const transport = createSocketTransport();
    await transport(post(server.url));
    await transport(post(server.url));
    expect(server.connections).toHaveLength(1);
    await transport(post(server.url, '{}', '/close'));
    await transport(post(server.url));
    expect(server.connections).toHaveLength(2);
  });

  it('parses an answer fed one byte at a time: a 100 Continue, then chunks with extensions and a trailer', () => {
    const wire = Buffer.from('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 503 Service Unavailable\r\nTransfer-Encoding: chunked\r\nX-A: 1\r\nx-a: 2\r\n\r\n4;ext=1\r\n{"a"\r\n3\r\n:1}\r\n0\r\nx-trailer: t\r\n\r\n');
    const parser = new ResponseParser();
    const answers = [...wire].map((byte) => parser.feed(Buffer.from([byte])));
    expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
    const answer = answers.at(-1)!;
    expect({ ...answer, body: answer.body.toString() }).toEqual({ status: 503, headers: { 'transfer-encoding': 'chunked', 'x-a': '1, 2' }, body: '{"a":1}', reusable: true });
  });

  it('refuses to write a header value with a line break (no header injection)', async () => {
    const transport = createSocketTransport();
    const request = post('http://127.0.0.1:9');
    await expect(transport({ ...request, headers: { ...request.headers, 'x-amz-target': 'A\r\nx-evil: 1' } })).rejects.toThrow(/line break/);
  });
});

describe('keep-alive connections', () => {
  it('sends again, at once and transparently, on a fresh connection when a kept-alive one was closed by the server', async () => {
    // The server answers the first request on each connection, then drops the connection when the
    // next one arrives: the race of a server closing an idle connection just as a call is sent.
    const seen: number[] = [];
    const server = await tcpServer((socket, n, connection) => {
      seen.push(connection);
      if (seen.filter((c) => c === connection).length > 1) return void socket.destroy();
      socket.write(ok(`{"n":${n}}`));
    });
    const transport = createSocketTransport();
    expect((await transport(post(server.url))).body).toBe('{"n":0}');
    expect((await transport(post(server.url))).body).toBe('{"n":2}');
    expect(seen).toEqual([0, 0, 1]);
  });

  it('drops an idle connection the server closed, and the next call succeeds on a new one', async () => {
    const server = await httpServer((_req, res) => res.end('{}'));
    server.keepAliveTimeout = 50;
    const transport = createSocketTransport();
    await transport(post(server.url));
    await new Promise<void>((closed) => server.connections[0]!.once('close', () => closed()));
    expect((await transport(post(server.url))).status).toBe(200);
    expect(server.connections).toHaveLength(2);
  });

  it('drops a connection idle for longer than idleMs instead of reusing it', async () => {
    const server = await httpServer((_req, res) => res.end('{}'));
    const transport = createSocketTransport({ idleMs: 20 });
    await transport(post(server.url));
    await new Promise((wait) => setTimeout(wait, 100));
    await transport(post(server.url));
    expect(server.connections).toHaveLength(2);
  });

  it('opens at most maxSockets connections per origin; further calls wait for a free one', async () => {
    let inFlight = 0;
    let most = 0;
    const server = await httpServer((_req, res) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        res.end('{}');
      }, 20);
    });
    const transport = createSocketTransport({ maxSockets: 2 });
    const answers = await Promise.all(Array.from({ length: 7 }, () => transport(post(server.url))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(200));
    expect(most).toBe(2);
    expect(server.connections).toHaveLength(2);
  });

  it('never holds the process open with an idle connection', async () => {
    const server = await httpServer((_req, res) => res.end('{"done":true}'));
    server.keepAliveTimeout = 120_000; // the server would keep it open long after the test
    const folder = mkdtempSync(join(tmpdir(), 'transport-'));
    const script = join(folder, 'one-call.mts');
    const http = fileURLToPath(new URL('../../functions/aws/http.ts', import.meta.url));
    // Idle for up to 10 minutes: only unref'd sockets let the process end before the test gives up on it.
    writeFileSync(script, `import { createSocketTransport } from ${JSON.stringify(http)};\nconst r = await createSocketTransport({ idleMs: 600_000 })({ url: new URL(${JSON.stringify(server.url)}), method: 'POST', headers: {}, body: '' });\nconsole.log(r.body);\n`);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const giveUp = setTimeout(() => child.kill('SIGKILL'), 40_000);
      const code = await new Promise<number | null>((exited) => child.on('exit', exited));
      clearTimeout(giveUp);
      expect({ code, output: output.trim() }).toEqual({ code: 0, output: '{"done":true}' });
      expect(server.connections).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('faults', () => {
  it('fails with the socket\'s code when a connection is reset mid-answer, and retry.ts tries again', async () => {
    const server = await tcpServer((socket, n) => {
      if (n === 0) {
        socket.write('HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{"Item":');
        setTimeout(() => socket.resetAndDestroy(), 20);
      } else socket.write(ok('{"Item":{"pk":{"S":"a"}}}'));
    });
    const transport = createSocketTransport();
    await expect(transport(post(server.url))).rejects.toMatchObject({ code: 'ECONNRESET' });

    const attempts: string[] = [];
    const counting: HttpTransport = (request) => transport(request).catch((error: NodeJS.ErrnoException) => {
      attempts.push(error.code ?? '?');
      throw error;
    });
    let resets = 0;
    const flaky = await tcpServer((socket) => {
      if (resets++ === 0) {
        socket.write('HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{');
        setTimeout(() => socket.resetAndDestroy(), 20);
      } else socket.write(ok('{"Item":{"pk":{"S":"a"}}}'));
    });
    const dynamo = new DynamoDb({ region: 'eu-west-1', endpoint: flaky.url, credentials: localCredentials, transport: counting });
    expect(await dynamo.call('GetItem', { TableName: 't', Key: {} })).toEqual({ Item: { pk: { S: 'a' } } });
    expect(attempts).toEqual(['ECONNRESET']);
  });

  it('gives up on a server that never answers (ETIMEDOUT) and closes the connection', async () => {
    const sockets: Socket[] = [];
    const server = await tcpServer((socket) => sockets.push(socket));
    const transport = createSocketTransport({ timeoutMs: 200 });
    await expect(transport(post(server.url))).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    await new Promise<void>((closed) => (sockets[0]!.closed ? closed() : sockets[0]!.once('close', () => closed())));
    expect(sockets[0]!.closed).toBe(true);
  });

  it('fails with ECONNREFUSED when nothing listens', async () => {
    const server = await tcpServer(() => {});
    const url = server.url;
    await new Promise((closed) => server.close(closed));
    await expect(createSocketTransport()(post(url))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('TLS', () => {
  let folder: string;
  let cert: Buffer;
  let key: Buffer;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'transport-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
    cert = readFileSync(join(folder, 'cert.pem'));
    key = readFileSync(join(folder, 'key.pem'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('verifies the server against the CA it is given, over ALPN http/1.1, keeping the connection alive', async () => {
    const protocols: Array<string | false | null> = [];
    const server = await listen(
      createHttpsServer({ key, cert, ALPNProtocols: ['http/1.1'] }, (req, res) => {
        protocols.push((req.socket as TLSSocket).alpnProtocol);
        res.end('{"secure":true}');
      }),
      'https',
    );
    let handshakes = 0;
    server.on('secureConnection', () => handshakes++);
    const transport = createSocketTransport({ ca: cert });
    expect((await transport(post(server.url))).body).toBe('{"secure":true}');
    expect((await transport(post(server.url))).body).toBe('{"secure":true}');
    expect(protocols).toEqual(['http/1.1', 'http/1.1']);
    expect(handshakes).toBe(1); // the second call went over the first call's connection
  });

  it('refuses a server whose certificate no trusted CA signed', async () => {
    const server = await listen(createHttpsServer({ key, cert }, (_req, res) => res.end('{}')), 'https');
    await expect(createSocketTransport()(post(server.url))).rejects.toMatchObject({ code: expect.stringMatching(/SELF_SIGNED|UNABLE_TO_VERIFY/) });
  });
});

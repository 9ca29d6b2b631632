/**
 * A TCP proxy on 127.0.0.1 in front of an HTTP service (DynamoDB Local), passing bytes through
 * untouched, that can lose one answer the way a network does: when armed for an operation
 * (DynamoDB's X-Amz-Target), it forwards the next such request, waits for the service's answer
 * to begin — a 200, so the operation has taken effect — and then, instead of passing the answer
 * on, resets the client's connection (`reset`) or holds the answer back for good (`hold`, a
 * timeout to the client). The client sees its request fail after it was carried out.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface AnswerDroppingProxy {
  /** http://127.0.0.1:PORT: point a client's endpoint here. */
  url: string;
  /**
   * Loses the successful answer of the next request for `target` (e.g. `TransactWriteItems`): the
   * operation shows up in `dropped` once its answer was lost. A client that gives up before the
   * answer comes (its own timeout on a slow service) passes the loss on to its next such request.
   */
  dropNextAnswer(target: string, how?: 'reset' | 'hold'): void;
  /** The operations whose answers were lost so far, in order. */
  dropped: string[];
  /** Every operation that passed the proxy (requests, in order: a retry shows up twice). */
  seen: string[];
  /** The ClientRequestToken of every request that carried one, in order. */
  tokens: string[];
  stop(): Promise<void>;
}

const TARGET = /x-amz-target:\s*[A-Za-z0-9_]+\.([A-Za-z]+)/gi;
const TOKEN = /"ClientRequestToken":"([^"]+)"/g;

export async function startAnswerDroppingProxy(upstreamUrl: string): Promise<AnswerDroppingProxy> {
  const upstream = new URL(upstreamUrl);
  const sockets = new Set<Socket>();
  const dropped: string[] = [];
  const seen: string[] = [];
  const tokens: string[] = [];
  interface Loss {
    target: string;
    how: 'reset' | 'hold';
  }
  let armed: Loss | null = null;

  const server: Server = createServer((client) => {
    const service = connect(Number(upstream.port), upstream.hostname);
    sockets.add(client).add(service);
    // The request whose answer this connection is to lose (HTTP/1.1 without pipelining: the next answer is its).
    let losing: Loss | null = null;
    let holding = false;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      for (const [, token] of text.matchAll(TOKEN)) tokens.push(token!);
      for (const [, target] of text.matchAll(TARGET)) {
        seen.push(target!);
        if (armed && armed.target === target) {
          losing = armed;
          armed = null;
        }
      }
      service.write(chunk);
    });
    service.on('data', (chunk: Buffer) => {
      if (holding) return;
      if (losing && chunk.toString('latin1').startsWith('HTTP/1.1 200')) {
        dropped.push(losing.target);
        if (losing.how === 'hold') holding = true;
        else {
          client.resetAndDestroy();
          service.destroy();
        }
        losing = null;
        return;
      }
      if (losing) {
        // Not carried out (a refusal): pass it on and lose the next one instead.
        armed = losing;
        losing = null;
      }
      client.write(chunk);
    });
    const close = () => {
      // The client went before the answer came: nothing was lost yet, so the next such request's answer is.
      if (losing && !armed) armed = losing;
      losing = null;
      client.destroy();
      service.destroy();
      sockets.delete(client);
      sockets.delete(service);
    };
    client.on('error', close).on('close', close);
    service.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    dropped,
    seen,
    tokens,
    dropNextAnswer(target, how = 'reset') {
      armed = { target, how };
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

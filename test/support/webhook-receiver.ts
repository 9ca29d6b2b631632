/**
 * A real webhook receiver on 127.0.0.1 for tests: it records every request (headers and raw
 * body), verifies its signature as a receiver would — with the `standardwebhooks` library and
 * the secret it is given — and answers as told: a status per request number, or `hang` (never
 * answer; the connection is dropped when the receiver stops).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedDelivery {
  event: string;
  /** `webhook-id`: the delivery id. */
  deliveryId: string;
  timestamp: string;
  signature: string;
  headers: Record<string, string>;
  rawBody: string;
  body: { event: string; deliveryId: string; gameId: string; type: string; version: number; awaiting: number[]; url: string; at: string; summary?: string };
  /** Verified by `standardwebhooks` with the receiver's current secret when the request arrived. */
  validSignature: boolean;
}

/** Whether `standardwebhooks` accepts the delivery under `secret` (as a receiver holding that secret would). */
export function verifiesWith(delivery: Pick<ReceivedDelivery, 'rawBody' | 'headers'>, secret: string): boolean {
  if (!secret) return false;
  try {
    new Webhook(secret).verify(delivery.rawBody, delivery.headers);
    return true;
  } catch {
    return false;
  }
}

/** How to answer the n-th request (1-based): a status, or never. */
export type Answer = (n: number) => number | 'hang';

export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  /** Requests that arrived but were not answered (yet). */
  hanging = 0;
  secret = '';
  private waiters: Array<{ check: () => boolean; resolve: () => void }> = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private answer: Answer,
  ) {}

  static async start(answer: Answer = () => 200, path = '/hook'): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | null = null;
    const server = createServer((req, res) => receiver!.onRequest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = new WebhookReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, answer);
    return receiver;
  }

  answerWith(answer: Answer): void {
    this.answer = answer;
  }

  /** Resolves once `check` holds (checked after every request); rejects after `timeoutMs`. */
  until(check: (received: ReceivedDelivery[]) => boolean, timeoutMs = 20_000): Promise<void> {
    if (check(this.received)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`receiver ${this.url} still waiting after ${timeoutMs} ms; got ${JSON.stringify(this.received.map((r) => r.event))}`)), timeoutMs);
      this.waiters.push({
        check: () => check(this.received),
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  stop(): Promise<void> {
    return stopServer(this.server);
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    readRequest(req, (headers, body) => {
      const rawBody = body.toString('utf8');
      const header = (name: string) => headers[name] ?? '';
      const delivery: ReceivedDelivery = {
        event: header('turnpost-event'),
        deliveryId: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        headers,
        rawBody,
        body: JSON.parse(rawBody) as ReceivedDelivery['body'],
        validSignature: verifiesWith({ rawBody, headers }, this.secret),
      };
      this.received.push(delivery);
      const answer = this.answer(this.received.length);
      if (answer === 'hang') this.hanging++;
      else res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.check()) return true;
        waiter.resolve();
        return false;
      });
    });
  }
}

/** Closes a test server at once, dropping the connections still open. */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Reads a whole request, then hands over its headers (each one string) and its raw body. */
export function readRequest(req: IncomingMessage, then: (headers: Record<string, string>, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => then(Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])), Buffer.concat(chunks)));
}

/**
 * An SQS stand-in on 127.0.0.1 for the tests of the AWS delivery path (no real SQS is reachable
 * from the test machine): it speaks the AWS JSON protocol SQS speaks, so the service's own SQS
 * client (the AWS SDK's SQSClient), its serialisation and its signing run against it. It keeps messages per queue URL
 * and implements what the deliverer and the redrive use: SendMessage (DelaySeconds recorded, not
 * waited), SendMessageBatch, ReceiveMessage (visibility timeout honoured) and DeleteMessageBatch.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  id: string;
  body: string;
  delaySeconds: number;
  /** Hidden from receives until then (ms since the epoch). */
  invisibleUntil: number;
  receipt: string | null;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export class FakeSqs {
  readonly queues = new Map<string, FakeMessage[]>();

  private constructor(
    private readonly server: Server,
    readonly endpoint: string,
  ) {}

  static async start(): Promise<FakeSqs> {
    let fake: FakeSqs | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const action = String(req.headers['x-amz-target'] ?? '').replace('AmazonSQS.', '');
        const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        const output = fake!.handle(action, input);
        res.writeHead(output ? 200 : 400, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify(output ?? { __type: 'com.amazonaws.sqs#InvalidAction', message: `not faked: ${action}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeSqs(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return fake;
  }

  /** A queue URL on this server. */
  queueUrl(name: string): string {
    const url = `${this.endpoint}/000000000000/${name}`;
    if (!this.queues.has(url)) this.queues.set(url, []);
    return url;
  }

  messages(url: string): FakeMessage[] {
    return this.queues.get(url) ?? [];
  }

  /** Puts a message on a queue, as another writer would. */
  put(url: string, body: string): void {
    this.messages(url).push({ id: randomUUID(), body, delaySeconds: 0, invisibleUntil: 0, receipt: null });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private handle(action: string, input: Record<string, unknown>): Record<string, unknown> | null {
    const queue = this.messages(input.QueueUrl as string);
    const send = (body: string, delaySeconds = 0) => {
      const message: FakeMessage = { id: randomUUID(), body, delaySeconds, invisibleUntil: 0, receipt: null };
      queue.push(message);
      return { MessageId: message.id, MD5OfMessageBody: md5(body) };
    };
    switch (action) {
      case 'SendMessage':
        return send(input.MessageBody as string, Number(input.DelaySeconds ?? 0));
      case 'SendMessageBatch': {
        const entries = input.Entries as Array<{ Id: string; MessageBody: string; DelaySeconds?: number }>;
        return { Successful: entries.map((entry) => ({ Id: entry.Id, ...send(entry.MessageBody, entry.DelaySeconds ?? 0) })), Failed: [] };
      }
      case 'ReceiveMessage': {
        const now = Date.now();
        const visible = queue.filter((message) => message.invisibleUntil <= now).slice(0, Number(input.MaxNumberOfMessages ?? 1));
        for (const message of visible) {
          message.receipt = randomUUID();
          message.invisibleUntil = now + Number(input.VisibilityTimeout ?? 30) * 1000;
        }
        return { Messages: visible.map((message) => ({ MessageId: message.id, ReceiptHandle: message.receipt, Body: message.body, MD5OfBody: md5(message.body) })) };
      }
      case 'DeleteMessageBatch': {
        const entries = input.Entries as Array<{ Id: string; ReceiptHandle: string }>;
        for (const entry of entries) queue.splice(queue.findIndex((message) => message.receipt === entry.ReceiptHandle), 1);
        return { Successful: entries.map((entry) => ({ Id: entry.Id })), Failed: [] };
      }
      default:
        return null;
    }
  }
}

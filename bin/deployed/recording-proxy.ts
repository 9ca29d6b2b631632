/**
 * An endpoint in front of DynamoDB Local and moto for one principal (a function's role, the
 * pipe's role): every AWS call it passes on is recorded with its action and resource, so the
 * calls a function made can be checked against what its role allows in the template. DynamoDB
 * and DynamoDB Streams go to DynamoDB Local, every other service to moto.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { awsCallsOf, type AwsCall, type CallContext } from './aws-calls.js';

export interface RecordedCall extends AwsCall {
  principal: string;
  /** The X-Ray trace header the call carried (X-Amzn-Trace-Id), if any. */
  traceHeader?: string;
  userAgent?: string;
}

/** A request the proxy passed on, with the answer it got: for what the emulators do not do themselves (./ses-events.ts). */
export interface ForwardedCall {
  method: string;
  path: string;
  body: string;
  status: number;
  answer: string;
}

export interface ProxyTargets {
  dynamodb: string;
  moto: string;
}

/** Shard iterators seen in answers, by the stream they read (GetRecords names only the iterator). */
export class IteratorStreams {
  private readonly streams = new Map<string, string>();
  remember(iterator: string | undefined, stream: string | undefined): void {
    if (iterator && stream) this.streams.set(iterator, stream);
  }
  streamOf(iterator: string): string | undefined {
    return this.streams.get(iterator);
  }
}

export class RecordingProxy {
  private server: Server | null = null;
  endpoint = '';

  constructor(
    readonly principal: string,
    private readonly targets: ProxyTargets,
    private readonly context: Omit<CallContext, 'streamOfIterator'>,
    private readonly iterators: IteratorStreams,
    private readonly record: (call: RecordedCall) => void,
    private readonly forwarded: (call: ForwardedCall) => void = () => undefined,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        let calls: AwsCall[] = [];
        try {
          calls = awsCallsOf(req.method ?? 'GET', req.url ?? '/', req.headers, text, { ...this.context, streamOfIterator: (iterator) => this.iterators.streamOf(iterator) });
        } catch (error) {
          calls = [{ action: `unreadable:${String(error)}`, resource: '*' }];
        }
        const traced = { traceHeader: headerOf(req, 'x-amzn-trace-id'), userAgent: headerOf(req, 'user-agent') };
        for (const call of calls) this.record({ ...call, principal: this.principal, ...traced });
        this.forward(req, body, text, (status, headers, answer) => {
          res.writeHead(status, headers);
          res.end(answer);
        });
      });
    });
    await new Promise<void>((listening) => this.server!.listen(0, '127.0.0.1', listening));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.endpoint;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((closed) => (this.server ? this.server.close(() => closed()) : closed()));
  }

  private forward(req: IncomingMessage, body: Buffer, text: string, answer: (status: number, headers: Record<string, string | string[]>, body: Buffer) => void): void {
    const target = String(req.headers['x-amz-target'] ?? '');
    const upstream = new URL(target.startsWith('DynamoDB') ? this.targets.dynamodb : this.targets.moto);
    const outgoing = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'content-length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answered = Buffer.concat(chunks);
          if (target.startsWith('DynamoDBStreams')) this.rememberIterators(target, text, answered);
          this.forwarded({ method: req.method ?? 'GET', path: req.url ?? '/', body: text, status: response.statusCode ?? 502, answer: answered.toString('utf8') });
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && name !== 'transfer-encoding') headers[name] = value;
          headers['content-length'] = String(answered.length);
          answer(response.statusCode ?? 502, headers, answered);
        });
      },
    );
    outgoing.on('error', (error) => answer(502, { 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ __type: 'LocalProxyError', message: String(error) }))));
    outgoing.end(body);
  }

  private rememberIterators(target: string, request: string, answer: Buffer): void {
    try {
      const asked = JSON.parse(request) as { StreamArn?: string; ShardIterator?: string };
      const answered = JSON.parse(answer.toString('utf8')) as { ShardIterator?: string; NextShardIterator?: string };
      if (target.endsWith('.GetShardIterator')) this.iterators.remember(answered.ShardIterator, asked.StreamArn);
      if (target.endsWith('.GetRecords')) this.iterators.remember(answered.NextShardIterator, this.iterators.streamOf(asked.ShardIterator ?? ''));
    } catch {
      // an answer that is not JSON names no iterator
    }
  }
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

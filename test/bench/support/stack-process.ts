/**
 * The local stack in a process of its own, as `npm start` runs it (bin/local-stack.ts's
 * startLocalStack: the API behind node:http, the notifier and bot worker on the table's stream,
 * the sweeper every 5 s, one JSON log line per request), for benches that must tell the
 * server's CPU apart from the load generator's. Started by `StackProcess.start` over IPC; DynamoDB
 * Local is the parent's (so the floor and the stack share one). Besides serving, it answers:
 *   cpu        its own process.cpuUsage() (not DynamoDB Local's JVM)
 *   handlerMs  the `ms` of each POST /games/{id}/moves log line since the last ask
 *   floor      a block of floor operations run from inside this process (floor.ts)
 *   settled    resolves once every notification and bot turn so far has run
 *   loopDelay  its event loop's delay (p50, p99, max in ms) since the last ask
 *   emptyServer  starts a bare node:http server in this process that reads each request and
 *              answers a fixed JSON body: what any Node HTTP server costs per exchange here
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../../../bin/local-stack.js';
import { createJsonLogger, writeToStreams, type Logger } from '../../../functions/log.js';
import { createDynamoDb } from '../../../functions/store/client.js';
import { Floor, ourFloorClient, type Item } from './floor.js';

type Request =
  | { id: number; op: 'cpu' }
  | { id: number; op: 'handlerMs' }
  | { id: number; op: 'settled' }
  | { id: number; op: 'loopDelay' }
  | { id: number; op: 'floor'; key: string; game: Item; log: Item; count: number }
  | { id: number; op: 'emptyServer' }
  | { id: number; op: 'stop' };

export interface StackProcessOptions {
  dynamodbEndpoint: string;
  tableName: string;
  /** The stream readers' pause between empty polls (the stack's default when absent). */
  streamPollMs?: number;
}

/** The parent's handle on the stack process. */
export class StackProcess {
  private next = 0;
  private readonly pending = new Map<number, (value: unknown) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.on('message', (message: { id: number; value: unknown }) => {
      this.pending.get(message.id)?.(message.value);
      this.pending.delete(message.id);
    });
  }

  static start(options: StackProcessOptions): Promise<StackProcess> {
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(options)], {
      // BENCH_CPU_PROF=dir: a V8 CPU profile of the stack process, written there when it stops.
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
      serialization: 'advanced',
      // The request log lines go where `npm start` would print them; nobody reads them here.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`stack process exited (${code}) before it was ready`)));
      child.once('message', (message: { url: string }) => resolve(new StackProcess(child, message.url)));
    });
  }

  private ask<T>(request: Record<string, unknown>): Promise<T> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (value: unknown) => void);
      this.child.send({ ...request, id });
    });
  }

  /** CPU ms (user + system) the stack process has used so far. */
  async cpuMs(): Promise<number> {
    const used = await this.ask<NodeJS.CpuUsage>({ op: 'cpu' });
    return (used.user + used.system) / 1000;
  }

  handlerMs(): Promise<number[]> {
    return this.ask({ op: 'handlerMs' });
  }

  loopDelay(): Promise<{ p50: number; p99: number; max: number }> {
    return this.ask({ op: 'loopDelay' });
  }

  settled(): Promise<void> {
    return this.ask({ op: 'settled' });
  }

  floor(key: string, game: Item, log: Item, count: number): Promise<number[]> {
    return this.ask({ op: 'floor', key, game, log, count });
  }

  /** The URL of a bare node:http server in the stack process (started on the first ask). */
  emptyServer(): Promise<string> {
    return this.ask({ op: 'emptyServer' });
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ id: -1, op: 'stop' });
    await exited;
  }
}

const LOOP_DELAY_RESOLUTION_MS = 20;

/** Reads the whole request, answers 200 with a small JSON body: no routing, no storage, no logging. */
function bareServer(): Promise<Server> {
  const body = JSON.stringify({ ok: true });
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function serve(options: StackProcessOptions): Promise<void> {
  const handlerMs: number[] = [];
  const json = createJsonLogger({ write: writeToStreams }); // as the local stack logs (functions/log.ts localLogger)
  const log: Logger = {
    info(message, fields) {
      if (fields?.route === 'POST /games/{id}/moves') handlerMs.push(fields.ms as number);
      json.info(message, fields);
    },
    error: json.error,
  };
  const stack = await startLocalStack({ port: 0, dynamodbEndpoint: options.dynamodbEndpoint, tableName: options.tableName, log, streamPollMs: options.streamPollMs });
  const floorClient = ourFloorClient(createDynamoDb({ region: 'local', endpoint: options.dynamodbEndpoint }));
  const floors = new Map<string, Floor>();
  // The histogram samples on a timer of this period, and records the whole period, so the delay
  // is the excess. It was 1 ms: a thousand wake-ups a second cost this process ~36 ms of CPU per
  // second on this 2-core VM (about 0.4 ms per move), which the bench then counted as the server's.
  const loop = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  loop.enable();
  let empty: Server | null = null;
  process.on('message', async (request: Request) => {
    const answer = (value: unknown) => process.send!({ id: request.id, value });
    switch (request.op) {
      case 'cpu':
        return answer(process.cpuUsage());
      case 'handlerMs':
        return answer(handlerMs.splice(0));
      case 'loopDelay': {
        const beyond = (ns: number) => Math.max(0, ns / 1e6 - LOOP_DELAY_RESOLUTION_MS);
        const delay = { p50: beyond(loop.percentile(50)), p99: beyond(loop.percentile(99)), max: beyond(loop.max) };
        loop.reset();
        return answer(delay);
      }
      case 'settled':
        await stack.notificationsSettled();
        return answer(null);
      case 'floor': {
        let floor = floors.get(request.key);
        if (!floor) {
          floor = new Floor(floorClient, `${request.key}#in-stack`, request.game, request.log);
          await floor.prepare();
          floors.set(request.key, floor);
        }
        return answer(await floor.block(request.count));
      }
      case 'emptyServer': {
        empty ??= await bareServer();
        return answer(`http://127.0.0.1:${(empty.address() as AddressInfo).port}`);
      }
      case 'stop':
        empty?.closeAllConnections();
        empty?.close();
        await stack.stop();
        process.exit(0);
    }
  });
  process.send!({ url: stack.url });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(JSON.parse(process.argv[2]!) as StackProcessOptions);

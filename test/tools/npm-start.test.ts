/**
 * `npm start` as a newcomer meets it: it says what it is doing from its first line, refuses an
 * unknown flag or a taken port in one line (no stack trace, and before Java is started), has
 * --help, and starts DynamoDB Local with its telemetry off. Runs the real command in a child
 * process.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../bin/dynamodb-local.js';

/** tsx's own CLI (what `npm start` runs), started with this Node: signals reach it directly. */
const TSX = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(args: string[]): { child: ChildProcessWithoutNullStreams; output: () => { stdout: string; stderr: string }; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [TSX, 'bin/local.ts', ...args], { stdio: 'pipe' });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** The command lines of running java processes (Linux /proc). */
function javaCommandLines(): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        return '';
      }
    })
    .filter((line) => line.startsWith('java '));
}

describe('npm start', () => {
  it('answers an unknown flag with one line and exit code 2', { timeout: 60_000 }, async () => {
    const run = start(['--colour', 'blue']);
    expect(await run.exited).toBe(2);
    const { stdout, stderr } = run.output();
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^npm start: Unknown option '--colour' \(npm start -- --help lists the options\)$/)]);
    expect(stdout).toBe('');
  });

  it('prints its options with --help', { timeout: 60_000 }, async () => {
    const run = start(['--help']);
    expect(await run.exited).toBe(0);
    const { stdout } = run.output();
    expect(stdout).toMatch(/^usage: npm start -- \[--port N\] \[--data DIR\] \[--verbose\] \[--help\]/);
    expect(stdout).toContain('--verbose');
    expect(stdout).toContain('--data DIR');
  });

  it('refuses a taken port in one line before it starts Java', { timeout: 60_000 }, async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const run = start(['--port', String(port)]);
      expect(await run.exited).toBe(1);
      const { stdout, stderr } = run.output();
      expect(stderr.trim()).toBe(`npm start: port ${port} on 127.0.0.1 is taken; stop what uses it, or choose another with --port N`);
      expect(stdout).not.toContain('DynamoDB Local');
    } finally {
      taken.close();
    }
  });

  it('says each step as it begins, starts DynamoDB Local without telemetry, serves, and stops on SIGTERM', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const run = start(['--port', String(port)]);
    const end = Date.now() + 170_000;
    while (!run.output().stdout.includes('Ctrl-C stops') && run.child.exitCode === null && Date.now() < end) await new Promise((wake) => setTimeout(wake, 100));
    const { stdout } = run.output();
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(`· turnpost local stack: checking that 127.0.0.1:${port} is free…`);
    const order = ['checking that', 'checking the web app', 'starting DynamoDB Local (Java)', 'creating the table "turnpost"', 'starting the notifier', `listening on http://127.0.0.1:${port}`];
    const positions = order.map((step) => stdout.indexOf(step));
    expect(positions.every((position) => position >= 0), `${stdout}\n${run.output().stderr}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const dynamodb = /DynamoDB Local: http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)![1]!;
    const emulator = javaCommandLines().find((line) => line.includes(`-port ${dynamodb} `) || line.endsWith(`-port ${dynamodb}`) || line.includes(`-port ${dynamodb} -`));
    expect(emulator, 'the DynamoDB Local process').toBeDefined();
    expect(emulator).toContain('-disableTelemetry');
    expect(emulator).toContain('-inMemory');

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    // A page polling for a while: no line per request, so the banner stays on the first screen.
    for (let poll = 0; poll < 40; poll += 1) expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    await new Promise((wake) => setTimeout(wake, 300));
    const quiet = run.output().stdout;
    expect(quiet).not.toContain('"message":"request"');
    expect(quiet.trimEnd().split('\n').length, quiet).toBeLessThanOrEqual(24);
    expect(quiet).toContain('--verbose');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(javaCommandLines().some((line) => line.includes(`-port ${dynamodb}`))).toBe(false);
  });
});

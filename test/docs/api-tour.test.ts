/**
 * README's curl tour, run as written (bash, curl, jq) against the local stack: every step answers,
 * and the last one prints what it promises (the other seat's change since Ada's own last move).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
});
afterAll(async () => {
  await stack?.stop();
});

/** The shell block under "A short API tour (curl)", pointed at this stack. */
function tour(url: string): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## A short API tour (curl)'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  expect(block).toContain('API=http://127.0.0.1:3000');
  return block.replace('API=http://127.0.0.1:3000', `API=${url}`);
}

describe("README's API tour", () => {
  it('runs as written, and its last command shows what happened since Ada last moved', { timeout: 60_000 }, async () => {
    const { stdout, stderr } = await promisify(execFile)('bash', ['-eo', 'pipefail', '-c', tour(stack.local.url)]);
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toEqual({ version: 3, kind: 'move', seat: 1, events: ['hintGiven'] });
  });
});

/**
 * `npm run synth` works offline and quietly: run as a user runs it, with every Node process it
 * starts (the CDK CLI, `tsx bin/app.ts`) preloaded with a guard that logs and refuses any DNS
 * lookup or network connection. The template goes to the output folder, not to the terminal.
 * (Checked by hand as well under `unshare -n`, a network namespace with no network at all.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const guard = fileURLToPath(new URL('../support/no-network.cjs', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'turnpost-synth-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run synth', () => {
  it('makes no DNS lookup or connection, and writes the template to cdk.out instead of printing it', { timeout: 300_000 }, async () => {
    const networkLog = join(work, 'network.log');
    writeFileSync(networkLog, '');
    const out = join(work, 'cdk.out');
    const { AWS_PROFILE: _profile, AWS_ACCESS_KEY_ID: _key, ...inherited } = process.env; // as on a machine with no AWS account set up
    const env = { ...inherited, NODE_OPTIONS: `--require ${guard}`, NO_NETWORK_LOG: networkLog };
    const result = await run('npm', ['run', 'synth', '--silent', '--', '--output', out], env);
    expect(result.code, result.stderr.slice(-2000)).toBe(0);
    expect(readFileSync(networkLog, 'utf8')).toBe('');
    expect(existsSync(join(out, 'Turnpost.template.json'))).toBe(true);
    expect(result.stdout).not.toContain('AWSTemplateFormatVersion');
    expect(result.stdout.length).toBeLessThan(2_000);
  });

  it('the guard itself catches a lookup and a connection (so the silence above means something)', async () => {
    const networkLog = join(work, 'guard.log');
    writeFileSync(networkLog, '');
    const probe = "require('node:dns').lookup('example.com', () => {}); fetch('http://203.0.113.9:81/').catch(() => {});";
    const result = await run(process.execPath, ['-e', probe], { ...process.env, NODE_OPTIONS: `--require ${guard}`, NO_NETWORK_LOG: networkLog });
    expect(result.code).toBe(0);
    const lines = readFileSync(networkLog, 'utf8');
    expect(lines).toContain('dns.lookup example.com');
    expect(lines).toContain('connect 203.0.113.9:81');
  });
});

/**
 * .ci/run: it runs the suite a second time on an exact Node 24 (never "whatever node@24 is today"),
 * and stops with what to do when a preinstalled tool the tests need (cfn-lint, moto_server) is
 * missing — run here for real with a PATH that lacks them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/lambda-bundling.js';

const script = join(projectRoot, '.ci', 'run');

describe('.ci/run', () => {
  it('pins Node 24 to an exact version', () => {
    const text = readFileSync(script, 'utf8');
    const pins = [...text.matchAll(/node@([^\s'"]+)/g)].map((match) => match[1]!);
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) expect(pin).toMatch(/^(\d+\.\d+\.\d+|\$\{NODE24_VERSION\})$/);
    expect(text).toMatch(/^NODE24_VERSION=24\.\d+\.\d+$/m);
  });

  it('stops before installing anything when cfn-lint or moto_server is missing, saying how to install them', () => {
    // A PATH with java, chromium's check, openssl and the shell tools, but neither Python tool.
    const bin = mkdtempSync(join(tmpdir(), 'ci-path-'));
    try {
      for (const tool of ['bash', 'java', 'openssl', 'grep', 'head', 'dirname', 'env']) {
        const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8', timeout: 60_000 }).stdout.trim();
        if (found) symlinkSync(found, join(bin, tool));
      }
      const run = spawnSync('bash', [script], { encoding: 'utf8', env: { PATH: bin, HOME: process.env.HOME ?? '/root' }, timeout: 60_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('cfn-lint is missing');
      expect(run.stderr).toContain('pipx install cfn-lint');
      expect(run.stderr).toContain('moto_server is missing');
      expect(run.stderr).toContain("moto[server]==5.2.1");
      expect(run.stdout).not.toContain('npm ci');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});

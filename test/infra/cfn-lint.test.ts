/**
 * cfn-lint (AWS's CloudFormation linter, preinstalled on this project's machines; `.ci/run` checks
 * it) over every synthesized template: the default app (with the WAF's us-east-1 stack, alarms
 * mailed, a budget, e-mail sending) and the other shape (no WAF, a backup plan, an adopted table). No error and no
 * warning; a rule turned off on a resource (lib/cfn-lint.ts) carries its reason beside it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CFN_LINT_REASONS } from '../../lib/cfn-lint.js';
import { synthTurnpost, TEST_REGION, type SynthesizedTurnpost } from './cloud-assembly.js';

const STREAM = `arn:aws:dynamodb:${TEST_REGION}:123456789012:table/turnpost-games/stream/2026-01-01T00:00:00.000`;
/** Templates only (no bundles: cfn-lint reads the template, where a bundle is an S3 key either way). */
const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
const shapes: Record<string, Record<string, unknown>> = {
  default: { ...NO_BUNDLING, alarmEmail: 'ops@example.com', budgetUsd: '20', emailFrom: 'turns@example.com' },
  'no WAF, backup, adopted table': { ...NO_BUNDLING, waf: 'false', backup: 'true', existingTable: 'turnpost-games', existingTableStreamArn: STREAM },
};
const synthesized: Record<string, SynthesizedTurnpost> = {};

// A synth with cdk-nag: seconds alone, minutes on a machine shared by many test runs.
beforeAll(() => {
  for (const [name, context] of Object.entries(shapes)) synthesized[name] = synthTurnpost(context);
}, 1_200_000);
afterAll(() => {
  for (const shape of Object.values(synthesized)) shape.remove();
});

interface Finding {
  Rule: { Id: string };
  Level: string;
  Message: string;
  Filename: string;
}

function templatesOf(shape: SynthesizedTurnpost): string[] {
  return shape.assembly.stacks.map((stack) => join(shape.assembly.directory, stack.templateFile));
}

function cfnLint(files: string[]): Finding[] {
  const run = spawnSync('cfn-lint', ['--format', 'json', '--', ...files], { encoding: 'utf8', timeout: 240_000, killSignal: 'SIGKILL' });
  // A bounded run: a stuck linter would block this worker, where no test timeout can reach it.
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') throw new Error('cfn-lint did not finish within 4 minutes');
  if (run.error) throw new Error(`cfn-lint could not run (${run.error.message}): it is preinstalled on this project's machines; elsewhere \`pip install cfn-lint\` (see .ci/run)`);
  // Exit codes 2, 4 and 8 say errors, warnings or informational findings were found: the JSON lists them.
  if (![0, 2, 4, 6, 8, 10, 12, 14].includes(run.status ?? -1)) throw new Error(`cfn-lint failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout || '[]') as Finding[];
}

describe('cfn-lint on the synthesized templates', () => {
  for (const name of Object.keys(shapes)) {
    it(`finds no error and no warning (${name})`, { timeout: 300_000 }, () => {
      const files = templatesOf(synthesized[name]!);
      expect(files.length).toBeGreaterThan(0);
      const findings = cfnLint(files).filter((finding) => finding.Level !== 'Informational');
      expect(findings.map((finding) => `${finding.Rule.Id} ${finding.Message}`)).toEqual([]);
    });

    it(`states the reason beside every rule turned off on a resource (${name})`, () => {
      for (const stack of synthesized[name]!.assembly.stacks) {
        for (const [id, resource] of Object.entries(stack.template.Resources as Record<string, { Metadata?: Record<string, unknown> }>)) {
          const ignored = (resource.Metadata?.['cfn-lint'] as { config?: { ignore_checks?: string[] } } | undefined)?.config?.ignore_checks ?? [];
          const reasons = (resource.Metadata?.[CFN_LINT_REASONS] ?? {}) as Record<string, string>;
          for (const rule of ignored) expect(reasons[rule], `${id} turns off ${rule} without a reason`).toMatch(/\w{3,}.*\w{3,}/);
        }
      }
    });
  }
});

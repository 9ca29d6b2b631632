/**
 * Synthesizing turnpost the way `cdk synth` does (same cdk.json context, same app builder,
 * cdk-nag included), for the infrastructure tests and the Lambda bundle benchmark.
 */
import { readFileSync } from 'node:fs';
import { cdkJsonContext, scratchOutdir, type Context } from '../../bin/deployed/synthesize.js';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { projectRoot } from '../../lib/lambda-bundling.js';
import { addTurnpost } from '../../lib/turnpost-app.js';
import type { TurnpostStack } from '../../lib/turnpost-stack.js';
import type { TurnpostFunction } from '../../lib/turnpost-function.js';

export { cdkJsonContext, scratchOutdir, type Context } from '../../bin/deployed/synthesize.js';

export interface SynthesizedTurnpost {
  stack: TurnpostStack;
  assembly: CloudAssembly;
  remove: () => void;
}

/** The region tests synthesize the main stack for (the WAF's cross-region reference needs one; `cdk synth` takes the profile's). */
export const TEST_REGION = 'eu-central-1';

/** Builds and synthesizes the app as bin/app.ts does; `extraContext` plays `cdk synth -c key=value`. */
export function synthTurnpost(extraContext: Context = {}): SynthesizedTurnpost {
  const outdir = scratchOutdir('synth');
  const app = new App({ outdir: outdir.path, context: { ...cdkJsonContext(), region: TEST_REGION, ...extraContext } });
  const stack = addTurnpost(app);
  const assembly = app.synth();
  return { stack, assembly, remove: outdir.remove };
}

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity?: string }[] }[];
}

/** Every violation in the synth's validation report (cdk-nag and CDK's own checks), acknowledged ones excluded. */
export function unacknowledgedViolations(assembly: CloudAssembly): { plugin: string; rule: string; severity: string }[] {
  const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((violation) => ({ plugin: plugin.pluginName, rule: violation.ruleName, severity: violation.severity ?? 'unknown' })),
  );
}

interface AssetManifest {
  files: Record<string, { source: { path: string } }>;
}

/** The directory holding a synthesized function's bundle (what gets zipped and deployed). */
export function bundleDirectory(assembly: CloudAssembly, stack: Stack, fn: TurnpostFunction): string {
  const code = stack.resolve((fn.handler.node.defaultChild as CfnFunction).code) as { s3Key: string };
  const assetHash = code.s3Key.replace(/\.zip$/, '');
  const manifest = JSON.parse(readFileSync(join(assembly.directory, `${stack.artifactId}.assets.json`), 'utf8')) as AssetManifest;
  const asset = manifest.files[assetHash];
  if (!asset) throw new Error(`no asset ${assetHash} in the assembly of ${stack.stackName}`);
  return join(assembly.directory, asset.source.path);
}

/**
 * Synthesizes turnpost as `cdk synth` does (cdk.json's context, the app builder of bin/app.ts,
 * cdk-nag included; offline: the bundles are built by esbuild, the web app by its build script)
 * into a fresh folder inside node_modules/.cache, so that a bundle run from it resolves any
 * package left external from node_modules, as a Lambda resolves the runtime's.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { projectRoot } from '../../lib/lambda-bundling.js';
import { addTurnpost, stackName } from '../../lib/turnpost-app.js';

export type Context = Record<string, unknown>;

/** The context `cdk synth` passes to the app: cdk.json's feature flags. */
export function cdkJsonContext(): Context {
  const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as { context: Context };
  return cdkJson.context;
}

/** A fresh folder inside the project (node_modules/.cache/turnpost/<purpose>-…). */
export function scratchOutdir(purpose: string): { path: string; remove: () => void } {
  const parent = join(projectRoot, 'node_modules', '.cache', 'turnpost');
  mkdirSync(parent, { recursive: true });
  const path = mkdtempSync(join(parent, `${purpose}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** What the deployed shape synthesizes with unless told otherwise: a region, and a sender so the e-mail channel exists. */
export const DEPLOYED_SHAPE_CONTEXT: Context = { region: 'eu-central-1', emailFrom: 'turns@turnpost.example' };

export interface SynthesizedApp {
  directory: string;
  stackName: string;
  remove(): void;
}

export function synthesizeApp(context: Context = {}): SynthesizedApp {
  const outdir = scratchOutdir('deployed');
  try {
    const app = new App({ outdir: outdir.path, context: { ...cdkJsonContext(), ...DEPLOYED_SHAPE_CONTEXT, ...context } });
    addTurnpost(app);
    app.synth();
  } catch (error) {
    outdir.remove();
    throw error;
  }
  return { directory: outdir.path, stackName, remove: outdir.remove };
}

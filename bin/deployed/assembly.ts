/**
 * The cloud assembly `cdk synth` writes (cdk.out): the main stack's template and its asset
 * manifest, which maps each object key the template names (a Lambda's code, a bucket
 * deployment's source) to the folder `cdk deploy` would zip and upload.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnTemplate } from './template.js';

export interface Assembly {
  directory: string;
  stackName: string;
  template: CfnTemplate;
  /** The folder (or file) of the asset uploaded as `objectKey`. */
  assetPath(objectKey: string): string;
}

interface AssetManifest {
  files: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }>;
}

export function readAssembly(directory: string, stackName: string): Assembly {
  const template = JSON.parse(readFileSync(join(directory, `${stackName}.template.json`), 'utf8')) as CfnTemplate;
  const manifest = JSON.parse(readFileSync(join(directory, `${stackName}.assets.json`), 'utf8')) as AssetManifest;
  const byKey = new Map<string, string>();
  for (const file of Object.values(manifest.files)) {
    for (const destination of Object.values(file.destinations)) byKey.set(destination.objectKey, join(directory, file.source.path));
  }
  return {
    directory,
    stackName,
    template,
    assetPath(objectKey) {
      const path = byKey.get(objectKey);
      if (!path) throw new Error(`no asset uploaded as ${objectKey} in ${directory}/${stackName}.assets.json`);
      return path;
    },
  };
}

/**
 * The web bucket as the template's bucket deployments leave it: each Custom::CDKBucketDeployment
 * copies its source asset under its key prefix, filtered as `aws s3 sync` filters (every file in,
 * then each --exclude and --include in turn, the last match deciding), with the object metadata it
 * sets. Objects are read from the asset folders in cdk.out, so what is served is what deploys.
 */
import { readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { Assembly } from './assembly.js';
import { resourcesOfType, type TemplateResolver } from './template.js';

export interface BucketObject {
  file: string;
  contentType: string;
  cacheControl: string | null;
}

/** What `aws s3 cp` guesses from the extension when the deployment names no content type. */
const GUESSED_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/vnd.microsoft.icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
};

interface DeploymentProperties {
  DestinationBucketName: unknown;
  DestinationBucketKeyPrefix?: string;
  SourceObjectKeys: string[];
  Exclude?: string[];
  Include?: string[];
  SystemMetadata?: Record<string, string>;
}

/** Every object of `bucketLogicalId`, by key, after the template's deployments ran in template order. */
export function deployedObjects(assembly: Assembly, resolver: TemplateResolver, bucketLogicalId: string): Map<string, BucketObject> {
  const objects = new Map<string, BucketObject>();
  for (const [, resource] of resourcesOfType(assembly.template, 'Custom::CDKBucketDeployment')) {
    const props = resource.Properties as unknown as DeploymentProperties;
    if (JSON.stringify(props.DestinationBucketName) !== JSON.stringify({ Ref: bucketLogicalId })) continue;
    const prefix = props.DestinationBucketKeyPrefix ?? '';
    for (const sourceKey of props.SourceObjectKeys.map((key) => resolver.string(key))) {
      const folder = assembly.assetPath(sourceKey);
      for (const file of filesUnder(folder)) {
        const name = relative(folder, file).split('\\').join('/');
        if (!syncs(name, props.Exclude ?? [], props.Include ?? [])) continue;
        const metadata = props.SystemMetadata ?? {};
        objects.set(`${prefix}${name}`, {
          file,
          contentType: metadata['content-type'] ?? GUESSED_TYPES[extname(name)] ?? 'binary/octet-stream',
          cacheControl: metadata['cache-control'] ?? null,
        });
      }
    }
  }
  return objects;
}

/** `aws s3 sync`'s filters: included unless excluded, later filters taking precedence. */
export function syncs(name: string, exclude: readonly string[], include: readonly string[]): boolean {
  let included = true;
  for (const pattern of exclude) if (wildcard(pattern).test(name)) included = false;
  for (const pattern of include) if (wildcard(pattern).test(name)) included = true;
  return included;
}

function wildcard(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[\\^$.|+()[\]{}]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's');
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

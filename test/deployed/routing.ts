/** What the routing test walks: every operation of the API's OpenAPI document (as bundled) and every web path of the deployed bucket. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assembly } from '../../bin/deployed/assembly.js';
import { isNodeFunction } from '../../bin/deployed/lambda-functions.js';
import type { TemplateResolver } from '../../bin/deployed/template.js';

/** The OpenAPI document bundled with the API function (what GET /openapi.json answers when deployed). */
export function bundledOpenApi(assembly: Assembly, resolver: TemplateResolver): { paths: Record<string, Record<string, unknown>> } {
  for (const resource of Object.values(assembly.template.Resources)) {
    if (!isNodeFunction(resource)) continue;
    const file = join(assembly.assetPath(resolver.string((resource.Properties!.Code as { S3Key: unknown }).S3Key)), 'openapi.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  }
  throw new Error('no function bundle carries openapi.json');
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

/** Each operation as a concrete request: path parameters filled with a plausible id. */
export function apiOperations(document: { paths: Record<string, Record<string, unknown>> }): { method: string; path: string; template: string }[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase(), template, path: template.replace(/\{[^}]+\}/g, 'AbCdEfGh12345678') })),
  );
}

/**
 * The deployed shape: the app synthesized once, as `cdk synth` would, and its artifacts run on
 * this machine (bin/deployed/). Routing: every API operation of the bundled OpenAPI document and
 * every web path reaches the origin the distribution's cache behaviours send it to. The tour:
 * sign up, create The Game for two, join by the invite, play a turn, and Bo's "your turn" e-mail
 * in moto's SES — all through the front door. IAM: every AWS call each function made on the way
 * is allowed by its role as the template writes it, and a grant removed is noticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAssembly, type Assembly } from '../../bin/deployed/assembly.js';
import type { FrontDoor } from '../../bin/deployed/front-door.js';
import { frontDoorFor } from '../../bin/deployed/front-door-setup.js';
import { nameEverything } from '../../bin/deployed/local-resources.js';
import { synthesizeApp, type SynthesizedApp } from '../../bin/deployed/synthesize.js';
import { TemplateResolver } from '../../bin/deployed/template.js';
import { apiOperations, bundledOpenApi } from './routing.js';

const REGION = 'eu-central-1';
let synthesized: SynthesizedApp;
let assembly: Assembly;

beforeAll(() => {
  synthesized = synthesizeApp({ region: REGION });
  assembly = readAssembly(synthesized.directory, synthesized.stackName);
}, 600_000);

afterAll(() => synthesized?.remove());

describe('routing, as the CloudFront distribution routes', () => {
  let frontDoor: FrontDoor;
  let resolver: TemplateResolver;

  beforeAll(() => {
    resolver = new TemplateResolver(assembly.template, { region: REGION, accountId: '123456789012', stackName: synthesized.stackName });
    nameEverything(resolver, 'd111111abcdef8.cloudfront.net');
    frontDoor = frontDoorFor(assembly, resolver, () => Promise.reject(new Error('routing only')));
  });

  it('sends every operation of the OpenAPI document to the HTTP API, whose routes take it', async () => {
    const operations = apiOperations(bundledOpenApi(assembly, resolver));
    expect(operations.length).toBeGreaterThan(20);
    const misrouted: string[] = [];
    for (const { method, path } of operations) {
      const routing = await frontDoor.route(method, new URL(path, 'https://front.door'), {});
      const api = routing.kind === 'origin' ? frontDoor.apiOf(routing.origin) : null;
      if (!api) misrouted.push(`${method} ${path} → ${routing.kind === 'origin' ? `the origin ${routing.origin.id}` : routing.kind} (behaviour ${routing.behavior.pathPattern})`);
    }
    expect(misrouted).toEqual([]);
  });

  it('serves every web path from the deployed bucket: the files themselves, deep links as index.html', async () => {
    const objects = await webObjectKeys();
    expect(objects).toEqual(expect.arrayContaining(['play/index.html', 'play/sw.js', 'play/manifest.webmanifest']));
    expect(objects.filter((key) => key.startsWith('play/assets/')).length).toBeGreaterThan(2);
    const expected = new Map<string, string>(objects.map((key) => [`/${key}`, key]));
    for (const deepLink of ['/play/', '/play/games/AbCdEfGh12345678', '/play/join/AbCdEfGh12345678', '/play/settings', '/play/new']) expected.set(deepLink, 'play/index.html');
    const wrong: string[] = [];
    for (const [path, key] of expected) {
      for (const method of ['GET', 'HEAD']) {
        const routing = await frontDoor.route(method, new URL(path, 'https://front.door'), {});
        const object = routing.kind === 'origin' ? frontDoor.bucketObject(routing.origin, routing.request) : null;
        if (!object || !object.file.endsWith(key.replace(/^play\//, ''))) wrong.push(`${method} ${path} → ${routing.kind === 'origin' ? (object?.file ?? `nothing in ${routing.origin.id}`) : routing.kind}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('redirects the bare host name and /play to the app', async () => {
    for (const path of ['/', '/play']) {
      const routing = await frontDoor.route('GET', new URL(path, 'https://front.door'), {});
      expect(routing.kind === 'function-response' && { status: routing.response.statusCode, location: routing.response.headers?.location?.value }, path).toEqual({ status: 302, location: '/play/' });
    }
  });

  it('answers a method the web behaviours do not allow with CloudFront\u2019s 403, and never sends it to the API', async () => {
    for (const path of ['/play/', '/play/assets/app.js', '/play/games/x']) {
      expect((await frontDoor.route('POST', new URL(path, 'https://front.door'), {})).kind, path).toBe('forbidden');
    }
  });

  async function webObjectKeys(): Promise<string[]> {
    const routing = await frontDoor.route('GET', new URL('/play/sw.js', 'https://front.door'), {});
    if (routing.kind !== 'origin') throw new Error('/play/sw.js reaches no origin');
    return frontDoor.bucketKeys(routing.origin);
  }
});

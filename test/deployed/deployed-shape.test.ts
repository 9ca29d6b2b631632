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
import { startDeployedStack, type DeployedStack } from '../../bin/deployed/deployed-stack.js';
import type { FrontDoor } from '../../bin/deployed/front-door.js';
import { frontDoorFor } from '../../bin/deployed/front-door-setup.js';
import { callsNotAllowed } from '../../bin/deployed/iam-policy.js';
import { nameEverything } from '../../bin/deployed/local-resources.js';
import { sentEmails } from '../../bin/deployed/moto.js';
import { synthesizeApp, type SynthesizedApp } from '../../bin/deployed/synthesize.js';
import { TemplateResolver, type CfnTemplate } from '../../bin/deployed/template.js';
import { ApiClient } from '../support/api-client.js';
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

/** The parts of a game's envelope the tour reads. */
interface GameView {
  yourTurn: boolean;
  view: { you: { hand: number[] } | null };
}

describe('the tour, through the front door only', () => {
  let stack: DeployedStack;
  let api: ApiClient;
  const logs: string[] = [];

  beforeAll(async () => {
    stack = await startDeployedStack({
      assemblyDirectory: synthesized.directory,
      stackName: synthesized.stackName,
      port: 0,
      region: REGION,
      // A DynamoDB Local of its own: in the shared one, a table made late in the run reads its
      // stream slowly (DynamoDB Local looks each write's stream up past every earlier record).
      scheduleEveryMs: 3_000,
      streamPollMs: 200,
      log: (name, line) => logs.push(`[${name}] ${line}`),
    });
    api = new ApiClient(stack.url);
  }, 600_000);

  afterAll(() => stack?.stop());

  it('signs up, creates The Game for two, joins by the invite and plays a turn; Bo finds "your turn" in his e-mail', async () => {
    const al = await signUp('Al');
    const bo = await signUp('Bo', { email: { address: 'bo@example.com' } });
    expect((await api.get('/players/me', { token: bo.token })).status).toBe(200);

    const created = await api.post<{ id: string; inviteCode: string }>('/games', { token: al.token, body: { type: 'the-game', seats: 2 } });
    expect(created.status, created.text).toBe(201);
    const joined = await api.post(`/games/${created.body.id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } });
    expect(joined.status, joined.text).toBe(200);

    // Whoever is awaited plays the two lowest cards onto an ascending pile and ends the turn, until a turn passes to Bo.
    let passedToBo = false;
    for (let turn = 0; turn < 2 && !passedToBo; turn++) {
      const views = await Promise.all([al, bo].map((player) => api.get<GameView>(`/games/${created.body.id}`, { token: player.token })));
      const mover = views.findIndex((view) => view.body.yourTurn);
      expect(mover, JSON.stringify(views.map((view) => view.body)).slice(0, 500)).toBeGreaterThanOrEqual(0);
      const hand = [...views[mover]!.body.view.you!.hand].sort((a, b) => a - b);
      const moves = [{ type: 'play', card: hand[0], pile: 'up1' }, { type: 'play', card: hand[1], pile: 'up1' }, { type: 'endTurn' }];
      const played = await api.post(`/games/${created.body.id}/moves`, { token: [al, bo][mover]!.token, body: { moves } });
      expect(played.status, played.text).toBe(200);
      passedToBo = mover === 0;
    }
    expect(passedToBo).toBe(true);

    const mail = await eventually(async () => (await sentEmails(stack.motoUrl)).find((sent) => sent.to.includes('bo@example.com') && /your turn/i.test(sent.subject)), 150_000);
    expect(mail.source).toBe('turns@turnpost.example');
    expect(mail.body).toContain(`${stack.url}/play/games/${created.body.id}`);
  }, 240_000);

  it('every AWS call each function made is allowed by its role, as the template writes it', async () => {
    // The sweeper runs on its schedule, not on the tour's requests: wait for its first run.
    await eventually(async () => (stack.calls.some((call) => call.principal.includes('Sweeper')) ? true : undefined), 60_000);
    const principals = new Set(stack.calls.map((call) => call.principal));
    // The tour reached the API, the notifier, the deliverer, the custom resource, the pipe and the sweeper.
    for (const fn of ['ApiFunction', 'Notifier', 'Deliverer', 'PushKeys', 'Sweeper']) expect([...principals].some((principal) => principal.includes(fn)), `${fn} made AWS calls`).toBe(true);
    expect(stack.calls.some((call) => call.action === 'ses:SendEmail')).toBe(true);
    expect(callsNotAllowed(stack.resolver, stack.calls), logs.slice(-20).join('\n')).toEqual([]);
  }, 90_000);

  it('notices a grant taken out of the stack: the deliverer without ses:SendEmail, the API without its table', () => {
    const template = structuredClone(stack.assembly.template) as CfnTemplate;
    for (const resource of Object.values(template.Resources)) {
      if (resource.Type !== 'AWS::IAM::Policy') continue;
      const document = (resource.Properties as { PolicyDocument: { Statement: { Action: string | string[] }[] } }).PolicyDocument;
      const roles = JSON.stringify(resource.Properties!.Roles);
      document.Statement = document.Statement.filter((statement) => {
        const actions = [statement.Action].flat();
        if (actions.includes('ses:SendEmail')) return false;
        return !(roles.includes('ApiFunctionRole') && actions.some((action) => action.startsWith('dynamodb:')));
      });
    }
    const refused = callsNotAllowed(stack.resolver.withTemplate(template), stack.calls);
    expect(refused.some((line) => /Deliverer.* ses:SendEmail /.test(line))).toBe(true);
    expect(refused.some((line) => /ApiFunction.* dynamodb:\w+ arn:aws:dynamodb:/.test(line))).toBe(true);
    expect(refused.every((line) => /ses:SendEmail|^ApiFunction/.test(line))).toBe(true);
  });

  async function signUp(name: string, notify?: Record<string, unknown>): Promise<{ id: string; token: string }> {
    const answer = await api.post<{ player: { id: string }; token: string }>('/players', { body: { name, ...(notify ? { notify } : {}) } });
    expect(answer.status, answer.text).toBe(201);
    return { id: answer.body.player.id, token: answer.body.token };
  }
});

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

/**
 * The deployed shape: the app synthesized once, as `cdk synth` would, and its artifacts run on
 * this machine (bin/deployed/). Routing: every API operation of the bundled OpenAPI document and
 * every web path reaches the origin the distribution's cache behaviours send it to. The tour:
 * sign up with e-mail addresses, create The Game for two, join by the invite, play; Bo's address
 * confirmed by its link (the confirmation e-mail in moto's SES) and only then his "your turn"
 * e-mail, Al's unconfirmed address mailed nothing but its confirmation; an address SES bounces
 * turned off through the configuration set's topic — all through the front door. IAM: every AWS call each function made on the way
 * is allowed by its role as the template writes it, and a grant removed is noticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAssembly, type Assembly } from '../../bin/deployed/assembly.js';
import { startDeployedStack, type DeployedStack } from '../../bin/deployed/deployed-stack.js';
import type { FrontDoor } from '../../bin/deployed/front-door.js';
import { frontDoorFor } from '../../bin/deployed/front-door-setup.js';
import { EVENT_SOURCE_USER_AGENT } from '../../bin/deployed/event-sources.js';
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
  synthesized = synthesizeApp({ region: REGION, tracing: 'true' });
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

  it('signs up, creates The Game for two, joins by the invite and plays; Bo confirms his address by its link and only then finds "your turn" in his e-mail', async () => {
    const al = await signUp('Al', { email: { address: 'al@example.com' } });
    const bo = await signUp('Bo', { email: { address: 'bo@example.com' } });
    expect((await me(bo)).email).toMatchObject({ address: 'bo@example.com', confirmed: false });

    // Each address gets its confirmation e-mail, sent by the API with SES, its link to the front door.
    const confirmation = await eventually(async () => (await sentEmails(stack.motoUrl)).find((sent) => sent.to.includes('bo@example.com') && /confirm/i.test(sent.subject)), 30_000);
    expect(confirmation.source).toBe('turns@turnpost.example');
    const link = new URL(/https?:\/\/\S+\/email\/confirm\?token=\S+/.exec(confirmation.body)?.[0] ?? 'http://no.link/');
    expect(link.origin).toBe(stack.url);

    const created = await api.post<{ id: string; inviteCode: string }>('/games', { token: al.token, body: { type: 'the-game', seats: 2 } });
    expect(created.status, created.text).toBe(201);
    const joined = await api.post(`/games/${created.body.id}/join`, { token: bo.token, body: { inviteCode: created.body.inviteCode } });
    expect(joined.status, joined.text).toBe(200);

    // A turn passes to Bo while his address waits: the deliverer skips it, and nothing goes to him.
    await playUntilTurnOf(created.body.id, [al, bo], bo);
    await eventually(async () => (logs.some((line) => line.includes('delivery skipped') && line.includes(bo.id) && line.includes('not confirmed')) ? true : undefined), 150_000);
    expect((await sentEmails(stack.motoUrl)).filter((sent) => sent.to.includes('bo@example.com')).map((sent) => sent.subject)).toEqual([confirmation.subject]);

    // Bo opens the link through the front door: a page that asks (GET changes nothing), then its button (POST).
    const page = await fetch(link);
    const html = await page.text();
    expect(page.status, html).toBe(200);
    expect(html).toContain('<form method="post"');
    expect((await me(bo)).email!.confirmed).toBe(false);
    const pressed = await fetch(link, { method: 'POST' });
    expect(pressed.status, await pressed.text()).toBe(200);
    expect((await me(bo)).email!.confirmed).toBe(true);

    // Bo plays; Al's address is not confirmed, so his turn sends him nothing; Al plays, and Bo's turn is mailed.
    await playUntilTurnOf(created.body.id, [al, bo], al);
    await playUntilTurnOf(created.body.id, [al, bo], bo);
    const mail = await eventually(async () => (await sentEmails(stack.motoUrl)).find((sent) => sent.to.includes('bo@example.com') && /your turn/i.test(sent.subject)), 150_000);
    expect(mail.source).toBe('turns@turnpost.example');
    expect(mail.body).toContain(`${stack.url}/play/games/${created.body.id}`);
    // Its way out, signed: the same link as its List-Unsubscribe header.
    expect(mail.body).toMatch(new RegExp(`${stack.url.replace(/[.:/]/g, '\\$&')}/email/unsubscribe\\?token=\\S+`));
    expect((await sentEmails(stack.motoUrl)).filter((sent) => sent.to.includes('al@example.com')).every((sent) => /confirm/i.test(sent.subject))).toBe(true);
    expect(logs.some((line) => line.includes('delivery skipped') && line.includes(al.id) && line.includes('not confirmed'))).toBe(true);
  }, 360_000);

  it('turns an address off when SES reports it bounced: the configuration set\u2019s event reaches the feedback function through its topic', async () => {
    // SES's mailbox simulator answers with a permanent bounce; the confirmation e-mail is the first thing sent to it.
    const cy = await signUp('Cy', { email: { address: 'bounce@simulator.amazonses.com' } });
    const off = await eventually(async () => (await me(cy)).email?.off, 60_000);
    expect(off.reason).toMatch(/bounce/);
    expect((await me(cy)).email).toMatchObject({ address: 'bounce@simulator.amazonses.com', confirmed: false });
    // The send again of a turned-off address is refused, in words.
    const again = await api.post<{ error: { message: string } }>('/players/me/email/confirmation', { token: cy.token });
    expect(again.status, again.text).toBe(400);
    expect(again.text).toMatch(/turned off/);
    expect(stack.calls.some((call) => call.principal.includes('EmailFeedback') && call.action === 'dynamodb:UpdateItem')).toBe(true);
  }, 120_000);

  it('every AWS call each function made is allowed by its role, as the template writes it', async () => {
    // The sweeper runs on its schedule, not on the tour's requests: wait for its first run.
    await eventually(async () => (stack.calls.some((call) => call.principal.includes('Sweeper')) ? true : undefined), 60_000);
    const principals = new Set(stack.calls.map((call) => call.principal));
    // The tour reached the API, the notifier, the deliverer, the custom resource, the pipe and the sweeper.
    for (const fn of ['ApiFunction', 'Notifier', 'Deliverer', 'PushKeys', 'Sweeper', 'EmailFeedback']) expect([...principals].some((principal) => principal.includes(fn)), `${fn} made AWS calls`).toBe(true);
    // The API (confirmation e-mails) and the deliverer (notifications) send with SES, with the configuration set.
    for (const fn of ['ApiFunction', 'Deliverer']) expect(stack.calls.some((call) => call.principal.includes(fn) && call.action === 'ses:SendEmail' && call.resource.includes(':configuration-set/')), `${fn} sent with the configuration set`).toBe(true);
    expect(callsNotAllowed(stack.resolver, stack.calls), logs.slice(-20).join('\n')).toEqual([]);
  }, 90_000);

  it('with tracing on, every AWS call a function makes carries its invocation\u2019s X-Ray trace header and the SDK\u2019s User-Agent', async () => {
    await eventually(async () => (stack.calls.some((call) => call.principal.includes('Sweeper')) ? true : undefined), 60_000);
    const functionsOf = new Map<string, string[]>();
    for (const [fn, role] of stack.roles) functionsOf.set(role, [...(functionsOf.get(role) ?? []), fn]);
    const headers = stack.traceHeaders();
    // The functions' own calls: not the event source mappings' polls, which are Lambda's service calling for them.
    const own = stack.calls.filter((call) => !call.userAgent?.includes(EVENT_SOURCE_USER_AGENT));
    for (const fn of ['ApiFunction', 'Notifier', 'Deliverer', 'PushKeys', 'Sweeper']) expect(own.some((call) => call.principal.includes(fn)), `${fn} made AWS calls`).toBe(true);
    const untraced = own.filter((call) => {
      const issued = (functionsOf.get(call.principal) ?? []).flatMap((fn) => headers.get(fn) ?? []);
      return call.traceHeader === undefined || !issued.includes(call.traceHeader);
    });
    // The one call made before any invocation: the deliverer reads its VAPID key while it initialises (no trace yet, as on Lambda).
    expect(untraced.map((call) => `${call.principal} ${call.action}`).filter((line) => !/Deliverer.* ssm:GetParameter$/.test(line))).toEqual([]);
    for (const call of own) expect(call.userAgent, `${call.principal} ${call.action}`).toMatch(/^aws-sdk-js\/3\./);
    // Tracing is on in this synthesis (-c tracing=true): every invocation is sampled.
    expect([...headers.values()].flat().every((header) => /^Root=1-[0-9a-f]{8}-[0-9a-f]{24};Parent=[0-9a-f]{16};Sampled=1$/.test(header))).toBe(true);
  }, 90_000);

  it('notices a grant taken out of the stack: the deliverer and the API without ses:SendEmail, the API without its table', () => {
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
    expect(refused.some((line) => /ApiFunction.* ses:SendEmail /.test(line))).toBe(true);
    expect(refused.some((line) => /ApiFunction.* dynamodb:\w+ arn:aws:dynamodb:/.test(line))).toBe(true);
    expect(refused.every((line) => /ses:SendEmail|^ApiFunction/.test(line))).toBe(true);
  });

  it('refuses the functions that do not authenticate a player read that returns the token hashes: the same read without its projection', () => {
    // What the deliverer and the e-mail feedback really sent: a player's profile, projected.
    const reads = stack.calls.filter((call) => /Deliverer|EmailFeedback/.test(call.principal) && call.action === 'dynamodb:GetItem' && call.conditionKeys?.['dynamodb:LeadingKeys']?.[0]?.startsWith('PLAYER#'));
    expect(reads.length).toBeGreaterThan(0);
    expect(callsNotAllowed(stack.resolver, reads)).toEqual([]);
    const whole = reads.map((call) => ({ ...call, conditionKeys: { 'dynamodb:LeadingKeys': call.conditionKeys!['dynamodb:LeadingKeys']!, 'dynamodb:Select': ['ALL_ATTRIBUTES'] } }));
    expect(callsNotAllowed(stack.resolver, whole)).toEqual([...new Set(whole.map((call) => `${call.principal} ${call.action} ${call.resource}`))].sort());
    const naming = reads.map((call) => ({ ...call, conditionKeys: { ...call.conditionKeys, 'dynamodb:Attributes': ['id', 'sessions'] } }));
    expect(callsNotAllowed(stack.resolver, naming)).toHaveLength(new Set(naming.map((call) => call.principal)).size);
    // The API, which authenticates, reads whole player items and may.
    const api = stack.calls.filter((call) => call.principal.includes('ApiFunction') && call.action === 'dynamodb:GetItem' && call.conditionKeys?.['dynamodb:Select']?.[0] === 'ALL_ATTRIBUTES' && call.conditionKeys['dynamodb:LeadingKeys']?.[0]?.startsWith('PLAYER#'));
    expect(api.length).toBeGreaterThan(0);
    expect(callsNotAllowed(stack.resolver, api)).toEqual([]);
  });

  type Player = { id: string; token: string };
  const me = async (player: Player) =>
    (await api.get<{ player: { notify: { email?: { address: string; confirmed: boolean; off?: { at: string; reason: string } } } } }>('/players/me', { token: player.token })).body.player.notify;

  /** Whoever is awaited plays two cards onto a pile nobody used yet (the lowest onto an ascending one, the highest onto a descending one) and ends the turn, until `next` is awaited. */
  async function playUntilTurnOf(gameId: string, players: Player[], next: Player): Promise<void> {
    for (let turn = 0; turn < 3; turn++) {
      const views = await Promise.all(players.map((player) => api.get<GameView>(`/games/${gameId}`, { token: player.token })));
      const mover = views.findIndex((view) => view.body.yourTurn);
      expect(mover, JSON.stringify(views.map((view) => view.body)).slice(0, 500)).toBeGreaterThanOrEqual(0);
      if (players[mover] === next) return;
      const pile = PILES[piles++]!;
      const hand = [...views[mover]!.body.view.you!.hand].sort((a, b) => (pile.startsWith('up') ? a - b : b - a));
      const moves = [{ type: 'play', card: hand[0], pile }, { type: 'play', card: hand[1], pile }, { type: 'endTurn' }];
      const played = await api.post(`/games/${gameId}/moves`, { token: players[mover]!.token, body: { moves } });
      expect(played.status, played.text).toBe(200);
    }
    throw new Error('the turn never passed');
  }
  const PILES = ['up1', 'up2', 'down1', 'down2'];
  let piles = 0;

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

/**
 * GET /openapi.json: an OpenAPI 3.1 document generated from the route table and the same zod
 * schemas that validate requests (JSON Schema 2020-12, which OpenAPI 3.1 uses as is), typed per
 * hosted game (./game-schemas.ts): its moves, options, view and envelope are named components.
 */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';
import type { GameCatalog } from '../domain/catalog.js';
import { gameExample } from './game-examples.js';
import { openApiServers } from './openapi-servers.js';
import { typedSchemas, type TypedSchemas } from './game-schemas.js';
import { bodySchema, headerParameters, type Route } from './route.js';
import { REQUIREMENT_DESCRIPTIONS } from './requirement.js';
import * as schemas from './schemas.js';

type JsonSchema = Record<string, unknown>;

/** Answer schemas that get their own component (and are referenced from the others). */
const SHARED_ANSWERS: Record<string, z.ZodType> = {
  SeatHolder: schemas.SeatHolder,
  Outcome: schemas.Outcome,
  Fairness: schemas.Fairness,
  Envelope: schemas.Envelope,
  CreatedGame: schemas.CreatedGame,
  Player: schemas.Player,
  PlayerAnswer: schemas.PlayerAnswer,
  PlayerCreated: schemas.PlayerCreated,
  PlayerGame: schemas.PlayerGame,
  PlayerGames: schemas.PlayerGames,
  EventLogEntry: schemas.EventLogEntry,
  EventLog: schemas.EventLog,
  GameType: schemas.GameType,
  GameTypes: schemas.GameTypes,
  Health: schemas.Health,
  ErrorAnswer: schemas.ErrorAnswer,
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'VALIDATION: malformed JSON, wrong shape, unknown fields, a setup the game refuses',
  401: 'UNAUTHENTICATED: missing or wrong token',
  403: 'FORBIDDEN: not seated in this game, wrong invite code, no free seat',
  404: 'NOT_FOUND: unknown game, player or route',
  409: 'VERSION_CONFLICT: stale `version`; details.version is the current one; PLAYER_CHANGED: PATCH /players/me lost the race to other changes of the player several times (each lost race is retried from a fresh read); send it again',
  413: 'PAYLOAD_TOO_LARGE: body over the limit',
  415: 'UNSUPPORTED_MEDIA_TYPE: a body sent without `content-type: application/json`',
  422: 'RULE_VIOLATION: details.code is the game\'s code, details.index the failing move',
  429: 'RATE_LIMITED: too many requests; see Retry-After',
  500: 'INTERNAL: a fault; details.requestId names it',
  503: 'UNAVAILABLE: a dependency (the table) does not answer (GET /health?deep=true); PUSH_UNAVAILABLE: this deployment has no Web Push (GET /push/public-key)',
};

export interface OpenApiSettings {
  allowStacked: boolean;
  publicUrl: string | null;
}

/** Schemas that become named components; requests are documented as input, answers as output. */
class NamedSchemas {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();

  constructor(private readonly io: 'input' | 'output') {}

  /** Names `schema` (once; the first name sticks) and returns its component name. */
  name(schema: z.ZodType, id: string): string {
    if (!this.names.has(schema)) {
      this.registry.add(schema, { id });
      this.names.set(schema, id);
    }
    return this.names.get(schema)!;
  }

  nameOf(schema: z.ZodType): string | undefined {
    return this.names.get(schema);
  }

  components(): Record<string, JsonSchema> {
    const generated = z.toJSONSchema(this.registry, { io: this.io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, JsonSchema> };
    return Object.fromEntries(Object.entries(generated.schemas).map(([id, schema]) => [id, strip(schema)]));
  }
}

export function openApiDocument(routes: readonly Route[], catalog: GameCatalog, settings: OpenApiSettings): JsonSchema {
  const typed = typedSchemas(catalog.all);
  const requests = new NamedSchemas('input');
  const answers = new NamedSchemas('output');
  // Per game first, so the shared answers reference them by name.
  for (const game of typed.games) {
    requests.name(game.move, `${game.prefix}Move`);
    requests.name(game.options, `${game.prefix}Options`);
    requests.name(settings.allowStacked ? game.createStackedGame : game.createGame, `${game.prefix}${settings.allowStacked ? 'CreateStackedGame' : 'CreateGame'}`);
    answers.name(game.move, `${game.prefix}Move`);
    answers.name(game.view, `${game.prefix}View`);
    answers.name(game.envelope, `${game.prefix}Envelope`);
    answers.name(game.createdGame, `${game.prefix}CreatedGame`);
  }
  for (const [id, schema] of Object.entries(SHARED_ANSWERS)) answers.name(documented(typed, schema), id);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    // Documented with the schema that validates it on this server (stacked setups or not).
    const body = bodySchema(route, settings.allowStacked);
    const bodyName = body ? requests.name(documented(typed, body), exportedName(body) ?? operationName(route)) : null;
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, bodyName, answers, typed);
  }
  const components = { ...requests.components(), ...answers.components() };
  for (const game of typed.games) withExamples(components, game.prefix, gameExample(game.game));
  for (const union of ['Envelope', 'CreatedGame', 'CreateGame', 'CreateStackedGame']) withDiscriminator(components, union, typed);
  return {
    openapi: '3.1.0',
    info: {
      title: 'turnpost',
      version: '0.1.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Asynchronous, turn-based card games over HTTP. Typed per game: `<Game>Move`, `<Game>Options`, `<Game>View` and `<Game>Envelope` ' +
        '(e.g. `TheGameEnvelope`; an envelope is discriminated by `type`). ' +
        'Errors: `{ "error": { "code", "message", "details"? } }`. ' +
        'Every GET path also answers HEAD (the same headers, no body); a known path called with a method it does not have answers ' +
        '`405 METHOD_NOT_ALLOWED` with an `Allow` header; a body must be `application/json` (else 415) and nest at most 64 levels (else 400).',
    },
    servers: openApiServers(settings.publicUrl),
    paths,
    components: {
      schemas: components,
      responses: errorResponses(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'tp_<playerId>_<secret>, from POST /players' } },
    },
  };
}

function operation(route: Route, bodyName: string | null, answerSchemas: NamedSchemas, typed: TypedSchemas): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const match of route.path.matchAll(/\{(\w+)\}/g)) parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  if (route.query) {
    const query = strip(z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [param, schema] of Object.entries((query.properties as Record<string, JsonSchema>) ?? {})) {
      parameters.push({ name: param, in: 'query', required: required.has(param), schema });
    }
  }
  for (const [header, { description, schema }] of Object.entries(headerParameters(route))) {
    parameters.push({ name: header, in: 'header', required: false, description, schema: strip(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema) });
  }
  const answers: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.answers)) {
    const named = answerSchemas.nameOf(documented(typed, schema));
    const body = named ? ref(named) : strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
    answers[status] = route.html ? { description: STATUS_TEXT[Number(status)] ?? 'OK', content: { 'text/html': { schema: { type: 'string' } } } } : jsonContent(STATUS_TEXT[Number(status)] ?? 'OK', body);
  }
  // A conditional GET: its 200 carries the ETag, and a matching If-None-Match is a 304 with no body.
  if ('If-None-Match' in headerParameters(route)) {
    for (const status of Object.keys(route.answers)) (answers[status] as Record<string, unknown>).headers = ETAG_HEADER;
    answers['304'] = { description: 'Not Modified: the game has not changed for this caller since the ETag it sent', headers: ETAG_HEADER };
  }
  // A route that reads a body refuses one not sent as JSON.
  const mediaType = bodyName ? [415] : [];
  for (const status of [400, ...route.errors, ...mediaType, 429, 500].sort((a, b) => a - b)) answers[String(status)] = { $ref: `#/components/responses/Error${status}` };
  return {
    operationId: operationName(route),
    summary: route.summary,
    // Who may call it (./requirement.ts): said in words, and as `x-requires` for tools.
    ...(route.requires ? { description: REQUIREMENT_DESCRIPTIONS[route.requires], 'x-requires': route.requires } : {}),
    ...(route.auth === 'none' ? { security: [] } : { security: route.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodyName ? { requestBody: { required: !route.optionalBody, content: { 'application/json': { schema: ref(bodyName) } } } } : {}),
    responses: answers,
  };
}

/** The schema the document shows for one of schemas.ts: typed per game where the game decides the shape. */
function documented(typed: TypedSchemas, schema: z.ZodType): z.ZodType {
  return typed.replacing.get(schema) ?? schema;
}

/** A game's envelope and moves get examples taken from a real game (./game-examples.ts). */
function withExamples(components: Record<string, JsonSchema>, prefix: string, example: { envelope: unknown; moves: unknown[] }): void {
  const envelope = components[`${prefix}Envelope`];
  const move = components[`${prefix}Move`];
  if (envelope) envelope.examples = [example.envelope];
  if (move && example.moves.length > 0) move.examples = example.moves;
}

/** The per-game union `name` (e.g. Envelope → TheGameEnvelope | …) says which member each `type` picks, for generators that read it. */
function withDiscriminator(components: Record<string, JsonSchema>, name: string, typed: TypedSchemas): void {
  const union = components[name];
  if (!union?.oneOf) return;
  const mapping = Object.fromEntries(typed.games.map((game) => [game.game.id, `#/components/schemas/${game.prefix}${name}`]));
  union.discriminator = { propertyName: 'type', mapping };
}

/** The schema's name in schemas.ts (e.g. SubmitMoves), if it is exported there. */
function exportedName(schema: z.ZodType): string | undefined {
  // A schema exported under two names gets the first in name order, as a module namespace lists
  // them: test runners that give the namespace in source order must name it the same.
  return Object.keys(schemas).sort().find((name) => schemas[name as keyof typeof schemas] === schema);
}

/** e.g. POST /games/{id}/moves → postGamesIdMoves */
function operationName(route: Route): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** Drops the keys that make sense only for a standalone JSON Schema document. */
function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** One shared response per error status, all with the `{ error: { code, message, details? } }` body. */
function errorResponses(): Record<string, unknown> {
  const statuses = Object.keys(STATUS_TEXT).map(Number).filter((status) => status >= 400);
  return Object.fromEntries(statuses.map((status) => [`Error${status}`, jsonContent(STATUS_TEXT[status]!, ref('ErrorAnswer'))]));
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const ETAG_HEADER = { ETag: { description: 'The entity tag of this view of the game (its version, the viewer and ?legal)', schema: { type: 'string' } } };

const jsonContent = (description: string, schema: unknown) => ({ description, content: { 'application/json': { schema } } });

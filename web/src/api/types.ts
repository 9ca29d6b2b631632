/**
 * The API's answers as the app reads them: names for the types generated from the server's
 * OpenAPI document (./openapi.gen.ts, `npm run api-types`), so nothing here restates a schema.
 * Where the app reads a general shape (any game's view, options or moves), it says so.
 */
import type { components, operations } from './openapi.gen.js';

type Schemas = components['schemas'];

/** The JSON body an operation answers with `status`. */
type Answer<Operation extends keyof operations, Status extends number = 200> = operations[Operation]['responses'] extends {
  [S in Status]: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type GameStatus = Schemas['PlayerGame']['status'];
export type SeatHolder = Schemas['SeatHolder'];
export type Outcome = Schemas['Outcome'];

/**
 * One move. Each game's move schema (`TheGameMove`, `Flip7Move`, …) is one of these; the app
 * reads moves generally, and each table builds its own game's.
 */
export interface Move {
  type: string;
  [field: string]: unknown;
}

type AnyEnvelope = Schemas['Envelope'];

/** Any game's envelope, with the view the reading table knows (each game's view is in `Schemas`). */
export type Envelope<View = unknown> = Omit<AnyEnvelope, 'type' | 'options' | 'view' | 'legalMoves' | 'inviteCode'> & {
  type: string;
  options: Record<string, unknown>;
  view: View | null;
  legalMoves?: Move[];
  /** To the creator of a waiting game, on any device. */
  inviteCode?: string;
};

export type CreatedGame = Envelope & { inviteCode: string };
/** How a new game's table plays together, as POST /games takes it beside the game's own options. */
export type TableSettingsRequest = Pick<Schemas['CreateStackedGame'], 'undo' | 'talk' | 'absent' | 'absentLevel'>;

/** What an invite link's page shows before sign-up; the options read as the options form reads them. */
export type InvitePreview = Omit<Answer<'postGamesIdInvitePreview'>, 'options'> & { options: Record<string, unknown> };
/** What a finished game publishes for its replay; the options read as any game's. */
export type Replay = Omit<Answer<'getGamesIdReplay'>, 'options'> & { options: Record<string, unknown> };
export type ReplayStep = Replay['steps'][number];

export type Player = Schemas['Player'];
export type NotifyView = Player['notify'];
export type PushDevice = NonNullable<NotifyView['push']>['devices'][number];
export type PlayerGame = Schemas['PlayerGame'];
export type DeviceSession = Answer<'getPlayersMeSessions'>['sessions'][number];

/** `PushSubscription.toJSON()`, as the server takes it (`PATCH /players/me`). */
export type PushSubscriptionJson = NonNullable<NonNullable<NonNullable<Schemas['UpdatePlayer']['notify']>['push']>['subscription']>;

/** A JSON Schema, as far as the options form reads one (the app's reading, not an API type). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
  [keyword: string]: unknown;
}

/** A game type, its schemas read as the options form reads them. */
export type GameType = Omit<Schemas['GameType'], 'optionsSchema' | 'moveSchema' | 'stackSchema'> & {
  optionsSchema: JsonSchema;
  moveSchema: JsonSchema;
  stackSchema?: JsonSchema;
};

export type LogEntry = Schemas['EventLogEntry'];
export type GameEvent = LogEntry['events'][number];
export type EventLog = Schemas['EventLog'];

type ErrorBody = Schemas['ErrorAnswer']['error'];

/**
 * An error's body. `code` is read as any string (a newer server may add codes); of `details`, the
 * app reads the game's rule code and the index of the refused move.
 */
export type ApiErrorBody = Omit<ErrorBody, 'code' | 'details'> & {
  code: string;
  details?: { code?: string; index?: number; [key: string]: unknown };
};

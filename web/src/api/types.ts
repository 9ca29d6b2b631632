/** The API's answers as the app reads them (mirrors functions/http/schemas.ts; the server is the source of truth). */
export type GameStatus = 'waiting' | 'active' | 'finished' | 'cancelled';

export interface SeatHolder {
  seat: number;
  playerId: string | null;
  name: string | null;
  /** The seat's clock (a turn limit or a time bank): seconds left at `runningSince`, and when it runs out. */
  clock?: { remaining: number; runningSince: string | null; runsOutAt: string | null };
  /** The seat's player is away: no clock of theirs runs until then. */
  onVacation?: { until: string };
}

export interface Outcome {
  reason: string;
  winners: number[];
  scores: number[];
}

export interface Envelope<View = unknown> {
  id: string;
  type: string;
  status: GameStatus;
  version: number;
  seats: SeatHolder[];
  you: number | null;
  awaiting: number[];
  yourTurn: boolean;
  deadline: string | null;
  options: Record<string, unknown>;
  view: View | null;
  outcome: Outcome | null;
  fairness: { seedCommitment: string; seed?: string };
  legalMoves?: Move[];
  /** On a finished game: its rematch. */
  rematch?: { id: string };
  /** With ?legal=true, to a seated player of a running game: what resigning would do now, by the game's rules. */
  ifYouResign?: { endsGame: boolean; winners: number[]; botTakesOverAfter?: number };
  /** You are invited to this waiting game (a rematch) and may join without the code. */
  invited?: true;
  /** To the creator of a waiting game, on any device. */
  inviteCode?: string;
}

/** POST /games/{id}/invite-preview: what an invite link's page shows before sign-up. */
export interface InvitePreview {
  id: string;
  type: string;
  title: string;
  status: GameStatus;
  full: boolean;
  invitedBy: string;
  options: Record<string, unknown>;
  seats: Array<{ seat: number; name: string | null; bot?: boolean }>;
  turnTimeLimit: number | null;
  timeBank: { initial: number; perMove: number; max: number } | null;
}

/** One log entry as the engine replays it (engine/core/replay.ts). */
export type ReplayStep =
  | { version: number; action: 'deal' }
  | { version: number; action: 'moves'; seat: number; moves: Move[] }
  | { version: number; action: 'resign'; seat: number }
  | { version: number; action: 'none' };

/** GET /games/{id}/replay: what a finished game publishes so anyone can step through it and check the deal. */
export interface Replay {
  id: string;
  type: string;
  version: number;
  seats: SeatHolder[];
  players: number;
  options: Record<string, unknown>;
  fairness: { seedCommitment: string; seed: string };
  steps: ReplayStep[];
  /** Each step's time, by position. */
  at: string[];
  finalState: unknown;
  outcome: Outcome | null;
}

export interface CreatedGame extends Envelope {
  inviteCode: string;
}

/** One move, as the game's move schema describes it. */
export interface Move {
  type: string;
  [field: string]: unknown;
}

export interface NotifyView {
  webhook?: { url: string; format?: 'json' | 'discord' | 'slack'; secret?: string; previousSecretExpiresAt?: string; disabled?: { at: string; reason: string }; events?: string[] } | null;
  email?: { address: string; events?: string[] } | null;
  /** true: every event is published; `{ events }`: only those. */
  sns?: true | { events: string[] } | null;
  /** The daily digest e-mail, at this hour (UTC). */
  digest?: { hourUtc: number } | null;
  /** The devices that receive Web Push, one per browser subscription. */
  push?: { devices: PushDevice[] } | null;
  /** The IANA time zone of the messages' times (absent: UTC). */
  timeZone?: string;
}

export interface PushDevice {
  id: string;
  endpoint: string;
  createdAt: string;
}

/** `PushSubscription.toJSON()`, as the server takes it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface Player {
  id: string;
  name: string;
  notify: NotifyView;
  /** The vacation running now, if any. */
  vacation?: { from: string; until: string } | null;
  /** This deployment's vacation days per rolling year, and the seconds of it left. */
  vacationAllowance?: { daysPerYear: number; freeSeconds: number };
  createdAt: string;
}

export interface PlayerGame {
  id: string;
  type: string;
  status: GameStatus;
  version: number;
  /** Null while the player is invited (a rematch) and has not joined. */
  seat: number | null;
  invited?: true;
  seats: SeatHolder[];
  awaiting: number[];
  yourTurn: boolean;
  deadline: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A JSON Schema, as far as the options form reads one. */
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

export interface GameType {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: JsonSchema;
  moveSchema: JsonSchema;
  /** Only on the local stack, which accepts stacked setups (a fixed deck, a seed) for tests and tutorials. */
  stackSchema?: JsonSchema;
  /** The levels a bot seat can be given (older servers: none listed). */
  /** The bot levels this game offers, weakest first. */
  botLevels?: Array<{ level: string; description: string }>;
}

export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

export interface LogEntry {
  version: number;
  kind: 'create' | 'join' | 'move' | 'resign' | 'timeout' | 'bot' | 'reclaim';
  seat: number | null;
  at: string;
  events: GameEvent[];
}

export interface EventLog {
  id: string;
  version: number;
  entries: LogEntry[];
  next: number | null;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  details?: { code?: string; index?: number; [key: string]: unknown };
}

/** One device signed in to the account (GET /players/me/sessions). */
export interface DeviceSession {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

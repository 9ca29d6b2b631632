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

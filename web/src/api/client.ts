/**
 * A typed client of the turnpost API. Same origin by default (the app is served beside the API);
 * the token goes in the Authorization header only, never in a URL.
 */
import { noteReached } from './network.js';
import type { ApiErrorBody, CreatedGame, DeviceSession, Envelope, EventLog, GameType, InvitePreview, Move, NotifyView, Player, PlayerGame, PushSubscriptionJson, Replay } from './types.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  /** The game's own rule code for a 422 (e.g. CARD_DOES_NOT_FIT), else the contract's code. */
  get ruleCode(): string {
    return this.body.details?.code ?? this.body.code;
  }
}

/** The events a channel carries: a list, or `null` for every event; left out, as it is. */
type EventsChange = { events?: string[] | null };

export interface NotifyChanges {
  webhook?: ({ url: string; rotateSecret?: boolean } & EventsChange) | null;
  email?: ({ address: string } & EventsChange) | null;
  sns?: boolean | EventsChange | null;
  digest?: { hourUtc: number } | null;
  /** Adds this device's push subscription, or removes a device by its id. */
  push?: { subscription: PushSubscriptionJson } | { remove: string };
  /** The IANA time zone the messages' times are written in. */
  timeZone?: string | null;
  language?: 'en' | 'de' | null;
}

/** What a take-back button sends: your last move, every move of your turn, or an answer to another player's request. */
export type UndoChoice = 'move' | 'turn' | { requestId: string; accept: boolean };

/** How often a `your-turn` of one game reaches the player by e-mail, push or chat. */
export type TurnNotices = 'every-turn' | 'daily' | 'never';

/** The player's marks on their seat of a game (GET/PATCH /games/{id}/me). */
export interface SeatMarks {
  seenVersion: number | null;
  watchingUntil: string | null;
  turnNotices: TurnNotices;
}

export class Api {
  constructor(
    private readonly token: () => string | null,
    private readonly base = '',
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; etag: string | null }> {
    const token = this.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (failure) {
      noteReached(false); // no answer at all: the network is gone (the service worker never answers for the API)
      throw failure;
    }
    noteReached(true);
    const etag = response.headers.get('etag');
    if (response.status === 304) return { status: 304, body: undefined as T, etag };
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const error = (parsed as { error?: ApiErrorBody } | undefined)?.error ?? { code: 'INTERNAL', message: `HTTP ${response.status}` };
      throw new ApiError(response.status, error);
    }
    return { status: response.status, body: parsed as T, etag };
  }

  async register(name: string): Promise<{ player: Player; token: string }> {
    return (await this.call<{ player: Player; token: string }>('POST', '/players', { name })).body;
  }
  async me(): Promise<Player> {
    return (await this.call<{ player: Player }>('GET', '/players/me')).body.player;
  }
  /** `vacation`: away until then (no clock of mine runs), or `null` to end it now. */
  async updateMe(changes: { name?: string; notify?: NotifyChanges; vacation?: { until: string } | null }): Promise<Player> {
    return (await this.call<{ player: Player }>('PATCH', '/players/me', changes)).body.player;
  }
  /** Sends the confirmation e-mail of the address again (429 past the hourly cap). */
  async resendEmailConfirmation(): Promise<Player> {
    return (await this.call<{ player: Player }>('POST', '/players/me/email/confirmation')).body.player;
  }
  /** This account's devices, most recently used first. */
  async sessions(): Promise<DeviceSession[]> {
    return (await this.call<{ sessions: DeviceSession[] }>('GET', '/players/me/sessions')).body.sessions;
  }
  /** A token for another device (shown once). */
  async addSession(device: string): Promise<{ session: DeviceSession; token: string }> {
    return (await this.call<{ session: DeviceSession; token: string }>('POST', '/players/me/sessions', { device })).body;
  }
  async revokeSession(id: string): Promise<void> {
    await this.call('DELETE', `/players/me/sessions/${id}`);
  }
  /** Signs out every device; the new token of this one. */
  async signOutEverywhere(): Promise<string> {
    return (await this.call<{ token: string }>('POST', '/players/me/token')).body.token;
  }
  async deleteMe(): Promise<void> {
    await this.call('DELETE', '/players/me');
  }
  /** The server's VAPID public key (base64url), or null when it sends no push messages (503 PUSH_UNAVAILABLE; 404 from a server older than push). */
  async pushPublicKey(): Promise<string | null> {
    try {
      return (await this.call<{ publicKey: string }>('GET', '/push/public-key')).body.publicKey;
    } catch (failure) {
      if (failure instanceof ApiError && (failure.body.code === 'PUSH_UNAVAILABLE' || failure.status === 404)) return null;
      throw failure;
    }
  }
  /** GET /openapi.json: the API's own description, where the app reads lists it must not copy (the notification events). */
  async openApi(): Promise<Record<string, unknown>> {
    return (await this.call<Record<string, unknown>>('GET', '/openapi.json')).body;
  }
  /** A page of my games, newest change first; `nextCursor` fetches the next (null: none). */
  async myGames(cursor?: string): Promise<{ games: PlayerGame[]; nextCursor: string | null }> {
    return (await this.call<{ games: PlayerGame[]; nextCursor: string | null }>('GET', `/players/me/games${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)).body;
  }
  async gameTypes(): Promise<GameType[]> {
    return (await this.call<{ gameTypes: GameType[] }>('GET', '/game-types')).body.gameTypes;
  }
  /** `stacked`: a fixed seed and stacked-setup parameters (e.g. `deck`), accepted by the local stack only. */
  async createGame(request: { type: string; seats: number; options?: Record<string, unknown>; bots?: Array<{ seat: number; level: string }>; turnTimeLimit?: number; timeBank?: { initial: number; perMove: number; max: number }; seed?: string; [stacked: string]: unknown }): Promise<CreatedGame> {
    return (await this.call<CreatedGame>('POST', '/games', request)).body;
  }
  /** Without a code: a player invited to a rematch. */
  async join(id: string, inviteCode?: string): Promise<Envelope> {
    return (await this.call<Envelope>('POST', `/games/${id}/join`, inviteCode ? { inviteCode } : {})).body;
  }
  /** The invite's game before joining; the code goes in the body, never in a URL. */
  async invitePreview(id: string, inviteCode: string): Promise<InvitePreview> {
    return (await this.call<InvitePreview>('POST', `/games/${id}/invite-preview`, { inviteCode })).body;
  }
  /** A new game like this finished one (the same seats and options); the others are invited. */
  async rematch(id: string): Promise<Envelope & { inviteCode?: string }> {
    return (await this.call<Envelope & { inviteCode?: string }>('POST', `/games/${id}/rematch`)).body;
  }
  /** The creator calls a waiting game off. */
  /** A new invite code for a waiting game (creator only): the old link stops working. */
  async newInviteCode(id: string): Promise<Envelope> {
    return (await this.call<Envelope>('POST', `/games/${id}/invite-code`)).body;
  }
  async cancel(id: string): Promise<Envelope> {
    return (await this.call<Envelope>('POST', `/games/${id}/cancel`)).body;
  }
  /** The game with legal moves; null when it has not changed since `etag` (a 304: nothing new). */
  async game(id: string, etag: string | null = null): Promise<{ game: Envelope; etag: string | null } | null> {
    const answer = await this.call<Envelope>('GET', `/games/${id}?legal=true`, undefined, etag ? { 'if-none-match': etag } : {});
    return answer.status === 304 ? null : { game: answer.body, etag: answer.etag };
  }
  async moves(id: string, version: number, moves: Move[]): Promise<Envelope> {
    const key = `web-${crypto.getRandomValues(new Uint32Array(2)).join('-')}`;
    return (await this.call<Envelope>('POST', `/games/${id}/moves`, { version, moves }, { 'idempotency-key': key })).body;
  }
  /** Take back your last move (`'move'`) or every move of your turn (`'turn'`), or answer another player's request to. */
  async undo(id: string, version: number, what: UndoChoice): Promise<Envelope> {
    const key = `web-${crypto.getRandomValues(new Uint32Array(2)).join('-')}`;
    if (typeof what === 'object') return (await this.call<Envelope>('POST', `/games/${id}/undo/${what.requestId}`, { version, accept: what.accept }, { 'idempotency-key': key })).body;
    return (await this.call<Envelope>('POST', `/games/${id}/undo`, what === 'turn' ? { version, submissions: 'turn' } : { version }, { 'idempotency-key': key })).body;
  }
  async resign(id: string, version: number): Promise<Envelope> {
    return (await this.call<Envelope>('POST', `/games/${id}/resign`, { version })).body;
  }
  /** A bot plays the caller's seat from now on (where the creator allowed it); any move takes it back. */
  async handOver(id: string): Promise<Envelope> {
    return (await this.call<Envelope>('POST', `/games/${id}/seat/hand-over`)).body;
  }
  /** The caller plays their seat again after handing it to a bot (any move would too). */
  async reclaim(id: string): Promise<Envelope> {
    return (await this.call<Envelope>('POST', `/games/${id}/seat/reclaim`)).body;
  }
  /** A finished game's seed, steps and final state (403 GAME_NOT_FINISHED before the end). */
  async replay(id: string): Promise<Replay> {
    return (await this.call<Replay>('GET', `/games/${id}/replay`)).body;
  }
  async seatMarks(id: string): Promise<SeatMarks> {
    return (await this.call<SeatMarks>('GET', `/games/${id}/me`)).body;
  }
  /** `watching`: this page shows the game (no `your-turn` message meanwhile); `seenVersion`: it showed that version. */
  async markSeat(id: string, changes: { seenVersion?: number; watching?: boolean; turnNotices?: TurnNotices }): Promise<SeatMarks> {
    return (await this.call<SeatMarks>('PATCH', `/games/${id}/me`, changes)).body;
  }
  async events(id: string, after: number): Promise<EventLog> {
    return (await this.call<EventLog>('GET', `/games/${id}/events?after=${after}`)).body;
  }
}

/**
 * The HTTP API's schemas: one source of truth. They validate every request body and query,
 * type the code (z.infer), and generate GET /openapi.json (functions/http/openapi.ts).
 * Request bodies are strict: an unknown field is a 400, not silently dropped. Queries ignore
 * unknown parameters, so a browser's cache buster (`?_=…`) does not break a GET.
 */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';
import { BOT_LEVELS, CHAT_MODES } from '../../engine/index.js';
import { ABSENT_MODES } from '../domain/absent-seats.js';
import { GameStatus, LogKind } from '../domain/game-record-schemas.js';
import { ERROR_CODES } from '../errors.js';
import { NotifyChanges, NotifyView } from '../notify/channels/requests.js';
import { PageCursor } from './page-cursor.js';

/** Most moves one submission may carry (a turn of The Game is at most 9 plays and an endTurn). */
export const MAX_MOVES_PER_SUBMISSION = 64;

const Id = z.string().regex(/^[a-z2-7]{16}$/);
const Seat = z.number().int().min(0);
const Version = z.number().int().min(0);
const Timestamp = z.string().describe('ISO 8601 date-time, UTC');
const BooleanFlag = z.enum(['true', 'false']).transform((flag) => flag === 'true');
export const Digits = z.string().regex(/^\d{1,10}$/).transform(Number);

/** A display name: 1–40 characters, no control characters. */
const PlayerName = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, 'a name may not hold control characters');

/** Notification channels to set (`null` removes one; one left out stays): see functions/notify/channels/requests.ts. */
export const NotifyChannels = NotifyChanges;

// ── requests ────────────────────────────────────────────────────────────────────────────────

/** What a player calls one of their devices: 1–40 characters, no control characters. */
const DeviceLabel = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, 'a device name may not hold control characters')
  .describe('the device, in the player\'s words ("Phone", "Laptop")');

export const CreatePlayer = z.strictObject({ name: PlayerName, notify: NotifyChannels.optional(), device: DeviceLabel.optional().describe('what to call the device signing up (default "First device")') });

/** POST /players/me/sessions: a token for another device. */
export const CreateSession = z.strictObject({ device: DeviceLabel });

// ── clocks: vacation ──
export const VacationRequest = z
  .strictObject({ until: z.iso.datetime({ offset: true }).describe('when the vacation ends (ISO 8601); after now, within the allowance left') })
  .nullable()
  .describe('start (or move the end of) a vacation: no clock of yours runs in any game until then; `null` ends it now');

export const UpdatePlayer = z.strictObject({ name: PlayerName.optional(), notify: NotifyChannels.optional(), vacation: VacationRequest.optional() });

/** Games per page of GET /players/me/games when `limit` is left out, and the most a page may ask for (each page is one batch read of its games). */
export const MY_GAMES_PAGE = 50;
export const MY_GAMES_PAGE_MAX = 100;

export const MyGamesQuery = z.object({
  status: GameStatus.optional(),
  myTurn: BooleanFlag.optional(),
  limit: Digits.pipe(z.number().int().min(1).max(MY_GAMES_PAGE_MAX)).optional().describe(`at most this many games (default ${MY_GAMES_PAGE}); a page may hold fewer, even none, when a filter dropped games: follow \`nextCursor\` until it is null`),
  cursor: PageCursor.optional(),
  // ── lifecycle: sort by deadline ──
  sort: z.enum(['updated', 'deadline']).optional().describe('`updated` (default): newest change first; `deadline`: the games not over (waiting and running), soonest deadline first, games without one last (then newest change); its pages continue after the cursor\'s game, so a game whose deadline moved between two pages may be listed twice or not at all'),
});

const BotLevel = z.enum(BOT_LEVELS).describe("`random`: any legal move; `basic`: the game's own one-move heuristic; `strong`: plans and searches ahead, and talks where the game has table talk (each game type lists its levels in `botLevels`; docs/bots.md)");

/** A seat given to a bot: the server plays it, from that seat's view only. */
export const BotSeatRequest = z.strictObject({
  seat: Seat.describe('a seat other than 0 (the creator is a person)'),
  level: BotLevel,
});

/** The talk a creator chooses for their game (docs/talk.md): at creation, or later with PATCH /games/{id}/talk/settings. */
export const TalkSettingsChange = z.strictObject({
  chat: z.enum(CHAT_MODES).optional().describe("`off`: no talk; `reactions`: quick reactions only; `free`: reactions and short messages. Default: what the game's rules allow (`chatRules` in GET /game-types: The Game `reactions`, the others `free`)"),
  spectators: z.boolean().optional().describe('whether spectators (anyone not seated) may read the talk; default false'),
});

export const CreateGame = z.strictObject({
  type: z.string().min(1).max(64).describe('a game id from GET /game-types'),
  options: z.record(z.string(), z.unknown()).optional().describe("the game's options (see its options schema)"),
  seats: z.number().int().min(1).max(64).describe('how many players; the creator takes seat 0'),
  turnTimeLimit: z
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .optional()
    .describe('seconds a seat may take per turn, refilled each turn; none by default; not with `timeBank`'),
  // ── clocks: time bank ──
  timeBank: z
    .strictObject({
      initial: z.number().int().min(60).max(30 * 24 * 3600).describe('seconds each seat starts with'),
      perMove: z.number().int().min(0).max(30 * 24 * 3600).describe('seconds a seat gains each time its own move ends its turn (once per turn)'),
      max: z.number().int().min(60).max(60 * 24 * 3600).describe('the most seconds a bank may hold; at least `initial`'),
    })
    .optional()
    .describe("a time bank per seat, running while the seat is awaited; not with `turnTimeLimit`"),
  bots: z.array(BotSeatRequest).max(63).optional().describe('seats played by the server\'s bots from the start; the game starts at once when they fill every other seat'),
  absent: z
    .enum(ABSENT_MODES)
    .optional()
    .describe('what a seat that keeps timing out leads to: `resign` (default: timeouts only) or `bot` (after `absentAfter` timeouts in a row a bot of `absentLevel` plays it until its player moves or reclaims it)'),
  absentLevel: BotLevel.optional().describe('the level of the bot that takes an absent player\'s seat over (default `basic`); with `absent: "bot"`'),
  absentAfter: z.number().int().min(1).max(100).optional().describe('timeouts in a row before the bot takes a seat over (default 2); with `absent: "bot"`'),
  // ── lifecycle: abandoned games ──
  abandonAfter: z
    .number()
    .int()
    .min(1)
    .max(365)
    .optional()
    .describe('days without any change after which a running game without `turnTimeLimit` ends by the timeout path: its awaited seats are resigned for (default 30)'),
  // ── taking moves back ──
  undo: z.boolean().optional().describe('whether a player may take back their last move (default true): at once when nobody moved since, else with every other player\'s consent; never across a draw, a flip or a deal'),
  talk: TalkSettingsChange.optional().describe("the game's table talk (docs/talk.md); left out: the game's declared default, seats only"),
});
export type CreateGame = z.infer<typeof CreateGame>;

/**
 * POST /games on a server started with stacked setups allowed (the local stack): also a fixed
 * `seed`, and any stacked-setup parameter the game names (`deck`, `decks`, …), checked by the
 * game's own stack schema.
 */
export const CreateStackedGame = CreateGame.extend({
  seed: z.string().min(1).max(256).optional().describe('a fixed seed (local stack only)'),
}).catchall(z.unknown());

export const JoinGame = z.strictObject({
  inviteCode: z.string().min(1).max(64).optional().describe("the creator's invite code; not needed by a player invited to a rematch"),
});

/** POST /games/{id}/bots: the creator gives a free seat of a waiting game to a bot. */
export const AddBot = BotSeatRequest;

export const GameQuery = z.object({ legal: BooleanFlag.optional() });

export const SubmitMoves = z.strictObject({
  version: Version.optional().describe('the version the moves were chosen at; a stale one is a 409'),
  moves: z
    .array(z.looseObject({ type: z.string() }))
    .min(1)
    .max(MAX_MOVES_PER_SUBMISSION)
    .describe("applied in order, atomically; each is checked by the game's move schema, then by the rules. Nothing is judged after a move that reveals hidden or random information (a draw, a flip, a deal): the next move is refused with 422 `details.code` `BATCH_AFTER_REVEAL` and its index, so send the moves after a reveal in a new request"),
});
export type SubmitMoves = z.infer<typeof SubmitMoves>;

export const Resign = z.strictObject({ version: Version.optional() });

/** The most submissions one request names: far beyond any turn, a bound on what the body may claim. */
const MAX_UNDO_SUBMISSIONS = 500;

export const UndoAsk = z.strictObject({
  version: Version.optional().describe('the version you decided at; a stale one is a 409'),
  submissions: z
    .union([z.number().int().min(1).max(MAX_UNDO_SUBMISSIONS), z.literal('turn')])
    .optional()
    .describe("how many of your own last submissions (each accepted `POST /games/{id}/moves`) to take back, default 1; `\"turn\"`: all since your turn began (the envelope's `undo.submissions`). More than can be taken back is 422 `UNDO_ACROSS_REVEAL` (a submission before them revealed cards) or `UNDO_BEFORE_TURN` (your turn began there), with `details.available`: how many can"),
});

export const UndoAnswer = z.strictObject({
  version: Version.optional().describe('the version you decided at; a stale one is a 409'),
  accept: z.boolean().describe('true: take the move back (once every asked player accepts); false: it stays, and the request ends'),
});

export const EventsQuery = z.object({
  after: Digits.optional().describe('only entries with a greater version; all when absent'),
  // ── catching up ──
  since: z
    .literal('my-last-move')
    .optional()
    .describe("`my-last-move`: only entries after the caller's own last move (the envelope's `yourLastMoveVersion`; the whole log for a spectator or a seat that never moved); with `after` too, the later of the two, so paging on with `after=next` works"),
  limit: Digits.pipe(z.number().int().min(1).max(200)).optional().describe('at most this many entries (default 100)'),
});

// ── responses ───────────────────────────────────────────────────────────────────────────────

/** A seat's clock: numbers that do not age, so the same answer stays true (a client counts down from them). */
export const SeatClockView = z
  .object({
    remaining: z.number().nonnegative().describe('seconds left at `runningSince` while the clock runs; all of them while stopped'),
    runningSince: Timestamp.nullable().describe('when it started running (ahead of now while its player is on vacation: it resumes then); null while stopped'),
    runsOutAt: Timestamp.nullable().describe('`runningSince` + `remaining`: when the seat times out; null while stopped'),
  })
  .describe('present in a timed game: an awaited seat with a turn limit, every seat with a time bank');

export const SeatHolder = z.object({
  seat: Seat,
  playerId: Id.nullable().describe('null while the seat is free'),
  name: z.string().nullable(),
  deleted: z.literal(true).optional().describe('the player deleted their account: `name` is "deleted player" (a bot plays the seat if the game was not over)'),
  bot: z
    .object({ level: BotLevel, takenOver: z.literal(true).optional().describe("the seat is a person's, played by the bot while they are absent") })
    .optional()
    .describe('present on a seat the server\'s bot plays (it has no player, unless `takenOver`)'),
  clock: SeatClockView.optional(),
  onVacation: z.object({ until: Timestamp }).optional().describe("the seat's player is on vacation until then: their clock does not run"),
});
export type SeatHolder = z.infer<typeof SeatHolder>;

export const Outcome = z.object({
  reason: z.string(),
  winners: z.array(Seat),
  scores: z.array(z.number()),
});

export const Fairness = z.object({
  seedCommitment: z.string().regex(/^[0-9a-f]{64}$/).describe("SHA-256 (hex) of the UTF-8 bytes of the game's secret seed"),
  seed: z.string().optional().describe('the seed, revealed once the game is finished'),
});

export const Envelope = z.object({
  id: Id,
  type: z.string(),
  status: GameStatus,
  version: Version,
  seats: z.array(SeatHolder),
  you: Seat.nullable(),
  awaiting: z.array(Seat),
  yourTurn: z.boolean(),
  deadline: Timestamp.nullable(),
  // ── catching up ──
  yourLastMoveVersion: Version.nullable().describe('the version of your own last move (a move submission, resignation or seat reclaim; not a join); null for a spectator or while you never moved. `GET /games/{id}/events?since=my-last-move` lists what came after it'),
  options: z.unknown(),
  view: z.unknown().describe("what the caller's seat (or a spectator) may see; null before the start"),
  outcome: Outcome.nullable(),
  botPlayed: z.array(Seat).describe("the seats a bot played: bot seats and persons' seats a bot took over (rankings leave them out)"),
  fairness: Fairness,
  legalMoves: z.array(z.unknown()).optional(),
  // ── lifecycle: rematch ──
  rematch: z.object({ id: Id }).optional().describe('on a finished game: the rematch created from it (POST /games/{id}/rematch)'),
  ifYouResign: z
    .object({
      endsGame: z.boolean().describe("the game ends with your resignation (a team's loss, or too few players left)"),
      winners: z.array(Seat).describe('when it ends: the seats that then win (none when the team loses together)'),
      botTakesOverAfter: z.number().int().optional().describe('in a game created with `absent: "bot"`: instead of resigning, a bot may play your seat until you come back — at once (POST /games/{id}/seat/hand-over), or after this many timeouts in a row'),
    })
    .optional()
    .describe("with `legal=true`, to a seated player of a running game: what resigning would do now, by the game's own rules"),
  invited: z.literal(true).optional().describe('you are invited to this waiting game (a rematch of one you played) and may join without the code'),
  inviteCode: z.string().optional().describe('to the creator of a waiting game, on any device: the invite code, to send again'),
  // ── taking moves back ──
  undo: z
    .object({
      canAsk: z.boolean().describe('you may take back your last move now (`POST /games/{id}/undo`): exactly when the server would accept the request (nothing drawn, flipped or dealt, no resignation or timeout since)'),
      submissions: z.number().int().min(0).describe('how many of your own submissions since your turn began one request may take back now (send up to this as `submissions`, or `"turn"`); 0 when `canAsk` is false'),
      request: z
        .object({
          id: z.string().describe('answer with `POST /games/{id}/undo/{requestId}`'),
          seat: Seat.describe('who asks'),
          submissions: z.number().int().min(1).describe('how many of their own submissions it takes back (with every move made since)'),
          expiresAt: Timestamp,
          waitingFor: z.array(Seat).describe('the seats whose players must all accept'),
          accepted: z.array(Seat),
        })
        .nullable()
        .describe('the open request to take a move back; any move voids it'),
    })
    .optional()
    .describe('to a seated player of a running game that allows taking moves back'),
});
export type Envelope = z.infer<typeof Envelope>;

export const CreatedGame = Envelope.extend({
  inviteCode: z.string().describe('shown once, to the creator; others join with it'),
});

export const Player = z.object({
  id: Id,
  name: z.string(),
  notify: NotifyView,
  vacation: z.object({ from: Timestamp, until: Timestamp }).nullable().describe('the vacation running now, if any'),
  vacationAllowance: z.object({
    daysPerYear: z.number().int().describe("this deployment's allowance per rolling year"),
    freeSeconds: z.number().int().nonnegative().describe('what is left of it, the running vacation counted to its end'),
  }),
  createdAt: Timestamp,
});
export type Player = z.infer<typeof Player>;

export const PlayerAnswer = z.object({ player: Player });

export const PushPublicKey = z.object({
  publicKey: z.string().describe("the VAPID public key (base64url, an uncompressed P-256 point): PushManager.subscribe's applicationServerKey"),
});
export const PlayerCreated = z.object({
  player: Player,
  token: z.string().describe('the bearer token; shown once, stored only hashed'),
});

export const TokenRotated = z.object({
  token: z.string().describe('the new bearer token; shown once, stored only hashed. The old one is refused from now on, by every server process'),
});

export const SessionView = z.object({
  id: Id.describe('the session; DELETE /players/me/sessions/{id} signs that device out'),
  device: z.string(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.describe('the last request with its token, to within an hour'),
  current: z.boolean().describe('the session of the token that asked'),
});

export const SessionList = z.object({ sessions: z.array(SessionView).describe('most recently used first') });

export const SessionCreated = z.object({
  session: SessionView,
  token: z.string().describe("the new device's bearer token; shown once, stored only hashed"),
});

export const SessionRevoked = z.object({ revoked: z.string().describe('the session signed out') });

export const PlayerExport = z.object({
  exportedAt: Timestamp,
  player: Player,
  vacations: z.array(z.object({ from: Timestamp, until: Timestamp })).describe('the vacations of the last year, the running one included'),
  sessions: z.array(SessionView.omit({ current: true })).describe('the devices signed in (never their tokens)'),
  games: z.array(z.object({ id: Id, type: z.string(), seat: z.number().int().nullable(), status: z.string(), createdAt: Timestamp })).describe("every game the player holds a seat in or is invited to; each game's moves: GET /games/{id}/events"),
});

export const PlayerDeleted = z.object({
  deleted: z.object({
    playerId: Id,
    queued: z.literal(true).describe('the account is gone now (no token works, the name is gone); its games are cleared by a queued job that always finishes: each seat then shows the "deleted player" placeholder and no id, each invitation to the player is withdrawn'),
  }),
});

export const PlayerGame = z.object({
  id: Id,
  type: z.string(),
  status: GameStatus,
  version: Version,
  seat: Seat.nullable().describe('your seat; null while you are invited (a rematch) and have not joined'),
  // ── lifecycle: invitations ──
  invited: z.literal(true).optional().describe('you are invited to this waiting game (a rematch of one you played): `POST /games/{id}/join` without the code'),
  seats: z.array(SeatHolder),
  awaiting: z.array(Seat),
  yourTurn: z.boolean(),
  deadline: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type PlayerGame = z.infer<typeof PlayerGame>;
export const PlayerGames = z.object({
  games: z.array(PlayerGame),
  nextCursor: z.string().nullable().describe('pass as `cursor` for the next page; null on the last page'),
});

export const EventLogEntry = z.object({
  version: Version,
  kind: LogKind,
  seat: Seat.nullable(),
  at: Timestamp,
  events: z.array(z.looseObject({ type: z.string() })).describe('as the caller may see them'),
});
export const EventLog = z.object({
  id: Id,
  version: Version.describe("the game's current version"),
  entries: z.array(EventLogEntry),
  next: Version.nullable().describe('pass as `after` for the next page; null when up to date'),
});

export const ReplayStep = z.discriminatedUnion('action', [
  z.object({ version: Version, action: z.literal('deal') }),
  z.object({ version: Version, action: z.literal('moves'), seat: Seat, moves: z.array(z.looseObject({ type: z.string() })) }),
  z.object({ version: Version, action: z.literal('resign'), seat: Seat }),
  z.object({ version: Version, action: z.literal('none') }),
  z.object({ version: Version, action: z.literal('undo'), to: Version.describe('moves were taken back: the state is again what it was after this version') }),
]).describe("one log entry as the engine replays it: the deal, a seat's moves, a resignation, or a change that leaves the engine state alone");
export const Replay = z.object({
  id: Id,
  type: z.string(),
  version: Version.describe("the game's last version"),
  seats: z.array(SeatHolder),
  players: z.number().int().describe('the seat count `setup` was called with'),
  options: z.unknown().describe('the parsed options (defaults filled)'),
  fairness: z.object({ seedCommitment: z.string(), seed: z.string() }),
  steps: z.array(ReplayStep),
  at: z.array(Timestamp).describe("each step's time, by position"),
  finalState: z.unknown().describe('the engine state the server holds at the end: a replay from seed and steps must arrive at exactly this'),
  outcome: Outcome.nullable(),
});
export type Replay = z.infer<typeof Replay>;

export const GameType = z.object({
  id: z.string(),
  title: z.string(),
  minPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  optionsSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of the options'),
  moveSchema: z.record(z.string(), z.unknown()).describe('JSON Schema of one move'),
  stackSchema: z.record(z.string(), z.unknown()).optional().describe('JSON Schema of the stacked-setup parameters (local stack only)'),
  botLevels: z
    .array(z.object({ level: BotLevel, description: z.string().describe('what a bot of this level does in this game') }))
    .describe('the bot levels this game offers, weakest first: the choices for `bots[].level` and `absentLevel`'),
  chatRules: z
    .object({ chat: z.enum(CHAT_MODES), why: z.string() })
    .describe("the table talk its rules allow by default (docs/talk.md): `free` chat, or quick `reactions` only; a creator may choose otherwise (`talk` in POST /games)"),
});
export const InvitePreviewRequest = z.strictObject({
  inviteCode: z.string().min(1).max(64).describe('the code of the invite link (after `#`)'),
});

export const InvitePreview = z.object({
  id: Id,
  type: z.string(),
  title: z.string().describe("the game's title"),
  status: GameStatus,
  full: z.boolean().describe('every seat is taken (by a player or a bot): nobody more can join'),
  invitedBy: z.string().describe("the creator's name"),
  options: z.unknown().describe("the game's options (defaults filled)"),
  seats: z.array(z.object({
    seat: Seat,
    name: z.string().nullable().describe('null while the seat is free'),
    bot: z.boolean().optional().describe('a bot plays this seat'),
  })),
  turnTimeLimit: z.number().int().nullable().describe('seconds per turn, or null'),
  timeBank: z.object({ initial: z.number().int(), perMove: z.number().int(), max: z.number().int() }).nullable(),
});

export const GameTypes = z.object({ gameTypes: z.array(GameType) });

export const HealthQuery = z.object({ deep: BooleanFlag.optional().describe('also read the table (one eventually consistent GetItem of a key that is never written)') });
export const Health = z.object({ status: z.literal('ok'), table: z.literal('ok').optional().describe('present with `deep=true`: the table answered') });

export const ErrorCode = z.enum(ERROR_CODES);
export const ErrorAnswer = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/**
 * Table talk (docs/talk.md): a game's short stream of quick reactions and messages beside its
 * moves. `GET /games/{id}/talk` reads it (after a line number, as the page polls), `POST` adds a
 * line, `PATCH …/talk/settings` is the creator's choice, `PATCH …/talk/muted` a player's own
 * mutes. Talk lives beside the game item (../../store/talk.ts): it never moves the game's version.
 */
import * as z from 'zod';
import { CHAT_MODES, REACTION_IDS, type AnyGame } from '../../../engine/index.js';
import type { GameRecord } from '../../domain/game-record.js';
import {
  checkSaying,
  MESSAGE_MAX_CHARS,
  normalisedMessage,
  TALK_PER_WINDOW,
  TALK_WINDOW_SECONDS,
  talkSeatOf,
  talkSettingsOf,
  talkWindow,
  visibleLines,
  type TalkSaying,
  type TalkSettings,
} from '../../domain/talk.js';
import { Forbidden, RateLimited } from '../../errors.js';
import type { StoredTalk } from '../../store/talk.js';
import type { Caller } from '../auth.js';
import { checkRequirement, type Requirement } from '../requirement.js';
import { defineRoute, gameId, type ApiContext } from '../route.js';
import { Digits, TalkSettingsChange } from '../schemas.js';
import { json } from '../types.js';
import { gameOr404 } from '../found.js';

const Reaction = z.enum(REACTION_IDS).describe('a quick reaction: `thumbs-up` 👍, `party` 🎉, `grimace` 😬, `laugh` 😄, `your-turn` "your turn!", `thinking` "thinking…", `well-played`, `sorry`, `good-game`');

const Saying = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reaction'), reaction: Reaction }),
  z.strictObject({
    kind: z.literal('message'),
    // Room for white space and combining marks the normalising folds; the limit is checked after it.
    text: z.string().min(1).max(MESSAGE_MAX_CHARS * 4).describe(`a short message: at most ${MESSAGE_MAX_CHARS} characters once control characters are removed and white space folded; only where the game's talk is \`free\``),
  }),
]);

const TalkLineAnswer = z.discriminatedUnion('kind', [
  z.object({ seq: z.int(), seat: z.int(), at: z.string(), kind: z.literal('reaction'), reaction: Reaction }),
  z.object({ seq: z.int(), seat: z.int(), at: z.string(), kind: z.literal('message'), text: z.string() }),
]).describe('one line: its number in the game, the seat that said it (names are in the game envelope) and when');

const SettingsAnswer = z.object({
  chat: z.enum(CHAT_MODES).describe('the talk allowed now'),
  spectators: z.boolean().describe('whether spectators may read it'),
  gameDefault: z.object({ chat: z.enum(CHAT_MODES), why: z.string() }).describe("what the game's rules allow by default, and why"),
});

const TalkAnswer = z.object({
  settings: SettingsAnswer,
  you: z
    .object({
      seat: z.int(),
      creator: z.boolean().describe('you may change the settings'),
      muted: z.array(z.int()).describe('the seats you muted: their lines are not shown to you'),
    })
    .nullable()
    .describe('null for a spectator'),
  lines: z.array(TalkLineAnswer).describe('the lines after `after`, oldest first: the ones you may see (none of a kind the talk does not allow now, none of a seat you muted)'),
  last: z.int().describe('the number of the latest line of the game: ask with `after` = this next time'),
  limits: z.object({ messageChars: z.int(), perWindow: z.int(), windowSeconds: z.int() }),
});

const TalkQuery = z.object({ after: Digits.optional().describe('only lines numbered after this (the previous answer\'s `last`); the latest lines when absent') });

const MutedChange = z.strictObject({ seats: z.array(z.int().min(0).max(63)).max(64).describe('every seat you mute (replaces the list; [] unmutes all)') });

/** The game a caller talks in: loaded with their token checked, the route's `requires` checked on it, and its talk settings. */
async function talkOf(ctx: ApiContext, id: string, caller: Caller | null, requires?: Requirement): Promise<{ game: GameRecord; definition: AnyGame; stored: StoredTalk; settings: TalkSettings; seat: number | null }> {
  const [game, stored] = await Promise.all([gameOr404(ctx.games, id, caller), ctx.talk.stored(id)]);
  if (caller) checkRequirement(game, caller.id, requires);
  const definition = ctx.catalog.stored(game.type);
  return { game, definition, stored, settings: talkSettingsOf(stored.settings, definition.chatRules), seat: talkSeatOf(game, caller?.id ?? null) };
}

function settingsAnswer(settings: TalkSettings, definition: AnyGame) {
  return { ...settings, gameDefault: { chat: definition.chatRules.chat, why: definition.chatRules.why } };
}

const readTalk = defineRoute({
  method: 'GET',
  path: '/games/{id}/talk',
  summary: "The game's table talk you may see: its settings and the lines after `after` (seats; spectators only where the creator allows)",
  auth: 'optional',
  tokenCheck: 'game-read',
  params: { id: gameId },
  query: TalkQuery,
  answers: { 200: TalkAnswer },
  errors: [401, 403, 404],
  async handle({ params: { id }, query, caller }, ctx) {
    const { game, definition, stored, settings, seat } = await talkOf(ctx, id, caller);
    const muted = caller ? (stored.muted.get(caller.id) ?? []) : [];
    if (seat === null && !settings.spectators) throw new Forbidden("only the players seated in this game may read its talk: its creator has not opened it to spectators", { reason: 'SEATS_ONLY' });
    const lines = stored.seq > (query.after ?? -1) ? await ctx.talk.lines(id, query.after ?? 0) : [];
    return json(200, {
      settings: settingsAnswer(settings, definition),
      you: seat === null ? null : { seat, creator: game.creatorId === caller?.id, muted },
      lines: visibleLines(lines, settings, { seat, muted }),
      last: stored.seq,
      limits: { messageChars: MESSAGE_MAX_CHARS, perWindow: TALK_PER_WINDOW, windowSeconds: TALK_WINDOW_SECONDS },
    });
  },
});

const say = defineRoute({
  method: 'POST',
  path: '/games/{id}/talk',
  summary: `Add a quick reaction or a short message to the game's talk (seated players; at most ${TALK_PER_WINDOW} lines a minute per game)`,
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  body: Saying,
  answers: { 201: TalkLineAnswer },
  requires: 'seat',
  errors: [401, 403, 404, 413],
  async handle({ params: { id }, body, caller, requires }, ctx) {
    const { game, settings, seat } = await talkOf(ctx, id, caller, requires);
    const saying: TalkSaying = body.kind === 'message' ? { kind: 'message', text: normalisedMessage(body.text) } : body;
    checkSaying(game, settings, saying);
    const now = ctx.now();
    const window = talkWindow(now);
    if (!(await ctx.talk.claimRate(id, caller.id, window.start))) {
      const wait = Math.max(1, window.next - Math.floor(now.getTime() / 1000));
      throw new RateLimited(`you may add ${TALK_PER_WINDOW} lines of talk a minute to a game; wait ${wait} s`, wait, { reason: 'TALK_RATE' });
    }
    return json(201, await ctx.talk.add(id, seat!, saying, now, settings.chat));
  },
});

const configure = defineRoute({
  method: 'PATCH',
  path: '/games/{id}/talk/settings',
  summary: "The creator opens or closes the game's talk (`off`, `reactions`, `free`) and lets spectators read it or not",
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  body: TalkSettingsChange,
  answers: { 200: SettingsAnswer },
  requires: 'creator',
  errors: [401, 403, 404, 413],
  async handle({ params: { id }, body, caller, requires }, ctx) {
    const { definition } = await talkOf(ctx, id, caller, requires);
    const stored = await ctx.talk.configure(id, body);
    return json(200, settingsAnswer(talkSettingsOf(stored.settings, definition.chatRules), definition));
  },
});

const mute = defineRoute({
  method: 'PATCH',
  path: '/games/{id}/talk/muted',
  summary: "The seats whose talk you do not want to see in this game (for you only: the others still see it)",
  auth: 'player',
  tokenCheck: 'game-read',
  params: { id: gameId },
  body: MutedChange,
  answers: { 200: z.object({ muted: z.array(z.int()) }) },
  requires: 'seat',
  errors: [401, 403, 404, 413],
  async handle({ params: { id }, body, caller, requires }, ctx) {
    const { game, seat } = await talkOf(ctx, id, caller, requires);
    const seats = [...new Set(body.seats)].filter((muted) => muted !== seat && muted < game.seatCount).sort((a, b) => a - b);
    await ctx.talk.mute(id, caller.id, seats);
    return json(200, { muted: seats });
  },
});

export const talkRoutes = [readTalk, say, configure, mute];

/** POST /players, GET/PATCH/DELETE /players/me, POST /players/me/token (sign out everywhere), GET /players/me/games. */
import { soonestDeadlineFirst } from '../../domain/deadline-order.js';
import { leaveDeletedSeat, setSeatVacation } from '../../domain/lifecycle.js';
import { allowanceFreeMs, countedVacationChange, currentVacation, plannedVacations } from '../../domain/vacation.js';
import { newId } from '../../domain/secrets.js';
import { NotFound, PlayerChanged, Unauthenticated } from '../../errors.js';
import { applyNotifyChanges, channelSupportFor, notifyView, type NotifyChanges } from '../../notify/channels/requests.js';
import { storedChannels, type StoredChannels } from '../../notify/channels/stored.js';
import type { PlayerRecord } from '../../store/players.js';
import type { SeatEntry } from '../../store/game-items.js';
import type { Caller } from '../auth.js';
import { commitAndAnswer } from '../commit-answer.js';
import { seatHolders } from '../envelope.js';
import { defineRoute, type ApiContext } from '../route.js';
import { vacationEnd } from '../participant.js';
import { cursorAfter, newestFirst, pageAfterId } from '../page-cursor.js';
import { newSession } from './sessions.js';
import { sendConfirmation } from '../email-confirmation.js';
import { CreatePlayer, MY_GAMES_PAGE, MyGamesQuery, PlayerAnswer, PlayerCreated, PlayerDeleted, PlayerGames, TokenRotated, UpdatePlayer, type Player, type PlayerGame } from '../schemas.js';
import { json } from '../types.js';
import * as z from 'zod';
import { acceptedLanguages, preferredLanguage } from '../../../engine/core/words/choose.js';
import { playerOr404 } from '../found.js';

/** The browser's languages: they choose the language of a player's messages until the player chooses one. */
const ACCEPT_LANGUAGE = {
  'Accept-Language': { description: "the browser's languages; while the player has chosen no language, the first one we write (en, de) becomes theirs", schema: z.string().max(500) },
};

const createPlayer = defineRoute({
  method: 'POST',
  path: '/players',
  summary: 'Register a player; the token (and a webhook signing secret) is shown once',
  auth: 'none',
  body: CreatePlayer,
  headers: ACCEPT_LANGUAGE,
  answers: { 201: PlayerCreated },
  errors: [413],
  async handle({ body, headers }, ctx) {
    const id = newId();
    const now = ctx.now().toISOString();
    const { token, ...first } = newSession(id, body.device ?? 'First device', now);
    const { channels, newSecret, confirmationTo } = changedChannels({}, body.notify, ctx, now, headers['Accept-Language']);
    const player: PlayerRecord = { id, name: body.name, sessions: { [first.id]: first.session }, notify: channels, vacations: [], vacationChanges: [], createdAt: now, updatedAt: now, revision: 0 };
    await addDigestEntry(ctx, id, {}, channels, () => ctx.players.create(player));
    ctx.auth.remember(player);
    if (confirmationTo) await sendConfirmation(ctx, id, confirmationTo, channels.language);
    return json(201, { player: publicPlayer(player, ctx, newSecret), token });
  },
});

const getMe = defineRoute({
  method: 'GET',
  path: '/players/me',
  summary: "The caller's profile",
  auth: 'player',
  answers: { 200: PlayerAnswer },
  errors: [401],
  async handle({ caller }, ctx) {
    const player = await playerOr404(ctx.players, caller);
    return json(200, { player: publicPlayer(player, ctx) });
  },
});

const updateMe = defineRoute({
  method: 'PATCH',
  path: '/players/me',
  summary: "Change the caller's name, notification channels (a new webhook signing secret is shown once) or vacation (every clock of the caller held until its end)",
  auth: 'player',
  body: UpdatePlayer,
  optionalBody: true,
  headers: ACCEPT_LANGUAGE,
  answers: { 200: PlayerAnswer },
  errors: [401, 409, 413, 429],
  async handle({ caller, body: changes, headers }, ctx) {
    const at = ctx.now();
    const { player, newSecret, vacationChanged, confirmationTo } = await changePlayer(ctx, caller, changes, at, headers['Accept-Language']);
    ctx.auth.remember(player);
    if (confirmationTo) await sendConfirmation(ctx, caller.id, confirmationTo, storedChannels(player.notify).language);
    // The player item first, then the games: a game joined meanwhile reads the vacation from it.
    if (vacationChanged) await holdClocks(ctx, caller, currentVacation(player.vacations, at)?.until ?? null);
    return json(200, { player: publicPlayer(player, ctx, newSecret) });
  },
});

/** Lost races on the player item before a PATCH answers 409 PLAYER_CHANGED: each means another change of this player landed. */
const PLAYER_UPDATE_ATTEMPTS = 5;

/**
 * Writes the PATCH. Channels merge with the stored ones (a webhook keeps its secret unless
 * rotated) and a vacation is checked against the past ones, so those are computed from a read
 * and written only if the player did not change since (a lost race reads again); a name alone
 * needs no read.
 */
async function changePlayer(ctx: ApiContext, caller: Caller, changes: z.output<typeof UpdatePlayer>, at: Date, acceptLanguage?: string): Promise<{ player: PlayerRecord; newSecret: string | null; vacationChanged: boolean; confirmationTo: string | null }> {
  const now = at.toISOString();
  if (!changes.notify && changes.vacation === undefined) {
    const player = await ctx.players.update(caller.id, { name: changes.name }, now);
    if (!player) throw new NotFound('no such player');
    return { player, newSecret: null, vacationChanged: false, confirmationTo: null };
  }
  for (let attempt = 0; attempt < PLAYER_UPDATE_ATTEMPTS; attempt++) {
    const current = await playerOr404(ctx.players, caller);
    const before = storedChannels(current.notify);
    const { channels, newSecret, confirmationTo } = changedChannels(before, changes.notify, ctx, now, acceptLanguage);
    const vacations = changes.vacation === undefined ? undefined : plannedVacations(current.vacations, changes.vacation?.until ?? null, ctx.config.vacationDaysPerYear, at);
    const vacationChanges = vacations && countedVacationChange(current.vacationChanges, ctx.config.vacationChangesPerDay, at);
    const player = await addDigestEntry(ctx, caller.id, before, channels, () =>
      ctx.players.updateIfUnchanged(current, { name: changes.name, notify: changes.notify ? channels : undefined, vacations, vacationChanges }, now),
    );
    if (player) return { player, newSecret, vacationChanged: vacations !== undefined, confirmationTo };
  }
  throw new PlayerChanged();
}

const rotateToken = defineRoute({
  method: 'POST',
  path: '/players/me/token',
  summary: "Sign out everywhere: every device's token stops working at once; the caller's device gets a new one, shown once",
  auth: 'player',
  answers: { 200: TokenRotated },
  errors: [401],
  async handle({ caller }, ctx) {
    const current = await ctx.players.get(caller.id);
    const now = ctx.now().toISOString();
    const { token, ...replacement } = newSession(caller.id, current?.sessions[caller.sessionId]?.label ?? 'First device', now);
    const player = await ctx.players.rotateToken(caller, replacement, now);
    if (!player) throw new Unauthenticated('the token is not valid');
    ctx.auth.remember(player);
    return json(200, { token });
  },
});

/** Games whose seat changes at once while an account is deleted or a vacation set (each its own optimistic commit). */
const DELETE_CONCURRENCY = 8;

/**
 * Copies the vacation end (null: none) onto the caller's seats in every game not over, one
 * optimistic commit each (domain/lifecycle.ts `setSeatVacation`), so a move needs no extra read.
 * Then reads the player again: another PATCH that landed meanwhile may have copied its vacation
 * first and been overwritten here, so this repeats with the newest until it stays the same — the
 * last copy on every seat is the player's vacation as it stands. At most PLAYER_UPDATE_ATTEMPTS
 * passes: a client that keeps changing its vacation cannot hold one request; the PATCH that made
 * the newest change runs its own copy.
 */
async function holdClocks(ctx: ApiContext, caller: Caller, until: string | null): Promise<void> {
  for (let copied = until, pass = 0; pass < PLAYER_UPDATE_ATTEMPTS; pass++) {
    await copyVacation(ctx, caller, copied);
    const newest = await vacationEnd(ctx, caller, ctx.now());
    if (newest === copied) return;
    copied = newest;
  }
}

async function copyVacation(ctx: ApiContext, caller: Caller, until: string | null): Promise<void> {
  const gameIds = (await ctx.players.seats(caller.id)).filter((entry) => entry.status === 'waiting' || entry.status === 'active').map((entry) => entry.gameId);
  for (let i = 0; i < gameIds.length; i += DELETE_CONCURRENCY) {
    await Promise.all(
      gameIds.slice(i, i + DELETE_CONCURRENCY).map((gameId) => commitAndAnswer(ctx, { gameId, caller }, (game, _definition, now) => setSeatVacation(game, caller.id, until, now))),
    );
  }
}

const deleteMe = defineRoute({
  method: 'DELETE',
  path: '/players/me',
  summary: 'Delete the account: token, name and channels go at once; a queued job then clears its games (each seat shows "deleted player", a bot plays those of unfinished games, invitations to it are withdrawn) and always finishes',
  auth: 'player',
  answers: { 202: PlayerDeleted },
  errors: [401],
  async handle({ caller }, ctx) {
    // The job first: if queueing fails, nothing changed and the player can try again; a job for a
    // player not marked deleted (the mark failed) finds the token working and does nothing.
    await ctx.queueAccountDeletion({ playerId: caller.id, hop: 0 });
    if (!(await ctx.players.markDeleted(caller, ctx.now().toISOString()))) throw new Unauthenticated('the token is not valid');
    ctx.auth.forget(caller.id);
    return json(202, { deleted: { playerId: caller.id, queued: true as const } });
  },
});

const myGames = defineRoute({
  method: 'GET',
  path: '/players/me/games',
  summary: "The caller's games (and the rematches they are invited to), newest change first, a page at a time; filter by status and by whose turn it is",
  auth: 'player',
  query: MyGamesQuery,
  answers: { 200: PlayerGames },
  errors: [401],
  async handle({ caller, query: filter }, ctx) {
    const limit = filter.limit ?? MY_GAMES_PAGE;
    if (filter.sort === 'deadline') {
      // Only games not over have a deadline or await one: their number is bounded by the open-games cap.
      const open = (await ctx.players.seats(caller.id)).filter((entry) => (entry.status === 'waiting' || entry.status === 'active') && (filter.status === undefined || entry.status === filter.status));
      const shown = (await listedGames(ctx, open, filter.myTurn)).sort((a, b) => soonestDeadlineFirst(a, b) || newestFirst(a, b));
      const { page, nextCursor } = pageAfterId(shown, filter.cursor, limit);
      return json(200, { games: page, nextCursor });
    }
    // A page of the caller's seat items through the index by last change (bounded reads), then one batch read of those games.
    const status = filter.myTurn ? 'active' : filter.status;
    const after = filter.cursor && { changedAt: filter.cursor.updatedAt, gameId: filter.cursor.id };
    const { entries, next } = await ctx.players.seatsByChange(caller.id, { after, limit, status, maxRead: MY_GAMES_READS_PER_PAGE * (limit + 1) });
    const shown = (await listedGames(ctx, entries, filter.myTurn)).sort(newestFirst);
    return json(200, { games: shown, nextCursor: next && cursorAfter({ updatedAt: next.changedAt, id: next.gameId }) });
  },
});

/** Index items a page of GET /players/me/games reads at most, per game of the page: a filter may drop some of them. */
const MY_GAMES_READS_PER_PAGE = 4;

/**
 * The caller's games of `entries` (their seat items) as the list shows them, read in one batch
 * (strongly consistent: whose turn it is must be current), in the order of `entries`.
 * An invitation (a seat item without a seat) ends with the wait: not listed once the game started or was called off.
 */
async function listedGames({ games, now }: ApiContext, entries: readonly SeatEntry[], myTurn: boolean | undefined): Promise<PlayerGame[]> {
  const seatIn = new Map(entries.map((entry) => [entry.gameId, entry.seat]));
  const at = now();
  const listed = (await games.summaries([...seatIn.keys()])).filter((game) => seatIn.get(game.id) !== null || game.status === 'waiting');
  const list = listed.map((game): PlayerGame => {
    const seat = seatIn.get(game.id)!;
    const yourTurn = seat !== null && game.awaiting.includes(seat);
    const invited = seat === null ? { invited: true as const } : {};
    return { id: game.id, type: game.type, status: game.status, version: game.version, seat, ...invited, seats: seatHolders(game, at), awaiting: game.awaiting, yourTurn, deadline: game.deadline, createdAt: game.createdAt, updatedAt: game.updatedAt };
  });
  return myTurn === undefined ? list : list.filter((game) => game.yourTurn === myTurn);
}

/**
 * Puts the player's entry in the partition of the digest hour `after` chose (store/digests.ts),
 * when it is new (`before`: the hour until now), ahead of `write`, the player item's own write:
 * a failure half-way leaves at most an entry the sweeper skips. The entry of an hour left behind
 * is not deleted here (one more write in the PATCH, for nothing the sweeper does not do anyway):
 * the sweeper, finding that the player chose another hour, retires it (TTL).
 */
async function addDigestEntry<T>(ctx: ApiContext, playerId: string, before: StoredChannels, after: StoredChannels, write: () => Promise<T>): Promise<T> {
  const hour = after.digest?.hourUtc;
  if (hour !== undefined && hour !== before.digest?.hourUtc) await ctx.digests.subscribe(playerId, hour);
  return write();
}

/** The stored channels after the request's `notify` changes (none: as they are); 400 for a channel this server refuses. */
/** The channels after `changes`; a player who never chose a language gets the first of Accept-Language that we write. */
function changedChannels(current: StoredChannels, changes: NotifyChanges | undefined, { config }: ApiContext, now: string, acceptLanguage?: string) {
  const changed = changes ? applyNotifyChanges(current, changes, channelSupportFor(config), now) : { channels: current, newSecret: null, confirmationTo: null };
  const heard = acceptLanguage === undefined ? undefined : preferredLanguage(acceptedLanguages(acceptLanguage));
  if (changed.channels.language !== undefined || heard === undefined || changes?.language === null) return changed;
  return { ...changed, channels: { ...changed.channels, language: heard } };
}

/** The profile as the player sees it: channels without their secret, except `newSecret` in the answer that made it; the vacation and allowance. */
export function publicPlayer(player: PlayerRecord, { config, now }: ApiContext, newSecret: string | null = null): Player {
  const at = now();
  const daysPerYear = config.vacationDaysPerYear;
  return {
    id: player.id,
    name: player.name,
    notify: notifyView(storedChannels(player.notify), newSecret),
    vacation: currentVacation(player.vacations, at),
    vacationAllowance: { daysPerYear, freeSeconds: Math.floor(allowanceFreeMs(player.vacations, daysPerYear, at) / 1000) },
    createdAt: player.createdAt,
  };
}

export const playerRoutes = [createPlayer, getMe, updateMe, deleteMe, rotateToken, myGames];

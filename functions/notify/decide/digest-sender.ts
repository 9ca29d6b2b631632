/**
 * The daily digest run, called by the deadline sweeper on every run (every
 * minute on AWS, every 5 s locally): in the hour a player chose (UTC), it claims that player's
 * digest of the day (exactly once per day, even with runs racing: store/digests.ts), lists every
 * game awaiting them (their seat items, then the games: no scan), soonest deadline first, and
 * hands one e-mail to the same dispatcher as every other notification (the delivery queue: its
 * retries and dead letters). A day with nothing awaiting sends nothing. A digest that cannot be
 * handed on is given back, for the next run that hour.
 */
import { isTakenOver } from '../../domain/absent-seats.js';
import { soonestDeadlineFirst } from '../../domain/deadline-order.js';
import { talkSettingsOf, talkTally } from '../../domain/talk.js';
import type { Logger } from '../../log.js';
import { utcDay, type DigestStore } from '../../store/digests.js';
import type { GameStore } from '../../store/games.js';
import type { SeatEntry } from '../../store/game-items.js';
import type { PlayerStore } from '../../store/players.js';
import type { TalkStore } from '../../store/talk.js';
import { emailSendable, storedChannels } from '../channels/stored.js';
import { digestDelivery } from './digest.js';
import type { DigestGame, DigestTalk } from '../delivery.js';
import type { Dispatch } from './notifier.js';

export interface DigestSenderOptions {
  digests: DigestStore;
  players: PlayerStore;
  games: GameStore;
  dispatch: Dispatch;
  appUrl: string | null;
  log: Logger;
  /** The games' table talk: each digest counts the day's talk the player may see (docs/talk.md); none without it. */
  talk?: TalkStore;
}

const DAY_MS = 24 * 3_600_000;

/** Subscribers handled at once: each is a few small reads and writes. */
const CONCURRENCY = 8;

export class DigestSender {
  constructor(private readonly options: DigestSenderOptions) {}

  /**
   * Sends the digests due at `now` (its hour, its day); returns how many were handed on. Once
   * `outOfTime()` says so, no further player is started (those begun finish): the rest are still
   * due, unclaimed, and the next run of the hour hands them on.
   */
  async send(now: Date, outOfTime: () => boolean = () => false): Promise<number> {
    const hour = now.getUTCHours();
    const day = utcDay(now);
    const due = await this.options.digests.due(hour, day);
    let sent = 0;
    let next = 0;
    const worker = async () => {
      while (next < due.length && !outOfTime()) {
        const playerId = due[next++]!;
        try {
          if (await this.sendOne(playerId, hour, day, now)) sent++;
        } catch (error) {
          this.options.log.error('sending a digest failed', { playerId, error: error instanceof Error ? error.message : String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    if (due.length > 0) this.options.log.info('digests', { due: due.length, sent, left: due.length - next });
    return sent;
  }

  /** True when this run handed the player's digest on. */
  private async sendOne(playerId: string, hour: number, day: string, now: Date): Promise<boolean> {
    const { digests, dispatch, appUrl } = this.options;
    if (!(await digests.claim(playerId, hour, day))) return this.settleUnclaimed(playerId, hour, day, now);
    let sent = false;
    try {
      const player = await this.options.players.profile(playerId);
      const channels = player ? storedChannels(player.notify) : {};
      // Nothing to an address its owner has not confirmed, or that is off (it bounced, or they complained).
      if (emailSendable(channels.email)) {
        const seats = (await this.options.players.seats(playerId)).filter((entry) => entry.status === 'active');
        const [games, talk] = await Promise.all([this.awaiting(seats), this.talkOfTheDay(playerId, seats, now)]);
        if (games.length > 0 || talk.length > 0) {
          await dispatch([digestDelivery(playerId, day, games, appUrl, now.toISOString(), { timeZone: channels.timeZone, language: channels.language }, talk)]);
          sent = true;
        }
      }
    } catch (error) {
      await digests.release(playerId, day);
      throw error;
    }
    await digests.markSent(playerId, hour, day);
    return sent;
  }

  /** Another run claimed it today (note it on the entry), or the entry is stale: the player is gone or chose another hour (retire it). */
  private async settleUnclaimed(playerId: string, hour: number, day: string, now: Date): Promise<false> {
    const player = await this.options.players.profile(playerId);
    if (player && storedChannels(player.notify).digest?.hourUtc === hour) await this.options.digests.markSent(playerId, hour, day);
    else await this.options.digests.retire(playerId, hour, now);
    return false;
  }

  /** Every running game awaiting the player (a seat a bot plays for them does not count), soonest deadline first. */
  private async awaiting(seats: readonly SeatEntry[]): Promise<Array<Omit<DigestGame, 'url'>>> {
    const seatIn = new Map(seats.map((entry) => [entry.gameId, entry.seat]));
    const games = (await this.options.games.summaries([...seatIn.keys()])).filter((game) => {
      const seat = seatIn.get(game.id)!;
      return game.status === 'active' && game.awaiting.includes(seat) && !isTakenOver(game, seat);
    });
    return games.sort((a, b) => soonestDeadlineFirst(a, b) || a.id.localeCompare(b.id)).map((game) => ({ gameId: game.id, type: game.type, deadline: game.deadline }));
  }

  /**
   * In the player's running games, the talk of the day before `now` that they may see, counted by
   * the other seats' names: only games whose talk changed that day are read (their settings items
   * in one BatchGetItem, then each one's lines).
   */
  private async talkOfTheDay(playerId: string, seats: readonly SeatEntry[], now: Date): Promise<Array<Omit<DigestTalk, 'url'>>> {
    const { talk, games } = this.options;
    if (!talk || seats.length === 0) return [];
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const stored = await talk.storedEach(seats.map((entry) => entry.gameId));
    const recent = [...stored].filter(([, kept]) => kept.lastAt !== null && kept.lastAt > since);
    if (recent.length === 0) return [];
    const summaries = new Map((await games.summaries(recent.map(([gameId]) => gameId))).map((game) => [game.id, game]));
    const found = await Promise.all(
      recent.map(async ([gameId, kept]) => {
        const game = summaries.get(gameId);
        const seat = game?.seats.find((held) => held.playerId === playerId)?.seat;
        if (!game || seat === undefined) return null;
        // The chat mode is kept with the first line (TalkStore.add); where it is not, the stricter choice.
        const settings = talkSettingsOf(kept.settings, { chat: 'reactions', why: '' });
        const tally = talkTally(await talk.lines(gameId, 0), settings, { seat, muted: kept.muted.get(playerId) ?? [] }, since);
        const writers = tally.map((one) => ({ name: game.seats.find((held) => held.seat === one.seat)?.name ?? `seat ${one.seat + 1}`, messages: one.messages, reactions: one.reactions }));
        return writers.length > 0 ? { gameId, type: game.type, writers } : null;
      }),
    );
    return found.filter((game) => game !== null);
  }
}

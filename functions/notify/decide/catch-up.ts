/**
 * The summaries in notification bodies: for each delivery about a game, what happened since its
 * recipient's own last move (./summary.ts). The stream's image of the game names each seat's last
 * move (`lastMoves`) but carries only the latest change, while a summary spans every change since
 * then; those changes' log entries are in the game's partition, written in the same transactions,
 * so the notifier reads them there: one Query per game per batch, from the earliest recipient's
 * last move (at most `SUMMARY_ENTRIES` entries, a few KB: about one read unit), shared by every
 * recipient and channel. Remembering the stream's log records between batches would need state of
 * its own; a game item carrying running summaries would grow with every move.
 */
import type { LogEntry } from '../../domain/game-record.js';
import type { Delivery } from '../delivery.js';
import { summaryFor, summaryLine, type SummarySeats } from './summary.js';
import { talkOfGames, talkSinceLine, type TalkSource } from './talk-since.js';

/** Most log entries a summary reads: a player away for longer gets the latest of them ("… " first). */
export const SUMMARY_ENTRIES = 50;

/** What the summary needs of the game item a stream record carries (./images.ts `catchUpImageOf`). */
export interface CatchUpImage {
  gameId: string;
  type: string;
  version: number;
  seats: SummarySeats;
  /** By seat: the version of its player's last own move; null while they never moved. */
  lastMoveVersions: ReadonlyArray<number | null>;
}

/** The game's log entries with a version greater than `after`, oldest first, at most `limit` (the store's `GameStore.log`). */
export type LogAfter = (gameId: string, after: number, limit: number) => Promise<{ entries: LogEntry[] }>;

export const imageKey = (gameId: string, version: number) => `${gameId}#${version}`;

/**
 * `deliveries` with a `summary` in the body of each about a game whose image is known, where
 * something happened since the recipient's last move; with `talk`, the table talk since then is
 * counted in it too (./talk-since.ts).
 */
export async function withSummaries(deliveries: readonly Delivery[], images: ReadonlyMap<string, CatchUpImage>, logAfter: LogAfter, talk?: TalkSource): Promise<Delivery[]> {
  const spans = new Map<Delivery, Span>();
  for (const delivery of deliveries) {
    const span = spanOf(delivery, images);
    if (span) spans.set(delivery, span);
  }
  const byGame = new Map<string, Span[]>();
  for (const span of spans.values()) byGame.set(span.image.gameId, [...(byGame.get(span.image.gameId) ?? []), span]);
  const logs = new Map<string, LogEntry[]>();
  await Promise.all(
    [...byGame].map(async ([gameId, group]) => {
      // With talk, the entry of each recipient's last move too: its time is where their talk starts.
      const first = Math.min(...group.map((span) => (talk && span.since >= 0 && span.since === span.from - 1 ? span.since : span.from)));
      const last = Math.max(...group.map((span) => span.image.version));
      logs.set(gameId, (await logAfter(gameId, first - 1, last - first + 1)).entries);
    }),
  );
  const talkFrom = talk ? await talkStarts([...spans.values()], logs, logAfter) : new Map<Span, string>();
  const talkKept = talk ? await talkOfGames(talk, earliestByGame(talkFrom), new Map([...spans.values()].map((span) => [span.image.gameId, span.image.type]))) : new Map();
  return deliveries.map((delivery) => {
    const span = spans.get(delivery);
    if (!span) return delivery;
    const entries = logs.get(span.image.gameId)!.filter((entry) => entry.version >= span.from && entry.version <= span.image.version);
    const language = delivery.words?.language;
    const moves = summaryFor(span.image.type, entries, span.seat, span.image.seats, span.from > span.since + 1, language);
    const since = talkFrom.get(span);
    const talked = since === undefined ? null : talkSinceLine(talkKept.get(span.image.gameId), span.seat, delivery.playerId, span.image.seats, since, language);
    const summary = summaryLine(moves, talked);
    return summary === null ? delivery : { ...delivery, body: { ...delivery.body, summary } };
  });
}

/** When each recipient last moved (the time of their last move's entry; '' when they never did): their talk is counted after it. */
async function talkStarts(spans: readonly Span[], logs: ReadonlyMap<string, LogEntry[]>, logAfter: LogAfter): Promise<Map<Span, string>> {
  const starts = new Map<Span, string>();
  await Promise.all(
    spans.map(async (span) => {
      if (span.since < 0) return void starts.set(span, '');
      // Away for longer than a summary reads: their last move's entry alone.
      const entry = logs.get(span.image.gameId)?.find((held) => held.version === span.since) ?? (await logAfter(span.image.gameId, span.since - 1, 1)).entries[0];
      if (entry !== undefined) starts.set(span, entry.at);
    }),
  );
  return starts;
}

/** By game, the earliest time any recipient's talk starts. */
function earliestByGame(starts: ReadonlyMap<Span, string>): Map<string, string> {
  const earliest = new Map<string, string>();
  for (const [span, at] of starts) {
    const held = earliest.get(span.image.gameId);
    if (held === undefined || at < held) earliest.set(span.image.gameId, at);
  }
  return earliest;
}

/** The versions a delivery's summary covers: after its recipient's last move, up to the version it is about. */
interface Span {
  image: CatchUpImage;
  seat: number;
  /** The recipient's last move (-1: never). */
  since: number;
  /** The first version summarised. */
  from: number;
}

function spanOf(delivery: Delivery, images: ReadonlyMap<string, CatchUpImage>): Span | null {
  const body = delivery.body;
  if (body.event === 'digest') return null;
  const { gameId, version, event } = body;
  const image = images.get(imageKey(gameId, version));
  const seat = image?.seats.names.find((held) => held.playerId === delivery.playerId)?.seat;
  // An invitation is about another game (the rematch); a player not seated has no last move here.
  if (event === 'invited' || !image || seat === undefined) return null;
  const since = image.lastMoveVersions[seat] ?? -1;
  const from = Math.max(since + 1, version - SUMMARY_ENTRIES + 1);
  // The recipient made this very version: nothing happened since.
  return from > version ? null : { image, seat, since, from };
}

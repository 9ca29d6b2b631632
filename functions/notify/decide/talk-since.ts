/**
 * The table talk part of a catch-up summary (./catch-up.ts): who said something at the table
 * since the recipient's last move, counted by name ("Bo wrote 2 messages and sent a reaction"),
 * never the words. The same rules as the daily digest and `GET /games/{id}/talk` (docs/talk.md,
 * ../../domain/talk.ts `talkTally`): only what the recipient may see now — nothing while talk is
 * off, no message while it is reactions only, nothing of a seat they muted, nothing of their own.
 * The talk lives beside the game item (../../store/talk.ts): the settings items of the batch's
 * games in one BatchGetItem, then the lines of only those games whose talk moved since.
 */
import type { ChatRules } from '../../../engine/core/chat.js';
import type { Language } from '../../../engine/core/words/types.js';
import { wordsIn } from '../../../engine/words/index.js';
import { talkSettingsOf, talkTally, type TalkLine } from '../../domain/talk.js';
import type { StoredTalk, TalkStore } from '../../store/talk.js';
import { notifyWordsIn } from '../words/index.js';
import type { SummarySeats } from './summary.js';

/** What the summaries read of the games' talk. */
export type TalkSource = Pick<TalkStore, 'storedEach' | 'lines'>;

/** A game's talk as the summaries of one batch share it, with the game's own talk rules. */
export interface KeptTalk {
  stored: StoredTalk;
  lines: TalkLine[];
  rules: ChatRules;
}

/**
 * By game id, the talk of the games whose latest line came after `since` (the earliest
 * recipient's last move; `types` names each game's type); the others are left out.
 */
export async function talkOfGames(source: TalkSource, since: ReadonlyMap<string, string>, types: ReadonlyMap<string, string>): Promise<Map<string, KeptTalk>> {
  if (since.size === 0) return new Map();
  const stored = await source.storedEach([...since.keys()]);
  const moved = [...stored].filter(([gameId, kept]) => kept.lastAt !== null && kept.lastAt > since.get(gameId)!);
  if (moved.length === 0) return new Map();
  // The games' registry is imported only when there is talk to count: most batches have none, and
  // every game's rules are most of what the notifier would load at its start otherwise.
  const { gameById } = await import('../../../engine/index.js');
  // Where a game is unknown, the stricter rule.
  const rulesOf = (gameId: string): ChatRules => gameById(types.get(gameId) ?? '')?.chatRules ?? { chat: 'reactions', why: '' };
  return new Map(await Promise.all(moved.map(async ([gameId, kept]) => [gameId, { stored: kept, lines: await source.lines(gameId, 0), rules: rulesOf(gameId) }] as const)));
}

/** The talk since `since` that the player at `seat` may see, in their words; null when there is none. */
export function talkSinceLine(kept: KeptTalk | undefined, seat: number, playerId: string, seats: SummarySeats, since: string, language?: Language): string | null {
  if (kept === undefined) return null;
  // Where no choice is stored the game's own default holds.
  const settings = talkSettingsOf(kept.stored.settings, kept.rules);
  const tally = talkTally(kept.lines, settings, { seat, muted: kept.stored.muted.get(playerId) ?? [] }, since);
  if (tally.length === 0) return null;
  const words = notifyWordsIn(language);
  const nameOf = (talker: number) => seats.names.find((held) => held.seat === talker)?.name ?? wordsIn(language).common.seat(talker);
  return words.talkSince(tally.map((one) => ({ name: nameOf(one.seat), messages: one.messages, reactions: one.reactions })));
}

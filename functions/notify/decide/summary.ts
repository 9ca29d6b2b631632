/**
 * The one-line summary of what happened since a player's own last move, for notification bodies
 *: "Bo played 3 cards and drew 3 cards; Cy hit twice; round 2 ended". It is
 * built from the log entries after that move, each event first filtered for the recipient
 * (`eventFor`, the same filter as `GET /games/{id}/events`), and the game's summary words
 * (`summary` in each game's words, engine/games/<id>/words/) read only those filtered events — so a summary never tells more than the
 * recipient's own log shows (test/notify/summary.test.ts checks it over random games).
 */
import { eventFor } from '../../../engine/core/events.js';
import type { GameEvent, Seat } from '../../../engine/core/types.js';
import type { LogKind } from '../../domain/game-record-schemas.js';
import type { CommonWords, Language, NameOf, Phrase } from '../../../engine/core/words/types.js';
import { wordsIn } from '../../../engine/words/index.js';
import { notifyWordsIn } from '../words/index.js';

/** A log entry as the summary reads it: who made it, how, and its events unfiltered (filtered here). */
export interface SummaryEntry {
  kind: LogKind;
  seat: Seat | null;
  events: readonly GameEvent[];
}

/** Who sits where, as the summary names them (public: the envelope shows the same). */
export interface SummarySeats {
  /** Persons by seat. */
  names: ReadonlyArray<{ seat: Seat; playerId: string; name: string }>;
  /** Bot seats, and persons' seats a bot plays while they are away (`takenOver`). */
  bots: ReadonlyArray<{ seat: Seat; level: string; takenOver?: boolean }>;
}

/** The longest summary: a chat line or an e-mail line, not a log. */
export const MAX_SUMMARY_LENGTH = 280;

/**
 * The summary of `entries` (oldest first) for the player in seat `recipient`; null when they hold
 * nothing worth a line. `earlier`: there were more entries before these (the summary says so).
 */
export function summaryFor(gameType: string, entries: readonly SummaryEntry[], recipient: Seat, seats: SummarySeats, earlier = false, language?: Language): string | null {
  const { common, games } = wordsIn(language);
  // The platform's own events (taking moves back) are worded alike in every game.
  const words = { ...notifyWordsIn(language).summary, ...games[gameType]?.summary };
  const nameOf = namer(recipient, seats, common);
  const actors = new Map<string, { name: string; phrases: Map<string, Phrase> }>();
  const add = (phrase: Phrase, byBot: boolean) => {
    const person = phrase.seat !== null && seats.names.some((held) => held.seat === phrase.seat);
    // A bot's moves for an absent person are the bot's: "your bot played 2 cards".
    const actor = phrase.seat === null ? 'table' : byBot && person ? `bot:${phrase.seat}` : `seat:${phrase.seat}`;
    const name = phrase.seat === null ? '' : byBot && person ? common.botOf({ name: nameOf(phrase.seat), you: phrase.seat === recipient }) : nameOf(phrase.seat);
    const said = actors.get(actor) ?? { name, phrases: new Map<string, Phrase>() };
    actors.set(actor, said);
    const same = said.phrases.get(phrase.key);
    said.phrases.set(phrase.key, same ? { ...same, amount: same.amount + phrase.amount } : phrase);
  };
  for (const entry of entries) {
    // The deal at the start is not news: every player's view shows it.
    if (entry.kind === 'create' || entry.kind === 'join') continue;
    const byBot = entry.kind === 'bot';
    if (entry.kind === 'timeout' && entry.seat !== null) add({ seat: entry.seat, key: 'timeout', amount: 1, words: common.ranOutOfTime }, false);
    for (const event of entry.events) {
      const visible = eventFor(event, recipient);
      const phrase = words[visible.type]?.(visible) ?? null;
      if (phrase) add(phrase, byBot && phrase.seat === entry.seat);
    }
  }
  const parts = [...actors.values()].map(({ name, phrases }) => {
    const said = common.and([...phrases.values()].map((phrase) => phrase.words(phrase.amount, nameOf)));
    return name === '' ? said : common.actorSays(name, said);
  });
  if (parts.length === 0) return null;
  return summaryLine(`${earlier ? common.earlier : ''}${parts.join('; ')}`);
}

/** `parts` joined into one summary line, capitalised, at most `MAX_SUMMARY_LENGTH` characters; null when there are none. */
export function summaryLine(...parts: ReadonlyArray<string | null>): string | null {
  const line = parts.filter((part) => part !== null && part !== '').join('; ');
  if (line === '') return null;
  const capitalised = line.charAt(0).toUpperCase() + line.slice(1);
  return capitalised.length <= MAX_SUMMARY_LENGTH ? capitalised : `${capitalised.slice(0, MAX_SUMMARY_LENGTH - 1)}…`;
}

/** "you" for the recipient, the player's name, "Bot (basic)" for a bot seat, "seat 3" for a free one. */
function namer(recipient: Seat, seats: SummarySeats, common: CommonWords): NameOf {
  return (seat) => {
    if (seat === recipient) return common.you;
    const person = seats.names.find((held) => held.seat === seat);
    if (person) return person.name;
    const bot = seats.bots.find((held) => held.seat === seat);
    return bot ? common.botSeat(bot.level) : common.seat(seat);
  };
}

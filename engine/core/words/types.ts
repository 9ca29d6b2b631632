/**
 * The languages the games, the app and the messages are written in, and the common words every
 * game's words use (lists, counts, "you"). A game declares its own words beside its rules, one
 * file per language (`engine/games/<id>/words/<language>.ts`, plain data and pure functions);
 * docs/languages.md says how a language is added.
 */
import type { Seat, VisibleEvent } from '../types.js';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A seat as a sentence names it: its name ("Bo", or the language's "you") and whether it is the reader. */
export interface Who {
  name: string;
  you: boolean;
}

/** Words every game's words share, in one language. */
export interface CommonWords {
  /** The BCP 47 tag Intl formats with. */
  locale: string;
  /** The reader, in a sentence's middle ("you", "du"). */
  you: string;
  nobody: string;
  /** "Ada, Bo and Cy" (Intl.ListFormat). */
  and(items: readonly string[]): string;
  /** "Ada, Bo or Cy". */
  or(items: readonly string[]): string;
  /** "1 card", "3 cards". */
  cards(count: number): string;
  /** "passed", "passed 3 times". */
  times(words: string, count: number): string;
  /** A whole number as the language writes it ("1,250" / "1.250"). */
  number(value: number): string;
  /** "Bo’s", "your". */
  possessive(who: Who): string;
  /** A summary line's part for one actor: "Bo played 3 cards" / "Bo: 3 Karten gespielt". */
  actorSays(name: string, said: string): string;
  /** "your bot", "Bo’s bot". */
  botOf(who: Who): string;
  /** A bot seat by its level: "Bot (basic)". */
  botSeat(level: string): string;
  /** A free seat: "seat 3". */
  seat(number: number): string;
  /** "ran out of time", counted. */
  ranOutOfTime(count: number): string;
  /** "… " before a summary that leaves out older entries. */
  earlier: string;
}

/** A summary's phrase (functions/notify/decide/summary.ts adds up equal phrases of one seat). */
export interface Phrase {
  /** Who did it; null for the table ("round 2 ended"). */
  seat: Seat | null;
  /** Phrases of one seat with the same key add up their `amount`. */
  key: string;
  amount: number;
  words: (amount: number, nameOf: NameOf) => string;
}

/** A seat's name as the recipient reads it. */
export type NameOf = (seat: Seat) => string;

/** What one event says in a summary, or null for an event the summary leaves out. */
export type EventPhrase = (event: VisibleEvent) => Phrase | null;

/** A game's summary words in one language: one entry per event type it puts into a summary. */
export type SummaryWords = Readonly<Record<string, EventPhrase>>;

/** What every game's words declare in each language, beside their own tables. */
export interface GameWordsBase {
  /** The game's name, as a player knows it (also the definition's `title`). */
  title: string;
  /** Every rule-violation code's explanation (docs/rules/<id>.md §11). */
  rules: Readonly<Record<string, string>>;
  /** How the game ended (its outcome's `reason`). */
  outcomes: Readonly<Record<string, string>>;
  /** Every event the game emits, as a sentence (§8). */
  event: EventSentence;
  /** The summary phrases of notifications; counts and public facts only, never a card. */
  summary: SummaryWords;
  /** Each option's name, what it does and its choices' names, by the option's key (the options schema's English comes from here). */
  options: GameOptionWords;
  /** What a bot of each level the game offers does in it (engine/core/bot.ts). */
  botLevels: Readonly<Partial<Record<'random' | 'basic' | 'strong', string>>>;
  /** Why the rules allow only quick reactions, where they do (the game's chat rules). */
  chatWhy?: string;
  /** A game's own tables: card names, persons, piles… */
  [own: string]: unknown;
}

/** A game's options in words, by key: the form's label, its hint, and each choice of an enum. */
export interface GameOptionWords {
  readonly [option: string]: { readonly title: string; readonly description: string; readonly choices?: Readonly<Record<string, string>> };
}

/** A seat in an event sentence, by its number (the event's fields are `unknown`). */
export type WhoOf = (seat: unknown) => Who;

/** One event in a game's words: the sentence, or null for an event without words. */
export type EventSentence = (event: VisibleEvent, whoOf: WhoOf) => string | null;

/** A sentence's first letter in capitals ("du hast" → "Du hast"). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

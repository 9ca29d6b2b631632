/**
 * The words of notifications in one language: e-mail subject and body, push, SNS and chat
 * webhook text, the daily digest. One file per language beside this one (docs/languages.md);
 * times are written with Intl in the recipient's time zone.
 */
import type { SummaryWords } from '../../../engine/core/words/types.js';
import type { NotificationEvent } from '../channels/events.js';
import type { EmailList } from '../channels/email-links.js';

/** A small page a link of our e-mails opens: its title and its paragraphs, and at most one button that POSTs back to the same address. */
export interface EmailPageWords {
  title: string;
  lines: string[];
  button?: string;
}

/**
 * The words of our e-mails about e-mail itself (../decide/email-words.ts), for the person who owns
 * the address, who may never have heard of us: no player names (anyone may choose one), no ids.
 */
export interface EmailSelfWords {
  confirmationSubject: string;
  /** The confirmation e-mail's text, its link on a line of its own; the link works for `hours`. */
  confirmationText(confirmUrl: string, hours: number): string;
  /** The visible way out under a notification (the same link as List-Unsubscribe). */
  unsubscribeLine(list: EmailList, unsubscribeUrl: string): string;
  pages: {
    confirm(address: string): EmailPageWords;
    confirmed(address: string): EmailPageWords;
    unsubscribe(address: string, list: EmailList): EmailPageWords;
    unsubscribed(address: string, list: EmailList): EmailPageWords;
    invalid(): EmailPageWords;
  };
}

export interface NotifyWords {
  /** The BCP 47 tag Intl formats dates with. */
  locale: string;
  /** "The Game with Ada, Bo and a bot". */
  gameWith(game: string, people: string): string;
  /** The other bots of a game, counted: "a bot", "2 bots". */
  bots(count: number): string;
  /** The subject of each event's message, about `game` ("The Game with Ada and Bo"); an invitation's: `invitation`. */
  subjects: Readonly<Record<Exclude<NotificationEvent, 'invited'>, (game: string) => string>>;
  /** A rematch invitation's subject: "Ada invites you to play The Game again with Bo and Cy"; `people` the others in words, `inviter` who asks. */
  invitation(game: string, people: string | null, inviter: string | undefined): string;
  /** The next step in a line; `by`: "by Friday 18:00", or empty. */
  nextSteps: Readonly<Record<NotificationEvent, (by: string) => string>>;
  /** A deadline: `time` is "18:00" (with " UTC" when the zone is unknown), `weekday` "Friday", `date` "12 March". */
  deadline: {
    today(time: string): string;
    tomorrow(time: string): string;
    thisWeek(weekday: string, time: string): string;
    later(weekday: string, date: string, time: string): string;
  };
  /** The summary words of the platform's own events, the same in every game (taking moves back, functions/domain/undo.ts). */
  summary: SummaryWords;
  /** The table talk since the recipient's last move, counted by name (never the words): "at the table, Bo wrote 2 messages and Cy sent a reaction". */
  talkSince(writers: ReadonlyArray<{ name: string; messages: number; reactions: number }>): string;
  /** An e-mail's line before the summary. */
  sinceYourLastMove: string;
  /** A chat webhook's note around the summary. */
  sinceInChat(summary: string): string;
  openTheGame: string;
  emailFooter: string;
  /** Said with the last notification the hourly cap lets through to a channel this hour. */
  capReached: string;
  /** The confirmation e-mail, the unsubscribe line and the pages of their links. */
  email: EmailSelfWords;
  digest: {
    subject(count: number): string;
    /** The first line, the subject leading. */
    heading(subject: string): string;
    moveBy(by: string): string;
    noDeadline: string;
    allGames: string;
    footer: string;
    /** The subject of a digest with table talk only. */
    talkOnly: string;
    /** The line before the talk of the day. */
    talkHeading: string;
    /** "Bo wrote 3 messages in The Game": counts only, the words stay in the game. */
    talkLine(name: string, messages: number, reactions: number, game: string): string;
  };
  /** The e-mail to a webhook's owner when it was turned off after failing for a day: `url` the webhook, `since` when it began to fail (in words). */
  webhookOff: {
    subject: string;
    text(url: string, since: string, lastError: string): string;
  };
}

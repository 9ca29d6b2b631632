/**
 * The words of our e-mails about e-mail itself: the confirmation of an address, the unsubscribe
 * line under every notification, and the small pages its links open, in the player's language
 * (functions/notify/words/: `email`). Written for the person who owns the address, who may never
 * have heard of us: no player names (anyone may choose one), no ids.
 */
import type { Language } from '../../../engine/core/words/types.js';
import { CONFIRM_LINK_HOURS, type EmailList } from '../channels/email-links.js';
import { notifyWordsIn } from '../words/index.js';
import type { EmailSelfWords } from '../words/types.js';

export type { EmailPageWords } from '../words/types.js';

/** The one e-mail an address gets before its owner says yes. */
export function confirmationEmail(confirmUrl: string, language?: Language): { subject: string; text: string } {
  const words = notifyWordsIn(language).email;
  return { subject: words.confirmationSubject, text: words.confirmationText(confirmUrl, CONFIRM_LINK_HOURS) };
}

/** A notification's text with the visible way out at its end (the same link as List-Unsubscribe). */
export function withUnsubscribeLine(text: string, unsubscribeUrl: string, list: EmailList, language?: Language): string {
  return `${text}\n\n--\n${notifyWordsIn(language).email.unsubscribeLine(list, unsubscribeUrl)}`;
}

/** The words of the links' pages in `language` (the address owner's, when the link names one; else the browser's). */
export function emailPageWords(language?: Language): EmailSelfWords['pages'] {
  return notifyWordsIn(language).email.pages;
}

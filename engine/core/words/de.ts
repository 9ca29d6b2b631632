/** The common words in German (./types.ts). A summary names each actor with a colon ("Bo: 3 Karten gespielt"), as a score sheet does. */
import type { CommonWords } from './types.js';

const locale = 'de-DE';
const lists = { and: new Intl.ListFormat(locale, { type: 'conjunction' }), or: new Intl.ListFormat(locale, { type: 'disjunction' }) };
const plural = new Intl.PluralRules(locale);
const numbers = new Intl.NumberFormat(locale);

export const commonDe: CommonWords = {
  locale,
  you: 'du',
  nobody: 'niemand',
  and: (items) => lists.and.format(items),
  or: (items) => lists.or.format(items),
  cards: (count) => `${numbers.format(count)} ${plural.select(count) === 'one' ? 'Karte' : 'Karten'}`,
  times: (words, count) => (count === 1 ? words : `${count}-mal ${words}`),
  number: (value) => numbers.format(value),
  possessive: (who) => (who.you ? 'dein' : `von ${who.name}`),
  actorSays: (name, said) => `${name}: ${said}`,
  botOf: (who) => (who.you ? 'dein Bot' : `Bot für ${who.name}`),
  botSeat: (level) => `Bot (${level})`,
  seat: (number) => `Platz ${number}`,
  ranOutOfTime: (count) => (count === 1 ? 'Zeit abgelaufen' : `${count}-mal Zeit abgelaufen`),
  earlier: '… ',
};

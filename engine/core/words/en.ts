/** The common words in English (./types.ts). */
import type { CommonWords } from './types.js';

const locale = 'en-GB';
const lists = { and: new Intl.ListFormat(locale, { type: 'conjunction' }), or: new Intl.ListFormat(locale, { type: 'disjunction' }) };
const plural = new Intl.PluralRules(locale);
const numbers = new Intl.NumberFormat(locale);

export const commonEn: CommonWords = {
  locale,
  you: 'you',
  nobody: 'nobody',
  and: (items) => lists.and.format(items),
  or: (items) => lists.or.format(items),
  cards: (count) => `${numbers.format(count)} ${plural.select(count) === 'one' ? 'card' : 'cards'}`,
  times: (words, count) => (count === 1 ? words : `${words} ${count} times`),
  number: (value) => numbers.format(value),
  possessive: (who) => (who.you ? 'your' : `${who.name}’s`),
  actorSays: (name, said) => `${name} ${said}`,
  botOf: (who) => (who.you ? 'your bot' : `${who.name}’s bot`),
  botSeat: (level) => `Bot (${level})`,
  seat: (number) => `seat ${number}`,
  ranOutOfTime: (count) => (count === 1 ? 'ran out of time' : `ran out of time ${count} times`),
  earlier: '… ',
};

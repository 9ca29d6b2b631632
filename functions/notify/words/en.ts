/** Notifications in English (./types.ts). */
import type { VisibleEvent } from '../../../engine/core/types.js';
import type { NotifyWords } from './types.js';

const seatOf = (event: VisibleEvent) => (typeof event.seat === 'number' ? event.seat : null);
const plural = new Intl.PluralRules('en-GB');
/** How many of their own submissions a take-back names (one on events from before it was said). */
export const submissionsOf = (event: VisibleEvent) => (typeof event.submissions === 'number' ? event.submissions : 1);

export const notifyEn: NotifyWords = {
  locale: 'en-GB',
  gameWith: (game, people) => `${game} with ${people}`,
  bots: (count) => (count === 1 ? 'a bot' : `${count} bots`),
  subjects: {
    'game-started': (game) => `${game} has started`,
    'your-turn': (game) => `Your turn in ${game}`,
    reminder: (game) => `Your time is running out in ${game}`,
    'timed-out': (game) => `Your time ran out in ${game}`,
    'replaced-by-bot': (game) => `A bot plays for you in ${game}`,
    'game-finished': (game) => `${game} is over`,
    'undo-asked': (game) => `A player asks to take back a move in ${game}`,
  },
  invitation: (game, people, inviter) => {
    const again = `${game} again${people ? ` with ${people}` : ''}`;
    return inviter ? `${inviter} invites you to play ${again}` : `You are invited to play ${again}`;
  },
  nextSteps: {
    'game-started': () => 'Everyone has joined: the game is on.',
    'your-turn': (by) => (by ? `Move ${by}.` : 'It is your move.'),
    reminder: (by) => (by ? `Move ${by}, or a move is made for you.` : 'Your time is nearly up.'),
    'timed-out': () => 'A move was made for you.',
    'replaced-by-bot': () => 'Make any move to take your seat back.',
    'game-finished': () => 'See how it ended.',
    invited: () => 'Join it from the link.',
    'undo-asked': () => "Accept or decline on the game's page; any move says no.",
  },
  deadline: {
    today: (time) => `by ${time} today`,
    tomorrow: (time) => `by tomorrow ${time}`,
    thisWeek: (weekday, time) => `by ${weekday} ${time}`,
    later: (weekday, date, time) => `by ${weekday} ${date} ${time}`,
  },
  summary: {
    undoAsked: (event) => ({ seat: seatOf(event), key: 'undoAsked', amount: 1, words: () => (submissionsOf(event) === 1 ? 'asked to take back their last move' : `asked to take back their last ${submissionsOf(event)} moves`) }),
    undoAccepted: (event) => ({ seat: seatOf(event), key: 'undoAccepted', amount: 1, words: () => 'agreed to a move being taken back' }),
    undoDeclined: (event) => ({ seat: seatOf(event), key: 'undoDeclined', amount: 1, words: () => 'said no to a move being taken back' }),
    undone: (event) => ({ seat: seatOf(event), key: 'undone', amount: submissionsOf(event), words: (amount) => (amount === 1 ? 'took back a move' : `took back ${amount} moves`) }),
  },
  talkSince: (writers) => {
    const counted = (count: number, one: string, word: string) => (plural.select(count) === 'one' ? one : `${count} ${word}s`);
    const said = writers.map(({ name, messages, reactions }) =>
      `${name} ${[messages > 0 ? `wrote ${counted(messages, 'a message', 'message')}` : null, reactions > 0 ? `sent ${counted(reactions, 'a reaction', 'reaction')}` : null].filter(Boolean).join(' and ')}`,
    );
    return `at the table, ${said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`}`;
  },
  sinceYourLastMove: 'Since your last move:',
  sinceInChat: (summary) => ` (since your last move: ${summary})`,
  openTheGame: 'Open the game:',
  emailFooter: 'How often you hear about a game: on its page. Your e-mail and devices: Account.',
  capReached: 'That is as many notifications as this channel sends you in an hour: until the next full hour, your games in the app show what happens.',
  email: {
    confirmationSubject: 'Please confirm your e-mail address for turnpost',
    confirmationText: (confirmUrl, hours) =>
      [
        'Someone asked turnpost, a site for playing card games with friends, to e-mail this address when it is their turn.',
        '',
        'If that was you, open this link and press "Confirm" to start receiving those e-mails:',
        confirmUrl,
        '',
        `The link works for ${hours} hours.`,
        'If it was not you, ignore this e-mail: nothing more will be sent to you.',
      ].join('\n'),
    unsubscribeLine: (list, url) => `To stop ${list === 'digest' ? 'this daily digest' : 'these game e-mails'}, open ${url}`,
    pages: {
      confirm: (address) => ({ title: 'Confirm your e-mail address', lines: [`Send turnpost's game e-mails to ${address}?`], button: 'Confirm' }),
      confirmed: (address) => ({ title: 'Thank you', lines: [`Game e-mails will now go to ${address}.`, 'You can change or stop them any time on the Account page of the app.'] }),
      unsubscribe: (address, list) => ({ title: 'Unsubscribe', lines: [`Stop sending ${list === 'digest' ? 'the daily digest' : 'game e-mails'} to ${address}?`], button: 'Unsubscribe' }),
      unsubscribed: (address, list) => ({
        title: 'Unsubscribed',
        lines: [`No more ${list === 'digest' ? 'daily digests' : 'game e-mails'} will go to ${address}.`, 'You can turn them on again on the Account page of the app.'],
      }),
      invalid: () => ({
        title: 'This link does not work',
        lines: ['It may have expired, or the address was changed or removed since the e-mail was sent.', 'Open the Account page of the app to send a new confirmation e-mail.'],
      }),
    },
  },
  digest: {
    subject: (count) => (plural.select(count) === 'one' ? 'A game awaits your move' : `${count} games await your move`),
    heading: (subject) => `${subject}, soonest deadline first:`,
    moveBy: (by) => `move ${by}`,
    noDeadline: 'no deadline',
    allGames: 'All your games:',
    footer: 'You get this once a day. Choose the hour, or turn it off, in Account.',
    talkOnly: 'New table talk in your games',
    talkHeading: 'Table talk of the last day:',
    talkLine: (name, messages, reactions, game) => {
      const counted = (count: number, word: string) => `${count} ${word}${plural.select(count) === 'one' ? '' : 's'}`;
      const said = [messages > 0 ? `wrote ${counted(messages, 'message')}` : null, reactions > 0 ? `sent ${counted(reactions, 'reaction')}` : null].filter(Boolean).join(' and ');
      return `${name} ${said} in ${game}`;
    },
  },  webhookOff: {
    subject: 'Your turnpost webhook is turned off',
    text: (url, since, lastError) =>
      [
        `Your webhook ${url} has not accepted any notification since ${since}, so turnpost stopped sending to it.`,
        `The last attempt: ${lastError}.`,
        '',
        'Once the receiver works again, set the webhook again on the Account page of the app ("Turn it back on") and notifications go to it again.',
      ].join('\n'),
  },
};

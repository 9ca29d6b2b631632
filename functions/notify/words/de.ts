/** Benachrichtigungen auf Deutsch (./types.ts). */
import type { VisibleEvent } from '../../../engine/core/types.js';
import { submissionsOf } from './en.js';
import type { NotifyWords } from './types.js';

const seatOf = (event: VisibleEvent) => (typeof event.seat === 'number' ? event.seat : null);
const plural = new Intl.PluralRules('de-DE');

export const notifyDe: NotifyWords = {
  locale: 'de-DE',
  gameWith: (game, people) => `${game} mit ${people}`,
  bots: (count) => (count === 1 ? 'einem Bot' : `${count} Bots`),
  subjects: {
    'game-started': (game) => `${game} hat begonnen`,
    'your-turn': (game) => `Du bist dran: ${game}`,
    reminder: (game) => `Deine Zeit läuft ab: ${game}`,
    'timed-out': (game) => `Deine Zeit ist abgelaufen: ${game}`,
    'replaced-by-bot': (game) => `Ein Bot spielt für dich: ${game}`,
    'game-finished': (game) => `${game} ist vorbei`,
    'undo-asked': (game) => `Jemand möchte einen Zug zurücknehmen: ${game}`,
  },
  invitation: (game, people, inviter) => {
    const round = `einer neuen Runde ${game}${people ? ` mit ${people}` : ''}`;
    return inviter ? `${inviter} lädt dich zu ${round} ein` : `Du bist zu ${round} eingeladen`;
  },
  nextSteps: {
    'game-started': () => 'Alle sind dabei: das Spiel läuft.',
    'your-turn': (by) => (by ? `Zieh ${by}.` : 'Du bist am Zug.'),
    reminder: (by) => (by ? `Zieh ${by}, sonst wird für dich gezogen.` : 'Deine Zeit ist fast um.'),
    'timed-out': () => 'Für dich wurde gezogen.',
    'replaced-by-bot': () => 'Mach irgendeinen Zug, um deinen Platz zurückzubekommen.',
    'game-finished': () => 'Schau, wie es ausgegangen ist.',
    invited: () => 'Mach über den Link mit.',
    'undo-asked': () => 'Annehmen oder ablehnen auf der Seite des Spiels; jeder Zug heißt nein.',
  },
  deadline: {
    today: (time) => `bis heute ${time} Uhr`,
    tomorrow: (time) => `bis morgen ${time} Uhr`,
    thisWeek: (weekday, time) => `bis ${weekday} ${time} Uhr`,
    later: (weekday, date, time) => `bis ${weekday}, ${date}, ${time} Uhr`,
  },
  summary: {
    undoAsked: (event) => ({ seat: seatOf(event), key: 'undoAsked', amount: 1, words: () => (submissionsOf(event) === 1 ? 'möchte den letzten Zug zurücknehmen' : `möchte die letzten ${submissionsOf(event)} Züge zurücknehmen`) }),
    undoAccepted: (event) => ({ seat: seatOf(event), key: 'undoAccepted', amount: 1, words: () => 'war mit dem Zurücknehmen einverstanden' }),
    undoDeclined: (event) => ({ seat: seatOf(event), key: 'undoDeclined', amount: 1, words: () => 'hat das Zurücknehmen abgelehnt' }),
    undone: (event) => ({ seat: seatOf(event), key: 'undone', amount: submissionsOf(event), words: (amount) => (amount === 1 ? 'hat einen Zug zurückgenommen' : `hat ${amount} Züge zurückgenommen`) }),
  },
  talkSince: (writers) => {
    const counted = (count: number, one: string, many: string) => (plural.select(count) === 'one' ? one : `${count} ${many}`);
    const said = writers.map(({ name, messages, reactions }) =>
      `von ${name} ${[messages > 0 ? counted(messages, 'eine Nachricht', 'Nachrichten') : null, reactions > 0 ? counted(reactions, 'eine Reaktion', 'Reaktionen') : null].filter(Boolean).join(' und ')}`,
    );
    return `am Tisch: ${said.join(', ')}`;
  },
  sinceYourLastMove: 'Seit deinem letzten Zug:',
  sinceInChat: (summary) => ` (seit deinem letzten Zug: ${summary})`,
  openTheGame: 'Zum Spiel:',
  emailFooter: 'Wie oft du von einem Spiel hörst: auf seiner Seite. Deine E-Mail-Adresse und Geräte: Konto.',
  capReached: 'Mehr Benachrichtigungen schickt dir dieser Kanal nicht in einer Stunde: Bis zur nächsten vollen Stunde zeigen deine Spiele in der App, was passiert.',
  email: {
    confirmationSubject: 'Bitte bestätige deine E-Mail-Adresse für turnpost',
    confirmationText: (confirmUrl, hours) =>
      [
        'Jemand hat turnpost, eine Seite zum Kartenspielen mit Freunden, gebeten, diese Adresse zu benachrichtigen, wenn er oder sie am Zug ist.',
        '',
        'Warst du das, dann öffne diesen Link und drücke „Bestätigen“, um diese E-Mails zu bekommen:',
        confirmUrl,
        '',
        `Der Link gilt ${hours} Stunden.`,
        'Warst du es nicht, dann beachte diese E-Mail nicht: Wir schreiben dir nichts mehr.',
      ].join('\n'),
    unsubscribeLine: (list, url) => `${list === 'digest' ? 'Diese tägliche Übersicht' : 'Diese Spiel-E-Mails'} abbestellen: ${url}`,
    pages: {
      confirm: (address) => ({ title: 'E-Mail-Adresse bestätigen', lines: [`Sollen die Spiel-E-Mails von turnpost an ${address} gehen?`], button: 'Bestätigen' }),
      confirmed: (address) => ({ title: 'Danke', lines: [`Spiel-E-Mails gehen ab jetzt an ${address}.`, 'Ändern oder abbestellen kannst du sie jederzeit unter Konto in der App.'] }),
      unsubscribe: (address, list) => ({ title: 'Abbestellen', lines: [`${list === 'digest' ? 'Die tägliche Übersicht' : 'Die Spiel-E-Mails'} an ${address} abbestellen?`], button: 'Abbestellen' }),
      unsubscribed: (address, list) => ({
        title: 'Abbestellt',
        lines: [`An ${address} gehen keine ${list === 'digest' ? 'täglichen Übersichten' : 'Spiel-E-Mails'} mehr.`, 'Wieder einschalten kannst du sie unter Konto in der App.'],
      }),
      invalid: () => ({
        title: 'Dieser Link funktioniert nicht',
        lines: ['Vielleicht ist er abgelaufen, oder die Adresse wurde geändert oder entfernt, seit die E-Mail verschickt wurde.', 'Unter Konto in der App kannst du eine neue Bestätigungs-E-Mail schicken lassen.'],
      }),
    },
  },
  digest: {
    subject: (count) => (plural.select(count) === 'one' ? 'Ein Spiel wartet auf deinen Zug' : `${count} Spiele warten auf deinen Zug`),
    heading: (subject) => `${subject}, die knappste Frist zuerst:`,
    moveBy: (by) => `zieh ${by}`,
    noDeadline: 'keine Frist',
    allGames: 'Alle deine Spiele:',
    footer: 'Diese E-Mail kommt einmal am Tag. Uhrzeit ändern oder abbestellen: unter Konto.',
    talkOnly: 'Neues vom Tisch in deinen Spielen',
    talkHeading: 'Am Tisch gesagt, seit gestern:',
    talkLine: (name, messages, reactions, game) => {
      const said = [messages > 0 ? (plural.select(messages) === 'one' ? 'eine Nachricht' : `${messages} Nachrichten`) : null, reactions > 0 ? (plural.select(reactions) === 'one' ? 'eine Reaktion' : `${reactions} Reaktionen`) : null].filter(Boolean).join(' und ');
      return `${name} in ${game}: ${said}`;
    },
  },  webhookOff: {
    subject: 'Dein turnpost-Webhook ist abgeschaltet',
    text: (url, since, lastError) =>
      [
        `Dein Webhook ${url} hat seit ${since} keine Benachrichtigung angenommen, darum schickt turnpost nichts mehr dorthin.`,
        `Der letzte Versuch: ${lastError}.`,
        '',
        'Sobald der Empfänger wieder funktioniert, schalte den Webhook auf der Seite „Account“ der App wieder ein, dann gehen Benachrichtigungen wieder dorthin.',
      ].join('\n'),
  },
};

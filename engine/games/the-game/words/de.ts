/** The Game auf Deutsch: Stapel, Befehle, Regelverstöße, Ausgänge, Ereignisse und Zusammenfassungen. */
import { commonDe as c } from '../../../core/words/de.js';
import { cardsBy, cardsIn, tableSays, timesBy } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type Who } from '../../../core/words/types.js';
import type { TheGameWords } from './en.js';

const piles: Record<string, string> = { up1: 'Aufwärtsstapel 1', up2: 'Aufwärtsstapel 2', down1: 'Abwärtsstapel 1', down2: 'Abwärtsstapel 2' };
const commands: Record<string, string> = { stop: 'Stopp', skull: 'Totenkopf', three: '3!', silence: 'Ruhe', noBackwards: 'Kein Rückwärtstrick', singlePile: 'Nur ein Stapel', drawOne: 'Eine ziehen' };
const signals: Record<string, string> = { keepOff: 'hier bitte nicht spielen', canPlayWell: 'hier kann ich gut spielen' };
const outcomes: Record<string, string> = {
  won: 'Das Team hat gewonnen: alle Karten sind gespielt!',
  'lost-stuck': 'Das Team hat verloren: jemand konnte keine Karte mehr spielen.',
  'lost-skull': 'Das Team hat verloren: nur ein Totenkopf hat den letzten Zug verhindert.',
  'lost-conceded': 'Das Team hat aufgegeben.',
};
const v = (who: Who, du: string, er: string) => (who.you ? du : er);

function commandCounts(counts: Record<string, number>): string {
  const held = Object.entries(counts).filter(([, count]) => count > 0);
  if (held.length === 0) return 'keine Befehlskarten';
  const plural = held.length > 1 || held[0]![1] > 1;
  return `${held.map(([command, count]) => `${count}× ${commands[command] ?? command}`).join(', ')} (${plural ? 'Befehlskarten' : 'Befehlskarte'})`;
}

function outcome(reason: string, who?: Who): string {
  if (reason === 'lost-conceded' && who) return `${capital(who.name)} ${v(who, 'hast', 'hat')} aufgegeben, also hat das Team gemeinsam verloren.`;
  return outcomes[reason] ?? reason;
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  switch (e.type) {
    case 'gameStarted':
      return `Das Spiel beginnt mit ${e.players as number} Spielern, je ${e.handSize as number} Karten.`;
    case 'dealt':
      return Array.isArray(e.cards) ? `Du hast ${(e.cards as number[]).join(', ')} bekommen.` : `${Who} ${v(who, 'hast', 'hat')} ${e.count as number} Karten bekommen.`;
    case 'turnStarted':
      return `Zug ${e.turn as number}: ${who.name} ${v(who, 'spielst', 'spielt')} mindestens ${e.minimum as number}.`;
    case 'cardPlayed':
      return `${Who} ${v(who, 'legst', 'legt')} ${e.card as number} auf ${piles[e.pile as string]}${e.trick ? ' (10 zurück)' : ''}${e.command ? `, eine ${commands[e.command as string]}-Karte` : ''}.`;
    case 'turnEnded':
      return `${Who} ${v(who, 'beendest', 'beendet')} den Zug nach ${e.cardsPlayed as number} Karten${e.by === 'stop' ? ' (ein Stopp)' : ''}.`;
    case 'cardsDrawn':
      return Array.isArray(e.cards) ? `Du ziehst ${(e.cards as number[]).join(', ')}.` : `${Who} ${v(who, 'ziehst', 'zieht')} ${e.count as number} Karten.`;
    case 'seatSkipped':
      return `${Who} ${v(who, 'hast', 'hat')} keine Karten mehr und ${v(who, 'wirst', 'wird')} übersprungen.`;
    case 'hintsCleared':
      return 'Ruhe: alle Hinweise sind gelöscht.';
    case 'hintGiven': {
      const signal = e.signal as string;
      if (e.pile) {
        const pile = piles[e.pile as string];
        return signal === 'none' ? `${Who} ${v(who, 'nimmst', 'nimmt')} den Hinweis auf ${pile} zurück.` : `${Who} ${v(who, 'gibst', 'gibt')} einen Hinweis auf ${pile}: ${signals[signal]}.`;
      }
      const command = commands[e.command as string];
      return signal === 'none' ? `${Who} ${v(who, 'nimmst', 'nimmt')} die Bitte zu ${command} zurück.` : `${Who} ${v(who, 'bittest', 'bittet')}, jetzt keine ${command}-Karte zu spielen.`;
    }
    case 'commandsShown':
      return `${Who} ${v(who, 'zeigst', 'zeigt')} die Befehlskarten auf der Hand: ${commandCounts(e.counts as Record<string, number>)}.`;
    case 'gameEnded':
      return outcome(e.outcome as string, e.seat === null || e.seat === undefined ? undefined : who);
    case 'handsRevealed':
      return 'Alle Handkarten und der Nachziehstapel sind aufgedeckt.';
    default:
      return null;
  }
};

const results: Record<string, string> = { won: 'das Team hat gewonnen', 'lost-stuck': 'das Team hat verloren', 'lost-skull': 'das Team hat verloren', 'lost-conceded': 'das Team hat aufgegeben' };

export const theGameDe: TheGameWords = {
  title: 'The Game',
  piles,
  commands,
  badges: { stop: 'Stopp', skull: '☠ Kopf', three: '3!', silence: 'Ruhe', noBackwards: 'Kein zurück', singlePile: '1 Stapel', drawOne: '1 ziehen' },
  signals,
  commandCounts,
  outcome,
  rules: {
    GAME_OVER: 'Das Spiel ist vorbei.',
    NOT_YOUR_TURN: 'Du bist nicht dran.',
    CARD_NOT_IN_HAND: 'Diese Karte hast du nicht auf der Hand.',
    CARD_DOES_NOT_FIT: 'Diese Karte passt dort nicht: auf einen Aufwärtsstapel gehört eine höhere Karte, auf einen Abwärtsstapel eine niedrigere (oder genau 10 zurück).',
    BACKWARDS_TRICK_FORBIDDEN: 'Eine „Kein Rückwärtstrick“-Karte liegt offen: jetzt nicht um 10 zurückspringen.',
    SINGLE_PILE_REQUIRED: 'Eine „Nur ein Stapel“-Karte liegt offen: spiel auf denselben Stapel wie deine vorige Karte.',
    THREE_EXCEEDED: 'Eine „3!“ wurde gespielt: dieser Zug hat genau 3 Karten.',
    STOP_NOT_THIRD: 'Nach einer „3!“ darf ein Stopp nur die dritte Karte sein.',
    SKULL_NOT_COVERED: 'Ein Totenkopf liegt offen: deck ihn in diesem Zug mit einer weiteren Karte auf dem Stapel ab.',
    TURN_ENDED: 'Deine Stopp-Karte beendet den Zug: schick erst diese Spielzüge ab.',
    DEAD_END: 'Nach dieser Karte könntest du deinen Zug nicht beenden, deshalb geht sie nicht.',
    TOO_FEW_CARDS_PLAYED: 'Spiel erst die Mindestzahl an Karten (2, oder 1, wenn der Nachziehstapel leer ist), bevor du den Zug beendest.',
    THREE_NOT_MET: 'Eine „3!“ wurde gespielt: spiel genau 3 Karten, bevor du den Zug beendest.',
    OPTION_NOT_ENABLED: 'Dafür braucht es die Option Extrem.',
    COMMUNICATION_FORBIDDEN: 'Eine Ruhe-Karte liegt offen: jetzt keine Hinweise.',
    HINT_UNCHANGED: 'Das steht schon so: derselbe Hinweis, oder du hast die Befehlskarten schon gezeigt und deine Hand hat sich seitdem nicht geändert.',
  },
  outcomes,
  event,
  summary: {
    cardPlayed: cardsBy('played', (n) => `${c.cards(n)} gespielt`, () => 1),
    cardsDrawn: cardsBy('drew', (n) => `${c.cards(n)} gezogen`, cardsIn),
    hintGiven: timesBy('hint', (n) => c.times('einen Hinweis gegeben', n)),
    commandsShown: timesBy('commands', (n) => c.times('Befehlskarten gezeigt', n)),
    seatSkipped: timesBy('skipped', (n) => c.times('übersprungen', n)),
    gameEnded: tableSays((e) => results[e.outcome as string] ?? 'das Spiel ist vorbei', () => 'gameEnded'),
  },
  options: {
    extreme: { title: 'Extrem (Befehlskarten)', description: 'Die Variante Extrem mit den 28 Befehlskarten spielen.' },
    commandLayout: {
      title: 'Verteilung der Befehle',
      description: 'Welche Karten welchen Befehl tragen: die feste Tabelle, oder pro Viertel aus dem Seed gezogen. Nur bei Extrem.',
      choices: { fixed: 'fest', random: 'zufällig' },
    },
  },
  botLevels: {
    random: 'spielt irgendeine erlaubte Karte und beendet den Zug nach Zufall',
    basic: 'spielt die Karte, die die wenigsten Zahlen überspringt, den Rückwärtstrick zuerst',
    strong: 'plant den ganzen Zug, gibt Hinweise und folgt ihnen, führt die Befehle von Extrem aus',
  },
  chatWhy: 'The Game verbietet, Zahlen zu nennen (§9): ihr gebt Zeichen mit Hinweisen und schnellen Reaktionen, außer wer das Spiel erstellt hat, öffnet den freien Chat',
  table: {
    table: 'Tisch',
    commandCard: (card: number, command: string) => `${card}, Befehl ${command}`,
    notAllowed: 'nach den Regeln nicht erlaubt.',
    onPile: (card: number, pile: string) => `${card} auf ${pile}`,
    pileLabel: (p: { pile: string; up: boolean; top: string; planned: boolean; skull: boolean; selected: number | null }) =>
      `${p.pile}, ${p.up ? 'aufwärts' : 'abwärts'}, oben ${p.top}${p.planned ? ' (geplant, noch nicht gesendet)' : ''}${p.skull ? ', Totenkopf liegt oben' : ''}${p.selected !== null ? `: ${p.selected} hierher spielen` : ''}`,
    emptyTop: (top: number) => `${top} (leer)`,
    up: 'auf',
    down: 'ab',
    planned: ' · geplant',
    skull: '☠ Totenkopf',
    hintsOn: (pile: string) => `Hinweise auf ${pile}`,
    drawPile: 'Nachziehstapel:',
    drawPileCards: 'Karten',
    cardsLeft: (count: number) => ` · Karten noch im Spiel: ${count}`,
    needs: (minimum: number, three: boolean) => ` · dieser Zug braucht ${minimum}${three ? ' (genau 3: eine 3! wurde gespielt)' : ''}`,
    players: 'Mitspieler',
    handCount: (count: number) => `${count} ${count === 1 ? 'Karte' : 'Karten'}`,
    toPlay: (you: boolean) => (you ? ' · bist dran' : ' · ist dran'),
    commandCards: 'Befehlskarten (Extrem)',
    yourHand: 'Deine Hand',
    chooseCard: 'Wähl eine Karte, dann den Stapel, auf den sie soll.',
    choosePile: (card: number) => `Jetzt wähl einen Stapel für die ${card}.`,
    sending: 'Wird gesendet…',
    wait: 'Warte, bis du dran bist.',
    card: (label: string) => `Karte ${label}`,
    soFar: 'Dein Zug bisher',
    takeBack: (card: number) => `${card} zurücknehmen`,
    endTurn: 'Zug beenden',
    playAndEnd: 'Spielen und Zug beenden',
    playAndKeep: 'Spielen, Zug behalten',
    confirmPlays: (plays: string[]) => `${plays.join(', ')} spielen`,
    nothingMore: 'Nichts mehr spielen',
    andEnd: ' und deinen Zug beenden?',
    andKeep: ' und am Zug bleiben?',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    askCommands: 'Die anderen um etwas zu Befehlskarten bitten',
    showCommands: 'Meine Befehlskarten zeigen…',
    showAsk: 'Allen zeigen, wie viele Karten jedes Befehls du hast (nie ihre Zahlen)? Die Anzahlen gelten, bis sich deine Hand ändert.',
    showThem: 'Zeigen',
    revealed: 'Am Ende aufgedeckt',
    noCards: 'keine Karten',
    revealedDrawPile: (count: number) => `Nachziehstapel: ${count} Karten`,
    hintsTitle: 'Hinweise an die anderen',
    hintOn: (pile: string) => `Hinweis auf ${pile}…`,
    hintsYouCan: (pile: string) => `Hinweise, die du auf ${pile} geben kannst`,
    hint: (pile: string, signal: string) => `Hinweis auf ${pile}: ${signal}`,
    withdraw: (pile: string) => `Deinen Hinweis auf ${pile} zurücknehmen`,
    withdrawRequest: (command: string) => `Die Bitte zu ${command} zurücknehmen`,
    askNot: (command: string) => `Bitten, jetzt keine ${command}-Karte zu spielen`,
    asks: (commands: string[]) => `bittet: jetzt kein ${commands.join(', kein ')}`,
    holds: (counts: string) => `hat ${counts}`,
  },
};

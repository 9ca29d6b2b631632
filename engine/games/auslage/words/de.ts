/** Auslage auf Deutsch: Farben, Regelverstöße (docs/rules/auslage.md §11), Ereignisse (§8) und Zusammenfassungen. */
import { commonDe as c } from '../../../core/words/de.js';
import { cardsBy, tableSays, timesBy, winnersOf } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type Who, type WhoOf } from '../../../core/words/types.js';
import type { AuslageWords } from './en.js';

const colours: Record<string, string> = { R: 'rot', Y: 'gelb', G: 'grün', B: 'blau', P: 'lila' };
/** "grüne 3", oder "Joker". */
const cardColours: Record<string, string> = { R: 'rote', Y: 'gelbe', G: 'grüne', B: 'blaue', P: 'lila' };
const card = (code: string) => (code[0] === 'J' ? 'Joker' : `${cardColours[code[0]!]} ${code[1]}`);
const call = (value: string | number) => (typeof value === 'number' ? String(value) : colours[value]!);
const points = (total: number) => (total < 0 ? `−${-total}` : String(total));
const signed = (value: number) => (value > 0 ? `+${value}` : points(value));
const cards = (codes: readonly string[]) => c.and(codes.map(card));
const v = (who: Who, du: string, er: string) => (who.you ? du : er);

function scores(e: Record<string, unknown>, whoOf: WhoOf): string {
  const totals = e.totals as number[];
  return (e.scores as number[]).map((score, seat) => `${capital(whoOf(seat).name)} ${signed(score)} (gesamt ${points(totals[seat]!)})`).join(', ');
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  switch (e.type) {
    case 'passageStarted': {
      const begins = e.seat === e.startingSeat ? ` ${Who} ${v(who, 'fängst', 'fängt')} an.` : '';
      const dealt = Array.isArray(e.hand)
        ? `${Who} ${v(who, 'hast', 'hat')} ${cards(e.hand as string[])} bekommen; der Stapel in der Mitte beginnt mit ${cards(e.middle as string[])}.`
        : `${Who} ${v(who, 'hast', 'hat')} ${e.handSize as number} Karten bekommen.`;
      return `Durchgang ${e.passage as number}: ${dealt}${begins}`;
    }
    case 'jokerReturned':
      return 'Ein Joker kam als Startkarte und wurde unter den Nachziehstapel gelegt.';
    case 'cardPlayed':
      if (e.call !== null && e.call !== undefined) return `${Who} ${v(who, 'legst', 'legt')} einen Joker in die Mitte und ${v(who, 'sagst', 'sagt')} ${call(e.call as string)} an.`;
      return e.from === 'display'
        ? `${Who} ${v(who, 'gibst', 'gibt')} ${card(e.card as string)} aus ${v(who, 'deiner', 'der')} Auslage in die Mitte zurück.`
        : `${Who} ${v(who, 'legst', 'legt')} ${card(e.card as string)} in die Mitte.`;
    case 'cardDisplayed':
      return `${Who} ${v(who, 'legst', 'legt')} ${card(e.card as string)} in die Auslage.`;
    case 'cardDrawn':
      return typeof e.card === 'string' ? `${Who} ${v(who, 'ziehst', 'zieht')} ${card(e.card)}.` : `${Who} ${v(who, 'ziehst', 'zieht')} eine Karte.`;
    case 'drawPileRebuilt':
      return `Der Nachziehstapel ist leer: ${e.cards as number} Karten aus der Mitte wurden zu einem neuen gemischt (Neuaufbau ${e.rebuild as number} von höchstens 2 in diesem Durchgang).`;
    case 'passageEnded': {
      const ender = whoOf(e.endingSeat);
      const why = e.reason === 'handEmpty' ? `${capital(ender.name)} ${v(ender, 'hast', 'hat')} die letzte Handkarte gespielt` : `nach dem Auslagezug ${ender.you ? 'von dir' : `von ${ender.name}`} war nichts mehr zu ziehen`;
      return `Durchgang ${e.passage as number} ist vorbei: ${why}. Punkte: ${scores(e, whoOf)}.`;
    }
    case 'gameEnded': {
      const winners = (e.winners as number[]).map((seat) => whoOf(seat));
      const best = points((e.totals as number[])[(e.winners as number[])[0]!]!);
      const won = winners.length > 1
        ? `${capital(c.and(winners.map((winner) => winner.name)))} teilen sich den Sieg mit ${best} Punkten`
        : `${capital(winners[0]?.name ?? c.nobody)} ${winners[0]?.you ? 'hast' : 'hat'} mit ${best} Punkten gewonnen`;
      return `Das Spiel ist vorbei${e.reason === 'resigned' ? ' (zu wenige Spieler übrig)' : ''}: ${won}.`;
    }
    case 'seatResigned':
      return `${Who} ${v(who, 'hast', 'hat')} aufgegeben.`;
    default:
      return null;
  }
};

export const auslageDe: AuslageWords = {
  title: 'Auslage',
  colours,
  card,
  call,
  points,
  signed,
  rules: {
    GAME_OVER: 'Das Spiel ist vorbei.',
    NOT_YOUR_TURN: 'Du bist nicht dran.',
    CARD_NOT_IN_HAND: 'Diese Karte hast du nicht auf der Hand.',
    CARD_COVERED: 'Diese Karte ist in deiner Auslage verdeckt: nur die oberste Karte eines Stapels kann gespielt werden.',
    CARD_NOT_AVAILABLE: 'Diese Karte ist weder auf deiner Hand noch oben in deiner Auslage.',
    CALL_REQUIRED: 'Ein Joker braucht eine Ansage: wähle eine Farbe oder eine Zahl.',
    CALL_NOT_ALLOWED: 'Nur ein Joker bekommt eine Ansage.',
    CARD_DOES_NOT_MATCH: 'Diese Karte passt nicht auf den Stapel in der Mitte: sie braucht dieselbe Farbe oder dieselbe Zahl (nach einem Joker: seine Ansage).',
    JOKER_CANNOT_BE_DISPLAYED: 'Ein Joker darf nicht in deine Auslage; er kann nur in die Mitte gespielt werden.',
    CARD_MATCHES_MIDDLE: 'Diese Karte passt auf den Stapel in der Mitte, also darf sie nicht in deine Auslage: sie geht nur in die Mitte.',
    DISPLAY_BLOCKED: 'Eine oberste Karte deiner Auslage passt auf die Mitte, also darfst du in diesem Zug nichts auslegen: spiel eine passende Karte aus der Hand oder aus deiner Auslage.',
    MUST_FOLLOW_JOKER: 'Vor dir wurde gerade ein Joker gespielt: bediene seine Ansage mit einer passenden Karte aus der Hand oder aus deiner Auslage.',
  },
  outcomes: { completed: 'Der letzte Durchgang ist gewertet: die höchste Summe gewinnt.', resigned: 'Alle anderen haben aufgegeben.' },
  event,
  summary: {
    cardPlayed: cardsBy('played', (n) => `${c.cards(n)} in die Mitte gespielt`, () => 1),
    cardDisplayed: cardsBy('displayed', (n) => `${c.cards(n)} ausgelegt`, () => 1),
    cardDrawn: cardsBy('drew', (n) => `${c.cards(n)} gezogen`, () => 1),
    seatResigned: timesBy('resigned', () => 'aufgegeben'),
    passageEnded: tableSays((e) => `Durchgang ${e.passage as number} vorbei`, (e) => `passage:${e.passage as number}`),
    gameEnded: tableSays((e, nameOf) => `gewonnen: ${c.and(winnersOf(e, nameOf)) || c.nobody}`, () => 'gameEnded'),
  },
  options: {
    targetScore: { title: 'Zielpunkte', description: 'Bis zu dieser Punktzahl wird gespielt: das Spiel endet nach dem Durchgang, in dem jemand sie erreicht, und die höchste Summe gewinnt.' },
    maxPassages: { title: 'Höchstens so viele Durchgänge', description: 'Spätestens nach so vielen Durchgängen endet das Spiel, auch wenn noch niemand die Zielpunkte erreicht hat.' },
  },
  botLevels: {
    random: 'spielt irgendeinen erlaubten Zug, zufällig',
    basic: 'denkt einen Zug voraus: legt hohe Karten aus, wird hohe Handkarten los, behält Joker',
    strong: 'probiert die besten Züge von „einfach“ an zufälligen Verteilungen der unbekannten Karten, spielt den Durchgang mit „einfach“ weiter und nimmt den Zug, der am besten abschnitt',
  },
  table: {
    table: 'Tisch',
    middle: (count: number, top: string, call: string | null) => `Stapel in der Mitte, ${count} Karten, oben ${top}${call !== null ? `, angesagt ${call}` : ''}`,
    middlePile: 'Mitte',
    called: 'angesagt: ',
    cards: (count: number) => `${count} ${count === 1 ? 'Karte' : 'Karten'}`,
    passage: 'Durchgang ',
    began: (who: Who) => ` · ${capital(who.name)} ${v(who, 'hast', 'hat')} angefangen · Nachziehstapel `,
    drawCards: ' Karten',
    rebuilt: (times: number) => ` (${times}-mal neu gemischt, höchstens 2-mal)`,
    players: 'Spieler',
    stack: (colour: string, count: number, top: string) => `Stapel ${colour}, ${count} ${count === 1 ? 'Karte' : 'Karten'}, oben ${top}`,
    displayCard: (card: string, stack: string, matches: boolean) => `Auslagekarte ${card}, oben auf deinem ${stack}${matches ? ', passt auf die Mitte' : ''}`,
    yourHand: 'Deine Hand',
    choose: 'Wähl eine Karte (✓: sie passt auf die Mitte), dann, was du mit ihr machst.',
    sending: 'Wird gesendet…',
    wait: 'Warte, bis du dran bist.',
    card: (card: string, matches: boolean) => `Karte ${card}${matches ? ', passt auf die Mitte' : ''}`,
    jokerCalls: 'Joker spielen und eine Farbe oder Zahl ansagen',
    jokerHint: 'Spiel den Joker in die Mitte und sag eine Farbe oder Zahl an — nur die (oder ein weiterer Joker) passt als Nächstes:',
    jokerCall: (call: string) => `Joker spielen, ${call} ansagen`,
    playToMiddle: (card: string) => `${capital(card)} in die Mitte spielen`,
    giveBack: (card: string) => `${capital(card)} aus deiner Auslage zurück in die Mitte geben`,
    layOut: (card: string) => `${capital(card)} auslegen und ziehen`,
    seatHead: (hand: number, display: string | null) => ` · ${hand} ${hand === 1 ? 'Karte' : 'Karten'} auf der Hand · Auslage ${display ?? 'leer'} · gesamt `,
    displayPoints: (points: number) => `${points} ${points === 1 ? 'Punkt' : 'Punkte'}`,
    toPlay: ' · am Zug',
    resigned: ' · hat aufgegeben',
    seatDisplay: (who: Who) => (who.you ? 'Deine Auslage' : `Auslage von ${capital(who.name)}`),
    under: 'darunter: ',
    matches: 'passt!',
    followJoker: (who: Who, wanted: string | number) =>
      `Joker bedienen: ${capital(who.name)} ${v(who, 'musst', 'muss')} die Ansage mit ${typeof wanted === 'number' ? `einer ${wanted}` : `einer Karte in ${wanted}`} oder einem Joker bedienen (aus ${v(who, 'deiner', 'der')} Hand oder Auslage), falls ${v(who, 'du eine hast', 'er eine hat')}; nur ohne passende Karte ${v(who, 'darfst du', `darf ${who.name}`)} eine Karte auslegen.`,
    forcedReturn: (who: Who, cards: string, count: number) =>
      `Pflicht zur Rückgabe: ${v(who, 'deine', `die`)} oberste${count > 1 ? 'n' : ''} Auslagekarte${count > 1 ? 'n' : ''}${who.you ? '' : ` von ${who.name}`} ${cards} ${count > 1 ? 'passen' : 'passt'} auf die Mitte, also ${v(who, 'darfst du', `darf ${who.name}`)} in diesem Zug nichts auslegen: ${v(who, 'du musst', `${who.name} muss`)} eine passende Karte spielen, aus der Hand oder zurück aus der Auslage.`,
    scores: 'Punkte',
    scoresHint: (target: number, maxPassages: number) => `Das Spiel endet nach dem Durchgang, in dem jemand ${target} Punkte erreicht (oder nach Durchgang ${maxPassages}); die höchste Summe gewinnt.`,
    passageColumn: 'Durchgang',
    totalOf: (target: number) => `Summe (von ${target})`,
    result: (passage: number) => `Ergebnis von Durchgang ${passage}`,
    lastHandCard: (who: Who) => `${capital(who.name)} ${v(who, 'hast', 'hat')} die letzte Handkarte gespielt.`,
    nothingToDraw: (who: Who) => `Nach ${who.you ? 'deinem Zug in die Auslage' : `dem Zug von ${who.name} in die Auslage`} war nichts mehr zu ziehen.`,
    counting: 'Jede Karte in der Auslage zählt plus, jede Karte auf der Hand minus (ein Joker −10).',
    player: 'Spieler',
    display: 'Auslage',
    hand: 'Hand',
    total: 'Summe',
    revealed: 'Aufgedeckte Hände am Ende des Durchgangs',
    held: (who: Who) => `${capital(who.name)} ${v(who, 'hattest', 'hatte')} `,
    noCards: 'keine Karten',
  },
};

/** Downhill auf Deutsch: Regelverstöße (docs/rules/downhill.md §11), Rundenende, Ereignisse (§8) und Zusammenfassungen. */
import { commonDe as c } from '../../../core/words/de.js';
import { cardsBy, cardsIn, tableSays, timesBy } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type Who } from '../../../core/words/types.js';
import type { Seat } from '../../../core/types.js';
import { face } from './face.js';
import type { DownhillWords } from './en.js';

const cardList = (codes: readonly string[]) => (codes.length ? codes.map(face).join(', ') : 'keine Karten');
const play = (codes: readonly string[]) => (codes.length > 1 ? `${face(codes[0]!)} ×${codes.length}` : face(codes[0] ?? ''));
const from: Record<string, string> = { hand: 'aus der Hand', table: 'offen vom Tisch', faceDown: 'blind von den verdeckten' };
const v = (who: Who, du: string, er: string) => (who.you ? du : er);

function roundEnd(reason: string, who: Who): string {
  switch (reason) {
    case 'wentOut':
      return `${capital(who.name)} ${v(who, 'bist', 'ist')} raus`;
    case 'minusTwoReveal':
      return `${capital(who.name)} ${v(who, 'hast', 'hat')} als letzte Karte eine −2 aufgedeckt (−80)`;
    case 'allPassed':
      return 'blockiert: alle haben gepasst, kein Sieger';
    default:
      return 'blockiert nach 500 Zügen, kein Sieger';
  }
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  const values = (list: unknown) => (list as number[]).map((value, seat) => `${capital(whoOf(seat).name)} ${value}`).join(', ');
  switch (e.type) {
    case 'roundStarted': {
      const opener = whoOf(e.opener);
      return `Runde ${e.round as number} beginnt: ${whoOf(e.dealer).name} ${v(whoOf(e.dealer), 'hast', 'hat')} gegeben, ${opener.name} ${v(opener, 'fängst', 'fängt')} an.`;
    }
    case 'handDealt':
      return Array.isArray(e.cards) ? `Du hast ${cardList(e.cards as string[])} bekommen.` : `${Who} ${v(who, 'hast', 'hat')} Karten bekommen.`;
    case 'played': {
      const limit = e.limit as number | null;
      const played = `${Who} ${v(who, 'spielst', 'spielt')} ${play(e.cards as string[])} ${from[e.from as string] ?? ''}`.trimEnd();
      return limit === null ? `${played}.` : `${played}: jetzt ${limit} oder weniger.`;
    }
    case 'flipped':
      return `${Who} ${v(who, 'deckst', 'deckt')} eine verdeckte Karte auf: ${face(e.card as string)}.`;
    case 'minusTwoTaken':
      return `${Who} ${v(who, 'nimmst', 'nimmt')} die aufgedeckte −2 auf die Hand und ${v(who, 'spielst', 'spielt')} weiter.`;
    case 'swept':
      return `>>> Der Stapel (${c.cards((e.cards as string[]).length)}) ist aus der Runde; ${who.name} ${v(who, 'beginnst', 'beginnt')} einen neuen.`;
    case 'pickedUp':
      return `${Who} ${v(who, 'nimmst', 'nimmt')} den Stapel auf: ${cardList(e.cards as string[])}.`;
    case 'passed':
      return `${Who} ${v(who, 'passt', 'passt')}: nichts, womit ein Stapel beginnen kann.`;
    case 'lastCard':
      return e.announced ? `${Who} ${v(who, 'sagst', 'sagt')} „letzte Karte“!` : `${Who} ${v(who, 'hast', 'hat')} nicht „letzte Karte“ gesagt: der nächste Zug ${v(who, 'von dir', `von ${who.name}`)} wird übersprungen.`;
    case 'turnSkipped':
      return `${who.you ? 'Dein' : `Der Zug von ${who.name}`}${who.you ? ' Zug' : ''} wird übersprungen (nicht „letzte Karte“ gesagt).`;
    case 'roundEnded':
      return `Runde ${e.round as number} ist vorbei: ${roundEnd(e.reason as string, whoOf(e.winner))}. Punkte: ${values(e.roundScores)}.`;
    case 'gameEnded': {
      const first = (e.standings as Array<{ seat: number; rank: number }>).filter((standing) => standing.rank === 1).map((standing) => whoOf(standing.seat));
      const verb = first.length > 1 ? 'gewinnen' : first[0]?.you ? 'gewinnst' : 'gewinnt';
      return `Das Spiel ist vorbei: ${c.and(first.map((winner) => winner.name))} ${verb}.`;
    }
    case 'resigned':
      return `${Who} ${v(who, 'hast', 'hat')} aufgegeben.`;
    default:
      return null;
  }
};

export const downhillDe: DownhillWords = {
  title: 'Downhill',
  cardList,
  play,
  cards: c.cards,
  roundEnd,
  rules: {
    GAME_OVER: 'Das Spiel ist vorbei.',
    NOT_YOUR_TURN: 'Du bist nicht dran.',
    DUPLICATE_CARD: 'Dieselbe Karte wurde zweimal gewählt.',
    TABLE_NOT_AVAILABLE: 'Im ersten Zug einer Runde spielst du nur aus der Hand; deine offenen Karten kommen ab deinem zweiten Zug dazu.',
    CARD_NOT_IN_HAND: 'Diese Karte hast du nicht auf der Hand.',
    CARD_NOT_ON_TABLE: 'Diese Karte ist keine deiner offenen Karten.',
    CARDS_NOT_MATCHING: 'Zusammen gespielte Karten müssen gleich sein: dieselbe Zahl, oder alle −2, oder alle >>>.',
    MINUS_TWO_CANNOT_OPEN: 'Mit einer −2 kann kein Stapel beginnen: fang mit einer Zahl oder einem >>> an.',
    CARD_TOO_HIGH: 'Diese Karte ist zu hoch: spiel eine Zahl bis zur Grenze, eine −2 oder ein >>>.',
    FACE_DOWN_NOT_AVAILABLE: 'Deine verdeckten Karten werden erst aufgedeckt, wenn deine offenen weg sind (und nicht im ersten Zug).',
    SLOT_EMPTY: 'An diesem verdeckten Platz liegt keine Karte mehr.',
    ANNOUNCEMENT_REQUIRED: 'Danach hast du nur noch eine Karte: sag, ob du „letzte Karte“ ansagst.',
    NOTHING_TO_ANNOUNCE: '„Letzte Karte“ sagt man nur, wenn einem genau eine Karte bleibt.',
    PILE_EMPTY: 'Es liegt kein Stapel zum Aufnehmen.',
    MUST_PLAY_IF_ABLE: 'Du kannst eine Karte spielen, also darfst du den Stapel nicht aufnehmen.',
    PASS_NOT_ALLOWED: 'Passen darfst du nur bei leerem Stapel, wenn du nichts zum Anfangen und keine Karte zum Aufdecken hast.',
    ALREADY_RESIGNED: 'Du hast schon aufgegeben.',
  },
  outcomes: { completed: 'Alle Runden sind gespielt: die niedrigste Summe gewinnt.', resigned: 'Alle anderen haben aufgegeben.' },
  event,
  summary: {
    played: cardsBy('played', (n) => `${c.cards(n)} gespielt`, cardsIn),
    flipped: timesBy('flipped', (n) => c.times('eine verdeckte Karte aufgedeckt', n)),
    pickedUp: timesBy('pickedUp', (n) => c.times('den Stapel aufgenommen', n)),
    passed: timesBy('passed', (n) => c.times('gepasst', n)),
    lastCard: (e) => (e.announced === true ? timesBy('lastCard', (n) => c.times('„letzte Karte“ gesagt', n))(e) : null),
    resigned: timesBy('resigned', () => 'aufgegeben'),
    roundEnded: tableSays((e) => `Runde ${e.round as number} vorbei`, (e) => `round:${e.round as number}`),
    gameEnded: tableSays((e, nameOf) => {
      const first = ((e.standings as Array<{ seat: Seat; rank: number }> | undefined) ?? []).filter((standing) => standing.rank === 1).map((standing) => nameOf(standing.seat));
      return `gewonnen: ${c.and(first) || c.nobody}`;
    }, () => 'gameEnded'),
  },
  options: {
    rounds: { title: 'Runden', description: 'Wie viele Runden (Geben), 1–20. Leer gelassen: eine pro Person, so dass jeder einmal anfängt.' },
    scoring: {
      title: 'Wertung',
      description: 'Punkte: übrige Karten zählen ihren Wert (−2 = 20, >>> = 50), der Gewinner −10, die niedrigste Summe gewinnt. Streichhölzer (die Kinderwertung): wer die Runde gewinnt, bekommt ein Streichholz, die meisten Streichhölzer gewinnen.',
      choices: { points: 'Punkte', matchsticks: 'Streichhölzer' },
    },
  },
  botLevels: {
    random: 'spielt irgendeinen erlaubten Zug, zufällig',
    basic: 'spielt erst Zahlen, alle gleichen auf einmal, und hebt die Abräumer auf, bis nichts anderes geht',
    strong: 'probiert die besten Züge von „einfach“ an zufälligen Verteilungen der unbekannten Karten, spielt die Runde mit „einfach“ weiter und nimmt den Zug, der am besten abschnitt',
  },
  table: {
    minusTwo: 'minus 2',
    sweep: 'Abräumer',
    emptyPile: 'Der Stapel ist leer: fang ihn mit einer beliebigen Zahl oder einem >>> an (eine −2 kann keinen Stapel beginnen).',
    playUnder: (limit: number, how: string) => `Spiel ${limit} oder weniger${how ? ` (${how})` : ''}, eine −2 oder ein >>>.`,
    toPlay: ' · am Zug',
    inHand: (count: number) => ` · ${count} auf der Hand`,
    seatCards: (up: string | null, down: number) => `offen: ${up ?? 'keine'}; ${down} verdeckt`,
    willBeSkipped: ' · wird übersprungen (nicht „letzte Karte“ gesagt)',
    resigned: ' · hat aufgegeben',
    card: (spoken: string, faceUp: boolean) => `${faceUp ? 'offene Karte' : 'Karte'} ${spoken}`,
    table: 'Tisch',
    round: (round: number, rounds: number, dealer: Who, opener: Who) =>
      `Runde ${round} von ${rounds} · ${capital(dealer.name)} ${v(dealer, 'hast', 'hat')} gegeben, ${opener.name} ${v(opener, 'hast', 'hat')} angefangen`,
    pile: (top: string | null) => `Der Stapel: ${top ? `oben ${top}` : 'leer'}`,
    empty: 'leer',
    pileCards: 'Stapel, von unten nach oben:',
    aside: (removed: number, setAside: number) => `Diese Runde abgeräumt: ${removed} · ungesehen beiseitegelegt: ${setAside}`,
    players: 'Spieler',
    yourCards: 'Deine Karten',
    wait: 'Warte, bis du dran bist.',
    sending: 'Wird gesendet…',
    swept: 'Du hast den Stapel abgeräumt: fang einen neuen an.',
    minusTwoUp: 'Du hast eine −2 aufgedeckt: sie ist jetzt auf deiner Hand. Spiel weiter.',
    choose: 'Wähl eine Karte oder mehrere gleiche aus deiner Hand oder deinen offenen Karten und spiel sie.',
    hand: (count: number) => `Hand (${count})`,
    yourHand: 'Deine Hand',
    none: 'keine',
    faceUp: (count: number) => `Offen (${count})`,
    faceUpLater: 'Deine offenen Karten kommen ab deinem zweiten Zug dazu.',
    yourFaceUp: 'Deine offenen Karten',
    faceDown: (count: number) => `Verdeckt (${count})`,
    yourFaceDown: 'Deine verdeckten Karten',
    turnUpSlot: (slot: number) => `verdeckte Karte ${slot}: aufdecken`,
    faceDownLater: 'Deine verdeckten Karten deckst du blind auf, eine nach der anderen, sobald deine offenen weg sind.',
    playCall: (cards: string) => `${cards} spielen und „letzte Karte“ sagen`,
    playSilent: (cards: string) => `${cards} spielen, ohne es zu sagen (dein nächster Zug fällt aus)`,
    play: (cards: string) => `${cards} spielen`,
    chooseAgain: 'Neu wählen',
    flipAsk: (slot: number) => `Verdeckte Karte ${slot} blind aufdecken? Passt sie, ist sie gespielt; ist sie zu hoch, nimmst du den Stapel und sie auf; eine −2 kommt auf deine Hand.`,
    flipCall: 'Aufdecken und „letzte Karte“ sagen',
    flipSilent: 'Aufdecken, ohne es zu sagen (dein nächster Zug fällt aus)',
    flip: 'Aufdecken',
    cancel: 'Abbrechen',
    pickUp: (cards: string) => `Stapel aufnehmen (${cards})`,
    pass: 'Passen (nichts, womit du einen Stapel anfangen kannst)',
    scores: 'Punkte',
    matchsticksHint: 'Kinderwertung: wer die Runde gewinnt, bekommt ein Streichholz, alle anderen schreiben auf, wie viele Karten übrig sind. Die meisten Streichhölzer gewinnen.',
    pointsHint: 'Punkte für übrige Karten: eine Zahl ihren Wert, −2 = 20, >>> = 50; der Gewinner der Runde −10 (−80, wenn er als letzte Karte eine −2 aufdeckt). Die niedrigste Summe gewinnt.',
    player: 'Spieler',
    roundColumn: (round: number) => `Runde ${round}`,
    cardsRecorded: 'Karten notiert',
    total: 'Summe',
    matchsticks: 'Streichhölzer',
    roundsWon: 'Runden gewonnen',
    place: 'Platz',
    lastRound: (round: number, end: string) => `Runde ${round}: ${end}`,
    cardsLeft: (round: number) => `Übrige Karten am Ende von Runde ${round}`,
  },
};

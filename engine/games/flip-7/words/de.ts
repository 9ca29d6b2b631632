/** Flip 7 auf Deutsch: Karten, Zustände, Regelverstöße (docs/rules/flip-7.md §11), Ereignisse (§8) und Zusammenfassungen. */
import { commonDe as c } from '../../../core/words/de.js';
import { tableSays, timesBy, winnersOf } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type Who, type WhoOf } from '../../../core/words/types.js';
import type { Flip7Words } from './en.js';

const actions: Record<string, string> = { FRZ: 'Freeze', F3: 'Flip Three', SC: 'Second Chance' };

/** Eine Karte im Satz: "eine 7", "die +4", "die ×2", "ein Freeze". */
const cardWords = (code: string) => (code === 'x2' ? 'die ×2' : actions[code] ? `eine ${actions[code]}` : code.startsWith('+') ? `die ${code}` : `eine ${code}`);
const v = (who: Who, du: string, er: string) => (who.you ? du : er);
const Name = (who: Who) => capital(who.name);
const scores = (values: unknown, whoOf: WhoOf) => (values as number[]).map((score, seat) => `${Name(whoOf(seat))} ${score}`).join(', ');
const roundEnds: Record<string, string> = { flip7: 'ein Flip 7', allOut: 'niemand mehr dabei', cardsExhausted: 'keine Karten mehr' };
const discardReasons: Record<string, (who: Who) => string> = {
  noTarget: () => 'niemand konnte sie nehmen',
  holderBusted: (who) => `${who.name} ${v(who, 'bist', 'ist')} rausgeflogen`,
  holderResigned: (who) => `${who.name} ${v(who, 'hast', 'hat')} aufgegeben`,
  roundEnded: () => 'die Runde war zu Ende',
};

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = Name(who);
  const card = e.card as string;
  switch (e.type) {
    case 'roundStarted':
      return `Runde ${e.round as number} beginnt, ${whoOf(e.dealer).name} ${v(whoOf(e.dealer), 'gibst', 'gibt')}.`;
    case 'cardDrawn':
      if (e.via === 'deal') return `${Who} ${v(who, 'hast', 'hat')} ${cardWords(card)} ausgeteilt bekommen.`;
      return e.via === 'hit' ? `${Who} ${v(who, 'ziehst', 'zieht')} ${cardWords(card)}.` : `${Who} ${v(who, 'ziehst', 'zieht')} ${cardWords(card)} im Flip Three.`;
    case 'reshuffled':
      return `Der Nachziehstapel ist leer: ${e.count as number} abgelegte Karten wurden zu einem neuen gemischt.`;
    case 'secondChanceKept':
      return `${Who} ${v(who, 'behältst', 'behält')} eine Second Chance.`;
    case 'secondChanceUsed':
      return `Die Second Chance rettet ${who.you ? 'dich' : who.name} vor einer zweiten ${card}.`;
    case 'busted':
      return `${Who} ${v(who, 'fliegst', 'fliegt')} mit einer zweiten ${card} raus: keine Punkte in dieser Runde.`;
    case 'actionSetAside':
      return `${Who} ${v(who, 'legst', 'legt')} ${cardWords(card)} beiseite und ${v(who, 'gibst', 'gibt')} sie nach dem Flip Three weiter.`;
    case 'actionGiven': {
      const action = actions[card]!;
      const giver = whoOf(e.from);
      const from = Name(giver);
      if (e.from === e.to) return e.forced ? `${from} ${v(giver, 'musst', 'muss')} die ${action} selbst nehmen: sonst konnte sie niemand nehmen.` : `${from} ${v(giver, 'nimmst', 'nimmt')} die ${action} selbst.`;
      const taker = whoOf(e.to);
      const to = taker.you ? 'dir' : taker.name;
      return e.forced ? `${from} ${v(giver, 'musst', 'muss')} die ${action} an ${to === 'dir' ? 'dich' : to} geben.` : `${from} ${v(giver, 'gibst', 'gibt')} die ${action} an ${to === 'dir' ? 'dich' : to}.`;
    }
    case 'actionDiscarded':
      return `${who.you ? 'Deine' : `Die ${actions[card]} von ${who.name}`}${who.you ? ` ${actions[card]}` : ''} wurde abgelegt: ${(discardReasons[e.reason as string] ?? (() => 'nicht mehr im Spiel'))(who)}.`;
    case 'frozen':
      return `${Who} ${v(who, 'bist', 'ist')} eingefroren: keine Karten mehr in dieser Runde.`;
    case 'flipThreeStarted':
      return `Flip Three für ${who.you ? 'dich' : who.name}: drei Karten nacheinander.`;
    case 'flipThreeEnded':
      return `Das Flip Three für ${who.you ? 'dich' : who.name} endet nach ${e.drawn as number} ${e.drawn === 1 ? 'Karte' : 'Karten'}.`;
    case 'stayed':
      return `${Who} ${v(who, 'hörst', 'hört')} auf.`;
    case 'flip7':
      return `Flip 7! ${Who} ${v(who, 'hast', 'hat')} sieben verschiedene Zahlen: die Runde ist zu Ende.`;
    case 'roundEnded':
      return `Runde ${e.round as number} vorbei (${roundEnds[e.reason as string] ?? 'beendet'}): ${scores(e.roundScores, whoOf)}. Gesamt: ${scores(e.totals, whoOf)}.`;
    case 'tieContinues':
      return `Gleichstand bei ${e.total as number} zwischen ${c.and((e.seats as number[]).map((seat) => whoOf(seat).name))}: alle spielen noch eine Runde.`;
    case 'gameEnded': {
      const winners = (e.winners as number[]).map(whoOf);
      const won = winners.length === 1 && winners[0]!.you ? 'hast gewonnen' : winners.length === 1 ? 'hat gewonnen' : 'haben gewonnen';
      return `${capital(c.and(winners.map((winner) => winner.name)))} ${won}. Gesamt: ${scores(e.totals, whoOf)}.`;
    }
    case 'resigned':
      return `${Who} ${v(who, 'hast', 'hat')} aufgegeben und ${v(who, 'bist', 'ist')} in keiner weiteren Runde dabei.`;
    default:
      return null;
  }
};

export const flip7De: Flip7Words = {
  title: 'Flip 7',
  actions,
  cardWords,
  cardLabel: (code: string) => (code === 'x2' ? 'mal 2 (verdoppelt die Zahlen)' : code.startsWith('+') ? `plus ${code.slice(1)}` : (actions[code] ?? code)),
  statuses: { active: 'noch dabei', stayed: '✋ aufgehört', frozen: '❄ eingefroren', busted: '💥 rausgeflogen', resigned: 'hat aufgegeben' },
  rules: {
    GAME_OVER: 'Das Spiel ist vorbei.',
    NOT_YOUR_TURN: 'Du bist nicht dran: das Spiel wartet auf jemand anderen.',
    TARGET_CHOICE_PENDING: 'Gib zuerst die gezogene Aktionskarte an jemanden weiter.',
    NO_ACTION_TO_GIVE: 'Gerade ist keine Aktionskarte zu vergeben: zieh oder hör auf.',
    NO_CARDS_TO_STAY: 'Ohne Karte kannst du nicht aufhören: wer keine Karte hat, muss ziehen.',
    ACTION_MISMATCH: 'Diese Karte wird gerade nicht vergeben: der Tisch hat sich geändert, schau noch mal hin.',
    NO_SUCH_SEAT: 'Diesen Spieler gibt es in dieser Partie nicht.',
    TARGET_NOT_ACTIVE: 'Dieser Spieler ist in dieser Runde raus (aufgehört, eingefroren oder rausgeflogen): wähle jemanden, der noch dabei ist.',
    TARGET_HAS_SECOND_CHANCE: 'Dieser Spieler hat schon eine Second Chance: gib sie jemandem ohne.',
  },
  outcomes: { completed: 'Jemand hat die Zielpunktzahl erreicht: die höchste Summe gewinnt.', resigned: 'Alle anderen haben aufgegeben.' },
  event,
  summary: {
    cardDrawn: (e) => (e.via === 'hit' ? timesBy('hit', (n) => c.times('gezogen', n))(e) : null),
    stayed: timesBy('stayed', (n) => c.times('aufgehört', n)),
    busted: timesBy('busted', (n) => c.times('rausgeflogen', n)),
    frozen: timesBy('frozen', (n) => c.times('eingefroren', n)),
    flip7: timesBy('flip7', (n) => c.times('Flip 7 geschafft', n)),
    actionGiven: (e) => {
      const [from, to] = [e.from as number, e.to as number];
      const action = actions[e.card as string] ?? 'Aktionskarte';
      return { seat: from, key: `gave:${e.card as string}:${to}`, amount: 1, words: (_n, nameOf) => (from === to ? `${action} selbst genommen` : `${action} an ${nameOf(to)} gegeben`) };
    },
    resigned: timesBy('resigned', () => 'aufgegeben'),
    roundEnded: tableSays((e) => `Runde ${e.round as number} vorbei`, (e) => `round:${e.round as number}`),
    gameEnded: tableSays((e, nameOf) => `gewonnen: ${c.and(winnersOf(e, nameOf)) || c.nobody}`, () => 'gameEnded'),
  },
  options: {
    targetScore: { title: 'Zielpunkte', description: 'So viele Punkte braucht es: das Spiel endet nach der Runde, in der jemand mindestens so viele hat, und die höchste Summe gewinnt.' },
    flip7Bonus: { title: 'Flip-7-Bonus', description: 'Bonuspunkte für sieben verschiedene Zahlen in einer Runde (ein Flip 7, der die Runde auch sofort beendet).' },
    tieRule: {
      title: 'Bei Gleichstand',
      description: 'Gleichstand bei der höchsten Summe am Ende: weiterspielen (weitere Runden, bis einer allein vorn liegt, die offizielle Regel) oder teilen (alle mit Gleichstand gewinnen).',
      choices: { playOn: 'weiterspielen', share: 'teilen' },
    },
  },
  botLevels: {
    random: 'zieht, hört auf und verteilt Aktionskarten nach Zufall',
    basic: 'zieht, solange der erwartete Gewinn einer weiteren Karte den erwarteten Verlust übersteigt',
    strong: 'spielt aufs Punkterennen: mehr Risiko, wenn er kurz vor dem Ziel hinten liegt, weniger, wenn er führt',
  },
  table: {
    yourMove: 'Dein Zug',
    waiting: 'Warten',
    toHitOrStay: (who: Who) => `${Name(who)} ${v(who, 'ziehst oder hörst', 'zieht oder hört')} auf.`,
    table: 'Tisch',
    players: 'Spieler',
    roundBefore: (round: number, dealer: Who) => `Runde ${round} · ${dealer.you ? 'du gibst' : `${Name(dealer)} gibt`} · wer zuerst `,
    roundAfter: (drawPile: number) => ` Punkte hat, gewinnt · Nachziehstapel: ${drawPile} Karten`,
    roundScored: (round: number) => `Runde ${round} gewertet:`,
    toPlay: 'am Zug',
    seatCards: (who: Who) => (who.you ? 'Deine Karten' : `Karten von ${Name(who)}`),
    duplicate: (label: string) => `${label}, die doppelte`,
    noCards: 'keine Karten',
    holdsSecondChance: '♥ hat eine Second Chance (rettet vor einer doppelten Zahl)',
    thisRound: 'Diese Runde: ',
    bustedMark: ' (rausgeflogen)',
    total: ' · gesamt ',
    of: (target: number) => ` von ${target}`,
    insideIt: 'darin: ',
    openFlipThrees: 'Offene Flip Threes',
    flipThreesOpen: (count: number) => (count > 1 ? `${count} Flip Threes offen, die neueste ganz innen` : 'Eine Flip Three ist offen'),
    whoGetsCard: 'Wer bekommt die Karte',
    hitHint: (score: number) => `Nimm noch eine Karte oder hör auf und sichere ${score} Punkte.`,
    noCardHint: 'Du hast noch keine Karte: ohne Karte musst du ziehen.',
    hit: 'Ziehen: eine Karte nehmen',
    stayBank: (score: number) => `Aufhören: ${score} Punkte sichern`,
    stay: 'Aufhören',
    discardPile: (count: number) => `Ablagestapel: ${count} Karten`,
    empty: 'leer',
    choicePrompt: (card: 'FRZ' | 'F3' | 'SC', setAside: boolean) => {
      const action = actions[card]!;
      const origin = setAside ? `Deine Flip Three ist vorbei: gib die ${action} weiter, die du beiseitegelegt hast` : card === 'SC' ? 'Du hast eine zweite Second Chance gezogen' : `Du hast eine ${action} gezogen`;
      const effect = {
        FRZ: 'wähle, wer eingefroren wird: er sichert seine Reihe und nimmt diese Runde keine Karten mehr',
        F3: 'wähle, wer die nächsten drei Karten nacheinander nehmen muss',
        SC: 'du hast schon eine, also gib sie jemandem, der noch dabei ist und keine hat',
      }[card];
      return `${origin}; ${effect}.`;
    },
    choosing: (chooser: Who, card: string, choices: string) => `${Name(chooser)} ${v(chooser, 'wählst', 'wählt')}, wer die ${actions[card]} bekommt: ${choices}.`,
    giveTo: (card: string, target: Who) => (target.you ? `Nimm die ${actions[card]} selbst` : `Gib die ${actions[card]} an ${target.name}`),
    flipThree: (target: Who, drawn: number, setAside: string[]) =>
      `Flip Three für ${target.you ? 'dich' : target.name}: ${drawn} von 3 Karten gezogen${setAside.length > 0 ? `; beiseitegelegt zum Weitergeben: ${setAside.map((card) => actions[card]).join(', ')}` : ''}`,
  },
};

/** Reihen auf Deutsch, mit den Begriffen der deutschen Regel (Reihe, anlegen, Nachziehstapel, Ablagestapel, Personen). */
import { commonDe as c } from '../../../core/words/de.js';
import { cardsBy, cardsIn, tableSays, timesBy } from '../../../core/words/summary-phrases.js';
import { capital, type EventSentence, type Who, type WhoOf } from '../../../core/words/types.js';
import type { Person } from '../cards.js';
import type { ReihenWords } from './en.js';

const row = (slot: number) => `Reihe ${slot + 1}`;
const valueOf = (card: string) => Number.parseInt(card, 10);
const cardList = (cards: readonly string[]) => (cards.length ? cards.join(', ') : 'keine');
const v = (who: Who, du: string, er: string) => (who.you ? du : er);
const dative = (who: Who) => (who.you ? 'dir' : who.name);

const persons: Record<Person, { name: string; effect: string }> = {
  builder: { name: 'Baumeister', effect: 'Lege Karten am Anfang einer Reihe an, jede niedriger als die erste Karte der Reihe.' },
  mason: { name: 'Maurer', effect: 'Schiebe eine Karte unterhalb der letzten Karte in eine Reihe, wo ihre Zahl fehlt (vor die erste Karte oder in eine Lücke).' },
  acrobat: { name: 'Akrobat', effect: 'Lege eine Karte am Ende einer Reihe an und überspringe Zahlen: sie muss mindestens 2 höher sein als die letzte Karte.' },
  chameleon: { name: 'Chamäleon', effect: 'Lege eine beliebige Karte am Ende einer Reihe an (nicht nach der 13); sie zählt als die Zahl, die die Reihe braucht.' },
  mathematician: { name: 'Mathematiker', effect: 'Lege zwei Karten als eine an, mit ihrer Summe als Wert: die Zahl, die die Reihe braucht, oder höchstens 13 in einer leeren Reihe.' },
  carpenter: { name: 'Zimmermann', effect: 'Setze das Ende einer Reihe auf eine andere Reihe, die niedriger endet, auch mit Lücke (zählt nicht zu den 30 Umbauten).' },
  wrecker: { name: 'Abrissbirne', effect: 'Lege die letzten 1 bis 3 Karten einer Reihe auf den Ablagestapel.' },
  undertaker: { name: 'Totengräber', effect: 'Lege eine ganze geschlossene Reihe (eine, die ohne 1 bei 13 endet) auf den Ablagestapel.' },
  twins: { name: 'Zwillinge', effect: 'Lege die letzte Karte einer Reihe zusammen mit einer gleichen Handkarte ab.' },
  sweeper: { name: 'Straßenkehrer', effect: 'Lege eine Handkarte auf den Ablagestapel.' },
  miller: { name: 'Müller', effect: 'Lege die oberste Karte deines Nachziehstapels offen auf den Ablagestapel.' },
  archivist: { name: 'Archivar', effect: 'Tausche eine Handkarte gegen eine Karte vom Ablagestapel.' },
  scavenger: { name: 'Sammler', effect: 'Lege eine Karte vom Ablagestapel an eine Reihe an, wo sie passt (zählt nicht als Fortschritt).' },
  quartermaster: { name: 'Quartiermeister', effect: 'Zieh jetzt auf 6 Handkarten auf; dein Zug geht weiter.' },
  seer: { name: 'Wahrsagerin', effect: 'Sieh dir die obersten 3 Karten deines Nachziehstapels an, nimm eine auf die Hand und leg die anderen in beliebiger Reihenfolge zurück.' },
  trader: { name: 'Händler', effect: 'Lege 1 bis 3 Handkarten unter deinen Nachziehstapel und zieh ebenso viele; tauschen darfst du in diesem Zug trotzdem.' },
  gambler: { name: 'Glücksspieler', effect: 'Decke die oberste Karte deines Nachziehstapels auf: sie kommt an die gewählte Reihe, wenn sie passt, sonst auf die Hand.' },
  courier: { name: 'Kurier', effect: 'Schicke eine Handkarte verdeckt unter den Nachziehstapel eines anderen Spielers.' },
  smuggler: { name: 'Schmuggler', effect: 'Sieh dir die Hand eines anderen Spielers an und tausche eine deiner Karten gegen eine seiner.' },
  sprinter: { name: 'Sprinter', effect: 'Mach nach diesem Zug noch einen Zug (ohne Person).' },
};
const personName = (person: unknown) => persons[person as Person]?.name ?? String(person);

const modes: Record<string, string> = {
  competitive: 'Gegeneinander: wer zuerst alle eigenen Karten los ist, gewinnt.',
  cooperative: 'Miteinander: das Team gewinnt, wenn alle ihre Karten los sind.',
  solo: 'Solo: lege so viele Karten an wie möglich, für Punkte.',
};

function result(r: Record<string, unknown>, whoOf: WhoOf): string {
  const seats = ((r.winners as number[] | undefined) ?? []).map((seat) => whoOf(seat));
  const names = c.and(seats.map((who) => who.name));
  const one = seats.length === 1;
  if (r.mode === 'solo') {
    const how = ({ cleared: 'Alle Karten angelegt!', stuck: 'Kein Tausch mehr möglich: das Spiel ist vorbei.', stopped: 'Das Spiel wurde beendet.' } as Record<string, string>)[r.reason as string];
    return `${how} Ergebnis: ${r.score as number} ${r.score === 1 ? 'Punkt' : 'Punkte'}.`;
  }
  if (r.mode === 'cooperative') {
    if (r.outcome === 'won') return 'Das Team hat gewonnen: alle Karten sind angelegt!';
    return `Das Team hat verloren: ${r.reason === 'stalled' ? 'es ging nicht mehr weiter' : 'jemand hat aufgegeben'}, ${r.cardsLeft as number} Karten übrig.`;
  }
  const has = one && seats[0]!.you ? 'hast' : one ? 'hat' : 'haben';
  const is = one && seats[0]!.you ? 'bist' : one ? 'ist' : 'sind';
  if (r.reason === 'finished') return `${capital(names)} ${is} alle Karten los und ${has} gewonnen.`;
  if (r.reason === 'stalled') return `Es ging nicht mehr weiter: ${names} ${has} die wenigsten Karten und ${has} gewonnen. (Gezählt werden die Karten, die noch übrig sind; weniger ist besser.)`;
  return `${capital(names)} ${has} gewonnen: alle anderen haben aufgegeben.`;
}

const event: EventSentence = (e, whoOf) => {
  const who = whoOf(e.seat);
  const Who = capital(who.name);
  const secret = (cards: unknown, count: unknown) => (Array.isArray(cards) ? cardList(cards as string[]) : c.cards(count as number));
  const where = e.row === null || e.row === undefined ? '' : ` aus ${row(e.row as number)}`;
  switch (e.type) {
    case 'gameStarted':
      return `Das Spiel beginnt: ${modes[e.mode as string] ?? ''}`.trim();
    case 'cardsDrawn':
      return `${Who} ${v(who, 'ziehst', 'zieht')} ${secret(e.cards, e.count)}.`;
    case 'turnStarted':
      return e.bonus ? `${Who} ${v(who, 'machst', 'macht')} den Extrazug des Sprinters.` : `${Who} ${v(who, 'bist', 'ist')} dran.`;
    case 'turnEnded':
      return `${Who} ${v(who, 'beendest', 'beendet')} den Zug ${e.live ? 'mit angelegten Karten' : `ohne Fortschritt (Züge ohne Fortschritt in Folge: ${e.deadStreak as number})`}.`;
    case 'cardPlayed': {
      const cards = e.cards as string[];
      const from = ({ hand: '', pile: ' vom Nachziehstapel', discard: ' vom Ablagestapel' } as Record<string, string>)[e.source as string] ?? '';
      const at = ({ end: 'an', start: 'an den Anfang von', inside: 'in' } as Record<string, string>)[e.position as string] ?? 'an';
      const counted = cards.length > 1 || valueOf(cards[0]!) !== e.value ? ` (zählt als ${e.value as number})` : '';
      return `${Who} ${v(who, 'legst', 'legt')} ${cardList(cards)}${from} ${at} ${row(e.row as number)}${counted}.`;
    }
    case 'segmentMoved':
      return `${Who} ${v(who, 'versetzt', 'versetzt')} ${cardList(e.cards as string[])} von ${row(e.from as number)} an ${row(e.to as number)}.`;
    case 'rowCompleted':
      return `${row(e.row as number)} ist von 1 bis 13 voll und aus dem Spiel (${cardList(e.cards as string[])}).`;
    case 'cardsDiscarded':
      return `${Who} ${v(who, 'legst', 'legt')} ${cardList(e.cards as string[])}${where} auf den Ablagestapel.`;
    case 'cardsExchanged':
      return `${Who} ${v(who, 'legst', 'legt')} ${secret(e.cards, e.count)} unter ${v(who, 'deinen', 'den eigenen')} Nachziehstapel.`;
    case 'characterUsed':
      return `${Who} ${v(who, 'setzt', 'setzt')} ${personName(e.person)} ein.`;
    case 'characterPassed':
      return `${personName(e.person)} geht an ${whoOf(e.to).you ? 'dich' : whoOf(e.to).name}.`;
    case 'characterRevealed':
      return `${Who} ${v(who, 'deckst', 'deckt')} ${personName(e.person)} auf.`;
    case 'stackPassed':
      return `${capital(whoOf(e.from).name)} ${v(whoOf(e.from), 'gibst', 'gibt')} ${e.count as number} Personenkarte(n) an ${whoOf(e.to).you ? 'dich' : whoOf(e.to).name}.`;
    case 'seerShown':
      return `Die Wahrsagerin zeigt ${dative(who)} ${secret(e.cards, e.count)}.`;
    case 'targetHandShown':
      return `Der Schmuggler zeigt ${dative(who)} die Hand von ${whoOf(e.target).you ? 'dir' : whoOf(e.target).name}${Array.isArray(e.cards) ? `: ${cardList(e.cards as string[])}` : ''}.`;
    case 'cardsSwapped':
      return `${Who} ${v(who, 'tauschst', 'tauscht')} eine Karte mit ${dative(whoOf(e.target))}${e.give ? ` (${e.give as string} gegeben, ${e.take as string} genommen)` : ''}.`;
    case 'choiceLapsed':
      return `${Who} ${v(who, 'kannst', 'kann')} nicht tauschen: ${whoOf(e.target).name} ${v(whoOf(e.target), 'bist', 'ist')} nicht mehr im Spiel.`;
    case 'cardRevealed':
      return `${Who} ${v(who, 'deckst', 'deckt')} ${e.card as string} auf: ${e.fits ? 'sie passt und wurde angelegt' : 'sie passte nicht und kam auf die Hand'}.`;
    case 'markerChanged':
      return `${Who} ${e.on ? v(who, 'markierst', 'markiert') : v(who, 'entfernst die Markierung von', 'entfernt die Markierung von')} ${row(e.row as number)}.`;
    case 'playerFinished':
      return `${Who} ${v(who, 'bist', 'ist')} alle Karten los.`;
    case 'playerResigned':
      return `${Who} ${v(who, 'hast', 'hat')} aufgegeben.`;
    case 'gameEnded':
      return result(e, whoOf);
    case 'handsRevealed':
      return 'Alle Handkarten und Nachziehstapel sind aufgedeckt.';
    default:
      return null;
  }
};

export const reihenDe: ReihenWords = {
  title: 'Reihen',
  row,
  cardList,
  counted: (cards: string, value: number) => `${cards} zählt als ${value}`,
  persons,
  personName,
  modes,
  result,
  rules: {
    GAME_OVER: 'Das Spiel ist vorbei.',
    NOT_YOUR_TURN: 'Du bist nicht dran.',
    CARD_NOT_IN_HAND: 'Diese Karte hast du nicht (mehr) auf der Hand.',
    DUPLICATE_CARD: 'Dieselbe Karte wurde zweimal genannt.',
    CARD_DOES_NOT_FIT: 'Diese Karte passt dort nicht: an eine Reihe kommt nur die Zahl, die eins höher ist als die letzte Karte (nach der 13 nichts mehr); an eine leere Reihe jede Karte.',
    ROW_EMPTY: 'Diese Reihe ist leer: wähle eine Reihe mit Karten.',
    BAD_SEGMENT: 'Diesen Teil der Reihe gibt es nicht.',
    SAME_ROW: 'Ein Teil einer Reihe kann nicht an dieselbe Reihe versetzt werden.',
    SEGMENT_DOES_NOT_FIT: 'Dieser Teil setzt die Zielreihe nicht fort: seine erste Karte muss eins höher sein als die letzte der Zielreihe (oder die Zielreihe leer).',
    REBUILD_LIMIT: 'Höchstens 30 Umbauten in einem Zug.',
    EXCHANGE_AFTER_PROGRESS: 'Du hast in diesem Zug schon angelegt, also kannst du nicht mehr tauschen: beende stattdessen deinen Zug.',
    PENDING_DECISION: 'Entscheide zuerst, was deine Person von dir wissen will.',
    NO_PENDING_DECISION: 'Gerade gibt es nichts zu entscheiden.',
    INVALID_CHOICE: 'Diese Wahl nennt Karten, die nicht angeboten wurden.',
    CHARACTERS_DISABLED: 'Diese Partie wird ohne Personen gespielt.',
    NO_FACE_UP_CHARACTER: 'Du hast gerade keine offene Person.',
    NOT_YOUR_CHARACTER: 'Das ist nicht deine offene Person.',
    CHARACTER_ALREADY_USED: 'Du hast in diesem Zug schon eine Person eingesetzt.',
    BONUS_TURN_NO_CHARACTER: 'Im Extrazug des Sprinters gibt es keine Person.',
    CHARACTER_NO_EFFECT: 'So eingesetzt würde die Person nichts ändern.',
    PILE_EMPTY: 'Dein Nachziehstapel ist leer.',
    CARD_NOT_IN_DISCARD: 'Diese Karte liegt nicht auf dem Ablagestapel (volle Reihen sind aus dem Spiel).',
    NOT_A_CLOSED_ROW: 'Der Totengräber nimmt nur eine geschlossene Reihe: eine, die bei 13 endet.',
    INVALID_TARGET: 'Wähle einen anderen Spieler, der noch mitspielt.',
    NOT_COOPERATIVE: 'Reihenmarker gibt es nur im Spiel miteinander.',
    MARKER_LIMIT: 'Du darfst höchstens 2 Reihenmarker haben.',
    MARKER_UNCHANGED: 'Dieser Marker steht schon so.',
  },
  outcomes: {
    finished: 'Jemand hat alle Karten angelegt.',
    stalled: 'Es ging nicht mehr weiter: die wenigsten übrigen Karten gewinnen.',
    resigned: 'Alle anderen haben aufgegeben.',
    allFinished: 'Das Team hat alle Karten angelegt: gewonnen!',
    cleared: 'Alle Karten sind angelegt: geschafft!',
    stuck: 'Keine Karte ließ sich mehr anlegen.',
    stopped: 'Das Spiel wurde beendet.',
  },
  event,
  summary: {
    cardPlayed: cardsBy('laid', (n) => `${c.cards(n)} angelegt`, cardsIn),
    cardsDrawn: cardsBy('drew', (n) => `${c.cards(n)} gezogen`, cardsIn),
    cardsDiscarded: cardsBy('discarded', (n) => `${c.cards(n)} abgelegt`, cardsIn),
    segmentMoved: timesBy('moved', (n) => c.times('einen Teil einer Reihe versetzt', n)),
    characterUsed: timesBy('character', (n) => c.times('eine Person eingesetzt', n)),
    playerFinished: timesBy('finished', () => 'alle Karten los'),
    playerResigned: timesBy('resigned', () => 'aufgegeben'),
    rowCompleted: tableSays(() => 'eine Reihe ist voll', (e) => `row:${String(e.row)}`),
    gameEnded: tableSays(() => 'das Spiel ist vorbei', () => 'gameEnded'),
  },
  options: {
    mode: {
      title: 'Spielart',
      description: 'Gegeneinander: wer zuerst alle eigenen Karten los ist, gewinnt. Miteinander: das Team gewinnt, wenn alle ihre Karten los sind. Solo (1 Person): eine Patience um Punkte. Ohne Wahl: solo zu einer Person, sonst gegeneinander.',
      choices: { competitive: 'gegeneinander', cooperative: 'miteinander', solo: 'solo' },
    },
    useCharacters: { title: 'Mit Personen spielen', description: 'Mit den 10 Personenkarten spielen, jede eine Person, die einmal pro Zug eine Regel biegt (das ganze Spiel; fürs erste Spiel besser ohne).' },
    cast: {
      title: 'Personen im Spiel',
      description: 'Mit Personen: die 10 Personen auf den Karten (im Solo nicht Kurier oder Schmuggler). Keine gewählt: zufällig gezogen.',
      choices: Object.fromEntries(Object.entries(persons).map(([person, words]) => [person, words.name])),
    },
    stallRounds: { title: 'Runden ohne angelegte Karte, bevor das Spiel endet', description: 'Gegeneinander und miteinander: das Spiel endet nach so vielen vollen Runden hintereinander, in denen niemand eine Karte angelegt hat (1 ist streng).' },
    soloExchanges: { title: 'Solo-Züge ohne angelegte Karte', description: 'Solo: wie viele Züge ohne angelegte Karte du machen darfst; der nächste beendet das Spiel.' },
  },
  botLevels: {
    random: 'spielt irgendeinen erlaubten Zug, zufällig',
    basic: 'setzt Reihen fort, baut um, wenn dann mehr Karten rausgehen, und tauscht in einem toten Zug',
    strong: 'probiert im Wettrennen die besten Züge von „einfach“ an zufälligen Verteilungen der unbekannten Karten, lässt „einfach“ ein paar Züge weiterspielen und nimmt den Zug, der am besten dastand',
  },
  table: {
    playStep: (card: string, row: string) => `${card} an ${row}`,
    moveStep: (from: string, index: number, to: string) => `von ${from} (ab Karte ${index}) nach ${to} umbauen`,
    chooseFor: (person: string) => `für ${person} wählen`,
    putHere: (card: string) => `${card} hier anlegen`,
    moveHere: (cards: string) => `${cards} und was folgt hierher umbauen`,
    unmark: (row: string) => `Deine Markierung von ${row} entfernen`,
    mark: (row: string) => `${row} markieren: die will ich fortsetzen`,
    choiceFirst: 'Triff zuerst die Wahl oben.',
    sending: 'Wird gesendet…',
    wait: 'Warte, bis du dran bist.',
    chooseExchange: 'Wähl die Karten, die unter deinen Nachziehstapel kommen.',
    stillToChoose: (missing: string[]) => `Noch zu wählen: ${missing.join('; ') || 'nichts — fertig'}.`,
    chooseRowFor: (card: string) => `Wähl jetzt eine Reihe für ${card}.`,
    chooseRowForRun: 'Wähl jetzt die Reihe, auf die es kommt (oder eine leere Reihe).',
    chooseCard: 'Wähl eine Karte, dann eine Reihe. Zum Umbauen wähl eine Karte in einer Reihe, dann eine andere Reihe.',
    table: 'Tisch',
    discardPile: 'Ablagestapel: ',
    empty: 'leer',
    onDiscard: (card: string) => `${card} auf dem Ablagestapel`,
    completed: (count: number) => `Fertige Reihen, aus dem Spiel: ${count}`,
    completedPlanned: (count: number) => ` (+${count} geplant)`,
    players: 'Spieler',
    seatCounts: (hand: number, pile: number) => `: ${hand} auf der Hand, ${pile} im Nachziehstapel`,
    faceUp: (person: string) => `, offen: ${person}`,
    statuses: { playing: '', finished: ' · fertig', resigned: ' · hat aufgegeben' } as Record<string, string>,
    revealedHand: (cards: string) => ` · am Ende aufgedeckt: Hand ${cards}`,
    toPlay: ' · am Zug',
    choosingFor: (who: Who, kind: 'seer' | 'smuggler') => `${capital(who.name)} ${v(who, 'wählst', 'wählt')} für ${kind === 'seer' ? 'die Wahrsagerin' : 'den Schmuggler'}.`,
    yourHand: 'Deine Hand',
    handLine: (hand: number, pile: number) => `${hand} Karten auf der Hand · dein Nachziehstapel: ${pile} Karten. `,
    card: (card: string) => `Karte ${card}`,
    soFar: 'Dieser Zug bisher',
    doesNotFit: ' — passt nach den Regeln nicht',
    takeBackLast: 'Letzten Schritt zurücknehmen',
    yourCharacter: 'Deine Person: ',
    usedThisTurn: ' (eine Person pro Zug: schon eingesetzt)',
    notInBonus: ' (nicht im Extrazug des Sprinters)',
    howMany: 'Wie viele Karten:',
    useNow: (person: string) => `${person} jetzt einsetzen`,
    use: (person: string) => `${person} einsetzen…`,
    cancel: 'Abbrechen',
    sendAndEnd: (steps: string[]) => `${steps.join(', ')} senden und deinen Zug beenden?`,
    endTurnAsk: 'Deinen Zug beenden?',
    passAsk: 'Deinen Zug beenden, ohne eine Karte anzulegen (passen)?',
    playAndEnd: 'Spielen und Zug beenden',
    endTurn: 'Zug beenden',
    sendAndKeep: (steps: string[]) => `${steps.join(', ')} senden und weiter am Zug bleiben?`,
    playAndKeep: 'Spielen, Zug behalten',
    exchange: 'Karten tauschen…',
    exchangeAsk: (cards: string) => `${cards} unter deinen Nachziehstapel legen, ebenso viele ziehen und deinen Zug beenden?`,
    exchangeAndEnd: (count: number) => `${count} ${count === 1 ? 'Karte' : 'Karten'} tauschen und Zug beenden`,
    cancelExchange: 'Tausch abbrechen',
    rebuildLimit: (limit: number) => `Höchstens ${limit} Umbauten pro Zug.`,
    confirm: 'Bestätigen',
    missing: {
      run: 'der Teil einer Reihe, der umziehen soll (tipp seine erste Karte an)',
      rowForRun: 'die Reihe, auf die er kommt',
      anyRow: 'eine Reihe (auch eine leere)',
      row: 'eine Reihe',
      one: 'eine Handkarte',
      two: 'zwei Handkarten',
      upTo3: '1 bis 3 Handkarten',
      many: 'Handkarten, in der Reihenfolge zum Anlegen',
      discard: 'eine Karte vom Ablagestapel',
      target: 'ein anderer Spieler',
    },
    seerTitle: 'Wahrsagerin: die obersten Karten deines Nachziehstapels',
    seerShown: (cards: string) => `Nur dir gezeigt: ${cards}. Nimm eine auf die Hand; die anderen kommen zurück nach oben, die zuerst genannte ganz oben.`,
    seerReverse: 'Die anderen beiden in umgekehrter Reihenfolge zurücklegen',
    seerTake: (card: string, rest: string[]) => `${card} nehmen${rest.length > 0 ? `, ${rest.join(' dann ')} zurücklegen` : ''}`,
    take: (card: string) => `${card} nehmen`,
    give: (card: string) => `${card} geben`,
    smugglerTitle: (who: Who) => `Schmuggler: tausch eine Karte mit ${who.name}`,
    theirHand: (cards: string) => `Die Hand, nur dir gezeigt: ${cards}.`,
    takeTheirs: 'Nimm eine von dort',
    giveYours: 'Gib eine von deinen',
    swapBoth: (give: string, take: string) => `Tauschen: ${give} geben, ${take} nehmen`,
    swap: 'Tauschen',
    rows: 'Reihen',
    anyCard: 'jede Karte',
    emptyRow: 'leer, nimmt jede Karte',
    closed: 'geschlossen',
    closedAt13: 'bei 13 geschlossen',
    needs: (value: number) => `braucht ${value}`,
    noCards: 'keine Karten',
    rowLabel: (row: string, need: string, cards: string, planned: boolean, action: string | null) => `${row}: ${need}; Karten ${cards}${planned ? ' (geplant, noch nicht gesendet)' : ''}${action ? ` — ${action}` : ''}`,
    pickRun: (entry: string, row: string, tail: string) => `${entry} in ${row}: ${tail} zum Umbauen wählen`,
    markedBy: (names: string) => `markiert von ${names}`,
    placed: (cards: string) => `${cards} angelegt`,
    rebuilds: (count: number) => `${count} von 30 Umbauten`,
    characterUsed: 'Person eingesetzt',
    bonus: 'Extrazug des Sprinters',
    thisTurn: (parts: string[]) => `Dieser Zug: ${parts.join(' · ')}.`,
    scoreSoFar: 'Punkte bisher: ',
    scoreHow: (exchanges: number) => ` (1 pro angelegter Karte, 3 pro fertiger Reihe; +10 und 2 pro übrigem Tausch, wenn alle Karten angelegt sind) · Tausche übrig: ${exchanges}`,
    stall: (streak: number, limit: number) => `Züge ohne Fortschritt hintereinander: ${streak} von ${limit} (dann endet das Spiel)`,
    teamLeft: (count: number, finished: string[]) => ` · Karten des Teams übrig: ${count}${finished.length ? ` · fertig: ${finished.join(', ')}` : ''}`,
  },
};

/**
 * Using the face-up character (§6): what each person asks the player to pick (its extra fields,
 * §6.2), and the `useCharacter` move once everything is picked. The server checks the person's
 * conditions; this only collects the fields.
 */
import type { Person } from '../../../../engine/games/reihen/cards.js';
import type { Move } from '../../api/types.js';
import { tableWords } from './words.js';

/** How many hand cards a person takes: one, exactly two, one to three, or one or more (in order). */
type HandPick = 'one' | 'two' | 'upTo3' | 'many';

export interface Needs {
  /** A slot: `row` must hold a row, `any` may be empty (Mathematician, Scavenger, Gambler). */
  row?: 'row' | 'any';
  hand?: HandPick;
  discard?: true;
  /** Wrecker: how many entries, 1–3. */
  count?: true;
  /** Courier, Smuggler: another seat still playing. */
  target?: true;
  /** Carpenter: a row's tail (then `row` is where it goes). */
  run?: true;
}

export const needs: Record<Person, Needs> = {
  builder: { row: 'row', hand: 'many' },
  mason: { row: 'row', hand: 'one' },
  acrobat: { row: 'row', hand: 'one' },
  chameleon: { row: 'row', hand: 'one' },
  mathematician: { row: 'any', hand: 'two' },
  carpenter: { run: true, row: 'row' },
  wrecker: { row: 'row', count: true },
  undertaker: { row: 'row' },
  twins: { row: 'row', hand: 'one' },
  sweeper: { hand: 'one' },
  miller: {},
  archivist: { hand: 'one', discard: true },
  scavenger: { discard: true, row: 'any' },
  quartermaster: {},
  seer: {},
  trader: { hand: 'upTo3' },
  gambler: { row: 'any' },
  courier: { hand: 'one', target: true },
  smuggler: { target: true },
  sprinter: {},
};

/** What the player has picked so far for a use. */
export interface Picks {
  row: number | null;
  cards: string[];
  discard: string | null;
  count: number;
  target: number | null;
  run: { from: number; index: number } | null;
}

export const noPicks = (): Picks => ({ row: null, cards: [], discard: null, count: 1, target: null, run: null });

const handLimits: Record<HandPick, [number, number]> = { one: [1, 1], two: [2, 2], upTo3: [1, 3], many: [1, 13] };

/** Toggles a hand card in the picks, keeping the order of picking (the Master Builder lays them so). */
export function pickCard(person: Person, picks: Picks, card: string): Picks {
  const [, most] = handLimits[needs[person].hand ?? 'one'];
  if (picks.cards.includes(card)) return { ...picks, cards: picks.cards.filter((picked) => picked !== card) };
  const cards = most === 1 ? [card] : picks.cards.length < most ? [...picks.cards, card] : picks.cards;
  return { ...picks, cards };
}

/** What is still to pick, in words (empty when the use is ready). */
export function missing(person: Person, picks: Picks): string[] {
  const need = needs[person];
  const left: string[] = [];
  const words = tableWords.missing;
  if (need.run && !picks.run) left.push(words.run);
  if (need.row && picks.row === null) left.push(need.run ? words.rowForRun : need.row === 'any' ? words.anyRow : words.row);
  if (need.hand) {
    const [fewest] = handLimits[need.hand];
    if (picks.cards.length < fewest) left.push(words[need.hand]);
  }
  if (need.discard && picks.discard === null) left.push(words.discard);
  if (need.target && picks.target === null) left.push(words.target);
  return left;
}

/** The `useCharacter` move, or null while something is missing. */
export function useMove(person: Person, picks: Picks): Move | null {
  if (missing(person, picks).length) return null;
  const { row, cards, discard, count, target, run } = picks;
  const card = cards[0];
  const fields: Record<Person, Record<string, unknown>> = {
    builder: { row, cards },
    mason: { row, card },
    acrobat: { row, card },
    chameleon: { row, card },
    mathematician: { row, cards },
    carpenter: { from: run?.from, index: run?.index, to: row },
    wrecker: { row, count },
    undertaker: { row },
    twins: { row, card },
    sweeper: { card },
    miller: {},
    archivist: { give: card, take: discard },
    scavenger: { card: discard, row },
    quartermaster: {},
    seer: {},
    trader: { cards },
    gambler: { row },
    courier: { card, target },
    smuggler: { target },
    sprinter: {},
  };
  return { type: 'useCharacter', person, ...fields[person] };
}

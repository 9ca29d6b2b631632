/**
 * Reihen's `basic` bot (rules: docs/rules/reihen.md): shed cards by continuing rows (a card one
 * above a row's last value, §5.1), preferring plays that keep a run going from the hand and rows
 * that complete at 13 (the slot is freed); start an empty slot only with a low card, since a high
 * one soon closes the row. Rebuild when it lets more hand cards go down or frees a slot, use a
 * character that sheds cards, and rather than end a dead turn empty-handed, exchange the cards
 * that fit nowhere (§5.2). Only the seat's hand and the public table are looked at.
 */
import type { BotInput } from '../../core/index.js';
import { HIGHEST, valueOf, type Code } from './cards.js';
import type { ReihenMove } from './schema.js';
import type { EntryView, ReihenView } from './view.js';

type Rows = ReadonlyArray<readonly EntryView[] | null>;

const CONTINUE_ROW = 10;
const COMPLETE_ROW = 5;
const RUN_IN_HAND = 2;
/** An empty slot is worth this much for a 1, less for each step higher. */
const EMPTY_SLOT_LOW_CARD = 4;
const EMPTY_SLOT_STEP = 0.6;
const PER_CARD_SHED = 5;

const lastOf = (row: readonly EntryView[]) => row[row.length - 1]!.value;

function playValue(view: ReihenView, hand: readonly Code[], card: Code, slot: number): number {
  const value = valueOf(card);
  const row = view.rows[slot] ?? null;
  const run = hand.some((other) => valueOf(other) === value + 1) ? RUN_IN_HAND : 0;
  if (row === null) return EMPTY_SLOT_LOW_CARD - EMPTY_SLOT_STEP * (value - 1) + run;
  const completes = value === HIGHEST && row[0]!.value === 1 ? COMPLETE_ROW : 0;
  return CONTINUE_ROW + completes + run;
}

/** Hand cards that continue some row, plus two for each empty slot: what the table offers the hand. */
function openings(rows: Rows, hand: readonly Code[]): number {
  const wanted = new Set(rows.flatMap((row) => (row === null ? [] : [lastOf(row) + 1])));
  const empty = rows.filter((row) => row === null).length;
  return hand.filter((card) => wanted.has(valueOf(card))).length + 2 * empty;
}

/** The table after moving the tail of row `from` (from entry `index`) onto row `to`. */
function rebuilt(rows: Rows, from: number, index: number, to: number): Rows {
  const source = rows[from]!;
  const next = rows.slice();
  next[to] = [...(rows[to] ?? []), ...source.slice(index)];
  next[from] = index === 0 ? null : source.slice(0, index);
  return next;
}

const SHEDDING: Readonly<Record<string, boolean>> = {
  builder: true,
  mason: true,
  acrobat: true,
  chameleon: true,
  mathematician: true,
  twins: true,
  sweeper: true,
};

function cardsShed(move: Extract<ReihenMove, { type: 'useCharacter' }>, view: ReihenView): number {
  if (move.person === 'courier') return view.mode === 'competitive' ? 1 : 0; // to a rival's pile
  if (!SHEDDING[move.person]) return 0;
  if ('cards' in move) return move.cards.length;
  return 1; // mason, acrobat, chameleon, twins, sweeper: one hand card each
}

/** The best card among `cards` for this table: the one that continues a row, lowest first. */
function cardWorth(view: ReihenView, card: Code): number {
  const value = valueOf(card);
  const continues = view.rows.some((row) => row !== null && lastOf(row) === value - 1);
  return (continues ? 20 : 0) - value;
}

/** basic's score of a move (higher is better); `strong` ranks its candidates by it. */
export function moveValue(view: ReihenView, hand: readonly Code[], move: ReihenMove): number {
  switch (move.type) {
    case 'play':
      return playValue(view, hand, move.card, move.row);
    case 'move': {
      const gain = openings(rebuilt(view.rows, move.from, move.index, move.to), hand) - openings(view.rows, hand);
      return gain > 0 ? gain : -Infinity;
    }
    case 'useCharacter': {
      const shed = cardsShed(move, view);
      return shed > 0 ? PER_CARD_SHED * shed : -Infinity;
    }
    case 'exchange':
      // Only on a dead turn (it is listed only then): swap away cards that fit nowhere.
      return move.cards.every((card) => cardWorth(view, card) < 0) ? move.cards.length / 10 : -Infinity;
    case 'seerPick':
      return cardWorth(view, move.take);
    case 'smugglerSwap':
      return cardWorth(view, move.take) - cardWorth(view, move.give);
    case 'endTurn':
      return 0;
    default:
      return -Infinity;
  }
}

export function basicReihen({ view, legalMoves }: BotInput<ReihenView, ReihenMove>): ReihenMove {
  const hand = view.hand ?? [];
  let best = legalMoves[0]!;
  let bestValue = -Infinity;
  for (const move of legalMoves) {
    const value = moveValue(view, hand, move);
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  return best;
}

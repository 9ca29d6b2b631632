/**
 * Reihen's `strong` bot (rules: docs/rules/reihen.md): determinized Monte Carlo over `basic` in
 * the competitive race (§7.1). basic's best few moves are each played on deals of the cards the
 * seat cannot see consistent with its view (the other hands, every pile including its own, the
 * boxed cards; with characters, the covered character cards), and `basic` plays on for some turns;
 * the race is then valued by the cards each seat still holds. Cooperative and solo play, and a
 * pending character choice, are left to `basic`.
 */
import { Random, monteCarlo, type BotInput, type Seat } from '../../core/index.js';
import { basicReihen, moveValue } from './bot.js';
import { FULL_DECK, type Code, type Person } from './cards.js';
import { awaiting, legalMoves } from './legal.js';
import { apply } from './rules.js';
import type { ReihenMove } from './schema.js';
import { held, type ReihenState, type SeatState } from './state.js';
import { view, type ReihenView } from './view.js';

/** Moves compared at most (basic's best ones). */
const CANDIDATES = 4;
/** Moves one playout makes before the race is valued where it stands. */
const PLAYOUT_MOVES = 16;

/**
 * A whole state consistent with `view`: the seat's hand and the public table as shown; the other
 * hands, every pile, the box and the covered character cards dealt from what the seat has not seen.
 */
export function sampleReihen(view: ReihenView, seat: Seat, random: Random): ReihenState {
  const own = view.hand ?? [];
  const seen = new Set<Code>([...own, ...view.discard, ...view.completedRows.flat()]);
  for (const row of view.rows) for (const entry of row ?? []) for (const card of entry.cards) seen.add(card);
  const unseen = random.shuffleInPlace(FULL_DECK.filter((card) => !seen.has(card)));
  let next = 0;
  const take = (count: number) => unseen.slice(next, (next += count));
  const faceUp = new Set(view.seats.flatMap((shown) => (shown.faceUp === null ? [] : [shown.faceUp])));
  const covered = random.shuffleInPlace((view.cast ?? []).filter((person) => !faceUp.has(person)));
  let nextPerson = 0;
  const seats = view.seats.map((shown, index): SeatState => {
    const stack: Person[] = shown.faceUp === null ? [] : [shown.faceUp, ...covered.slice(nextPerson, (nextPerson += shown.stackCount - 1))];
    return {
      hand: index === seat ? own.slice() : take(shown.handCount),
      pile: take(shown.pileCount),
      stack,
      status: shown.status,
      markers: shown.markers.slice(),
      heldAtResign: null,
    };
  });
  const playing = view.seats.filter((shown) => shown.status === 'playing').length;
  return {
    players: view.players,
    mode: view.mode,
    useCharacters: view.useCharacters,
    stallRounds: view.stallLimit === null ? 1 : Math.max(1, Math.round(view.stallLimit / Math.max(1, playing))),
    soloExchanges: view.exchangesLeft ?? 0,
    rng: Random.fromSeed(`reihen:${random.nextUint32()}`).state,
    ply: random.nextUint32() % 1_000_000,
    slots: view.rows.map((row) => (row === null ? null : row.map((entry) => ({ cards: entry.cards.slice(), value: entry.value })))),
    discard: view.discard.slice(),
    completedRows: view.completedRows.map((cards) => cards.slice()),
    box: take(view.boxed),
    seats,
    cast: view.cast === null ? null : view.cast.slice(),
    removedCharacters: covered.slice(nextPerson),
    turn: { ...view.turn, pending: null },
    deadStreak: view.deadStreak,
    rowsCompleted: view.rowsCompleted,
    exchangesLeft: view.exchangesLeft ?? 0,
    resignOrder: [],
    result: null,
  };
}

/** The race as it stands for `seat`: the best rival's cards held minus its own (a finished seat holds none). */
function standing(state: ReihenState, seat: Seat): number {
  let rival = Infinity;
  state.seats.forEach((other, index) => {
    if (index !== seat && other.status !== 'resigned') rival = Math.min(rival, held(other));
  });
  return rival - held(state.seats[seat]!);
}

const RULES = { apply, awaiting, legalMoves, view, playout: basicReihen };

export function strongReihen(input: BotInput<ReihenView, ReihenMove>): ReihenMove {
  const { view: shown, seat } = input;
  const searchable = shown.mode === 'competitive' && shown.turn.pending === null && shown.seats.every((other) => other.status !== 'resigned');
  if (!searchable) return basicReihen(input);
  const hand = shown.hand ?? [];
  const ranked = input.legalMoves
    .map((move) => ({ move, value: moveValue(shown, hand, move) }))
    .sort((a, b) => b.value - a.value);
  const candidates = ranked.filter((entry, index) => index === 0 || entry.value > -Infinity).slice(0, CANDIDATES).map(({ move }) => move);
  if (candidates.length === 1) return candidates[0]!;
  return monteCarlo({
    game: RULES,
    seat,
    candidates,
    sample: (random) => sampleReihen(shown, seat, random),
    value: standing,
    maxMoves: PLAYOUT_MOVES,
    budget: input.budget,
    random: input.random,
  }).best;
}

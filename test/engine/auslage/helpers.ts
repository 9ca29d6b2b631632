import { expect } from 'vitest';
import { Random, RuleViolation, eventFor, type GameEvent, type Seat, type VisibleEvent } from '../../../engine/index.js';
import { auslage } from '../../../engine/games/auslage/index.js';
import {
  COLOURS,
  FULL_DECK,
  colourOf,
  isJoker,
  sortCanonical,
  type Call,
  type CardCode,
  type Colour,
  type NumberCard,
} from '../../../engine/games/auslage/cards.js';
import type { AuslageMove, AuslageOptions } from '../../../engine/games/auslage/schema.js';
import type { AuslageState, Display } from '../../../engine/games/auslage/state.js';
import { emptyDisplay } from '../../../engine/games/auslage/state.js';

export type { AuslageState, CardCode };

export const play = (card: CardCode, call?: Call): AuslageMove => (call === undefined ? { type: 'play', card } : { type: 'play', card, call });
export const display = (card: CardCode): AuslageMove => ({ type: 'display', card });

/** A full stacked deck: `top` first (top card first), then every other card in canonical order. */
export function deckStartingWith(top: readonly CardCode[]): CardCode[] {
  const rest = FULL_DECK.filter((card) => !top.includes(card));
  return [...top, ...rest];
}

/** Sets up a game as the platform does (options and stack parsed, generator from a seed string). */
export function newGame(players: number, options: Partial<AuslageOptions> = {}, stack?: Record<string, unknown>, seed = 'test') {
  return auslage.setup(players, auslage.options.parse(options), Random.fromSeed(seed), stack && auslage.stack.parse(stack));
}

/** The rule-violation code `run` throws (fails the test if it throws anything else or nothing). */
export function violationCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleViolation);
    return (error as RuleViolation).code;
  }
  throw new Error('expected a rule violation, but the move was accepted');
}

/** Events as `viewer` sees them. */
export function seen(events: GameEvent[], viewer: Seat | null): VisibleEvent[] {
  return events.map((event) => eventFor(event, viewer));
}

export interface PositionSpec {
  players: number;
  active: Seat;
  /** Hands by seat; a seat not listed gets five filler number cards from the leftovers. */
  hands: Partial<Record<Seat, CardCode[]>>;
  displays?: Partial<Record<Seat, Partial<Record<Colour, NumberCard[]>>>>;
  /** Middle pile, bottom → top. */
  middle: CardCode[];
  call?: Call | null;
  followDuty?: boolean;
  /** The top cards of the draw pile, top first. */
  drawPile?: CardCode[];
  /**
   * Where every card the position does not name goes: under the draw pile (default), under the
   * middle pile, or into one seat's display (stacks by colour; jokers then must be placed).
   */
  leftovers?: 'drawPile' | 'underMiddle' | { displayOf: Seat };
  rebuilds?: number;
  totals?: number[];
  passage?: number;
  passageScores?: number[][];
  options?: Partial<AuslageOptions>;
  seed?: string;
}

/**
 * A position described by a worked example, built by hand. Every one of the 64 cards is placed
 * exactly once (checked), hands are in canonical order, and the rest follows the rules' shapes.
 */
export function position(spec: PositionSpec): AuslageState {
  const named = new Set<CardCode>();
  const claim = (cards: readonly CardCode[]) => {
    for (const card of cards) {
      if (named.has(card)) throw new Error(`position names ${card} twice`);
      named.add(card);
    }
  };
  for (const hand of Object.values(spec.hands)) claim(hand!);
  for (const display of Object.values(spec.displays ?? {})) for (const stack of Object.values(display!)) claim(stack!);
  claim(spec.middle);
  claim(spec.drawPile ?? []);
  const pool = FULL_DECK.filter((card) => !named.has(card));

  const hands: CardCode[][] = [];
  for (let seat = 0; seat < spec.players; seat++) {
    const given = spec.hands[seat];
    if (given) {
      hands.push(sortCanonical(given));
      continue;
    }
    const filler = pool.filter((card) => !isJoker(card)).slice(-5);
    for (const card of filler) pool.splice(pool.indexOf(card), 1);
    hands.push(sortCanonical(filler));
  }
  const displays: Display[] = hands.map((_, seat) => ({ ...emptyDisplay(), ...spec.displays?.[seat] }) as Display);
  let middle = spec.middle.slice();
  let drawPile = (spec.drawPile ?? []).slice();
  const leftovers = spec.leftovers ?? 'drawPile';
  if (leftovers === 'drawPile') drawPile = [...drawPile, ...pool];
  else if (leftovers === 'underMiddle') middle = [...pool, ...middle];
  else {
    const jokers = pool.filter(isJoker);
    if (jokers.length > 0) throw new Error(`leftover jokers ${jokers.join()} cannot go into a display`);
    const target = displays[leftovers.displayOf]!;
    for (const card of pool as NumberCard[]) target[colourOf(card)] = [...target[colourOf(card)], card];
  }

  const state: AuslageState = {
    players: spec.players,
    options: auslage.options.parse(spec.options ?? {}),
    rng: Random.fromSeed(spec.seed ?? 'position').state,
    stackedDecks: [],
    passage: spec.passage ?? 1,
    startingSeat: ((spec.passage ?? 1) - 1) % spec.players,
    active: spec.active,
    followDuty: spec.followDuty ?? false,
    hands,
    displays,
    middle,
    call: spec.call ?? null,
    drawPile,
    rebuilds: spec.rebuilds ?? 0,
    totals: spec.totals ?? hands.map(() => 0),
    passageScores: spec.passageScores ?? [],
    lastPassage: null,
    resigned: hands.map(() => false),
    result: null,
  };
  expect(allCards(state)).toEqual([...FULL_DECK].sort());
  return state;
}

/** Every card in every zone, sorted (for conservation checks: must equal the full deck). */
export function allCards(state: AuslageState): CardCode[] {
  const cards: CardCode[] = [...state.middle, ...state.drawPile];
  for (const hand of state.hands) cards.push(...hand);
  for (const display of state.displays) for (const colour of COLOURS) cards.push(...display[colour]);
  return cards.sort();
}

/** A display written as in the spec, e.g. `stacks({ R: ['R5a', 'R3b'] })`, all five colours filled. */
export function stacks(partial: Partial<Record<Colour, NumberCard[]>>): Display {
  return { ...emptyDisplay(), ...partial };
}

/** Test helpers for The Game: stacked games, hand-built positions, moves and their codes. */
import { expect } from 'vitest';
import { Random, RuleViolation, eventFor, type Applied, type GameEvent, type Seat, type VisibleEvent } from '../../../engine/index.js';
import { theGame } from '../../../engine/games/the-game/index.js';
import { FULL_DECK, PILES, fixedLookup, handSizeFor, plainLookup, starterOf, type PileCode } from '../../../engine/games/the-game/cards.js';
import type { TheGameMove } from '../../../engine/games/the-game/schema.js';
import { minimumFor, noHints, type TheGameState } from '../../../engine/games/the-game/state.js';
import type { TheGameView } from '../../../engine/games/the-game/view.js';
import { deepFreeze } from '../../support/playout.js';

export { theGame };
export type { TheGameState };

/** A full deck whose first cards are `prefix` (top first), the rest ascending. */
export function stackedDeck(prefix: readonly number[]): number[] {
  const rest = FULL_DECK.filter((card) => !prefix.includes(card));
  return [...prefix, ...rest];
}

/** A new game as the platform starts it (options parsed), optionally from a stacked deck prefix. */
export function newGame(players: number, options: Record<string, unknown> = {}, prefix?: readonly number[], seed = 'the-game-test'): Applied<TheGameState> {
  const stack = prefix === undefined ? undefined : { deck: stackedDeck(prefix) };
  return theGame.setup(players, theGame.options.parse(options), Random.fromSeed(seed), stack);
}

/** The game's view, typed (the registry interface erases it to unknown). */
export function viewOf(state: TheGameState, seat: Seat | null): TheGameView {
  return theGame.view(state, seat) as TheGameView;
}

/** Applies a move to a deep-frozen state (so any mutation of the input throws). */
export function act(state: TheGameState, seat: Seat, move: TheGameMove): Applied<TheGameState> {
  return theGame.apply(deepFreeze(state), seat, move);
}

export function play(state: TheGameState, seat: Seat, card: number, pile: PileCode): Applied<TheGameState> {
  return act(state, seat, { type: 'play', card, pile });
}

export function endTurn(state: TheGameState, seat: Seat): Applied<TheGameState> {
  return act(state, seat, { type: 'endTurn' });
}

/** Applies several moves by one seat in order; returns the last state and all events. */
export function playAll(state: TheGameState, seat: Seat, moves: ReadonlyArray<TheGameMove>): Applied<TheGameState> {
  const events: GameEvent[] = [];
  for (const move of moves) {
    const applied = act(state, seat, move);
    state = applied.state;
    events.push(...applied.events);
  }
  return { state, events };
}

/** The rule-violation code of a move that must be refused; the state is left as it was. */
export function codeOf(state: TheGameState, seat: Seat, move: TheGameMove): string {
  const before = JSON.stringify(state);
  try {
    act(state, seat, move);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleViolation);
    expect(JSON.stringify(state)).toBe(before);
    return (error as RuleViolation).code;
  }
  throw new Error(`expected ${JSON.stringify(move)} by seat ${seat} to be refused`);
}

export function playCodeOf(state: TheGameState, seat: Seat, card: number, pile: PileCode): string {
  return codeOf(state, seat, { type: 'play', card, pile });
}

export function eventTypes(events: readonly GameEvent[]): string[] {
  return events.map((event) => event.type);
}

/** The first event of `type`, as `viewer` sees it. */
export function seenEvent(events: readonly GameEvent[], type: string, viewer: Seat | null = null): VisibleEvent {
  const event = events.find((candidate) => candidate.type === type);
  if (event === undefined) throw new Error(`no ${type} event in ${eventTypes(events).join(', ')}`);
  return eventFor(event, viewer);
}

export function pileOf(state: TheGameState, pile: PileCode): number[] {
  return state.piles[PILES.indexOf(pile)]!;
}

/** Whether `cards` is a pile a sequence of fitting plays (§5.1, tricks included) can build. */
export function isBuildablePile(pile: number, cards: readonly number[]): boolean {
  let top = starterOf(pile);
  for (const card of cards) {
    const fits = pile < 2 ? card > top || card === top - 10 : card < top || card === top + 10;
    if (!fits) return false;
    top = card;
  }
  return true;
}

/** Every card of the game in some zone exactly once (the multiset of all zones is the full deck). */
export function allCards(state: TheGameState): number[] {
  return [...state.hands.flat(), ...state.drawPile, ...state.piles.flat()].sort((a, b) => a - b);
}

export interface PositionSpec {
  players: number;
  extreme?: boolean;
  active: Seat;
  /** Per pile: its top value (cards below are filled in), or its full contents bottom to top. Missing: fresh. */
  piles?: Partial<Record<PileCode, number | number[]>>;
  /** Hands given explicitly; other seats get h leftover cards. */
  hands: Record<number, number[]>;
  /** The draw pile's top cards, then leftovers up to `drawCount`. */
  drawTop?: number[];
  /** Default: every leftover card that cannot lie in a pile. */
  drawCount?: number;
  turn?: number;
}

/**
 * A described position (§12 "a described position lists only what matters") as a full,
 * consistent state at the active seat's turn start: every card is placed exactly once. Cards not
 * named go to other seats' hands and the draw pile (cards that cannot lie in a pile first), then
 * under the pile tops where a pile could have held them (below an up top, above a down top).
 */
export function position(spec: PositionSpec): TheGameState {
  const handSize = handSizeFor(spec.players);
  const named = new Set<number>([...Object.values(spec.hands).flat(), ...(spec.drawTop ?? [])]);
  const piles: number[][] = PILES.map((code) => {
    const given = spec.piles?.[code];
    if (Array.isArray(given)) return given.slice();
    return given === undefined || given === starterOf(PILES.indexOf(code)) ? [] : [given];
  });
  for (const pile of piles) for (const card of pile) named.add(card);
  const tops = piles.map((cards, pile) => (cards.length > 0 ? cards[cards.length - 1]! : starterOf(pile)));
  const buryable = (pile: number, card: number) => typeof spec.piles?.[PILES[pile]!] === 'number' && (pile < 2 ? card < tops[pile]! : card > tops[pile]!);
  const homeOf = (card: number) => [0, 1, 2, 3].find((pile) => buryable(pile, card));
  const leftovers = FULL_DECK.filter((card) => !named.has(card));
  const unplaceable = leftovers.filter((card) => homeOf(card) === undefined);
  const queue = [...unplaceable, ...leftovers.filter((card) => homeOf(card) !== undefined)];
  const hands = Array.from({ length: spec.players }, (_, seat) => spec.hands[seat]?.slice() ?? queue.splice(0, handSize));
  const drawCount = spec.drawCount ?? (spec.drawTop?.length ?? 0) + queue.filter((card) => homeOf(card) === undefined).length;
  const drawPile = [...(spec.drawTop ?? []), ...queue.splice(0, drawCount - (spec.drawTop?.length ?? 0))];
  const buried: number[][] = [[], [], [], []];
  for (const card of queue) {
    const home = homeOf(card);
    if (home === undefined) throw new Error(`position: card ${card} has no place`);
    buried[home]!.push(card);
  }
  buried.forEach((cards, pile) => {
    cards.sort((a, b) => (pile < 2 ? a - b : b - a));
    piles[pile] = [...cards, ...piles[pile]!];
  });
  const state: TheGameState = {
    players: spec.players,
    handSize,
    extreme: spec.extreme ?? false,
    commandLayout: 'fixed',
    commandOf: spec.extreme ? fixedLookup() : plainLookup(),
    hands: hands.map((hand) => hand.sort((a, b) => a - b)),
    drawPile,
    piles,
    phase: 'playing',
    startingSeat: 0,
    active: spec.active,
    turn: spec.turn ?? 9,
    minimum: minimumFor(drawPile),
    turnPlays: [],
    hints: Array.from({ length: spec.players }, noHints),
    result: null,
    rng: Random.fromSeed('position').state,
  };
  // The position must be one the rules can reach: all cards accounted for, every pile buildable.
  expect(allCards(state)).toEqual([...FULL_DECK]);
  expect(drawPile).toHaveLength(drawCount);
  piles.forEach((cards, pile) => expect(isBuildablePile(pile, cards), `pile ${PILES[pile]} ${cards.join(' ')}`).toBe(true));
  hands.forEach((hand) => expect(hand.length).toBeLessThanOrEqual(handSize));
  return state;
}

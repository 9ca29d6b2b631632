/** setup() of §4. */
import {
  allSeats,
  assertPermutation,
  assertPlayerCount,
  dealBlocks,
  done,
  draftOver,
  emit,
  emitPrivate,
  sortedNumbers,
  type Applied,
  type Random,
} from '../../core/index.js';
import { FULL_DECK, commandCards, fixedLookup, handSizeFor, plainLookup, randomLookup, type CommandLookup } from './cards.js';
import type { TheGameOptions, TheGameStack } from './schema.js';
import { minimumFor, noHints, type TheGameState } from './state.js';
import { checkOpening, checkTurnStart, startTurn } from './flow.js';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 5;

/** §3 / §4 step 2: the command layout, drawn before the shuffle when random. */
function layoutFor(options: TheGameOptions, random: Random): CommandLookup {
  if (!options.extreme) return plainLookup();
  return options.commandLayout === 'random' ? randomLookup(random) : fixedLookup();
}

/** §4 step 3: the stacked deck as given (top first, checked: INVALID_DECK), or 2…99 shuffled. */
function deckFor(random: Random, stack: TheGameStack | undefined): number[] {
  const deck = stack?.deck;
  return deck === undefined ? random.shuffled(FULL_DECK) : (assertPermutation(deck, FULL_DECK) as number[]);
}

/** `options` and `stack` arrive parsed by the `options` and `stack` schemas of schema.ts (the platform parses). */
export function setup(players: number, options: TheGameOptions, random: Random, stack?: TheGameStack): Applied<TheGameState> {
  assertPlayerCount(players, MIN_PLAYERS, MAX_PLAYERS);
  const commandOf = layoutFor(options, random);
  const deck = deckFor(random, stack);
  const handSize = handSizeFor(players);
  // R2: blocks of h cards from the top, seat 0 first; the rest is the draw pile in order.
  const { hands, rest } = dealBlocks(deck, players, handSize);
  const state: TheGameState = {
    players,
    handSize,
    extreme: options.extreme,
    commandLayout: options.commandLayout,
    commandOf,
    hands: hands.map(sortedNumbers),
    drawPile: rest,
    piles: [[], [], [], []],
    phase: players === 1 ? 'playing' : 'opening',
    startingSeat: null,
    active: null,
    turn: 0,
    minimum: minimumFor(rest),
    turnPlays: [],
    hints: allSeats(players).map(noHints),
    result: null,
    rng: random.state,
  };
  // A fresh state: the draft needs no copy of it.
  const draft = draftOver(state);
  emit(draft, 'gameStarted', { players, handSize, extreme: options.extreme, commandCards: options.extreme ? commandCards(commandOf) : null });
  state.hands.forEach((hand, seat) => emitPrivate(draft, 'dealt', { seat, count: hand.length }, [seat], { cards: hand.slice() }));
  if (players === 1) {
    // §4 step 6: with one player, seat 0 simply starts.
    state.startingSeat = 0;
    startTurn(draft, 0);
    checkTurnStart(draft);
  } else {
    checkOpening(draft, allSeats(players));
  }
  return done(draft);
}

import {
  SetupError,
  assertPermutation,
  assertPlayerCount,
  dealRoundRobin,
  privateEvent,
  publicEvent,
  type Applied,
  type GameEvent,
  type Random,
} from '../../core/index.js';
import { CAST_SIZE, FULL_DECK, HAND_SIZE, NEEDS_OTHERS, PERSONS, PILE_CARDS, SLOTS, isPerson, rosterOrder, valueOf, type Code, type Person } from './cards.js';
import type { ReihenOptions, ReihenStack } from './schema.js';
import type { Mode, ReihenState, SeatState } from './state.js';

/** §4 Setup. Generator use, in order: deck shuffle, cast draw, character shuffle (§4 step 8). */
export function setup(players: number, options: ReihenOptions, random: Random, stack: ReihenStack = {}): Applied<ReihenState> {
  assertPlayerCount(players, 1, 6);
  const mode = modeFor(players, options);
  const deck = stack.deck === undefined ? random.shuffled(FULL_DECK) : assertPermutation(stack.deck, FULL_DECK);
  const characters = options.useCharacters ? characterDeck(mode, options, random, stack.characterDeck) : null;
  if (!options.useCharacters && stack.characterDeck !== undefined) {
    throw new SetupError('INVALID_CHARACTER_DECK', 'characterDeck needs useCharacters');
  }

  // Step 4 (R2): round-robin from deck[6], seat 0 first; the rest of the 98 goes to the box.
  const { hands: piles, rest: box } = dealRoundRobin(deck.slice(SLOTS) as Code[], players, Math.floor(PILE_CARDS / players));

  // Step 7 (R14): characters round-robin, floor(10/n) each, the surplus removed unseen.
  const characterDeal = characters === null ? null : dealRoundRobin(characters.deck, players, Math.floor(CAST_SIZE / players));

  const seats: SeatState[] = piles.map((pile, seat) => ({
    hand: pile.slice(0, HAND_SIZE),
    pile: pile.slice(HAND_SIZE),
    stack: characterDeal?.hands[seat] ?? [],
    status: 'playing',
    markers: [],
    heldAtResign: null,
  }));
  const state: ReihenState = {
    players,
    mode,
    useCharacters: options.useCharacters,
    stallRounds: options.stallRounds,
    soloExchanges: options.soloExchanges,
    rng: random.state,
    ply: 0,
    slots: (deck.slice(0, SLOTS) as Code[]).map((card) => [{ cards: [card], value: valueOf(card) }]),
    discard: [],
    completedRows: [],
    box,
    seats,
    cast: characters?.cast ?? null,
    removedCharacters: characterDeal?.rest ?? [],
    turn: { seat: 0, bonus: false, characterUsed: false, rebuilds: 0, progress: 0, sprinter: false, pending: null },
    deadStreak: 0,
    rowsCompleted: 0,
    exchangesLeft: mode === 'solo' ? options.soloExchanges : 0,
    resignOrder: [],
    result: null,
  };
  return { state, events: setupEvents(state) };
}

/** §3 `mode`: solo for one player, else competitive; R27 player counts per mode. */
function modeFor(players: number, options: ReihenOptions): Mode {
  const mode = options.mode ?? (players === 1 ? 'solo' : 'competitive');
  if ((mode === 'solo') !== (players === 1)) {
    throw new SetupError('INVALID_PLAYER_COUNT', mode === 'solo' ? 'solo takes exactly 1 player' : `${mode} takes 2–6 players`);
  }
  return mode;
}

/** §4 step 7: the cast and the character deck (top first). */
function characterDeck(mode: Mode, options: ReihenOptions, random: Random, given: readonly string[] | undefined): { cast: Person[]; deck: Person[] } {
  const allowed = (person: Person) => mode !== 'solo' || !NEEDS_OTHERS.has(person);
  if (given !== undefined) {
    if (given.length !== CAST_SIZE || new Set(given).size !== CAST_SIZE || !given.every((id) => isPerson(id) && allowed(id))) {
      throw new SetupError('INVALID_CHARACTER_DECK', `characterDeck must be ${CAST_SIZE} distinct persons${mode === 'solo' ? ' without courier and smuggler' : ''}`);
    }
    const deck = given as Person[]; // every id checked just above
    return { cast: rosterOrder(deck), deck };
  }
  let cast: Person[];
  if (options.cast !== null) {
    if (new Set(options.cast).size !== CAST_SIZE || !options.cast.every(allowed)) {
      throw new SetupError('INVALID_OPTION', `cast must be ${CAST_SIZE} distinct persons${mode === 'solo' ? ' without courier and smuggler' : ''}`);
    }
    cast = rosterOrder(options.cast);
  } else {
    cast = rosterOrder(random.shuffled(PERSONS.filter(allowed)).slice(0, CAST_SIZE));
  }
  return { cast, deck: random.shuffled(cast) };
}

function setupEvents(state: ReihenState): GameEvent[] {
  const events: GameEvent[] = [
    publicEvent('gameStarted', {
      mode: state.mode,
      rows: state.slots.map((row) => row!.map((entry) => entry.cards[0])),
      pileSizes: state.seats.map((seat) => seat.pile.length),
      handSizes: state.seats.map((seat) => seat.hand.length),
      boxed: state.box.length,
      cast: state.cast,
      faceUp: state.seats.map((seat) => seat.stack[0] ?? null),
      removedCharacters: state.removedCharacters.length,
    }),
  ];
  state.seats.forEach((seat, index) => {
    events.push(privateEvent('cardsDrawn', { seat: index, count: seat.hand.length }, [index], { cards: seat.hand.slice() }));
  });
  events.push(publicEvent('turnStarted', { seat: 0, bonus: false }));
  return events;
}

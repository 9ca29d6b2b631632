import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, RuleViolation, eventFor, type GameEvent, type Seat } from '../../../engine/index.js';
import { FULL_DECK, PERSONS } from '../../../engine/games/reihen/cards.js';
import type { ReihenMove } from '../../../engine/games/reihen/schema.js';
import type { ReihenState } from '../../../engine/games/reihen/state.js';
import { playRandomGame, replay, startGame, type PlayoutStep } from '../../support/playout.js';
import { conservationError, reihen } from './helpers.js';

/**
 * Random legal play over every player count and option combination (§3): termination, card
 * conservation, no leaks in views or events, no mutation, determinism, and legal-move soundness.
 */

interface Config {
  label: string;
  players: number;
  options: Record<string, unknown>;
}

const CONFIGS: Config[] = [];
for (const useCharacters of [false, true]) {
  for (const soloExchanges of [0, 5, 20]) CONFIGS.push({ label: `solo chars=${useCharacters} ex=${soloExchanges}`, players: 1, options: { useCharacters, soloExchanges } });
  for (const mode of ['competitive', 'cooperative']) {
    for (let players = 2; players <= 6; players++) {
      for (const stallRounds of [1, 2, 3]) {
        CONFIGS.push({ label: `${mode} ${players}p chars=${useCharacters} stall=${stallRounds}`, players, options: { mode, useCharacters, stallRounds } });
      }
    }
  }
}

const GAMES_PER_CONFIG = 200;
/** R26 bounds a game; no random game comes near this many moves. */
const MAX_MOVES = 20_000;

const SPEC_CODES = new Set([
  'GAME_OVER', 'NOT_YOUR_TURN', 'CARD_NOT_IN_HAND', 'DUPLICATE_CARD', 'CARD_DOES_NOT_FIT', 'ROW_EMPTY', 'BAD_SEGMENT', 'SAME_ROW',
  'SEGMENT_DOES_NOT_FIT', 'REBUILD_LIMIT', 'EXCHANGE_AFTER_PROGRESS', 'PENDING_DECISION', 'NO_PENDING_DECISION', 'INVALID_CHOICE',
  'CHARACTERS_DISABLED', 'NO_FACE_UP_CHARACTER', 'NOT_YOUR_CHARACTER', 'CHARACTER_ALREADY_USED', 'BONUS_TURN_NO_CHARACTER',
  'CHARACTER_NO_EFFECT', 'PILE_EMPTY', 'CARD_NOT_IN_DISCARD', 'NOT_A_CLOSED_ROW', 'INVALID_TARGET', 'NOT_COOPERATIVE', 'MARKER_LIMIT',
  'MARKER_UNCHANGED',
]);

const OUTCOME_REASONS: Record<string, string[]> = {
  competitive: ['finished', 'stalled', 'resigned'],
  cooperative: ['allFinished', 'stalled', 'resigned'],
  solo: ['cleared', 'stuck', 'stopped'],
};

function stepFailure(step: PlayoutStep): string | null {
  const state = step.after as ReihenState;
  const conservation = conservationError(state);
  if (conservation !== null) return conservation;
  const awaited = reihen.awaiting(state);
  if (state.result === null ? awaited.length !== 1 || state.seats[awaited[0]!]!.status !== 'playing' : awaited.length !== 0) return 'bad awaiting';
  return null;
}

describe('random games end, conserve all cards, and give a valid outcome', () => {
  for (const config of CONFIGS) {
    it(`${GAMES_PER_CONFIG} games: ${config.label}`, () => {
      for (let i = 0; i < GAMES_PER_CONFIG; i++) {
        let failure: string | null = null;
        const game = playRandomGame(reihen, { players: config.players, options: config.options, seed: `${config.label}#${i}` }, {
          maxMoves: MAX_MOVES,
          onStep: (step) => {
            failure ??= stepFailure(step);
          },
        });
        expect(failure).toBeNull();
        expect(game.ended).toBe(true);
        const state = game.final as ReihenState;
        const outcome = reihen.outcome(state)!;
        expect(OUTCOME_REASONS[state.mode]).toContain(outcome.reason);
        expect(outcome.scores).toHaveLength(config.players);
        expect(outcome.winners.every((seat) => seat >= 0 && seat < config.players)).toBe(true);
      }
    });
  }
});

/** Card codes inside any JSON value. */
function cardsIn(value: unknown): string[] {
  return (JSON.stringify(value).match(/"(?:1[0-3]|[1-9])[a-h]"/g) ?? []).map((quoted) => quoted.slice(1, -1));
}

/** Person ids as JSON string values (a key such as `"sprinter":` is no person). */
const PERSON_PATTERN = new RegExp(`"(${PERSONS.join('|')})"(?!:)`, 'g');
function personsIn(value: unknown): string[] {
  return (JSON.stringify(value).match(PERSON_PATTERN) ?? []).map((quoted) => quoted.slice(1, -1));
}

function publicCards(state: ReihenState): string[] {
  const cards = [...state.discard, ...state.completedRows.flat()];
  for (const slot of state.slots) if (slot !== null) for (const entry of slot) cards.push(...entry.cards);
  if (state.result !== null) for (const seat of state.seats) cards.push(...seat.hand, ...seat.pile);
  return cards;
}

/** What `viewer` may see in a state (§8): public cards, its hand, its pending choice. */
function visibleCards(state: ReihenState, viewer: Seat | null): Set<string> {
  const cards = new Set(publicCards(state));
  if (viewer === null) return cards;
  for (const card of state.seats[viewer]!.hand) cards.add(card);
  const pending = state.turn.pending;
  if (pending !== null && state.turn.seat === viewer && state.result === null) {
    for (const card of pending.kind === 'seer' ? pending.cards : state.seats[pending.target]!.hand) cards.add(card);
  }
  return cards;
}

function faceUp(state: ReihenState): Set<string> {
  return new Set(state.seats.flatMap((seat) => seat.stack.slice(0, 1)));
}

const SEAT_VIEW_KEYS = ['faceUp', 'handCount', 'markers', 'pileCount', 'seat', 'stackCount', 'status'];

function viewLeak(state: ReihenState, viewer: Seat | null): string | null {
  const view = reihen.view(state, viewer) as { seats: object[]; cast: unknown; hand: string[] | null };
  const allowed = visibleCards(state, viewer);
  const leaked = cardsIn(view).filter((card) => !allowed.has(card));
  if (leaked.length > 0) return `view of ${viewer} shows ${leaked.join(',')}`;
  const json = JSON.stringify(view);
  for (const key of ['"rng"', '"box"', '"pile"', '"stack"', '"ply"']) if (json.includes(key)) return `view of ${viewer} has ${key}`;
  if (view.seats.some((seat) => JSON.stringify(Object.keys(seat).sort()) !== JSON.stringify(SEAT_VIEW_KEYS))) return 'seat view keys';
  const up = faceUp(state);
  // `cast` is public; `turn` and `choice` name the pending kind ("seer"), not a card.
  const persons = personsIn({ ...view, cast: null, turn: null, choice: null }).filter((person) => !up.has(person));
  if (persons.length > 0) return `view of ${viewer} shows face-down ${persons.join(',')}`;
  if (viewer !== null && JSON.stringify(view.hand) !== JSON.stringify([...state.seats[viewer]!.hand].sort((a, b) => FULL_DECK.indexOf(a) - FULL_DECK.indexOf(b)))) {
    return `view of ${viewer} misses its hand`;
  }
  return null;
}

/** Events may show a viewer what it may see before or after the move, plus public reveals. */
function eventLeak(before: ReihenState, after: ReihenState, events: GameEvent[], viewer: Seat | null): string | null {
  const allowed = new Set([...visibleCards(before, viewer), ...visibleCards(after, viewer)]);
  for (const event of events) if (event.type === 'cardRevealed') allowed.add(event.data.card as string);
  // A user's next card is turned up at once (R15), even if a cooperative finish then hands it on.
  const persons = new Set([...faceUp(before), ...faceUp(after), ...before.seats[before.turn.seat]!.stack.slice(1, 2)]);
  for (const event of events) {
    const visible = eventFor(event, viewer);
    const leaked = cardsIn(visible).filter((card) => !allowed.has(card));
    if (leaked.length > 0) return `${event.type} shows ${viewer} ${leaked.join(',')}`;
    const hiddenPersons = personsIn(visible).filter((person) => !persons.has(person));
    if (hiddenPersons.length > 0) return `${event.type} shows ${viewer} face-down ${hiddenPersons.join(',')}`;
  }
  return null;
}

const CHARACTER_CONFIGS = CONFIGS.filter((config) => config.options.useCharacters === true);

describe('hidden information', () => {
  it('no view and no event shows a seat or a spectator anything it may not see (thousands of positions)', () => {
    let positions = 0;
    fc.assert(
      fc.property(fc.constantFrom(...CONFIGS), fc.integer({ min: 0, max: 1_000_000 }), (config, n) => {
        const setup = { players: config.players, options: config.options, seed: `leak-${n}` };
        const viewers: Array<Seat | null> = [null, ...Array.from({ length: config.players }, (_, seat) => seat)];
        const started = startGame(reihen, setup);
        for (const viewer of viewers) {
          expect(eventLeak(started.state as ReihenState, started.state as ReihenState, started.events.slice(1), viewer)).toBeNull();
          expect(viewLeak(started.state as ReihenState, viewer)).toBeNull();
        }
        playRandomGame(reihen, setup, {
          onStep: (step) => {
            positions++;
            for (const viewer of viewers) {
              const failure = viewLeak(step.after as ReihenState, viewer) ?? eventLeak(step.before as ReihenState, step.after as ReihenState, step.events, viewer);
              if (failure !== null) throw new Error(failure);
            }
          },
        });
      }),
      { seed: 42, numRuns: 40 },
    );
    expect(positions).toBeGreaterThan(3000);
  });

  it('the setup deals each seat its hand in a private event', () => {
    const { events } = startGame(reihen, { players: 4, seed: 'deal' });
    const drawn = events.filter((event) => event.type === 'cardsDrawn');
    expect(drawn).toHaveLength(4);
    drawn.forEach((event, seat) => {
      expect(cardsIn(eventFor(event, seat))).toHaveLength(6);
      expect(cardsIn(eventFor(event, (seat + 1) % 4))).toHaveLength(0);
      expect(cardsIn(eventFor(event, null))).toHaveLength(0);
    });
  });
});

describe('purity and determinism', () => {
  it('apply never mutates its input, and the same seed and moves replay to deep-equal states', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONFIGS), fc.integer({ min: 0, max: 1_000_000 }), (config, n) => {
        const setup = { players: config.players, options: config.options, seed: `replay-${n}` };
        const moves: Array<{ seat: Seat; move: ReihenMove }> = [];
        const game = playRandomGame(reihen, setup, { freeze: true, onStep: (step) => moves.push({ seat: step.seat, move: step.move as ReihenMove }) });
        expect(replay(reihen, setup, moves)).toEqual(game.final);
        expect(JSON.parse(JSON.stringify(game.final))).toEqual(game.final);
      }),
      { seed: 42, numRuns: 150 },
    );
  });
});

/** Positions met in random games (sampled along the way). */
function positionsFrom(configs: Config[], games: number, every: number): ReihenState[] {
  const positions: ReihenState[] = [];
  for (let i = 0; i < games; i++) {
    const config = configs[i % configs.length]!;
    let step = 0;
    playRandomGame(reihen, { players: config.players, options: config.options, seed: `pos-${i}` }, {
      onStep: ({ after }) => {
        if (step++ % every === 0 && reihen.outcome(after as ReihenState) === null) positions.push(after as ReihenState);
      },
    });
  }
  return positions;
}

const POSITIONS = positionsFrom(CONFIGS, 132, 5);

function accepted(state: ReihenState, seat: Seat, move: ReihenMove): boolean {
  try {
    reihen.apply(state, seat, move);
    return true;
  } catch (error) {
    if (error instanceof RuleViolation && SPEC_CODES.has(error.code)) return false;
    throw error;
  }
}

const key = (move: ReihenMove) => JSON.stringify(move);

describe('legal moves', () => {
  it('every listed move is accepted; plays and choices are listed exactly; the timeout move is legal', () => {
    expect(POSITIONS.length).toBeGreaterThan(2000);
    const failures: string[] = [];
    const fail = (what: string, state: ReihenState, move: unknown) => failures.push(`${what}: ${JSON.stringify(move)} at ply ${state.ply}`);
    for (const state of POSITIONS) {
      const seat = state.turn.seat;
      const listed = reihen.legalMoves(state, seat);
      for (const move of listed) if (!reihen.move.safeParse(move).success || !accepted(state, seat, move)) fail('listed but refused', state, move);
      const timeout = reihen.timeoutMove!(state, seat)!;
      if (!accepted(state, seat, timeout)) fail('timeout move refused', state, timeout);
      for (let other = 0; other < state.players; other++) if (other !== seat && reihen.legalMoves(state, other).length > 0) fail('lists for', state, other);

      const listedKeys = new Set(listed.map(key));
      const pending = state.turn.pending;
      const candidates: ReihenMove[] = [];
      if (pending === null) {
        for (const card of state.seats[seat]!.hand) for (let row = 0; row < 6; row++) candidates.push({ type: 'play', card, row });
      } else if (pending.kind === 'smuggler') {
        for (const give of state.seats[seat]!.hand) for (const take of state.seats[pending.target]!.hand) candidates.push({ type: 'smugglerSwap', give, take });
      } else {
        for (const take of pending.cards) {
          const rest = pending.cards.filter((card) => card !== take);
          candidates.push({ type: 'seerPick', take, putBack: rest }, { type: 'seerPick', take, putBack: rest.slice().reverse() });
        }
      }
      for (const move of candidates) if (listedKeys.has(key(move)) !== accepted(state, seat, move)) fail('listing differs from the rules', state, move);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('every move type and every person is reachable from the lists (markers and resign are optional, never listed)', () => {
    const types = new Set<string>();
    const persons = new Set<string>();
    for (const state of positionsFrom(CHARACTER_CONFIGS, 250, 1)) {
      for (const move of reihen.legalMoves(state, state.turn.seat)) {
        types.add(move.type);
        if (move.type === 'useCharacter') persons.add(move.person);
      }
    }
    expect([...types].sort()).toEqual(['endTurn', 'exchange', 'move', 'play', 'seerPick', 'smugglerSwap', 'useCharacter']);
    expect([...persons].sort()).toEqual([...PERSONS].sort());
  });

  it('well-formed moves outside the lists are accepted or refused with a spec code; never by another seat', () => {
    const card = fc.constantFrom(...FULL_DECK);
    const slot = fc.integer({ min: 0, max: 5 });
    const person = fc.constantFrom(...PERSONS);
    const move: fc.Arbitrary<unknown> = fc.oneof(
      fc.record({ type: fc.constant('play'), card, row: slot }),
      fc.record({ type: fc.constant('move'), from: slot, index: fc.integer({ min: 0, max: 14 }), to: slot }),
      fc.record({ type: fc.constant('exchange'), cards: fc.array(card, { minLength: 1, maxLength: 4 }) }),
      fc.record({ type: fc.constant('mark'), row: slot, on: fc.boolean() }),
      fc.record({ type: fc.constant('seerPick'), take: card, putBack: fc.array(card, { maxLength: 2 }) }),
      fc.record({ type: fc.constant('smugglerSwap'), give: card, take: card }),
      fc.constant({ type: 'endTurn' }),
      fc.record({ type: fc.constant('useCharacter'), person, row: slot, card, cards: fc.array(card, { minLength: 2, maxLength: 2 }) }).map(
        (use) => trimUse(use),
      ),
    );
    let refused = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: POSITIONS.length - 1 }), move, fc.integer({ min: 0, max: 5 }), (index, raw, other) => {
        const state = POSITIONS[index]!;
        const parsed = reihen.move.safeParse(raw);
        if (!parsed.success) return;
        const seat = state.turn.seat;
        const ok = accepted(state, seat, parsed.data);
        if (!ok) refused++;
        const expected = oracle(state, parsed.data);
        if (expected !== null) expect(ok).toBe(expected);
        if (other !== seat && other < state.players) {
          expect(() => reihen.apply(state, other, parsed.data)).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
        }
      }),
      { seed: 42, numRuns: 20_000 },
    );
    expect(refused).toBeGreaterThan(10_000);
  });

  it('after the end every move is GAME_OVER and nobody is awaited', () => {
    const game = playRandomGame(reihen, { players: 3, seed: 'over' });
    const state = game.final as ReihenState;
    expect(reihen.awaiting(state)).toEqual([]);
    expect(reihen.legalMoves(state, 0)).toEqual([]);
    expect(() => reihen.apply(state, state.turn.seat, { type: 'endTurn' })).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });
});

/**
 * An independent reading of the §5.2 table for the basic moves: is the move legal for the active
 * seat? null for the kinds it does not judge (characters and choices).
 */
function oracle(state: ReihenState, move: ReihenMove): boolean | null {
  const me = state.seats[state.turn.seat]!;
  const free = state.turn.pending === null;
  const value = (card: string) => Number.parseInt(card, 10);
  const last = (slot: number) => state.slots[slot]!.at(-1)!.value;
  switch (move.type) {
    case 'endTurn':
      return free;
    case 'play':
      return free && me.hand.includes(move.card) && (state.slots[move.row] === null || last(move.row) === value(move.card) - 1);
    case 'move': {
      const source = state.slots[move.from];
      if (!free || move.from === move.to || source === null || move.index >= source.length) return false;
      return (state.slots[move.to] === null || last(move.to) === source[move.index]!.value - 1) && state.turn.rebuilds < 30;
    }
    case 'exchange':
      return free && state.turn.progress === 0 && new Set(move.cards).size === move.cards.length && move.cards.every((card) => me.hand.includes(card));
    case 'mark':
      if (state.mode !== 'cooperative' || !free) return false;
      return move.on ? state.slots[move.row] !== null && !me.markers.includes(move.row) && me.markers.length < 2 : me.markers.includes(move.row);
    default:
      return null;
  }
}

/** Keeps the fields a person takes (the rest of the random record is dropped). */
function trimUse(use: { type: string; person: string; row: number; card: string; cards: string[] }): unknown {
  const fields: Record<string, string[]> = {
    builder: ['row', 'cards'], mason: ['row', 'card'], acrobat: ['row', 'card'], chameleon: ['row', 'card'], mathematician: ['row', 'cards'],
    carpenter: [], wrecker: [], undertaker: ['row'], twins: ['row', 'card'], sweeper: ['card'], miller: [], archivist: [],
    scavenger: ['card', 'row'], quartermaster: [], seer: [], trader: ['cards'], gambler: ['row'], courier: ['card'], smuggler: [], sprinter: [],
  };
  const out: Record<string, unknown> = { type: use.type, person: use.person };
  for (const field of fields[use.person]!) out[field] = use[field as 'row' | 'card' | 'cards'];
  if (use.person === 'carpenter') Object.assign(out, { from: use.row, index: 0, to: (use.row + 1) % 6 });
  if (use.person === 'wrecker') Object.assign(out, { row: use.row, count: 1 + (use.row % 3) });
  if (use.person === 'archivist') Object.assign(out, { give: use.card, take: use.cards[0] });
  if (use.person === 'courier' || use.person === 'smuggler') out.target = use.row;
  return out;
}

describe('schemas', () => {
  it('the move schema refuses unknown fields, wrong types and malformed codes', () => {
    for (const bad of [
      { type: 'play', card: '7b', row: 0, extra: 1 },
      { type: 'play', card: '7b', row: 6 },
      { type: 'play', card: '7b', row: '0' },
      { type: 'play', card: '14a', row: 0 },
      { type: 'play', card: '7i', row: 0 },
      { type: 'play', card: 7, row: 0 },
      { type: 'move', from: 0, index: -1, to: 1 },
      { type: 'move', from: 0, index: 1.5, to: 1 },
      { type: 'exchange', cards: [] },
      { type: 'endTurn', now: true },
      { type: 'mark', row: 0 },
      { type: 'seerPick', take: '1a', putBack: ['1b', '1c', '1d'] },
      { type: 'useCharacter', person: 'joker' },
      { type: 'useCharacter', person: 'miller', row: 0 },
      { type: 'useCharacter', person: 'mathematician', row: 0, cards: ['1a'] },
      { type: 'useCharacter', person: 'trader', cards: ['1a', '1b', '1c', '1d'] },
      { type: 'useCharacter', person: 'wrecker', row: 0, count: 4 },
      { type: 'useCharacter', person: 'builder', row: 0, cards: [] },
      { type: 'resign', seat: 1 },
      { type: 'pass' },
      {},
      null,
    ]) {
      expect(reihen.move.safeParse(bad).success).toBe(false);
    }
    expect(reihen.move.safeParse({ type: 'useCharacter', person: 'courier', card: '1a', target: 2 }).success).toBe(true);
  });

  it('the same seed gives the same setup; another seed another one', () => {
    const a = reihen.setup(3, reihen.options.parse({ useCharacters: true }), Random.fromSeed('same')).state;
    const b = reihen.setup(3, reihen.options.parse({ useCharacters: true }), Random.fromSeed('same')).state;
    const c = reihen.setup(3, reihen.options.parse({ useCharacters: true }), Random.fromSeed('other')).state;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

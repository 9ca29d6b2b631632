import { describe, expect, it } from 'vitest';
import { Random, SetupError, eventFor, type GameEvent } from '../../../engine/index.js';
import { FULL_DECK, pointsOf } from '../../../engine/games/downhill/cards.js';
import { deepFreeze, playRandomGame } from '../../support/playout.js';
import { accept, dealtDeck, downhill, position, refuse, startStacked, types, type DownhillState } from './helpers.js';

const play = (from: 'hand' | 'table', cards: string[], announce?: boolean) =>
  announce === undefined ? { type: 'play', from, cards } : { type: 'play', from, cards, announce };
const flip = (slot: number, announce?: boolean) => (announce === undefined ? { type: 'flip', slot } : { type: 'flip', slot, announce });
const pickUp = { type: 'pickUp' };
const pass = { type: 'pass' };

function setupError(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    if (error instanceof SetupError) return error.code;
    throw error;
  }
  return null;
}

/** Sets up a game as the platform does: options and stack parsed by their schemas first. */
const setup = (players: number, options: unknown = {}, stack?: Record<string, unknown>) =>
  downhill.setup(players, downhill.options.parse(options), Random.fromSeed('rulings'), stack && downhill.stack.parse(stack));

/** Two players; seat 0 opens with the given hand; seat 1 holds 1a…2a-ish low cards from the canonical fill. */
const opening = (hand0: string[], faceUp0: string[] = ['12a', '12b', '12c', '12d']) =>
  startStacked(2, dealtDeck(2, [{ hand: hand0, faceUp: faceUp0 }])).state;

describe('setup errors', () => {
  it('refuses player counts outside 2–5 with INVALID_PLAYER_COUNT', () => {
    expect(setupError(() => setup(1))).toBe('INVALID_PLAYER_COUNT');
    expect(setupError(() => setup(6))).toBe('INVALID_PLAYER_COUNT');
    for (const players of [2, 3, 4, 5]) expect(setupError(() => setup(players))).toBeNull();
  });

  it('refuses bad options (INVALID_OPTION): the options schema refuses them before setup', () => {
    for (const bad of [{ rounds: 0 }, { rounds: 21 }, { rounds: 2.5 }, { scoring: 'beans' }, { rounds: '3' }, { extra: true }]) {
      expect(downhill.options.safeParse(bad).success).toBe(false);
    }
  });

  it('fills defaults: points scoring, one round per player (R16)', () => {
    expect(downhill.options.parse({})).toEqual({ scoring: 'points' });
    for (const players of [2, 3, 4, 5]) expect(setup(players, downhill.options.parse({})).state.rounds).toBe(players);
    expect(setup(3, downhill.options.parse({ rounds: 20, scoring: 'matchsticks' })).state).toMatchObject({ rounds: 20, scoring: 'matchsticks' });
  });

  it('refuses a stacked deck that is not the 72 cards with INVALID_DECK', () => {
    const options = downhill.options.parse({});
    const deck = [...FULL_DECK];
    expect(setupError(() => setup(2, options, { deck: deck.slice(1) }))).toBe('INVALID_DECK');
    expect(setupError(() => setup(2, options, { deck: [...deck.slice(1), deck[1]] }))).toBe('INVALID_DECK');
    expect(setupError(() => setup(2, options, { deck: [...deck.slice(1), '13a'] }))).toBe('INVALID_DECK');
    expect(setupError(() => setup(2, options, { deck }))).toBeNull();
    // The spec allows `deck` only (round 1); `decks` and unknown keys are refused by the schema.
    expect(downhill.stack.safeParse({ deck }).success).toBe(true);
    expect(downhill.stack.safeParse({ decks: [deck] }).success).toBe(false);
    expect(downhill.stack.safeParse({ deck, decks: [deck] }).success).toBe(false);
    expect(downhill.stack.safeParse({ deck: 'x' }).success).toBe(false);
  });
});

describe('move schema', () => {
  it('accepts the four moves as the spec writes them', () => {
    for (const move of [
      { type: 'play', from: 'hand', cards: ['7a', '7c'], announce: true },
      { type: 'play', from: 'table', cards: ['m2a'] },
      { type: 'flip', slot: 2, announce: false },
      { type: 'flip', slot: 0 },
      { type: 'pickUp' },
      { type: 'pass' },
    ]) {
      expect(downhill.move.safeParse(move).success).toBe(true);
    }
  });

  it('refuses malformed moves: unknown type or field, wrong types, unknown codes, empty cards, slot outside 0–3', () => {
    for (const move of [
      { type: 'swap', hand: '7a', table: '9a' }, // R22: there is no exchange move
      { type: 'draw' },
      { type: 'pickUp', cards: ['7a'] },
      { type: 'pass', seat: 0 },
      { type: 'play', from: 'faceDown', cards: ['7a'] }, // C2
      { type: 'play', from: 'hand', cards: [] },
      { type: 'play', from: 'hand', cards: ['13a'] },
      { type: 'play', from: 'hand', cards: ['7f'] },
      { type: 'play', from: 'hand', cards: ['m2g'] },
      { type: 'play', from: 'hand', cards: '7a' },
      { type: 'play', from: 'hand', cards: ['1a', '1b', '1c', '1d', '1e', '2a', '2b'] },
      { type: 'play', from: 'hand', cards: ['7a'], announce: 'yes' },
      { type: 'play', from: 'hand', cards: ['7a'], slot: 1 },
      { type: 'play', cards: ['7a'] },
      { type: 'flip', slot: 4 },
      { type: 'flip', slot: -1 },
      { type: 'flip', slot: 1.5 },
      { type: 'flip', slot: '1' },
      { type: 'flip' },
      { cards: ['7a'] },
    ]) {
      expect(downhill.move.safeParse(move).success, JSON.stringify(move)).toBe(false);
    }
  });
});

describe('R1 deck and canonical order', () => {
  it('has 72 distinct codes: 1–12 five times, six −2, six sweeps, in canonical order', () => {
    expect(FULL_DECK).toHaveLength(72);
    expect(new Set(FULL_DECK).size).toBe(72);
    expect(FULL_DECK.slice(0, 6)).toEqual(['1a', '1b', '1c', '1d', '1e', '2a']);
    expect(FULL_DECK.slice(55, 72)).toEqual(['12a', '12b', '12c', '12d', '12e', 'm2a', 'm2b', 'm2c', 'm2d', 'm2e', 'm2f', 'swa', 'swb', 'swc', 'swd', 'swe', 'swf']);
    expect(FULL_DECK.reduce((sum, card) => sum + pointsOf(card), 0)).toBe(5 * 78 + 6 * 20 + 6 * 50);
  });
});

describe('R2 undealt cards are set aside, unseen and unscored', () => {
  it('sets 72 − 13n cards aside, shows only their count, and never reveals or scores them', () => {
    for (const players of [2, 3, 4, 5]) {
      const { state, events } = setup(players, downhill.options.parse({}));
      expect(state.setAside).toHaveLength(72 - 13 * players);
      for (const viewer of [null, 0]) {
        const view = downhill.view(state, viewer) as { setAsideCount: number };
        expect(view.setAsideCount).toBe(72 - 13 * players);
        const seen = JSON.stringify([view, events.map((event) => eventFor(event, viewer))]);
        for (const card of state.setAside) expect(seen).not.toContain(`"${card}"`);
      }
    }
    // A blocked round scores the seats' cards only.
    const blocked = position({ active: 0, seats: [{ hand: ['m2a'] }, { hand: ['m2b'] }] });
    const { seen } = accept(accept(blocked, 0, pass).state, 1, pass);
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ remaining: [['m2a'], ['m2b']], roundScores: [20, 20] });
  });
});

describe('R3 the opener starts from hand; a −2 never starts a pile', () => {
  it('refuses a −2 as the first card of the round', () => {
    const state = opening(['m2a', '9a', '9b', '5a', '5b']);
    refuse(state, 0, play('hand', ['m2a']), 'MINUS_TWO_CANNOT_OPEN');
    expect(accept(state, 0, play('hand', ['9a'])).state.pile).toEqual(['9a']);
  });

  it('refuses a −2 on the new pile after a pickUp, a failed flip, a pass and a sweep', () => {
    const afterPickUp = accept(position({ active: 0, pile: ['3a'], seats: [{ hand: ['9a'] }, { hand: ['m2a', '8a'] }] }), 0, pickUp).state;
    refuse(afterPickUp, 1, play('hand', ['m2a']), 'MINUS_TWO_CANNOT_OPEN');
    const afterFlip = accept(position({ active: 0, pile: ['3a'], seats: [{ faceDown: { 0: '9a', 1: '9b', 2: '10a' } }, { hand: ['m2a', '8a'] }] }), 0, flip(0)).state;
    expect(afterFlip.pile).toEqual([]);
    refuse(afterFlip, 1, play('hand', ['m2a']), 'MINUS_TWO_CANNOT_OPEN');
    const afterPass = accept(position({ active: 0, seats: [{ hand: ['m2b'] }, { hand: ['m2a', '8a'] }] }), 0, pass).state;
    refuse(afterPass, 1, play('hand', ['m2a']), 'MINUS_TWO_CANNOT_OPEN');
    const afterSweep = accept(position({ active: 0, pile: ['3a'], seats: [{ hand: ['swa', 'm2a', '8a'] }, { hand: ['9a'] }] }), 0, play('hand', ['swa'])).state;
    refuse(afterSweep, 0, play('hand', ['m2a']), 'MINUS_TWO_CANNOT_OPEN');
  });
});

describe('R4 first turn: hand cards only', () => {
  it('keeps the table closed through a sweep continuation and opens it from the second turn', () => {
    const deck = dealtDeck(2, [
      { hand: ['swa', '9a', '9b', '5a', '5b'], faceUp: ['3a', '10b', '11a', '11b'] },
      { hand: ['4a', '4b', '6a', '6b', '7a'] },
    ]);
    let state = startStacked(2, deck).state;
    refuse(state, 0, play('table', ['3a']), 'TABLE_NOT_AVAILABLE');
    state = accept(state, 0, play('hand', ['swa'])).state;
    expect(state.active).toBe(0);
    refuse(state, 0, play('table', ['3a']), 'TABLE_NOT_AVAILABLE');
    expect(downhill.legalMoves(state, 0).some((move) => move.type === 'play' && move.from === 'table')).toBe(false);
    state = accept(state, 0, play('hand', ['9a'])).state;
    expect(state.seats[0].tableOpen).toBe(true);
    expect(state.seats[1].tableOpen).toBe(false);
    state = accept(state, 1, play('hand', ['4a'])).state;
    // Second turn: face-up cards are usable while hand cards remain.
    expect(state.seats[0].hand).toEqual(['9b', '5a', '5b']);
    state = accept(state, 0, play('table', ['3a'])).state;
    expect(state.seats[0].faceUp).toEqual([null, '10b', '11a', '11b']);
  });
});

describe('R5 face-down cards: once no face-up card is left, one at a time, blind', () => {
  const at = (seat0: Parameters<typeof position>[0]['seats'][number]) =>
    position({ active: 0, pile: ['8a'], seats: [seat0, { hand: ['2a', '3a'], faceDown: 4 }] });

  it('refuses a flip while face-up cards remain (FACE_DOWN_NOT_AVAILABLE), allows it with hand cards left', () => {
    refuse(at({ hand: ['5a'], faceUp: { 3: '12a' }, faceDown: 4 }), 0, flip(0), 'FACE_DOWN_NOT_AVAILABLE');
    refuse(at({ hand: ['5a'], faceDown: 4, tableOpen: false }), 0, flip(0), 'FACE_DOWN_NOT_AVAILABLE');
    const { state, seen } = accept(at({ hand: ['5a', '12b'], faceDown: { 0: '7a', 1: '9a', 2: '11a' } }), 0, flip(0));
    expect(seen.slice(0, 2)).toEqual([
      { type: 'flipped', seat: 0, slot: 0, card: '7a' },
      { type: 'played', seat: 0, from: 'faceDown', cards: ['7a'], limit: 7 },
    ]);
    expect(state.seats[0].faceDown).toEqual([null, '9a', '11a', null]);
    expect(state.active).toBe(1);
  });

  it('C1: no face-down card at all is FACE_DOWN_NOT_AVAILABLE; an empty slot among others is SLOT_EMPTY', () => {
    refuse(at({ hand: ['12a', '12b'] }), 0, flip(0), 'FACE_DOWN_NOT_AVAILABLE');
    refuse(at({ hand: ['12a', '12b'], faceDown: { 1: '5a' } }), 0, flip(0), 'SLOT_EMPTY');
  });

  it('shows the owner only which face-down slots are occupied, not the cards', () => {
    const state = at({ hand: ['12a'], faceDown: { 0: '7a', 2: '9a' } });
    const view = downhill.view(state, 0) as { seats: Array<{ faceDown: boolean[] }> };
    expect(view.seats[0].faceDown).toEqual([true, false, true, false]);
    expect(JSON.stringify(view)).not.toContain('"7a"');
  });
});

describe('R6 −2 arithmetic', () => {
  it('lowers by 2 per card, onto another −2 too, never below 1, also from the table', () => {
    const base = { active: 0, seats: [{ hand: ['m2a', 'm2b', '12a'], faceUp: { 1: 'm2c' } }, { hand: ['m2d', '12b'], faceDown: 4 }] };
    expect(accept(position({ ...base, pile: ['7a'] }), 0, play('hand', ['m2a'])).state.limit).toBe(5);
    expect(accept(position({ ...base, pile: ['5a'] }), 0, play('hand', ['m2a', 'm2b'])).state.limit).toBe(1);
    expect(accept(position({ ...base, pile: ['1a'] }), 0, play('hand', ['m2a'])).state.limit).toBe(1);
    expect(accept(position({ ...base, pile: ['12c'] }), 0, play('table', ['m2c'])).state.limit).toBe(10);
    let state = accept(position({ ...base, pile: ['12c'] }), 0, play('hand', ['m2a', 'm2b'])).state;
    expect(state.limit).toBe(8);
    state = accept(state, 1, play('hand', ['m2d'])).state;
    expect(state.limit).toBe(6);
    expect(state.pile).toEqual(['12c', 'm2a', 'm2b', 'm2d']);
  });

  it('three −2 at once from one source add up to −6 and stop at 1; the cards go on in the order named', () => {
    const seats = [{ hand: ['m2c', 'm2a', 'm2e', '3a'], faceUp: { 0: 'm2b', 3: 'm2d' } }, { hand: ['2a'], faceDown: 4 }];
    const fromHand = accept(position({ active: 0, pile: ['12a'], seats }), 0, play('hand', ['m2e', 'm2c', 'm2a']));
    expect(fromHand.state.limit).toBe(6);
    expect(fromHand.state.pile).toEqual(['12a', 'm2e', 'm2c', 'm2a']);
    expect(fromHand.seen[0]).toEqual({ type: 'played', seat: 0, from: 'hand', cards: ['m2e', 'm2c', 'm2a'], limit: 6 });
    expect(accept(position({ active: 0, pile: ['7a'], seats }), 0, play('hand', ['m2a', 'm2c', 'm2e'])).state.limit).toBe(1);
    const fromTable = accept(position({ active: 0, pile: ['9a'], seats }), 0, play('table', ['m2d', 'm2b'])).state;
    expect(fromTable.limit).toBe(5);
    expect(fromTable.seats[0].faceUp).toEqual([null, null, null, null]);
  });

  it('equal cards played together come from one source only: hand and table never mix', () => {
    const state = position({ active: 0, pile: ['9a'], seats: [{ hand: ['4c', 'm2a'], faceUp: { 1: '4a', 2: 'm2b' } }, { hand: ['2a'], faceDown: 4 }] });
    refuse(state, 0, play('hand', ['4c', '4a']), 'CARD_NOT_IN_HAND');
    refuse(state, 0, play('table', ['4a', '4c']), 'CARD_NOT_ON_TABLE');
    refuse(state, 0, play('hand', ['m2a', 'm2b']), 'CARD_NOT_IN_HAND');
    refuse(state, 0, play('table', ['m2b', 'm2a']), 'CARD_NOT_ON_TABLE');
  });

  it('a seat with nothing within the lowered limit and no −2 or sweep must pick up, −2 cards included', () => {
    const state = position({ active: 0, pile: ['7a', 'm2a'], seats: [{ hand: ['6a', '9a'] }, { hand: ['2a'], faceDown: 4 }] });
    expect(downhill.legalMoves(state, 0)).toEqual([{ type: 'pickUp' }]);
    expect(accept(state, 0, pickUp).state.seats[0].hand).toEqual(['6a', '9a', '7a', 'm2a']);
  });
});

describe('R7/R20 sweep', () => {
  it('sweeps an empty pile too; the same seat starts the next pile', () => {
    const state = position({ active: 0, seats: [{ hand: ['swa', '5a', '6a'] }, { hand: ['2a'], faceDown: 4 }] });
    const { state: after, seen } = accept(state, 0, play('hand', ['swa']));
    expect(seen).toEqual([
      { type: 'played', seat: 0, from: 'hand', cards: ['swa'], limit: null },
      { type: 'swept', seat: 0, cards: ['swa'] },
    ]);
    expect(after.removed.at(-1)).toBe('swa');
    expect(after.active).toBe(0);
    expect(after.continuation).toBe('sweep');
    expect((downhill.view(after, null) as { continuation: string }).continuation).toBe('sweep');
  });

  it('several sweeps played together sweep once (R20), from the table as well', () => {
    const state = position({ active: 0, pile: ['9a', '4a'], seats: [{ hand: ['5a', '6a'], faceUp: { 0: 'swa', 2: 'swb' } }, { hand: ['2a'], faceDown: 4 }] });
    const { state: after, seen } = accept(state, 0, play('table', ['swa', 'swb']));
    expect(seen.filter((event) => event.type === 'swept')).toEqual([{ type: 'swept', seat: 0, cards: ['9a', '4a', 'swa', 'swb'] }]);
    expect(after.pile).toEqual([]);
    expect(after.limit).toBeNull();
    expect(after.active).toBe(0);
  });

  it('swept cards are never scored', () => {
    const state = position({ active: 0, rounds: 1, pile: ['12a'], seats: [{ hand: ['swa', '5a'] }, { hand: ['2a'] }] });
    const after = accept(state, 0, play('hand', ['swa'], true)).state;
    expect(after.removed).toContain('12a');
    const { seen } = accept(after, 0, play('hand', ['5a']));
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ winner: 0, roundScores: [-10, 2] });
  });
});

describe('R8 after a pickUp the next seat starts a new pile', () => {
  it('awaits the next seat on an empty pile', () => {
    const state = position({ active: 0, pile: ['2a'], seats: [{ hand: ['9a'] }, { hand: ['m2a', '8a'], faceDown: 4 }, { hand: ['3a'], faceDown: 4 }] });
    const after = accept(state, 0, pickUp).state;
    expect(after).toMatchObject({ active: 1, pile: [], limit: null });
    expect(downhill.legalMoves(after, 1).filter((move) => move.type === 'play')).toEqual([{ type: 'play', from: 'hand', cards: ['8a'] }]);
  });
});

describe('R9 a flipped card is played if legal, else taken up with the pile', () => {
  const at = (pile: string[], faceDown: Record<number, string>) =>
    position({ active: 0, pile, seats: [{ hand: ['12a'], faceDown }, { hand: ['2a'], faceDown: 4 }] });

  it('plays a flipped number on an empty pile whatever its value', () => {
    const { state } = accept(at([], { 0: '12b', 1: '1a', 2: '1b' }), 0, flip(0));
    expect(state.pile).toEqual(['12b']);
    expect(state.active).toBe(1);
  });

  it('plays a flipped sweep and continues', () => {
    const { state, seen } = accept(at(['3a'], { 0: 'swa', 1: '1a', 2: '1b' }), 0, flip(0));
    expect(types(seen)).toEqual(['flipped', 'played', 'swept']);
    expect(state).toMatchObject({ active: 0, continuation: 'sweep', pile: [] });
  });

  it('a flipped playable last card goes out for −10, not −80; a flipped last sweep ends the round with no new pile (R15)', () => {
    for (const [card, pile] of [['3a', ['5a']], ['swa', ['5a']], ['12b', []]] as const) {
      const state = position({ active: 0, rounds: 1, pile: [...pile], seats: [{ faceDown: { 2: card } }, { hand: ['2a', '9a'] }] });
      const { state: after, seen } = accept(state, 0, flip(2));
      expect(seen[0]).toEqual({ type: 'flipped', seat: 0, slot: 2, card });
      expect(seen[1]).toMatchObject({ type: 'played', seat: 0, from: 'faceDown', cards: [card] });
      expect(types(seen)).not.toContain('lastCard');
      expect(after.lastRound).toMatchObject({ winner: 0, reason: 'wentOut', roundScores: [-10, 11] });
      expect(after.active).toBeNull();
    }
  });

  it('a failed flip takes the pile plus the card, and the next seat opens', () => {
    const { state, seen } = accept(at(['5a', '3a'], { 0: '9a', 1: '1a', 2: '1b' }), 0, flip(0));
    expect(seen[1]).toEqual({ type: 'pickedUp', seat: 0, cards: ['5a', '3a', '9a'] });
    expect(state.seats[0].hand).toEqual(['12a', '5a', '3a', '9a']);
    expect(state).toMatchObject({ active: 1, pile: [], limit: null });
  });
});

describe('R10/R11 a flipped −2 is never played', () => {
  it('goes into the hand and the seat plays on; on an empty pile too', () => {
    for (const pile of [['6a'], []]) {
      const state = position({ active: 0, pile, seats: [{ hand: ['12a'], faceDown: { 0: 'm2a', 1: '1a', 2: '1b' } }, { hand: ['2a'], faceDown: 4 }] });
      const { state: after, seen } = accept(state, 0, flip(0));
      expect(types(seen)).toEqual(['flipped', 'minusTwoTaken']);
      expect(after.pile).toEqual(pile);
      expect(after.seats[0].hand).toEqual(['12a', 'm2a']);
      expect(after).toMatchObject({ active: 0, continuation: 'minusTwo' });
    }
  });

  it('as the last card wins the round for −80 instead of −10 (points) and one matchstick (R23)', () => {
    const state = position({ active: 1, rounds: 1, pile: ['6a'], seats: [{ hand: ['12a'] }, { faceDown: { 3: 'm2a' } }] });
    const { state: after } = accept(state, 1, flip(3));
    expect(after.lastRound).toMatchObject({ winner: 1, reason: 'minusTwoReveal', roundScores: [12, -80] });
    expect(after.seats[1]).toMatchObject({ total: -80, roundsWon: 1, matchsticks: 0 });
    const sticks = accept({ ...state, scoring: 'matchsticks' }, 1, flip(3)).state;
    expect(sticks.seats[1]).toMatchObject({ total: 0, roundsWon: 1, matchsticks: 1 });
    expect(sticks.seats[0]).toMatchObject({ total: 1, matchsticks: 0 });
  });

  it('as the last card wins on an empty pile too, where no −2 could be played', () => {
    const state = position({ active: 1, rounds: 1, seats: [{ hand: ['12a', 'm2b'] }, { faceDown: { 0: 'm2a' } }] });
    const { state: after, seen } = accept(state, 1, flip(0));
    expect(types(seen)).toEqual(['flipped', 'roundEnded', 'gameEnded']);
    expect(after.lastRound).toMatchObject({ winner: 1, reason: 'minusTwoReveal', roundScores: [32, -80] });
  });

  it('after the exchange the seat may flip again in the same turn; the turn counter does not move until the turn ends', () => {
    const state = position({ active: 0, turn: 7, pile: ['6a'], seats: [{ hand: ['12a'], faceDown: { 0: 'm2a', 1: '4a', 2: '1b' } }, { hand: ['2a'], faceDown: 4 }] });
    let after = accept(state, 0, flip(0)).state;
    expect(after).toMatchObject({ active: 0, turn: 7, continuation: 'minusTwo' });
    after = accept(after, 0, flip(1)).state;
    expect(after).toMatchObject({ active: 1, turn: 8, continuation: null, limit: 4 });
    expect(after.seats[0].hand).toEqual(['12a', 'm2a']);
  });
});

describe('R12 pass and the blocked round', () => {
  it('refuses pass on a pile, with a known opener, or when a flip is possible', () => {
    refuse(position({ active: 0, pile: ['5a'], seats: [{ hand: ['m2a'] }, { hand: ['2a'] }] }), 0, pass, 'PASS_NOT_ALLOWED');
    refuse(position({ active: 0, seats: [{ hand: ['m2a', '9a'] }, { hand: ['2a'] }] }), 0, pass, 'PASS_NOT_ALLOWED');
    refuse(position({ active: 0, seats: [{ hand: ['m2a'], faceUp: { 0: 'swa' } }, { hand: ['2a'] }] }), 0, pass, 'PASS_NOT_ALLOWED');
    refuse(position({ active: 0, seats: [{ hand: ['m2a'], faceDown: 4 }, { hand: ['2a'] }] }), 0, pass, 'PASS_NOT_ALLOWED');
  });

  it('a seat in its first turn cannot open with face-up cards and passes', () => {
    const state = position({ active: 0, seats: [{ hand: ['m2a'], faceUp: { 0: '9a' }, tableOpen: false }, { hand: ['2a'] }] });
    expect(downhill.legalMoves(state, 0)).toEqual([{ type: 'pass' }]);
    expect(accept(state, 0, pass).state.seats[0].tableOpen).toBe(true);
  });

  it('counts passes only since the last play, flip or pickUp', () => {
    let state = position({ active: 0, seats: [{ hand: ['m2a'] }, { hand: ['m2b', '4a', '3a'] }, { hand: ['m2c', '1a'] }] });
    state = accept(state, 0, pass).state;
    expect(state.passed).toEqual([0]);
    state = accept(state, 1, play('hand', ['4a'])).state;
    expect(state.passed).toEqual([]);
    expect((downhill.view(state, null) as { passed: number[] }).passed).toEqual([]);
  });

  it('a flip clears the pass set too (the −2 exchange then a pass does not block the round)', () => {
    let state = position({ active: 0, seats: [{ hand: ['m2a'] }, { hand: ['m2c'], faceDown: { 0: 'm2b' } }] });
    state = accept(state, 0, pass).state;
    state = accept(state, 1, flip(0, true)).state;
    expect(state.passed).toEqual([]);
    const passed = accept(state, 1, pass);
    expect(types(passed.seen)).toEqual(['passed']);
    expect(passed.state).toMatchObject({ passed: [1], active: 0 });
    const { seen } = accept(passed.state, 0, pass);
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ winner: null, reason: 'allPassed', roundScores: [20, 40] });
  });

  it('is a set: a seat passing twice (another seat skipped between) counts once', () => {
    let state = position({ active: 0, seats: [{ hand: ['m2a'] }, { hand: ['m2b'] }, { hand: ['5a'], skipNext: true }] });
    state = accept(state, 0, pass).state;
    const second = accept(state, 1, pass);
    expect(second.seen).toContainEqual({ type: 'turnSkipped', seat: 2 });
    state = accept(second.state, 0, pass).state;
    expect(state).toMatchObject({ passed: [0, 1], active: 1, round: 1 });
    state = accept(state, 1, pass).state;
    expect(state.active).toBe(2);
    expect(accept(state, 2, play('hand', ['5a'])).state.lastRound).toMatchObject({ winner: 2, reason: 'wentOut' });
  });
});

describe('R13 the "last card" call', () => {
  it('a flip is due with exactly two cards; required, refused when not due', () => {
    const two = position({ active: 0, pile: ['5a'], seats: [{ hand: ['12a'], faceDown: { 0: '3a' } }, { hand: ['2a'], faceDown: 4 }] });
    refuse(two, 0, flip(0), 'ANNOUNCEMENT_REQUIRED');
    const three = position({ active: 0, pile: ['5a'], seats: [{ hand: ['12a', '12b'], faceDown: { 0: '3a' } }, { hand: ['2a'], faceDown: 4 }] });
    refuse(three, 0, flip(0, true), 'NOTHING_TO_ANNOUNCE');
    // `false` when not due is ignored: no event, no penalty.
    const quiet = accept(three, 0, flip(0, false));
    expect(types(quiet.seen)).not.toContain('lastCard');
    expect(quiet.state.seats[0].skipNext).toBe(false);
  });

  it('a flip call takes effect only if the revealed card is played', () => {
    const at = (card: string) => position({ active: 0, pile: ['5a'], seats: [{ hand: ['12a'], faceDown: { 0: card } }, { hand: ['2a'], faceDown: 4 }] });
    const played = accept(at('3a'), 0, flip(0, false));
    expect(played.seen).toContainEqual({ type: 'lastCard', seat: 0, announced: false });
    expect(played.state.seats[0].skipNext).toBe(true);
    for (const card of ['m2a', '9a']) {
      const { state, seen } = accept(at(card), 0, flip(0, false));
      expect(types(seen)).not.toContain('lastCard');
      expect(state.seats[0].skipNext).toBe(false);
    }
  });

  it('a play is due when it leaves exactly one card, counting face-down cards', () => {
    const state = position({ active: 0, pile: ['9a'], seats: [{ hand: ['5a', '5b'], faceDown: { 0: '1a' } }, { hand: ['2a'], faceDown: 4 }] });
    refuse(state, 0, play('hand', ['5a', '5b']), 'ANNOUNCEMENT_REQUIRED');
    refuse(state, 0, play('hand', ['5a'], true), 'NOTHING_TO_ANNOUNCE');
    expect(accept(state, 0, play('hand', ['5a', '5b'], true)).seen).toContainEqual({ type: 'lastCard', seat: 0, announced: true });
  });
});

describe('R14 the penalty skip', () => {
  it('skips the next turn once, wrapping round the table', () => {
    let state = position({ active: 0, pile: ['12a'], seats: [{ hand: ['9a', '9b'] }, { hand: ['8a', '7a', '6a'], faceDown: 4 }] });
    state = accept(state, 0, play('hand', ['9a'], false)).state;
    const { state: after, seen } = accept(state, 1, play('hand', ['8a']));
    expect(seen).toContainEqual({ type: 'turnSkipped', seat: 0 });
    expect(after.active).toBe(1);
    expect(accept(after, 1, play('hand', ['7a'])).state.active).toBe(0);
  });

  it('passes over several flagged seats in a row; skipped turns are not counted as turns', () => {
    let state = position({
      active: 0,
      turn: 20,
      pile: ['12a'],
      seats: [{ hand: ['11a', '10a', '8a', '7a', '6a'] }, { hand: ['10b', '10c'] }, { hand: ['9b', '9c'] }],
    });
    state = accept(state, 0, play('hand', ['11a'])).state;
    state = accept(state, 1, play('hand', ['10b'], false)).state;
    state = accept(state, 2, play('hand', ['9b'], false)).state;
    expect(state.seats.map((seat) => seat.skipNext)).toEqual([false, true, true]);
    const { state: after, seen } = accept(state, 0, play('hand', ['8a']));
    expect(seen).toEqual([
      { type: 'played', seat: 0, from: 'hand', cards: ['8a'], limit: 8 },
      { type: 'turnSkipped', seat: 1 },
      { type: 'turnSkipped', seat: 2 },
    ]);
    expect(after).toMatchObject({ active: 0, turn: 24 });
    expect(after.seats.map((seat) => seat.skipNext)).toEqual([false, false, false]);
    expect(accept(after, 0, play('hand', ['7a'])).state.active).toBe(1);
  });

  it('a seat that just earned the penalty is passed over at once when the turn wraps round to it', () => {
    // Two seats: seat 1 is flagged already; seat 0's silent play flags seat 0 too.
    const state = position({ active: 0, pile: ['12a'], seats: [{ hand: ['9a', '9b'], faceDown: 0 }, { hand: ['8a', '7a'], faceDown: 2, skipNext: true }] });
    const { state: after, seen } = accept(state, 0, play('hand', ['9a'], false));
    expect(types(seen)).toEqual(['played', 'lastCard', 'turnSkipped', 'turnSkipped']);
    expect(seen.slice(2)).toEqual([
      { type: 'turnSkipped', seat: 1 },
      { type: 'turnSkipped', seat: 0 },
    ]);
    expect(after.active).toBe(1);
    expect(after.seats.map((seat) => seat.skipNext)).toEqual([false, false]);
  });

  it('an unused flag does not carry into the next deal', () => {
    const state = position({ active: 0, rounds: 2, pile: ['12a'], seats: [{ hand: ['9a', '9b'] }, { hand: ['8a'] }] });
    const penalised = accept(state, 0, play('hand', ['9a'], false)).state;
    expect(penalised.seats[0].skipNext).toBe(true);
    const next = accept(penalised, 1, play('hand', ['8a'])).state;
    expect(next.round).toBe(2);
    expect(next.seats.map((seat) => seat.skipNext)).toEqual([false, false]);
    expect(next.active).toBe(1);
  });
});

describe('R15 going out with a −2 or a sweep wins normally', () => {
  it('scores −10 for the last card being a sweep', () => {
    const state = position({ active: 0, rounds: 1, pile: ['4a'], seats: [{ hand: ['swa'] }, { hand: ['2a', 'm2a'] }] });
    const { state: after, seen } = accept(state, 0, play('hand', ['swa']));
    expect(types(seen)).toEqual(['played', 'swept', 'roundEnded', 'gameEnded']);
    expect(after.lastRound).toMatchObject({ winner: 0, reason: 'wentOut', roundScores: [-10, 22] });
  });
});

describe('R16 rounds, dealer and opener', () => {
  it('plays one round per player by default, the dealer moving one seat clockwise', () => {
    for (const players of [2, 3, 4, 5]) {
      const started: Array<Record<string, unknown>> = [];
      const collect = (events: GameEvent[]) => {
        for (const event of events) if (event.type === 'roundStarted') started.push(eventFor(event, null));
      };
      const game = playRandomGame(downhill, { players, seed: `r16-${players}` }, { onStep: (step) => collect(step.events) });
      collect(game.setupEvents);
      started.sort((a, b) => Number(a.round) - Number(b.round));
      expect(game.ended).toBe(true);
      expect(started.map((event) => [event.round, event.dealer, event.opener])).toEqual(
        Array.from({ length: players }, (_, i) => [i + 1, (i + players - 1) % players, i]),
      );
      expect((game.final as DownhillState).seats[0].roundScores).toHaveLength(players);
    }
  });
  it('deals later rounds from a fresh shuffle by the game generator, whatever the stacked deck (§4)', () => {
    const state = position({ active: 0, rounds: 2, pile: ['9a'], seats: [{ hand: ['8a'] }, { hand: ['2a'], faceDown: 4 }] });
    const next = accept(state, 0, play('hand', ['8a'])).state;
    const deck = new Random(state.rng).shuffled(FULL_DECK);
    expect(next.rng).not.toEqual(state.rng);
    // Round 2: opener seat 1 receives deck[0], deck[2], … first.
    expect(next.seats[1].faceDown).toEqual([deck[0], deck[2], deck[4], deck[6]]);
    expect(next.seats[0].faceUp).toEqual([deck[9], deck[11], deck[13], deck[15]]);
    expect(next.seats[1].hand).toEqual([deck[16], deck[18], deck[20], deck[22], deck[24]]);
    expect(next.setAside).toEqual(deck.slice(26));
    expect(next.seats.map((seat) => seat.tableOpen)).toEqual([false, false]);
  });
});

describe('R17 ranking and tie-breaks', () => {
  const finish = (scoring: 'points' | 'matchsticks', seats: Array<{ total: number; roundsWon: number; matchsticks?: number }>) => {
    // Seat 0 holds the last card: it goes out and wins the round.
    const state = position({ active: 0, round: 1, rounds: 1, scoring, pile: ['12a'], seats: seats.map((seat, i) => ({ ...seat, hand: i === 0 ? ['1a'] : [] })) });
    return accept(state, 0, play('hand', ['1a'])).state;
  };

  it('points: lowest total, then more rounds won, then shared rank', () => {
    const state = finish('points', [
      { total: 20, roundsWon: 0 }, // −10 → 10, 1 round won
      { total: 10, roundsWon: 0 },
      { total: 10, roundsWon: 1 },
      { total: 5, roundsWon: 0 },
    ]);
    expect(state.standings).toEqual([
      { seat: 3, rank: 1, score: 5 },
      { seat: 0, rank: 2, score: 10 },
      { seat: 2, rank: 2, score: 10 },
      { seat: 1, rank: 4, score: 10 },
    ]);
    expect(downhill.outcome(state)).toEqual({ reason: 'completed', winners: [3], scores: [10, 10, 10, 5] });
  });

  it('matchsticks: most matchsticks, then fewest recorded cards, then shared; shared first place gives several winners', () => {
    const state = finish('matchsticks', [
      { total: 3, roundsWon: 0, matchsticks: 1 }, // wins: 2 matchsticks, 3 cards
      { total: 3, roundsWon: 2, matchsticks: 2 },
      { total: 1, roundsWon: 1, matchsticks: 1 },
    ]);
    expect(state.standings).toEqual([
      { seat: 0, rank: 1, score: 2 },
      { seat: 1, rank: 1, score: 2 },
      { seat: 2, rank: 3, score: 1 },
    ]);
    expect(downhill.outcome(state)!.winners).toEqual([0, 1]);
  });

  it('matchsticks: equal matchsticks are ranked by fewer recorded cards, whatever the rounds won', () => {
    const state = finish('matchsticks', [
      { total: 5, roundsWon: 0, matchsticks: 0 }, // wins: 1 matchstick, 5 cards
      { total: 9, roundsWon: 3, matchsticks: 1 },
      { total: 2, roundsWon: 0, matchsticks: 1 },
    ]);
    expect(state.standings).toEqual([
      { seat: 2, rank: 1, score: 1 },
      { seat: 0, rank: 2, score: 1 },
      { seat: 1, rank: 3, score: 1 },
    ]);
    expect(downhill.outcome(state)).toEqual({ reason: 'completed', winners: [2], scores: [1, 1, 1] });
  });
});

describe('R18 turn limit', () => {
  it('ends the round blocked at 500 ended turns, scored with no bonus', () => {
    const state = position({ active: 0, rounds: 1, turn: 499, pile: ['5a'], seats: [{ hand: ['3a', '9a', '9b'] }, { hand: ['7a'] }] });
    const { state: after } = accept(state, 0, play('hand', ['3a']));
    expect(after.lastRound).toMatchObject({ winner: null, reason: 'turnLimit', roundScores: [18, 7] });
    expect(after.seats.map((seat) => seat.roundsWon)).toEqual([0, 0]);
  });
});

describe('R19/R21 the whole pile is public; face-down cards are scored', () => {
  it('shows the whole pile and limit to everyone', () => {
    const state = position({ active: 0, pile: ['12a', '9a', 'm2a', '5a'], seats: [{ hand: ['2a'] }, { hand: ['1a'], faceDown: 4 }] });
    for (const viewer of [0, 1, null]) expect(downhill.view(state, viewer)).toMatchObject({ pile: ['12a', '9a', 'm2a', '5a'], limit: 5 });
  });

  it('scores face-down cards left at the end', () => {
    const state = position({ active: 0, rounds: 1, pile: ['9a'], seats: [{ hand: ['2a'] }, { faceUp: { 1: '12a' }, faceDown: { 1: '11a', 2: 'swa' } }] });
    expect(accept(state, 0, play('hand', ['2a'])).state.lastRound).toMatchObject({ remaining: [[], ['12a', '11a', 'swa']], roundScores: [-10, 73] });
  });
});

describe('§8 views', () => {
  it('give every seat and a spectator exactly the public fields, and only the own hand', () => {
    const before = position({
      active: 0,
      round: 2,
      rounds: 3,
      turn: 15,
      pile: ['9a', 'm2a'],
      seats: [
        { hand: ['swa', '3a', '5b'], faceUp: { 1: '12a' }, faceDown: { 0: '6a', 3: 'swb' }, total: 12 },
        { hand: ['7c'], faceDown: 4, skipNext: true, total: -10, roundsWon: 1 },
        { hand: ['m2c', 'swc', '1a'], faceUp: { 0: '10a', 1: '10b', 2: '10c', 3: '10d' }, faceDown: 4, total: 40 },
      ],
    });
    before.seats.forEach((seat) => (seat.roundScores = [seat.total]));
    const state = accept(before, 0, play('hand', ['swa'])).state;
    const hands = [['3a', '5b'], ['7c'], ['m2c', 'swc', '1a']];
    const seatViews = (viewer: number | null) => [
      { seat: 0, handCount: 2, faceUp: [null, '12a', null, null], faceDown: [true, false, false, true], cardsLeft: 5, skipNext: false, total: 12, roundScores: [12], roundsWon: 0 },
      { seat: 1, handCount: 1, faceUp: [null, null, null, null], faceDown: [true, true, true, true], cardsLeft: 5, skipNext: true, total: -10, roundScores: [-10], roundsWon: 1 },
      { seat: 2, handCount: 3, faceUp: ['10a', '10b', '10c', '10d'], faceDown: [true, true, true, true], cardsLeft: 11, skipNext: false, total: 40, roundScores: [40], roundsWon: 0 },
    ].map((seat) => ({ ...seat, ...(seat.seat === viewer ? { hand: hands[seat.seat] } : {}), tableOpen: true, resigned: false, matchsticks: 0 }));
    for (const viewer of [0, 1, 2, null]) {
      expect(downhill.view(state, viewer)).toStrictEqual({
        you: viewer,
        round: 2,
        rounds: 3,
        scoring: 'points',
        dealer: 0,
        opener: 1,
        active: 0,
        continuation: 'sweep',
        turn: 15,
        pile: [],
        limit: null,
        removed: [...before.removed, '9a', 'm2a', 'swa'],
        setAsideCount: 72 - 39,
        passed: [],
        seats: seatViews(viewer),
        lastRound: null,
        standings: null,
      });
    }
  });
});

describe('R22 no exchange before play', () => {
  it('awaits the opener for a play from hand right after the deal', () => {
    const { state } = setup(3, downhill.options.parse({}));
    expect(downhill.awaiting(state)).toEqual([0]);
    expect(new Set(downhill.legalMoves(state, 0).map((move) => move.type))).toEqual(new Set(['play']));
  });
});

describe('rule-violation codes, in the order of §11', () => {
  const state = () =>
    position({
      active: 0,
      pile: ['8a'],
      seats: [{ hand: ['5a', '5b', '9a', 'm2a'], faceUp: { 0: '4a', 1: '4b', 2: '12a' }, faceDown: 4 }, { hand: ['2a', '9b'], faceDown: 4, tableOpen: false }],
    });

  it('GAME_OVER before NOT_YOUR_TURN; NOT_YOUR_TURN before the move checks', () => {
    const over = { ...state(), active: null, outcome: { reason: 'completed', winners: [0], scores: [0, 0] } };
    refuse(over, 1, play('hand', ['2a']), 'GAME_OVER');
    refuse(state(), 1, play('hand', ['2a', '2a']), 'NOT_YOUR_TURN');
  });

  it('play: DUPLICATE_CARD, TABLE_NOT_AVAILABLE, CARD_NOT_IN_HAND, CARD_NOT_ON_TABLE, CARDS_NOT_MATCHING, MINUS_TWO_CANNOT_OPEN, CARD_TOO_HIGH', () => {
    refuse(state(), 0, play('hand', ['7e', '7e']), 'DUPLICATE_CARD'); // before the card checks
    const firstTurn = { ...state(), seats: state().seats.map((seat, i) => (i === 0 ? { ...seat, tableOpen: false } : seat)) };
    refuse(firstTurn, 0, play('table', ['7e']), 'TABLE_NOT_AVAILABLE'); // before CARD_NOT_ON_TABLE
    refuse(state(), 0, play('hand', ['4a']), 'CARD_NOT_IN_HAND');
    refuse(state(), 0, play('hand', ['5a', '12e']), 'CARD_NOT_IN_HAND'); // before CARDS_NOT_MATCHING
    refuse(state(), 0, play('table', ['5a']), 'CARD_NOT_ON_TABLE');
    refuse(state(), 0, play('hand', ['5a', '9a']), 'CARDS_NOT_MATCHING');
    refuse(state(), 0, play('hand', ['5a', 'm2a']), 'CARDS_NOT_MATCHING');
    refuse(state(), 0, play('table', ['4a', '12a']), 'CARDS_NOT_MATCHING'); // before CARD_TOO_HIGH
    refuse(state(), 0, play('hand', ['9a']), 'CARD_TOO_HIGH');
    refuse(state(), 0, play('table', ['12a']), 'CARD_TOO_HIGH');
    refuse({ ...state(), pile: [], limit: null }, 0, play('hand', ['m2a'], true), 'MINUS_TWO_CANNOT_OPEN'); // before NOTHING_TO_ANNOUNCE
    expect(accept(state(), 0, play('table', ['4a', '4b'])).state.limit).toBe(4);
  });

  it('play: the remaining pairs of neighbouring checks keep the order of §11', () => {
    const firstTurn = { ...state(), seats: state().seats.map((seat, i) => (i === 0 ? { ...seat, tableOpen: false } : seat)) };
    refuse(firstTurn, 0, play('table', ['4a', '4a']), 'DUPLICATE_CARD'); // before TABLE_NOT_AVAILABLE
    refuse({ ...state(), pile: [], limit: null }, 0, play('hand', ['m2a', '5a']), 'CARDS_NOT_MATCHING'); // before MINUS_TWO_CANNOT_OPEN
    const two = position({ active: 0, pile: ['8a'], seats: [{ hand: ['9a', '3a'] }, { hand: ['2a'], faceDown: 4 }] });
    refuse(two, 0, play('hand', ['9a']), 'CARD_TOO_HIGH'); // the call is due and missing: CARD_TOO_HIGH comes first
    refuse(two, 0, play('table', ['3a']), 'CARD_NOT_ON_TABLE'); // likewise before ANNOUNCEMENT_REQUIRED
  });

  it('flip: FACE_DOWN_NOT_AVAILABLE, SLOT_EMPTY, ANNOUNCEMENT_REQUIRED, NOTHING_TO_ANNOUNCE', () => {
    refuse(state(), 0, flip(0, true), 'FACE_DOWN_NOT_AVAILABLE');
    const bare = position({ active: 0, pile: ['8a'], seats: [{ hand: ['9a'], faceDown: { 1: '3a' } }, { hand: ['2a'], faceDown: 4 }] });
    refuse(bare, 0, flip(0), 'SLOT_EMPTY'); // before ANNOUNCEMENT_REQUIRED
    refuse(bare, 0, flip(1), 'ANNOUNCEMENT_REQUIRED');
    refuse(position({ active: 0, pile: ['8a'], seats: [{ hand: ['9a', '9b'], faceDown: { 1: '3a' } }, { hand: ['2a'], faceDown: 4 }] }), 0, flip(1, true), 'NOTHING_TO_ANNOUNCE');
  });

  it('pickUp: PILE_EMPTY, MUST_PLAY_IF_ABLE; pass: PASS_NOT_ALLOWED', () => {
    refuse({ ...state(), pile: [], limit: null }, 0, pickUp, 'PILE_EMPTY');
    refuse(state(), 0, pickUp, 'MUST_PLAY_IF_ABLE');
    // A known −2 or sweep is always a play on a pile, whatever the limit.
    refuse(position({ active: 0, pile: ['1a'], seats: [{ hand: ['12a'], faceUp: { 0: 'swa' } }, { hand: ['2a'] }] }), 0, pickUp, 'MUST_PLAY_IF_ABLE');
    refuse(state(), 0, pass, 'PASS_NOT_ALLOWED');
  });

  it('a refused move changes nothing', () => {
    const before = state();
    const copy = structuredClone(before);
    refuse(before, 0, play('hand', ['9a']), 'CARD_TOO_HIGH');
    expect(before).toEqual(copy);
  });
});

describe('legalMoves', () => {
  it('lists one play per source, kind and count, both call choices when due, flips and pickUp', () => {
    const state = position({ active: 0, pile: ['9a'], seats: [{ hand: ['5c', '12a', '5a'], faceDown: { 0: '1a', 3: '1b' } }, { hand: ['2a'], faceDown: 4 }] });
    expect(downhill.legalMoves(state, 0)).toEqual([
      { type: 'play', from: 'hand', cards: ['5c'] },
      { type: 'play', from: 'hand', cards: ['5c', '5a'] },
      { type: 'flip', slot: 0 },
      { type: 'flip', slot: 3 },
    ]);
    const due = position({ active: 0, pile: ['9a'], seats: [{ hand: ['5c', '5a'] }, { hand: ['2a'], faceDown: 4 }] });
    expect(downhill.legalMoves(due, 0)).toEqual([
      { type: 'play', from: 'hand', cards: ['5c'], announce: true },
      { type: 'play', from: 'hand', cards: ['5c'], announce: false },
      { type: 'play', from: 'hand', cards: ['5c', '5a'] },
    ]);
    expect(downhill.legalMoves(due, 1)).toEqual([]);
  });

  it('offers pickUp beside a flip when no known card fits', () => {
    const state = position({ active: 0, pile: ['2a'], seats: [{ hand: ['9a'], faceDown: { 2: '1a', 3: '12b' } }, { hand: ['3a'], faceDown: 4 }] });
    expect(downhill.legalMoves(state, 0)).toEqual([{ type: 'flip', slot: 2 }, { type: 'flip', slot: 3 }, { type: 'pickUp' }]);
  });
});

describe('timeoutMove (§9)', () => {
  const at = (pile: string[], seat0: Parameters<typeof position>[0]['seats'][number]) =>
    position({ active: 0, pile, seats: [seat0, { hand: ['2a'], faceDown: 4 }] });

  it('on a pile: highest legal number, hand before table, first copy; then −2, then sweep, then pickUp', () => {
    expect(downhill.timeoutMove!(at(['8a'], { hand: ['3a', '7c', '9a', '7a', 'm2a'], faceUp: { 0: '7b' }, faceDown: 2 }), 0)).toEqual({ type: 'play', from: 'hand', cards: ['7a'] });
    expect(downhill.timeoutMove!(at(['8a'], { hand: ['3a', '9a'], faceUp: { 0: '7b' }, faceDown: 2 }), 0)).toEqual({ type: 'play', from: 'table', cards: ['7b'] });
    expect(downhill.timeoutMove!(at(['4a'], { hand: ['swa', 'm2b', '9a'], faceUp: { 2: 'm2a' }, faceDown: 2 }), 0)).toEqual({ type: 'play', from: 'hand', cards: ['m2b'] });
    expect(downhill.timeoutMove!(at(['4a'], { hand: ['swb', '9a'], faceUp: { 2: 'swa' }, faceDown: 2 }), 0)).toEqual({ type: 'play', from: 'hand', cards: ['swb'] });
    expect(downhill.timeoutMove!(at(['4a'], { hand: ['9a'], faceDown: 2 }), 0)).toEqual({ type: 'pickUp' });
  });

  it('on an empty pile: highest number, then sweep, then the lowest face-down slot, then pass; calling when due', () => {
    expect(downhill.timeoutMove!(at([], { hand: ['3a', 'swa', '12b', 'm2a'], faceDown: 2 }), 0)).toEqual({ type: 'play', from: 'hand', cards: ['12b'] });
    expect(downhill.timeoutMove!(at([], { hand: ['m2a', 'swa'], faceDown: 2 }), 0)).toEqual({ type: 'play', from: 'hand', cards: ['swa'] });
    expect(downhill.timeoutMove!(at([], { hand: ['m2a', 'm2b'], faceDown: { 1: '3a', 3: '4a' } }), 0)).toEqual({ type: 'flip', slot: 1 });
    expect(downhill.timeoutMove!(at([], { hand: ['m2a'], faceDown: { 1: '3a', 3: '4a' } }), 0)).toEqual({ type: 'flip', slot: 1 });
    expect(downhill.timeoutMove!(at([], { hand: ['m2a'], faceDown: { 3: '4a' } }), 0)).toEqual({ type: 'flip', slot: 3, announce: true });
    expect(downhill.timeoutMove!(at([], { hand: ['m2a'] }), 0)).toEqual({ type: 'pass' });
    expect(downhill.timeoutMove!(at([], { hand: ['5a', '9a'] }), 0)).toEqual({ type: 'play', from: 'hand', cards: ['9a'], announce: true });
    expect(downhill.timeoutMove!(at([], { hand: ['5a'] }), 1)).toBeNull();
  });

  it('is always accepted', () => {
    const state = at(['6a'], { hand: ['5a', '9a'] });
    expect(accept(state, 0, downhill.timeoutMove!(state, 0)).seen).toContainEqual({ type: 'lastCard', seat: 0, announced: true });
  });
});

describe('resignation (§9)', () => {
  const three = () =>
    position({
      active: 0,
      pile: ['9a'],
      seats: [{ hand: ['8a', '8b', '3a'], faceDown: 4 }, { hand: ['7a', '6a', '12a'], faceDown: 4 }, { hand: ['5a', '4a'], faceDown: 4 }],
    });

  it('plays the resigned seat by its time-out move whenever it becomes awaited', () => {
    const resigned = downhill.resign(deepFreeze(three()), 1);
    expect(resigned.events.map((event) => eventFor(event, null))).toEqual([{ type: 'resigned', seat: 1 }]);
    expect(downhill.awaiting(resigned.state)).toEqual([0]);
    const { state, seen } = accept(resigned.state, 0, play('hand', ['8a']));
    expect(seen).toContainEqual({ type: 'played', seat: 1, from: 'hand', cards: ['7a'], limit: 7 });
    expect(downhill.awaiting(state)).toEqual([2]);
    expect((downhill.view(state, null) as { seats: Array<{ resigned: boolean }> }).seats[1].resigned).toBe(true);
  });

  it('moves at once for a seat that resigns while awaited', () => {
    const { state, events } = downhill.resign(three(), 0);
    expect(events.map((event) => eventFor(event, null))).toEqual([
      { type: 'resigned', seat: 0 },
      { type: 'played', seat: 0, from: 'hand', cards: ['8a'], limit: 8 },
    ]);
    expect(downhill.awaiting(state)).toEqual([1]);
  });

  it('ends the game when fewer than two seats are left, ranking later resigners above earlier ones', () => {
    const first = downhill.resign(three(), 1).state;
    const { state, events } = downhill.resign(first, 2);
    expect(events.map((event) => eventFor(event, null))).toEqual([
      { type: 'resigned', seat: 2 },
      {
        type: 'gameEnded',
        standings: [
          { seat: 0, rank: 1, score: 0 },
          { seat: 2, rank: 2, score: 0 },
          { seat: 1, rank: 3, score: 0 },
        ],
      },
    ]);
    expect(downhill.outcome(state)).toEqual({ reason: 'resigned', winners: [0], scores: [0, 0, 0] });
    expect(downhill.awaiting(state)).toEqual([]);
    expect(() => downhill.resign(state, 0)).toThrowError(expect.objectContaining({ code: 'GAME_OVER' }));
  });

  it('ranks a resigned seat below the others whatever its score, and refuses a second resignation', () => {
    const state = position({ active: 0, rounds: 1, pile: ['9a'], seats: [{ hand: ['8a'], total: 50 }, { hand: ['2a'], total: 0 }, { hand: ['3a'], total: 60 }] });
    const resigned = downhill.resign(state, 1).state;
    expect(() => downhill.resign(resigned, 1)).toThrowError(expect.objectContaining({ code: 'ALREADY_RESIGNED' }));
    const done = accept(resigned, 0, play('hand', ['8a'])).state;
    expect(done.standings!.map((standing) => standing.seat)).toEqual([0, 2, 1]);
    expect(downhill.outcome(done)!.winners).toEqual([0]);
  });

  it('random games with resigned seats still end', () => {
    for (let game = 0; game < 20; game++) {
      const players = 4 + (game % 2);
      let state = downhill.setup(players, downhill.options.parse({ rounds: 2 }), Random.fromSeed(`resign-${game}`)).state;
      state = downhill.resign(state, game % players).state;
      state = downhill.resign(state, (game + 1) % players).state;
      const policy = Random.fromSeed(`resign-policy-${game}`);
      let moves = 0;
      while (downhill.awaiting(state).length > 0 && moves++ < 20_000) {
        const seat = downhill.awaiting(state)[0];
        expect(state.seats[seat].resigned).toBe(false);
        state = downhill.apply(state, seat, policy.pick(downhill.legalMoves(state, seat))).state;
      }
      expect(downhill.outcome(state)?.reason).toBe('completed');
      expect(state.standings!.slice(-2).map((standing) => standing.seat)).toEqual([game % players, (game + 1) % players].reverse());
    }
  });
});

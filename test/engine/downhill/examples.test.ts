import { describe, expect, it } from 'vitest';
import { eventFor } from '../../../engine/index.js';
import { accept, downhill, position, refuse, stackedDeck, startStacked, types, type DownhillState } from './helpers.js';

const play = (from: 'hand' | 'table', cards: string[], announce?: boolean) =>
  announce === undefined ? { type: 'play', from, cards } : { type: 'play', from, cards, announce };
const flip = (slot: number) => ({ type: 'flip', slot });
const pickUp = { type: 'pickUp' };
const pass = { type: 'pass' };

describe('Example 1 — deal, first-turn restriction, −2, forced pickup', () => {
  const deck = stackedDeck(
    Object.fromEntries('9a 3a 9b 4a 10a 11a 12a 12b 8a 7a 8b m2a 2a 6a 5a 10b 11b 11c'.split(' ').map((card, i) => [8 + i, card])),
  );

  it('deals face-up slots and hands one card at a time from the opener', () => {
    const { state, events } = startStacked(2, deck);
    expect(state.seats[0].faceUp).toEqual(['9a', '9b', '10a', '12a']);
    expect(state.seats[0].hand).toEqual(['8a', '8b', '2a', '5a', '11b']);
    expect(state.seats[1].faceUp).toEqual(['3a', '4a', '11a', '12b']);
    expect(state.seats[1].hand).toEqual(['7a', 'm2a', '6a', '10b', '11c']);
    expect(state.setAside).toEqual(deck.slice(26));
    expect(downhill.awaiting(state)).toEqual([0]);
    expect(eventFor(events[0], null)).toEqual({
      type: 'roundStarted',
      round: 1,
      dealer: 1,
      opener: 0,
      faceUp: [
        ['9a', '9b', '10a', '12a'],
        ['3a', '4a', '11a', '12b'],
      ],
    });
    expect(eventFor(events[1], 0)).toEqual({ type: 'handDealt', seat: 0, cards: ['8a', '8b', '2a', '5a', '11b'] });
    expect(eventFor(events[1], 1)).toEqual({ type: 'handDealt', seat: 0 });
  });

  it('plays the example step by step', () => {
    let state: DownhillState = startStacked(2, deck).state;
    refuse(state, 1, play('hand', ['7a']), 'NOT_YOUR_TURN'); // 1
    refuse(state, 0, play('table', ['12a']), 'TABLE_NOT_AVAILABLE'); // 2
    state = accept(state, 0, play('hand', ['8a', '8b'])).state; // 3
    expect(state.pile).toEqual(['8a', '8b']);
    expect(state.limit).toBe(8);
    expect(downhill.awaiting(state)).toEqual([1]);
    state = accept(state, 1, play('hand', ['m2a'])).state; // 4
    expect(state.limit).toBe(6);
    refuse(state, 0, play('table', ['9a']), 'CARD_TOO_HIGH'); // 5
    state = accept(state, 0, play('hand', ['5a'])).state; // 6
    expect(state.limit).toBe(5);
    state = accept(state, 1, play('table', ['4a'])).state; // 7
    expect(state.limit).toBe(4);
    expect(state.seats[1].faceUp).toEqual(['3a', null, '11a', '12b']);
    refuse(state, 0, pickUp, 'MUST_PLAY_IF_ABLE'); // 8
    state = accept(state, 0, play('hand', ['2a'])).state; // 9
    expect(state.limit).toBe(2);
    const picked = accept(state, 1, pickUp); // 10
    state = picked.state;
    expect(state.seats[1].hand).toEqual(['7a', '6a', '10b', '11c', '8a', '8b', 'm2a', '5a', '4a', '2a']);
    expect(state.pile).toEqual([]);
    expect(state.limit).toBeNull();
    expect(picked.seen).toContainEqual({ type: 'pickedUp', seat: 1, cards: ['8a', '8b', 'm2a', '5a', '4a', '2a'] });
    expect(downhill.awaiting(state)).toEqual([0]);
    state = accept(state, 0, play('table', ['12a'])).state; // 11
    expect(state.limit).toBe(12);
    const view = downhill.view(state, 0) as { seats: Array<{ hand?: string[]; faceUp: unknown[]; cardsLeft: number }> };
    expect(view.seats[0].hand).toEqual(['11b']);
    expect(view.seats[0].faceUp).toEqual(['9a', '9b', '10a', null]);
    expect(view.seats[0].cardsLeft).toBe(8);
  });
});

describe('Example 2 — stacking −2, floor at 1', () => {
  it('plays the example step by step', () => {
    let state = position({
      active: 0,
      pile: ['9c', '7b'],
      limit: 7,
      seats: [
        { hand: ['m2a', '12c', '12d'], faceDown: 4 },
        { hand: ['m2b', 'm2c', '11d'], faceDown: 4 },
        { hand: ['m2d', '3c'], faceDown: 4 },
      ],
    });
    state = accept(state, 0, play('hand', ['m2a'])).state;
    expect(state.limit).toBe(5);
    state = accept(state, 1, play('hand', ['m2b', 'm2c'])).state;
    expect(state.limit).toBe(1);
    refuse(state, 2, play('hand', ['3c']), 'CARD_TOO_HIGH');
    state = accept(state, 2, play('hand', ['m2d'])).state;
    expect(state.limit).toBe(1);
    state = accept(state, 0, pickUp).state;
    expect(state.seats[0].hand).toEqual(['12c', '12d', '9c', '7b', 'm2a', 'm2b', 'm2c', 'm2d']);
    expect(state.pile).toEqual([]);
    expect(downhill.awaiting(state)).toEqual([1]);
    state = accept(state, 1, play('hand', ['11d'])).state;
    expect(state.limit).toBe(11);
  });
});

describe('Example 3 — sweep, opening rules, last-card call, out with −2', () => {
  it('plays the example step by step', () => {
    let state = position({
      active: 0,
      rounds: 2,
      pile: ['10c', '6b', 'm2e'],
      limit: 4,
      seats: [{ hand: ['swa', 'm2f', '8c'] }, { hand: ['5c', '5d'], faceDown: { 0: '1b', 1: '2c', 2: '3d', 3: '4b' } }],
    });
    const removedBefore = state.removed;
    refuse(state, 0, play('hand', ['swa'], true), 'NOTHING_TO_ANNOUNCE'); // 1
    const swept = accept(state, 0, play('hand', ['swa'])); // 2
    state = swept.state;
    expect(state.removed).toEqual([...removedBefore, '10c', '6b', 'm2e', 'swa']);
    expect(state.pile).toEqual([]);
    expect(state.continuation).toBe('sweep');
    expect(downhill.awaiting(state)).toEqual([0]);
    expect(swept.seen).toContainEqual({ type: 'swept', seat: 0, cards: ['10c', '6b', 'm2e', 'swa'] });
    refuse(state, 0, pickUp, 'PILE_EMPTY'); // 3
    refuse(state, 0, pass, 'PASS_NOT_ALLOWED');
    refuse(state, 0, play('hand', ['m2f']), 'MINUS_TWO_CANNOT_OPEN'); // 4
    refuse(state, 0, play('hand', ['8c']), 'ANNOUNCEMENT_REQUIRED'); // 5
    const called = accept(state, 0, play('hand', ['8c'], true)); // 6
    state = called.state;
    expect(state.limit).toBe(8);
    expect(called.seen).toContainEqual({ type: 'lastCard', seat: 0, announced: true });
    expect(state.seats[0].skipNext).toBe(false);
    expect(downhill.awaiting(state)).toEqual([1]);
    state = accept(state, 1, play('hand', ['5c', '5d'])).state; // 7
    expect(state.limit).toBe(5);
    const out = accept(state, 0, play('hand', ['m2f'])); // 8
    state = out.state;
    const ended = out.seen.find((event) => event.type === 'roundEnded')!;
    expect(ended).toMatchObject({ round: 1, winner: 0, reason: 'wentOut', roundScores: [-10, 10], totals: [-10, 10] });
    expect(out.seen.find((event) => event.type === 'played')).toEqual({ type: 'played', seat: 0, from: 'hand', cards: ['m2f'], limit: 3 });
    expect(state.round).toBe(2);
    expect(state.dealer).toBe(0);
    expect(state.opener).toBe(1);
    expect(downhill.awaiting(state)).toEqual([1]);
    expect(out.seen.find((event) => event.type === 'roundStarted')).toMatchObject({ round: 2, dealer: 0, opener: 1 });
  });
});

describe('Example 4 — blind flips', () => {
  const deck = stackedDeck({
    0: 'm2a',
    2: '9a',
    4: '3a',
    6: '4a',
    ...Object.fromEntries('12a 6a 12b 7a 12c 8a 12d 9b 1a 12e 11a 2a 11b 2b 10a 2c 10b 5b'.split(' ').map((card, i) => [8 + i, card])),
  });

  it('plays the example step by step', () => {
    let state: DownhillState = startStacked(2, deck).state;
    expect(state.seats[0].faceDown).toEqual(['m2a', '9a', '3a', '4a']);
    expect(state.seats[0].faceUp).toEqual(['12a', '12b', '12c', '12d']);
    expect(state.seats[0].hand).toEqual(['1a', '11a', '11b', '10a', '10b']);
    expect(state.seats[1].faceUp).toEqual(['6a', '7a', '8a', '9b']);
    expect(state.seats[1].hand).toEqual(['12e', '2a', '2b', '2c', '5b']);
    state = accept(state, 0, play('hand', ['1a'])).state; // 1
    expect(state.limit).toBe(1);
    refuse(state, 1, play('hand', ['2a']), 'CARD_TOO_HIGH'); // 2
    state = accept(state, 1, pickUp).state;
    expect(state.seats[1].hand).toEqual(['12e', '2a', '2b', '2c', '5b', '1a']);
    expect(downhill.awaiting(state)).toEqual([0]);
    refuse(state, 0, flip(0), 'FACE_DOWN_NOT_AVAILABLE'); // 3
    state = accept(state, 0, play('table', ['12a', '12b', '12c', '12d'])).state; // 4
    expect(state.limit).toBe(12);
    expect(state.seats[0].faceUp).toEqual([null, null, null, null]);
    state = accept(state, 1, play('hand', ['2a', '2b', '2c'])).state; // 5
    expect(state.limit).toBe(2);
    const failed = accept(state, 0, flip(1)); // 6
    state = failed.state;
    expect(types(failed.seen)).toEqual(['flipped', 'pickedUp']);
    expect(failed.seen[0]).toEqual({ type: 'flipped', seat: 0, slot: 1, card: '9a' });
    expect(state.seats[0].hand).toEqual(['11a', '11b', '10a', '10b', '12a', '12b', '12c', '12d', '2a', '2b', '2c', '9a']);
    expect(state.pile).toEqual([]);
    expect(downhill.awaiting(state)).toEqual([1]);
    state = accept(state, 1, play('hand', ['5b'])).state; // 7
    expect(state.limit).toBe(5);
    const taken = accept(state, 0, flip(0)); // 8
    state = taken.state;
    expect(taken.seen).toEqual([
      { type: 'flipped', seat: 0, slot: 0, card: 'm2a' },
      { type: 'minusTwoTaken', seat: 0, card: 'm2a' },
    ]);
    expect(state.seats[0].hand).toContain('m2a');
    expect(state.continuation).toBe('minusTwo');
    expect(downhill.awaiting(state)).toEqual([0]);
    refuse(state, 0, pickUp, 'MUST_PLAY_IF_ABLE'); // 9
    state = accept(state, 0, play('hand', ['m2a'])).state; // 10
    expect(state.limit).toBe(3);
    expect(downhill.awaiting(state)).toEqual([1]);
    state = accept(state, 1, play('hand', ['1a'])).state; // 11
    expect(state.limit).toBe(1);
    const view = downhill.view(state, null) as { seats: Array<{ handCount: number; faceUp: unknown[]; faceDown: boolean[]; cardsLeft: number }> };
    expect(view.seats[0]).toMatchObject({ handCount: 12, faceDown: [false, false, true, true], cardsLeft: 14 });
    expect(state.seats[1].hand).toEqual(['12e']);
    expect(view.seats[1]).toMatchObject({ faceUp: ['6a', '7a', '8a', '9b'], faceDown: [true, true, true, true], cardsLeft: 9 });
  });
});

describe('Example 5 — call not made, penalty skip', () => {
  it('plays the example step by step', () => {
    let state = position({
      active: 0,
      pile: ['11e'],
      limit: 11,
      seats: [{ hand: ['7a', '7b', '3a'] }, { hand: ['6a', '6b'], faceDown: 4 }, { hand: ['5a', '2c'], faceDown: 4 }],
    });
    refuse(state, 0, play('hand', ['7a', '7b']), 'ANNOUNCEMENT_REQUIRED'); // 1
    const silent = accept(state, 0, play('hand', ['7a', '7b'], false)); // 2
    state = silent.state;
    expect(state.limit).toBe(7);
    expect(silent.seen).toContainEqual({ type: 'lastCard', seat: 0, announced: false });
    expect(state.seats[0].skipNext).toBe(true);
    expect(downhill.awaiting(state)).toEqual([1]);
    state = accept(state, 1, play('hand', ['6a'])).state; // 3
    expect(state.limit).toBe(6);
    const skipped = accept(state, 2, play('hand', ['5a'])); // 4
    state = skipped.state;
    expect(state.limit).toBe(5);
    expect(skipped.seen).toContainEqual({ type: 'turnSkipped', seat: 0 });
    expect(state.seats[0].skipNext).toBe(false);
    expect(downhill.awaiting(state)).toEqual([1]);
    refuse(state, 1, play('hand', ['6b']), 'CARD_TOO_HIGH'); // 5
    state = accept(state, 1, pickUp).state;
    expect(state.seats[1].hand).toEqual(['6b', '11e', '7a', '7b', '6a', '5a']);
    expect(downhill.awaiting(state)).toEqual([2]);
    expect(state.pile).toEqual([]);
    const after = accept(state, 2, play('hand', ['2c'])); // 6
    expect(after.state.limit).toBe(2);
    expect(types(after.seen)).not.toContain('turnSkipped');
    expect(downhill.awaiting(after.state)).toEqual([0]);
  });
});

describe('Example 6 — −2 revealed as last card; both scorings', () => {
  const at = (scoring: 'points' | 'matchsticks') =>
    position({
      active: 0,
      scoring,
      pile: ['9a', '4c'],
      limit: 4,
      seats: [{ faceDown: { 2: 'm2c' } }, { hand: ['12a', 'm2a'], faceUp: { 0: 'swa' }, faceDown: { 1: '5a', 3: '3a' } }],
    });

  it('scores −80 against 90 in points', () => {
    const state = at('points');
    refuse(state, 0, flip(0), 'SLOT_EMPTY'); // 1
    const { seen } = accept(state, 0, flip(2)); // 2
    expect(seen[0]).toEqual({ type: 'flipped', seat: 0, slot: 2, card: 'm2c' });
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({
      winner: 0,
      reason: 'minusTwoReveal',
      roundScores: [-80, 90],
      remaining: [[], ['12a', 'm2a', 'swa', '5a', '3a']],
    });
  });

  it('gives a matchstick against 5 recorded cards in matchsticks', () => {
    const { state, seen } = accept(at('matchsticks'), 0, flip(2));
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ reason: 'minusTwoReveal', roundScores: [0, 5], matchsticks: [1, 0] });
    expect(state.seats[0].matchsticks).toBe(1);
    expect(state.seats[1].total).toBe(5);
  });
});

describe('Example 7 — out with several equal cards; end of game; tie-break', () => {
  it('ends the game with seat 0 ahead of seat 1 on rounds won', () => {
    const state = position({
      active: 2,
      round: 2,
      rounds: 2,
      pile: ['8d'],
      limit: 8,
      seats: [
        { hand: ['swb'], total: -10, roundsWon: 1 },
        { hand: ['5a'], total: 35 },
        { hand: ['4a', '4b'], total: 42 },
      ],
    });
    const { state: after, seen } = accept(state, 2, play('hand', ['4a', '4b']));
    expect(types(seen)).not.toContain('lastCard');
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ winner: 2, reason: 'wentOut', roundScores: [50, 5, -10], totals: [40, 40, 32] });
    expect(seen.at(-1)).toEqual({
      type: 'gameEnded',
      standings: [
        { seat: 2, rank: 1, score: 32 },
        { seat: 0, rank: 2, score: 40 },
        { seat: 1, rank: 3, score: 40 },
      ],
    });
    expect(downhill.awaiting(after)).toEqual([]);
    expect(downhill.outcome(after)).toEqual({ reason: 'completed', winners: [2], scores: [40, 40, 32] });
    refuse(after, 0, pass, 'GAME_OVER');
  });
});

describe('Example 8 — pass and blocked round', () => {
  const at = (scoring: 'points' | 'matchsticks') =>
    position({ active: 0, scoring, rounds: 1, seats: [{ hand: ['m2a'] }, { hand: ['m2b', 'm2c'] }] });

  it('blocks the round when every seat has passed (points)', () => {
    let state = at('points');
    refuse(state, 0, pickUp, 'PILE_EMPTY'); // 1
    refuse(state, 0, play('hand', ['m2a']), 'MINUS_TWO_CANNOT_OPEN'); // 2
    const passed = accept(state, 0, pass); // 3
    state = passed.state;
    expect(passed.seen).toEqual([{ type: 'passed', seat: 0 }]);
    expect(state.passed).toEqual([0]);
    expect(downhill.awaiting(state)).toEqual([1]);
    const { seen } = accept(state, 1, pass); // 4
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ winner: null, reason: 'allPassed', roundScores: [20, 40] });
  });

  it('gives no matchstick and records 1 and 2 (matchsticks)', () => {
    const state = accept(at('matchsticks'), 0, pass).state;
    const { seen } = accept(state, 1, pass);
    expect(seen.find((event) => event.type === 'roundEnded')).toMatchObject({ winner: null, roundScores: [1, 2], matchsticks: [0, 0] });
  });
});

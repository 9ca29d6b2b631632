import { describe, expect, it } from 'vitest';
import { eventFor } from '../../../engine/index.js';
import { act, actAll, codeOf, deckStartingWith, expectConserved, hand, position, reihen, rowsOf, seen, start, types } from './helpers.js';

/** Every worked example of spec §12, step by step. */

describe('E1 — setup and a first turn (competitive, 2 players)', () => {
  const deck = deckStartingWith('5a 9a 13a 1a 7a 12a 6a 2a 7b 3a 8a 4a 10a 11a 13b 1b 2b 9b 4b 5b');
  const setup = start(2, {}, { deck });

  it('1. deals rows, piles and hands from the stacked deck', () => {
    const state = setup.state;
    expect(rowsOf(state)).toEqual(['5a', '9a', '13a', '1a', '7a', '12a']);
    expect(state.box).toEqual([]);
    expect(hand(state, 0)).toBe('2b 6a 7b 8a 10a 13b');
    expect(hand(state, 1)).toBe('1b 2a 3a 4a 9b 11a');
    expect(state.seats.map((seat) => seat.pile.length)).toEqual([43, 43]);
    expect(state.seats[0]!.pile[0]).toBe('4b');
    expect(state.seats[1]!.pile[0]).toBe('5b');
    expect(reihen.awaiting(state)).toEqual([0]);
    expect(reihen.view(state, 0)).toMatchObject({ hand: ['2b', '6a', '7b', '8a', '10a', '13b'], boxed: 0 });
    expectConserved(state);
  });

  it('2. refuses a move out of turn and a card that does not fit', () => {
    expect(codeOf(setup.state, 1, { type: 'play', card: '2a', row: 3 })).toBe('NOT_YOUR_TURN');
    expect(codeOf(setup.state, 0, { type: 'play', card: '13b', row: 2 })).toBe('CARD_DOES_NOT_FIT');
  });

  const turn1 = actAll(setup.state, 0, [
    { type: 'play', card: '6a', row: 0 },
    { type: 'play', card: '7b', row: 0 },
    { type: 'play', card: '8a', row: 0 },
    { type: 'play', card: '10a', row: 1 },
    { type: 'play', card: '2b', row: 3 },
    { type: 'play', card: '13b', row: 5 },
  ]);

  it('3. six plays empty the hand: the turn ends by itself, the seat refills, a live turn', () => {
    const state = turn1.state;
    expect(rowsOf(state)).toEqual(['5a 6a 7b 8a', '9a 10a', '13a', '1a 2b', '7a', '12a 13b']);
    expect(state.seats[0]!.hand[0]).toBe('4b');
    expect(state.seats[0]!.hand).toHaveLength(6);
    expect(state.seats[0]!.pile).toHaveLength(37);
    expect(state.deadStreak).toBe(0);
    expect(seen(turn1.events, 'turnEnded', null)).toEqual([{ type: 'turnEnded', seat: 0, live: true, deadStreak: 0 }]);
    const drawn = turn1.events.find((event) => event.type === 'cardsDrawn')!;
    expect(eventFor(drawn, 1)).toEqual({ type: 'cardsDrawn', seat: 0, count: 6 });
    expect((eventFor(drawn, 0).cards as string[])[0]).toBe('4b');
    expect(reihen.awaiting(state)).toEqual([1]);
  });

  it('4. seat 1 plays, rebuilds r5 onto r1, reuses the freed slot and refills', () => {
    const { state } = actAll(turn1.state, 1, [
      { type: 'play', card: '9b', row: 0 },
      { type: 'play', card: '11a', row: 1 },
      { type: 'move', from: 5, index: 0, to: 1 },
      { type: 'play', card: '1b', row: 5 },
      { type: 'play', card: '2a', row: 5 },
      { type: 'play', card: '3a', row: 3 },
      { type: 'play', card: '4a', row: 3 },
    ]);
    expect(rowsOf(state)).toEqual(['5a 6a 7b 8a 9b', '9a 10a 11a 12a 13b', '13a', '1a 2b 3a 4a', '7a', '1b 2a']);
    expect(state.seats[1]!.hand[0]).toBe('5b');
    expect(state.seats[1]!.pile).toHaveLength(37);
    expect(reihen.awaiting(state)).toEqual([0]);
  });
});

describe('E2 — rebuild rules', () => {
  const state = position({
    players: 2,
    rows: ['3a 4a 5a 6a 7a 8a 9a 10a', '9b 10b 11b 12b 13b', '13c', '13d', '13e', '13f'],
    hands: ['11c 2a 2b 2c 2d 2e'],
    pileSizes: [30, 30],
  });

  it('1–2. refuses a segment that does not continue, an index outside the row, the same slot', () => {
    expect(codeOf(state, 0, { type: 'move', from: 1, index: 1, to: 0 })).toBe('SEGMENT_DOES_NOT_FIT');
    expect(codeOf(state, 0, { type: 'move', from: 1, index: 5, to: 0 })).toBe('BAD_SEGMENT');
    expect(codeOf(state, 0, { type: 'move', from: 0, index: 0, to: 0 })).toBe('SAME_ROW');
  });

  it('3–4. moves 11b 12b 13b onto r0 (closed, not complete) and continues r1 with 11c', () => {
    const moved = act(state, 0, { type: 'move', from: 1, index: 2, to: 0 });
    expect(rowsOf(moved.state).slice(0, 2)).toEqual(['3a 4a 5a 6a 7a 8a 9a 10a 11b 12b 13b', '9b 10b']);
    expect(moved.state.slots[0]).toHaveLength(11);
    expect(seen(moved.events, 'segmentMoved', null)).toEqual([{ type: 'segmentMoved', seat: 0, from: 1, index: 2, to: 0, cards: ['11b', '12b', '13b'] }]);
    expect(moved.state.rowsCompleted).toBe(0);
    const played = act(moved.state, 0, { type: 'play', card: '11c', row: 1 });
    expect(rowsOf(played.state)[1]).toBe('9b 10b 11c');
  });
});

describe('E3 — completion by rebuilding; exchange only without progress', () => {
  const state = position({
    players: 2,
    rows: ['2c', '3c', '1a 2a 3a 4a 5a 6a', '4c', '7b 8b 9b 10b 11b 12b 13b', '8c'],
    hands: ['5d 9d 9e 9f 9g 9h'],
    pileSizes: [20, 20],
  });

  it('1. the rebuild completes r2: the row leaves the game onto the completed rows, the discard pile unchanged, both slots empty, no progress', () => {
    const { state: after, events } = act(state, 0, { type: 'move', from: 4, index: 0, to: 2 });
    const cards = '1a 2a 3a 4a 5a 6a 7b 8b 9b 10b 11b 12b 13b'.split(' ');
    expect(seen(events, 'rowCompleted', null)).toEqual([{ type: 'rowCompleted', row: 2, cards }]);
    expect(after.completedRows).toEqual([...state.completedRows, cards]);
    expect(after.discard).toEqual(state.discard);
    expect(after.slots[2]).toBeNull();
    expect(after.slots[4]).toBeNull();
    expect(after.rowsCompleted).toBe(1);
    expect(after.turn.progress).toBe(0);

    // 2. 5d starts a row in the empty slot r4.
    const played = act(after, 0, { type: 'play', card: '5d', row: 4 });
    expect(rowsOf(played.state)[4]).toBe('5d');
    expect(played.state.turn.progress).toBe(1);

    // 3. No exchange after progress; endTurn is a live turn.
    expect(codeOf(played.state, 0, { type: 'exchange', cards: ['9d'] })).toBe('EXCHANGE_AFTER_PROGRESS');
    const ended = act(played.state, 0, { type: 'endTurn' });
    expect(seen(ended.events, 'turnEnded', null)).toEqual([{ type: 'turnEnded', seat: 0, live: true, deadStreak: 0 }]);
  });

  it('an exchange is legal right after the completing rebuild (progress still 0)', () => {
    const after = act(state, 0, { type: 'move', from: 4, index: 0, to: 2 }).state;
    expect(() => act(after, 0, { type: 'exchange', cards: ['9d'] })).not.toThrow();
  });
});

describe('E4 — exchange and a short pile', () => {
  const state = position({
    players: 2,
    rows: ['1b', '1c', '4c', '13d', '13e', '13f'],
    hands: [undefined, '2c 2d 5e 9f 11g 13h'],
    piles: [undefined, '6b 7b 8b'],
    pileSizes: [20, 3],
    turn: { seat: 1 },
  });

  it('1. exchanged cards go under the pile in order; refill draws from the top; a dead turn', () => {
    const { state: after, events } = act(state, 1, { type: 'exchange', cards: ['13h', '11g'] });
    expect(hand(after, 1)).toBe('2c 2d 5e 6b 7b 9f');
    expect(after.seats[1]!.pile).toEqual(['8b', '13h', '11g']);
    expect(after.deadStreak).toBe(1);
    const exchanged = events.find((event) => event.type === 'cardsExchanged')!;
    expect(eventFor(exchanged, 0)).toEqual({ type: 'cardsExchanged', seat: 1, count: 2 });
    expect(eventFor(exchanged, 1)).toMatchObject({ cards: ['13h', '11g'] });

    // 2. Seat 0 passes; seat 1 lays four cards and refills from its short pile.
    const passed = act(after, 0, { type: 'endTurn' }).state;
    const { state: last } = actAll(passed, 1, [
      { type: 'play', card: '2c', row: 0 },
      { type: 'play', card: '5e', row: 2 },
      { type: 'play', card: '6b', row: 2 },
      { type: 'play', card: '7b', row: 2 },
      { type: 'endTurn' },
    ]);
    expect(hand(last, 1)).toBe('2d 8b 9f 11g 13h');
    expect(last.seats[1]!.pile).toEqual([]);
    expect(last.deadStreak).toBe(0);
  });
});

describe('E5 — winning (competitive, 3 players)', () => {
  it('the seat that empties hand and pile wins at once; standings by held', () => {
    const state = position({
      players: 3,
      rows: ['1c', '1d', '1e', '4a 5a 6a', '1f', '1g'],
      hands: ['2a 2b 2c 2d 2e 2f', '3a 3b 3c 3d 3e 3f', '7e 8e'],
      pileSizes: [14, 9, 0],
      turn: { seat: 2 },
    });
    const { state: after, events } = actAll(state, 2, [
      { type: 'play', card: '7e', row: 3 },
      { type: 'play', card: '8e', row: 3 },
    ]);
    expect(types(events).slice(-4)).toEqual(['cardPlayed', 'playerFinished', 'gameEnded', 'handsRevealed']);
    expect(seen(events, 'gameEnded', null)[0]).toMatchObject({
      reason: 'finished',
      winners: [2],
      standings: [
        { seat: 2, rank: 1, held: 0 },
        { seat: 1, rank: 2, held: 15 },
        { seat: 0, rank: 3, held: 20 },
      ],
    });
    expect(reihen.outcome(after)).toEqual({ reason: 'finished', winners: [2], scores: [20, 15, 0] });
    expect(reihen.awaiting(after)).toEqual([]);
  });
});

const E6_DECK = ['builder', 'acrobat', 'sweeper', 'wrecker', 'chameleon', 'twins', 'miller', 'archivist', 'seer', 'sprinter'] as const;

describe('E6/E7 — character deal, Master Builder, one per turn; Acrobat completes with a gap', () => {
  it('1. deals the character deck round-robin, top card face up', () => {
    const { state, events } = start(2, { useCharacters: true }, { characterDeck: [...E6_DECK] });
    expect(state.seats[0]!.stack).toEqual(['builder', 'sweeper', 'chameleon', 'miller', 'seer']);
    expect(state.seats[1]!.stack).toEqual(['acrobat', 'wrecker', 'twins', 'archivist', 'sprinter']);
    expect(state.removedCharacters).toEqual([]);
    expect(seen(events, 'gameStarted', null)[0]).toMatchObject({ faceUp: ['builder', 'acrobat'], removedCharacters: 0 });
    expect(reihen.view(state, null)).toMatchObject({
      seats: [
        { faceUp: 'builder', stackCount: 5 },
        { faceUp: 'acrobat', stackCount: 5 },
      ],
    });
  });

  const state = position({
    players: 2,
    options: { useCharacters: true },
    characterDeck: [...E6_DECK],
    rows: ['5b', '9a 10a 11a 12a 13a', '4c', '1a 2b 3c', '6c', '8c'],
    hands: ['7c 8b 2d 2e 2f 2g', '13d 3d 3e 3f 3g 3h'],
    pileSizes: [30, 30],
  });

  it('2–4. Builder needs the descending order; it lays at the start, passes on; one character per turn', () => {
    expect(codeOf(state, 0, { type: 'useCharacter', person: 'builder', row: 1, cards: ['7c', '8b'] })).toBe('CARD_DOES_NOT_FIT');
    const { state: built, events } = act(state, 0, { type: 'useCharacter', person: 'builder', row: 1, cards: ['8b', '7c'] });
    expect(rowsOf(built)[1]).toBe('7c 8b 9a 10a 11a 12a 13a');
    expect(built.turn.progress).toBe(2);
    expect(built.seats[1]!.stack).toEqual(['acrobat', 'wrecker', 'twins', 'archivist', 'sprinter', 'builder']);
    expect(built.seats[0]!.stack).toEqual(['sweeper', 'chameleon', 'miller', 'seer']);
    expect(seen(events, 'characterPassed', null)).toEqual([{ type: 'characterPassed', person: 'builder', from: 0, to: 1 }]);
    expect(seen(events, 'characterRevealed', null)).toEqual([{ type: 'characterRevealed', seat: 0, person: 'sweeper' }]);
    expect(seen(events, 'cardPlayed', null).map((event) => event.position)).toEqual(['start', 'start']);
    expect(codeOf(built, 0, { type: 'useCharacter', person: 'sweeper', card: '2d' })).toBe('CHARACTER_ALREADY_USED');

    // E7: seat 1's Acrobat lays 13d after 3c: 1…13 with a gap is complete.
    const seat1 = act(built, 0, { type: 'endTurn' }).state;
    const { state: after, events: acro } = act(seat1, 1, { type: 'useCharacter', person: 'acrobat', row: 3, card: '13d' });
    expect(seen(acro, 'rowCompleted', null)).toEqual([{ type: 'rowCompleted', row: 3, cards: ['1a', '2b', '3c', '13d'] }]);
    expect(after.completedRows).toEqual([...seat1.completedRows, ['1a', '2b', '3c', '13d']]);
    expect(after.discard).toEqual(seat1.discard);
    expect(after.slots[3]).toBeNull();
    expect(after.rowsCompleted).toBe(1);
    expect(after.seats[0]!.stack).toEqual(['sweeper', 'chameleon', 'miller', 'seer', 'acrobat']);
    expect(after.seats[1]!.stack).toEqual(['wrecker', 'twins', 'archivist', 'sprinter', 'builder']);
  });
});

describe('E8 — Chameleon value', () => {
  it('the entry takes value last + 1, is continued by that value, and keeps it when moved', () => {
    const state = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['chameleon', 'acrobat', 'sweeper', 'wrecker', 'builder', 'twins', 'miller', 'archivist', 'seer', 'sprinter'],
      rows: ['4a 5a', '9b', '13c', '1d', '3b 4b 5b', '10d'],
      hands: ['11b 7c 12a 2e 2f 2g'],
      pileSizes: [30, 30],
    });
    const { state: laid, events } = act(state, 0, { type: 'useCharacter', person: 'chameleon', row: 0, card: '11b' });
    expect(rowsOf(laid)[0]).toBe('4a 5a 11b=6');
    expect(seen(events, 'cardPlayed', null)).toEqual([
      { type: 'cardPlayed', seat: 0, cards: ['11b'], row: 0, value: 6, position: 'end', source: 'hand' },
    ]);
    expect(codeOf(laid, 0, { type: 'play', card: '12a', row: 0 })).toBe('CARD_DOES_NOT_FIT');
    const continued = act(laid, 0, { type: 'play', card: '7c', row: 0 }).state;
    expect(rowsOf(continued)[0]).toBe('4a 5a 11b=6 7c');
    // 3. r4 ends at 5: the segment {11b=6} 7c moves there with its value.
    const moved = act(continued, 0, { type: 'move', from: 0, index: 2, to: 4 }).state;
    expect(rowsOf(moved)[4]).toBe('3b 4b 5b 11b=6 7c');
    expect(rowsOf(moved)[0]).toBe('4a 5a');
  });
});

describe('E9 — competitive stall (2 players, stallRounds 2 → limit 4)', () => {
  it('four dead turns in a row end the game; fewest held cards win', () => {
    let state = position({
      players: 2,
      rows: ['13a', '13b', '13c', '13d', '13e', '13f'],
      hands: ['13g 1a 1b 1c 1d 1e', '12d 12e 2a 2b 2c 2d'],
      pileSizes: [25, 22],
    });
    expect(reihen.view(state, null)).toMatchObject({ stallLimit: 4, deadStreak: 0 });
    state = act(state, 0, { type: 'exchange', cards: ['13g'] }).state;
    expect(state.deadStreak).toBe(1);
    state = act(state, 1, { type: 'endTurn' }).state;
    state = act(state, 0, { type: 'endTurn' }).state;
    expect(state.deadStreak).toBe(3);
    const { state: after, events } = act(state, 1, { type: 'exchange', cards: ['12d', '12e'] });
    expect(types(events)).toEqual(['cardsExchanged', 'cardsDrawn', 'turnEnded', 'gameEnded', 'handsRevealed']);
    expect(after.seats[1]!.pile.slice(-2)).toEqual(['12d', '12e']);
    expect(seen(events, 'gameEnded', null)[0]).toMatchObject({
      reason: 'stalled',
      winners: [1],
      standings: [
        { seat: 1, rank: 1, held: 28 },
        { seat: 0, rank: 2, held: 31 },
      ],
    });
    expect(reihen.outcome(after)).toEqual({ reason: 'stalled', winners: [1], scores: [31, 28] });
  });
});

describe('E10 — solo: Fortune Teller and score', () => {
  const soloDeck = ['seer', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'sweeper', 'miller'] as const;

  it('1–2. the Seer shows the top three to the player only; the choice blocks the turn until made', () => {
    const state = position({
      players: 1,
      options: { useCharacters: true },
      characterDeck: [...soloDeck],
      rows: ['5a', '6a', '7a', '8a', '10a', '11a'],
      hands: ['13a 13b 13c 13d 13e 13f'],
      piles: ['9a 2b 12c'],
      pileSizes: [40],
    });
    const { state: shown, events } = act(state, 0, { type: 'useCharacter', person: 'seer' });
    expect(seen(events, 'seerShown', 0)).toEqual([{ type: 'seerShown', seat: 0, count: 3, cards: ['9a', '2b', '12c'] }]);
    expect(seen(events, 'seerShown', null)).toEqual([{ type: 'seerShown', seat: 0, count: 3 }]);
    expect(reihen.awaiting(shown)).toEqual([0]);
    expect(reihen.view(shown, 0)).toMatchObject({ choice: { kind: 'seer', cards: ['9a', '2b', '12c'] }, turn: { pending: { kind: 'seer' } } });
    expect(reihen.view(shown, null)).toMatchObject({ choice: null, turn: { pending: { kind: 'seer' } } });
    expect(codeOf(shown, 0, { type: 'endTurn' })).toBe('PENDING_DECISION');

    const picked = act(shown, 0, { type: 'seerPick', take: '2b', putBack: ['12c', '9a'] }).state;
    expect(picked.seats[0]!.hand).toContain('2b');
    expect(picked.seats[0]!.pile.slice(0, 2)).toEqual(['12c', '9a']);
    expect(picked.seats[0]!.pile).toHaveLength(39);
  });

  it('3. a dead turn with no exchange left ends the game stuck: (98 − 12) + 3 × 3 = 95', () => {
    const state = position({
      players: 1,
      rows: ['13a', '13b', '13c', '13d', '13e', '13f'],
      hands: ['1a 1b 1c 1d 1e 1f'],
      pileSizes: [6],
      exchangesLeft: 0,
      rowsCompleted: 3,
    });
    const { state: after, events } = act(state, 0, { type: 'endTurn' });
    expect(seen(events, 'gameEnded', null)[0]).toMatchObject({ reason: 'stuck', score: 95 });
    expect(reihen.outcome(after)).toEqual({ reason: 'stuck', winners: [], scores: [95] });
  });

  it('4. clearing with 2 exchanges left and 5 completed rows scores 98 + 15 + 10 + 4 = 127', () => {
    const state = position({
      players: 1,
      rows: ['4a', '13b', '13c', '13d', '13e', '13f'],
      hands: ['5a'],
      pileSizes: [0],
      exchangesLeft: 2,
      rowsCompleted: 5,
    });
    const { state: after, events } = act(state, 0, { type: 'play', card: '5a', row: 0 });
    expect(seen(events, 'gameEnded', null)[0]).toMatchObject({ reason: 'cleared', score: 127 });
    expect(reihen.outcome(after)).toEqual({ reason: 'cleared', winners: [0], scores: [127] });
  });
});

describe('E11 — cooperative: finished seat skipped, stall loss (3 players, stallRounds 1)', () => {
  it('a finished seat is no target and takes no turn; two dead turns lose', () => {
    const state = position({
      players: 3,
      options: { mode: 'cooperative', useCharacters: true, stallRounds: 1 },
      characterDeck: ['courier', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'sweeper', 'miller'],
      rows: ['13a', '13b', '13c', '13d', '13e', '13f'],
      hands: ['5a 6a 7a 8a 9a 10a', '', '5b 6b 7b 8b 9b 10b'],
      pileSizes: [10, 0, 12],
      status: ['playing', 'finished', 'playing'],
      stacks: [['courier', 'acrobat', 'undertaker'], [], ['mason', 'wrecker', 'sweeper', 'builder', 'chameleon', 'twins']],
    });
    expect(reihen.view(state, null)).toMatchObject({ stallLimit: 2 });
    expect(codeOf(state, 0, { type: 'useCharacter', person: 'courier', card: '5a', target: 1 })).toBe('INVALID_TARGET');
    const exchanged = act(state, 0, { type: 'exchange', cards: ['5a'] });
    expect(exchanged.state.deadStreak).toBe(1);
    expect(reihen.awaiting(exchanged.state)).toEqual([2]);
    const { state: after, events } = act(exchanged.state, 2, { type: 'endTurn' });
    expect(seen(events, 'gameEnded', null)[0]).toEqual({ type: 'gameEnded', mode: 'cooperative', outcome: 'lost', reason: 'stalled', cardsLeft: 16 + 18 });
    expect(reihen.outcome(after)).toEqual({ reason: 'stalled', winners: [], scores: [34, 34, 34] });
  });
});

describe('§6.2 — the Carpenter example', () => {
  it('A = 1–5, B = 9–13: B onto A gives 1–5, 9–13, complete and removed; B empty', () => {
    const state = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['carpenter', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'sweeper', 'miller'],
      rows: ['1a 2a 3a 4a 5a', '9b 10b 11b 12b 13b', '13c', '13d', '13e', '13f'],
      pileSizes: [20, 20],
    });
    const { state: after, events } = act(state, 0, { type: 'useCharacter', person: 'carpenter', from: 1, index: 0, to: 0 });
    expect(seen(events, 'rowCompleted', null)).toEqual([
      { type: 'rowCompleted', row: 0, cards: ['1a', '2a', '3a', '4a', '5a', '9b', '10b', '11b', '12b', '13b'] },
    ]);
    expect(after.slots[0]).toBeNull();
    expect(after.slots[1]).toBeNull();
    expect(after.turn.rebuilds).toBe(0);
  });
});

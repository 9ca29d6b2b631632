import { describe, expect, it } from 'vitest';
import { eventFor } from '../../../engine/index.js';
import { PERSONS, type Person } from '../../../engine/games/reihen/cards.js';
import { act, actAll, codeOf, position, reihen, rowsOf, seen, type PositionSpec } from './helpers.js';

/** §6: each of the 20 persons, its conditions and codes, and the hand-over of §6.1. */

/** A position where seat 0's face-up person is `person` (the rest of the deck in roster order). */
function withPerson(person: Person, spec: Omit<PositionSpec, 'characterDeck' | 'options'> & { options?: Record<string, unknown> }) {
  const rest = PERSONS.filter((other) => other !== person && (spec.players > 1 || (other !== 'courier' && other !== 'smuggler')));
  return position({ ...spec, options: { useCharacters: true, ...spec.options }, characterDeck: [person, ...rest.slice(0, 9)] });
}

const use = (person: Person, fields: Record<string, unknown> = {}) => ({ type: 'useCharacter', person, ...fields }) as never;
const CLOSED = ['13a', '13b', '13c', '13d', '13e', '13f'];

describe('common checks', () => {
  it('NO_FACE_UP_CHARACTER with an empty stack, NOT_YOUR_CHARACTER for another person', () => {
    const state = withPerson('sweeper', { players: 2, rows: CLOSED, hands: ['1a 1b 1c 1d 1e 1f'], pileSizes: [5, 5], stacks: [[], ['sweeper']] });
    expect(codeOf(state, 0, use('sweeper', { card: '1a' }))).toBe('NO_FACE_UP_CHARACTER');
    const other = withPerson('sweeper', { players: 2, rows: CLOSED, hands: ['1a 1b 1c 1d 1e 1f'], pileSizes: [5, 5] });
    expect(codeOf(other, 0, use('miller'))).toBe('NOT_YOUR_CHARACTER');
  });
});

describe('Master Builder', () => {
  it('lays at the start and may complete a row; refuses empty slots, duplicates and foreign cards', () => {
    const state = withPerson('builder', { players: 2, rows: ['3a 4a 5a 6a 7a 8a 9a 10a 11a 12a 13a', '', '5c', '6c', '7c', '8c'], hands: ['2b 1b 9d 9e 9f 9g'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('builder', { row: 1, cards: ['2b'] }))).toBe('ROW_EMPTY');
    expect(codeOf(state, 0, use('builder', { row: 0, cards: ['2b', '2b'] }))).toBe('DUPLICATE_CARD');
    expect(codeOf(state, 0, use('builder', { row: 0, cards: ['2b', '1h'] }))).toBe('CARD_NOT_IN_HAND');
    const { state: after, events } = act(state, 0, use('builder', { row: 0, cards: ['2b', '1b'] }));
    expect(seen(events, 'rowCompleted', null)).toHaveLength(1);
    expect(after.slots[0]).toBeNull();
    expect(after.turn.progress).toBe(2);
  });
});

describe('Mason', () => {
  const state = withPerson('mason', { players: 2, rows: ['4a 5a 9a 10a', '2b 13b', '13c', '13d', '13e', '13f'], hands: ['7c 2c 1c 10c 12c 5d'], pileSizes: [5, 5] });

  it('inserts into a gap or before the first entry', () => {
    const inside = act(state, 0, use('mason', { row: 0, card: '7c' }));
    expect(rowsOf(inside.state)[0]).toBe('4a 5a 7c 9a 10a');
    expect(seen(inside.events, 'cardPlayed', null)[0]).toMatchObject({ position: 'inside', value: 7 });
    const start = act(state, 0, use('mason', { row: 0, card: '2c' }));
    expect(rowsOf(start.state)[0]).toBe('2c 4a 5a 9a 10a');
    expect(seen(start.events, 'cardPlayed', null)[0]).toMatchObject({ position: 'start' });
    const complete = act(state, 0, use('mason', { row: 1, card: '1c' }));
    expect(seen(complete.events, 'rowCompleted', null)[0]).toMatchObject({ cards: ['1c', '2b', '13b'] });
  });

  it('refuses a value at or above the last, or one already in the row', () => {
    for (const card of ['10c', '12c', '5d']) expect(codeOf(state, 0, use('mason', { row: 0, card }))).toBe('CARD_DOES_NOT_FIT');
  });
});

describe('Acrobat', () => {
  it('skips at least one number; no closed rows', () => {
    const state = withPerson('acrobat', { players: 2, rows: ['4a', '13b', '13c', '13d', '13e', '13f'], hands: ['5c 6c 13h 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('acrobat', { row: 0, card: '5c' }))).toBe('CARD_DOES_NOT_FIT');
    expect(codeOf(state, 0, use('acrobat', { row: 1, card: '13h' }))).toBe('CARD_DOES_NOT_FIT');
    expect(rowsOf(act(state, 0, use('acrobat', { row: 0, card: '6c' })).state)[0]).toBe('4a 6c');
  });
});

describe('Chameleon', () => {
  it('refuses a closed row', () => {
    const state = withPerson('chameleon', { players: 2, rows: CLOSED, hands: ['5c 6c 13h 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('chameleon', { row: 0, card: '5c' }))).toBe('CARD_DOES_NOT_FIT');
  });
});

describe('Mathematician', () => {
  const state = withPerson('mathematician', { players: 2, rows: ['4a', '', '13c', '13d', '13e', '13f'], hands: ['2c 3c 9c 5d 9e 6f'], pileSizes: [5, 5] });

  it('sum = last + 1, or an empty slot with a sum ≤ 13; never after 13', () => {
    expect(rowsOf(act(state, 0, use('mathematician', { row: 0, cards: ['2c', '3c'] })).state)[0]).toBe('4a 2c+3c');
    expect(rowsOf(act(state, 0, use('mathematician', { row: 1, cards: ['9c', '2c'] })).state)[1]).toBe('9c+2c');
    expect(codeOf(state, 0, use('mathematician', { row: 0, cards: ['2c', '5d'] }))).toBe('CARD_DOES_NOT_FIT');
    expect(codeOf(state, 0, use('mathematician', { row: 1, cards: ['9c', '5d'] }))).toBe('CARD_DOES_NOT_FIT');
    // 13 + 1 = 14 = 9 + 5 is no value: nothing fits after 13.
    expect(codeOf(state, 0, use('mathematician', { row: 2, cards: ['9c', '5d'] }))).toBe('CARD_DOES_NOT_FIT');
    expect(codeOf(state, 0, use('mathematician', { row: 1, cards: ['9c', '9c'] }))).toBe('DUPLICATE_CARD');
  });
});

describe('Carpenter', () => {
  const state = withPerson('carpenter', { players: 2, rows: ['1a 2a', '9b 10b', '', '13d', '13e', '3f'], hands: ['1c 1d 1e 9d 9e 9f'], pileSizes: [5, 5] });

  it('codes in the order of move; the gap rebuild needs only a greater value', () => {
    expect(codeOf(state, 0, use('carpenter', { from: 1, index: 0, to: 1 }))).toBe('SAME_ROW');
    expect(codeOf(state, 0, use('carpenter', { from: 2, index: 0, to: 1 }))).toBe('ROW_EMPTY');
    expect(codeOf(state, 0, use('carpenter', { from: 1, index: 2, to: 0 }))).toBe('BAD_SEGMENT');
    expect(codeOf(state, 0, use('carpenter', { from: 1, index: 0, to: 2 }))).toBe('ROW_EMPTY');
    expect(codeOf(state, 0, use('carpenter', { from: 0, index: 0, to: 5 }))).toBe('SEGMENT_DOES_NOT_FIT');
    expect(rowsOf(act(state, 0, use('carpenter', { from: 1, index: 0, to: 0 })).state)[0]).toBe('1a 2a 9b 10b');
  });

  it('a segment whose first value equals the last value of `to` is no rise: SEGMENT_DOES_NOT_FIT', () => {
    const equal = withPerson('carpenter', { players: 2, rows: ['1a 2a 3a', '3b 4b', '', '13d', '13e', '13f'], hands: ['1c 1d 1e 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(equal, 0, use('carpenter', { from: 1, index: 0, to: 0 }))).toBe('SEGMENT_DOES_NOT_FIT');
    expect(rowsOf(act(equal, 0, use('carpenter', { from: 1, index: 1, to: 0 })).state).slice(0, 2)).toEqual(['1a 2a 3a 4b', '3b']);
  });

  it('legal moves still offer the Carpenter after the 30th rebuild, but no `move`', () => {
    const limited = { ...state, turn: { ...state.turn, rebuilds: 30 } };
    const listed = reihen.legalMoves(limited, 0);
    expect(listed.some((move) => move.type === 'move')).toBe(false);
    expect(listed.some((move) => move.type === 'useCharacter' && move.person === 'carpenter')).toBe(true);
  });

  it('C1: not blocked by, and not counted toward, the 30 rebuilds', () => {
    let current = state;
    for (let i = 0; i < 30; i++) current = act(current, 0, { type: 'move', from: i % 2 === 0 ? 5 : 2, index: 0, to: i % 2 === 0 ? 2 : 5 }).state;
    expect(codeOf(current, 0, { type: 'move', from: 5, index: 0, to: 2 })).toBe('REBUILD_LIMIT');
    const after = act(current, 0, use('carpenter', { from: 1, index: 0, to: 0 })).state;
    expect(after.turn.rebuilds).toBe(30);
  });
});

describe('Wrecker and Undertaker', () => {
  it('Wrecker discards the last 1–3 entries; an emptied slot clears', () => {
    const state = withPerson('wrecker', { players: 2, rows: ['4a 5a 6a', '9b', '13c', '13d', '13e', '13f'], hands: ['1c 1d 1e 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('wrecker', { row: 1, count: 2 }))).toBe('BAD_SEGMENT');
    const { state: after, events } = act(state, 0, use('wrecker', { row: 0, count: 2 }));
    expect(rowsOf(after)[0]).toBe('4a');
    expect(after.discard.slice(-2)).toEqual(['5a', '6a']);
    expect(seen(events, 'cardsDiscarded', null)).toEqual([{ type: 'cardsDiscarded', seat: 0, row: 0, cards: ['5a', '6a'] }]);
    expect(after.turn.progress).toBe(0);
    expect(act(state, 0, use('wrecker', { row: 1, count: 1 })).state.slots[1]).toBeNull();
  });

  it('Undertaker removes a closed row only', () => {
    const state = withPerson('undertaker', { players: 2, rows: ['11a 12a 13a', '9b', '', '13d', '13e', '13f'], hands: ['1c 1d 1e 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('undertaker', { row: 1 }))).toBe('NOT_A_CLOSED_ROW');
    expect(codeOf(state, 0, use('undertaker', { row: 2 }))).toBe('ROW_EMPTY');
    const after = act(state, 0, use('undertaker', { row: 0 })).state;
    expect(after.slots[0]).toBeNull();
    expect(after.discard.slice(-3)).toEqual(['11a', '12a', '13a']);
  });
});

describe('Twins, Street Sweeper, Miller', () => {
  it('Twins: the last entry and a card of its value go to the discard pile', () => {
    const state = withPerson('twins', { players: 2, rows: ['4a 5a', '13b', '13c', '13d', '13e', '13f'], hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('twins', { row: 0, card: '6c' }))).toBe('CARD_DOES_NOT_FIT');
    const after = act(state, 0, use('twins', { row: 0, card: '5c' })).state;
    expect(rowsOf(after)[0]).toBe('4a');
    expect(after.discard.slice(-2)).toEqual(['5a', '5c']);
    expect(after.turn.progress).toBe(1);
  });

  it('Street Sweeper: a hand card to the discard pile, as progress', () => {
    const state = withPerson('sweeper', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [5, 5] });
    expect(codeOf(state, 0, use('sweeper', { card: '5h' }))).toBe('CARD_NOT_IN_HAND');
    const after = act(state, 0, use('sweeper', { card: '5c' })).state;
    expect(after.discard.at(-1)).toBe('5c');
    expect(after.turn.progress).toBe(1);
  });

  it('Miller: the top pile card face up to the discard pile', () => {
    const state = withPerson('miller', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], piles: ['2h 3h'], pileSizes: [5, 5] });
    const { state: after, events } = act(state, 0, use('miller'));
    expect(after.discard.at(-1)).toBe('2h');
    expect(after.seats[0]!.pile[0]).toBe('3h');
    expect(after.turn.progress).toBe(1);
    expect(seen(events, 'cardsDiscarded', 1)[0]).toMatchObject({ cards: ['2h'] });
    const empty = withPerson('miller', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [0, 5] });
    expect(codeOf(empty, 0, use('miller'))).toBe('PILE_EMPTY');
  });
});

describe('Archivist and Scavenger codes', () => {
  it('CARD_NOT_IN_HAND, CARD_NOT_IN_DISCARD, CARD_DOES_NOT_FIT', () => {
    const archivist = withPerson('archivist', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], discardTop: '4h', pileSizes: [5, 5] });
    expect(codeOf(archivist, 0, use('archivist', { give: '5h', take: '4h' }))).toBe('CARD_NOT_IN_HAND');
    expect(codeOf(archivist, 0, use('archivist', { give: '5c', take: '6c' }))).toBe('CARD_NOT_IN_DISCARD');
    const scavenger = withPerson('scavenger', { players: 2, rows: ['2a', '13b', '13c', '13d', '13e', '13f'], hands: ['5c 6c 1e 9d 9e 9f'], discardTop: '4h 3h', pileSizes: [5, 5] });
    expect(codeOf(scavenger, 0, use('scavenger', { card: '5c', row: 0 }))).toBe('CARD_NOT_IN_DISCARD');
    expect(codeOf(scavenger, 0, use('scavenger', { card: '4h', row: 0 }))).toBe('CARD_DOES_NOT_FIT');
  });
});

describe('Fortune Teller', () => {
  it('shows fewer cards from a short pile; PILE_EMPTY from an empty one', () => {
    const short = withPerson('seer', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], piles: ['2h'], pileSizes: [1, 5] });
    const shown = act(short, 0, use('seer')).state;
    expect(shown.turn.pending).toEqual({ kind: 'seer', cards: ['2h'] });
    const picked = act(shown, 0, { type: 'seerPick', take: '2h', putBack: [] }).state;
    expect(picked.seats[0]!.pile).toEqual([]);
    expect(picked.seats[0]!.hand).toHaveLength(7);
    const empty = withPerson('seer', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [0, 5] });
    expect(codeOf(empty, 0, use('seer'))).toBe('PILE_EMPTY');
  });
});

describe('Trader', () => {
  it('cards under the own pile, as many drawn; the turn goes on and an exchange stays possible', () => {
    const state = withPerson('trader', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], piles: ['2h 3h 4h'], pileSizes: [3, 5] });
    expect(codeOf(state, 0, use('trader', { cards: ['5c', '5c'] }))).toBe('DUPLICATE_CARD');
    const { state: after, events } = act(state, 0, use('trader', { cards: ['5c', '6c'] }));
    expect(after.seats[0]!.pile).toEqual(['4h', '5c', '6c']);
    expect(after.seats[0]!.hand).toEqual(expect.arrayContaining(['2h', '3h']));
    expect(after.turn.seat).toBe(0);
    const used = events.find((event) => event.type === 'characterUsed')!;
    expect(eventFor(used, 1)).toEqual({ type: 'characterUsed', seat: 0, person: 'trader', count: 2 });
    expect(eventFor(used, 0)).toMatchObject({ cards: ['5c', '6c'] });
    expect(() => act(after, 0, { type: 'exchange', cards: ['9d'] })).not.toThrow();
    const empty = withPerson('trader', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [0, 5] });
    expect(codeOf(empty, 0, use('trader', { cards: ['5c'] }))).toBe('PILE_EMPTY');
  });
});

describe('Gambler', () => {
  it('a fitting top card is laid from the pile; any other goes to the hand; both shown to all', () => {
    const state = withPerson('gambler', { players: 2, rows: ['4a', '13b', '13c', '13d', '13e', ''], hands: ['1c 1d 1e 9d 9e 9f'], piles: ['5h 8h'], pileSizes: [3, 5] });
    const fits = act(state, 0, use('gambler', { row: 0 }));
    expect(rowsOf(fits.state)[0]).toBe('4a 5h');
    expect(fits.state.turn.progress).toBe(1);
    expect(seen(fits.events, 'cardRevealed', null)).toEqual([{ type: 'cardRevealed', seat: 0, card: '5h', fits: true }]);
    expect(seen(fits.events, 'cardPlayed', null)[0]).toMatchObject({ source: 'pile' });
    const misses = act(state, 0, use('gambler', { row: 1 }));
    expect(misses.state.seats[0]!.hand).toContain('5h');
    expect(misses.state.turn.progress).toBe(0);
    expect(rowsOf(act(state, 0, use('gambler', { row: 5 })).state)[5]).toBe('5h');
    const empty = withPerson('gambler', { players: 2, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [0, 5] });
    expect(codeOf(empty, 0, use('gambler', { row: 0 }))).toBe('PILE_EMPTY');
  });
});

describe('Smuggler', () => {
  const state = withPerson('smuggler', { players: 3, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f', '2a 3a 4a 5a 6a 7a'], pileSizes: [5, 5, 5] });

  it('the user alone sees the target hand; the swap is seen by the two seats only', () => {
    expect(codeOf(state, 0, use('smuggler', { target: 0 }))).toBe('INVALID_TARGET');
    const { state: shown, events } = act(state, 0, use('smuggler', { target: 1 }));
    expect(seen(events, 'targetHandShown', 0)[0]).toMatchObject({ cards: ['2a', '3a', '4a', '5a', '6a', '7a'] });
    for (const viewer of [1, 2, null]) expect(seen(events, 'targetHandShown', viewer)[0]).toEqual({ type: 'targetHandShown', seat: 0, target: 1 });
    expect(reihen.view(shown, 0)).toMatchObject({ choice: { kind: 'smuggler', target: 1, targetHand: ['2a', '3a', '4a', '5a', '6a', '7a'] } });
    expect(reihen.view(shown, 2)).toMatchObject({ choice: null, turn: { pending: { kind: 'smuggler', target: 1 } } });
    expect(codeOf(shown, 0, { type: 'smugglerSwap', give: '2a', take: '3a' })).toBe('INVALID_CHOICE');
    expect(codeOf(shown, 0, { type: 'smugglerSwap', give: '5c', take: '9f' })).toBe('INVALID_CHOICE');
    expect(codeOf(shown, 0, { type: 'seerPick', take: '5c', putBack: [] })).toBe('PENDING_DECISION');
    const swapped = act(shown, 0, { type: 'smugglerSwap', give: '5c', take: '7a' });
    expect(swapped.state.seats[1]!.hand).toContain('5c');
    expect(swapped.state.seats[0]!.hand).toContain('7a');
    const event = swapped.events[0]!;
    expect(eventFor(event, 1)).toEqual({ type: 'cardsSwapped', seat: 0, target: 1, give: '5c', take: '7a' });
    expect(eventFor(event, 2)).toEqual({ type: 'cardsSwapped', seat: 0, target: 1 });
  });
});

describe('§6.1 hand-over', () => {
  it('the used card goes to the bottom of the next seat; the user reveals the next card', () => {
    const state = withPerson('sweeper', { players: 3, rows: CLOSED, hands: ['5c 6c 1e 9d 9e 9f'], pileSizes: [5, 5, 5] });
    const before = state.seats[1]!.stack;
    const { state: after, events } = act(state, 0, use('sweeper', { card: '5c' }));
    expect(after.seats[1]!.stack).toEqual([...before, 'sweeper']);
    expect(after.seats[0]!.stack).toEqual(state.seats[0]!.stack.slice(1));
    expect(seen(events, 'characterRevealed', null)).toEqual([{ type: 'characterRevealed', seat: 0, person: state.seats[0]!.stack[1] }]);
    // The new face-up card cannot be used in the same turn.
    expect(after.seats[0]!.stack[0]).toBe('acrobat');
    expect(codeOf(after, 0, use('acrobat', { row: 0, card: '6c' }))).toBe('CHARACTER_ALREADY_USED');
    const third = actAll(after, 0, [{ type: 'endTurn' }]).state;
    expect(third.turn.seat).toBe(1);
  });
});

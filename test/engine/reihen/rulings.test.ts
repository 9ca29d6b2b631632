import { describe, expect, it } from 'vitest';
import { Random, eventFor } from '../../../engine/index.js';
import { FULL_DECK, PERSONS } from '../../../engine/games/reihen/cards.js';
import type { ReihenMove } from '../../../engine/games/reihen/schema.js';
import { act, actAll, codeOf, hand, position, reihen, resignCode, rowsOf, seen, setupCode, start, types } from './helpers.js';

/** Every numbered ruling (§10), clarification and setup error of the spec. */

const ALL_13 = ['13a', '13b', '13c', '13d', '13e', '13f'];

describe('R1 — card codes', () => {
  it('104 distinct codes: value 1–13 and copy a–h, in canonical order', () => {
    expect(FULL_DECK).toHaveLength(104);
    expect(new Set(FULL_DECK).size).toBe(104);
    expect(FULL_DECK.slice(0, 9)).toEqual(['1a', '1b', '1c', '1d', '1e', '1f', '1g', '1h', '2a']);
    expect(FULL_DECK.at(-1)).toBe('13h');
  });
});

describe('R2 / §4 — dealing', () => {
  it.each([
    [1, 98, 0],
    [2, 49, 0],
    [3, 32, 2],
    [4, 24, 2],
    [5, 19, 3],
    [6, 16, 2],
  ])('%i players: piles of %i, %i boxed; round-robin from deck[6], first dealt on top', (players, perPile, boxed) => {
    const deck = Random.fromSeed(`deal-${players}`).shuffled(FULL_DECK);
    const { state } = start(players, {}, { deck });
    expect(state.box).toEqual(deck.slice(6 + perPile * players));
    expect(state.box).toHaveLength(boxed);
    state.seats.forEach((seat, s) => {
      const dealt = Array.from({ length: perPile }, (_, i) => deck[6 + i * players + s]);
      expect([...seat.hand, ...seat.pile]).toEqual(dealt);
      expect(seat.hand).toHaveLength(6);
    });
    expect(reihen.view(state, null)).toMatchObject({ boxed });
  });
});

describe('R3 — start', () => {
  it('seat 0 (the dealer) takes the first turn', () => {
    for (const players of [1, 2, 5]) expect(reihen.awaiting(start(players).state)).toEqual([0]);
  });
});

describe('R4 — playing is optional; an empty hand ends the turn', () => {
  it('endTurn is accepted after any number of plays, and the turn ends by itself on an empty hand', () => {
    const state = position({ players: 2, rows: ['1a', '2a', '3a', '4a', '5a', '6a'], hands: ['2b 3b 4b 5b 6b 13h', '8a 8b 8c 8d 8e 8f'], pileSizes: [10, 10] });
    const one = act(state, 0, { type: 'play', card: '2b', row: 0 }).state;
    const ended = act(one, 0, { type: 'endTurn' });
    expect(reihen.awaiting(ended.state)).toEqual([1]);
    expect(hand(ended.state, 0)).toHaveLength('3b 4b 5b 6b 13h xx'.length);

    const small = position({ players: 2, rows: ['1a', '2a', '3a', '4a', '5a', '6a'], hands: ['2b'], pileSizes: [10, 10] });
    const { state: auto, events } = act(small, 0, { type: 'play', card: '2b', row: 0 });
    expect(types(events)).toEqual(['cardPlayed', 'cardsDrawn', 'turnEnded', 'turnStarted']);
    expect(auto.seats[0]!.hand).toHaveLength(6);
    expect(reihen.awaiting(auto)).toEqual([1]);
  });
});

describe('R5 — exchange', () => {
  const state = position({ players: 2, rows: ['1a', '2a', '3a', '4a', '5a', ''], hands: ['2b 3b 9c 9d 9e 9f'], pileSizes: [10, 10] });

  it('any number ≥ 1 of cards, after rebuilds, only without progress; a pass is a dead turn too', () => {
    const rebuilt = act(state, 0, { type: 'move', from: 0, index: 0, to: 5 }).state;
    const exchanged = act(rebuilt, 0, { type: 'exchange', cards: ['9c', '9d', '9e', '9f', '2b', '3b'] }).state;
    expect(exchanged.deadStreak).toBe(1);
    expect(exchanged.seats[0]!.pile.slice(-6)).toEqual(['9c', '9d', '9e', '9f', '2b', '3b']);
    const passed = act(state, 0, { type: 'endTurn' }).state;
    expect(passed.deadStreak).toBe(1);
    const played = act(state, 0, { type: 'play', card: '2b', row: 0 }).state;
    expect(codeOf(played, 0, { type: 'exchange', cards: ['9c'] })).toBe('EXCHANGE_AFTER_PROGRESS');
  });

  it('refuses a card named twice (C3: a rule violation, not a schema error) and a card not in hand', () => {
    expect(reihen.move.safeParse({ type: 'exchange', cards: ['9c', '9c'] }).success).toBe(true);
    expect(codeOf(state, 0, { type: 'exchange', cards: ['9c', '9c'] })).toBe('DUPLICATE_CARD');
    expect(codeOf(state, 0, { type: 'exchange', cards: ['9c', '12h'] })).toBe('CARD_NOT_IN_HAND');
  });

  it('exchanged cards never reach the discard pile (R10)', () => {
    const after = act(state, 0, { type: 'exchange', cards: ['9c'] }).state;
    expect(after.discard).toEqual(state.discard);
  });
});

describe('R6 — rebuilding', () => {
  const state = position({ players: 2, rows: ['1a 2a 3a', '4b 5b', '', '', '', ''], hands: ['6c 9d 9e 9f 9g 9h'], pileSizes: [10, 10] });

  it('a tail segment moves onto a row it continues, or splits into an empty slot', () => {
    const joined = act(state, 0, { type: 'move', from: 1, index: 0, to: 0 }).state;
    expect(rowsOf(joined).slice(0, 2)).toEqual(['1a 2a 3a 4b 5b', null]);
    const split = act(joined, 0, { type: 'move', from: 0, index: 2, to: 3 }).state;
    expect(rowsOf(split)[0]).toBe('1a 2a');
    expect(rowsOf(split)[3]).toBe('3a 4b 5b');
    expect(split.turn.rebuilds).toBe(2);
  });

  it('a segment must continue by exactly +1: a gap or a lower value is SEGMENT_DOES_NOT_FIT', () => {
    expect(codeOf(state, 0, { type: 'move', from: 1, index: 1, to: 0 })).toBe('SEGMENT_DOES_NOT_FIT');
    expect(codeOf(state, 0, { type: 'move', from: 0, index: 1, to: 1 })).toBe('SEGMENT_DOES_NOT_FIT');
  });

  it('refuses the 31st rebuild of a turn', () => {
    let current = state;
    for (let i = 0; i < 30; i++) current = act(current, 0, { type: 'move', from: i % 2 === 0 ? 1 : 2, index: 0, to: i % 2 === 0 ? 2 : 1 }).state;
    expect(current.turn.rebuilds).toBe(30);
    expect(codeOf(current, 0, { type: 'move', from: 1, index: 0, to: 2 })).toBe('REBUILD_LIMIT');
    // C2 and the segment checks still come first.
    expect(codeOf(current, 0, { type: 'move', from: 2, index: 0, to: 1 })).toBe('ROW_EMPTY');
    // The count belongs to the turn.
    const next = act(act(current, 0, { type: 'endTurn' }).state, 1, { type: 'endTurn' }).state;
    expect(next.turn.rebuilds).toBe(0);
    expect(() => act(next, 0, { type: 'move', from: 1, index: 0, to: 2 })).not.toThrow();
  });

  it('legal moves list rebuilds (onto a row and into an empty slot) only below the limit', () => {
    const kinds = (rebuilds: number) => {
      const limited = { ...state, turn: { ...state.turn, rebuilds } };
      const listed = reihen.legalMoves(limited, 0).filter((move) => move.type === 'move');
      for (const move of listed) expect(() => act(limited, 0, move)).not.toThrow();
      return listed.map((move) => (move.type === 'move' && limited.slots[move.to] === null ? 'split' : 'onto'));
    };
    expect(new Set(kinds(29))).toEqual(new Set(['onto', 'split']));
    expect(kinds(30)).toEqual([]);
  });

  it('C2: a move from an empty slot is ROW_EMPTY', () => {
    expect(codeOf(state, 0, { type: 'move', from: 4, index: 0, to: 0 })).toBe('ROW_EMPTY');
  });
});

describe('R7 — completion', () => {
  it('a play that ends a 1…13 row removes it at once; the slot takes any card again', () => {
    const state = position({
      players: 2,
      rows: ['1a 2a 3a 4a 5a 6a 7a 8a 9a 10a 11a 12a', '5b', '6b', '7b', '8b', '9b'],
      hands: ['13a 4c 9d 9e 9f 9g'],
      pileSizes: [10, 10],
    });
    const { state: after, events } = actAll(state, 0, [
      { type: 'play', card: '13a', row: 0 },
      { type: 'play', card: '4c', row: 0 },
    ]);
    expect(types(events).slice(0, 2)).toEqual(['cardPlayed', 'rowCompleted']);
    expect(after.rowsCompleted).toBe(1);
    expect(rowsOf(after)[0]).toBe('4c');
    expect(after.completedRows.at(-1)).toEqual('1a 2a 3a 4a 5a 6a 7a 8a 9a 10a 11a 12a 13a'.split(' '));
  });
});

describe('R8 — closed rows', () => {
  it('nothing is laid on a row ending at 13, but its tail can be rebuilt away', () => {
    const state = position({ players: 2, rows: ['9a 10a 11a 12a 13a', '', '10b', '1c', '2c', '3c'], hands: ['1a 11c 9d 9e 9f 9g'], pileSizes: [10, 10] });
    for (const card of ['1a', '11c']) expect(codeOf(state, 0, { type: 'play', card, row: 0 })).toBe('CARD_DOES_NOT_FIT');
    const rebuilt = act(state, 0, { type: 'move', from: 0, index: 2, to: 2 }).state;
    expect(rowsOf(rebuilt)[0]).toBe('9a 10a');
    expect(() => act(rebuilt, 0, { type: 'play', card: '11c', row: 0 })).not.toThrow();
  });
});

describe('R9 — short pile, big hand', () => {
  it('a hand above 6 is never cut back', () => {
    const state = position({
      players: 1,
      options: { useCharacters: true },
      characterDeck: ['seer', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'sweeper', 'miller'],
      rows: ALL_13,
      hands: ['1a 1b 1c 1d 1e 1f'],
      piles: ['2a 2b'],
    });
    const { state: after } = actAll(state, 0, [{ type: 'useCharacter', person: 'seer' }, { type: 'seerPick', take: '2a', putBack: ['2b'] }, { type: 'endTurn' }]);
    expect(after.seats[0]!.hand).toHaveLength(7);
    expect(after.seats[0]!.pile).toEqual(['2b']);
  });
});

describe('R10 — completed rows leave the game; the discard pile holds what characters removed', () => {
  const completing = (person: 'archivist' | 'scavenger' | 'sweeper') =>
    position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: [person, 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['1a 2a 3a 4a 5a 6a 7a 8a 9a 10a 11a 12a', '4b', '13c', '13d', '13e', ''],
      hands: ['13a 9b 9c 9d 9e 9f'],
      discardTop: '5h',
      pileSizes: [10, 10],
    });
  const row = '1a 2a 3a 4a 5a 6a 7a 8a 9a 10a 11a 12a 13a'.split(' ');

  it('a completed row goes onto the public list of completed rows, never onto the discard pile', () => {
    const state = completing('sweeper');
    const { state: after, events } = act(state, 0, { type: 'play', card: '13a', row: 0 });
    expect(seen(events, 'rowCompleted', null)).toEqual([{ type: 'rowCompleted', row: 0, cards: row }]);
    expect(after.completedRows).toEqual([row]);
    expect(after.discard).toEqual(state.discard);
    for (const viewer of [null, 0, 1]) {
      expect(reihen.view(after, viewer)).toMatchObject({ completedRows: [row], discard: state.discard, rowsCompleted: 1 });
    }
    // Only a character's removal reaches the discard pile.
    const swept = act(after, 0, { type: 'useCharacter', person: 'sweeper', card: '9b' }).state;
    expect(swept.discard).toEqual([...state.discard, '9b']);
    expect(swept.completedRows).toEqual([row]);
  });

  it('Archivist and Scavenger cannot reach a completed row: CARD_NOT_IN_DISCARD, and no listed use names one', () => {
    for (const person of ['archivist', 'scavenger'] as const) {
      const after = act(completing(person), 0, { type: 'play', card: '13a', row: 0 }).state;
      const tries: ReihenMove[] =
        person === 'archivist'
          ? [{ type: 'useCharacter', person, give: '9b', take: '12a' }]
          : [{ type: 'useCharacter', person, card: '5a', row: 1 }, { type: 'useCharacter', person, card: '13a', row: 5 }];
      for (const move of tries) expect(codeOf(after, 0, move)).toBe('CARD_NOT_IN_DISCARD');
      const named = reihen
        .legalMoves(after, 0)
        .flatMap((move) => (move.type !== 'useCharacter' ? [] : move.person === 'archivist' ? [move.take] : move.person === 'scavenger' ? [move.card] : []));
      expect(named.length).toBeGreaterThan(0);
      for (const card of named) {
        expect(after.discard).toContain(card);
        expect(row).not.toContain(card);
      }
    }
  });
});

describe('R11 — finishing however it happened', () => {
  it('a Street Sweeper that sheds the last card wins a competitive game', () => {
    const state = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['sweeper', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ALL_13,
      hands: ['5a'],
      pileSizes: [0, 20],
    });
    const { state: after, events } = act(state, 0, { type: 'useCharacter', person: 'sweeper', card: '5a' });
    expect(types(events)).toContain('playerFinished');
    expect(reihen.outcome(after)).toMatchObject({ reason: 'finished', winners: [0] });
  });
});

describe('R12 — competitive stall ties', () => {
  it('the seats with the fewest held cards share the win and the rank', () => {
    let state = position({ players: 3, rows: ALL_13, hands: ['1a 1b 1c 1d 1e 1f', '2a 2b 2c 2d 2e 2f', '3a 3b 3c 3d 3e 3f'], pileSizes: [10, 12, 10], options: { stallRounds: 1 } });
    state = act(state, 0, { type: 'endTurn' }).state;
    state = act(state, 1, { type: 'endTurn' }).state;
    const { events } = act(state, 2, { type: 'endTurn' });
    expect(seen(events, 'gameEnded', null)[0]).toMatchObject({
      reason: 'stalled',
      winners: [0, 2],
      standings: [
        { seat: 0, rank: 1, held: 16 },
        { seat: 2, rank: 1, held: 16 },
        { seat: 1, rank: 3, held: 18 },
      ],
    });
  });
});

describe('R13 / R14 — cast and character deal', () => {
  it('the cast option is used as given; the deal order comes from the generator', () => {
    const cast = PERSONS.slice(5, 15);
    const { state } = start(2, { useCharacters: true, cast: [...cast] });
    expect(state.cast).toEqual(cast);
    expect([...state.seats[0]!.stack, ...state.seats[1]!.stack].sort()).toEqual([...cast].sort());
  });

  it('without a cast, 10 of the 20 are drawn; in solo never courier or smuggler', () => {
    const seen20 = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const duo = start(2, { useCharacters: true }, undefined, `cast-${i}`).state;
      expect(new Set(duo.cast).size).toBe(10);
      duo.cast!.forEach((person) => seen20.add(person));
      const solo = start(1, { useCharacters: true }, undefined, `cast-${i}`).state;
      expect(solo.cast).not.toContain('courier');
      expect(solo.cast).not.toContain('smuggler');
    }
    expect(seen20.size).toBe(20);
  });

  it('generator order: cast draw, then character shuffle (a stacked number deck uses no randomness)', () => {
    const deck = [...FULL_DECK];
    const { state } = start(2, { useCharacters: true }, { deck }, 'order');
    const random = Random.fromSeed('order');
    const cast = random.shuffled(PERSONS).slice(0, 10);
    const characterDeck = random.shuffled(PERSONS.filter((person) => cast.includes(person)));
    expect(state.cast).toEqual(PERSONS.filter((person) => cast.includes(person)));
    expect(state.seats[0]!.stack).toEqual(characterDeck.filter((_, i) => i % 2 === 0));
  });

  it('generator order without stacked decks: number deck, cast draw, character shuffle (§4 step 8)', () => {
    const { state } = start(2, { useCharacters: true }, undefined, 'order-full');
    const random = Random.fromSeed('order-full');
    const deck = random.shuffled(FULL_DECK);
    const cast = random.shuffled(PERSONS).slice(0, 10);
    const characterDeck = random.shuffled(PERSONS.filter((person) => cast.includes(person)));
    expect(rowsOf(state)).toEqual(deck.slice(0, 6));
    expect(state.seats[0]!.hand).toEqual([deck[6], deck[8], deck[10], deck[12], deck[14], deck[16]]);
    expect(state.seats[0]!.stack).toEqual(characterDeck.filter((_, i) => i % 2 === 0));
    expect(state.seats[1]!.stack).toEqual(characterDeck.filter((_, i) => i % 2 === 1));
  });

  it('the public cast is listed in roster order: it never tells the character deck order', () => {
    const characterDeck = PERSONS.slice(0, 10).reverse();
    const { state, events } = start(3, { useCharacters: true }, { characterDeck });
    const roster = PERSONS.slice(0, 10);
    expect(state.cast).toEqual(roster);
    expect(reihen.view(state, null)).toMatchObject({ cast: roster, removedCharacters: 1 });
    expect(seen(events, 'gameStarted', 1)[0]).toMatchObject({ cast: roster });
  });

  it.each([
    [1, 10, 0],
    [2, 5, 0],
    [3, 3, 1],
    [4, 2, 2],
    [5, 2, 0],
    [6, 1, 4],
  ])('%i players: %i characters each, %i removed unseen', (players, each, removed) => {
    const characterDeck = PERSONS.filter((person) => players > 1 || (person !== 'courier' && person !== 'smuggler')).slice(0, 10);
    const { state } = start(players, { useCharacters: true }, { characterDeck: [...characterDeck] });
    state.seats.forEach((seat, s) => expect(seat.stack).toEqual(characterDeck.filter((_, i) => i < each * players && i % players === s)));
    expect(state.removedCharacters).toEqual(characterDeck.slice(each * players));
    expect(reihen.view(state, 0)).toMatchObject({ removedCharacters: removed });
    expect(JSON.stringify(reihen.view(state, 0))).not.toContain('"stack"');
  });
});

describe('R15 — one character per turn', () => {
  it('the revealed next card waits for the next turn', () => {
    const state = position({
      players: 1,
      options: { useCharacters: true },
      characterDeck: ['sprinter', 'sweeper', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ALL_13,
      hands: ['1a 1b 1c 1d 1e 1f'],
      pileSizes: [20],
    });
    const used = act(state, 0, { type: 'useCharacter', person: 'sprinter' }).state;
    expect(used.seats[0]!.stack[0]).toBe('sweeper');
    expect(codeOf(used, 0, { type: 'useCharacter', person: 'sweeper', card: '1a' })).toBe('CHARACTER_ALREADY_USED');
  });
});

describe('R16 — passing', () => {
  it('skips a resigned seat; a receiver with an empty stack turns the card up at once', () => {
    const state = position({
      players: 3,
      options: { useCharacters: true },
      characterDeck: ['sweeper', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ALL_13,
      hands: ['1a 1b 1c 1d 1e 1f'],
      pileSizes: [20, 20, 20],
      stacks: [['sweeper'], ['builder'], []],
    });
    const resigned = reihen.resign(state, 1).state;
    const { state: after, events } = act(resigned, 0, { type: 'useCharacter', person: 'sweeper', card: '1a' });
    expect(after.seats[2]!.stack).toEqual(['sweeper']);
    expect(seen(events, 'characterPassed', null)).toEqual([{ type: 'characterPassed', person: 'sweeper', from: 0, to: 2 }]);
    expect(seen(events, 'characterRevealed', null)).toEqual([{ type: 'characterRevealed', seat: 2, person: 'sweeper' }]);
    expect(reihen.view(after, null)).toMatchObject({ seats: [{ faceUp: null }, { faceUp: null }, { faceUp: 'sweeper' }] });
  });

  it('in solo the card goes under the own stack', () => {
    const deck = ['sweeper', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'] as const;
    const state = position({ players: 1, options: { useCharacters: true }, characterDeck: [...deck], rows: ALL_13, hands: ['1a 1b 1c 1d 1e 1f'], pileSizes: [20] });
    const after = act(state, 0, { type: 'useCharacter', person: 'sweeper', card: '1a' }).state;
    expect(after.seats[0]!.stack).toEqual([...deck.slice(1), 'sweeper']);
  });
});

describe('R17 — no empty uses', () => {
  // §11 lists PILE_EMPTY for the Miller, Seer, Trader and Gambler only; a Quartermaster that cannot
  // draw would change nothing, so both failed conditions are CHARACTER_NO_EFFECT.
  it('Quartermaster with a full hand or an empty pile is CHARACTER_NO_EFFECT', () => {
    const spec = {
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['quartermaster', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'] as const,
      rows: ALL_13,
    };
    const full = position({ ...spec, characterDeck: [...spec.characterDeck], hands: ['1a 1b 1c 1d 1e 1f'], pileSizes: [5, 5] });
    expect(codeOf(full, 0, { type: 'useCharacter', person: 'quartermaster' })).toBe('CHARACTER_NO_EFFECT');
    const empty = position({ ...spec, characterDeck: [...spec.characterDeck], hands: ['1a 1b 1c'], pileSizes: [0, 5] });
    expect(codeOf(empty, 0, { type: 'useCharacter', person: 'quartermaster' })).toBe('CHARACTER_NO_EFFECT');
    const big = position({ ...spec, characterDeck: [...spec.characterDeck], hands: ['1a 1b 1c 1d 1e 1f 1g'], pileSizes: [5, 5] });
    expect(codeOf(big, 0, { type: 'useCharacter', person: 'quartermaster' })).toBe('CHARACTER_NO_EFFECT');
    const short = position({ ...spec, characterDeck: [...spec.characterDeck], hands: ['1a 1b 1c'], pileSizes: [5, 5] });
    const { state, events } = act(short, 0, { type: 'useCharacter', person: 'quartermaster' });
    expect(state.seats[0]!.hand).toHaveLength(6);
    expect(seen(events, 'cardsDrawn', 1)).toEqual([{ type: 'cardsDrawn', seat: 0, count: 3 }]);
    expect(state.turn.progress).toBe(0);
  });
});

describe('R18 — entry values', () => {
  it('a Mathematician entry keeps its sum when moved and is plain cards in the discard pile', () => {
    const state = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['mathematician', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['1a 2a 3a 4a 5a 6a', '', '13c', '13d', '13e', '13f'],
      hands: ['3b 4b 8c 9c 10c 11c'],
      pileSizes: [10, 10],
    });
    const { state: laid } = act(state, 0, { type: 'useCharacter', person: 'mathematician', row: 1, cards: ['3b', '4b'] });
    expect(rowsOf(laid)[1]).toBe('3b+4b');
    expect(laid.slots[1]![0]!.value).toBe(7);
    expect(laid.turn.progress).toBe(2);
    const { state: done, events } = actAll(laid, 0, [
      { type: 'play', card: '8c', row: 1 },
      { type: 'move', from: 1, index: 0, to: 0 },
    ]);
    expect(seen(events, 'rowCompleted', null)).toHaveLength(0);
    expect(rowsOf(done)[0]).toBe('1a 2a 3a 4a 5a 6a 3b+4b 8c');
    const finished = actAll(done, 0, [
      { type: 'play', card: '9c', row: 0 },
      { type: 'play', card: '10c', row: 0 },
      { type: 'play', card: '11c', row: 0 },
    ]).state;
    expect(rowsOf(finished)[0]).toBe('1a 2a 3a 4a 5a 6a 3b+4b 8c 9c 10c 11c');
  });
});

describe('R19 / C5 — cooperative markers', () => {
  const state = position({ players: 2, options: { mode: 'cooperative' }, rows: ['1a', '2a', '3a', '4a', '', ''], pileSizes: [10, 10] });

  it('up to two public markers per seat; codes in the order ROW_EMPTY, MARKER_UNCHANGED, MARKER_LIMIT', () => {
    const one = act(state, 0, { type: 'mark', row: 0, on: true });
    expect(one.events).toEqual([{ type: 'markerChanged', data: { seat: 0, row: 0, on: true } }]);
    const two = act(one.state, 0, { type: 'mark', row: 1, on: true }).state;
    expect(reihen.view(two, 1)).toMatchObject({ seats: [{ markers: [0, 1] }, { markers: [] }] });
    expect(codeOf(two, 0, { type: 'mark', row: 4, on: true })).toBe('ROW_EMPTY');
    expect(codeOf(two, 0, { type: 'mark', row: 0, on: true })).toBe('MARKER_UNCHANGED');
    expect(codeOf(two, 0, { type: 'mark', row: 2, on: true })).toBe('MARKER_LIMIT');
    expect(codeOf(two, 0, { type: 'mark', row: 3, on: false })).toBe('MARKER_UNCHANGED');
    const cleared = act(two, 0, { type: 'mark', row: 0, on: false }).state;
    expect(cleared.seats[0]!.markers).toEqual([1]);
    expect(cleared.turn.seat).toBe(0);
  });

  it('a marker vanishes when its slot empties', () => {
    const marked = act(state, 0, { type: 'mark', row: 3, on: true }).state;
    const { state: after, events } = act(marked, 0, { type: 'move', from: 3, index: 0, to: 4 });
    expect(after.seats[0]!.markers).toEqual([]);
    expect(seen(events, 'markerChanged', null)).toEqual([{ type: 'markerChanged', seat: 0, row: 3, on: false }]);
  });

  it('mark outside cooperative mode is NOT_COOPERATIVE', () => {
    const competitive = position({ players: 2, rows: ['1a', '2a', '3a', '4a', '', ''], pileSizes: [10, 10] });
    expect(codeOf(competitive, 0, { type: 'mark', row: 0, on: true })).toBe('NOT_COOPERATIVE');
  });
});

describe('R20 — cooperative end', () => {
  it('a finish is a live turn end even without progress: deadStreak 0, markers gone, no stall', () => {
    const state = position({
      players: 3,
      options: { mode: 'cooperative', useCharacters: true, stallRounds: 1 },
      characterDeck: ['courier', 'builder', 'sweeper', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['4a', '13b', '13c', '13d', '13e', '8a'],
      hands: ['5a'],
      pileSizes: [0, 10, 10],
      stacks: [['courier', 'acrobat'], ['builder'], ['sweeper']],
      deadStreak: 2,
    });
    const marked = actAll(state, 0, [
      { type: 'mark', row: 0, on: true },
      { type: 'mark', row: 5, on: true },
    ]).state;
    const { state: after, events } = act(marked, 0, { type: 'useCharacter', person: 'courier', card: '5a', target: 2 });
    expect(after.seats[0]).toMatchObject({ status: 'finished', markers: [], stack: [] });
    expect(after.deadStreak).toBe(0);
    expect(seen(events, 'turnEnded', null)).toEqual([{ type: 'turnEnded', seat: 0, live: true, deadStreak: 0 }]);
    expect(seen(events, 'markerChanged', null)).toEqual([
      { type: 'markerChanged', seat: 0, row: 0, on: false },
      { type: 'markerChanged', seat: 0, row: 5, on: false },
    ]);
    expect(after.seats[2]!.pile.at(-1)).toBe('5a');
    // The used Courier goes on first, then the rest of the finished seat's stack.
    expect(after.seats[1]!.stack).toEqual(['builder', 'courier', 'acrobat']);
    expect(reihen.outcome(after)).toBeNull();
    expect(reihen.view(after, null)).toMatchObject({ stallLimit: 2, deadStreak: 0, turn: { seat: 1, bonus: false } });
  });

  it('a finished stack handed to a seat without characters is turned face up at once', () => {
    const state = position({
      players: 2,
      options: { mode: 'cooperative', useCharacters: true },
      characterDeck: ['mason', 'builder', 'sweeper', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['4a', '13b', '13c', '13d', '13e', '8a'],
      hands: ['5a'],
      pileSizes: [0, 10],
      stacks: [['mason', 'acrobat'], []],
    });
    const { state: after, events } = act(state, 0, { type: 'play', card: '5a', row: 0 });
    expect(after.seats[1]!.stack).toEqual(['mason', 'acrobat']);
    expect(seen(events, 'characterRevealed', null)).toEqual([{ type: 'characterRevealed', seat: 1, person: 'mason' }]);
    expect(reihen.view(after, null)).toMatchObject({ seats: [{ faceUp: null, stackCount: 0 }, { faceUp: 'mason', stackCount: 2 }] });
  });

  it('a finishing seat leaves the order with its stack; the team wins when the last one finishes', () => {
    const state = position({
      players: 3,
      options: { mode: 'cooperative', useCharacters: true },
      characterDeck: ['mason', 'builder', 'sweeper', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['4a', '13b', '13c', '13d', '13e', '8a'],
      hands: ['5a', '9a', ''],
      pileSizes: [0, 0, 0],
      status: ['playing', 'playing', 'finished'],
      stacks: [['mason', 'acrobat', 'wrecker'], ['builder'], []],
    });
    const marked = act(state, 0, { type: 'mark', row: 0, on: true }).state;
    const { state: first, events } = act(marked, 0, { type: 'play', card: '5a', row: 0 });
    expect(types(events)).toEqual(['cardPlayed', 'playerFinished', 'markerChanged', 'turnEnded', 'stackPassed', 'turnStarted']);
    expect(first.seats[1]!.stack).toEqual(['builder', 'mason', 'acrobat', 'wrecker']);
    expect(seen(events, 'stackPassed', null)).toEqual([{ type: 'stackPassed', from: 0, to: 1, count: 3 }]);
    expect(reihen.awaiting(first)).toEqual([1]);
    expect(reihen.outcome(first)).toBeNull();
    const { state: won } = act(first, 1, { type: 'play', card: '9a', row: 5 });
    expect(reihen.outcome(won)).toEqual({ reason: 'allFinished', winners: [0, 1, 2], scores: [0, 0, 0] });
    expect(won.result).toMatchObject({ outcome: 'won', cardsLeft: 0 });
  });
});

describe('R21 — solo budget', () => {
  const spec = { players: 1, rows: ['1a', '13b', '13c', '13d', '13e', '13f'], hands: ['2a 9b 9c 9d 9e 9f'], pileSizes: [20] };

  it('each dead turn spends one exchange; a live turn spends none', () => {
    const dead = act(position({ ...spec, exchangesLeft: 2 }), 0, { type: 'exchange', cards: ['9b'] }).state;
    expect(dead).toMatchObject({ exchangesLeft: 1, deadStreak: 1, result: null });
    expect(reihen.view(dead, 0)).toMatchObject({ exchangesLeft: 1, stallLimit: null });
    const live = actAll(position({ ...spec, exchangesLeft: 2 }), 0, [{ type: 'play', card: '2a', row: 0 }, { type: 'endTurn' }]).state;
    expect(live.exchangesLeft).toBe(2);
  });

  it('an exchange with none left ends the game at step 1: the cards stay in the hand', () => {
    const state = position({ ...spec, exchangesLeft: 0 });
    const { state: after, events } = act(state, 0, { type: 'exchange', cards: ['9b'] });
    expect(types(events)).toEqual(['turnEnded', 'gameEnded', 'handsRevealed']);
    expect(after.seats[0]!.hand).toEqual(state.seats[0]!.hand);
    expect(after.seats[0]!.pile).toEqual(state.seats[0]!.pile);
    expect(reihen.outcome(after)).toEqual({ reason: 'stuck', winners: [], scores: [98 - 26] });
  });
});

describe('R22 / C4 / §9 — resignation', () => {
  it('competitive: an active seat that resigns leaves deadStreak as it was; the next stall check counts the seats left', () => {
    const state = position({
      players: 3,
      options: { stallRounds: 1 },
      rows: ALL_13,
      hands: ['1a 1b 1c 1d 1e 1f', '2a 2b 2c 2d 2e 2f', '3a 3b 3c 3d 3e 3f'],
      pileSizes: [10, 12, 14],
      deadStreak: 2,
    });
    const { state: one, events } = reihen.resign(state, 0);
    expect(types(events)).toEqual(['playerResigned', 'turnStarted']);
    expect(one.deadStreak).toBe(2);
    expect(one.result).toBeNull();
    expect(reihen.view(one, null)).toMatchObject({ stallLimit: 2, deadStreak: 2 });
    const { state: after } = act(one, 1, { type: 'endTurn' });
    expect(reihen.outcome(after)).toEqual({ reason: 'stalled', winners: [1], scores: [16, 18, 20] });
  });

  it('cooperative: any resignation loses the game for the team', () => {
    const state = start(3, { mode: 'cooperative' }).state;
    const { state: after, events } = reihen.resign(state, 2);
    expect(types(events)).toEqual(['playerResigned', 'gameEnded', 'handsRevealed']);
    expect(reihen.outcome(after)).toEqual({ reason: 'resigned', winners: [], scores: [98 - 2, 96, 96] });
  });

  it('solo: the game stops and is scored like any end (C4)', () => {
    const state = position({ players: 1, rows: ALL_13, hands: ['1a 1b 1c 1d 1e 1f'], pileSizes: [44], rowsCompleted: 2 });
    const after = act(state, 0, { type: 'resign' }).state;
    expect(reihen.outcome(after)).toEqual({ reason: 'stopped', winners: [], scores: [98 - 50 + 6] });
  });

  it('competitive: the seat leaves, its cards go to the box; the turn passes; the last seat left wins', () => {
    const state = position({ players: 3, rows: ALL_13, hands: ['1a 1b 1c 1d 1e 1f', '2a 2b 2c 2d 2e 2f', '3a 3b 3c 3d 3e 3f'], pileSizes: [10, 12, 14] });
    const { state: one, events } = reihen.resign(state, 0);
    expect(types(events)).toEqual(['playerResigned', 'turnStarted']);
    expect(one.box).toHaveLength(state.box.length + 16);
    expect(one.seats[0]).toMatchObject({ hand: [], pile: [], status: 'resigned', heldAtResign: 16 });
    expect(reihen.awaiting(one)).toEqual([1]);
    expect(one.deadStreak).toBe(0);
    expect(resignCode(one, 0)).toBe('NOT_YOUR_TURN');
    // A seat not awaited may resign too (through the move as well).
    const two = act(one, 2, { type: 'resign' }).state;
    expect(reihen.outcome(two)).toEqual({ reason: 'resigned', winners: [1], scores: [16, 18, 20] });
    expect(two.result).toMatchObject({
      standings: [
        { seat: 1, rank: 1, held: 18 },
        { seat: 2, rank: 2, held: 20 },
        { seat: 0, rank: 3, held: 16 },
      ],
    });
    expect(resignCode(two, 1)).toBe('GAME_OVER');
  });

  it('a Smuggler choice lapses when its target resigns', () => {
    const state = position({
      players: 3,
      options: { useCharacters: true },
      characterDeck: ['smuggler', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ALL_13,
      pileSizes: [10, 10, 10],
    });
    const pending = act(state, 0, { type: 'useCharacter', person: 'smuggler', target: 1 }).state;
    const { state: after, events } = reihen.resign(pending, 1);
    expect(after.turn.pending).toBeNull();
    expect(types(events)).toContain('choiceLapsed');
    expect(() => act(after, 0, { type: 'endTurn' })).not.toThrow();
  });
});

describe('R23 — characters are off by default', () => {
  it('useCharacter in a default game is CHARACTERS_DISABLED', () => {
    const { state } = start(2);
    expect(state.useCharacters).toBe(false);
    expect(state.cast).toBeNull();
    expect(codeOf(state, 0, { type: 'useCharacter', person: 'sprinter' })).toBe('CHARACTERS_DISABLED');
  });
});

describe('R24 — the Courier card is known only to the giver', () => {
  it('goes face down under the target pile; others see the use without the card', () => {
    const state = position({
      players: 3,
      options: { useCharacters: true },
      characterDeck: ['courier', 'builder', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ALL_13,
      hands: ['7a 1b 1c 1d 1e 1f'],
      pileSizes: [10, 10, 10],
    });
    const { state: after, events } = act(state, 0, { type: 'useCharacter', person: 'courier', card: '7a', target: 2 });
    expect(after.seats[2]!.pile.at(-1)).toBe('7a');
    expect(after.turn.progress).toBe(0);
    const used = events.find((event) => event.type === 'characterUsed')!;
    expect(eventFor(used, 0)).toEqual({ type: 'characterUsed', seat: 0, person: 'courier', target: 2, card: '7a' });
    for (const viewer of [1, 2, null]) expect(eventFor(used, viewer)).toEqual({ type: 'characterUsed', seat: 0, person: 'courier', target: 2 });
    expect(JSON.stringify(reihen.view(after, 2))).not.toContain('"7a"');
    expect(codeOf(state, 0, { type: 'useCharacter', person: 'courier', card: '7a', target: 0 })).toBe('INVALID_TARGET');
    expect(codeOf(state, 0, { type: 'useCharacter', person: 'courier', card: '7a', target: 3 })).toBe('INVALID_TARGET');
    expect(codeOf(reihen.resign(state, 2).state, 0, { type: 'useCharacter', person: 'courier', card: '7a', target: 2 })).toBe('INVALID_TARGET');
  });
});

describe('R25 — Sprinter', () => {
  it('one bonus turn after the refill, without characters; then the next seat', () => {
    const state = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['sprinter', 'builder', 'sweeper', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['1a', '13b', '13c', '13d', '13e', '13f'],
      hands: ['2a 3a 1c 1d 1e 1f'],
      pileSizes: [10, 10],
    });
    const { state: bonus, events } = actAll(state, 0, [
      { type: 'useCharacter', person: 'sprinter' },
      { type: 'play', card: '2a', row: 0 },
      { type: 'endTurn' },
    ]);
    expect(seen(events, 'turnStarted', null)).toEqual([{ type: 'turnStarted', seat: 0, bonus: true }]);
    expect(bonus.seats[0]!.hand).toHaveLength(6);
    expect(reihen.view(bonus, null)).toMatchObject({ turn: { seat: 0, bonus: true } });
    expect(codeOf(bonus, 0, { type: 'useCharacter', person: 'sweeper', card: '3a' })).toBe('BONUS_TURN_NO_CHARACTER');
    const { events: after } = act(bonus, 0, { type: 'play', card: '3a', row: 0 });
    expect(after).toHaveLength(1);
    const next = act(act(bonus, 0, { type: 'play', card: '3a', row: 0 }).state, 0, { type: 'endTurn' });
    expect(seen(next.events, 'turnStarted', null)).toEqual([{ type: 'turnStarted', seat: 1, bonus: false }]);
  });

  it('no bonus turn when the sprinting seat finishes', () => {
    const state = position({
      players: 2,
      options: { mode: 'cooperative', useCharacters: true },
      characterDeck: ['sprinter', 'builder', 'sweeper', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'],
      rows: ['1a', '13b', '13c', '13d', '13e', '13f'],
      hands: ['2a'],
      pileSizes: [0, 10],
    });
    const { state: after } = actAll(state, 0, [
      { type: 'useCharacter', person: 'sprinter' },
      { type: 'play', card: '2a', row: 0 },
    ]);
    expect(after.turn).toMatchObject({ seat: 1, bonus: false });
  });
});

describe('R26 — progress', () => {
  const base = (person: 'archivist' | 'scavenger') => ({
    players: 2,
    options: { useCharacters: true },
    characterDeck: [person, 'builder', 'sweeper', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'seer', 'miller'] as Array<(typeof PERSONS)[number]>,
    rows: ['1a', '13b', '13c', '13d', '13e', '13f'],
    hands: ['9a 9b 9c 9d 9e 9f'],
    discardTop: '2h 5h',
    pileSizes: [10, 10],
  });

  it('Archivist: take and give net zero; an exchange stays legal', () => {
    const { state } = act(position(base('archivist')), 0, { type: 'useCharacter', person: 'archivist', give: '9a', take: '2h' });
    expect(state.turn.progress).toBe(0);
    expect(state.discard.at(-1)).toBe('9a');
    expect(state.discard).not.toContain('2h');
    expect(state.seats[0]!.hand).toContain('2h');
    expect(() => act(state, 0, { type: 'exchange', cards: ['2h'] })).not.toThrow();
  });

  it('Scavenger: a card from the discard pile is laid without progress', () => {
    const { state, events } = act(position(base('scavenger')), 0, { type: 'useCharacter', person: 'scavenger', card: '2h', row: 0 });
    expect(rowsOf(state)[0]).toBe('1a 2h');
    expect(state.turn.progress).toBe(0);
    expect(seen(events, 'cardPlayed', null)[0]).toMatchObject({ source: 'discard' });
    const ended = act(state, 0, { type: 'endTurn' });
    expect(seen(ended.events, 'turnEnded', null)[0]).toMatchObject({ live: false, deadStreak: 1 });
  });
});

describe('R27 and §3 — setup errors', () => {
  const parse = (options: Record<string, unknown>) => reihen.options.parse(options);

  it('player counts per mode', () => {
    expect(setupCode(() => start(0))).toBe('INVALID_PLAYER_COUNT');
    expect(setupCode(() => start(7))).toBe('INVALID_PLAYER_COUNT');
    expect(setupCode(() => start(2, { mode: 'solo' }))).toBe('INVALID_PLAYER_COUNT');
    expect(setupCode(() => start(1, { mode: 'competitive' }))).toBe('INVALID_PLAYER_COUNT');
    expect(setupCode(() => start(1, { mode: 'cooperative' }))).toBe('INVALID_PLAYER_COUNT');
    expect(start(1).state.mode).toBe('solo');
    expect(start(2).state.mode).toBe('competitive');
    expect(start(6, { mode: 'cooperative' }).state.mode).toBe('cooperative');
  });

  it('options: defaults filled; bad values and unknown keys refused', () => {
    expect(parse({})).toEqual({ useCharacters: false, cast: null, stallRounds: 2, soloExchanges: 5 });
    for (const bad of [
      { stallRounds: 0 },
      { stallRounds: 4 },
      { soloExchanges: 21 },
      { soloExchanges: 1.5 },
      { mode: 'team' },
      { useCharacters: 'yes' },
      { cast: PERSONS.slice(0, 9) },
      { cast: [...PERSONS.slice(0, 9), 'builder'] },
      { cast: [...PERSONS.slice(0, 9), 'joker'] },
      { extra: 1 },
    ]) {
      expect(reihen.options.safeParse(bad).success).toBe(false);
    }
  });

  it('a solo cast with the Courier or Smuggler is INVALID_OPTION', () => {
    const cast = [...PERSONS.slice(10, 20)];
    expect(setupCode(() => start(1, { useCharacters: true, cast }))).toBe('INVALID_OPTION');
    expect(start(2, { useCharacters: true, cast }).state.cast).toEqual(cast);
  });

  it('stacked decks: all 104 codes, once each', () => {
    const deck = [...FULL_DECK];
    expect(setupCode(() => start(2, {}, { deck: deck.slice(1) }))).toBe('INVALID_DECK');
    expect(setupCode(() => start(2, {}, { deck: [...deck.slice(1), '1a'] .map((card, i) => (i === 0 ? '1a' : card)) }))).toBe('INVALID_DECK');
    expect(setupCode(() => start(2, {}, { deck: [...deck.slice(1), '14a'] }))).toBe('INVALID_DECK');
    expect(setupCode(() => start(2, {}, { deck: 'no' as unknown as string[] }))).toBe('INVALID_DECK');
    expect(reihen.stack.safeParse({ deck, characterDeck: [...PERSONS.slice(0, 10)] }).success).toBe(true);
    expect(reihen.stack.safeParse({ deck, decks: [deck] }).success).toBe(false);
  });

  it('character decks: 10 distinct persons, none needing others in solo, only with useCharacters', () => {
    const ten = [...PERSONS.slice(0, 10)];
    expect(setupCode(() => start(2, { useCharacters: true }, { characterDeck: ten.slice(1) }))).toBe('INVALID_CHARACTER_DECK');
    expect(setupCode(() => start(2, { useCharacters: true }, { characterDeck: [...ten.slice(1), 'mason'] }))).toBe('INVALID_CHARACTER_DECK');
    expect(setupCode(() => start(2, { useCharacters: true }, { characterDeck: [...ten.slice(1), 'joker'] }))).toBe('INVALID_CHARACTER_DECK');
    expect(setupCode(() => start(1, { useCharacters: true }, { characterDeck: [...PERSONS.slice(10, 20)] }))).toBe('INVALID_CHARACTER_DECK');
    expect(setupCode(() => start(2, {}, { characterDeck: ten }))).toBe('INVALID_CHARACTER_DECK');
    // It overrides the cast option.
    const { state } = start(2, { useCharacters: true, cast: [...PERSONS.slice(10, 20)] }, { characterDeck: ten });
    expect(state.cast).toEqual(ten);
  });
});

describe('§9 — timeout moves', () => {
  it('Seer: the first shown card, the rest in shown order; Smuggler: first cards in canonical order; else endTurn', () => {
    const seer = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['seer', 'smuggler', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'sweeper', 'miller'],
      rows: ALL_13,
      hands: ['9a 2a 5a 1d 1e 1f', '8b 3b 12b 7c 7d 7e'],
      piles: ['4h 5h 6h'],
      pileSizes: [10, 10],
    });
    expect(reihen.timeoutMove!(seer, 0)).toEqual({ type: 'endTurn' });
    expect(reihen.timeoutMove!(seer, 1)).toBeNull();
    const shown = act(seer, 0, { type: 'useCharacter', person: 'seer' }).state;
    expect(reihen.timeoutMove!(shown, 0)).toEqual({ type: 'seerPick', take: '4h', putBack: ['5h', '6h'] });
    const after = act(shown, 0, reihen.timeoutMove!(shown, 0)!).state;
    expect(after.seats[0]!.pile.slice(0, 2)).toEqual(['5h', '6h']);

    const turn1 = act(after, 0, { type: 'endTurn' }).state;
    const pending = act(turn1, 1, { type: 'useCharacter', person: 'smuggler', target: 0 }).state;
    const move = reihen.timeoutMove!(pending, 1) as ReihenMove;
    expect(move).toEqual({ type: 'smugglerSwap', give: '3b', take: '1d' });
    const swapped = act(pending, 1, move);
    expect(swapped.state.seats[1]!.hand).toContain('1d');
    expect(swapped.state.seats[0]!.hand).toContain('3b');
  });
});

describe('§5.2 — turn guard codes', () => {
  it('GAME_OVER after the end, NOT_YOUR_TURN for others, PENDING/NO_PENDING/INVALID_CHOICE around choices', () => {
    const over = reihen.resign(start(3, { mode: 'cooperative' }).state, 0).state;
    expect(codeOf(over, 0, { type: 'endTurn' })).toBe('GAME_OVER');
    const state = position({
      players: 2,
      options: { useCharacters: true },
      characterDeck: ['seer', 'smuggler', 'mason', 'acrobat', 'chameleon', 'wrecker', 'undertaker', 'twins', 'sweeper', 'miller'],
      rows: ALL_13,
      hands: ['9a 2a 5a 1d 1e 1f'],
      piles: ['4h 5h 6h'],
      pileSizes: [10, 10],
    });
    expect(codeOf(state, 1, { type: 'endTurn' })).toBe('NOT_YOUR_TURN');
    expect(codeOf(state, 0, { type: 'seerPick', take: '4h', putBack: [] })).toBe('NO_PENDING_DECISION');
    expect(codeOf(state, 0, { type: 'smugglerSwap', give: '9a', take: '4h' })).toBe('NO_PENDING_DECISION');
    expect(codeOf(state, 0, { type: 'play', card: '12h', row: 0 })).toBe('CARD_NOT_IN_HAND');
    const shown = act(state, 0, { type: 'useCharacter', person: 'seer' }).state;
    for (const move of [
      { type: 'play', card: '9a', row: 0 },
      { type: 'move', from: 0, index: 0, to: 1 },
      { type: 'exchange', cards: ['9a'] },
      { type: 'mark', row: 0, on: true },
      { type: 'useCharacter', person: 'smuggler', target: 1 },
      { type: 'smugglerSwap', give: '9a', take: '4h' },
    ] as ReihenMove[]) {
      expect(codeOf(shown, 0, move)).toBe(move.type === 'mark' ? 'NOT_COOPERATIVE' : 'PENDING_DECISION');
    }
    expect(codeOf(shown, 0, { type: 'seerPick', take: '7h', putBack: ['5h', '6h'] })).toBe('INVALID_CHOICE');
    expect(codeOf(shown, 0, { type: 'seerPick', take: '4h', putBack: ['5h'] })).toBe('INVALID_CHOICE');
    expect(codeOf(shown, 0, { type: 'seerPick', take: '4h', putBack: ['5h', '5h'] })).toBe('DUPLICATE_CARD');
    expect(codeOf(shown, 1, { type: 'seerPick', take: '4h', putBack: ['5h', '6h'] })).toBe('NOT_YOUR_TURN');
  });
});

/** Every ruling (R1–R21, C1), every rule-violation code and every setup error of the Auslage spec. */
import { describe, expect, it } from 'vitest';
import { Random, SetupError, type Seat } from '../../../engine/index.js';
import { auslage } from '../../../engine/games/auslage/index.js';
import { FULL_DECK, JOKERS, isJoker, matches, sortCanonical, type CardCode } from '../../../engine/games/auslage/cards.js';
import type { AuslageView } from '../../../engine/games/auslage/view.js';
import { deepFreeze } from '../../support/playout.js';
import { deckStartingWith, display, newGame, play, position, seen, stacks, violationCode, type AuslageState } from './helpers.js';

const view = (state: AuslageState, seat: Seat | null) => auslage.view(state, seat) as AuslageView;
const top = (state: AuslageState) => state.middle[state.middle.length - 1];

function setupCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SetupError);
    return (error as SetupError).code;
  }
  throw new Error('expected a setup error');
}

/** A 2-player position where seat 0 ends the passage by playing its last card, R1a on R0a. */
const lastCardPosition = (extra: Partial<Parameters<typeof position>[0]> = {}) =>
  position({ players: 2, active: 0, hands: { 0: ['R1a'], 1: ['G4a'] }, middle: ['R0a'], ...extra });

describe('setup errors', () => {
  it('INVALID_PLAYER_COUNT outside 2–5 (R2)', () => {
    for (const players of [0, 1, 6, 2.5]) expect(setupCode(() => newGame(players))).toBe('INVALID_PLAYER_COUNT');
    for (const players of [2, 3, 4, 5]) expect(newGame(players).state.hands).toHaveLength(players);
  });

  it('INVALID_OPTION for options out of range, of the wrong type or unknown: the options schema refuses them before setup', () => {
    const bad = [{ targetScore: 9 }, { targetScore: 501 }, { targetScore: 10.5 }, { targetScore: '50' }, { maxPassages: 0 }, { maxPassages: 101 }, { rounds: 3 }];
    for (const options of bad) expect(auslage.options.safeParse(options).success).toBe(false);
    expect(auslage.options.parse({})).toEqual({ targetScore: 50, maxPassages: 30 });
    expect(auslage.options.parse({ targetScore: 10, maxPassages: 1 })).toEqual({ targetScore: 10, maxPassages: 1 });
    expect(auslage.options.parse({ targetScore: 500, maxPassages: 100 })).toEqual({ targetScore: 500, maxPassages: 100 });
  });

  it('INVALID_DECK for a deck that is not the 64 codes, for both deck and decks; the stack schema refuses wrong shapes and unknown parameters', () => {
    const full = FULL_DECK.slice();
    const bad: Array<Record<string, unknown>> = [
      { deck: full.slice(1) },
      { deck: [...full, 'R0a'] },
      { deck: ['R0a', ...full.slice(0, 63)] },
      { deck: ['X9a', ...full.slice(1)] },
      { deck: full, decks: [full] },
      { decks: [full, full.slice(2)] },
    ];
    for (const stack of bad) expect(setupCode(() => newGame(2, {}, stack))).toBe('INVALID_DECK');
    for (const stack of [{ deck: 'R0a' }, { decks: full }, { cards: full }, { deck: full, extra: 1 }]) {
      expect(auslage.stack.safeParse(stack).success).toBe(false);
    }
    expect(newGame(2, {}, { decks: [] }).state.passage).toBe(1);
  });
});

describe('move schema', () => {
  it('accepts the spec moves', () => {
    for (const move of [{ type: 'play', card: 'G3b' }, { type: 'play', card: 'J2', call: 'B' }, { type: 'play', card: 'J2', call: 4 }, { type: 'play', card: 'J2' }, { type: 'display', card: 'P2a' }]) {
      expect(auslage.move.parse(move)).toEqual(move);
    }
  });

  it('refuses malformed moves (C1: a null or foreign call is a schema error)', () => {
    const bad: unknown[] = [
      { type: 'pass' },
      { type: 'play' },
      { card: 'R1a' },
      { type: 'play', card: 'R6a' },
      { type: 'play', card: 'J5', call: 'R' },
      { type: 'play', card: 'r1a' },
      { type: 'play', card: 'J1', call: null },
      { type: 'play', card: 'J1', call: 6 },
      { type: 'play', card: 'J1', call: -1 },
      { type: 'play', card: 'J1', call: 2.5 },
      { type: 'play', card: 'J1', call: 'X' },
      { type: 'play', card: 'J1', call: 'r' },
      { type: 'play', card: 'J1', call: '3' },
      { type: 'play', card: 'R1a', extra: true },
      { type: 'display', card: 'R1a', call: 'R' },
      { type: 'display', card: 7 },
      'play',
      null,
    ];
    for (const move of bad) expect(auslage.move.safeParse(move).success, JSON.stringify(move)).toBe(false);
  });
});

describe('rule-violation codes and their order (§11)', () => {
  const over = () => auslage.apply(lastCardPosition({ options: { maxPassages: 1 } }), 0, play('R1a')).state;

  it('GAME_OVER comes first, before NOT_YOUR_TURN', () => {
    const state = over();
    expect(auslage.awaiting(state)).toEqual([]);
    for (const seat of [0, 1]) expect(violationCode(() => auslage.apply(state, seat, play('G4a')))).toBe('GAME_OVER');
    expect(violationCode(() => auslage.resign(state, 1))).toBe('GAME_OVER');
  });

  it('NOT_YOUR_TURN for any seat but the active one, including seats that do not exist', () => {
    const state = lastCardPosition();
    for (const seat of [1, 2, -1, 0.5]) expect(violationCode(() => auslage.apply(state, seat, play('R1a')))).toBe('NOT_YOUR_TURN');
  });

  const board = () =>
    position({
      players: 2,
      active: 0,
      hands: { 0: ['G1a', 'P2b', 'Y0b', 'J1'], 1: ['B1a', 'B2a'] },
      displays: { 0: { R: ['R5a', 'R3b'] }, 1: { G: ['G0a', 'G5a'] } },
      middle: ['Y0a', 'Y3a'],
      drawPile: ['P4a'],
    });

  it('play: CARD_COVERED / CARD_NOT_AVAILABLE before CALL_REQUIRED / CALL_NOT_ALLOWED before CARD_DOES_NOT_MATCH', () => {
    const state = board();
    expect(violationCode(() => auslage.apply(state, 0, play('R5a')))).toBe('CARD_COVERED');
    expect(violationCode(() => auslage.apply(state, 0, play('R5a', 'R')))).toBe('CARD_COVERED');
    for (const elsewhere of ['B1a', 'G5a', 'G0a', 'Y3a', 'Y0a', 'P4a', 'J2'] as CardCode[]) {
      expect(violationCode(() => auslage.apply(state, 0, play(elsewhere))), elsewhere).toBe('CARD_NOT_AVAILABLE');
    }
    expect(violationCode(() => auslage.apply(state, 0, play('B1a', 'B')))).toBe('CARD_NOT_AVAILABLE');
    expect(violationCode(() => auslage.apply(state, 0, play('J1')))).toBe('CALL_REQUIRED');
    expect(violationCode(() => auslage.apply(state, 0, play('G1a', 'G')))).toBe('CALL_NOT_ALLOWED');
    expect(violationCode(() => auslage.apply(state, 0, play('R3b', 3)))).toBe('CALL_NOT_ALLOWED');
    expect(violationCode(() => auslage.apply(state, 0, play('G1a')))).toBe('CARD_DOES_NOT_MATCH');
  });

  it('display: CARD_NOT_IN_HAND, JOKER_CANNOT_BE_DISPLAYED, CARD_MATCHES_MIDDLE, DISPLAY_BLOCKED, MUST_FOLLOW_JOKER', () => {
    const state = board();
    for (const elsewhere of ['R3b', 'R5a', 'B1a', 'Y3a', 'P4a', 'J2'] as CardCode[]) {
      expect(violationCode(() => auslage.apply(state, 0, display(elsewhere))), elsewhere).toBe('CARD_NOT_IN_HAND');
    }
    expect(violationCode(() => auslage.apply(state, 0, display('J1')))).toBe('JOKER_CANNOT_BE_DISPLAYED');
    expect(violationCode(() => auslage.apply(state, 0, display('Y0b')))).toBe('CARD_MATCHES_MIDDLE');
    expect(violationCode(() => auslage.apply(state, 0, display('G1a')))).toBe('DISPLAY_BLOCKED');
    // Under a duty as well: the blocked display is reported first.
    expect(violationCode(() => auslage.apply({ ...state, followDuty: true }, 0, display('G1a')))).toBe('DISPLAY_BLOCKED');
    // Without the blocking R3b, the duty is what forbids the display.
    const duty = position({
      players: 2,
      active: 0,
      hands: { 0: ['G1a', 'P2b', 'Y0b'], 1: ['B1a'] },
      middle: ['Y3a'],
      followDuty: true,
    });
    expect(violationCode(() => auslage.apply(duty, 0, display('G1a')))).toBe('MUST_FOLLOW_JOKER');
    expect(auslage.apply({ ...duty, followDuty: false }, 0, display('G1a')).state.displays[0]).toEqual(stacks({ G: ['G1a'] }));
  });

  it('a rejected move changes nothing: same seat awaited, follow duty still holds', () => {
    const state = deepFreeze(
      position({ players: 3, active: 1, hands: { 1: ['B1a', 'R4a'] }, middle: ['G2a', 'J1'], call: 4, followDuty: true }),
    );
    const snapshot = structuredClone(state);
    expect(violationCode(() => auslage.apply(state, 1, display('B1a')))).toBe('MUST_FOLLOW_JOKER');
    expect(violationCode(() => auslage.apply(state, 1, play('B1a')))).toBe('CARD_DOES_NOT_MATCH');
    expect(state).toEqual(snapshot);
    expect(auslage.awaiting(state)).toEqual([1]);
    expect(view(state, 0).followDuty).toBe(true);
  });
});

describe('rulings', () => {
  it('R1: 64 codes, five colours, values 0–5 twice each, four jokers, canonical order', () => {
    expect(FULL_DECK).toHaveLength(64);
    expect(new Set(FULL_DECK).size).toBe(64);
    expect(FULL_DECK.slice(0, 13)).toEqual(['R0a', 'R0b', 'R1a', 'R1b', 'R2a', 'R2b', 'R3a', 'R3b', 'R4a', 'R4b', 'R5a', 'R5b', 'Y0a']);
    expect(FULL_DECK.slice(-5)).toEqual(['P5b', 'J1', 'J2', 'J3', 'J4']);
    expect(FULL_DECK.filter((card) => card.startsWith('G'))).toHaveLength(12);
    expect(sortCanonical(['J1', 'P0a', 'R5b', 'Y0a', 'R0b'])).toEqual(['R0b', 'R5b', 'Y0a', 'P0a', 'J1']);
  });

  it('R3: blocks of five from the starting seat clockwise (4 players)', () => {
    const deck = FULL_DECK.slice().reverse();
    const { state } = newGame(4, {}, { deck });
    for (let seat = 0; seat < 4; seat++) expect(state.hands[seat]).toEqual(sortCanonical(deck.slice(5 * seat, 5 * seat + 5)));
    expect(state.middle).toEqual([deck[20]]);
    expect(state.drawPile).toEqual(deck.slice(21));
  });

  it('R3/§4: without a stacked deck the canonical deck is shuffled with the seeded generator', () => {
    const { state } = newGame(3, {}, undefined, 'shuffle-seed');
    const deck = Random.fromSeed('shuffle-seed').shuffled(FULL_DECK);
    expect(state.hands).toEqual([0, 1, 2].map((seat) => sortCanonical(deck.slice(5 * seat, 5 * seat + 5))));
    expect(newGame(3, {}, undefined, 'shuffle-seed').state).toEqual(state);
    expect(newGame(3, {}, undefined, 'other-seed').state.hands).not.toEqual(state.hands);
  });

  it('R4: every joker turned up goes under the draw pile until a number card shows', () => {
    const numbers = FULL_DECK.filter((card) => !isJoker(card));
    const deck = [...numbers.slice(0, 10), ...JOKERS, ...numbers.slice(10)];
    const { state, events } = newGame(2, {}, { deck });
    expect(seen(events, null).filter((event) => event.type === 'jokerReturned').map((event) => event.card)).toEqual([...JOKERS]);
    expect(state.middle).toEqual([numbers[10]]);
    expect(state.drawPile.slice(-4)).toEqual([...JOKERS]);
    expect(state.drawPile[0]).toBe(numbers[11]);
  });

  it('R5: the starting seat rotates with the passage, wrapping around', () => {
    for (const [players, passage, expected] of [[2, 1, 1], [2, 2, 0], [3, 3, 0], [5, 4, 4], [5, 5, 0]] as const) {
      const hands: Record<number, CardCode[]> = Object.fromEntries(Array.from({ length: players }, (_, seat) => [seat, seat === 0 ? ['R1a'] : [FULL_DECK[40 + seat]!]]));
      const state = position({ players, active: 0, hands, middle: ['R0a'], passage });
      const after = auslage.apply(state, 0, play('R1a')).state;
      expect(after.passage).toBe(passage + 1);
      expect(after.startingSeat).toBe(expected);
      expect(auslage.awaiting(after)).toEqual([expected]);
      expect(after.hands[expected]).toHaveLength(5);
    }
  });

  it('R6: matching by colour or value; a joker matches all; on a joker only its call or a joker', () => {
    expect(matches('G3b', 'G1a', null)).toBe(true);
    expect(matches('R1b', 'G1a', null)).toBe(true);
    expect(matches('R2b', 'G1a', null)).toBe(false);
    expect(matches('J3', 'G1a', null)).toBe(true);
    expect(matches('J3', 'J1', 'R')).toBe(true);
    expect(matches('R2b', 'J1', 'R')).toBe(true);
    expect(matches('G2b', 'J1', 'R')).toBe(false);
    expect(matches('G2b', 'J1', 2)).toBe(true);
    expect(matches('R3b', 'J1', 2)).toBe(false);
    expect(matches('R0a', 'J1', 0)).toBe(true);
    // Through the engine: a joker on a joker, and a call by value.
    const state = position({ players: 2, active: 0, hands: { 0: ['J2', 'G0a', 'R2a'], 1: ['B4a'] }, middle: ['J1'], call: 2, leftovers: 'underMiddle', drawPile: [] });
    expect(violationCode(() => auslage.apply(state, 0, play('G0a')))).toBe('CARD_DOES_NOT_MATCH');
    expect(top(auslage.apply(state, 0, play('R2a')).state)).toBe('R2a');
    const onJoker = auslage.apply(state, 0, play('J2', 'B')).state;
    expect([top(onJoker), onJoker.call]).toEqual(['J2', 'B']);
  });

  it('R6/§5: legalMoves lists a joker once per call (5 colours, 6 values) and every matching card', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['R1a', 'G2a', 'J3'] }, displays: { 0: { Y: ['Y0a'] } }, middle: ['R0a'] });
    const moves = auslage.legalMoves(state, 0);
    expect(moves.filter((move) => move.card === 'J3')).toEqual(['R', 'Y', 'G', 'B', 'P', 0, 1, 2, 3, 4, 5].map((call) => play('J3', call as 'R')));
    expect(moves.filter((move) => move.card !== 'J3')).toEqual([play('R1a'), play('Y0a')]);
  });

  it('R7: display cards never return to a hand; a display card cannot be displayed again', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['G1a', 'Y4a'] }, displays: { 0: { R: ['R2a'] } }, middle: ['R0a'] });
    expect(violationCode(() => auslage.apply(state, 0, display('R2a')))).toBe('CARD_NOT_IN_HAND');
    const after = auslage.apply(state, 0, play('R2a')).state;
    expect(after.hands[0]).toEqual(['Y4a', 'G1a']);
    expect(after.displays[0]).toEqual(stacks({}));
    expect(top(after)).toBe('R2a');
  });

  it('R8: a blocked seat may play any matching card, from its hand or any display top', () => {
    const state = position({
      players: 2,
      active: 0,
      hands: { 0: ['Y1a', 'G4a'], 1: ['B0a'] },
      displays: { 0: { R: ['R3a'], P: ['P1b'] } },
      middle: ['Y3b'],
    });
    expect(violationCode(() => auslage.apply(state, 0, display('G4a')))).toBe('DISPLAY_BLOCKED');
    expect(violationCode(() => auslage.apply(state, 0, play('P1b')))).toBe('CARD_DOES_NOT_MATCH');
    expect(top(auslage.apply(state, 0, play('Y1a')).state)).toBe('Y1a');
    expect(top(auslage.apply(state, 0, play('R3a')).state)).toBe('R3a');
    expect(view(state, 0)).toMatchObject({ playable: ['R3a', 'Y1a'], displayable: [] });
    expect(auslage.legalMoves(state, 0)).toEqual(expect.arrayContaining([play('Y1a'), play('R3a')]));
    expect(auslage.legalMoves(state, 0)).toHaveLength(2);
  });

  it('R9: a matching display top may be played on any turn, even with matching hand cards', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['B2a', 'G0a'], 1: ['R4a'] }, displays: { 0: { B: ['B1a', 'B5b'] } }, middle: ['B3a'] });
    const { state: after, events } = auslage.apply(state, 0, play('B5b'));
    expect(seen(events, 1)[0]).toMatchObject({ card: 'B5b', from: 'display' });
    expect(after.displays[0]).toEqual(stacks({ B: ['B1a'] }));
    expect(after.hands[0]).toEqual(['G0a', 'B2a']);
  });

  it('R10: a call binds every seat while its joker is on top, survives a rebuild, and ends when covered', () => {
    const state = position({
      players: 3,
      active: 2,
      hands: { 0: ['R4a', 'G4b'], 1: ['J1', 'J3', 'J4'], 2: ['B1a', 'B2a'] },
      middle: ['Y3a', 'Y0b', 'J2'],
      call: 'G',
      drawPile: [],
      leftovers: { displayOf: 1 },
    });
    // Seat 2 is not under the duty, so it displays; the pile is rebuilt from Y3a and Y0b.
    const rebuilt = auslage.apply(state, 2, display('B1a'));
    expect(rebuilt.state.middle).toEqual(['J2']);
    expect(rebuilt.state.call).toBe('G');
    expect(seen(rebuilt.events, null).map((event) => event.type)).toEqual(['cardDisplayed', 'drawPileRebuilt', 'cardDrawn']);
    // Seat 0 still has to match green two turns after the joker.
    expect(violationCode(() => auslage.apply(rebuilt.state, 0, play('R4a')))).toBe('CARD_DOES_NOT_MATCH');
    const covered = auslage.apply(rebuilt.state, 0, play('G4b')).state;
    expect(covered.call).toBeNull();
    expect(top(covered)).toBe('G4b');
  });

  it('R11: the duty binds only the next seat for one turn; a joker on a joker passes it on', () => {
    const state = position({
      players: 3,
      active: 0,
      hands: { 0: ['J1', 'Y0a'], 1: ['J2', 'R3a'], 2: ['R1a', 'G2a'] },
      displays: { 2: { B: ['B5a'] } },
      middle: ['P4a'],
    });
    const s1 = auslage.apply(state, 0, play('J1', 'G')).state;
    expect([s1.active, s1.followDuty]).toEqual([1, true]);
    // Seat 1 holds a joker: it must follow, and may do so with the joker.
    expect(violationCode(() => auslage.apply(s1, 1, display('R3a')))).toBe('MUST_FOLLOW_JOKER');
    const s2 = auslage.apply(s1, 1, play('J2', 5)).state;
    expect([s2.active, s2.followDuty, s2.call]).toEqual([2, true, 5]);
    // Seat 2's only match is its display top B5a: the duty is met with it (R8 blocks displaying anyway).
    expect(violationCode(() => auslage.apply(s2, 2, display('R1a')))).toBe('DISPLAY_BLOCKED');
    expect(violationCode(() => auslage.apply(s2, 2, play('G2a')))).toBe('CARD_DOES_NOT_MATCH');
    const s3 = auslage.apply(s2, 2, play('B5a')).state;
    expect([s3.active, s3.followDuty, s3.call]).toEqual([0, false, null]);
    // A seat under duty that has nothing matching takes a normal turn.
    const cannot = position({ players: 2, active: 1, hands: { 1: ['R1a', 'Y2b'] }, middle: ['J3'], call: 'P', followDuty: true });
    const shown = auslage.apply(cannot, 1, display('R1a')).state;
    expect([shown.active, shown.followDuty]).toEqual([0, false]);
  });

  it('R12: a joker as last hand card still needs a call and ends the passage', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['J4'], 1: ['G3a'] }, middle: ['R0a'] });
    expect(violationCode(() => auslage.apply(state, 0, play('J4')))).toBe('CALL_REQUIRED');
    const { state: after, events } = auslage.apply(state, 0, play('J4', 'Y'));
    expect(seen(events, null)[1]).toMatchObject({ type: 'passageEnded', reason: 'handEmpty', endingSeat: 0, scores: [0, -3] });
    expect(after.passage).toBe(2);
    expect(after.followDuty).toBe(false);
    expect(after.call).toBeNull();
  });

  it('R13: a rebuild happens only when a draw is needed, uses the generator, and counts', () => {
    const state = position({
      players: 2,
      active: 0,
      hands: { 0: ['B1a', 'G0a'], 1: ['J1', 'J2', 'J3', 'J4', 'R4a'] },
      middle: ['Y1a', 'Y3b', 'B3a', 'R2a'],
      drawPile: [],
      rebuilds: 1,
      leftovers: { displayOf: 1 },
    });
    // A play needs no draw: the empty pile stays empty.
    const playable = position({
      players: 2,
      active: 0,
      hands: { 0: ['B1a', 'G0a'], 1: ['J1', 'J2', 'J3', 'J4', 'R4a'] },
      middle: ['Y1a', 'Y3b', 'B3a', 'G2a'],
      drawPile: [],
      rebuilds: 1,
      leftovers: { displayOf: 1 },
    });
    const afterPlay = auslage.apply(playable, 0, play('G0a')).state;
    expect(afterPlay.drawPile).toEqual([]);
    expect(afterPlay.rebuilds).toBe(1);
    const { state: after, events } = auslage.apply(state, 0, display('G0a'));
    expect(seen(events, null)[1]).toEqual({ type: 'drawPileRebuilt', cards: 3, rebuild: 2 });
    expect(after.rebuilds).toBe(2);
    expect(after.rng).not.toEqual(state.rng);
    expect(after.drawPile).toEqual(new Random(state.rng).shuffled(['Y1a', 'Y3b', 'B3a']).slice(1));
  });

  it('R14: nothing to draw when only the top is left, even before any rebuild', () => {
    const state = position({
      players: 2,
      active: 0,
      hands: { 0: ['B1a', 'G0a'], 1: ['J1', 'J2', 'J3', 'J4', 'R4a'] },
      middle: ['R2a'],
      drawPile: [],
      leftovers: { displayOf: 1 },
      options: { targetScore: 500 },
    });
    const { state: after, events } = auslage.apply(state, 0, display('G0a'));
    expect(seen(events, null).map((event) => event.type).slice(0, 2)).toEqual(['cardDisplayed', 'passageEnded']);
    expect(seen(events, null)[1]).toMatchObject({ reason: 'drawExhausted', endingSeat: 0, scores: [-1, after.lastPassage!.displayPoints[1]! - 44] });
    expect(after.passage).toBe(2);
  });

  it('R15: covered display cards and the whole middle pile are public', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['R1a'], 1: ['G4a'] }, displays: { 1: { B: ['B1a', 'B5a'] } }, middle: ['Y0a', 'R0a'] });
    for (const viewer of [0, 1, null]) {
      expect(view(state, viewer).seats[1]!.display.B).toEqual(['B1a', 'B5a']);
      expect(view(state, viewer).middle).toEqual(['Y0a', 'R0a']);
    }
  });

  it('R16: the ranking is by total, then by final-passage score', () => {
    const state = position({ players: 4, active: 0, hands: { 0: ['R1a'], 1: ['R2a'], 2: ['R3a'], 3: ['R4a'] }, middle: ['R0a'], totals: [60, 49, 50, 49], options: { targetScore: 50 } });
    // Passage scores: seat 0 +0, seats 1–3 −2, −3, −4 → totals 60, 47, 47, 45; seat 1 beats seat 2 on −2 > −3.
    const after = auslage.apply(state, 0, play('R1a')).state;
    expect(after.totals).toEqual([60, 47, 47, 45]);
    expect(after.result).toEqual({ reason: 'completed', ranking: [0, 1, 2, 3], places: [1, 2, 3, 4], winners: [0] });
  });

  it('R16: only the final passage breaks a tie, not an earlier one nor their sum', () => {
    // Earlier passages favour seat 0 (30 > 20, and 50 = 50 in sum); the final one gives seat 1 +4 and seat 0 +0.
    const state = lastCardPosition({
      displays: { 1: { P: ['P3a', 'P5a'] } },
      totals: [50, 46],
      passageScores: [[30, 20], [20, 26]],
      passage: 3,
      options: { targetScore: 50 },
    });
    const after = auslage.apply(state, 0, play('R1a')).state;
    expect(after.lastPassage!.scores).toEqual([0, 4]);
    expect(after.totals).toEqual([50, 50]);
    expect(after.result).toEqual({ reason: 'completed', ranking: [1, 0], places: [2, 1], winners: [1] });
  });

  it('R17: passage scores and totals may be negative; nothing is capped', () => {
    const state = lastCardPosition({ hands: { 0: ['R1a'], 1: ['J1', 'J2', 'J3', 'J4', 'G4a'] }, totals: [0, -20] });
    const after = auslage.apply(state, 0, play('R1a')).state;
    expect(after.lastPassage!.scores).toEqual([0, -44]);
    expect(after.totals).toEqual([0, -64]);
    expect(auslage.outcome(after)).toBeNull();
  });

  it('R18: the game ends after passage maxPassages even below targetScore', () => {
    const state = lastCardPosition({ passage: 3, options: { maxPassages: 3 } });
    const { state: after, events } = auslage.apply(state, 0, play('R1a'));
    expect(seen(events, null).map((event) => event.type)).toEqual(['cardPlayed', 'passageEnded', 'gameEnded']);
    expect(auslage.outcome(after)).toEqual({ reason: 'completed', winners: [0], scores: [0, -4] });
    expect(auslage.awaiting(after)).toEqual([]);
    const earlier = auslage.apply(lastCardPosition({ passage: 2, options: { maxPassages: 3 } }), 0, play('R1a')).state;
    expect(earlier.passage).toBe(3);
  });

  it('R18: reaching targetScore ends the game before maxPassages', () => {
    const state = lastCardPosition({ totals: [0, 10], options: { targetScore: 10 } });
    const after = auslage.apply(state, 0, play('R1a')).state;
    // Seat 1 falls below 10 again (10 − 4): nobody has reached the target, so the game goes on.
    expect(after.totals).toEqual([0, 6]);
    expect(auslage.outcome(after)).toBeNull();
    const reached = auslage.apply(lastCardPosition({ totals: [10, 0], options: { targetScore: 10 } }), 0, play('R1a')).state;
    expect(auslage.outcome(reached)).toEqual({ reason: 'completed', winners: [0], scores: [10, -4] });
  });

  it('R19: the next passage starts in the same transition, with every card gathered back', () => {
    const { state: after, events } = auslage.apply(lastCardPosition(), 0, play('R1a'));
    const kinds = seen(events, null).map((event) => event.type);
    expect(kinds.slice(0, 2)).toEqual(['cardPlayed', 'passageEnded']);
    expect(kinds.filter((kind) => kind === 'passageStarted')).toHaveLength(2);
    expect(after.hands.map((hand) => hand.length)).toEqual([5, 5]);
    expect(after.drawPile.length + after.middle.length).toBe(54);
    expect(after.displays).toEqual([stacks({}), stacks({})]);
    expect(auslage.awaiting(after)).toEqual([1]);
  });

  it('R19/R20: each shuffled passage advances the generator, so consecutive passages are dealt differently', () => {
    const shuffled = Random.fromSeed('advance');
    const deck = shuffled.shuffled(FULL_DECK);
    const { state: first } = newGame(2, {}, undefined, 'advance');
    expect(first.hands[0]).toEqual(sortCanonical(deck.slice(0, 5)));
    expect(first.rng).toEqual(shuffled.state);
    const before = lastCardPosition();
    const next = new Random(before.rng);
    const nextDeck = next.shuffled(FULL_DECK);
    const after = auslage.apply(before, 0, play('R1a')).state;
    expect(after.hands[1]).toEqual(sortCanonical(nextDeck.slice(0, 5)));
    expect(after.rng).toEqual(next.state);
    expect(after.rng).not.toEqual(before.rng);
  });

  it('R20: `deck` stacks passage 1 only; later passages are shuffled with the generator', () => {
    const deck = deckStartingWith(['R1a', 'Y1a', 'G1a', 'B1a', 'P1a']);
    const { state } = newGame(2, {}, { deck });
    expect(state.hands[0]).toEqual(['R1a', 'Y1a', 'G1a', 'B1a', 'P1a']);
    expect(state.stackedDecks).toEqual([]);
  });

  it('R21: a seat with nothing matching may display every hand card', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['G1a', 'B2a', 'P4b'], 1: ['R0a'] }, displays: { 0: { Y: ['Y0a'] } }, middle: ['R3a'] });
    expect(auslage.legalMoves(state, 0)).toEqual([display('G1a'), display('B2a'), display('P4b')]);
    expect(view(state, 0)).toMatchObject({ playable: [], displayable: ['G1a', 'B2a', 'P4b'] });
  });
});

describe('awaiting, views and events', () => {
  it('awaits exactly the active seat during a passage and nobody after the game', () => {
    const state = position({ players: 4, active: 2, hands: { 2: ['R1a'] }, middle: ['R0a'], options: { maxPassages: 1 } });
    expect(auslage.awaiting(state)).toEqual([2]);
    expect(view(state, 0).awaiting).toEqual([2]);
    const after = auslage.apply(state, 2, play('R1a')).state;
    expect(auslage.awaiting(after)).toEqual([]);
    expect(view(after, null)).toMatchObject({ awaiting: [], active: null, followDuty: false });
    expect(auslage.legalMoves(after, 2)).toEqual([]);
  });

  it('a seat sees its own hand only; spectators see none; playable cards only for the awaited seat', () => {
    const state = position({ players: 3, active: 1, hands: { 0: ['R0a', 'J1'], 1: ['G1a', 'P2b', 'Y0b'], 2: ['B0a'] }, displays: { 1: { R: ['R5a', 'R3b'] } }, middle: ['Y3a'] });
    expect(view(state, 1)).toMatchObject({ you: 1, hand: ['Y0b', 'G1a', 'P2b'], playable: ['R3b', 'Y0b'], displayable: [] });
    expect(view(state, 0)).toMatchObject({ you: 0, hand: ['R0a', 'J1'] });
    expect(view(state, 0)).not.toHaveProperty('playable');
    const spectator = view(state, null);
    expect(spectator).not.toHaveProperty('hand');
    expect(spectator.seats.map((seat) => seat.handSize)).toEqual([2, 3, 1]);
    expect(JSON.stringify(spectator)).not.toMatch(/rng|drawPile"|stackedDecks/);
    expect(spectator.drawPileSize).toBe(state.drawPile.length);
  });

  it('the passageEnded event reveals every hand and the view keeps the last passage', () => {
    const state = lastCardPosition({ hands: { 0: ['R1a'], 1: ['G4a', 'J2'] } });
    const { state: after, events } = auslage.apply(state, 0, play('R1a'));
    expect(seen(events, 0)[1]).toMatchObject({ hands: [[], ['G4a', 'J2']], handPoints: [0, -14] });
    expect(view(after, null).lastPassage).toMatchObject({ passage: 1, reason: 'handEmpty', hands: [[], ['G4a', 'J2']] });
    expect(view(after, null).passageScores).toEqual([[0, -14]]);
  });
});

describe('resignation (README)', () => {
  it('the active seat leaves: the turn and any duty pass on, it is skipped, scores nothing and is dealt nothing later', () => {
    const state = position({ players: 3, active: 1, hands: { 0: ['R1a', 'Y4a'], 1: ['G2a', 'G3a'], 2: ['R2b', 'Y1b'] }, middle: ['R0a'], followDuty: true, totals: [3, 4, 5] });
    const { state: left, events } = auslage.resign(state, 1);
    expect(seen(events, null)).toEqual([{ type: 'seatResigned', seat: 1 }]);
    expect([left.active, left.followDuty]).toEqual([2, false]);
    expect(auslage.awaiting(left)).toEqual([2]);
    expect(violationCode(() => auslage.apply(left, 1, play('G2a')))).toBe('NOT_YOUR_TURN');
    expect(auslage.resign(left, 1)).toEqual({ state: left, events: [] });
    const s1 = auslage.apply(left, 2, play('R2b')).state;
    expect(auslage.awaiting(s1)).toEqual([0]);
    const s2 = auslage.apply(s1, 0, play('R1a')).state;
    expect(auslage.awaiting(s2)).toEqual([2]);
    const s3 = auslage.apply(s2, 2, play('Y1b')).state;
    // Passage 1 ends: seat 1 scores 0; passage 2 would start at seat 1, which is gone, so seat 2 starts.
    expect(s3.lastPassage!.scores).toEqual([-4, 0, 0]);
    expect(s3.totals).toEqual([-1, 4, 5]);
    expect(s3.hands.map((hand) => hand.length)).toEqual([5, 0, 5]);
    expect(s3.drawPile).toHaveLength(53);
    expect(auslage.awaiting(s3)).toEqual([2]);
    expect(view(s3, 1).seats[1]!.resigned).toBe(true);
  });

  it('with one seat left the game ends at once (reason resigned); resigned seats rank last', () => {
    const state = position({ players: 3, active: 0, hands: {}, middle: ['R0a'], totals: [10, 40, 5] });
    const s1 = auslage.resign(state, 1).state;
    expect(auslage.outcome(s1)).toBeNull();
    const { state: over, events } = auslage.resign(s1, 0);
    expect(seen(events, null).map((event) => event.type)).toEqual(['seatResigned', 'gameEnded']);
    expect(auslage.outcome(over)).toEqual({ reason: 'resigned', winners: [2], scores: [10, 40, 5] });
    expect(over.result!.ranking).toEqual([2, 1, 0]);
    expect(auslage.awaiting(over)).toEqual([]);
  });
});

describe('timeout move (README)', () => {
  const timeout = (state: AuslageState) => auslage.timeoutMove!(state, state.active);

  it('sheds the highest matching number card from the hand first', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['R1a', 'G5a', 'Y3a', 'J1'] }, displays: { 0: { R: ['R5b'] } }, middle: ['G3b'] });
    expect(timeout(state)).toEqual(play('G5a'));
  });

  it('else displays the highest displayable card', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['R1a', 'Y4a', 'J1'] }, middle: ['G3b'] });
    expect(timeout(state)).toEqual(display('Y4a'));
  });

  it('else plays a joker calling the colour the hand holds most of', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['R1a', 'Y4a', 'Y2a', 'J1'] }, displays: { 0: { G: ['G5a'] } }, middle: ['G3b', 'J2'], call: 5, followDuty: false });
    expect(timeout(state)).toEqual(play('J1', 'Y'));
  });

  it('a tie between colours calls the first in canonical order', () => {
    // Display top P5a matches the call 5, so nothing may be displayed; no hand number card is a 5.
    const state = position({ players: 2, active: 0, hands: { 0: ['Y1a', 'Y2a', 'G1a', 'G2a', 'J1'] }, displays: { 0: { P: ['P5a'] } }, middle: ['G3b', 'J2'], call: 5 });
    expect(timeout(state)).toEqual(play('J1', 'Y'));
  });

  it('else plays the lowest matching display top; nothing for a seat that is not awaited', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['R1a'] }, displays: { 0: { G: ['G5a'], B: ['B3a'] } }, middle: ['G3b'] });
    expect(timeout(state)).toEqual(play('B3a'));
    expect(auslage.timeoutMove!(state, 1)).toBeNull();
  });
});

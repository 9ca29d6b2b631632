/** Every worked example of the Auslage spec (§12), step by step. */
import { describe, expect, it } from 'vitest';
import { Random, type GameEvent, type Seat } from '../../../engine/index.js';
import { auslage } from '../../../engine/games/auslage/index.js';
import { FULL_DECK, isJoker, sortCanonical, type CardCode } from '../../../engine/games/auslage/cards.js';
import type { AuslageView } from '../../../engine/games/auslage/view.js';
import {
  allCards,
  deckStartingWith,
  display,
  newGame,
  play,
  position,
  seen,
  stacks,
  violationCode,
  type AuslageState,
} from './helpers.js';

const view = (state: AuslageState, seat: Seat | null) => auslage.view(state, seat) as AuslageView;
const top = (state: AuslageState) => state.middle[state.middle.length - 1];
const types = (events: GameEvent[]) => events.map((event) => event.type);

describe('E1 — deal, first moves, display while holding a match', () => {
  const deck = deckStartingWith(['R1a', 'R2a', 'Y3a', 'G0a', 'B5a', 'P1a', 'P2a', 'Y4a', 'G5a', 'J1', 'R4a', 'Y0a', 'B2b']);

  it('deals blocks of five, turns the start card and plays the first turns', () => {
    const { state: s0, events: setupEvents } = newGame(2, {}, { deck });
    expect(s0.hands[0]).toEqual(['R1a', 'R2a', 'Y3a', 'G0a', 'B5a']);
    expect(s0.hands[1]).toEqual(['Y4a', 'G5a', 'P1a', 'P2a', 'J1']);
    expect(s0.middle).toEqual(['R4a']);
    expect(s0.drawPile).toHaveLength(53);
    expect(s0.drawPile[0]).toBe('Y0a');
    expect(auslage.awaiting(s0)).toEqual([0]);
    // passageStarted carries each seat's hand to that seat only.
    const [forSeat0, forSeat1] = [seen(setupEvents, 0), seen(setupEvents, 1)];
    expect(forSeat0.find((event) => event.seat === 0)).toMatchObject({ type: 'passageStarted', hand: s0.hands[0], handSize: 5, middle: ['R4a'] });
    expect(forSeat0.find((event) => event.seat === 1)).not.toHaveProperty('hand');
    expect(forSeat1.find((event) => event.seat === 1)).toMatchObject({ hand: s0.hands[1] });

    // 1. Not seat 1's turn.
    expect(violationCode(() => auslage.apply(s0, 1, play('P1a')))).toBe('NOT_YOUR_TURN');

    // 2. Red on red.
    const s2 = auslage.apply(s0, 0, play('R1a'));
    expect(top(s2.state)).toBe('R1a');
    expect(s2.state.hands[0]).toHaveLength(4);
    expect(s2.state.drawPile).toHaveLength(53);
    expect(auslage.awaiting(s2.state)).toEqual([1]);
    expect(seen(s2.events, null)).toEqual([{ type: 'cardPlayed', seat: 0, card: 'R1a', from: 'hand', call: null }]);

    // 3. Displaying P2a is allowed although P1a and J1 would match; seat 1 draws Y0a.
    const s3 = auslage.apply(s2.state, 1, display('P2a'));
    expect(s3.state.displays[1]).toEqual(stacks({ P: ['P2a'] }));
    expect(sortCanonical(s3.state.hands[1]!)).toEqual(sortCanonical(['P1a', 'Y4a', 'G5a', 'J1', 'Y0a']));
    expect(s3.state.drawPile).toHaveLength(52);
    expect(auslage.awaiting(s3.state)).toEqual([0]);
    expect(seen(s3.events, 1)).toEqual([
      { type: 'cardDisplayed', seat: 1, card: 'P2a' },
      { type: 'cardDrawn', seat: 1, drawPileSize: 52, card: 'Y0a' },
    ]);
    expect(seen(s3.events, 0)[1]).toEqual({ type: 'cardDrawn', seat: 1, drawPileSize: 52 });
    expect(view(s3.state, 1).hand).toEqual(['Y0a', 'Y4a', 'G5a', 'P1a', 'J1']);
    expect(view(s3.state, 0).seats[1]).toMatchObject({ handSize: 5, display: stacks({ P: ['P2a'] }), displayPoints: 2 });

    // 4. R2a matches the middle top R1a: it may only be played.
    expect(violationCode(() => auslage.apply(s3.state, 0, display('R2a')))).toBe('CARD_MATCHES_MIDDLE');

    // 5. Y3a into the display; seat 0 draws B2b.
    const s5 = auslage.apply(s3.state, 0, display('Y3a'));
    expect(s5.state.displays[0]).toEqual(stacks({ Y: ['Y3a'] }));
    expect(s5.state.hands[0]).toEqual(sortCanonical(['R2a', 'G0a', 'B5a', 'B2b']));
    expect(s5.state.drawPile).toHaveLength(51);
    expect(auslage.awaiting(s5.state)).toEqual([1]);

    // 6. A joker can never be displayed.
    expect(violationCode(() => auslage.apply(s5.state, 1, display('J1')))).toBe('JOKER_CANNOT_BE_DISPLAYED');
  });
});

describe('E2 — blocked display; covered cards are safe', () => {
  const e2 = () =>
    position({
      players: 3,
      active: 1,
      hands: { 1: ['G1a', 'P2b', 'Y0b'] },
      displays: { 1: { R: ['R5a', 'R3b'], B: ['B4a'] } },
      middle: ['Y3a'],
    });

  it('refuses the display, the non-matching and the covered card, accepts a matching hand card', () => {
    const state = e2();
    expect(violationCode(() => auslage.apply(state, 1, display('G1a')))).toBe('DISPLAY_BLOCKED');
    expect(violationCode(() => auslage.apply(state, 1, play('B4a')))).toBe('CARD_DOES_NOT_MATCH');
    expect(violationCode(() => auslage.apply(state, 1, play('R5a')))).toBe('CARD_COVERED');
    const { state: after } = auslage.apply(state, 1, play('Y0b'));
    expect(top(after)).toBe('Y0b');
    expect(after.hands[1]).toEqual(['G1a', 'P2b']);
    expect(after.displays[1]).toEqual(stacks({ R: ['R5a', 'R3b'], B: ['B4a'] }));
    expect(auslage.awaiting(after)).toEqual([2]);
  });

  it('variant of step 4: the blocking display top itself may be played', () => {
    const { state: after, events } = auslage.apply(e2(), 1, play('R3b'));
    expect(top(after)).toBe('R3b');
    expect(after.displays[1]).toEqual(stacks({ R: ['R5a'], B: ['B4a'] }));
    expect(after.hands[1]).toHaveLength(3);
    expect(seen(events, 2)).toEqual([{ type: 'cardPlayed', seat: 1, card: 'R3b', from: 'display', call: null }]);
  });

  it('variant position: a covered matching card does not block', () => {
    const state = position({
      players: 3,
      active: 1,
      hands: { 1: ['G1a', 'P2b', 'Y0b'] },
      displays: { 1: { R: ['R3a', 'R1b'] } },
      middle: ['Y3b'],
    });
    const { state: after } = auslage.apply(state, 1, display('G1a'));
    expect(after.displays[1]).toEqual(stacks({ R: ['R3a', 'R1b'], G: ['G1a'] }));
    expect(auslage.awaiting(after)).toEqual([2]);
  });
});

describe('E3 — forcing an opponent to return a valuable card', () => {
  it('a new middle top blocks the display and costs the opponent B5a', () => {
    const state = position({
      players: 2,
      active: 0,
      hands: { 0: ['G5b', 'Y2a'], 1: ['R0a', 'P2a', 'Y1a'] },
      displays: { 1: { B: ['B2a', 'B5a'], R: ['R4b'] } },
      middle: ['G1b'],
    });
    expect(view(state, 0).seats[1]!.displayPoints).toBe(11);

    const s1 = auslage.apply(state, 0, play('G5b'));
    expect(top(s1.state)).toBe('G5b');
    expect(auslage.awaiting(s1.state)).toEqual([1]);

    expect(violationCode(() => auslage.apply(s1.state, 1, display('P2a')))).toBe('DISPLAY_BLOCKED');

    const s3 = auslage.apply(s1.state, 1, play('B5a'));
    expect(seen(s3.events, 0)).toEqual([{ type: 'cardPlayed', seat: 1, card: 'B5a', from: 'display', call: null }]);
    expect(top(s3.state)).toBe('B5a');
    expect(s3.state.displays[1]).toEqual(stacks({ B: ['B2a'], R: ['R4b'] }));
    expect(view(s3.state, null).seats[1]!.displayPoints).toBe(6);
    expect(auslage.awaiting(s3.state)).toEqual([0]);
  });
});

describe('E4 — joker, call and follow duty', () => {
  it('needs a call, binds the next seat and ends with its move', () => {
    const state = position({
      players: 3,
      active: 0,
      hands: { 0: ['J1', 'R0a'], 1: ['B1a', 'Y5a', 'R4a'] },
      middle: ['G2a'],
    });
    expect(violationCode(() => auslage.apply(state, 0, play('J1')))).toBe('CALL_REQUIRED');
    expect(violationCode(() => auslage.apply(state, 0, play('R0a', 'R')))).toBe('CALL_NOT_ALLOWED');

    const s3 = auslage.apply(state, 0, play('J1', 4));
    expect(top(s3.state)).toBe('J1');
    expect(s3.state.call).toBe(4);
    expect(s3.state.hands[0]).toEqual(['R0a']);
    expect(auslage.awaiting(s3.state)).toEqual([1]);
    expect(view(s3.state, 2)).toMatchObject({ active: 1, followDuty: true, call: 4 });
    expect(seen(s3.events, 1)).toEqual([{ type: 'cardPlayed', seat: 0, card: 'J1', from: 'hand', call: 4 }]);

    // The duty seat's legal cards: R4a only; nothing may be displayed (R11).
    expect(view(s3.state, 1)).toMatchObject({ playable: ['R4a'], displayable: [] });
    expect(auslage.legalMoves(s3.state, 1)).toEqual([play('R4a')]);
    expect(violationCode(() => auslage.apply(s3.state, 1, display('B1a')))).toBe('MUST_FOLLOW_JOKER');
    expect(violationCode(() => auslage.apply(s3.state, 1, play('Y5a')))).toBe('CARD_DOES_NOT_MATCH');

    const s6 = auslage.apply(s3.state, 1, play('R4a'));
    expect(top(s6.state)).toBe('R4a');
    expect(s6.state.call).toBeNull();
    expect(s6.state.followDuty).toBe(false);
    expect(s6.state.hands[1]).toEqual(['Y5a', 'B1a']);
    expect(auslage.awaiting(s6.state)).toEqual([2]);
  });
});

describe('E5 — a call lasts, the duty does not', () => {
  it('the duty seat without a match displays; the next seat matches the call but may display freely', () => {
    const state = position({
      players: 3,
      active: 0,
      hands: { 0: ['J2', 'R0b', 'G5b'], 1: ['G1a', 'G2b', 'Y4b'], 2: ['P0a', 'B3b'] },
      middle: ['R3a'],
      drawPile: ['Y2a', 'B0b'],
    });
    const s0 = auslage.apply(state, 0, play('J2', 'P'));
    expect(top(s0.state)).toBe('J2');
    expect(s0.state.call).toBe('P');
    expect(s0.state.followDuty).toBe(true);
    expect(auslage.awaiting(s0.state)).toEqual([1]);

    const s1 = auslage.apply(s0.state, 1, display('G1a'));
    expect(s1.state.displays[1]).toEqual(stacks({ G: ['G1a'] }));
    expect(s1.state.hands[1]).toContain('Y2a');
    expect(top(s1.state)).toBe('J2');
    expect(s1.state.call).toBe('P');
    expect(s1.state.followDuty).toBe(false);
    expect(auslage.awaiting(s1.state)).toEqual([2]);

    expect(violationCode(() => auslage.apply(s1.state, 2, play('B3b')))).toBe('CARD_DOES_NOT_MATCH');

    const s3 = auslage.apply(s1.state, 2, display('B3b'));
    expect(s3.state.displays[2]).toEqual(stacks({ B: ['B3b'] }));
    expect(s3.state.hands[2]).toEqual(['B0b', 'P0a']);
    expect(auslage.awaiting(s3.state)).toEqual([0]);
    expect(s3.state.call).toBe('P');
  });
});

describe('E6 — the last card into the display draws; the passage goes on', () => {
  it('draws P5b and passes the turn', () => {
    const state = position({ players: 2, active: 0, hands: { 0: ['G3a'] }, middle: ['R1a'], drawPile: ['P5b'] });
    const { state: after, events } = auslage.apply(state, 0, display('G3a'));
    expect(after.displays[0]).toEqual(stacks({ G: ['G3a'] }));
    expect(after.hands[0]).toEqual(['P5b']);
    expect(types(events)).not.toContain('passageEnded');
    expect(auslage.awaiting(after)).toEqual([1]);
  });
});

describe('E7 — passage end with a joker, scoring, game end', () => {
  const e7 = (totals: number[]) =>
    position({
      players: 2,
      active: 0,
      hands: { 0: ['J3'], 1: ['J2', 'B5a'] },
      displays: { 0: { R: ['R5a', 'R4b'], Y: ['Y5b'] }, 1: { G: ['G3a', 'G1b'], P: ['P0a'] } },
      middle: ['B2b'],
      totals,
      options: { targetScore: 50 },
    });

  it('scores display plus points and hand minus points (a joker −10) and ends the game', () => {
    const { state, events } = auslage.apply(e7([40, 30]), 0, play('J3', 'G'));
    expect(types(events)).toEqual(['cardPlayed', 'passageEnded', 'gameEnded']);
    expect(seen(events, null)[1]).toMatchObject({
      reason: 'handEmpty',
      endingSeat: 0,
      hands: [[], ['B5a', 'J2']],
      displayPoints: [14, 4],
      handPoints: [0, -15],
      scores: [14, -11],
      totals: [54, 19],
    });
    expect(seen(events, null)[2]).toEqual({ type: 'gameEnded', reason: 'completed', totals: [54, 19], ranking: [0, 1], places: [1, 2], winners: [0] });
    expect(auslage.awaiting(state)).toEqual([]);
    expect(auslage.outcome(state)).toEqual({ reason: 'completed', winners: [0], scores: [54, 19] });
  });

  it('had no total reached 50, the next passage would start at once with the next seat', () => {
    const { state, events } = auslage.apply(e7([20, 30]), 0, play('J3', 'G'));
    expect(types(events).slice(0, 2)).toEqual(['cardPlayed', 'passageEnded']);
    expect(types(events)).toContain('passageStarted');
    expect(state.totals).toEqual([34, 19]);
    expect(state.passage).toBe(2);
    expect(auslage.awaiting(state)).toEqual([1]);
    expect(auslage.outcome(state)).toBeNull();
  });
});

describe('E8 — joker as start card', () => {
  it('sends turned-up jokers to the bottom of the draw pile, in order', () => {
    const numbers = FULL_DECK.filter((card) => !isJoker(card)).slice(40, 50);
    const deck = deckStartingWith([...numbers, 'J3', 'J4', 'G2b', 'R0a']);
    const { state, events } = newGame(2, {}, { deck });
    expect(seen(events, null).filter((event) => event.type === 'jokerReturned')).toEqual([
      { type: 'jokerReturned', passage: 1, card: 'J3' },
      { type: 'jokerReturned', passage: 1, card: 'J4' },
    ]);
    expect(state.middle).toEqual(['G2b']);
    expect(state.call).toBeNull();
    expect(state.drawPile).toHaveLength(53);
    expect(state.drawPile[0]).toBe('R0a');
    expect(state.drawPile.slice(-2)).toEqual(['J3', 'J4']);
    expect(auslage.awaiting(state)).toEqual([0]);
  });
});

describe('E9 — rebuilding the draw pile', () => {
  it('shuffles the middle cards under the top into a new draw pile and draws from it', () => {
    const state = position({
      players: 2,
      active: 1,
      hands: { 0: ['J1', 'J2', 'J3', 'J4', 'R0a'], 1: ['R2a', 'G4b'] },
      middle: ['Y1a', 'Y3b', 'B3a', 'B0a'],
      drawPile: [],
      leftovers: { displayOf: 0 },
    });
    const { state: after, events } = auslage.apply(state, 1, display('R2a'));
    const expectedPile = new Random(state.rng).shuffled(['Y1a', 'Y3b', 'B3a']);
    expect(seen(events, 0)).toEqual([
      { type: 'cardDisplayed', seat: 1, card: 'R2a' },
      { type: 'drawPileRebuilt', cards: 3, rebuild: 1 },
      { type: 'cardDrawn', seat: 1, drawPileSize: 2 },
    ]);
    const drawn = seen(events, 1)[2]!.card as CardCode;
    expect(['Y1a', 'Y3b', 'B3a']).toContain(drawn);
    expect(drawn).toBe(expectedPile[0]);
    expect(after.middle).toEqual(['B0a']);
    expect(after.drawPile).toEqual(expectedPile.slice(1));
    expect(after.hands[1]).toEqual(sortCanonical(['G4b', drawn]));
    expect(after.rebuilds).toBe(1);
    expect(auslage.awaiting(after)).toEqual([0]);
    expect(allCards(after)).toEqual([...FULL_DECK].sort());
  });
});

describe('E10 — draw exhaustion ends the passage', () => {
  it('scores the passage without a draw and starts passage 2 with seat 1', () => {
    const state = position({
      players: 2,
      active: 1,
      hands: { 0: ['G4a', 'J4'], 1: ['R2a', 'Y1b'] },
      displays: { 0: { P: ['P5a'] } },
      middle: ['B0a'],
      drawPile: [],
      leftovers: 'underMiddle',
      rebuilds: 2,
    });
    const { state: after, events } = auslage.apply(state, 1, display('R2a'));
    expect(types(events).slice(0, 2)).toEqual(['cardDisplayed', 'passageEnded']);
    expect(types(events)).not.toContain('cardDrawn');
    const ended = seen(events, null)[1]!;
    expect(ended).toMatchObject({ reason: 'drawExhausted', endingSeat: 1, scores: [-9, 1], totals: [-9, 1] });
    expect((ended.displays as unknown[])[1]).toEqual(stacks({ R: ['R2a'] }));
    expect(after.totals).toEqual([-9, 1]);
    expect(after.passage).toBe(2);
    expect(after.startingSeat).toBe(1);
    expect(auslage.awaiting(after)).toEqual([1]);
    // §4 step 6: the new passage starts with empty displays, no rebuild counted, no call, no duty.
    expect(after.displays).toEqual([stacks({}), stacks({})]);
    expect([after.rebuilds, view(after, null).rebuilds, after.call, after.followDuty]).toEqual([0, 0, null, false]);
    expect(after.drawPile).toHaveLength(53);
  });
});

describe('E11 — tie-break', () => {
  // Seat 0 plays its last card G3a: seat 0 scores its display 12; seat 1 15 − 0; seat 2 4 − 1.
  const e11 = (totals: number[], seat1Display: Parameters<typeof position>[0]['displays']) =>
    position({
      players: 3,
      active: 0,
      hands: { 0: ['G3a'], 1: ['R0a'], 2: ['R1a'] },
      displays: { 0: { R: ['R5a', 'R4a'], Y: ['Y3a'] }, 2: { Y: ['Y4a'] }, ...seat1Display },
      middle: ['G2a'],
      totals,
      options: { targetScore: 50 },
    });

  it('equal totals: the higher final-passage score ranks first', () => {
    const state = e11([40, 37, 20], { 1: { B: ['B5a', 'B5b'], P: ['P5a'] } });
    const { state: after, events } = auslage.apply(state, 0, play('G3a'));
    expect(after.lastPassage!.scores).toEqual([12, 15, 3]);
    expect(after.totals).toEqual([52, 52, 23]);
    expect(seen(events, null).at(-1)).toEqual({ type: 'gameEnded', reason: 'completed', totals: [52, 52, 23], ranking: [1, 0, 2], places: [2, 1, 3], winners: [1] });
    expect(auslage.outcome(after)).toEqual({ reason: 'completed', winners: [1], scores: [52, 52, 23] });
  });

  it('equal totals and equal final-passage scores share first place', () => {
    const state = e11([40, 40, 20], { 1: { B: ['B5a', 'B5b'], P: ['P2a'] } });
    const { state: after } = auslage.apply(state, 0, play('G3a'));
    expect(after.lastPassage!.scores).toEqual([12, 12, 3]);
    expect(after.result).toEqual({ reason: 'completed', ranking: [0, 1, 2], places: [1, 1, 3], winners: [0, 1] });
    expect(auslage.outcome(after)!.winners).toEqual([0, 1]);
  });
});

describe('E12 — later passage: starting seat and deal', () => {
  /** Plays until the current passage ends, preferring plays from the hand. */
  function finishPassage(state: AuslageState): { before: AuslageState; state: AuslageState } {
    const passage = state.passage;
    let current = state;
    for (;;) {
      const seat = auslage.awaiting(current)[0]!;
      const moves = auslage.legalMoves(current, seat);
      const move = moves.find((m) => m.type === 'play' && current.hands[seat]!.includes(m.card)) ?? moves[0]!;
      const next = auslage.apply(current, seat, move).state;
      if (next.passage !== passage) return { before: current, state: next };
      current = next;
    }
  }

  it('passage 2 deals its stacked deck from seat 1; passage 3 is shuffled by the generator from seat 2', () => {
    const second = FULL_DECK.slice().reverse();
    const { state: s1 } = newGame(3, { targetScore: 500 }, { decks: [FULL_DECK.slice(), second] });
    expect(auslage.awaiting(s1)).toEqual([0]);
    expect(s1.hands[0]).toEqual(FULL_DECK.slice(0, 5));

    const { state: s2 } = finishPassage(s1);
    expect(s2.passage).toBe(2);
    expect(s2.startingSeat).toBe(1);
    expect(s2.hands[1]).toEqual(sortCanonical(second.slice(0, 5)));
    expect(s2.hands[2]).toEqual(sortCanonical(second.slice(5, 10)));
    expect(s2.hands[0]).toEqual(sortCanonical(second.slice(10, 15)));
    expect(s2.middle).toEqual([second[15]]);
    expect(s2.drawPile).toEqual(second.slice(16));
    expect(s2.drawPile).toHaveLength(48);
    expect(auslage.awaiting(s2)).toEqual([1]);

    const { before, state: s3 } = finishPassage(s2);
    expect(s3.passage).toBe(3);
    expect(auslage.awaiting(s3)).toEqual([2]);
    const shuffled = new Random(before.rng).shuffled(FULL_DECK);
    expect(s3.hands[2]).toEqual(sortCanonical(shuffled.slice(0, 5)));
    expect(s3.hands[0]).toEqual(sortCanonical(shuffled.slice(5, 10)));
    expect(s3.hands[1]).toEqual(sortCanonical(shuffled.slice(10, 15)));
  });
});

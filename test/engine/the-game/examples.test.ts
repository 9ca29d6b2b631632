/** The worked examples E1–E9 of §12, step by step. */
import { describe, expect, it } from 'vitest';
import { eventFor } from '../../../engine/index.js';
import {
  act,
  codeOf,
  endTurn,
  eventTypes,
  newGame,
  pileOf,
  play,
  playAll,
  playCodeOf,
  position,
  seenEvent,
  theGame,
  viewOf,
  type TheGameState,
} from './helpers.js';

describe('E1 — opening, trick, minimum (base, 2 players)', () => {
  it('plays out as the spec states', () => {
    const started = newGame(2, {}, [10, 20, 30, 95, 85, 50, 60, 11, 21, 31, 41, 51, 61, 71, 5, 6, 7]);
    let state = started.state;
    expect(state.hands[0]).toEqual([10, 20, 30, 50, 60, 85, 95]);
    expect(state.hands[1]).toEqual([11, 21, 31, 41, 51, 61, 71]);
    expect(state.drawPile).toHaveLength(84);
    expect(theGame.awaiting(state)).toEqual([0, 1]);

    // 1–2: a hint in the opening; repeating it is refused.
    const hinted = act(state, 1, { type: 'hint', pile: 'down1', signal: 'canPlayWell' });
    expect(seenEvent(hinted.events, 'hintGiven')).toEqual({ type: 'hintGiven', seat: 1, pile: 'down1', signal: 'canPlayWell' });
    state = hinted.state;
    expect(theGame.awaiting(state)).toEqual([0, 1]);
    expect(codeOf(state, 1, { type: 'hint', pile: 'down1', signal: 'canPlayWell' })).toBe('HINT_UNCHANGED');

    // 3: seat 0's play is accepted first: it starts turn 1.
    const first = play(state, 0, 30, 'up1');
    expect(eventTypes(first.events)).toEqual(['turnStarted', 'cardPlayed']);
    expect(seenEvent(first.events, 'turnStarted')).toEqual({ type: 'turnStarted', seat: 0, turn: 1, minimum: 2 });
    state = first.state;
    expect(theGame.awaiting(state)).toEqual([0]);

    // 4–6
    expect(playCodeOf(state, 1, 21, 'up2')).toBe('NOT_YOUR_TURN');
    const trick = play(state, 0, 20, 'up1');
    expect(seenEvent(trick.events, 'cardPlayed')).toEqual({ type: 'cardPlayed', seat: 0, card: 20, pile: 'up1', trick: true, command: null });
    const ended = endTurn(trick.state, 0);
    state = ended.state;
    expect(seenEvent(ended.events, 'cardsDrawn', 0)).toMatchObject({ seat: 0, count: 2, cards: [5, 6] });
    expect(state.hands[0]).toEqual([5, 6, 10, 50, 60, 85, 95]);
    expect(state.drawPile).toHaveLength(82);
    expect(seenEvent(ended.events, 'turnStarted')).toEqual({ type: 'turnStarted', seat: 1, turn: 2, minimum: 2 });

    // 7–10
    expect(playCodeOf(state, 1, 11, 'up1')).toBe('CARD_DOES_NOT_FIT');
    state = play(state, 1, 31, 'up1').state;
    expect(codeOf(state, 1, { type: 'endTurn' })).toBe('TOO_FEW_CARDS_PLAYED');
    const tricks = playAll(state, 1, [
      { type: 'play', card: 21, pile: 'up1' },
      { type: 'play', card: 11, pile: 'up1' },
    ]);
    expect(tricks.events.filter((event) => event.type === 'cardPlayed').map((event) => event.data.trick)).toEqual([true, true]);
    const second = endTurn(tricks.state, 1);
    state = second.state;
    expect(pileOf(state, 'up1')).toEqual([30, 20, 31, 21, 11]);
    expect(state.hands[1]).toHaveLength(7);
    expect(state.hands[1]).toContain(7);
    expect(seenEvent(second.events, 'cardsDrawn', 1)).toMatchObject({ count: 3, cards: [7, 2, 3] });
    expect(state.drawPile).toHaveLength(79);
    expect(theGame.awaiting(state)).toEqual([0]);
  });
});

describe('E2 — dead end, then stuck (base, solo)', () => {
  const start = () =>
    position({
      players: 1,
      active: 0,
      piles: { up1: 90, up2: 95, down1: 12, down2: 8 },
      hands: { 0: [30, 40, 45, 50, 60, 70, 91, 92] },
      drawTop: [33, 44],
      drawCount: 10,
    });

  it('refuses the dead end, then loses at the next turn start', () => {
    let state = start();
    expect(state.minimum).toBe(2);
    expect(playCodeOf(state, 0, 92, 'up1')).toBe('DEAD_END');
    state = play(state, 0, 91, 'up1').state;
    state = play(state, 0, 92, 'up1').state;
    const ended = endTurn(state, 0);
    state = ended.state;
    expect(seenEvent(ended.events, 'cardsDrawn', 0)).toMatchObject({ count: 2, cards: [33, 44] });
    expect(state.drawPile).toHaveLength(8);
    expect(state.hands[0]).toEqual([30, 33, 40, 44, 45, 50, 60, 70]);
    expect(eventTypes(ended.events)).toEqual(['turnEnded', 'cardsDrawn', 'turnStarted', 'gameEnded', 'handsRevealed']);
    expect(seenEvent(ended.events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-stuck', cardsLeft: 16, seat: 0 });
    expect(theGame.outcome(state)).toEqual({ reason: 'lost-stuck', winners: [], scores: [16] });
    expect(theGame.awaiting(state)).toEqual([]);
  });
});

describe('E3 — Stop and "3!" (extreme, 3 players)', () => {
  it('plays out as the spec states', () => {
    let state = newGame(3, { extreme: true }, [45, 70, 71, 72, 74, 75, 27, 30, 62, 64, 65, 67, 11, 12, 14, 15, 16, 18, 19, 21, 22, 23]).state;
    expect(state.drawPile).toHaveLength(80);

    const stop = play(state, 0, 45, 'down1');
    state = stop.state;
    expect(seenEvent(stop.events, 'cardPlayed')).toMatchObject({ card: 45, command: 'stop' });
    expect(seenEvent(stop.events, 'turnEnded')).toEqual({ type: 'turnEnded', seat: 0, cardsPlayed: 1, by: 'stop' });
    expect(seenEvent(stop.events, 'cardsDrawn', 0)).toMatchObject({ count: 1, cards: [19], limitedByDrawOne: false });
    expect(state.hands[0]).toEqual([19, 70, 71, 72, 74, 75]);
    expect(state.drawPile).toHaveLength(79);
    expect(stop.events.filter((event) => event.type === 'turnStarted').map((event) => event.data)).toEqual([
      { seat: 0, turn: 1, minimum: 2 },
      { seat: 1, turn: 2, minimum: 2 },
    ]);

    state = play(state, 1, 27, 'up1').state;
    expect(playCodeOf(state, 1, 62, 'up1')).toBe('STOP_NOT_THIRD');
    state = play(state, 1, 30, 'up1').state;
    expect(codeOf(state, 1, { type: 'endTurn' })).toBe('THREE_NOT_MET');
    const third = play(state, 1, 62, 'up1');
    state = third.state;
    expect(seenEvent(third.events, 'turnEnded')).toEqual({ type: 'turnEnded', seat: 1, cardsPlayed: 3, by: 'stop' });
    expect(state.hands[1]).toEqual([21, 22, 23, 64, 65, 67]);
    expect(state.drawPile).toHaveLength(76);
    expect(pileOf(state, 'up1')).toEqual([27, 30, 62]);
    expect(pileOf(state, 'down1')).toEqual([45]);
    expect(theGame.awaiting(state)).toEqual([2]);
    expect(state.turn).toBe(3);
  });
});

describe('E4 — skull (extreme, solo)', () => {
  it('plays out as the spec states', () => {
    let state = newGame(1, { extreme: true }, [48, 50, 80, 30, 32, 33, 35, 36, 37, 39, 40]).state;
    expect(state.hands[0]).toEqual([30, 32, 33, 35, 36, 48, 50, 80]);
    expect(state.drawPile).toHaveLength(90);
    state = play(state, 0, 30, 'up2').state;
    state = play(state, 0, 48, 'up1').state;
    expect(viewOf(state, 0).skullPiles).toEqual(['up1']);
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('SKULL_NOT_COVERED');
    expect(playCodeOf(state, 0, 80, 'down1')).toBe('SKULL_NOT_COVERED');
    const stop = play(state, 0, 80, 'up1');
    state = stop.state;
    expect(seenEvent(stop.events, 'turnEnded')).toMatchObject({ cardsPlayed: 3, by: 'stop' });
    expect(seenEvent(stop.events, 'cardsDrawn', 0)).toMatchObject({ cards: [37, 39, 40] });
    expect(state.hands[0]).toEqual([32, 33, 35, 36, 37, 39, 40, 50]);
    expect(state.drawPile).toHaveLength(87);
    expect(pileOf(state, 'up1')).toEqual([48, 80]);
    expect(pileOf(state, 'up2')).toEqual([30]);
  });
});

describe('E5 — no backwards trick, silence, draw one (extreme, 3 players)', () => {
  it('plays out as the spec states', () => {
    let state: TheGameState = position({
      players: 3,
      extreme: true,
      active: 1,
      piles: { up1: 52, up2: 35, down1: 85, down2: 76 },
      hands: { 1: [42, 43, 53, 60, 72, 73] },
      drawTop: [28],
      drawCount: 30,
    });
    state = act(state, 0, { type: 'hint', pile: 'up2', signal: 'keepOff' }).state;
    expect(viewOf(state, null).infinityCommands).toEqual([
      { pile: 'up1', card: 52, command: 'noBackwards' },
      { pile: 'down2', card: 76, command: 'drawOne' },
    ]);

    expect(playCodeOf(state, 1, 42, 'up1')).toBe('BACKWARDS_TRICK_FORBIDDEN');
    state = play(state, 1, 53, 'up1').state;
    const trick = play(state, 1, 43, 'up1');
    expect(seenEvent(trick.events, 'cardPlayed')).toMatchObject({ card: 43, trick: true });
    state = trick.state;

    const silence = play(state, 1, 73, 'down1');
    expect(eventTypes(silence.events)).toEqual(['cardPlayed', 'hintsCleared']);
    expect(seenEvent(silence.events, 'hintsCleared')).toEqual({ type: 'hintsCleared', reason: 'silence' });
    state = silence.state;
    expect(state.hints[0]!.piles).toEqual({});
    expect(codeOf(state, 0, { type: 'hint', pile: 'up2', signal: 'keepOff' })).toBe('COMMUNICATION_FORBIDDEN');

    state = play(state, 1, 72, 'down1').state;
    state = act(state, 0, { type: 'hint', pile: 'up2', signal: 'keepOff' }).state;
    expect(viewOf(state, 2).hints[0]!.piles).toEqual({ up2: 'keepOff' });

    const ended = endTurn(state, 1);
    state = ended.state;
    expect(seenEvent(ended.events, 'turnEnded')).toMatchObject({ cardsPlayed: 4, by: 'endTurn' });
    expect(seenEvent(ended.events, 'cardsDrawn', 1)).toEqual({ type: 'cardsDrawn', seat: 1, count: 1, limitedByDrawOne: true, cards: [28] });
    expect(state.hands[1]).toEqual([28, 42, 60]);
    expect(state.drawPile).toHaveLength(29);
    expect(theGame.awaiting(state)).toEqual([2]);
    expect(theGame.outcome(state)).toBeNull();
  });
});

describe('E6 — single pile (extreme, 2 players)', () => {
  const start = () =>
    position({
      players: 2,
      extreme: true,
      active: 0,
      piles: { up1: 38, up2: 50, down1: 95, down2: 60 },
      hands: { 0: [40, 55, 56, 57, 58, 88, 92] },
      drawCount: 20,
    });

  it('line A: the first play is free, the rest follow it', () => {
    let state = play(start(), 0, 92, 'down1').state;
    expect(playCodeOf(state, 0, 40, 'up1')).toBe('SINGLE_PILE_REQUIRED');
    state = play(state, 0, 88, 'down1').state;
    expect(endTurn(state, 0).state.active).toBe(1);
  });

  it('line B: covering the single-pile card frees the rest of the turn', () => {
    let state = play(start(), 0, 40, 'up1').state;
    state = play(state, 0, 92, 'down1').state;
    expect(endTurn(state, 0).state.active).toBe(1);
  });

  it('line C: a single-pile card played mid-turn binds the plays after it', () => {
    let state = play(start(), 0, 40, 'up1').state;
    state = play(state, 0, 92, 'down1').state;
    state = play(state, 0, 55, 'up2').state;
    expect(playCodeOf(state, 0, 88, 'down1')).toBe('SINGLE_PILE_REQUIRED');
    state = play(state, 0, 56, 'up2').state;
    state = play(state, 0, 88, 'down1').state;
    const ended = endTurn(state, 0);
    expect(seenEvent(ended.events, 'turnEnded')).toMatchObject({ cardsPlayed: 5 });
  });
});

describe('E7 — end phase: minimum 1, skipped seats, win (base, 3 players)', () => {
  it('plays out as the spec states', () => {
    let state = position({
      players: 3,
      active: 0,
      piles: { up1: 97, up2: 60, down1: 3, down2: 50 },
      hands: { 0: [98], 1: [], 2: [2, 99] },
      drawCount: 0,
    });
    expect(state.minimum).toBe(1);
    state = play(state, 0, 98, 'up1').state;
    let ended = endTurn(state, 0);
    expect(eventTypes(ended.events)).toEqual(['turnEnded', 'seatSkipped', 'turnStarted']);
    expect(seenEvent(ended.events, 'seatSkipped')).toEqual({ type: 'seatSkipped', seat: 1 });
    expect(seenEvent(ended.events, 'turnStarted')).toMatchObject({ seat: 2, minimum: 1 });
    state = ended.state;

    state = play(state, 2, 99, 'up1').state;
    ended = endTurn(state, 2);
    expect(eventTypes(ended.events)).toEqual(['turnEnded', 'seatSkipped', 'seatSkipped', 'turnStarted']);
    expect(ended.events.filter((event) => event.type === 'seatSkipped').map((event) => event.data.seat)).toEqual([0, 1]);
    expect(seenEvent(ended.events, 'turnStarted')).toMatchObject({ seat: 2 });
    state = ended.state;

    state = play(state, 2, 2, 'down1').state;
    ended = endTurn(state, 2);
    expect(eventTypes(ended.events)).toEqual(['turnEnded', 'gameEnded', 'handsRevealed']);
    expect(seenEvent(ended.events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'won', cardsLeft: 0, seat: null });
    expect(seenEvent(ended.events, 'handsRevealed')).toEqual({ type: 'handsRevealed', hands: [[], [], []], drawPile: [] });
    expect(theGame.outcome(ended.state)).toEqual({ reason: 'won', winners: [0, 1, 2], scores: [0, 0, 0] });
  });
});

describe('E8 — "3!" limits and the last skull (extreme, solo, draw pile empty)', () => {
  it('position A: a "3!" with too few cards is a dead end, and loses when it is all that is left', () => {
    // up2 holds the cards between 44 and 60 through a trick chain 59 → 64 → 54 → 44.
    let state = position({
      players: 1,
      extreme: true,
      active: 0,
      piles: { up1: 40, up2: [41, 42, 43, 45, 46, 47, 48, 49, 51, 52, 53, 55, 56, 57, 58, 59, 64, 54, 44], down1: 60, down2: 70 },
      hands: { 0: [27, 50] },
      drawCount: 0,
    });
    expect(state.minimum).toBe(1);
    expect(playCodeOf(state, 0, 27, 'down1')).toBe('DEAD_END');
    state = play(state, 0, 50, 'up1').state;
    const ended = endTurn(state, 0);
    expect(ended.state.hands[0]).toEqual([27]);
    expect(seenEvent(ended.events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-stuck', cardsLeft: 1, seat: 0 });
  });

  // down2 holds the cards between 50 and 60 through a trick chain 51 → 61 → 71 → 70.
  const positionB = () =>
    position({
      players: 1,
      extreme: true,
      active: 0,
      piles: { up1: 40, up2: 50, down1: 60, down2: [59, 58, 57, 56, 55, 54, 53, 52, 51, 61, 71, 70] },
      hands: { 0: [65, 66] },
      drawCount: 0,
    });

  it('position B: an uncoverable skull is a dead end; line B1 wins', () => {
    let state = positionB();
    expect(playCodeOf(state, 0, 66, 'up1')).toBe('DEAD_END');
    state = play(state, 0, 66, 'down2').state;
    state = play(state, 0, 65, 'down2').state;
    const ended = endTurn(state, 0);
    expect(seenEvent(ended.events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'won', cardsLeft: 0, seat: null });
  });

  it('position B, line B2: the last card is a skull → lost-skull', () => {
    let state = play(positionB(), 0, 65, 'up1').state;
    const ended = endTurn(state, 0);
    state = ended.state;
    expect(state.hands[0]).toEqual([66]);
    expect(seenEvent(ended.events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-skull', cardsLeft: 1, seat: 0 });
    expect(theGame.outcome(state)).toEqual({ reason: 'lost-skull', winners: [], scores: [1] });
    expect(eventFor(ended.events.at(-1)!, null)).toEqual({ type: 'handsRevealed', hands: [[66]], drawPile: [] });
  });
});

describe('E9 — "3!" counts the whole turn (extreme, 2 players)', () => {
  const start = () => position({ players: 2, extreme: true, active: 0, hands: { 0: [10, 50, 51, 53, 54, 56, 57] }, drawCount: 84 });

  it('line A: no limit before a "3!"; a "3!" as 4th card is refused', () => {
    let state = start();
    for (const card of [50, 51, 53]) state = play(state, 0, card, 'up1').state;
    expect(playCodeOf(state, 0, 10, 'up2')).toBe('THREE_EXCEEDED');
    expect(seenEvent(endTurn(state, 0).events, 'turnEnded')).toMatchObject({ cardsPlayed: 3 });
  });

  it('line B: a 4th card after a "3!" is refused', () => {
    let state = play(start(), 0, 10, 'up2').state;
    state = play(state, 0, 50, 'up1').state;
    state = play(state, 0, 51, 'up1').state;
    expect(playCodeOf(state, 0, 53, 'up1')).toBe('THREE_EXCEEDED');
    expect(seenEvent(endTurn(state, 0).events, 'turnEnded')).toMatchObject({ cardsPlayed: 3 });
  });

  it('line C: two cards after a "3!" do not end the turn', () => {
    let state = play(start(), 0, 10, 'up2').state;
    state = play(state, 0, 50, 'up1').state;
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('THREE_NOT_MET');
  });
});

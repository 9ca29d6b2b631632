/** Every ruling R1–R19, every rule-violation code of §11 (and its check order), setup errors, schemas, timeouts. */
import { describe, expect, it } from 'vitest';
import { Random, SetupError, done, draftOver, eventFor, sortedNumbers, type GameEvent } from '../../../engine/index.js';
import { COMMANDS, FULL_DECK, randomLookup } from '../../../engine/games/the-game/cards.js';
import { checkOpening } from '../../../engine/games/the-game/flow.js';
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
  stackedDeck,
  theGame,
  viewOf,
  type TheGameState,
} from './helpers.js';

/** A finished (conceded) 2-player game. */
function endedGame(): TheGameState {
  const state = newGame(2).state;
  return act(state, 1, { type: 'concede' }).state;
}

/** An extreme 2-player position at seat 0's turn start with fresh piles unless given. */
function extremeTurn(hand: number[], piles: Parameters<typeof position>[0]['piles'] = {}): TheGameState {
  return position({ players: 2, extreme: true, active: 0, piles, hands: { 0: hand } });
}

describe('R1 starting player (opening race)', () => {
  it('awaits every seat; the first accepted play starts turn 1 and turns go clockwise from it', () => {
    let state = newGame(3, {}, []).state;
    expect(state.phase).toBe('opening');
    expect(theGame.awaiting(state)).toEqual([0, 1, 2]);
    expect(theGame.legalMoves(state, 1).length).toBeGreaterThan(0);
    // A refused play starts nothing.
    expect(playCodeOf(state, 2, 99, 'up1')).toBe('CARD_NOT_IN_HAND');
    state = play(state, 2, 14, 'up1').state;
    expect(state.startingSeat).toBe(2);
    expect(theGame.awaiting(state)).toEqual([2]);
    expect(playCodeOf(state, 0, 2, 'up2')).toBe('NOT_YOUR_TURN');
    state = play(state, 2, 15, 'up1').state;
    const ended = endTurn(state, 2);
    expect(seenEvent(ended.events, 'turnStarted')).toEqual({ type: 'turnStarted', seat: 0, turn: 2, minimum: 2 });
  });

  /**
   * The opening's turn-start check (§5.4) on a hand-built opening: fresh piles always leave a play,
   * so setup can never reach this, but the rule is "lost only if no seat has a legal play".
   * Seat 0 holds nothing that fits; seat 1 holds `seatOne`.
   */
  function openingCheck(seatOne: number[]): { state: TheGameState; events: GameEvent[] } {
    const table = position({
      players: 2,
      extreme: true,
      active: 0,
      piles: { up1: 90, up2: 95, down1: 12, down2: 8 },
      hands: { 0: [40, 42, 43, 44, 46, 47, 49], 1: seatOne },
      drawCount: 10,
    });
    expect(table.minimum).toBe(2);
    const next: TheGameState = { ...table, phase: 'opening', active: null, startingSeat: null, turn: 0 };
    expect(theGame.legalMoves(next, 0)).toEqual([]);
    const draft = draftOver(next);
    checkOpening(draft, [0, 1]);
    return done(draft);
  }

  it('the opening is lost only if no seat has a legal play', () => {
    const { state, events } = openingCheck([5, 7, 30, 32, 33, 35, 36]);
    expect(events).toEqual([]);
    expect(state.phase).toBe('opening');
    expect(theGame.awaiting(state)).toEqual([0, 1]);
  });

  it('an opening where no seat can play at all is lost-stuck', () => {
    const { events } = openingCheck([30, 32, 33, 35, 36, 37, 39]);
    expect(eventTypes(events)).toEqual(['gameEnded', 'handsRevealed']);
    expect(seenEvent(events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-stuck', cardsLeft: 24, seat: null });
  });

  it('an opening blocked only by the skull rule for some seat is lost-skull (R6)', () => {
    // Seat 1 must play 6 (a skull) and 7 (minimum 2), and nothing can cover the 6 afterwards.
    const { state, events } = openingCheck([6, 7, 30, 32, 33, 35, 36]);
    expect(seenEvent(events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-skull', cardsLeft: 7 + 7 + 10, seat: null });
    expect(theGame.outcome(state)).toEqual({ reason: 'lost-skull', winners: [], scores: [24, 24] });
  });

  it('with one player, seat 0 simply starts', () => {
    const { state, events } = newGame(1);
    expect(state.phase).toBe('playing');
    expect(theGame.awaiting(state)).toEqual([0]);
    expect(eventTypes(events)).toEqual(['gameStarted', 'dealt', 'turnStarted']);
    expect(seenEvent(events, 'turnStarted')).toEqual({ type: 'turnStarted', seat: 0, turn: 1, minimum: 2 });
  });
});

describe('R2 dealing in blocks', () => {
  it.each([
    [1, 8, 90],
    [2, 7, 84],
    [3, 6, 80],
    [4, 6, 74],
    [5, 6, 68],
  ])('%i players: hands of %i from the top, seat 0 first; %i cards left in order', (players, handSize, drawn) => {
    const deck = Random.fromSeed(`deal-${players}`).shuffled(FULL_DECK);
    const { state, events } = theGame.setup(players, theGame.options.parse({}), Random.fromSeed('x'), { deck });
    state.hands.forEach((hand, seat) => expect(hand).toEqual(deck.slice(seat * handSize, (seat + 1) * handSize).sort((a, b) => a - b)));
    expect(state.drawPile).toEqual(deck.slice(players * handSize));
    expect(state.drawPile).toHaveLength(drawn);
    expect(seenEvent(events, 'gameStarted')).toEqual({ type: 'gameStarted', players, handSize, extreme: false, commandCards: null });
    // dealt: the cards only to that seat; others see seat and count.
    const dealt = events.filter((event) => event.type === 'dealt');
    expect(dealt).toHaveLength(players);
    expect(eventFor(dealt[0]!, 0)).toEqual({ type: 'dealt', seat: 0, count: handSize, cards: state.hands[0] });
    expect(eventFor(dealt[0]!, null)).toEqual({ type: 'dealt', seat: 0, count: handSize });
    if (players > 1) expect(eventFor(dealt[0]!, 1)).toEqual({ type: 'dealt', seat: 0, count: handSize });
  });
});

describe('R3 empty hands are skipped', () => {
  it('a seat without cards is never awaited and has no moves; play goes on', () => {
    let state = position({ players: 3, active: 2, piles: { up1: 90, down1: 10 }, hands: { 0: [4], 1: [], 2: [5, 96] }, drawCount: 0 });
    expect(theGame.legalMoves(state, 1)).toEqual([]);
    state = play(state, 2, 96, 'up1').state;
    const ended = endTurn(state, 2);
    expect(theGame.awaiting(ended.state)).toEqual([0]);
    state = endTurn(play(ended.state, 0, 4, 'down1').state, 0).state;
    expect(theGame.awaiting(state)).toEqual([2]);
  });
});

describe('R4 minimum', () => {
  it('is 2 while the draw pile holds a card and 1 once it is empty', () => {
    // Seat 1 draws the last card of the pile: seat 0's next turn needs only 1 card.
    let state = position({ players: 2, active: 1, piles: { up1: 90, down1: 10 }, hands: { 0: [91, 92, 93, 94, 95, 96, 97], 1: [40, 41, 42, 43, 44, 45, 46] }, drawTop: [50], drawCount: 1 });
    expect(state.minimum).toBe(2);
    state = play(state, 1, 40, 'up2').state;
    state = play(state, 1, 41, 'up2').state;
    const ended = endTurn(state, 1);
    expect(seenEvent(ended.events, 'cardsDrawn', 1)).toMatchObject({ count: 1, cards: [50] });
    expect(seenEvent(ended.events, 'turnStarted')).toMatchObject({ seat: 0, minimum: 1 });
    expect(viewOf(ended.state, 0).minimum).toBe(1);
    expect(viewOf(ended.state, 0).you!.canEndTurn).toBe(false);
  });

  /** Seat 1 finishes a turn; then seat 0 starts with `hand` while the draw pile lasts. */
  function smallHandAtTurnStart(hand: number[]) {
    const seatOne = [60, 61, 63, 64, 65, 67, 68];
    let state = position({ players: 2, extreme: true, active: 1, hands: { 0: hand, 1: seatOne }, drawCount: 98 - hand.length - 7 });
    state = play(state, 1, 60, 'up1').state;
    state = play(state, 1, 61, 'up1').state;
    return endTurn(state, 1);
  }

  it('a single card that is no Stop cannot make the minimum of 2: lost-stuck', () => {
    const { state, events } = smallHandAtTurnStart([50]);
    expect(seenEvent(events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-stuck', cardsLeft: 1 + 7 + 88, seat: 0 });
    expect(theGame.outcome(state)).toEqual({ reason: 'lost-stuck', winners: [], scores: [96, 96] });
  });

  it('a single Stop can end the turn alone', () => {
    const { state } = smallHandAtTurnStart([45]);
    expect(theGame.outcome(state)).toBeNull();
    expect(theGame.legalMoves(state, 0)).toEqual([{ type: 'play', card: 45, pile: 'up2' }, { type: 'play', card: 45, pile: 'down1' }, { type: 'play', card: 45, pile: 'down2' }]);
    const stop = play(state, 0, 45, 'down1');
    expect(seenEvent(stop.events, 'turnEnded')).toEqual({ type: 'turnEnded', seat: 0, cardsPlayed: 1, by: 'stop' });
  });
});

describe('R5 no slips', () => {
  it('refuses a play after which the turn cannot be finished, and an early endTurn', () => {
    const state = position({ players: 1, active: 0, piles: { up1: 90, up2: 95, down1: 12, down2: 8 }, hands: { 0: [30, 40, 45, 50, 60, 70, 91, 92] }, drawCount: 10 });
    expect(playCodeOf(state, 0, 92, 'up1')).toBe('DEAD_END');
    expect(viewOf(state, 0).you!.legalPlays).toEqual([{ card: 91, pile: 'up1' }]);
    expect(codeOf(play(state, 0, 91, 'up1').state, 0, { type: 'endTurn' })).toBe('TOO_FEW_CARDS_PLAYED');
  });
});

describe('R6 when the game is lost', () => {
  it('only at a turn start: every position legal plays reach within a turn has a way on', () => {
    // A hand with two skulls, a "3!" and a Stop; every sequence of legal plays is explored.
    const start = extremeTurn([6, 10, 45, 48, 50, 51, 53], { up1: 30, down1: 60 });
    const seen = new Set<string>();
    let turnsEnded = 0;
    const explore = (state: TheGameState): void => {
      const key = JSON.stringify(state.piles);
      if (seen.has(key)) return;
      seen.add(key);
      const moves = theGame.legalMoves(state, 0);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) {
        const after = theGame.apply(state, 0, move).state;
        if (after.active === 0) explore(after);
        else turnsEnded++;
      }
    };
    explore(start);
    expect(seen.size).toBeGreaterThan(100);
    expect(turnsEnded).toBeGreaterThan(100);
  });

  it('lost-skull counts the unplayable skull among the cards left (E8 B2)', () => {
    const state = position({
      players: 1,
      extreme: true,
      active: 0,
      piles: { up1: 40, up2: 50, down1: 60, down2: [59, 58, 57, 56, 55, 54, 53, 52, 51, 61, 71, 70] },
      hands: { 0: [65, 66] },
      drawCount: 0,
    });
    const ended = endTurn(play(state, 0, 65, 'up1').state, 0);
    expect(theGame.outcome(ended.state)).toEqual({ reason: 'lost-skull', winners: [], scores: [1] });
  });
});

describe('R7 a turn ends only by endTurn or a Stop', () => {
  it('a player who emptied the hand must still send endTurn', () => {
    let state = position({ players: 2, active: 0, piles: { up1: 96, down1: 5 }, hands: { 0: [97, 98], 1: [99, 2] }, drawCount: 0 });
    state = play(state, 0, 97, 'up1').state;
    state = play(state, 0, 98, 'up1').state;
    expect(state.hands[0]).toEqual([]);
    expect(theGame.awaiting(state)).toEqual([0]);
    expect(theGame.legalMoves(state, 0)).toEqual([{ type: 'endTurn' }]);
    expect(theGame.awaiting(endTurn(state, 0).state)).toEqual([1]);
  });
});

describe('R8 infinity timing', () => {
  it('a noBackwards card may be placed by a trick when none showed, then forbids tricks', () => {
    let state = extremeTurn([17, 50, 70, 71, 72, 74, 75], { down1: 7, up2: 60 });
    const placed = play(state, 0, 17, 'down1');
    expect(seenEvent(placed.events, 'cardPlayed')).toMatchObject({ card: 17, trick: true, command: 'noBackwards' });
    state = placed.state;
    expect(playCodeOf(state, 0, 50, 'up2')).toBe('BACKWARDS_TRICK_FORBIDDEN');
  });

  it('the play that covers a noBackwards card is still governed by it', () => {
    const state = extremeTurn([42, 60, 61, 63, 64, 65, 67], { up1: 52 });
    expect(playCodeOf(state, 0, 42, 'up1')).toBe('BACKWARDS_TRICK_FORBIDDEN');
  });

  it('the play that covers a single-pile card is still governed; the next one is free', () => {
    let state = extremeTurn([40, 50, 60, 92, 93, 95, 96], { up1: 38 });
    state = play(state, 0, 92, 'down1').state;
    expect(playCodeOf(state, 0, 40, 'up1')).toBe('SINGLE_PILE_REQUIRED');
    let free = play(extremeTurn([40, 50, 60, 92, 93, 95, 96], { up1: 38 }), 0, 40, 'up1').state;
    free = play(free, 0, 92, 'down1').state;
    expect(free.turnPlays).toHaveLength(2);
  });
});

describe('R9 single pile follows the most recent play', () => {
  it('a turn that began on two piles is never locked', () => {
    let state = extremeTurn([40, 55, 56, 57, 58, 88, 92], { up1: 38, up2: 50, down1: 95, down2: 60 });
    state = play(state, 0, 40, 'up1').state;
    state = play(state, 0, 92, 'down1').state;
    state = play(state, 0, 55, 'up2').state;
    expect(viewOf(state, 0).you!.legalPlays).toEqual([
      { card: 56, pile: 'up2' },
      { card: 57, pile: 'up2' },
      { card: 58, pile: 'up2' },
      { card: 88, pile: 'up2' },
    ]);
  });
});

describe('R10 draw one', () => {
  it('exactly one card however many draw-one cards show', () => {
    let state = extremeTurn([50, 60, 65, 70, 71, 72, 74], { up1: 24, up2: 41 });
    state = play(state, 0, 74, 'down1').state;
    state = play(state, 0, 72, 'down1').state;
    const ended = endTurn(state, 0);
    expect(seenEvent(ended.events, 'cardsDrawn', 0)).toMatchObject({ count: 1, limitedByDrawOne: true });
    expect(ended.state.hands[0]).toHaveLength(6);
  });

  it('checked when the turn ends: played and covered in the same turn means a normal refill', () => {
    const start = () => extremeTurn([59, 60, 65, 70, 71, 72, 74]);
    const covered = endTurn(play(play(start(), 0, 59, 'up1').state, 0, 60, 'up1').state, 0);
    expect(seenEvent(covered.events, 'cardsDrawn', 0)).toMatchObject({ count: 2, limitedByDrawOne: false });
    const showing = endTurn(play(play(start(), 0, 59, 'up1').state, 0, 60, 'up2').state, 0);
    expect(seenEvent(showing.events, 'cardsDrawn', 0)).toMatchObject({ count: 1, limitedByDrawOne: true });
  });
});

describe('R11 silence', () => {
  it('wipes hints, requests and shown counts when it appears; refuses talk while it shows', () => {
    let state = extremeTurn([13, 14, 15, 21, 22, 23, 25]);
    state = act(state, 1, { type: 'hint', command: 'skull', signal: 'avoid' }).state;
    state = act(state, 1, { type: 'showCommands' }).state;
    state = act(state, 0, { type: 'hint', pile: 'up1', signal: 'canPlayWell' }).state;
    const silenced = play(state, 0, 13, 'up1');
    expect(eventTypes(silenced.events)).toEqual(['cardPlayed', 'hintsCleared']);
    state = silenced.state;
    expect(state.hints).toEqual([
      { piles: {}, avoid: [], shownCounts: null },
      { piles: {}, avoid: [], shownCounts: null },
    ]);
    expect(codeOf(state, 1, { type: 'showCommands' })).toBe('COMMUNICATION_FORBIDDEN');
    expect(codeOf(state, 1, { type: 'hint', command: 'stop', signal: 'avoid' })).toBe('COMMUNICATION_FORBIDDEN');
    // Covered in the same turn: talk is allowed again.
    state = play(state, 0, 14, 'up1').state;
    expect(act(state, 1, { type: 'showCommands' }).events).toHaveLength(1);
  });
});

describe('R12 Stop', () => {
  it('as 2nd card without a "3!" ends the turn with 2 cards', () => {
    const state = play(extremeTurn([45, 50, 60, 65, 70, 71, 72]), 0, 50, 'up1').state;
    const stop = play(state, 0, 45, 'down1');
    expect(seenEvent(stop.events, 'turnEnded')).toEqual({ type: 'turnEnded', seat: 0, cardsPlayed: 2, by: 'stop' });
  });

  it('obeys the backwards-trick and single-pile commands like any card', () => {
    const trick = extremeTurn([45, 50, 60, 65, 70, 71, 72], { up1: 17, down1: 35 });
    expect(playCodeOf(trick, 0, 45, 'down1')).toBe('BACKWARDS_TRICK_FORBIDDEN');
    const single = play(extremeTurn([40, 45, 50, 60, 65, 70, 71], { up1: 38 }), 0, 40, 'down1').state;
    expect(playCodeOf(single, 0, 45, 'up1')).toBe('SINGLE_PILE_REQUIRED');
  });

  it('does not waive the skull rule nor the "3!" count (E3, E4)', () => {
    let state = play(extremeTurn([6, 10, 45, 50, 60, 65, 70]), 0, 6, 'up1').state;
    expect(playCodeOf(state, 0, 45, 'up2')).toBe('SKULL_NOT_COVERED');
    expect(play(state, 0, 45, 'up1').state.active).toBe(1);
    state = play(extremeTurn([6, 10, 45, 50, 60, 65, 70]), 0, 10, 'up1').state;
    expect(playCodeOf(state, 0, 45, 'up2')).toBe('STOP_NOT_THIRD');
  });
});

describe('R13 "3!" counts every card of the turn', () => {
  it('a "3!" as 3rd card ends a 3-card turn; as 4th it is refused', () => {
    let state = extremeTurn([10, 50, 51, 53, 54, 56, 57]);
    state = play(state, 0, 50, 'up1').state;
    state = play(state, 0, 51, 'up1').state;
    const third = play(state, 0, 10, 'up2').state;
    expect(theGame.legalMoves(third, 0)).toEqual([{ type: 'endTurn' }]);
    state = play(state, 0, 53, 'up1').state;
    expect(playCodeOf(state, 0, 10, 'up2')).toBe('THREE_EXCEEDED');
  });

  it('a second "3!" asks for the same 3 cards', () => {
    let state = extremeTurn([10, 27, 50, 51, 53, 54, 56]);
    state = play(state, 0, 10, 'up1').state;
    state = play(state, 0, 27, 'up1').state;
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('THREE_NOT_MET');
    state = play(state, 0, 50, 'up1').state;
    expect(theGame.legalMoves(state, 0)).toEqual([{ type: 'endTurn' }]);
  });
});

describe('R14 skull', () => {
  it('must be covered on its own pile; a covering skull must be covered too', () => {
    let state = extremeTurn([6, 48, 50, 60, 65, 70, 71]);
    state = play(state, 0, 6, 'up1').state;
    state = play(state, 0, 60, 'up2').state;
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('SKULL_NOT_COVERED');
    state = play(state, 0, 48, 'up1').state;
    expect(viewOf(state, null).skullPiles).toEqual(['up1']);
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('SKULL_NOT_COVERED');
    state = play(state, 0, 50, 'up1').state;
    expect(viewOf(state, null).skullPiles).toEqual([]);
    expect(endTurn(state, 0).state.active).toBe(1);
  });

  it('a skull as 3rd card of a "3!" turn is a dead end', () => {
    const state = play(play(extremeTurn([10, 48, 50, 60, 65, 70, 71]), 0, 10, 'up1').state, 0, 60, 'up2').state;
    expect(playCodeOf(state, 0, 48, 'down1')).toBe('DEAD_END');
  });
});

describe('R15 command layout', () => {
  const quarter = (card: number) => (card <= 25 ? 0 : card <= 50 ? 1 : card <= 75 ? 2 : 3);

  it('fixed: the table of §2, the cards n with n mod 7 in {3, 6}', () => {
    const { events } = newGame(2, { extreme: true });
    const commandCards = seenEvent(events, 'gameStarted').commandCards as Record<string, number[]>;
    expect(commandCards).toEqual({
      stop: [3, 45, 62, 80],
      skull: [6, 48, 66, 83],
      three: [10, 27, 69, 87],
      silence: [13, 31, 73, 90],
      noBackwards: [17, 34, 52, 94],
      singlePile: [20, 38, 55, 97],
      drawOne: [24, 41, 59, 76],
    });
    expect(Object.values(commandCards).flat().sort((a, b) => a - b)).toEqual(FULL_DECK.filter((n) => n % 7 === 3 || n % 7 === 6));
  });

  it('random: one card of every command per quarter, from the seed, public from the start', () => {
    const layouts = ['a', 'b', 'c'].map((seed) => {
      const { state, events } = newGame(3, { extreme: true, commandLayout: 'random' }, undefined, seed);
      const cards = seenEvent(events, 'gameStarted').commandCards as Record<string, number[]>;
      expect(viewOf(state, null).commandCards).toEqual(cards);
      expect(Object.keys(cards)).toEqual([...COMMANDS]);
      for (const code of COMMANDS) expect(cards[code]!.map(quarter)).toEqual([0, 1, 2, 3]);
      expect(new Set(Object.values(cards).flat()).size).toBe(28);
      return cards;
    });
    expect(layouts[0]).not.toEqual(layouts[1]);
    expect(newGame(3, { extreme: true, commandLayout: 'random' }, undefined, 'a').events[0]).toEqual(
      newGame(3, { extreme: true, commandLayout: 'random' }, undefined, 'a').events[0],
    );
  });

  it('random: the layout is drawn before the shuffle (§4 step 2), the fixed layout draws nothing', () => {
    const random = Random.fromSeed('order');
    const layout = randomLookup(random);
    const deck = random.shuffled(FULL_DECK);
    const { state } = newGame(3, { extreme: true, commandLayout: 'random' }, undefined, 'order');
    expect(state.commandOf).toEqual(layout);
    state.hands.forEach((hand, seat) => expect(hand).toEqual(sortedNumbers(deck.slice(seat * 6, seat * 6 + 6))));
    expect(state.drawPile).toEqual(deck.slice(18));
    const fixed = newGame(3, { extreme: true }, undefined, 'order').state;
    expect(fixed.hands).toEqual(newGame(3, {}, undefined, 'order').state.hands);
  });

  it('is ignored without extreme: all cards plain, same shuffle as the default', () => {
    const random = newGame(3, { commandLayout: 'random' }, undefined, 'same').state;
    const fixed = newGame(3, {}, undefined, 'same').state;
    expect(random.commandOf.every((command) => command === 0)).toBe(true);
    expect(random.hands).toEqual(fixed.hands);
    expect(viewOf(random, null).commandCards).toBeNull();
  });
});

describe('R16 hints', () => {
  it('any seat, any time (also outside its turn), never changes who is awaited', () => {
    let state = play(newGame(3, { extreme: true }, []).state, 0, 2, 'up1').state;
    const hinted = act(state, 2, { type: 'hint', pile: 'down2', signal: 'keepOff' });
    expect(theGame.awaiting(hinted.state)).toEqual([0]);
    state = hinted.state;
    state = act(state, 2, { type: 'hint', pile: 'down2', signal: 'canPlayWell' }).state;
    state = act(state, 2, { type: 'hint', command: 'three', signal: 'avoid' }).state;
    state = act(state, 2, { type: 'hint', command: 'stop', signal: 'avoid' }).state;
    expect(viewOf(state, 1).hints[2]).toEqual({ seat: 2, piles: { down2: 'canPlayWell' }, avoid: ['stop', 'three'], shownCounts: null });
    const withdrawn = act(state, 2, { type: 'hint', pile: 'down2', signal: 'none' });
    expect(seenEvent(withdrawn.events, 'hintGiven')).toEqual({ type: 'hintGiven', seat: 2, pile: 'down2', signal: 'none' });
    expect(codeOf(withdrawn.state, 2, { type: 'hint', pile: 'down2', signal: 'none' })).toBe('HINT_UNCHANGED');
    expect(codeOf(withdrawn.state, 2, { type: 'hint', command: 'skull', signal: 'none' })).toBe('HINT_UNCHANGED');
    expect(codeOf(withdrawn.state, 2, { type: 'hint', command: 'stop', signal: 'avoid' })).toBe('HINT_UNCHANGED');
  });

  it('showCommands publishes the true counts; they stand until the hand changes', () => {
    // Seat 0 holds 2–7 with the fixed layout: 3 is a Stop, 6 a skull.
    let state = newGame(2, { extreme: true }, []).state;
    const shown = act(state, 0, { type: 'showCommands' });
    expect(seenEvent(shown.events, 'commandsShown')).toEqual({
      type: 'commandsShown',
      seat: 0,
      counts: { stop: 1, skull: 1, three: 0, silence: 0, noBackwards: 0, singlePile: 0, drawOne: 0 },
    });
    state = act(shown.state, 1, { type: 'showCommands' }).state;
    expect(codeOf(state, 0, { type: 'showCommands' })).toBe('HINT_UNCHANGED');
    state = play(state, 0, 2, 'up1').state;
    expect(state.hints[0]!.shownCounts).toBeNull();
    expect(state.hints[1]!.shownCounts).not.toBeNull();
    expect(act(state, 0, { type: 'showCommands' }).events).toHaveLength(1);
  });

  it('shown counts are removed when the hand changes by drawing (§9)', () => {
    let state = play(play(newGame(2, { extreme: true }, []).state, 0, 2, 'up1').state, 0, 4, 'up1').state;
    state = act(state, 0, { type: 'showCommands' }).state;
    state = act(state, 1, { type: 'showCommands' }).state;
    expect(state.hints[0]!.shownCounts).toEqual({ stop: 1, skull: 1, three: 0, silence: 0, noBackwards: 0, singlePile: 0, drawOne: 0 });
    const ended = endTurn(state, 0);
    expect(seenEvent(ended.events, 'cardsDrawn', 0)).toMatchObject({ count: 2 });
    expect(ended.state.hints[0]!.shownCounts).toBeNull();
    expect(ended.state.hints[1]!.shownCounts).not.toBeNull();
  });

  it('command hints and showCommands need extreme', () => {
    const state = newGame(2).state;
    expect(codeOf(state, 0, { type: 'hint', command: 'skull', signal: 'avoid' })).toBe('OPTION_NOT_ENABLED');
    expect(codeOf(state, 0, { type: 'showCommands' })).toBe('OPTION_NOT_ENABLED');
    expect(act(state, 0, { type: 'hint', pile: 'up1', signal: 'keepOff' }).events).toHaveLength(1);
  });
});

describe('R17 concession and resignation', () => {
  it('the active seat may concede; another seat may not', () => {
    const state = play(newGame(3, {}, []).state, 1, 8, 'up1').state;
    expect(codeOf(state, 0, { type: 'concede' })).toBe('NOT_YOUR_TURN');
    const conceded = act(state, 1, { type: 'concede' });
    expect(eventTypes(conceded.events)).toEqual(['gameEnded', 'handsRevealed']);
    expect(seenEvent(conceded.events, 'gameEnded')).toEqual({ type: 'gameEnded', outcome: 'lost-conceded', cardsLeft: 97, seat: 1 });
    expect(theGame.outcome(conceded.state)).toEqual({ reason: 'lost-conceded', winners: [], scores: [97, 97, 97] });
  });

  it('any seat may concede in the opening', () => {
    expect(theGame.outcome(act(newGame(4).state, 3, { type: 'concede' }).state)?.reason).toBe('lost-conceded');
  });

  it('a platform resignation by any seat is a concession', () => {
    const state = play(newGame(3, {}, []).state, 1, 8, 'up1').state;
    const resigned = theGame.resign(state, 2);
    expect(seenEvent(resigned.events, 'gameEnded')).toMatchObject({ outcome: 'lost-conceded', seat: 2 });
    expect(theGame.awaiting(resigned.state)).toEqual([]);
    expect(() => theGame.resign(resigned.state, 0)).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });
});

describe('R18 piles are public in full', () => {
  it('every view shows all cards of every pile and their tops', () => {
    let state = newGame(2, {}, [10, 20, 30, 95, 85, 50, 60]).state;
    state = playAll(state, 0, [
      { type: 'play', card: 30, pile: 'up1' },
      { type: 'play', card: 20, pile: 'up1' },
      { type: 'play', card: 95, pile: 'down2' },
    ]).state;
    for (const viewer of [null, 0, 1]) {
      const view = viewOf(state, viewer);
      expect(view.piles).toEqual({ up1: [30, 20], up2: [], down1: [], down2: [95] });
      expect(view.tops).toEqual({ up1: 20, up2: 1, down1: 100, down2: 95 });
      expect(view.turnPlays).toEqual([
        { card: 30, pile: 'up1', trick: false },
        { card: 20, pile: 'up1', trick: true },
        { card: 95, pile: 'down2', trick: false },
      ]);
    }
  });
});

describe('R19 final reveal', () => {
  it('hands and draw pile are shown once the game has ended, not before', () => {
    const state = newGame(2, {}, []).state;
    expect(viewOf(state, null).revealed).toBeNull();
    const conceded = act(state, 0, { type: 'concede' });
    const reveal = { hands: state.hands, drawPile: state.drawPile };
    expect(seenEvent(conceded.events, 'handsRevealed', null)).toEqual({ type: 'handsRevealed', ...reveal });
    expect(viewOf(conceded.state, null).revealed).toEqual(reveal);
  });
});

describe('§11 codes and their check order', () => {
  it('GAME_OVER comes first for every move', () => {
    const state = endedGame();
    expect(playCodeOf(state, 1, 99, 'up1')).toBe('GAME_OVER');
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('GAME_OVER');
    expect(codeOf(state, 0, { type: 'hint', command: 'skull', signal: 'avoid' })).toBe('GAME_OVER');
    expect(codeOf(state, 0, { type: 'showCommands' })).toBe('GAME_OVER');
    expect(codeOf(state, 0, { type: 'concede' })).toBe('GAME_OVER');
    expect(theGame.legalMoves(state, 0)).toEqual([]);
    expect(theGame.awaiting(state)).toEqual([]);
  });

  it('play: NOT_YOUR_TURN before CARD_NOT_IN_HAND before CARD_DOES_NOT_FIT', () => {
    const state = play(newGame(2, {}, []).state, 0, 2, 'up1').state;
    expect(playCodeOf(state, 1, 2, 'up1')).toBe('NOT_YOUR_TURN');
    expect(playCodeOf(state, 0, 2, 'up1')).toBe('CARD_NOT_IN_HAND');
    expect(playCodeOf(state, 0, 99, 'up1')).toBe('CARD_NOT_IN_HAND');
  });

  it('play: CARD_DOES_NOT_FIT before BACKWARDS_TRICK_FORBIDDEN before SINGLE_PILE_REQUIRED', () => {
    // noBackwards (17) on up1 and singlePile (38) on up2 show; the turn's last play went to down1.
    let state = extremeTurn([41, 50, 60, 85, 86, 88, 89], { up1: 17, up2: 38, down2: 40 });
    state = play(state, 0, 89, 'down1').state;
    expect(playCodeOf(state, 0, 41, 'up1')).toBe('SINGLE_PILE_REQUIRED');
    expect(playCodeOf(state, 0, 50, 'down2')).toBe('BACKWARDS_TRICK_FORBIDDEN');
    expect(playCodeOf(state, 0, 60, 'down2')).toBe('CARD_DOES_NOT_FIT');
  });

  it('play: SINGLE_PILE_REQUIRED before THREE_EXCEEDED before STOP_NOT_THIRD', () => {
    // A "3!" turn of 3 cards ending on up1 while a single-pile card shows on up2.
    let state = extremeTurn([10, 50, 51, 60, 62, 65, 70], { up2: 38 });
    state = playAll(state, 0, [
      { type: 'play', card: 10, pile: 'up1' },
      { type: 'play', card: 50, pile: 'up1' },
      { type: 'play', card: 51, pile: 'up1' },
    ]).state;
    expect(playCodeOf(state, 0, 60, 'up2')).toBe('SINGLE_PILE_REQUIRED');
    expect(playCodeOf(state, 0, 60, 'up1')).toBe('THREE_EXCEEDED');
    expect(playCodeOf(state, 0, 62, 'up1')).toBe('THREE_EXCEEDED');
  });

  it('play: a Stop after a "3!" must be the 3rd card, and then no skull may show', () => {
    // (STOP_NOT_THIRD, SKULL_NOT_COVERED and DEAD_END never meet on one play: a Stop passing
    // checks 6–7 is finishable, and a skull plus a "3!" already make a Stop the 3rd card.)
    const second = play(extremeTurn([6, 10, 45, 50, 60, 65, 70]), 0, 10, 'up2').state;
    expect(playCodeOf(second, 0, 45, 'up1')).toBe('STOP_NOT_THIRD');
    const skull = play(second, 0, 6, 'up1').state;
    expect(playCodeOf(skull, 0, 45, 'down1')).toBe('SKULL_NOT_COVERED');
    expect(play(skull, 0, 45, 'up1').state.active).toBe(1);
  });

  it('endTurn: NOT_YOUR_TURN, TOO_FEW_CARDS_PLAYED (also in the opening), THREE_NOT_MET, SKULL_NOT_COVERED in order', () => {
    expect(codeOf(newGame(3).state, 2, { type: 'endTurn' })).toBe('TOO_FEW_CARDS_PLAYED');
    let state = extremeTurn([6, 10, 45, 50, 60, 65, 70]);
    expect(codeOf(state, 1, { type: 'endTurn' })).toBe('NOT_YOUR_TURN');
    state = play(state, 0, 10, 'up2').state;
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('TOO_FEW_CARDS_PLAYED');
    state = play(state, 0, 6, 'up1').state;
    expect(codeOf(state, 0, { type: 'endTurn' })).toBe('THREE_NOT_MET');
    const skull = play(play(extremeTurn([6, 10, 45, 50, 60, 65, 70]), 0, 60, 'up2').state, 0, 6, 'up1').state;
    expect(codeOf(skull, 0, { type: 'endTurn' })).toBe('SKULL_NOT_COVERED');
  });

  it('hint: OPTION_NOT_ENABLED before COMMUNICATION_FORBIDDEN before HINT_UNCHANGED; concede: GAME_OVER before NOT_YOUR_TURN', () => {
    const silenced = play(extremeTurn([13, 14, 15, 21, 22, 23, 25]), 0, 13, 'up1').state;
    expect(codeOf(silenced, 1, { type: 'hint', pile: 'up1', signal: 'none' })).toBe('COMMUNICATION_FORBIDDEN');
    expect(codeOf(newGame(2).state, 1, { type: 'hint', command: 'skull', signal: 'none' })).toBe('OPTION_NOT_ENABLED');
    expect(codeOf(endedGame(), 0, { type: 'concede' })).toBe('GAME_OVER');
  });
});

describe('§9 timeouts', () => {
  it('endTurn when allowed, else the lowest legal play; in the opening only seat 0', () => {
    const opening = newGame(3, {}, [50, 40, 30, 20, 10, 5]).state;
    expect(theGame.timeoutMove!(opening, 0)).toEqual({ type: 'play', card: 5, pile: 'up1' });
    expect(theGame.timeoutMove!(opening, 1)).toBeNull();
    let state = play(opening, 0, 40, 'down1').state;
    expect(theGame.timeoutMove!(state, 0)).toEqual({ type: 'play', card: 5, pile: 'up1' });
    expect(theGame.timeoutMove!(state, 1)).toBeNull();
    state = play(state, 0, 5, 'up1').state;
    expect(theGame.timeoutMove!(state, 0)).toEqual({ type: 'endTurn' });
    // A position where the lowest card fits only the later piles.
    const late = position({ players: 1, active: 0, piles: { up1: 95, up2: 96, down1: 60 }, hands: { 0: [30, 40, 50, 55, 56, 57, 58, 59] }, drawCount: 10 });
    expect(theGame.timeoutMove!(late, 0)).toEqual({ type: 'play', card: 30, pile: 'down1' });
    expect(theGame.timeoutMove!(endedGame(), 0)).toBeNull();
  });
});

describe('views and events (§8)', () => {
  it('a seat sees its hand sorted and its legal plays; others and spectators do not', () => {
    const state = newGame(2, {}, [50, 10, 30, 20, 99, 2, 60]).state;
    const seat0 = viewOf(state, 0);
    expect(seat0.you!.hand).toEqual([2, 10, 20, 30, 50, 60, 99]);
    expect(seat0.you!.legalPlays).toHaveLength(28);
    expect(seat0.you!.canEndTurn).toBe(false);
    expect(viewOf(state, 1).you!.hand).not.toContain(50);
    expect(viewOf(state, null).you).toBeNull();
    const after = play(state, 0, 50, 'up1').state;
    expect(viewOf(after, 1).you!.legalPlays).toEqual([]);
    expect(viewOf(after, 0).activeSeat).toBe(0);
    expect(viewOf(after, 1).handCounts).toEqual([6, 7]);
  });

  it('canEndTurn is true for the active seat only', () => {
    const state = play(play(newGame(3, {}, []).state, 1, 8, 'up1').state, 1, 9, 'up1').state;
    expect(viewOf(state, 1).you!.canEndTurn).toBe(true);
    expect(theGame.legalMoves(state, 1)).toContainEqual({ type: 'endTurn' });
    for (const viewer of [0, 2]) {
      expect(viewOf(state, viewer).you!.canEndTurn).toBe(false);
      expect(theGame.legalMoves(state, viewer)).toEqual([]);
    }
  });

  it('cardsDrawn shows the cards to the drawing seat only', () => {
    const state = play(play(newGame(2, {}, []).state, 0, 2, 'up1').state, 0, 3, 'up1').state;
    const drawn = endTurn(state, 0).events.find((event) => event.type === 'cardsDrawn')!;
    expect(eventFor(drawn, 0)).toEqual({ type: 'cardsDrawn', seat: 0, count: 2, limitedByDrawOne: false, cards: [16, 17] });
    expect(eventFor(drawn, 1)).toEqual({ type: 'cardsDrawn', seat: 0, count: 2, limitedByDrawOne: false });
    expect(eventFor(drawn, null)).toEqual({ type: 'cardsDrawn', seat: 0, count: 2, limitedByDrawOne: false });
  });
});

describe('setup errors and schemas', () => {
  const options = theGame.options.parse({});

  it('refuses a bad player count', () => {
    for (const players of [0, 6, 2.5]) {
      expect(() => theGame.setup(players, options, Random.fromSeed('x'))).toThrow(SetupError);
      expect(() => theGame.setup(players, options, Random.fromSeed('x'))).toThrow(expect.objectContaining({ code: 'INVALID_PLAYER_COUNT' }));
    }
  });

  it('refuses a stacked deck that is not the cards 2…99 once each', () => {
    const bad = [FULL_DECK.slice(1), [...FULL_DECK.slice(0, 97), 3], [1, ...FULL_DECK.slice(1)], [...FULL_DECK.slice(0, 97), 100], ['2', ...FULL_DECK.slice(1)]];
    for (const deck of bad) {
      expect(() => theGame.setup(2, options, Random.fromSeed('x'), { deck })).toThrow(expect.objectContaining({ code: 'INVALID_DECK' }));
    }
    expect(theGame.setup(2, options, Random.fromSeed('x'), { deck: stackedDeck([99]) }).state.hands[0]).toContain(99);
  });

  it('options: defaults filled, unknown keys and wrong types refused', () => {
    expect(theGame.options.parse({})).toEqual({ extreme: false, commandLayout: 'fixed' });
    for (const bad of [{ extreme: 'yes' }, { commandLayout: 'shuffled' }, { players: 3 }]) expect(theGame.options.safeParse(bad).success).toBe(false);
    expect(theGame.stack.safeParse({ decks: [] }).success).toBe(false);
  });

  it('moves: the schema refuses malformed input', () => {
    const good = [
      { type: 'play', card: 2, pile: 'up1' },
      { type: 'play', card: 99, pile: 'down2' },
      { type: 'endTurn' },
      { type: 'hint', pile: 'down1', signal: 'keepOff' },
      { type: 'hint', command: 'drawOne', signal: 'avoid' },
      { type: 'showCommands' },
      { type: 'concede' },
    ];
    const bad = [
      { type: 'play', card: 1, pile: 'up1' },
      { type: 'play', card: 100, pile: 'up1' },
      { type: 'play', card: 2.5, pile: 'up1' },
      { type: 'play', card: '50', pile: 'up1' },
      { type: 'play', card: 50, pile: 'up3' },
      { type: 'play', card: 50 },
      { type: 'endTurn', now: true },
      { type: 'hint', pile: 'up1', command: 'stop', signal: 'none' },
      { type: 'hint', signal: 'none' },
      { type: 'hint', pile: 'up1', signal: 'avoid' },
      { type: 'hint', command: 'stop', signal: 'keepOff' },
      { type: 'hint', command: 'joker', signal: 'avoid' },
      { type: 'hint', pile: 'up1', signal: 'keepOff', text: '57' },
      { type: 'pass' },
      { card: 50, pile: 'up1' },
    ];
    for (const move of good) expect(theGame.move.safeParse(move).success, JSON.stringify(move)).toBe(true);
    for (const move of bad) expect(theGame.move.safeParse(move).success, JSON.stringify(move)).toBe(false);
  });
});

describe('interactions at a glance (§6.5)', () => {
  it('Stop as 3rd card after a "3!" ends the turn with exactly 3 cards', () => {
    const state = play(play(extremeTurn([10, 45, 50, 60, 65, 70, 71]), 0, 10, 'up1').state, 0, 50, 'up1').state;
    expect(seenEvent(play(state, 0, 45, 'down1').events, 'turnEnded')).toMatchObject({ cardsPlayed: 3, by: 'stop' });
  });

  it('the view tells that a "3!" was played and which pile shows a skull', () => {
    const state = play(play(extremeTurn([6, 10, 45, 50, 60, 65, 70]), 0, 10, 'up2').state, 0, 6, 'up1').state;
    const view = viewOf(state, null);
    expect(view.threePlayed).toBe(true);
    expect(view.skullPiles).toEqual(['up1']);
    expect(pileOf(state, 'up2')).toEqual([10]);
  });
});

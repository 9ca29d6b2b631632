/**
 * Every numbered ruling (§10), the clarification C1, every rule-violation code (§11) with the
 * check order of §5.3, and every setup error.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../engine/index.js';
import { flip7 } from '../../../engine/games/flip-7/index.js';
import { FULL_DECK } from '../../../engine/games/flip-7/cards.js';
import { roundScore } from '../../../engine/games/flip-7/flow.js';
import { Table, draws, eventList, restAfter, setupCode, stackedDeck } from './helpers.js';

/** Setup as the platform runs it: options and stack parsed by the game's schemas first. */
const setupWith = (players: number, options: unknown = {}, stack: unknown = {}) =>
  flip7.setup(players, flip7.options.parse(options), Random.fromSeed('setup'), flip7.stack.parse(stack));

describe('rulings', () => {
  it('R1: the game ends after a round in which at least one total reaches the target', () => {
    const t = new Table(2, ['10', '2'], { targetScore: 10 });
    t.play(0, { type: 'stay' });
    t.play(1, { type: 'stay' });
    expect(t.last('gameEnded')).toEqual([{ winners: [0], totals: [10, 2] }]);
    expect(flip7.outcome(t.state)).toEqual({ reason: 'completed', winners: [0], scores: [10, 2] });

    const below = new Table(2, ['10', '2'], { targetScore: 11 });
    below.play(0, { type: 'stay' });
    below.play(1, { type: 'stay' });
    expect(flip7.outcome(below.state)).toBeNull();
    expect(below.last('roundStarted')).toEqual([{ round: 2, dealer: 0 }]);
  });

  it('R2: an action drawn on a hit takes effect (it is offered), not only during the deal', () => {
    const t = new Table(2, ['5', '6', 'FRZ']);
    t.play(0, { type: 'hit' });
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'giveAction', card: 'FRZ', eligible: [0, 1] }]);
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.status(1)).toBe('frozen');
  });

  it('R3: round 1 dealer is n-1; the dealer moves clockwise; deal and first turn start left of the dealer', () => {
    const t = new Table(4, ['1', '2', '3', '4']);
    expect(eventList(t.events)[0]).toEqual({ type: 'roundStarted', round: 1, dealer: 3 });
    expect(draws(t.events)).toEqual(['0<-1', '1<-2', '2<-3', '3<-4']);
    expect(t.view.turn).toBe(0);
    for (const seat of [0, 1, 2, 3]) t.play(seat, { type: 'stay' });
    const rest = restAfter(['1', '2', '3', '4']);
    expect(t.last('roundStarted')).toEqual([{ round: 2, dealer: 0 }]);
    expect(draws(t.events)).toEqual([`1<-${rest[0]}`, `2<-${rest[1]}`, `3<-${rest[2]}`, `0<-${rest[3]}`]);
    expect(t.view.turn).toBe(1);
    for (const seat of [1, 2, 3, 0]) t.play(seat, { type: 'stay' });
    expect(t.last('roundStarted')).toEqual([{ round: 3, dealer: 1 }]);
    expect(draws(t.events).map((draw) => draw.split('<-')[0])).toEqual(['2', '3', '0', '1']);
  });

  it('R4: a seat with Flip Three cards still gets its slot card; a seat busted during the deal is skipped', () => {
    const t = new Table(3, ['F3', '5', '5', '7', '8']);
    const events = t.play(0, { type: 'giveAction', target: 1 });
    expect(draws(events)).toEqual(['1<-5', '1<-5', '2<-7']);
    expect(t.status(1)).toBe('busted');
    expect(t.row(2)).toEqual(['7']);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);

    const e8 = new Table(3, ['F3', '4', '6', 'F3', '9', '2', '3', '11', '12']);
    e8.play(0, { type: 'giveAction', target: 2 });
    e8.play(2, { type: 'giveAction', target: 1 });
    expect(e8.row(1)).toEqual(['9', '2', '3', '11']); // three from Flip Three, then the slot card
  });

  it('R5: stay needs a card; a held Second Chance alone is enough', () => {
    const t = new Table(2, ['SC', '4']);
    expect(t.row(0)).toEqual([]);
    expect(flip7.legalMoves(t.state, 0)).toEqual([{ type: 'hit' }, { type: 'stay' }]);
    t.play(0, { type: 'stay' });
    expect(t.status(0)).toBe('stayed');

    const empty = new Table(2, ['FRZ', '3']);
    empty.play(0, { type: 'giveAction', target: 1 });
    expect(flip7.legalMoves(empty.state, 0)).toEqual([{ type: 'hit' }]);
    expect(empty.reject(0, { type: 'stay' })).toBe('NO_CARDS_TO_STAY');
  });

  it('R6: a first Second Chance is kept without a choice and used on the first duplicate, with no replacement card', () => {
    const t = new Table(2, ['3', '4', 'SC', '3', '9']);
    t.play(0, { type: 'hit' });
    expect(t.last('secondChanceKept')).toEqual([{ seat: 0 }]);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
    t.play(1, { type: 'stay' });
    const events = t.play(0, { type: 'hit' });
    expect(draws(events)).toEqual(['0<-3']);
    expect(t.last('secondChanceUsed')).toEqual([{ seat: 0, card: '3' }]);
    expect(t.status(0)).toBe('active');
    expect(t.row(0)).toEqual(['3']);
    expect(t.state.drawPile[0]).toBe('9'); // still on the pile
  });

  it('R7: a single eligible target gets the card automatically (forced); with none it is discarded', () => {
    // P1's Flip Three sets aside three Freezes: P1 freezes itself (a choice of two), P0 is then
    // the only active seat (forced), and the last Freeze has no target.
    const t = new Table(2, ['5', '6', 'F3', 'FRZ', 'FRZ', 'FRZ']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 1] }]);
    const events = t.play(1, { type: 'giveAction', target: 1 });
    expect(eventList(events).slice(0, 6)).toEqual([
      { type: 'actionGiven', from: 1, to: 1, card: 'FRZ', forced: false },
      { type: 'frozen', seat: 1 },
      { type: 'actionGiven', from: 1, to: 0, card: 'FRZ', forced: true },
      { type: 'frozen', seat: 0 },
      { type: 'actionDiscarded', seat: 1, card: 'FRZ', reason: 'noTarget' },
      { type: 'roundEnded', round: 1, reason: 'allOut', roundScores: [5, 6], totals: [5, 6] },
    ]);

    const lone = new Table(2, ['5', '6', '7', 'FRZ']);
    lone.play(0, { type: 'hit' });
    lone.play(1, { type: 'stay' });
    const forced = lone.play(0, { type: 'hit' });
    expect(eventList(forced).slice(1, 3)).toEqual([
      { type: 'actionGiven', from: 0, to: 0, card: 'FRZ', forced: true },
      { type: 'frozen', seat: 0 },
    ]);
  });

  it('R8: after a resolution the turn passes after the anchor, whoever was targeted', () => {
    const t = new Table(3, ['5', '6', '7', 'F3', '1', '2', '3']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 2 });
    expect(t.row(2)).toEqual(['7', '1', '2', '3']);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);

    // The anchor freezing itself: the turn still goes to the seat after it.
    const self = new Table(3, ['5', '6', '7', '8', 'FRZ']);
    self.play(0, { type: 'hit' });
    self.play(1, { type: 'hit' });
    self.play(1, { type: 'giveAction', target: 1 });
    expect(self.awaiting).toEqual([{ seat: 2, kind: 'turn' }]);
  });

  it('R9 and R10: a surplus Second Chance inside a Flip Three is offered at once and counts toward the three', () => {
    const t = new Table(3, ['5', 'SC', '7', 'F3', 'SC', '1', '2', '3']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 1 });
    // The engine waits on the Flip Three's target in the middle of its draws.
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'SC', eligible: [0, 2] }]);
    expect(t.view.flipThrees).toEqual([{ target: 1, drawn: 1, setAside: [] }]);
    expect(t.view.discard.F3).toBe(0); // R16: F3 waits with its record until the draws end
    const events = t.play(1, { type: 'giveAction', target: 2 });
    expect(t.view.seats[2]!.secondChance).toBe(true);
    expect(draws(events)).toEqual(['1<-1', '1<-2']); // the surplus was the first of three
    expect(t.last('flipThreeEnded')).toEqual([{ seat: 1, drawn: 3 }]);
    expect(t.view.discard.F3).toBe(1);
    expect(t.state.drawPile[0]).toBe('3');
  });

  it('R10 and §6.6: surplus Second Chances during the deal are handed off at once, by choice or forced', () => {
    const t = new Table(3, ['F3', 'SC', '4', '5', 'SC', 'SC', '9']);
    const events = t.play(0, { type: 'giveAction', target: 1 });
    expect(draws(events)).toEqual(['1<-SC', '1<-4', '1<-5', '1<-SC']); // P1's slot card is a second SC
    expect(t.view.phase).toBe('deal');
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'SC', eligible: [0, 2] }]);
    const handOff = t.play(1, { type: 'giveAction', target: 2 });
    expect(eventList(handOff)).toEqual([
      { type: 'actionGiven', from: 1, to: 2, card: 'SC', forced: false },
      { type: 'cardDrawn', seat: 2, card: 'SC', via: 'deal' },
      { type: 'actionGiven', from: 2, to: 0, card: 'SC', forced: true }, // only P0 holds none
    ]);
    expect(t.view.seats.map((seat) => seat.secondChance)).toEqual([true, true, true]);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(flip7.legalMoves(t.state, 0)).toEqual([{ type: 'hit' }, { type: 'stay' }]);
  });

  it('R9: a duplicate cancelled by a Second Chance counts, and the Flip Three goes on', () => {
    const t = new Table(2, ['SC', '5', 'F3', '4', '4', '6', '7']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 0 });
    expect(t.last('secondChanceUsed')).toEqual([{ seat: 0, card: '4' }]);
    expect(t.last('flipThreeEnded')).toEqual([{ seat: 0, drawn: 3 }]);
    expect(t.row(0)).toEqual(['4', '6']);
    expect(t.state.drawPile[0]).toBe('7');
  });

  it('R11: set-aside cards are given one at a time in the order drawn, each fully resolved first', () => {
    const t = new Table(3, ['5', '6', '7', 'F3', 'FRZ', 'F3', '8', '1', '2', '3']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 1, 2] }]);
    expect(t.view.flipThrees).toEqual([{ target: 1, drawn: 3, setAside: ['F3'] }]);
    t.play(1, { type: 'giveAction', target: 2 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'F3', eligible: [0, 1] }]);
    const events = t.play(1, { type: 'giveAction', target: 0 });
    expect(draws(events)).toEqual(['0<-1', '0<-2', '0<-3']);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
  });

  it('R12: a holder who busts before giving its set-aside cards loses them', () => {
    const t = new Table(3, ['5', '6', '7', 'F3', 'F3', 'FRZ', '8', '6']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'F3', eligible: [0, 1, 2] }]);
    const events = t.play(1, { type: 'giveAction', target: 1 });
    expect(eventList(events).slice(-3)).toEqual([
      { type: 'busted', seat: 1, card: '6' },
      { type: 'flipThreeEnded', seat: 1, drawn: 1 },
      { type: 'actionDiscarded', seat: 1, card: 'FRZ', reason: 'holderBusted' },
    ]);
    expect(t.view.flipThrees).toEqual([]);
    expect(t.awaiting).toEqual([{ seat: 2, kind: 'turn' }]);
  });

  it('R13: a Flip 7 inside a nested Flip Three during the deal ends the round at once', () => {
    const t = new Table(3, ['F3', '1', '2', 'F3', '3', 'F3', '4', '5', '6', '7', '8']);
    t.play(0, { type: 'giveAction', target: 1 });
    t.play(1, { type: 'giveAction', target: 1 });
    const events = t.play(1, { type: 'giveAction', target: 1 });
    const round1 = events.slice(0, events.findIndex((event) => event.type === 'roundStarted'));
    expect(draws(round1)).toEqual(['1<-5', '1<-6', '1<-7']);
    expect(eventList(round1).slice(-2)).toEqual([
      { type: 'flip7', seat: 1 },
      { type: 'roundEnded', round: 1, reason: 'flip7', roundScores: [0, 28 + 15, 0], totals: [0, 43, 0] },
    ]);
    expect(t.view.round).toBe(2);
    expect(t.view.discard).toMatchObject({ F3: 3 }); // the open record's F3 went back too
  });

  it('R14: a tie for the lead plays on; a lower tie does not matter', () => {
    const t = new Table(3, ['10', '10', '12'], { targetScore: 10 });
    for (const seat of [0, 1, 2]) t.play(seat, { type: 'stay' });
    expect(t.last('gameEnded')).toEqual([{ winners: [2], totals: [10, 10, 12] }]);
    expect(t.log.some((event) => event.type === 'tieContinues')).toBe(false);
  });

  it('R16: cards reach the discard pile when §6.8 says', () => {
    const t = new Table(3, ['5', 'FRZ', '5', '9']);
    expect(t.view.discard.FRZ).toBe(0); // a Freeze waiting for its target is not discarded yet
    t.play(1, { type: 'giveAction', target: 2 });
    expect(t.view.discard.FRZ).toBe(1);
    t.play(0, { type: 'hit' }); // P0 busts on 5: the busted row stays on the table
    expect(t.view.discard['5']).toBe(0);
    expect(t.view.seats[0]!.row).toEqual(['5', '5']);
    t.play(1, { type: 'hit' });
    t.play(1, { type: 'stay' });
    expect(t.view.discard).toMatchObject({ '5': 2, '9': 1 }); // rows go at round end
  });

  it('R17: 2 to 18 players', () => {
    expect(setupWith(2, {}).state.players).toBe(2);
    expect(setupWith(18, {}).state.players).toBe(18);
    for (const players of [0, 1, 19, 2.5]) expect(setupCode(() => setupWith(players))).toBe('INVALID_PLAYER_COUNT');
  });

  it('R18: busted and stayed rows and the discard counts are public, to seats and spectators alike', () => {
    const t = new Table(3, ['7', 'SC', '9', '7', '9', '8', '9']);
    t.play(0, { type: 'hit' });
    t.play(1, { type: 'stay' });
    for (const viewer of [null, 0, 1, 2]) {
      const view = flip7.view(t.state, viewer) as typeof t.view;
      expect(view.seats[0]).toMatchObject({ status: 'busted', row: ['7', '7'], roundScore: 0 });
      expect(view.seats[1]).toMatchObject({ status: 'stayed', row: [], secondChance: true });
      expect(view.drawPileCount).toBe(FULL_DECK.length - 4);
    }
  });

  it('R19: +k scores without numbers; x2 doubles only the number sum, never +k or the bonus', () => {
    const t = new Table(2, ['+4', '3', 'x2']);
    t.play(0, { type: 'hit' });
    expect(t.row(0)).toEqual(['+4', 'x2']);
    t.play(1, { type: 'stay' });
    t.play(0, { type: 'stay' });
    expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ roundScores: [4, 3] });

    const seat = (row: string[], status = 'stayed') => ({ status, row, secondChance: false, total: 0 }) as never;
    expect(roundScore(seat(['5', 'x2', '+10']), 15)).toBe(20);
    expect(roundScore(seat(['x2']), 15)).toBe(0);
    expect(roundScore(seat(['0', '1', '2', '3', '4', '5', '6', 'x2', '+2']), 15)).toBe(21 * 2 + 2 + 15);
    expect(roundScore(seat(['0', '1', '2', '3', '4', '5', '6']), 0)).toBe(21);
    expect(roundScore(seat(['5', '+10', '5'], 'busted'), 15)).toBe(0);
  });

  it('R20: the next round is dealt at once after scoring, with no move in between', () => {
    const t = new Table(2, ['5', '6', 'SC', '1']);
    t.play(0, { type: 'stay' });
    const events = t.play(1, { type: 'stay' });
    expect(eventList(events).map((event) => event.type)).toEqual(['stayed', 'roundEnded', 'roundStarted', 'cardDrawn', 'secondChanceKept', 'cardDrawn']);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
  });

  it('C1: `card` in giveAction must be an action code; a different action is ACTION_MISMATCH', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    expect(flip7.move.safeParse({ type: 'giveAction', target: 0, card: '5' }).success).toBe(false);
    expect(flip7.move.safeParse({ type: 'giveAction', target: 0, card: 'x2' }).success).toBe(false);
    expect(t.reject(1, { type: 'giveAction', target: 0, card: 'F3' })).toBe('ACTION_MISMATCH');
    t.play(1, { type: 'giveAction', target: 0, card: 'FRZ' });
    expect(t.status(0)).toBe('frozen');
  });
});

describe('Flip 7 and the bonus (§6.7, §7)', () => {
  // P0 collects 1…7 by plain hits while P2, still active, builds a row of its own.
  const top = ['1', '11', '10', '2', '9', '3', '8', '4', '+2', '5', '+4', '6', '12', '7'];

  function playToFlip7(options: object = {}) {
    const t = new Table(3, top, options);
    t.play(0, { type: 'hit' });
    t.play(1, { type: 'stay' });
    for (let i = 0; i < 5; i++) {
      t.play(2, { type: 'hit' });
      t.play(0, { type: 'hit' });
    }
    return t;
  }

  it('a Flip 7 on a plain hit ends the round at once; a seat still active scores its row', () => {
    const t = playToFlip7();
    const round1 = t.events.slice(0, t.events.findIndex((event) => event.type === 'roundStarted'));
    expect(eventList(round1)).toEqual([
      { type: 'cardDrawn', seat: 0, card: '7', via: 'hit' },
      { type: 'flip7', seat: 0 },
      { type: 'roundEnded', round: 1, reason: 'flip7', roundScores: [28 + 15, 11, 10 + 9 + 8 + 12 + 2 + 4], totals: [43, 11, 45] },
    ]);
    expect(t.view.round).toBe(2);
  });

  it('pays the flip7Bonus option, never doubled by x2 (E5 with other bonuses)', () => {
    for (const [flip7Bonus, score] of [
      [0, 27 * 2 + 4],
      [100, 27 * 2 + 4 + 100],
    ] as const) {
      const t = new Table(2, ['1', '11', '2', '3', '4', '5', 'x2', '+4', '12', 'F3', 'FRZ', '0'], { flip7Bonus });
      t.play(0, { type: 'hit' });
      t.play(1, { type: 'stay' });
      for (let i = 0; i < 7; i++) t.play(0, { type: 'hit' });
      expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ reason: 'flip7', roundScores: [score, 11] });
    }
    expect(playToFlip7({ flip7Bonus: 7 }).last('roundEnded')[0]).toMatchObject({ roundScores: [28 + 7, 11, 45] });
  });
});

describe('rule-violation codes and their order', () => {
  it('GAME_OVER comes first, for every seat and move, and for resign', () => {
    const t = new Table(2, ['10', '2'], { targetScore: 5 });
    t.play(0, { type: 'stay' });
    t.play(1, { type: 'stay' });
    for (const seat of [0, 1]) {
      expect(t.reject(seat, { type: 'hit' })).toBe('GAME_OVER');
      expect(t.reject(seat, { type: 'giveAction', target: 9, card: 'SC' })).toBe('GAME_OVER');
    }
    expect(() => flip7.resign(t.state, 0)).toThrowError(expect.objectContaining({ code: 'GAME_OVER' }));
    expect(flip7.legalMoves(t.state, 0)).toEqual([]);
  });

  it('NOT_YOUR_TURN precedes the pending-choice checks', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    expect(t.reject(0, { type: 'hit' })).toBe('NOT_YOUR_TURN');
    expect(t.reject(2, { type: 'giveAction', target: 0, card: 'SC' })).toBe('NOT_YOUR_TURN');
    t.play(1, { type: 'giveAction', target: 2 });
    expect(t.reject(1, { type: 'giveAction', target: 0 })).toBe('NOT_YOUR_TURN');
  });

  it('TARGET_CHOICE_PENDING for hit and stay, NO_ACTION_TO_GIVE for giveAction on a turn', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    expect(t.reject(1, { type: 'hit' })).toBe('TARGET_CHOICE_PENDING');
    expect(t.reject(1, { type: 'stay' })).toBe('TARGET_CHOICE_PENDING');
    t.play(1, { type: 'giveAction', target: 2 });
    expect(t.reject(0, { type: 'giveAction', target: 1 })).toBe('NO_ACTION_TO_GIVE');
    expect(t.reject(0, { type: 'giveAction', target: 99, card: 'SC' })).toBe('NO_ACTION_TO_GIVE');
  });

  it('NO_CARDS_TO_STAY', () => {
    const t = new Table(2, ['FRZ', '3']);
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(t.reject(0, { type: 'stay' })).toBe('NO_CARDS_TO_STAY');
  });

  it('giveAction checks run ACTION_MISMATCH, NO_SUCH_SEAT, TARGET_NOT_ACTIVE, TARGET_HAS_SECOND_CHANCE', () => {
    // P0 and P1 hold a Second Chance; P0 stays; P1's hit draws a surplus SC.
    const t = new Table(4, ['SC', 'SC', '5', '8', 'SC']);
    t.play(0, { type: 'stay' });
    t.play(1, { type: 'hit' });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'SC', eligible: [2, 3] }]);
    expect(t.reject(1, { type: 'giveAction', target: 4, card: 'FRZ' })).toBe('ACTION_MISMATCH');
    expect(t.reject(1, { type: 'giveAction', target: 4, card: 'SC' })).toBe('NO_SUCH_SEAT');
    expect(t.reject(1, { type: 'giveAction', target: 0 })).toBe('TARGET_NOT_ACTIVE'); // stayed, and holds an SC
    expect(t.reject(1, { type: 'giveAction', target: 1 })).toBe('TARGET_HAS_SECOND_CHANCE'); // the chooser itself
    t.play(1, { type: 'giveAction', target: 3, card: 'SC' });
    expect(t.view.seats[3]!.secondChance).toBe(true);
  });
});

describe('setup errors and schemas', () => {
  it('INVALID_OPTION: out-of-range or mistyped options are refused by the options schema, which the platform runs before setup', () => {
    for (const options of [
      { targetScore: 0, flip7Bonus: 15, tieRule: 'playOn' },
      { targetScore: 1001, flip7Bonus: 15, tieRule: 'playOn' },
      { targetScore: 2.5, flip7Bonus: 15, tieRule: 'playOn' },
      { targetScore: 200, flip7Bonus: -1, tieRule: 'playOn' },
      { targetScore: 200, flip7Bonus: 101, tieRule: 'playOn' },
      { targetScore: 200, flip7Bonus: 15, tieRule: 'split' },
      { targetScore: '200', flip7Bonus: 15, tieRule: 'playOn' },
      { targetScore: 200, flip7Bonus: 15, tieRule: 'playOn', extra: true },
    ]) {
      expect(flip7.options.safeParse(options).success).toBe(false);
    }
  });

  it('INVALID_DECK for a stacked deck that is not exactly the 94 cards', () => {
    const deck = stackedDeck([]);
    expect(setupWith(3, {}, { deck }).state.drawPile).toEqual(deck.slice(3)); // the deal took the top three
    const bad = [
      deck.slice(1),
      [...deck, '5'],
      ['13', ...deck.slice(1)],
      ['5', ...deck.slice(1)], // one 0 too few, one 5 too many
      [...deck.slice(0, 93), 'FRZ'], // the last SC replaced
    ];
    for (const candidate of bad) expect(setupCode(() => setupWith(3, {}, { deck: candidate }))).toBe('INVALID_DECK');
    // A deck that is not a list of codes, or a key other than `deck`, is refused by the stack schema.
    expect(flip7.stack.safeParse({ deck: deck.map((card) => (card === '7' ? 7 : card)) }).success).toBe(false);
    expect(flip7.stack.safeParse({ decks: [deck] }).success).toBe(false);
  });

  it('without a deck, setup shuffles the canonical deck with the seeded generator', () => {
    const a = flip7.setup(3, flip7.options.parse({}), Random.fromSeed('same'));
    const b = flip7.setup(3, flip7.options.parse({}), Random.fromSeed('same'));
    const c = flip7.setup(3, flip7.options.parse({}), Random.fromSeed('other'));
    expect(a).toEqual(b);
    expect(a.state.drawPile).not.toEqual(c.state.drawPile);
    const expected = Random.fromSeed('same').shuffled(FULL_DECK);
    const dealt = a.events.filter((event) => event.type === 'cardDrawn').map((event) => event.data.card);
    expect([...dealt, ...a.state.drawPile]).toEqual(expected);
  });

  it('the option schema fills defaults and refuses unknown keys and wrong types', () => {
    expect(flip7.options.parse({})).toEqual({ targetScore: 200, flip7Bonus: 15, tieRule: 'playOn' });
    expect(flip7.options.parse({ targetScore: 1, flip7Bonus: 0, tieRule: 'share' })).toEqual({ targetScore: 1, flip7Bonus: 0, tieRule: 'share' });
    expect(flip7.options.parse({ targetScore: 1000, flip7Bonus: 100 })).toMatchObject({ targetScore: 1000, flip7Bonus: 100 });
    for (const bad of [{ target: 100 }, { targetScore: 0 }, { targetScore: 1001 }, { flip7Bonus: 101 }, { flip7Bonus: 1.5 }, { tieRule: 'split' }, { targetScore: null }, null, 'x']) {
      expect(flip7.options.safeParse(bad).success).toBe(false);
    }
  });

  it('the move schema refuses malformed moves', () => {
    for (const good of [{ type: 'hit' }, { type: 'stay' }, { type: 'giveAction', target: 0 }, { type: 'giveAction', target: 17, card: 'SC' }]) {
      expect(flip7.move.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      {},
      { type: 'pass' },
      { type: 'hit', seat: 0 },
      { type: 'stay', card: 'SC' },
      { type: 'giveAction' },
      { type: 'giveAction', target: -1 },
      { type: 'giveAction', target: 1.5 },
      { type: 'giveAction', target: '1' },
      { type: 'giveAction', target: 1, card: 'FREEZE' },
      { type: 'giveAction', target: 1, extra: 1 },
      { type: 'HIT' },
      null,
    ]) {
      expect(flip7.move.safeParse(bad).success).toBe(false);
    }
  });

  it('the stack schema takes only `deck`, an array of strings', () => {
    expect(flip7.stack.safeParse({ deck: ['5'] }).success).toBe(true);
    expect(flip7.stack.safeParse({}).success).toBe(true);
    expect(flip7.stack.safeParse({ deck: [5] }).success).toBe(false);
    expect(flip7.stack.safeParse({ decks: [] }).success).toBe(false);
  });
});

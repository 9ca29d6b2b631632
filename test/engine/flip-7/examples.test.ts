/**
 * Every worked example of the spec (§12), step by step, with stacked decks: the top cards are
 * the example's, the rest of the deck follows in canonical order.
 */
import { describe, expect, it } from 'vitest';
import { flip7 } from '../../../engine/games/flip-7/index.js';
import { Table, draws, eventList, restAfter } from './helpers.js';
import { e11Position } from './positions.js';
import { Random } from '../../../engine/index.js';
import { canonicalCards } from '../../../engine/games/flip-7/cards.js';

describe('E1: plain round and the seed scoring', () => {
  const top = ['3', '5', '11', '4', '12', '+10'];

  it('deals, passes turns, lets the lone seat keep hitting and scores 29, 5, 11', () => {
    const t = new Table(3, top);
    expect(draws(t.events)).toEqual(['0<-3', '1<-5', '2<-11']);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(t.view.dealer).toBe(2);

    expect(draws(t.play(0, { type: 'hit' }))).toEqual(['0<-4']);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
    t.play(1, { type: 'stay' });
    t.play(2, { type: 'stay' });
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(draws(t.play(0, { type: 'hit' }))).toEqual(['0<-12']);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]); // the only active seat goes again
    expect(draws(t.play(0, { type: 'hit' }))).toEqual(['0<-+10']);
    expect(t.view.seats[0]!.roundScore).toBe(29);

    const events = t.play(0, { type: 'stay' });
    expect(t.last('roundEnded')).toEqual([{ round: 1, reason: 'allOut', roundScores: [29, 5, 11], totals: [29, 5, 11] }]);
    expect(t.view.lastRoundScores).toEqual([29, 5, 11]);

    // R20: round 2 starts at once: dealer P0, slots P1, P2, P0, from the 7th card, no reshuffle.
    const rest = restAfter(top);
    expect(t.last('roundStarted')).toEqual([{ round: 2, dealer: 0 }]);
    expect(events.some((event) => event.type === 'reshuffled')).toBe(false);
    expect(draws(events)).toEqual([`1<-${rest[0]}`, `2<-${rest[1]}`, `0<-${rest[2]}`]);
    expect(t.view.turn).toBe(1);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
  });
});

describe('E2: bust, and a Second Chance on a hit', () => {
  it('busts P0, uses P1’s Second Chance without a replacement card, scores 0, 9, 17', () => {
    const t = new Table(3, ['7', 'SC', '9', '7', '9', '8', '9']);
    expect(draws(t.events)).toEqual(['0<-7', '1<-SC', '2<-9']);
    expect(t.log.filter((event) => event.type === 'secondChanceKept').map((event) => event.data)).toEqual([{ seat: 1 }]);
    expect(t.view.seats[1]!.secondChance).toBe(true);

    t.play(0, { type: 'hit' });
    expect(t.last('busted')).toEqual([{ seat: 0, card: '7' }]);
    expect(t.status(0)).toBe('busted');
    expect(t.row(0)).toEqual(['7', '7']);

    t.play(1, { type: 'hit' }); // 9
    t.play(2, { type: 'hit' }); // 8
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]); // P0 is skipped

    const events = t.play(1, { type: 'hit' });
    expect(draws(events)).toEqual(['1<-9']); // no replacement card
    expect(t.last('secondChanceUsed')).toEqual([{ seat: 1, card: '9' }]);
    expect(t.status(1)).toBe('active');
    expect(t.row(1)).toEqual(['9']);
    expect(t.view.seats[1]!.secondChance).toBe(false);
    expect(t.awaiting).toEqual([{ seat: 2, kind: 'turn' }]);
    expect(t.view.discard.SC).toBe(1);
    expect(t.view.discard['9']).toBe(1);

    t.play(2, { type: 'stay' });
    t.play(1, { type: 'stay' });
    expect(t.last('roundEnded')[0]).toMatchObject({ reason: 'allOut', roundScores: [0, 9, 17] });
  });
});

describe('E3: Freeze during the deal, a non-turn seat awaited, stay with no cards', () => {
  it('waits on P1 mid-deal, freezes P2 before its slot and skips it', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    expect(draws(t.events)).toEqual(['0<-5', '1<-FRZ']);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 1, 2] }]);
    expect(flip7.awaiting(t.state)).toEqual([1]);
    expect(t.view.phase).toBe('deal');

    expect(t.reject(0, { type: 'hit' })).toBe('NOT_YOUR_TURN');

    const events = t.play(1, { type: 'giveAction', target: 2 });
    expect(eventList(events).slice(0, 2)).toEqual([
      { type: 'actionGiven', from: 1, to: 2, card: 'FRZ', forced: false },
      { type: 'frozen', seat: 2 },
    ]);
    expect(draws(events)).toEqual([]); // P2's slot is skipped, and the deal ends
    expect(t.status(2)).toBe('frozen');
    expect(t.row(2)).toEqual([]);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);

    t.play(0, { type: 'stay' });
    expect(t.reject(1, { type: 'stay' })).toBe('NO_CARDS_TO_STAY');
    expect(draws(t.play(1, { type: 'hit' }))).toEqual(['1<-8']);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
    t.play(1, { type: 'stay' });
    expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ roundScores: [5, 8, 0] });
  });
});

describe('E4: Flip Three with a set-aside Freeze and a Second Chance used inside it', () => {
  it('counts all three draws, has P1 give the Freeze, and passes the turn after the anchor P0', () => {
    const t = new Table(3, ['6', '10', '11', 'F3', 'FRZ', 'SC', '10']);
    t.play(0, { type: 'hit' });
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'giveAction', card: 'F3', eligible: [0, 1, 2] }]);

    const events = t.play(0, { type: 'giveAction', target: 1 });
    expect(eventList(events)).toEqual([
      { type: 'actionGiven', from: 0, to: 1, card: 'F3', forced: false },
      { type: 'flipThreeStarted', seat: 1 },
      { type: 'cardDrawn', seat: 1, card: 'FRZ', via: 'flipThree' },
      { type: 'actionSetAside', seat: 1, card: 'FRZ' },
      { type: 'cardDrawn', seat: 1, card: 'SC', via: 'flipThree' },
      { type: 'secondChanceKept', seat: 1 },
      { type: 'cardDrawn', seat: 1, card: '10', via: 'flipThree' },
      { type: 'secondChanceUsed', seat: 1, card: '10' },
      { type: 'flipThreeEnded', seat: 1, drawn: 3 },
    ]);
    expect(t.view.discard).toMatchObject({ F3: 1, SC: 1, '10': 1 });
    expect(t.view.flipThrees).toEqual([{ target: 1, drawn: 3, setAside: [] }]);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 1, 2] }]);

    expect(t.reject(1, { type: 'hit' })).toBe('TARGET_CHOICE_PENDING');
    expect(t.reject(0, { type: 'giveAction', target: 2 })).toBe('NOT_YOUR_TURN');

    t.play(1, { type: 'giveAction', target: 2 });
    expect(t.status(2)).toBe('frozen');
    expect(t.view.flipThrees).toEqual([]);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]); // R8: after the anchor P0

    t.play(1, { type: 'stay' });
    t.play(0, { type: 'stay' });
    expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ roundScores: [6, 10, 11] });
  });
});

describe('E5: a lone player’s forced Flip Three ends in Flip 7 with x2 and +4', () => {
  it('gives F3 automatically, stops at the 7th number and scores 73', () => {
    const t = new Table(2, ['1', '11', '2', '3', '4', '5', 'x2', '+4', '12', 'F3', 'FRZ', '0']);
    t.play(0, { type: 'hit' });
    t.play(1, { type: 'stay' });
    for (let i = 0; i < 6; i++) t.play(0, { type: 'hit' });
    expect(t.row(0)).toEqual(['1', '2', '3', '4', '5', 'x2', '+4', '12']);

    const events = t.play(0, { type: 'hit' });
    const round1 = eventList(events.slice(0, events.findIndex((event) => event.type === 'roundStarted')));
    expect(round1).toEqual([
      { type: 'cardDrawn', seat: 0, card: 'F3', via: 'hit' },
      { type: 'actionGiven', from: 0, to: 0, card: 'F3', forced: true },
      { type: 'flipThreeStarted', seat: 0 },
      { type: 'cardDrawn', seat: 0, card: 'FRZ', via: 'flipThree' },
      { type: 'actionSetAside', seat: 0, card: 'FRZ' },
      { type: 'cardDrawn', seat: 0, card: '0', via: 'flipThree' },
      { type: 'flip7', seat: 0 },
      { type: 'actionDiscarded', seat: 0, card: 'FRZ', reason: 'roundEnded' },
      { type: 'roundEnded', round: 1, reason: 'flip7', roundScores: [73, 11], totals: [73, 11] },
    ]);
    // Everything went back to the discard pile: the F3 of the open record too.
    expect(t.view.round).toBe(2);
  });
});

describe('E6: surplus Second Chance', () => {
  it('offers the surplus to seats holding none, then discards one with no eligible seat', () => {
    const t = new Table(4, ['SC', '5', '6', '8', 'SC', 'SC']);
    expect(t.view.seats[0]!.secondChance).toBe(true);
    t.play(0, { type: 'hit' });
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'giveAction', card: 'SC', eligible: [1, 2, 3] }]);
    expect(t.reject(0, { type: 'giveAction', target: 0 })).toBe('TARGET_HAS_SECOND_CHANCE');
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.view.seats[1]!.secondChance).toBe(true);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);

    t.play(1, { type: 'stay' });
    t.play(2, { type: 'stay' });
    t.play(3, { type: 'stay' });
    t.play(0, { type: 'hit' });
    expect(t.last('actionDiscarded')).toEqual([{ seat: 0, card: 'SC', reason: 'noTarget' }]);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(t.view.legalMoves).toBeUndefined(); // spectator view
    expect(flip7.legalMoves(t.state, 0)).toEqual([{ type: 'hit' }, { type: 'stay' }]);
    t.play(0, { type: 'stay' });
    expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ roundScores: [0, 5, 6, 8] });
    // §6.6: unused Second Chances score nothing and are discarded at round end (with the third, discarded for want of a target).
    expect(t.view.discard.SC).toBe(3);
  });
});

describe('E7: tie at the target', () => {
  const top = ['10', '10', '12', '11'];

  it('plays on after a tie, then P1 wins 22 to 21', () => {
    const t = new Table(2, top, { targetScore: 10 });
    t.play(0, { type: 'stay' });
    const events = t.play(1, { type: 'stay' });
    expect(t.last('tieContinues')).toEqual([{ seats: [0, 1], total: 10 }]);
    expect(draws(events)).toEqual(['1<-12', '0<-11']);
    expect(t.view.dealer).toBe(0);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
    t.play(1, { type: 'stay' });
    t.play(0, { type: 'stay' });
    expect(t.last('gameEnded')).toEqual([{ winners: [1], totals: [21, 22] }]);
    expect(flip7.outcome(t.state)).toEqual({ reason: 'completed', winners: [1], scores: [21, 22] });
    expect(t.awaiting).toEqual([]);
  });

  it('with tieRule share, ends after round 1 with both seats winning', () => {
    const t = new Table(2, top, { targetScore: 10, tieRule: 'share' });
    t.play(0, { type: 'stay' });
    t.play(1, { type: 'stay' });
    expect(t.last('gameEnded')).toEqual([{ winners: [0, 1], totals: [10, 10] }]);
    expect(flip7.outcome(t.state)).toEqual({ reason: 'completed', winners: [0, 1], scores: [10, 10] });
    expect(t.view.winners).toEqual([0, 1]);
  });
});

describe('E8: nested Flip Three during the deal; targeted seats still get their slot cards', () => {
  it('resolves both Flip Threes before the deal resumes', () => {
    const t = new Table(3, ['F3', '4', '6', 'F3', '9', '2', '3', '11', '12']);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'giveAction', card: 'F3', eligible: [0, 1, 2] }]);

    const first = t.play(0, { type: 'giveAction', target: 2 });
    expect(draws(first)).toEqual(['2<-4', '2<-6', '2<-F3']);
    expect(t.last('actionSetAside')).toEqual([{ seat: 2, card: 'F3' }]);
    expect(t.view.discard.F3).toBe(1); // the first F3
    expect(t.awaiting).toEqual([{ seat: 2, kind: 'giveAction', card: 'F3', eligible: [0, 1, 2] }]);
    expect(t.reject(0, { type: 'hit' })).toBe('NOT_YOUR_TURN');

    const second = t.play(2, { type: 'giveAction', target: 1 });
    expect(draws(second)).toEqual(['1<-9', '1<-2', '1<-3', '1<-11', '2<-12']);
    expect(t.view.discard.F3).toBe(2);
    expect(t.row(0)).toEqual([]);
    expect(t.row(1)).toEqual(['9', '2', '3', '11']);
    expect(t.row(2)).toEqual(['4', '6', '12']);
    expect(t.view.phase).toBe('play');
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(t.reject(0, { type: 'stay' })).toBe('NO_CARDS_TO_STAY');
  });
});

describe('E9: a frozen holder still gives its set-aside card', () => {
  it('nests a Flip Three, freezes the holder, and lets it give its Freeze to active seats only', () => {
    const t = new Table(3, ['5', '6', '7', 'F3', 'F3', 'FRZ', '8', 'FRZ', '9', '10']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.view.flipThrees).toEqual([{ target: 1, drawn: 3, setAside: ['FRZ'] }]); // F3 is being offered
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'F3', eligible: [0, 1, 2] }]);

    const nested = t.play(1, { type: 'giveAction', target: 2 });
    expect(draws(nested)).toEqual(['2<-FRZ', '2<-9', '2<-10']);
    expect(t.view.flipThrees).toEqual([
      { target: 1, drawn: 3, setAside: ['FRZ'] },
      { target: 2, drawn: 3, setAside: [] },
    ]);
    expect(t.awaiting).toEqual([{ seat: 2, kind: 'giveAction', card: 'FRZ', eligible: [0, 1, 2] }]);

    t.play(2, { type: 'giveAction', target: 1 });
    expect(t.status(1)).toBe('frozen');
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 2] }]);
    expect(t.reject(1, { type: 'giveAction', target: 1 })).toBe('TARGET_NOT_ACTIVE');
    t.play(1, { type: 'giveAction', target: 0 });
    expect(t.status(0)).toBe('frozen');
    expect(t.awaiting).toEqual([{ seat: 2, kind: 'turn' }]);

    t.play(2, { type: 'stay' });
    expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ roundScores: [5, 14, 26] });
  });
});

describe('E10: a bust inside a Flip Three discards the set-aside Freeze', () => {
  it('ends the Flip Three after 2 draws and discards F3, then FRZ', () => {
    const t = new Table(3, ['6', '7', '8', 'F3', 'FRZ', '6', 'FRZ']);
    t.play(0, { type: 'hit' });
    const events = t.play(0, { type: 'giveAction', target: 0 });
    expect(eventList(events).slice(-4)).toEqual([
      { type: 'cardDrawn', seat: 0, card: '6', via: 'flipThree' },
      { type: 'busted', seat: 0, card: '6' },
      { type: 'flipThreeEnded', seat: 0, drawn: 2 },
      { type: 'actionDiscarded', seat: 0, card: 'FRZ', reason: 'holderBusted' },
    ]);
    expect(t.view.discard).toMatchObject({ F3: 1, FRZ: 1 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);

    t.play(1, { type: 'hit' });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [1, 2] }]);
    expect(t.reject(1, { type: 'giveAction', target: 0 })).toBe('TARGET_NOT_ACTIVE');
    t.play(1, { type: 'giveAction', target: 2 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
    t.play(1, { type: 'stay' });
    expect(t.log.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ roundScores: [0, 7, 8] });
  });
});

describe('E11: reshuffle (the described position)', () => {
  it('reshuffles 4 and 9 in canonical order with the stored generator when a hit finds the pile empty', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const position = e11Position(Random.fromSeed(seed).state, ['9', '4']);
      const expected = new Random(position.rng).shuffled(canonicalCards(position.discard));
      expect(canonicalCards(position.discard)).toEqual(['4', '9']);

      const { state, events } = flip7.apply(position, 0, { type: 'hit' });
      expect(eventList(events).slice(0, 2)).toEqual([
        { type: 'reshuffled', count: 2 },
        { type: 'cardDrawn', seat: 0, card: expected[0], via: 'hit' },
      ]);
      expect(['4', '9']).toContain(expected[0]);
      expect(state.seats[0]!.row).toEqual(['5', expected[0]]);
      expect(state.drawPile).toEqual([expected[1]]);
      expect(Object.values(state.discard).every((count) => count === 0)).toBe(true);
      expect(state.rng).not.toEqual(position.rng);
      // The same seed always gives the same card.
      expect(flip7.apply(e11Position(Random.fromSeed(seed).state, ['9', '4']), 0, { type: 'hit' }).state).toEqual(state);
    }
  });

  it('both orders come up across seeds (the generator decides)', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 32; i++) {
      const { state } = flip7.apply(e11Position(Random.fromSeed(`seed-${i}`).state, ['9', '4']), 0, { type: 'hit' });
      firsts.add(state.seats[0]!.row[1]!);
    }
    expect([...firsts].sort()).toEqual(['4', '9']);
  });

  it('with the discard pile empty too, the hit ends the round with cardsExhausted and P0 scores 5', () => {
    const position = e11Position(Random.fromSeed('x').state, []);
    const { events } = flip7.apply(position, 0, { type: 'hit' });
    expect(events.some((event) => event.type === 'cardDrawn' && event.data.via === 'hit')).toBe(false);
    expect(events.find((event) => event.type === 'roundEnded')!.data).toMatchObject({ reason: 'cardsExhausted', roundScores: [5, 0] });
  });
});

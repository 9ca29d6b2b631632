/** Platform behaviour the spec leaves to the engine: resignation, timeouts and the shape of views. */
import { describe, expect, it } from 'vitest';
import { flip7, type Flip7View } from '../../../engine/games/flip-7/index.js';
import { Table, cardCounts, draws, eventList, FULL_COUNTS } from './helpers.js';
import { deepFreeze } from '../../support/playout.js';

function resign(t: Table, seat: number) {
  const applied = flip7.resign(deepFreeze(t.state), seat);
  t.state = deepFreeze(applied.state);
  t.events = applied.events;
  t.log.push(...applied.events);
  return applied.events;
}

describe('resign', () => {
  it('with two seats, the other seat wins at once (reason resigned)', () => {
    const t = new Table(2, ['5', '6']);
    expect(eventList(resign(t, 1))).toEqual([
      { type: 'resigned', seat: 1 },
      { type: 'gameEnded', winners: [0], totals: [0, 0] },
    ]);
    expect(flip7.outcome(t.state)).toEqual({ reason: 'resigned', winners: [0], scores: [0, 0] });
    expect(flip7.awaiting(t.state)).toEqual([]);
    expect(cardCounts(t.state)).toEqual(FULL_COUNTS);
  });

  it('the resigning turn seat passes the turn and is left out of later rounds and of the result', () => {
    const t = new Table(3, ['5', '6', '7'], { targetScore: 10 });
    resign(t, 0);
    expect(t.status(0)).toBe('resigned');
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'turn' }]);
    t.play(1, { type: 'stay' });
    const events = t.play(2, { type: 'stay' });
    expect(t.last('roundEnded')[0]).toMatchObject({ roundScores: [0, 6, 7] });
    expect(draws(events).map((draw) => draw.split('<-')[0])).toEqual(['1', '2']); // no slot for seat 0
    expect(t.status(0)).toBe('resigned');
    while (flip7.outcome(t.state) === null) {
      const seat = flip7.awaiting(t.state)[0]!;
      t.play(seat, flip7.legalMoves(t.state, seat)[0]!);
    }
    expect(flip7.outcome(t.state)!.reason).toBe('completed');
    expect(flip7.outcome(t.state)!.winners).not.toContain(0);
  });

  it('a chooser who resigns discards the card it was giving; the deal goes on', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    const events = resign(t, 1);
    expect(eventList(events).slice(0, 3)).toEqual([
      { type: 'resigned', seat: 1 },
      { type: 'actionDiscarded', seat: 1, card: 'FRZ', reason: 'holderResigned' },
      { type: 'cardDrawn', seat: 2, card: '8', via: 'deal' },
    ]);
    expect(t.awaiting).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(cardCounts(t.state)).toEqual(FULL_COUNTS);
  });

  it('a target who resigns leaves the choice; with one target left the card is given automatically', () => {
    const t = new Table(4, ['5', 'FRZ', '8', '9']);
    resign(t, 3);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 1, 2] }]);
    resign(t, 0);
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [1, 2] }]);
    const events = resign(t, 2);
    expect(eventList(events)).toEqual([
      { type: 'resigned', seat: 2 },
      { type: 'gameEnded', winners: [1], totals: [0, 0, 0, 0] },
    ]);

    // E9's last choice: frozen P1 gives its Freeze to P0 or P2; P0 leaves, so P2 gets it.
    const e9 = new Table(3, ['5', '6', '7', 'F3', 'F3', 'FRZ', '8', 'FRZ', '9', '10']);
    e9.play(0, { type: 'hit' });
    e9.play(0, { type: 'giveAction', target: 1 });
    e9.play(1, { type: 'giveAction', target: 2 });
    e9.play(2, { type: 'giveAction', target: 1 });
    expect(e9.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'FRZ', eligible: [0, 2] }]);
    const given = resign(e9, 0);
    expect(eventList(given).slice(0, 4)).toEqual([
      { type: 'resigned', seat: 0 },
      { type: 'actionGiven', from: 1, to: 2, card: 'FRZ', forced: true },
      { type: 'frozen', seat: 2 },
      { type: 'roundEnded', round: 1, reason: 'allOut', roundScores: [0, 14, 26], totals: [0, 14, 26] },
    ]);
  });

  it('a Flip Three holder who resigns loses its set-aside cards', () => {
    const t = new Table(4, ['5', '6', '7', '8', 'F3', 'F3', 'FRZ', '9']);
    t.play(0, { type: 'hit' });
    t.play(0, { type: 'giveAction', target: 1 });
    expect(t.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'F3', eligible: [0, 1, 2, 3] }]);
    const events = resign(t, 1);
    expect(eventList(events).slice(0, 3)).toEqual([
      { type: 'resigned', seat: 1 },
      { type: 'actionDiscarded', seat: 1, card: 'F3', reason: 'holderResigned' },
      { type: 'actionDiscarded', seat: 1, card: 'FRZ', reason: 'holderResigned' },
    ]);
    expect(t.awaiting).toEqual([{ seat: 2, kind: 'turn' }]);
    expect(cardCounts(t.state)).toEqual(FULL_COUNTS);
  });

  it('resigning twice changes nothing; an unknown seat is refused', () => {
    const t = new Table(3, ['5', '6', '7']);
    resign(t, 2);
    const before = t.state;
    expect(flip7.resign(before, 2)).toEqual({ state: before, events: [] });
    expect(() => flip7.resign(before, 3)).toThrowError(expect.objectContaining({ code: 'NO_SUCH_SEAT' }));
  });
});

describe('timeoutMove', () => {
  it('a turn seat with a card stays; one without must hit', () => {
    const t = new Table(2, ['FRZ', '3']);
    t.play(0, { type: 'giveAction', target: 1 });
    expect(flip7.timeoutMove!(t.state, 0)).toEqual({ type: 'hit' });
    t.play(0, { type: 'hit' });
    expect(flip7.timeoutMove!(t.state, 0)).toEqual({ type: 'stay' });
    expect(flip7.timeoutMove!(t.state, 1)).toBeNull();
  });

  it('a chooser gives to the first eligible seat clockwise after itself, itself last', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    expect(flip7.timeoutMove!(t.state, 1)).toEqual({ type: 'giveAction', target: 2 });
    const last = new Table(3, ['5', '6', 'FRZ']);
    expect(last.awaiting).toEqual([{ seat: 2, kind: 'giveAction', card: 'FRZ', eligible: [0, 1, 2] }]);
    expect(flip7.timeoutMove!(last.state, 2)).toEqual({ type: 'giveAction', target: 0 });
    const lone = new Table(2, ['5', '6', '7', 'F3', '1', '2', '3']);
    lone.play(0, { type: 'hit' });
    lone.play(1, { type: 'hit' });
    expect(lone.awaiting).toEqual([{ seat: 1, kind: 'giveAction', card: 'F3', eligible: [0, 1] }]);
    expect(flip7.timeoutMove!(lone.state, 1)).toEqual({ type: 'giveAction', target: 0 });
  });

  it('is always a legal move, and null once the game is over', () => {
    const t = new Table(2, ['10', '2'], { targetScore: 5 });
    const move = flip7.timeoutMove!(t.state, 0)!;
    expect(flip7.legalMoves(t.state, 0)).toContainEqual(move);
    t.play(0, { type: 'stay' });
    t.play(1, { type: 'stay' });
    expect(flip7.timeoutMove!(t.state, 0)).toBeNull();
  });
});

describe('view', () => {
  it('shows each seat\'s live round score and Flip 7 flag (§8)', () => {
    // A hand-built position: a real Flip 7 ends the round in the same move (§6.7), so no
    // reachable state between moves shows the flag set.
    const t = new Table(2, ['1', '11']);
    const seats = t.state.seats.map((seat) => ({ ...seat }));
    seats[0] = { ...seats[0]!, row: ['0', '1', '2', '3', '4', '5', 'x2', '+4', '6'] };
    const view = flip7.view({ ...t.state, seats }, 1) as Flip7View;
    expect(view.seats[0]).toMatchObject({ flip7: true, roundScore: 21 * 2 + 4 + 15 });
    expect(view.seats[1]).toMatchObject({ flip7: false, roundScore: 11 });
  });

  it('holds exactly the public fields; a seat view adds its seat and legal moves', () => {
    const t = new Table(3, ['5', 'FRZ', '8']);
    const spectator = flip7.view(t.state, null) as Flip7View;
    expect(Object.keys(spectator).sort()).toEqual(
      ['awaiting', 'dealer', 'discard', 'drawPileCount', 'flipThrees', 'lastRoundScores', 'options', 'phase', 'round', 'seat', 'seats', 'turn', 'winners'].sort(),
    );
    expect(spectator.seat).toBeNull();
    expect(spectator.drawPileCount).toBe(94 - 2);
    const chooser = flip7.view(t.state, 1) as Flip7View;
    expect(chooser.legalMoves).toEqual([0, 1, 2].map((target) => ({ type: 'giveAction', target })));
    expect((flip7.view(t.state, 0) as Flip7View).legalMoves).toEqual([]);
    const { seat, legalMoves, ...rest } = chooser;
    expect(seat).toBe(1);
    expect(legalMoves).toEqual(flip7.legalMoves(t.state, 1));
    expect({ ...rest, seat: null }).toEqual(spectator);
  });
});

/**
 * The `strong` level (engine/core/search.ts, each game's strong policy): it keeps to its input
 * (legal moves, allowed talk), follows the others' hints (§9) and Extreme's standing commands
 * (§6.4) in constructed positions of The Game, talks so that people can read it, is the same for
 * the same seed, and spends the search budget it is given: no more, no less.
 */
import { describe, expect, it } from 'vitest';
import { Random, botTurn, gameById, monteCarlo, type BotInput, type MoveBase, type Seat } from '../../engine/index.js';
import type { TheGameState } from '../../engine/games/the-game/state.js';
import { raceAppetite } from '../../engine/games/flip-7/bot.js';
import type { Flip7View, SeatView } from '../../engine/games/flip-7/view.js';

const theGame = gameById('the-game')!;

interface Position {
  extreme?: boolean;
  /** Seat 0's hand (it is active, no card played yet this turn). */
  hand: number[];
  /** up1, up2, down1, down2, bottom to top. */
  piles: number[][];
}

/** A two-seat table in the middle of the game, seat 0 to move: every other card is in seat 1's hand or the draw pile. */
function position({ extreme = false, hand, piles }: Position): TheGameState {
  const base = theGame.setup(2, theGame.options.parse({ extreme }), Random.fromSeed('position')).state as TheGameState;
  const used = new Set([...hand, ...piles.flat()]);
  const rest = Array.from({ length: 98 }, (_, i) => i + 2).filter((card) => !used.has(card));
  return {
    ...base,
    hands: [hand.slice().sort((a, b) => a - b), rest.slice(0, 7)],
    drawPile: rest.slice(7),
    piles,
    phase: 'playing',
    startingSeat: 0,
    active: 0,
    turn: 3,
    minimum: 2,
    turnPlays: [],
  };
}

/** Seat 0's whole turn as the strong bot plays it (talk applied, as the bot worker does). */
function strongTurn(start: TheGameState, seed = 'turn'): { plays: Array<{ card: number; pile: string }>; end: TheGameState } {
  let state = start;
  const plays: Array<{ card: number; pile: string }> = [];
  const random = Random.fromSeed(seed);
  for (let step = 0; step < 10 && state.active === 0 && state.phase === 'playing'; step++) {
    const { talk, move } = botTurn(theGame, state, 0, 'strong', random);
    for (const said of talk) state = theGame.apply(state, 0, said).state;
    const before = state;
    state = theGame.apply(state, 0, move).state;
    if (move.type === 'play') plays.push({ card: move.card as number, pile: move.pile as string });
    if (move.type === 'endTurn') return { plays, end: before };
  }
  return { plays, end: state };
}

const withHint = (state: TheGameState, seat: Seat, move: MoveBase & Record<string, unknown>) => theGame.apply(state, seat, move).state as TheGameState;

describe('strong in The Game', () => {
  // Both ascending piles show 1; 10 and 11 fit either equally well: the turn goes on one of them.
  const open = position({ hand: [10, 11, 60, 61, 62, 63, 64], piles: [[], [], [99], [98]] });

  it('plans the turn: the two close cards go onto the same pile', () => {
    const { plays } = strongTurn(open);
    expect(plays.slice(0, 2).map((play) => play.card)).toEqual([10, 11]);
    expect(plays[0]!.pile).toBe(plays[1]!.pile);
  });

  it('counts what a jump skips in cards still to be played: a jump over numbers already played is free', () => {
    // 31–44 lie on down1, so 45 and 46 on up1 (top 30) skip nothing that could still be played;
    // 67 and 68 on up2 (top 60) skip fewer numbers, but 61–66 are all still to come.
    const state = position({ hand: [45, 46, 67, 68, 80, 81, 82], piles: [[30], [60], [99, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31], [96]] });
    expect(strongTurn(state).plays).toEqual([{ card: 45, pile: 'up1' }, { card: 46, pile: 'up1' }]);
  });

  it("follows another seat's keepOff: the turn avoids that pile", () => {
    const first = strongTurn(open).plays[0]!.pile;
    const asked = withHint(open, 1, { type: 'hint', pile: first, signal: 'keepOff' });
    const { plays } = strongTurn(asked);
    expect(plays.length).toBeGreaterThanOrEqual(2);
    expect(plays.map((play) => play.pile)).not.toContain(first);
  });

  it('gives hints people can read: canPlayWell where the hand it keeps has a close card', () => {
    // 31 and 32 go onto up1 (on 30); 36 stays in hand, 4 numbers beyond the new top.
    const state = position({ hand: [31, 32, 36, 80, 81, 82, 83], piles: [[30], [50], [91], [96]] });
    const { plays, end } = strongTurn(state);
    expect(plays.map((play) => play.card)).toEqual([31, 32]);
    const seen = theGame.view(end, 1) as { hints: Array<{ piles: Record<string, string> }> };
    expect(seen.hints[0]!.piles).toEqual({ up1: 'canPlayWell' });
  });

  it("Extreme: covers a standing no-backwards card when that is cheap, which it would not do for a plain card", () => {
    // 17 is a no-backwards card in the fixed layout (§2); 21 covers it, skipping 3 numbers.
    const piles = [[40], [17], [91], [96]];
    const hand = [21, 41, 42, 70, 71, 72, 73];
    const extreme = strongTurn(position({ extreme: true, hand, piles }));
    const plain = strongTurn(position({ extreme: false, hand, piles }));
    expect(extreme.plays.map((play) => play.card)).toContain(21);
    expect(plain.plays.map((play) => play.card)).not.toContain(21);
    expect(extreme.end.piles[1]!.at(-1)).toBe(21);
  });

  it("Extreme: does not play a card whose command another seat asked to avoid when it need not", () => {
    // 24 is a draw-one card (§2); 25 and 26 do the turn as well.
    const state = position({ extreme: true, hand: [24, 25, 26, 70, 71, 72, 73], piles: [[23], [50], [91], [96]] });
    expect(strongTurn(state).plays.map((play) => play.card)).toContain(24);
    const asked = withHint(state, 1, { type: 'hint', command: 'drawOne', signal: 'avoid' });
    expect(strongTurn(asked).plays.map((play) => play.card)).not.toContain(24);
  });

  it('Extreme: a "3!" turn is carried out with exactly three cards', () => {
    // 10 is a "3!" card (§2): the turn that plays it has exactly three cards.
    const state = position({ extreme: true, hand: [10, 11, 12, 13, 70, 71, 72], piles: [[8], [50], [91], [96]] });
    const { plays } = strongTurn(state);
    if (plays.some((play) => play.card === 10)) expect(plays).toHaveLength(3);
    expect(plays.length).toBeGreaterThanOrEqual(2);
  });

  it('is the same for the same seed', () => {
    expect(strongTurn(open, 'a')).toEqual(strongTurn(open, 'a'));
  });
});

describe('strong in Flip 7', () => {
  const seatView = (seat: number, total: number, roundScore = 0, status: SeatView['status'] = 'active') => ({ seat, status, row: [], secondChance: false, roundScore, total, flip7: false });
  const table = (seats: ReturnType<typeof seatView>[]) => ({ options: { targetScore: 200, flip7Bonus: 15, tieRule: 'playOn' }, seats }) as unknown as Flip7View;

  it('takes more risk behind and less ahead, the more so near the target; all in once a rival has banked past it', () => {
    const early = raceAppetite(table([seatView(0, 20), seatView(1, 60)]), seatView(0, 20));
    const lateBehind = raceAppetite(table([seatView(0, 120), seatView(1, 170)]), seatView(0, 120));
    const lateAhead = raceAppetite(table([seatView(0, 170), seatView(1, 120)]), seatView(0, 170));
    expect(lateBehind).toBeGreaterThan(early);
    expect(early).toBeGreaterThan(1);
    expect(lateAhead).toBeLessThan(1);
    const banked = table([seatView(0, 150, 20), seatView(1, 190, 15, 'stayed')]);
    expect(raceAppetite(banked, banked.seats[0]!)).toBe(Infinity);
  });
});

describe('monteCarlo', () => {
  // A toy game: one seat says a number, the game ends; its value is the number. Deals are the dice.
  type Toy = { said: number | null; noise: number };
  const toy = {
    apply: (state: Toy, _seat: Seat, move: { type: string; n: number }) => ({ state: { ...state, said: move.n }, events: [] }),
    awaiting: (state: Toy) => (state.said === null ? [0] : []),
    legalMoves: () => [],
    view: (state: Toy) => state,
    playout: (input: BotInput) => input.legalMoves[0]!,
  };
  const candidates = [1, 3, 2].map((n) => ({ type: 'say', n }));
  const run = (playouts: number, seed = 's') => {
    let deals = 0;
    const result = monteCarlo({
      game: toy, seat: 0, candidates, budget: { playouts }, random: Random.fromSeed(seed),
      sample: (random) => (deals++, { said: null, noise: random.int(5) }),
      value: (state) => state.said! + state.noise / 100,
    });
    return { ...result, deals };
  };

  it('spends the budget it is given, shared evenly over the candidates, and picks the best average', () => {
    expect(run(30)).toMatchObject({ best: candidates[1], playouts: 30, deals: 10 });
    expect(run(300)).toMatchObject({ playouts: 300, deals: 100 });
    // Below one deal per candidate it still tries each once.
    expect(run(1)).toMatchObject({ playouts: 3, deals: 1 });
  });

  it('is the same for the same seed', () => {
    expect(run(30, 'x').means).toEqual(run(30, 'x').means);
    expect(run(30, 'x').means).not.toEqual(run(30, 'y').means);
  });
});

/**
 * Property tests over uniformly random legal play, for every player count (2–18) and every
 * option combination: games end, cards are conserved, nothing hidden leaks, apply never
 * mutates, replays are exact, legal moves are accepted and other moves refused with the
 * spec's code. Seeds are fixed, so every run plays the same games.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, RuleViolation, range, type GameEvent } from '../../../engine/index.js';
import { flip7, type Flip7Move, type Flip7State, type Flip7View } from '../../../engine/games/flip-7/index.js';
import { deepFreeze, playRandomGame, replay, startGame, type PlayoutStep } from '../../support/playout.js';
import { FULL_COUNTS, cardCounts, conservesCards } from './helpers.js';
import { candidateMoves, check, checkDraws, checkEvents, checkEventsSeen, checkRows, checkViews, expectedVerdict } from './invariants.js';

const PLAYER_COUNTS = range(2, 18);

/**
 * Option combinations: both tie rules, the bonus at 0, default and 100, and targets from 1
 * (games of one or two rounds, ties frequent) to the default 200.
 */
const OPTION_COMBOS = [
  { label: 'defaults', options: {} },
  { label: 'target 60, no bonus, share', options: { targetScore: 60, flip7Bonus: 0, tieRule: 'share' } },
  { label: 'target 1, bonus 100, playOn', options: { targetScore: 1, flip7Bonus: 100, tieRule: 'playOn' } },
  { label: 'target 1, bonus 15, share', options: { targetScore: 1, tieRule: 'share' } },
] as const;

const GAMES_PER_CONFIGURATION = 200;
/**
 * Deep checks run in every DEEP_GAME_EVERY-th game: every state is deep-frozen before `apply`
 * (which would throw on any write to its input), and at regular positions the views are
 * compared with a twin position whose draw pile and generator differ, every candidate move from
 * two seats is tried, and the events are read as each viewer sees them: thousands of positions
 * over the whole file. Every other check runs on every step of every game.
 */
const DEEP_GAME_EVERY = 8;
const deepStepEvery = (players: number) => 8 * players + 20;
/** Generous: a 18-player game to 200 averages about 400 moves. */
const MAX_MOVES = 30_000;

interface Tally {
  reshuffles: number;
  surplusOffers: number;
  nestedFlipThrees: number;
  offersToOthers: number;
  tiesPlayedOn: number;
  deepChecks: number;
  [key: string]: number;
}

function newTally(): Tally {
  return { reshuffles: 0, surplusOffers: 0, nestedFlipThrees: 0, offersToOthers: 0, tiesPlayedOn: 0, deepChecks: 0 };
}

/** The structure of `awaiting` (§5.1): one seat while the game runs, who can act. Cheap: every step. */
function checkAwaiting(state: Flip7State): void {
  const awaited = flip7.awaiting(state);
  if (state.phase === 'gameOver') {
    check(awaited.length === 0 && flip7.outcome(state) !== null, () => 'a finished game still waits or has no outcome');
    return;
  }
  check(flip7.outcome(state) === null, () => 'a running game has an outcome');
  check(awaited.length === 1, () => `awaiting ${JSON.stringify(awaited)}`);
  const seat = awaited[0]!;
  if (state.offer === null) {
    check(state.phase === 'play' && state.turn === seat, () => 'a turn is awaited outside the play phase');
    check(state.flipThrees.length === 0 && !state.resolvingHit, () => 'a turn is awaited with a resolution open');
    check(state.seats[seat]!.status === 'active', () => `the turn seat ${seat} is ${state.seats[seat]!.status}`);
  } else {
    check(state.offer.chooser === seat, () => 'the chooser is not the awaited seat');
    check(state.offer.eligible.length >= 2, () => 'a choice with fewer than two targets waits (R7)');
    for (const target of state.offer.eligible) check(state.seats[target]!.status === 'active', () => `inactive target ${target}`);
  }
  // Only the newest Flip Three can be drawing (§6.5).
  for (let i = 0; i < state.flipThrees.length - 1; i++) check(state.flipThrees[i]!.step === 'give', () => 'an older Flip Three is drawing');
}

/** `awaiting` as the view shows it agrees with the state (§5.1 shapes). */
function checkAwaitingView(state: Flip7State): void {
  const view = flip7.view(state, null) as Flip7View;
  expect(view.awaiting.map((entry) => entry.seat)).toEqual(flip7.awaiting(state));
  if (state.offer !== null) {
    expect(view.awaiting).toEqual([{ seat: state.offer.chooser, kind: 'giveAction', card: state.offer.card, eligible: state.offer.eligible }]);
  } else if (state.phase !== 'gameOver') {
    expect(view.awaiting).toEqual([{ seat: state.turn, kind: 'turn' }]);
  }
}

/** Legal moves are accepted, every other well-formed move refused with the code the public view predicts. */
function checkMoves(state: Flip7State, seats: number[]): void {
  const view = flip7.view(state, null) as Flip7View;
  for (const seat of seats) {
    const predictedLegal: Flip7Move[] = [];
    for (const move of candidateMoves(state.players)) {
      const verdict = expectedVerdict(view, seat, move);
      let code = 'legal';
      try {
        flip7.apply(state, seat, move);
      } catch (error) {
        check(error instanceof RuleViolation, () => `${JSON.stringify(move)} threw ${String(error)}`);
        code = error.code;
      }
      check(code === verdict, () => `${JSON.stringify(move)} by seat ${seat}: ${code}, expected ${verdict}`);
      if (verdict === 'legal' && (move.type !== 'giveAction' || move.card === undefined)) predictedLegal.push(move);
    }
    check(JSON.stringify(flip7.legalMoves(state, seat)) === JSON.stringify(predictedLegal), () => `legal moves of seat ${seat}`);
  }
}

function tallyEvents(tally: Tally, events: readonly GameEvent[], before: Flip7State): void {
  for (const event of events) {
    if (event.type === 'flipThreeStarted' && before.flipThrees.length + events.filter((e) => e.type === 'flipThreeStarted').length > 1) tally.nestedFlipThrees++;
    if (event.type === 'tieContinues') tally.tiesPlayedOn++;
  }
}

function playChecked(players: number, options: object, seed: number, tally: Tally, keepSteps: boolean, deep: boolean) {
  const shuffler = Random.fromSeed(`views-${seed}`);
  let index = 0;
  const playout = playRandomGame(
    flip7,
    { players, options, seed: `flip7-${players}-${seed}` },
    {
      maxMoves: MAX_MOVES,
      freeze: deep,
      keepSteps,
      onStep: (step: PlayoutStep) => {
        const before = step.before as Flip7State;
        const after = step.after as Flip7State;
        check(conservesCards(after), () => `cards not conserved: ${JSON.stringify(cardCounts(after))}`);
        tally.reshuffles += checkDraws(before, after, step.events);
        checkEvents(step.events);
        checkAwaiting(after);
        checkRows(after);
        for (let seat = 0; seat < players; seat++) {
          check(after.seats[seat]!.total >= before.seats[seat]!.total, () => 'a total went down');
        }
        if (after.offer?.card === 'SC') tally.surplusOffers++;
        if (after.offer !== null && after.offer.chooser !== after.turn) tally.offersToOthers++;
        tallyEvents(tally, step.events, before);
        if (deep && index++ % deepStepEvery(players) === 0) {
          tally.deepChecks++;
          checkViews(after, shuffler);
          checkAwaitingView(after);
          checkEventsSeen(step.events, players);
          const awaited = flip7.awaiting(after);
          checkMoves(after, [...awaited, shuffler.int(players)]);
        }
      },
    },
  );
  expect(playout.ended).toBe(true);
  expect(cardCounts(playout.initial as Flip7State)).toEqual(FULL_COUNTS);
  checkAwaiting(playout.initial as Flip7State);
  return playout;
}

describe.each(PLAYER_COUNTS)('%i players', (players) => {
  it.each(OPTION_COMBOS)('$label: random games end with every invariant kept', ({ options }) => {
    const tally = newTally();
    let played = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const keepSteps = played < 2;
        const playout = playChecked(players, options, seed, tally, keepSteps, played % DEEP_GAME_EVERY === 0);
        const outcome = flip7.outcome(playout.final as Flip7State)!;
        expect(outcome.reason).toBe('completed');
        const best = Math.max(...outcome.scores);
        expect(best).toBeGreaterThanOrEqual(flip7.options.parse(options).targetScore);
        expect(outcome.winners).toEqual(outcome.scores.flatMap((score, seat) => (score === best ? [seat] : [])));
        if (flip7.options.parse(options).tieRule === 'playOn') expect(outcome.winners).toHaveLength(1);
        if (keepSteps) {
          // Same seed, same moves: the same game, to the last field.
          const moves = playout.steps.map((step) => ({ seat: step.seat, move: step.move }));
          expect(replay(flip7, { players, options, seed: `flip7-${players}-${seed}` }, moves)).toEqual(playout.final);
        }
        played++;
      }),
      { seed: 42 + players, numRuns: GAMES_PER_CONFIGURATION },
    );
    expect(played).toBe(GAMES_PER_CONFIGURATION);
    expect(tally.deepChecks).toBeGreaterThanOrEqual(GAMES_PER_CONFIGURATION / DEEP_GAME_EVERY);
    expect(tally.offersToOthers).toBeGreaterThan(0); // seats other than the turn seat were awaited
  });
});

describe('coverage of the random games', () => {
  it('reach reshuffles, surplus Second Chances, nested Flip Threes and played-on ties', () => {
    const tally = newTally();
    for (let seed = 0; seed < 60; seed++) playChecked(2 + (seed % 17), seed % 2 === 0 ? {} : { targetScore: 1 }, seed, tally, false, false);
    expect(tally.reshuffles).toBeGreaterThan(0);
    expect(tally.surplusOffers).toBeGreaterThan(0);
    expect(tally.nestedFlipThrees).toBeGreaterThan(0);
    expect(tally.tiesPlayedOn).toBeGreaterThan(0);
  });

  it('the boundary options (target 1000, bonus 100) play to the end', () => {
    const tally = newTally();
    for (let seed = 0; seed < 3; seed++) {
      const playout = playChecked(2, { targetScore: 1000, flip7Bonus: 100, tieRule: 'share' }, seed, tally, false, true);
      expect(Math.max(...flip7.outcome(playout.final as Flip7State)!.scores)).toBeGreaterThanOrEqual(1000);
    }
  });
});

describe('resignations during random play', () => {
  /** Random legal play in which, now and then, a random seat resigns (the platform's resign). */
  function playWithResignations(players: number, seed: number) {
    const policy = Random.fromSeed(`resign-policy-${players}-${seed}`);
    let state = startGame(flip7, { players, seed: `resign-${players}-${seed}` }).state as Flip7State;
    let resignations = 0;
    for (let count = 0; count < MAX_MOVES && flip7.awaiting(state).length > 0; count++) {
      deepFreeze(state);
      let applied: { state: Flip7State; events: GameEvent[] };
      if (policy.int(30) === 0) {
        applied = flip7.resign(state, policy.int(players));
        resignations++;
      } else {
        const seat = policy.pick(flip7.awaiting(state));
        applied = flip7.apply(state, seat, policy.pick(flip7.legalMoves(state, seat)));
      }
      check(conservesCards(applied.state), () => `cards not conserved: ${JSON.stringify(cardCounts(applied.state))}`);
      checkDraws(state, applied.state, applied.events);
      checkEvents(applied.events);
      checkAwaiting(applied.state);
      checkRows(applied.state);
      for (let seat = 0; seat < players; seat++) {
        if (state.seats[seat]!.status === 'resigned') check(applied.state.seats[seat]!.status === 'resigned', () => 'a resigned seat came back');
      }
      state = applied.state;
    }
    const outcome = flip7.outcome(state);
    expect(outcome).not.toBeNull();
    const playing = state.seats.flatMap((seat, index) => (seat.status === 'resigned' ? [] : [index]));
    for (const winner of outcome!.winners) expect(playing).toContain(winner);
    if (outcome!.reason === 'resigned') expect(outcome!.winners).toEqual(playing);
    return { outcome: outcome!, resignations };
  }

  it.each(PLAYER_COUNTS)('%i players: the game stays consistent and ends', (players) => {
    const reasons = new Set<string>();
    let resignations = 0;
    for (let seed = 0; seed < 12; seed++) {
      const played = playWithResignations(players, seed);
      reasons.add(played.outcome.reason);
      resignations += played.resignations;
    }
    expect(resignations).toBeGreaterThan(0);
    if (players === 2) expect(reasons).toContain('resigned'); // the first resignation ends a 2-seat game
    if (players === 18) expect(reasons).toContain('completed'); // 17 resignations are unlikely
  });
});

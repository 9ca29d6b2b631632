/**
 * Taking moves back by replaying the log (engine/core/replay.ts, `undo` steps), for every game and
 * random playouts: an undo goes back to exactly the state before the move taken back, every seat
 * then sees what it saw before that move (nothing new is shown), and the same move made again
 * gives the same state — nothing hidden is drawn differently. Only moves the game does not declare
 * revealing are taken back, as the platform does (functions/domain/undo.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, games, replayGame, type ReplayStep } from '../../engine/index.js';
import { playRandomGame } from '../support/playout.js';

/** Runs of several moves taken back in one undo, over every game (the last test checks the property met them). */
let runsTakenBack = 0;

/** Every seat, and a spectator. */
function viewers(players: number): Array<number | null> {
  return [null, ...Array.from({ length: players }, (_, seat) => seat)];
}

describe.each(games.map((game) => [game.id, game] as const))('%s: undo by replay', (_id, game) => {
  it('goes back to exactly the state before the move, shows nobody anything new, and replays the same', () => {
    let tookBack = 0;
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: game.minPlayers, max: Math.min(game.maxPlayers, 4) }), fc.nat(10_000), (seed, players, pick) => {
        const setup = { players, options: game.options.parse({}), seed: `undo-${seed}` };
        const playout = playRandomGame(game, { ...setup, options: {} }, { maxMoves: 150, keepSteps: true });
        if (playout.steps.length === 0) return;
        // The log: the deal at version 1, then one move per version.
        const steps: ReplayStep[] = [{ version: 1, action: 'deal' }, ...playout.steps.map((step, index) => ({ version: index + 2, action: 'moves' as const, seat: step.seat, moves: [step.move] }))];
        const at = pick % playout.steps.length;
        const taken = playout.steps[at]!;
        if (game.reveals(taken.before, taken.seat, taken.move, taken.after)) return;
        tookBack++;
        const takenVersion = at + 2;
        // Take back the move at `at` right after it was made (nobody moved since).
        const log = [...steps.slice(0, at + 2), { version: takenVersion + 1, action: 'undo' as const, to: takenVersion - 1 }];
        const frames = replayGame(game, setup, log);
        const restored = frames.at(-1)!.state;
        expect(restored).toEqual(taken.before);
        for (const seat of viewers(players)) expect(game.view(restored, seat)).toEqual(game.view(taken.before, seat));
        // Made again, the same move gives the same state: the generator and the piles came back too.
        const again = replayGame(game, setup, [...log, { version: takenVersion + 2, action: 'moves', seat: taken.seat, moves: [taken.move] }]);
        expect(again.at(-1)!.state).toEqual(taken.after);
      }),
      { numRuns: 60, seed: 31 },
    );
    expect(tookBack).toBeGreaterThan(5);
  });

  it('takes back a run of one seat\'s moves in one undo: exactly the state before the first of them, and nobody sees anything new', () => {
    let tookBack = 0;
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: game.minPlayers, max: Math.min(game.maxPlayers, 4) }), fc.nat(10_000), (seed, players, pick) => {
        const setup = { players, options: game.options.parse({}), seed: `undo-run-${seed}` };
        const playout = playRandomGame(game, { ...setup, options: {} }, { maxMoves: 150, keepSteps: true });
        if (playout.steps.length === 0) return;
        const steps: ReplayStep[] = [{ version: 1, action: 'deal' }, ...playout.steps.map((step, index) => ({ version: index + 2, action: 'moves' as const, seat: step.seat, moves: [step.move] }))];
        // The run: the move at `last` and the moves right before it by the same seat, none revealing.
        const last = pick % playout.steps.length;
        const seat = playout.steps[last]!.seat;
        let first = last + 1;
        while (first > 0 && playout.steps[first - 1]!.seat === seat && !game.reveals(playout.steps[first - 1]!.before, seat, playout.steps[first - 1]!.move, playout.steps[first - 1]!.after)) first--;
        if (last + 1 - first < 2) return;
        tookBack++;
        const log = [...steps.slice(0, last + 2), { version: last + 3, action: 'undo' as const, to: first + 1 }];
        const restored = replayGame(game, setup, log).at(-1)!.state;
        const before = playout.steps[first]!.before;
        expect(restored).toEqual(before);
        for (const viewer of viewers(players)) expect(game.view(restored, viewer)).toEqual(game.view(before, viewer));
      }),
      { numRuns: 80, seed: 33 },
    );
    runsTakenBack += tookBack;
  });

  it('declares every move that shows its player something hidden: a move it does not declare shows the same, however the hidden cards lie', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: game.minPlayers, max: Math.min(game.maxPlayers, 4) }), fc.nat(1_000_000), (seed, players, hideSeed) => {
        const playout = playRandomGame(game, { players, seed: `reach-${seed}` }, { maxMoves: 120, keepSteps: true });
        for (const step of playout.steps) {
          if (game.reveals(step.before, step.seat, step.move, step.after)) continue;
          const twin = game.redealHidden(step.before, step.seat, Random.fromSeed(`hide-${hideSeed}`));
          const twinAfter = game.apply(twin, step.seat, step.move).state;
          expect(game.view(twinAfter, step.seat)).toEqual(game.view(step.after, step.seat));
          checked++;
        }
      }),
      { numRuns: 12, seed: 32 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});

// Some games never give a seat two moves in a row that reveal nothing (every Flip 7 hit flips a card): across all, many do.
it('took back runs of several moves, in the games that have them', () => {
  expect(runsTakenBack).toBeGreaterThan(10);
});

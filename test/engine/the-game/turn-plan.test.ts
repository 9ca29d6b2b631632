/**
 * The web planner's judge (engine/games/the-game/turn-plan.ts) answers exactly what `apply` does:
 * over random games, every option set and player count, for each awaited seat's own view with a
 * random prefix of legal plays planned, every card of the hand on every pile is judged legal by
 * the plan iff the engine accepts it after those plays, with the same rule code. Once a planned
 * Stop has ended the turn, nothing more may be planned.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random, RuleViolation } from '../../../engine/index.js';
import { PILES } from '../../../engine/games/the-game/cards.js';
import { plannedPlayCode, TURN_ENDED, withoutPlanned, type PlannedPlay } from '../../../engine/games/the-game/turn-plan.js';
import type { TheGameView } from '../../../engine/games/the-game/view.js';
import { startGame } from '../../support/playout.js';
import { theGame, type TheGameState } from './helpers.js';

const OPTION_SETS = [{ extreme: false }, { extreme: true, commandLayout: 'fixed' }, { extreme: true, commandLayout: 'random' }] as const;
const CONFIGS = [1, 2, 3, 4].flatMap((players) => OPTION_SETS.map((options) => ({ players, options })));

function codeOf(state: TheGameState, seat: number, play: PlannedPlay): string | null {
  try {
    theGame.apply(state, seat, { type: 'play', card: play.card, pile: play.pile });
    return null;
  } catch (failure) {
    if (failure instanceof RuleViolation) return failure.code;
    throw failure;
  }
}

describe("The Game's turn planner", () => {
  it('judges every planned play as apply does, after any legal plays already planned', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONFIGS), fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 3 }), (config, seed, steps, planned) => {
        const random = Random.fromSeed(`walk:${seed}`);
        let state = startGame(theGame, { ...config, seed }).state as TheGameState;
        // Walk into the game by random legal moves (plays and end turns).
        for (let step = 0; step < steps && state.phase !== 'ended'; step++) {
          const seat = random.pick(theGame.awaiting(state));
          const moves = theGame.legalMoves(state, seat).filter((move) => move.type === 'play' || move.type === 'endTurn');
          if (moves.length === 0) break;
          state = theGame.apply(state, seat, random.pick(moves)).state;
        }
        if (state.phase === 'ended') return;
        const seat = theGame.awaiting(state)[0]!;
        const view = theGame.view(state, seat) as TheGameView;
        // Plan a few legal plays from the view, applying them to the true state alongside.
        const plan: PlannedPlay[] = [];
        let truth = state;
        let ended = false;
        for (let i = 0; i < planned && !ended; i++) {
          const plays = theGame.legalMoves(truth, seat).filter((move) => move.type === 'play');
          if (plays.length === 0) break;
          const play = random.pick(plays) as { card: number; pile: PlannedPlay['pile'] };
          const next = theGame.apply(truth, seat, { type: 'play', card: play.card, pile: play.pile }).state;
          plan.push({ card: play.card, pile: play.pile });
          // A Stop ends the turn (§6.1): a new turn (solo: the same seat's, with cards drawn) is no longer this plan's.
          ended = next.phase === 'ended' || next.turnPlays.length !== truth.turnPlays.length + 1;
          truth = next;
        }
        const hand = view.you!.hand.filter((card) => !plan.some((play) => play.card === card));
        for (const card of hand) {
          for (const pile of PILES) {
            const play = { card, pile };
            expect(plannedPlayCode(view, plan, play), `${card} on ${pile} after ${JSON.stringify(plan)}`).toBe(ended ? TURN_ENDED : codeOf(truth, seat, play));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('takes back any planned card, keeping the later plays that still fit in order', () => {
    const base = startGame(theGame, { players: 1, seed: 'take-back' }).state as TheGameState;
    const state: TheGameState = { ...base, hands: [[30, 40, 50, 60, 70, 80, 90, 95]], piles: [[], [], [], []], phase: 'playing', active: 0, turn: 1 };
    const view = theGame.view(state, 0) as TheGameView;
    const plan: PlannedPlay[] = [
      { card: 30, pile: 'up1' },
      { card: 40, pile: 'up1' },
      { card: 50, pile: 'up2' },
    ];
    expect(plannedPlayCode(view, plan.slice(0, 1), { card: 40, pile: 'up1' })).toBeNull();
    expect(withoutPlanned(view, plan, 30)).toEqual([{ card: 40, pile: 'up1' }, { card: 50, pile: 'up2' }]);
    // 74 on a down pile topped by 71 does not fit (the planner refuses it, as the server does).
    const down: TheGameState = { ...state, hands: [[74, 80]], piles: [[], [], [71], []] };
    expect(plannedPlayCode(theGame.view(down, 0) as TheGameView, [], { card: 74, pile: 'down1' })).toBe('CARD_DOES_NOT_FIT');
  });
});

/**
 * Fingerprints of random games: every title played many times over its player counts and
 * option variants with the seeded random policy, each step (seat, move, events, next state)
 * and each final view and outcome folded into one SHA-256 per title. A refactoring that keeps
 * behaviour keeps the fingerprint; `npm run fingerprints` prints the current figures.
 */
import { createHash } from 'node:crypto';
import { SetupError, gameById, games, type AnyGame } from '../../engine/index.js';
import { playRandomGame } from '../support/playout.js';

/** Random games per title. */
export const GAMES_PER_TITLE = 1500;

/** Option variants per title, cycled together with the player counts. */
const variants: Record<string, unknown[]> = {
  'the-game': [{}, { extreme: true }, { extreme: true, commandLayout: 'random' }],
  'flip-7': [{}, { targetScore: 60, flip7Bonus: 0, tieRule: 'share' }],
  auslage: [{}],
  reihen: [{}, { useCharacters: true }, { mode: 'cooperative', useCharacters: true }, { mode: 'cooperative' }],
  downhill: [{ rounds: 1 }, { scoring: 'matchsticks', rounds: 2 }],
};

/** Player counts tried per title: every legal count up to 6 (a long Flip 7 table as well). */
function playerCounts(game: AnyGame): number[] {
  const counts: number[] = [];
  for (let n = game.minPlayers; n <= Math.min(game.maxPlayers, 6); n++) counts.push(n);
  if (game.maxPlayers > 6) counts.push(game.maxPlayers);
  return counts;
}

/** What a fingerprint covers, when not a title's every variant with states and views as they are. */
export interface FingerprintPlan {
  /** Option variants to cycle instead of the title's own. */
  variants?: readonly unknown[];
  /** Applied to every hashed state and view (moves, events and outcomes are hashed as they are). */
  project?: (value: unknown) => unknown;
}

/**
 * Issue 19 (R10) took completed rows off the discard pile into their own list (`completedRows`);
 * in a game without characters nothing else reaches the discard pile, so folding that list back
 * onto it, in order, gives the state and view of before. Without the list it changes nothing.
 */
function completedRowsOnDiscard(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('completedRows' in value)) return value;
  const { completedRows, ...rest } = value as { completedRows: string[][]; discard: string[] };
  return { ...rest, discard: [...rest.discard, ...completedRows.flat()] };
}

/** Fingerprints of part of a title, pinned next to the titles' own (keyed by their name). */
export const partialFingerprints: Record<string, { game: string; plan: FingerprintPlan }> = {
  // Every rule but R10 unchanged by issue 19: pinned before it, still equal after.
  'reihen (no characters)': { game: 'reihen', plan: { variants: [{}, { mode: 'cooperative' }], project: completedRowsOnDiscard } },
};

/** The fingerprint of `count` random games of `game`, and how many moves they took. */
export function fingerprint(game: AnyGame, count = GAMES_PER_TITLE, plan: FingerprintPlan = {}): { hash: string; moves: number } {
  const hash = createHash('sha256');
  const counts = playerCounts(game);
  const options = plan.variants ?? variants[game.id] ?? [{}];
  const project = plan.project ?? ((value: unknown) => value);
  let moves = 0;
  for (let i = 0; i < count; i++) {
    const players = counts[i % counts.length]!;
    const setup = { players, options: options[Math.floor(i / counts.length) % options.length], seed: `fingerprint-${game.id}-${i}` };
    let playout;
    try {
      playout = playRandomGame(game, setup, {
        maxMoves: 20_000,
        onStep: (step) => {
          // Moves and events every step, the whole state every 16th (stringifying every state
          // costs more than the games); the final state and views below catch the rest.
          hash.update(JSON.stringify(moves++ % 16 === 0 ? [step.seat, step.move, step.events, project(step.after)] : [step.seat, step.move, step.events]));
        },
      });
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      hash.update(`setup refused: ${error.code}`); // a combination the game refuses (e.g. cooperative solo)
      continue;
    }
    hash.update(JSON.stringify([playout.setupEvents, project(playout.initial), project(playout.final), game.outcome(playout.final), playout.ended]));
    for (let seat = -1; seat < players; seat++) hash.update(JSON.stringify(project(game.view(playout.final, seat < 0 ? null : seat))));
  }
  return { hash: hash.digest('hex'), moves };
}

/** Prints every title's fingerprint (for a refactoring: run before, run after, compare). */
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const game of games) {
    const started = Date.now();
    const { hash, moves } = fingerprint(game);
    console.log(`${game.id.padEnd(10)} ${hash}  (${GAMES_PER_TITLE} games, ${moves} moves, ${Date.now() - started} ms)`);
  }
  for (const [name, { game, plan }] of Object.entries(partialFingerprints)) {
    const { hash, moves } = fingerprint(gameById(game)!, GAMES_PER_TITLE, plan);
    console.log(`${name}: ${hash}  (${GAMES_PER_TITLE} games, ${moves} moves)`);
  }
}

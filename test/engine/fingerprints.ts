/**
 * Fingerprints of random games: every title played many times over its player counts and
 * option variants with the seeded random policy, each step (seat, move, events, next state)
 * and each final view and outcome folded into one SHA-256 per title. A refactoring that keeps
 * behaviour keeps the fingerprint; `npm run fingerprints` prints the current figures.
 */
import { createHash } from 'node:crypto';
import { SetupError, games, type AnyGame } from '../../engine/index.js';
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

/** The fingerprint of `count` random games of `game`, and how many moves they took. */
export function fingerprint(game: AnyGame, count = GAMES_PER_TITLE): { hash: string; moves: number } {
  const hash = createHash('sha256');
  const counts = playerCounts(game);
  const options = variants[game.id] ?? [{}];
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
          hash.update(JSON.stringify(moves++ % 16 === 0 ? [step.seat, step.move, step.events, step.after] : [step.seat, step.move, step.events]));
        },
      });
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      hash.update(`setup refused: ${error.code}`); // a combination the game refuses (e.g. cooperative solo)
      continue;
    }
    hash.update(JSON.stringify([playout.setupEvents, playout.initial, playout.final, game.outcome(playout.final), playout.ended]));
    for (let seat = -1; seat < players; seat++) hash.update(JSON.stringify(game.view(playout.final, seat < 0 ? null : seat)));
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
}

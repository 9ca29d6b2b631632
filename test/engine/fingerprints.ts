/**
 * Fingerprints of random games: every title played many times over its player counts and
 * option variants with the seeded random policy, each step (seat, move, events, next state)
 * and each final view and outcome folded into one SHA-256 per title. A refactoring that keeps
 * behaviour keeps the fingerprint; `npm run fingerprints` prints the current figures.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { SetupError, games, type AnyGame } from '../../engine/index.js';
import { playRandomGame } from '../support/playout.js';

/** Random games per title. */
export const GAMES_PER_TITLE = 1500;

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
 * What each game pins, declared in its own tests (`test/engine/<id>/fingerprint.ts`): the option
 * variants it cycles with the player counts, the hash of its random games, and any parts of it
 * pinned apart (keyed by a name shown after the game's id).
 */
export interface FingerprintDeclaration {
  variants: readonly unknown[];
  pinned: string;
  parts?: Record<string, { plan: FingerprintPlan; pinned: string }>;
}

/** Every registered game with its declaration (null: the game declares none, which its test reports). */
export async function declaredFingerprints(): Promise<Array<{ game: AnyGame; declared: FingerprintDeclaration | null }>> {
  return Promise.all(
    games.map(async (game) => {
      const file = new URL(`./${game.id}/fingerprint.ts`, import.meta.url);
      if (!existsSync(file)) return { game, declared: null };
      const module = (await import(/* @vite-ignore */ file.href)) as { fingerprint: FingerprintDeclaration };
      return { game, declared: module.fingerprint };
    }),
  );
}

/** The fingerprint of `count` random games of `game`, and how many moves they took. */
export function fingerprint(game: AnyGame, variants: readonly unknown[], count = GAMES_PER_TITLE, plan: FingerprintPlan = {}): { hash: string; moves: number } {
  const hash = createHash('sha256');
  const counts = playerCounts(game);
  const options = plan.variants ?? variants;
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
  for (const { game, declared } of await declaredFingerprints()) {
    const started = Date.now();
    const { hash, moves } = fingerprint(game, declared?.variants ?? [{}]);
    console.log(`${game.id.padEnd(10)} ${hash}  (${GAMES_PER_TITLE} games, ${moves} moves, ${Date.now() - started} ms)`);
    for (const [name, part] of Object.entries(declared?.parts ?? {})) {
      const { hash: partHash, moves: partMoves } = fingerprint(game, declared!.variants, GAMES_PER_TITLE, part.plan);
      console.log(`${game.id} (${name}): ${partHash}  (${GAMES_PER_TITLE} games, ${partMoves} moves)`);
    }
  }
}

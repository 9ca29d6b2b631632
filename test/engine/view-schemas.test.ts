/**
 * Every view the engine builds parses with its game's `viewSchema` (strict objects): in random
 * playouts, for every seat and a spectator, after every move. A field added to a view without
 * its schema, or one whose shape changes, fails here (and would make the OpenAPI document lie).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games, type AnyGame, type Seat } from '../../engine/index.js';
import { playRandomGame, type PlayoutSetup } from '../support/playout.js';

function viewsFailing(game: AnyGame, state: unknown, players: number): string[] {
  const failures: string[] = [];
  const viewers: Array<Seat | null> = [null, ...Array.from({ length: players }, (_, seat) => seat)];
  for (const viewer of viewers) {
    const parsed = game.viewSchema.safeParse(game.view(state, viewer));
    if (!parsed.success) failures.push(`viewer ${viewer}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
  return failures;
}

/** Plays `setup` with random legal moves and returns the first failing views, if any. */
function checkPlayout(game: AnyGame, setup: PlayoutSetup, maxMoves: number): { failures: string[]; ended: boolean } {
  const failures: string[] = [];
  const playout = playRandomGame(game, setup, {
    maxMoves,
    onStep: (step) => {
      if (failures.length === 0) failures.push(...viewsFailing(game, step.after, setup.players).map((failure) => `after ${JSON.stringify(step.move)}, ${failure}`));
    },
  });
  failures.push(...viewsFailing(game, playout.initial, setup.players).map((failure) => `at setup, ${failure}`));
  return { failures, ended: playout.ended };
}

describe.each(games.map((game) => [game.id, game] as const))('%s: viewSchema', (_id, game) => {
  it('parses every view of a whole quick game, to its end', () => {
    const players = game.quickGame?.players ?? Math.min(Math.max(3, game.minPlayers), game.maxPlayers);
    const result = checkPlayout(game, { players, options: game.quickGame?.options, seed: `views:${game.id}` }, 100_000);
    expect(result.failures).toEqual([]);
    expect(result.ended).toBe(true);
  });

  it('parses every view of random games at every player count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: game.minPlayers, max: game.maxPlayers }), fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), (players, seed, quick) => {
        const setup = { players, options: quick ? game.quickGame?.options : undefined, seed };
        expect(checkPlayout(game, setup, 300).failures).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('refuses a view with a field its schema does not name', () => {
    const playout = playRandomGame(game, { players: game.minPlayers, seed: 'extra-field' }, { maxMoves: 1 });
    const view = game.view(playout.initial, 0) as Record<string, unknown>;
    expect(game.viewSchema.safeParse(view).success).toBe(true);
    expect(game.viewSchema.safeParse({ ...view, secretDrawPile: [] }).success).toBe(false);
  });
});

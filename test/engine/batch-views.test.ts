/**
 * A batch's answer depends only on the seat's view (functions/domain/batch.ts): two positions the
 * seat sees alike, whose hidden cards are dealt differently (each game's `redealHidden`), get the
 * same answer to the same batch — the same refusal (status, code, index, message, details), or
 * both accepted, with the same view after unless the batch revealed something. Batches are random
 * legal runs of the seat's moves, taken on past reveals and sometimes ended by a move legal only
 * earlier: the shape of a probe for the hidden cards.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, gameById, games, type AnyGame, type GameVariant, type MoveBase, type Seat } from '../../engine/index.js';
import { judgeBatch } from '../../functions/domain/batch.js';
import { ServiceError } from '../../functions/errors.js';
import { startGame } from '../support/playout.js';

type Config = GameVariant;

/** The answer as the API would give it: a refusal's whole content, or acceptance. */
function answerOf(game: AnyGame, state: unknown, seat: Seat, moves: MoveBase[]): { refused: unknown } | { accepted: true; revealed: boolean; view: unknown } {
  try {
    const judged = judgeBatch(game, state, seat, moves);
    return { accepted: true, revealed: judged.revealed, view: game.view(judged.state, seat) };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { refused: { status: error.status, message: error.message, details: error.details } };
  }
}

/** A random position (`depth` random legal moves in), with a seat awaited there. */
function positionAt(game: AnyGame, config: Config, seed: string, depth: number, policy: Random): { state: unknown; seat: Seat } | null {
  let state = startGame(game, { players: config.players, options: config.options ?? {}, seed }).state;
  for (let count = 0; count < depth; count++) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) break;
    const seat = policy.pick(awaited);
    state = game.apply(state, seat, policy.pick(game.legalMoves(state, seat))).state;
  }
  const awaited = game.awaiting(state);
  return awaited.length === 0 ? null : { state, seat: policy.pick(awaited) };
}

/** Up to `length` moves the seat could make one after the other in the real position, past reveals too. */
function probeBatch(game: AnyGame, state: unknown, seat: Seat, length: number, policy: Random, stale: boolean): MoveBase[] {
  const first = game.legalMoves(state, seat) as MoveBase[];
  const moves: MoveBase[] = [];
  for (let count = 0; count < length; count++) {
    if (!game.awaiting(state).includes(seat)) break;
    const legal = game.legalMoves(state, seat) as MoveBase[];
    if (legal.length === 0) break;
    const move = policy.pick(legal);
    moves.push(move);
    state = game.apply(state, seat, move).state;
  }
  // A move legal before the batch, perhaps no longer: legal or not may hang on what was drawn.
  if (stale) moves.push(policy.pick(first));
  return moves;
}

// Each game's `variants`: every mode and variant that changes what a seat sees.
describe.each(games.map((game) => [game.id, game] as const))('%s batches', (_id, game) => {
  const configs = game.variants;

  it("answer alike for positions the seat sees alike (hidden cards dealt differently)", () => {
    const runs = 150;
    let differed = 0;
    let stoppedAtReveal = 0;
    fc.assert(
      fc.property(fc.nat(configs.length - 1), fc.nat(1_000_000), fc.nat(120), fc.integer({ min: 1, max: 8 }), fc.boolean(), fc.nat(1_000_000), (configIndex, seed, depth, length, stale, hideSeed) => {
        const policy = Random.fromSeed(`batch-${seed}`);
        const position = positionAt(game, configs[configIndex]!, `batch-${seed}`, depth, policy);
        if (position === null) return;
        const { state, seat } = position;
        const twin = game.redealHidden(state, seat, Random.fromSeed(`hide-${hideSeed}`));
        expect(game.view(twin, seat)).toEqual(game.view(state, seat));
        if (JSON.stringify(twin) !== JSON.stringify(state)) differed++;
        const moves = probeBatch(game, state, seat, length, policy, stale);
        const real = answerOf(game, state, seat, moves);
        const other = answerOf(game, twin, seat, moves);
        if ('refused' in real && JSON.stringify(real.refused).includes('BATCH_AFTER_REVEAL')) stoppedAtReveal++;
        if ('accepted' in real && 'accepted' in other) {
          expect(other.revealed).toBe(real.revealed);
          // Without a reveal the seat learns nothing new: the same view after, too.
          if (!real.revealed) expect(other.view).toEqual(real.view);
        } else {
          expect(other).toEqual(real);
        }
      }),
      { numRuns: runs, seed: 31 },
    );
    // Many positions hide something (a draw pile, other hands): the property is not vacuous.
    expect(differed).toBeGreaterThan(runs / 4);
    expect(stoppedAtReveal).toBeGreaterThan(0);
  });
});

describe('the probe of the review (solo The Game)', () => {
  it('refuses every move after endTurn unjudged, at the same index whatever was drawn', () => {
    const game = gameById('the-game')!;
    const { state } = startGame(game, { players: 1, seed: 'probe' });
    const s = state as { hands: number[][]; drawPile: number[] };
    const plays = game.legalMoves(state, 0).filter((move) => (move as MoveBase).type === 'play') as MoveBase[];
    const first = plays[0]!;
    const afterFirst = game.apply(state, 0, first).state;
    const second = (game.legalMoves(afterFirst, 0) as MoveBase[]).find((move) => move.type === 'play')!;
    const drawn = s.drawPile.slice(0, 2);
    const notDrawn = s.drawPile.slice(10, 12);
    const answers = [...drawn, ...notDrawn].map((card) =>
      answerOf(game, state, 0, [first, second, { type: 'endTurn' }, { type: 'play', card, pile: 'up1' } as MoveBase, { type: 'endTurn' }]),
    );
    for (const answer of answers) expect(answer).toEqual({ refused: { status: 422, message: expect.any(String), details: { code: 'BATCH_AFTER_REVEAL', index: 3 } } });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});

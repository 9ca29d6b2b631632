/**
 * Examples for the OpenAPI document, taken from a real game rather than written by hand: each
 * game set up with a fixed seed at its smallest player count, seen by seat 0, with its legal
 * moves. So an example cannot drift from the schema (test/api/openapi-client.test.ts parses them).
 */
import { Random, type AnyGame } from '../../engine/index.js';
import type { Envelope } from './schemas.js';

export interface GameExample {
  envelope: Envelope;
  /** A few legal moves of seat 0, or of the first awaited seat. */
  moves: unknown[];
}

const EXAMPLE_ID = 'abcdefghijklmnop';
const EXAMPLE_PLAYER = 'qrstuvwxyz234567';

export function gameExample(game: AnyGame): GameExample {
  const players = game.minPlayers;
  const options = game.options.parse({});
  const { state } = game.setup(players, options, Random.fromSeed('openapi-example'));
  const awaiting = game.awaiting(state);
  const you = awaiting.includes(0) ? 0 : (awaiting[0] ?? 0);
  const legalMoves = awaiting.includes(you) ? game.legalMoves(state, you) : [];
  const envelope: Envelope = {
    id: EXAMPLE_ID,
    type: game.id,
    status: 'active',
    version: 1,
    seats: Array.from({ length: players }, (_, seat) => (seat === you ? { seat, playerId: EXAMPLE_PLAYER, name: 'Ada' } : { seat, playerId: null, name: 'Bot (basic)', bot: { level: 'basic' } })),
    you,
    awaiting,
    yourTurn: awaiting.includes(you),
    deadline: null,
    // Fresh from setup: seat 0 has not moved yet.
    yourLastMoveVersion: null,
    options,
    view: game.view(state, you),
    outcome: null,
    botPlayed: [],
    fairness: { seedCommitment: '0'.repeat(64) },
    legalMoves: legalMoves.slice(0, 3),
  };
  return { envelope, moves: legalMoves.slice(0, 3) };
}

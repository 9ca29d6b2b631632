/**
 * The request and answer schemas of schemas.ts, typed per game for the OpenAPI document: the
 * envelope's `options`, `view` and `legalMoves`, POST /games's `options` and a submission's
 * `moves` come from each hosted game's own zod schemas. Built from the same schemas that
 * validate (the router still parses with schemas.ts; each move is checked by its game's
 * `move` schema in applyMoves), so the document cannot drift from either.
 */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';
import type { AnyGame } from '../../engine/index.js';
import * as schemas from './schemas.js';

/** A game's schemas as named components, e.g. the-game → TheGameMove, TheGameView, TheGameEnvelope. */
export interface GameComponents {
  game: AnyGame;
  prefix: string;
  move: z.ZodType;
  options: z.ZodType;
  view: z.ZodType;
  envelope: z.ZodType;
  createdGame: z.ZodType;
  createGame: z.ZodType;
  createStackedGame: z.ZodType;
}

export interface TypedSchemas {
  games: GameComponents[];
  /** schemas.ts's loosely typed schema → its per-game replacement (the same name in the document). */
  replacing: Map<z.ZodType, z.ZodType>;
}

/** e.g. the-game → TheGame, flip-7 → Flip7 */
export function componentPrefix(gameId: string): string {
  return gameId
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

function gameComponents(game: AnyGame): GameComponents {
  const type = z.literal(game.id);
  const envelope = schemas.Envelope.extend({
    type,
    options: game.options,
    view: game.viewSchema.nullable().describe("what the caller's seat (or a spectator) may see; null before the start"),
    legalMoves: z.array(game.move).optional().describe("with ?legal=true on the caller's turn: every legal move that advances the game"),
  });
  const createGame = schemas.CreateGame.extend({ type, options: game.options.optional().describe("the game's options; left-out ones take their defaults") });
  return {
    game,
    prefix: componentPrefix(game.id),
    move: game.move,
    options: game.options,
    view: game.viewSchema,
    envelope,
    createdGame: envelope.extend(schemas.CreatedGame.pick({ inviteCode: true }).shape),
    createGame,
    createStackedGame: createGame.extend(schemas.CreateStackedGame.pick({ seed: true }).shape).catchall(z.unknown()),
  };
}

/** One union over the games, discriminated by `type` where `type` names the game. */
function byType(options: z.ZodType[]): z.ZodType {
  return options.length === 1 ? options[0]! : z.discriminatedUnion('type', options as [z.ZodObject, z.ZodObject, ...z.ZodObject[]]);
}

export function typedSchemas(hosted: readonly AnyGame[]): TypedSchemas {
  const games = hosted.map(gameComponents);
  const moves = games.map((game) => game.move);
  const submitMoves = schemas.SubmitMoves.extend({
    // A union (anyOf), not oneOf: the game is named by the path, and one move may be valid in two games ({ "type": "endTurn" }).
    moves: z
      .array(moves.length === 1 ? moves[0]! : z.union(moves))
      .min(1)
      .max(schemas.MAX_MOVES_PER_SUBMISSION)
      .describe("applied in order, atomically; each is checked by the game's move schema"),
  });
  const replacing = new Map<z.ZodType, z.ZodType>([
    [schemas.SubmitMoves, submitMoves],
    [schemas.Envelope, byType(games.map((game) => game.envelope))],
    [schemas.CreatedGame, byType(games.map((game) => game.createdGame))],
    [schemas.CreateGame, byType(games.map((game) => game.createGame))],
    [schemas.CreateStackedGame, byType(games.map((game) => game.createStackedGame))],
  ]);
  return { games, replacing };
}

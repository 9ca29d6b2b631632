/**
 * Bot policies (engine/core/bot.ts and each game's bot.ts): they cannot cheat (a position whose
 * hidden cards are dealt differently, with the same view for the bot's seat, gets the same
 * choice), they only make legal moves, games played by bots end, and the same seeds give the
 * same game. Seeds are fixed, so every run plays the same games.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOT_LEVELS, Random, botMove, gameById, games, policyFor, randomPolicy, type AnyGame, type BotLevel, type GameVariant, type Seat } from '../../engine/index.js';
import { playBotGame } from '../support/bot-playout.js';
import { replay, type PlayoutSetup } from '../support/playout.js';

type Config = GameVariant;

const MAX_MOVES = 50_000;
/** A small search budget: what is checked here (legal, blind to hidden cards, ends) holds at any budget, and the searching levels stay quick. */
const BUDGET = { playouts: 4 };

/** Per seat, one of the levels, drawn from `mix` (two bits a seat: a mix of levels at one table, too). */
function levelsFor(players: number, mix: number): BotLevel[] {
  return Array.from({ length: players }, (_, seat) => BOT_LEVELS[((mix >> (2 * seat)) & 3) % BOT_LEVELS.length]!);
}

/** Every seat at `level`. */
const allAt = (level: BotLevel) => BOT_LEVELS.indexOf(level) * 0b010101010101;

function setupOf(config: Config, seed: string): PlayoutSetup {
  return { players: config.players, options: config.options ?? {}, seed };
}

/** The position after `depth` bot moves (or the last one before the end), with the seat to move. */
function positionAt(game: AnyGame, config: Config, seed: string, mix: number, depth: number): { state: unknown; seat: Seat } {
  let position: { state: unknown; seat: Seat } | null = null;
  playBotGame(game, setupOf(config, seed), levelsFor(config.players, mix), { maxMoves: depth + 1, budget: BUDGET, onMove: (state, seat) => (position = { state, seat }) });
  return position!;
}

/** What a cheating bot would do: pick a legal move by a hash of the whole state, hidden cards included. */
function peekingChoice(game: AnyGame, state: unknown, seat: Seat): number {
  const text = JSON.stringify(state);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x9e3779b1);
  return ((hash ^ (hash >>> 15)) >>> 0) % game.legalMoves(state, seat).length;
}

// Each game's `variants`: every mode and variant that changes what a bot sees.
describe.each(games.map((game) => [game.id, game] as const))('%s bots', (id, game) => {
  const configs = game.variants;

  it('has a basic policy of its own, and strong where it has one (else basic plays at that level)', () => {
    expect(game.bots?.basic).toBeTypeOf('function');
    expect(policyFor(game, 'basic')).toBe(game.bots!.basic);
    expect(policyFor(game, 'random')).toBe(randomPolicy);
    expect(policyFor(game, 'strong')).toBe(game.bots!.strong ?? game.bots!.basic);
  });

  it('cannot cheat: hidden cards dealt differently, with the same view for the seat, give the same choice', () => {
    let changed = 0;
    let cheaterCaught = 0;
    const runs = 120;
    fc.assert(
      fc.property(fc.nat(configs.length - 1), fc.nat(1_000_000), fc.nat(4095), fc.nat(400), fc.nat(1_000_000), (configIndex, gameSeed, mix, depth, hideSeed) => {
        const config = configs[configIndex]!;
        const { state, seat } = positionAt(game, config, `cheat-${gameSeed}`, mix, depth);
        const twin = game.redealHidden(state, seat, Random.fromSeed(`hide-${hideSeed}`));
        if (JSON.stringify(twin) !== JSON.stringify(state)) changed++;
        if (peekingChoice(game, twin, seat) !== peekingChoice(game, state, seat)) cheaterCaught++;
        // The twin is consistent with the seat's view: the seat sees the same and may make the same moves.
        expect(game.view(twin, seat)).toEqual(game.view(state, seat));
        expect(game.legalMoves(twin, seat)).toEqual(game.legalMoves(state, seat));
        for (const level of BOT_LEVELS) {
          const chosen = botMove(game, state, seat, level, Random.fromSeed(`bot-${hideSeed}`), BUDGET);
          expect(botMove(game, twin, seat, level, Random.fromSeed(`bot-${hideSeed}`), BUDGET)).toEqual(chosen);
          game.apply(twin, seat, chosen); // and the twin accepts it: a real position, not a broken one
        }
      }),
      { numRuns: runs, seed: 14 },
    );
    // Nearly every position hides something (a draw pile, other hands); the property is not vacuous.
    expect(changed).toBeGreaterThan(runs * 0.8);
    // And it has teeth: a chooser that peeks at the whole state is caught.
    expect(cheaterCaught).toBeGreaterThan(0);
  });

  it('plays only legal moves, and games played by bots end', () => {
    for (const [index, config] of configs.entries()) {
      for (let g = 0; g < 12; g++) {
        // all random, all basic, all strong, mixed tables
        const mix = g % 4 === 3 ? g * 97 : allAt(BOT_LEVELS[g % 4]!);
        const playout = playBotGame(game, setupOf(config, `legal-${index}-${g}`), levelsFor(config.players, mix), {
          maxMoves: MAX_MOVES,
          budget: BUDGET,
          freeze: g % 3 === 0, // neither the bot nor apply may change the state it is given
          onMove: (_state, _seat, move) => expect(game.move.safeParse(move).success).toBe(true),
        });
        expect(playout.ended, `${id} ${JSON.stringify(config)} game ${g} did not end`).toBe(true);
        expect(playout.outcome!.scores).toHaveLength(config.players);
      }
    }
  });

  it('is deterministic: the same seeds give the same game, which replays from its moves', () => {
    const config = configs[0]!;
    const setup = setupOf(config, 'determinism');
    const levels = levelsFor(config.players, 0b100110);
    const first = playBotGame(game, setup, levels, { keepMoves: true, botSeed: 'same', budget: BUDGET });
    const second = playBotGame(game, setup, levels, { keepMoves: true, botSeed: 'same', budget: BUDGET });
    expect(second.moves).toEqual(first.moves);
    expect(second.final).toEqual(first.final);
    expect(replay(game, setup, first.moves)).toEqual(first.final);
  });
});

describe('botMove', () => {
  const theGame = gameById('the-game')!; // its talk moves (hints, §9) and concede
  const started = theGame.setup(2, theGame.options.parse({}), Random.fromSeed('bot-move'));

  it('gives a game without its own basic policy the random one', () => {
    const plain: AnyGame = { ...theGame, bots: undefined };
    expect(policyFor(plain, 'basic')).toBe(randomPolicy);
    const move = botMove(plain, started.state, 0, 'basic', Random.fromSeed('r'));
    expect(theGame.legalMoves(started.state, 0)).toContainEqual(move);
  });

  it('random is uniform over the legal moves: every one of them comes up', () => {
    const legal = theGame.legalMoves(started.state, 0);
    const random = Random.fromSeed('uniform');
    const seen = new Set<string>();
    for (let i = 0; i < 50 * legal.length; i++) seen.add(JSON.stringify(botMove(theGame, started.state, 0, 'random', random)));
    expect(seen.size).toBe(legal.length);
  });

  it('refuses a policy that answers with a move it was not given', () => {
    const forger: AnyGame = { ...theGame, bots: { basic: () => ({ type: 'concede' }), levels: {} } };
    expect(() => botMove(forger, started.state, 0, 'basic', Random.fromSeed('f'))).toThrow(/not one of its legal moves/);
  });

  it('refuses talk the game does not allow now, and a talk move given as the move', () => {
    const chatter: AnyGame = { ...theGame, bots: { basic: (given) => ({ move: given.legalMoves[0], talk: [{ type: 'hint', pile: 'up1', signal: 'keepOff' }] }), levels: {} } };
    expect(() => botMove(chatter, started.state, 0, 'basic', Random.fromSeed('t'))).toThrow(/talk that is not allowed/);
    const talker: AnyGame = { ...theGame, bots: { basic: (given) => given.talk[0], levels: {} } };
    expect(() => botMove(talker, started.state, 0, 'basic', Random.fromSeed('t'))).toThrow(/not one of its legal moves/);
  });

  it('refuses a seat that has nothing to do', () => {
    const over = theGame.apply(started.state, 0, { type: 'concede' }).state;
    expect(() => botMove(theGame, over, 0, 'basic', Random.fromSeed('o'))).toThrow(/no legal move/);
  });

  it('hands the policy the seat view and the legal moves, never the state', () => {
    let input: unknown;
    const spy: AnyGame = { ...theGame, bots: { basic: (given) => ((input = given), given.legalMoves[0]), levels: {} } };
    botMove(spy, started.state, 1, 'basic', Random.fromSeed('s'));
    expect(Object.keys(input as object).sort()).toEqual(['budget', 'legalMoves', 'random', 'seat', 'talk', 'view']);
    expect((input as { view: unknown }).view).toEqual(theGame.view(started.state, 1));
    expect((input as { legalMoves: unknown }).legalMoves).toEqual(theGame.legalMoves(started.state, 1));
  });
});

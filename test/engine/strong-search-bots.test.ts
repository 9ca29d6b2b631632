/**
 * The Monte Carlo `strong` bots of Auslage, Reihen and Downhill (engine/games/<id>/strong.ts): their
 * samplers build, from the seat's view alone, whole states that the seat cannot tell from the real
 * one (the same view, every card exactly once), and the policies answer with one of the legal
 * moves, the same for the same seed. (That they never read hidden cards is the re-deal property of
 * test/engine/bots.test.ts, which runs every level of every game.)
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, gameById, type AnyGame, type BotInput, type BotPolicy, type Seat } from '../../engine/index.js';
import { sampleAuslage, strongAuslage } from '../../engine/games/auslage/strong.js';
import { FULL_DECK as AUSLAGE_DECK } from '../../engine/games/auslage/cards.js';
import type { AuslageState } from '../../engine/games/auslage/state.js';
import { sampleDownhill, strongDownhill } from '../../engine/games/downhill/strong.js';
import { FULL_DECK as DOWNHILL_DECK } from '../../engine/games/downhill/cards.js';
import type { DownhillState } from '../../engine/games/downhill/state.js';
import { sampleReihen, strongReihen } from '../../engine/games/reihen/strong.js';
import { FULL_DECK as REIHEN_DECK } from '../../engine/games/reihen/cards.js';
import type { ReihenState } from '../../engine/games/reihen/state.js';
import { playBotGame } from '../support/bot-playout.js';

interface Case {
  id: string;
  strong: BotPolicy<any, any>;
  sample: (view: any, seat: Seat, random: Random) => unknown;
  /** Every card of the sample (hands, table, piles), to check each is there exactly once. */
  cards: (state: any) => string[];
  deck: readonly string[];
  /** Options worth covering (each changes what the sampler must deal). */
  options: Array<Record<string, unknown>>;
  /** The legal-move list is a function of the view alone. */
  listedFromView: boolean;
}

const CASES: Case[] = [
  {
    id: 'downhill',
    strong: strongDownhill,
    sample: sampleDownhill,
    cards: (state: DownhillState) => [
      ...state.pile, ...state.removed, ...state.setAside,
      ...state.seats.flatMap((seat) => [...seat.hand, ...seat.faceUp, ...seat.faceDown].filter((card): card is string => card !== null)),
    ],
    deck: DOWNHILL_DECK,
    options: [{}],
    listedFromView: true,
  },
  {
    id: 'auslage',
    strong: strongAuslage,
    sample: sampleAuslage,
    cards: (state: AuslageState) => [
      ...state.middle, ...state.drawPile, ...state.hands.flat(),
      ...state.displays.flatMap((display) => Object.values(display).flat()),
    ],
    deck: AUSLAGE_DECK,
    options: [{}],
    listedFromView: true,
  },
  {
    id: 'reihen',
    strong: strongReihen,
    sample: sampleReihen,
    cards: (state: ReihenState) => [
      ...state.discard, ...state.completedRows.flat(), ...state.box,
      ...state.slots.flatMap((row) => (row ?? []).flatMap((entry) => entry.cards)),
      ...state.seats.flatMap((seat) => [...seat.hand, ...seat.pile]),
    ],
    deck: REIHEN_DECK,
    options: [{}, { useCharacters: true }],
    listedFromView: false,
  },
];

/** A position `depth` moves into a game of basic bots, with the seat to move. */
function positionAt(game: AnyGame, players: number, seed: number, depth: number, options: Record<string, unknown> = {}): { state: unknown; seat: Seat } | null {
  let position: { state: unknown; seat: Seat } | null = null;
  playBotGame(game, { players, options, seed: `strong-${seed}` }, Array(players).fill('basic'), {
    maxMoves: depth + 1,
    onMove: (state, seat) => (position = { state, seat }),
  });
  return position;
}

function inputAt(game: AnyGame, state: unknown, seat: Seat, seed: string, playouts = 12): BotInput<any, any> {
  return { view: game.view(state, seat), legalMoves: game.legalMoves(state, seat), talk: [], seat, random: Random.fromSeed(seed), budget: { playouts } };
}

describe.each(CASES)('strong in $id', ({ id, strong, sample, cards, deck, options, listedFromView }) => {
  const game = gameById(id)!;

  it('samples whole states the seat cannot tell from the real one: the same view, every card once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(10_000), fc.nat(300), fc.nat(10_000), fc.nat(options.length - 1), (players, seed, depth, sampleSeed, optionIndex) => {
        const position = positionAt(game, players, seed, depth, options[optionIndex]);
        if (position === null) return;
        const { state, seat } = position;
        const sampled = sample(game.view(state, seat), seat, Random.fromSeed(`sample-${sampleSeed}`));
        expect(game.view(sampled, seat)).toEqual(game.view(state, seat));
        // Every move the seat may make is a move the sample accepts. (Reihen lists its moves in hand
        // order and samples rebuilds by a move counter, neither of which the view shows: its lists
        // may differ in order and in the sampled moves, so only this holds there.)
        const legal = game.legalMoves(state, seat);
        if (listedFromView) expect(game.legalMoves(sampled, seat)).toEqual(legal);
        for (const move of legal) expect(() => game.apply(sampled, seat, move)).not.toThrow();
        expect(cards(sampled).sort()).toEqual(deck.slice().sort());
      }),
      { numRuns: 60, seed: 29 },
    );
  });

  it('answers with one of the legal moves, the same for the same seed', () => {
    for (let seed = 0; seed < 20; seed++) {
      const position = positionAt(game, 2 + (seed % 3), seed, 5 + seed * 7);
      if (position === null) continue;
      const { state, seat } = position;
      const input = inputAt(game, state, seat, `answer-${seed}`);
      const chosen = strong(input);
      expect(input.legalMoves).toContain(chosen);
      expect(strong(inputAt(game, state, seat, `answer-${seed}`))).toEqual(chosen);
    }
  });
});

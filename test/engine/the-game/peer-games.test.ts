/**
 * The boardgame.io peer's games on our engine (test/bench/support/peer-games.ts, used by
 * `npm run bench:engine`): the peer's generator, deck and deal reproduced, checked against the
 * known answers in the peer's README, and where our rules part from the peer's (R5, R6).
 */
import { describe, expect, it } from 'vitest';
import { blockStackOf, mulberry32, peerDeck, peerDigest, peerHandSize, playPeerGame } from '../../bench/support/peer-games.js';
import { startGame } from '../../support/playout.js';
import { fitOf, legalPlays } from '../../../engine/games/the-game/plays.js';
import { topOf } from '../../../engine/games/the-game/state.js';
import { theGame, type TheGameState } from './helpers.js';

describe("the boardgame.io peer's games", () => {
  it("reproduce the peer's generator and its deck of game 0 (its README's known answers)", () => {
    const random = mulberry32(1);
    expect([random(), random(), random()].map((x) => x.toFixed(10))).toEqual(['0.6270739406', '0.0027357212', '0.5274470400']);
    expect(peerDeck(0).slice(0, 10)).toEqual([50, 25, 74, 67, 63, 13, 80, 3, 33, 6]);
    expect([...peerDeck(7)].sort((a, b) => a - b)).toEqual(Array.from({ length: 98 }, (_, i) => i + 2));
  });

  it("deal every seat the peer's round-robin hand (R2 deals blocks) and leave its draw pile", () => {
    for (const players of [1, 2, 3, 5]) {
      const deck = peerDeck(players);
      const handSize = peerHandSize(players);
      const { state } = startGame(theGame, { players, seed: 'peer', stack: { deck: blockStackOf(deck, players, handSize) } });
      const { hands, drawPile } = state as TheGameState;
      hands.forEach((hand, seat) => {
        const roundRobin = Array.from({ length: handSize }, (_, round) => deck[round * players + seat]!);
        expect(hand).toEqual(roundRobin.sort((a, b) => a - b));
      });
      expect(drawPile).toEqual(deck.slice(players * handSize));
    }
  });

  it("play games 0 and 1 as the peer does (26 and 18 moves, 78 and 84 cards left, 3 players)", () => {
    expect([0, 1].map((index) => playPeerGame(theGame, index, 3))).toMatchObject([
      { moves: 26, cardsLeft: 78 },
      { moves: 18, cardsLeft: 84 },
    ]);
  });

  it('end game 2 a move before the peer does (its 7 moves, 92 left): R6 calls that turn start lost', () => {
    const ours = playPeerGame(theGame, 2, 3);
    expect(ours).toMatchObject({ moves: 6, cardsLeft: 93 });
    // The seat to act still holds a card that fits a pile, which the peer plays before it loses;
    // here no play could leave that turn finishable (R5), so the turn start is already lost.
    const final = ours.final as TheGameState;
    expect(final.result).toMatchObject({ reason: 'lost-stuck', seat: final.active });
    const fitting = final.hands[final.active!]!.filter((card) => [0, 1, 2, 3].some((pile) => fitOf(pile, topOf(final, pile), card) !== 0));
    expect(fitting.length).toBeGreaterThan(0);
    expect(legalPlays(final, final.active!)).toEqual([]);
  });

  it("fold results into the peer's digest (FNV-1a over moves,cardsLeft;)", () => {
    // A digest of nothing is FNV-1a's offset basis; the order of the games counts.
    expect(peerDigest([])).toBe('811c9dc5');
    const a = { moves: 26, cardsLeft: 78 };
    const b = { moves: 18, cardsLeft: 84 };
    expect(peerDigest([a, b])).not.toBe(peerDigest([b, a]));
    expect(peerDigest([a, b])).toMatch(/^[0-9a-f]{8}$/);
  });
});

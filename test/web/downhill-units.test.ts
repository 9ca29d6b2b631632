/** Downhill's table, its pure parts: cards and the limit's −2 arithmetic, the choice of cards, and every rule code and event in words. */
import '../support/web-words.js';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventFor, type GameEvent } from '../../engine/index.js';
import { FULL_DECK, isLegalOn, pointsOf, rankOf } from '../../engine/games/downhill/cards.js';
import { downhill } from '../../engine/games/downhill/index.js';
import type { DownhillState } from '../../engine/games/downhill/state.js';
import { view as viewOf } from '../../engine/games/downhill/view.js';
import type { Envelope } from '../../web/src/api/types.js';
import { face, fitsOn, limitArithmetic, points, sortCards, spoken } from '../../web/src/tables/downhill/cards.js';
import { flipChoices, playMove, toggleCard } from '../../web/src/tables/downhill/choice.js';
import { downhillEventWords, playWords, roundEndWords, ruleWords } from '../../web/src/tables/downhill/words.js';
import { playRandomGame } from '../support/playout.js';

const table = { seats: [{ seat: 0, playerId: 'p0', name: 'Ada' }, { seat: 1, playerId: 'p1', name: 'Bo' }], you: 1 } as Envelope;

describe("Downhill's cards on the table", () => {
  it('shows every card by its face and reads it out, and agrees with the engine on fitting and points', () => {
    expect([face('7c'), face('12e'), face('m2a'), face('swf')]).toEqual(['7', '12', '−2', '>>>']);
    expect([spoken('7c'), spoken('m2a'), spoken('swf')]).toEqual(['7', 'minus 2', 'sweep']);
    expect(sortCards(['swa', '12a', 'm2b', '3c', '3a', '10b'])).toEqual(['3a', '3c', '10b', '12a', 'm2b', 'swa']);
    for (const code of FULL_DECK) {
      expect(points(code)).toBe(pointsOf(code));
      for (const limit of [null, 1, 2, 5, 11, 12]) expect(fitsOn(code, limit), `${code} on ${limit}`).toBe(isLegalOn(rankOf(code), limit));
    }
  });

  it('explains the limit: the last number, −2 per −2 since, never below 1 (R6)', () => {
    expect(limitArithmetic([])).toBeNull();
    expect(limitArithmetic(['9a'])).toBe('9');
    expect(limitArithmetic(['12a', '11a', 'm2a'])).toBe('11 − 2 = 9');
    expect(limitArithmetic(['7a', 'm2a', 'm2b'])).toBe('7 − 2 − 2 = 3');
    expect(limitArithmetic(['3a', 'm2a', 'm2b'])).toBe('3 − 2 − 2 goes below 1, so 1');
    expect(limitArithmetic(['9a', 'm2a', '5b'])).toBe('5');
  });

  it("ends on the engine's limit in every position of random games", () => {
    let checked = 0;
    for (const seed of ['u1', 'u2', 'u3']) {
      playRandomGame(downhill, { players: 3, seed, options: { rounds: 2 } }, {
        onStep: ({ after }) => {
          const state = after as DownhillState;
          const arithmetic = limitArithmetic(state.pile);
          if (state.limit === null) expect(arithmetic).toBeNull();
          else expect(arithmetic!.split(/ = | so /).at(-1)).toBe(String(state.limit));
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('choosing the cards of one play', () => {
  it('gathers equal cards from one source; another kind or source starts afresh', () => {
    let chosen = toggleCard(null, 'hand', '7a');
    chosen = toggleCard(chosen, 'hand', '7c');
    expect(chosen).toEqual({ from: 'hand', cards: ['7a', '7c'] });
    expect(toggleCard(chosen, 'hand', '8a')).toEqual({ from: 'hand', cards: ['8a'] });
    expect(toggleCard(chosen, 'table', '7b')).toEqual({ from: 'table', cards: ['7b'] });
    expect(toggleCard(toggleCard(null, 'hand', 'm2a'), 'hand', 'm2c')).toEqual({ from: 'hand', cards: ['m2a', 'm2c'] });
    expect(toggleCard(chosen, 'hand', '7a')).toEqual({ from: 'hand', cards: ['7c'] });
    expect(toggleCard({ from: 'hand', cards: ['7a'] }, 'hand', '7a')).toBeNull();
  });

  it('gives the "last card" flag exactly when the play leaves one card (R13)', () => {
    const two = { from: 'hand' as const, cards: ['7a', '7b'] };
    expect(playMove(two, 3, true)).toEqual({ type: 'play', from: 'hand', cards: ['7a', '7b'], announce: true });
    expect(playMove(two, 3, false)).toEqual({ type: 'play', from: 'hand', cards: ['7a', '7b'], announce: false });
    expect(playMove(two, 2, false)).toEqual({ type: 'play', from: 'hand', cards: ['7a', '7b'] });
    expect(playMove(two, 5, true)).toEqual({ type: 'play', from: 'hand', cards: ['7a', '7b'] });
  });

  it("reads the flips, and whether the call is due, from the server's legal moves", () => {
    const choices = flipChoices([{ type: 'flip', slot: 2, announce: true }, { type: 'flip', slot: 2, announce: false }, { type: 'flip', slot: 3, announce: true }, { type: 'pickUp' }]);
    expect([...choices]).toEqual([[2, true], [3, true]]);
    expect([...flipChoices([{ type: 'flip', slot: 0 }, { type: 'pickUp' }])]).toEqual([[0, false]]);
  });
});

describe('Downhill in plain words', () => {
  it('has words for every rule-violation code of the rules (§11) and the engine, and nothing else', () => {
    const rules = readFileSync('docs/rules/downhill.md', 'utf8');
    const section = rules.slice(rules.indexOf('## §11'), rules.indexOf('## §12'));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]!);
    const folder = 'engine/games/downhill';
    const source = readdirSync(folder).filter((file) => file.endsWith('.ts')).map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
    const thrown = [...source.matchAll(/violation\('([A-Z_]+)'/g)].map((match) => match[1]!);
    expect(documented.length).toBe(17);
    expect(new Set(thrown).size).toBeGreaterThan(10);
    for (const code of [...documented, ...thrown]) expect(ruleWords[code], code).toMatch(/^[A-Z“].+\.$/);
    expect(Object.keys(ruleWords).sort()).toEqual([...new Set(documented)].sort());
  });

  it('words every event the engine emits, as each seat and a spectator sees it', () => {
    const seen = new Map<string, number>();
    const word = (events: readonly GameEvent[]) => {
      for (const event of events)
        for (const viewer of [0, 1, 2, null]) {
          const words = downhillEventWords(eventFor(event, viewer), { ...table, you: viewer } as Envelope);
          expect(words, `${event.type} for ${viewer}`).toMatch(/^[A-Z>“].+[.!]$/);
          expect(words).not.toMatch(/undefined|NaN|\[object/);
        }
      for (const event of events) seen.set(event.type, (seen.get(event.type) ?? 0) + 1);
    };
    for (const [seed, scoring] of [['w1', 'points'], ['w2', 'matchsticks'], ['w3', 'points']] as const) {
      const game = playRandomGame(downhill, { players: 3, seed, options: { rounds: 2, scoring } }, { onStep: ({ events }) => word(events), keepSteps: true });
      word(game.setupEvents);
      const resigned = downhill.resign(game.steps[3]!.after as DownhillState, 2);
      word(resigned.events);
    }
    // Every event the rules list (§8) occurred, and none the words do not know.
    const listed = ['roundStarted', 'handDealt', 'played', 'flipped', 'minusTwoTaken', 'swept', 'pickedUp', 'passed', 'lastCard', 'turnSkipped', 'roundEnded', 'gameEnded', 'resigned'];
    expect([...seen.keys()].sort()).toEqual(listed.filter((type) => seen.has(type)).sort());
    expect(listed.filter((type) => !seen.has(type) && type !== 'passed')).toEqual([]);
    expect(downhillEventWords({ type: 'passed', seat: 0 }, table)).toBe('Ada passed: nothing to start a pile with.');
    expect(downhillEventWords({ type: 'somethingNew' }, table)).toBeNull();
  });

  it('says what happened in the words a player would use', () => {
    expect(downhillEventWords({ type: 'handDealt', seat: 1, cards: ['3a', 'm2a', 'swb'] }, table)).toBe('You were dealt 3, −2, >>>.');
    expect(downhillEventWords({ type: 'handDealt', seat: 0 }, table)).toBe('Ada was dealt a hand.');
    expect(downhillEventWords({ type: 'played', seat: 0, from: 'hand', cards: ['12a', '12b'], limit: 12 }, table)).toBe('Ada played 12 ×2 from hand: now 12 or lower.');
    expect(downhillEventWords({ type: 'played', seat: 1, from: 'table', cards: ['m2a'], limit: 9 }, table)).toBe('You played −2 face up from the table: now 9 or lower.');
    expect(downhillEventWords({ type: 'played', seat: 1, from: 'faceDown', cards: ['swa'], limit: null }, table)).toBe('You played >>> blind from face down.');
    expect(downhillEventWords({ type: 'swept', seat: 1, cards: ['9a', '4b', 'swa'] }, table)).toBe('>>> The pile (3 cards) left the round; you start a new one.');
    expect(downhillEventWords({ type: 'lastCard', seat: 0, announced: false }, table)).toBe('Ada did not call “last card”: Ada’s next turn is skipped.');
    expect(downhillEventWords({ type: 'turnSkipped', seat: 1 }, table)).toBe('Your turn was skipped (no “last card” call).');
    expect(downhillEventWords({ type: 'minusTwoTaken', seat: 1, card: 'm2a' }, table)).toBe('You took the turned-up −2 into the hand; you play on.');
    expect(downhillEventWords({ type: 'swept', seat: 0, cards: ['swa'] }, table)).toBe('>>> The pile (1 card) left the round; Ada starts a new one.');
    expect(
      downhillEventWords({ type: 'roundEnded', round: 1, winner: 0, reason: 'minusTwoReveal', remaining: [[], ['5a']], roundScores: [-80, 5], totals: [-80, 5], matchsticks: [0, 0] }, table),
    ).toBe('Round 1 ended: Ada turned up a −2 as the last card (−80). Scores: Ada -80, You 5.');
    expect(downhillEventWords({ type: 'gameEnded', standings: [{ seat: 1, rank: 1, score: 3 }, { seat: 0, rank: 2, score: 9 }] }, table)).toBe('The game is over: you win.');
    expect(roundEndWords('allPassed', 'nobody')).toBe('blocked: everybody passed, no winner');
    expect(playWords(['4a', '4b', '4c'])).toBe('4 ×3');
  });
});

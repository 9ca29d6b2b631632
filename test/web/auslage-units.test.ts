/** Auslage's table, its pure parts: card words and matching (against the engine), every rule code and event in words, the turn notices. */
import '../support/web-words.js';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Random, eventFor, type GameEvent } from '../../engine/index.js';
import { CALLS, FULL_DECK, matches as engineMatches } from '../../engine/games/auslage/cards.js';
import { auslage } from '../../engine/games/auslage/index.js';
import type { AuslageMove } from '../../engine/games/auslage/schema.js';
import type { AuslageState } from '../../engine/games/auslage/state.js';
import { view } from '../../engine/games/auslage/view.js';
import type { Envelope } from '../../web/src/api/types.js';
import { blockingTops, callWords, cardWords, matches } from '../../web/src/tables/auslage/cards.js';
import { turnNotices } from '../../web/src/tables/auslage/notices.js';
import { auslageEventWords, listWords, points, ruleWords, signed } from '../../web/src/tables/auslage/words.js';
import { AUSLAGE_DECKS } from '../support/auslage.js';
import { playRandomGame } from '../support/playout.js';

const ENGINE = join(process.cwd(), 'engine/games/auslage');
const engineSource = readdirSync(ENGINE)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(join(ENGINE, file), 'utf8'))
  .join('\n');

/** Ada at seat 0, Bo at seat 1; `you` the viewer. */
const table = (you: number | null) =>
  ({ you, seats: [{ seat: 0, playerId: 'a', name: 'Ada' }, { seat: 1, playerId: 'b', name: 'Bo' }, { seat: 2, playerId: 'c', name: 'Cy' }] }) as unknown as Envelope;

describe('Auslage cards in words', () => {
  it('names a card by colour and number, a joker as a joker, a call as a colour or a number', () => {
    expect([cardWords('G3b'), cardWords('R0a'), cardWords('P5a'), cardWords('J2')]).toEqual(['green 3', 'red 0', 'purple 5', 'joker']);
    expect([callWords('Y'), callWords(4), callWords(0)]).toEqual(['yellow', '4', '0']);
  });

  it('matches exactly as the engine does (R6), for every card, top and call', () => {
    const calls = [null, ...CALLS];
    let compared = 0;
    for (const card of FULL_DECK)
      for (const top of FULL_DECK)
        for (const call of top.startsWith('J') ? calls : [null]) {
          expect(matches(card, top, call), `${card} on ${top} (${call})`).toBe(engineMatches(card, top, call));
          compared++;
        }
    expect(compared).toBe(64 * 60 + 64 * 4 * 12);
  });

  it('finds the display tops that force a return (R8); covered cards never block', () => {
    const display = { R: ['R3a' as const, 'R1b' as const], Y: [], G: [], B: ['B4a' as const], P: [] };
    expect(blockingTops(display, 'Y3b', null)).toEqual([]); // E2's variant: only R1b counts
    expect(blockingTops(display, 'G1a', null)).toEqual(['R1b']);
    expect(blockingTops(display, 'J1', 'B')).toEqual(['B4a']);
  });

  it('writes scores with their sign and lists names', () => {
    expect([signed(5), signed(-3), signed(0)]).toEqual(['+5', '−3', '0']);
    expect([listWords(['Ada']), listWords(['Ada', 'Bo']), listWords(['Ada', 'Bo', 'Cy'])]).toEqual(['Ada', 'Ada and Bo', 'Ada, Bo and Cy']);
  });
});

describe('Auslage rule violations in words', () => {
  it('has words for every code of docs/rules/auslage.md §11 and every code the engine raises, and no other', () => {
    const rules = readFileSync(join(process.cwd(), 'docs/rules/auslage.md'), 'utf8');
    const section = rules.slice(rules.indexOf('## §11'), rules.indexOf('## §12'));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((found) => found[1]!);
    const raised = [...engineSource.matchAll(/violation\('([A-Z_]+)'/g)].map((found) => found[1]!);
    expect(documented.length).toBe(12);
    expect(new Set(raised)).toEqual(new Set(documented));
    expect(Object.keys(ruleWords).sort()).toEqual([...documented].sort());
    for (const words of Object.values(ruleWords)) expect(words).toMatch(/^[A-Z].*\.$/);
  });
});

describe('Auslage events in words', () => {
  it('words every event the game emits, as each seat and a spectator see it, through whole games and a resignation', () => {
    const emitted = new Set([...engineSource.matchAll(/emit(?:Private)?\(draft, '(\w+)'/g)].map((found) => found[1]!));
    const events: GameEvent[] = [];
    for (const seed of ['words-1', 'words-2', 'words-3']) {
      const game = playRandomGame(auslage as never, { players: 3, seed, options: { targetScore: 20 } }, { onStep: (step) => events.push(...step.events) });
      expect(game.ended).toBe(true);
    }
    // A joker turned up as the start card (R4): two players, so deck[10].
    const jokerFirst: string[] = FULL_DECK.filter((card) => card !== 'J3');
    jokerFirst.splice(10, 0, 'J3');
    events.push(...auslage.setup(2, auslage.options.parse({}), Random.fromSeed('joker'), { deck: jokerFirst }).events);
    // An empty draw pile when Ada must draw: rebuilt from the middle under its top (R13).
    const dealt = auslage.setup(2, auslage.options.parse({}), Random.fromSeed('rebuild'), { decks: AUSLAGE_DECKS }).state;
    events.push(...auslage.apply({ ...dealt, drawPile: [], middle: ['Y1a', 'Y3b', 'G4a'] }, 0, { type: 'display', card: 'R1a' }).events);
    const started = auslage.setup(3, auslage.options.parse({}), Random.fromSeed('resign'));
    events.push(...started.events, ...auslage.resign(started.state, 1).events, ...auslage.resign(auslage.resign(started.state, 1).state, 2).events);
    const worded = new Set<string>();
    for (const event of events)
      for (const viewer of [0, 1, 2, null]) {
        const line = auslageEventWords(eventFor(event, viewer) as never, table(viewer));
        expect(line, event.type).not.toBeNull();
        expect(line).not.toMatch(/undefined|NaN|null|\[object/);
        worded.add(event.type);
      }
    expect(worded).toEqual(emitted);
    expect(emitted).toContain('drawPileRebuilt');
  });

  it('says what happened, private cards only to their seat', () => {
    const drawn = { type: 'cardDrawn', seat: 0, drawPileSize: 40, card: 'R5b' };
    expect(auslageEventWords(drawn, table(0))).toBe('You drew red 5.');
    expect(auslageEventWords({ type: 'cardDrawn', seat: 0, drawPileSize: 40 }, table(1))).toBe('Ada drew a card.');
    expect(auslageEventWords({ type: 'cardPlayed', seat: 1, card: 'J1', from: 'hand', call: 'Y' }, table(0))).toBe('Bo played a joker to the middle and called yellow.');
    expect(auslageEventWords({ type: 'cardPlayed', seat: 0, card: 'R1a', from: 'display', call: null }, table(0))).toBe('You gave red 1 back from your display to the middle.');
    expect(auslageEventWords({ type: 'cardPlayed', seat: 0, card: 'R1a', from: 'display', call: null }, table(1))).toBe('Ada gave red 1 back from the display to the middle.');
    expect(auslageEventWords({ type: 'cardDisplayed', seat: 1, card: 'P2a' }, table(0))).toBe('Bo laid out purple 2.');
    const passage = { type: 'passageEnded', passage: 1, reason: 'handEmpty', endingSeat: 1, scores: [-5, 3, 0], totals: [-5, 3, 0] };
    expect(auslageEventWords(passage, table(0))).toBe('Passage 1 is over: Bo played the last hand card. Scores: You −5 (total −5), Bo +3 (total 3), Cy 0 (total 0).');
    expect(auslageEventWords({ type: 'gameEnded', reason: 'completed', totals: [52, 52, 7], winners: [0, 1] }, table(2))).toBe('The game is over: Ada and Bo share the win with 52 points.');
    const dealt = { type: 'passageStarted', passage: 2, startingSeat: 1, seat: 1, handSize: 5, middle: ['G4a'], drawPileSize: 43, hand: ['R1a', 'J2'] };
    expect(auslageEventWords(dealt, table(1))).toBe('Passage 2: You were dealt red 1 and joker; the middle pile starts with green 4. You begin.');
  });
});

describe('what binds the active seat, in words', () => {
  const play = (state: AuslageState, seat: number, move: AuslageMove) => auslage.apply(state, seat, move).state;
  const start = auslage.setup(2, auslage.options.parse({}), Random.fromSeed('notices'), { decks: AUSLAGE_DECKS }).state;

  it('shows the forced return (R8) to everyone when a display top of the active seat matches the middle', () => {
    let state = play(start, 0, { type: 'display', card: 'R1a' });
    expect(turnNotices(view(state, 0), table(0))).toEqual([]);
    state = play(state, 1, { type: 'play', card: 'G1a' });
    expect(turnNotices(view(state, 0), table(0))).toEqual([
      { kind: 'forced', text: 'Forced return: your display top red 1 matches the middle, so you may not lay out a card this turn: you must play a matching card, from the hand or by giving a display card back.' },
    ]);
    expect(turnNotices(view(state, null), table(null))[0]!.text).toMatch(/^Forced return: Ada’s display top red 1 matches the middle, so Ada may not lay out a card/);
  });

  it('shows the follow duty (R11) for the seat after a joker, for one turn', () => {
    let state = play(play(play(start, 0, { type: 'display', card: 'R1a' }), 1, { type: 'play', card: 'G1a' }), 0, { type: 'play', card: 'R1a' });
    state = play(state, 1, { type: 'play', card: 'J1', call: 'Y' });
    expect(turnNotices(view(state, 1), table(1))).toEqual([
      { kind: 'follow', text: 'Follow the joker: Ada must answer the call with a yellow card or a joker (from Ada’s hand or display) if Ada has one; only without one may Ada lay a card into the display.' },
    ]);
    state = play(state, 0, { type: 'play', card: 'Y3a' });
    expect(turnNotices(view(state, 1), table(1))).toEqual([]);
  });
});

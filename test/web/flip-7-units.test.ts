/** Flip 7's table, its pure parts: every rule code and every event in words, the pending choice and the open Flip Threes. */
import '../support/web-words.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Random, eventFor, type GameEvent as EngineEvent } from '../../engine/index.js';
import { FULL_DECK, type CardCode } from '../../engine/games/flip-7/cards.js';
import { flip7 } from '../../engine/games/flip-7/index.js';
import type { Flip7Move } from '../../engine/games/flip-7/schema.js';
import type { Flip7State } from '../../engine/games/flip-7/state.js';
import { view as viewOf } from '../../engine/games/flip-7/view.js';
import type { Envelope, GameEvent } from '../../web/src/api/types.js';
import { choicePrompt, flipThreeWords, pendingChoice, targetLabel, waitingWords } from '../../web/src/tables/flip-7/choice.js';
import { cardFace, cardLabel, flip7EventWords, ruleWords } from '../../web/src/tables/flip-7/words.js';
import { playRandomGame } from '../support/playout.js';

const RULES = readFileSync(join(process.cwd(), 'docs/rules/flip-7.md'), 'utf8');
const ENGINE = join(process.cwd(), 'engine/games/flip-7');
/** Ada is seat 0, Bo seat 1, the viewer seat 2 ("you"). */
const table = { seats: [{ seat: 0, playerId: 'a', name: 'Ada' }, { seat: 1, playerId: 'b', name: 'Bo' }, { seat: 2, playerId: 'c', name: 'Cy' }], you: 2 } as Envelope;

/** The rows of a Markdown section's table whose first cell is a `CODE`. */
function tableCodes(section: string): string[] {
  const start = RULES.indexOf(`\n## ${section}`);
  const body = RULES.slice(start + 1, RULES.indexOf('\n## ', start + 1));
  return [...body.matchAll(/^\| `([A-Za-z0-9_]+)` \|/gm)].map((match) => match[1]!);
}

/** A game of 2 or 3 seats on a stacked deck (top cards first, the rest in canonical order). */
function stacked(players: number, top: CardCode[]): Flip7State {
  const rest = [...FULL_DECK];
  for (const card of top) rest.splice(rest.indexOf(card), 1);
  return flip7.setup(players, flip7.options.parse({}), Random.fromSeed('units'), flip7.stack.parse({ deck: [...top, ...rest] })).state;
}
const play = (state: Flip7State, moves: Array<[number, Flip7Move]>) => moves.reduce((s, [seat, move]) => flip7.apply(s, seat, move).state, state);

describe('Flip 7 in plain words', () => {
  it('has words for every rule-violation code of §11 and every code the engine raises', () => {
    const documented = tableCodes('§11');
    expect(documented).toContain('TARGET_HAS_SECOND_CHANCE');
    const raised = readdirSync(ENGINE)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(join(ENGINE, file), 'utf8').matchAll(/violation\('([A-Z_]+)'/g)].map((match) => match[1]!));
    for (const code of new Set([...documented, ...raised])) expect(ruleWords[code], code).toMatch(/^[A-Z].+\.$/);
    expect(Object.keys(ruleWords).sort()).toEqual([...new Set([...documented, ...raised])].sort());
  });

  it('tells every event the game emits in words, by name, with no gap', () => {
    const seen = new Map<string, GameEvent>();
    // As the API sends them: flat, as a spectator sees them (every Flip 7 event is public, §8).
    const learn = (events: EngineEvent[]) =>
      events.map((event) => eventFor(event, null) as GameEvent).forEach((event) => seen.set(`${event.type}:${String(event.reason ?? event.via ?? '')}`, event));
    // Long games reshuffle; games to 1 point often tie at the top (play on, or share).
    const variants = [{}, { targetScore: 1 }, { targetScore: 1, tieRule: 'share' }, { targetScore: 60, flip7Bonus: 0 }];
    for (let game = 0; game < 80; game++) {
      const players = 2 + (game % 5);
      const options = variants[game % variants.length];
      const playout = playRandomGame(flip7, { players, options, seed: `words-${game}` }, { onStep: (step) => learn(step.events) });
      learn(playout.setupEvents);
      expect(playout.ended).toBe(true);
    }
    // A resignation, and a chooser resigning with a card in hand (§5.1's giveAction).
    const choosing = stacked(3, ['5', 'FRZ', '8']);
    learn(flip7.resign(choosing, 1).events);
    learn(flip7.resign(choosing, 0).events);
    const types = new Set([...seen.values()].map((event) => event.type));
    for (const type of [...tableCodes('§8'), 'resigned']) expect(types.has(type), type).toBe(true);
    for (const event of seen.values()) {
      const words = flip7EventWords(event, table);
      expect(words, JSON.stringify(event)).toMatch(/^[A-Z0-9].*[.!]$/);
      expect(words).not.toMatch(/undefined|NaN|null|\[object/);
    }
    expect(flip7EventWords({ type: 'somethingNew' }, table)).toBeNull();
  });

  it('says the events as a player would', () => {
    const say = (event: GameEvent) => flip7EventWords(event, table);
    expect(say({ type: 'cardDrawn', seat: 0, card: 'F3', via: 'hit' })).toBe('Ada hit and drew a Flip Three.');
    expect(say({ type: 'cardDrawn', seat: 2, card: 'x2', via: 'deal' })).toBe('You got the ×2 in the deal.');
    expect(say({ type: 'busted', seat: 1, card: '9' })).toBe('Bo busted with a second 9: no points this round.');
    expect(say({ type: 'secondChanceUsed', seat: 2, card: '4' })).toBe('Your Second Chance cancelled a second 4.');
    expect(say({ type: 'actionGiven', from: 0, to: 0, card: 'FRZ', forced: true })).toBe('Ada had to take the Freeze: nobody else could.');
    expect(say({ type: 'actionGiven', from: 2, to: 1, card: 'SC', forced: false })).toBe('You gave the Second Chance to Bo.');
    expect(say({ type: 'actionDiscarded', seat: 1, card: 'FRZ', reason: 'holderBusted' })).toBe('Bo’s Freeze was discarded: Bo busted.');
    expect(say({ type: 'roundEnded', round: 3, reason: 'flip7', roundScores: [58, 0, 11], totals: [68, 20, 29] })).toBe(
      'Round 3 over (a Flip 7): Ada 58, Bo 0, You 11. Totals: Ada 68, Bo 20, You 29.',
    );
    expect(say({ type: 'tieContinues', seats: [0, 1, 2], total: 210 })).toBe('Ada, Bo and you tied at 210: another round for everyone.');
    expect(say({ type: 'gameEnded', winners: [2], totals: [1, 2, 300] })).toBe('You won. Totals: Ada 1, Bo 2, You 300.');
  });

  it('shows cards on their faces and reads them out', () => {
    expect(['7', '+4', 'x2', 'SC'].map(cardFace)).toEqual(['7', '+4', '×2', 'Second Chance']);
    expect(['0', '+10', 'x2'].map(cardLabel)).toEqual(['0', 'plus 10', 'times 2 (doubles the numbers)']);
  });
});

describe('a target choice and the open Flip Threes', () => {
  it('knows a card set aside in the chooser’s own Flip Three, with the Flip Three it was opened from still open below', () => {
    // The browser test's first round (2 seats): two Flip Threes, the newest one's Freeze to give.
    const start = stacked(2, ['3', '4', 'F3', 'F3', '6', 'FRZ', 'SC', '7', 'FRZ']);
    const state = play(start, [
      [0, { type: 'hit' }],
      [0, { type: 'giveAction', target: 1 }],
      [1, { type: 'giveAction', target: 0 }],
    ]);
    const ada = { ...table, you: 0 } as Envelope;
    const view = viewOf(state, 0);
    const choice = pendingChoice(view)!;
    expect(choice).toEqual({ chooser: 0, card: 'FRZ', eligible: [0, 1], setAside: true });
    expect(choicePrompt(choice)).toBe('Your Flip Three is over: give the Freeze you set aside; choose who is frozen: that player banks the row and takes no more cards this round.');
    expect(choice.eligible.map((target) => targetLabel(choice.card, target, ada))).toEqual(['Give the Freeze to yourself', 'Give the Freeze to Bo']);
    expect(view.flipThrees.map((record) => flipThreeWords(record, ada))).toEqual(['Flip Three on Bo: 3 of 3 cards drawn; set aside to give: Freeze', 'Flip Three on you: 3 of 3 cards drawn']);
    expect(waitingWords(choice, { ...table, you: 1 } as Envelope)).toBe('Ada is choosing who gets the Freeze: Ada or you.');
  });

  it('knows a card drawn outside any Flip Three, a surplus Second Chance, and no choice at all', () => {
    const dealt = stacked(3, ['5', 'FRZ', '8']);
    expect(pendingChoice(viewOf(dealt, 1))).toEqual({ chooser: 1, card: 'FRZ', eligible: [0, 1, 2], setAside: false });
    expect(choicePrompt(pendingChoice(viewOf(dealt, 1))!)).toMatch(/^You drew a Freeze; choose who is frozen/);
    // Seat 0 is dealt a Second Chance and hits a second one, with two seats still in to take it.
    const surplus = play(stacked(3, ['SC', '4', '5', 'SC']), [[0, { type: 'hit' }]]);
    const choice = pendingChoice(viewOf(surplus, 0))!;
    expect(choice).toEqual({ chooser: 0, card: 'SC', eligible: [1, 2], setAside: false });
    expect(choicePrompt(choice)).toBe('You drew a second Second Chance; you already hold one, so give it to a player still in who has none.');
    expect(pendingChoice(viewOf(play(surplus, [[0, { type: 'giveAction', target: 2 }]]), 0))).toBeNull();
  });
});

/** Reihen's table, its pure parts: the turn preview (§5.1, R6, R7), the character picks (§6.2), and the words for every rule code (§11) and event (§8). */
import '../support/web-words.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventFor } from '../../engine/index.js';
import { PERSONS, type Person } from '../../engine/games/reihen/cards.js';
import { reihen } from '../../engine/games/reihen/index.js';
import * as z from 'zod';
import type { EntryView } from '../../engine/games/reihen/view.js';
import type { Envelope, JsonSchema } from '../../web/src/api/types.js';
import { listChoices } from '../../web/src/screens/option-fields.js';
import { missing, needs, noPicks, pickCard, useMove, type Picks } from '../../web/src/tables/reihen/characters.js';
import { fitsRow, neededValue, planMoves, plansProgress, preview, stepFits, type Step } from '../../web/src/tables/reihen/plan.js';
import { entryWords, persons, reihenEventWords, resultWords, ruleWords } from '../../web/src/tables/reihen/words.js';
import { playRandomGame } from '../support/playout.js';

const row = (...cards: string[]): EntryView[] => cards.map((card) => ({ cards: [card], value: Number.parseInt(card, 10) }));
const game = { seats: [{ seat: 0, playerId: 'a', name: 'Ada' }, { seat: 1, playerId: 'b', name: 'Bo' }], you: 1 } as unknown as Envelope;

describe('a Reihen turn previewed in the browser', () => {
  it('says what a slot needs and whether a card or a run fits (§5.1, R6, R8)', () => {
    expect([neededValue(null), neededValue(row('5a', '6a')), neededValue(row('12a', '13a'))]).toEqual([null, 7, 'none']);
    expect([fitsRow(7, row('5a', '6a')), fitsRow(8, row('5a', '6a')), fitsRow(9, null), fitsRow(1, row('13a'))]).toEqual([true, false, true, false]);
    const rows = [row('1a', '2a'), row('3a', '4a'), null, null, null, null];
    expect(stepFits(rows, { type: 'move', from: 1, index: 0, to: 0 })).toBe(true);
    expect(stepFits(rows, { type: 'move', from: 1, index: 1, to: 0 })).toBe(false); // 4 does not continue 2
    expect(stepFits(rows, { type: 'move', from: 1, index: 1, to: 2 })).toBe(true); // a split into an empty slot
    expect(stepFits(rows, { type: 'move', from: 1, index: 0, to: 1 })).toBe(false); // SAME_ROW
    expect(stepFits(rows, { type: 'move', from: 2, index: 0, to: 1 })).toBe(false); // ROW_EMPTY
  });

  it('shows plays and rebuilds on the rows, removes a complete row at once (R7), and leaves the view alone', () => {
    const rows = [row('1a'), row('5a'), null, row('13a'), row('3a'), row('7b', '8b', '9b', '10b', '11b', '12b', '13b')];
    const steps: Step[] = [
      { type: 'play', card: '2a', row: 0 },
      { type: 'play', card: '4a', row: 4 },
      { type: 'move', from: 4, index: 0, to: 0 },
    ];
    const after = preview(rows, ['2a', '4a', '6a'], steps);
    expect(after.rows[0]!.map((entry) => entry.cards[0])).toEqual(['1a', '2a', '3a', '4a']);
    expect(after.rows[4]).toBeNull();
    expect(after.hand).toEqual(['6a']);
    expect(rows[0]).toEqual(row('1a'));
    // E3's shape: 5d … then 6a, and a tail 7b…13b moved on completes the row; it leaves the table.
    const done = preview(after.rows, after.hand, [
      { type: 'play', card: '5d', row: 0 },
      { type: 'play', card: '6a', row: 0 },
      { type: 'move', from: 5, index: 0, to: 0 },
    ]);
    expect(done.rows[0]).toBeNull();
    expect(done.rows[5]).toBeNull();
    expect(done.completed).toEqual([['1a', '2a', '3a', '4a', '5d', '6a', '7b', '8b', '9b', '10b', '11b', '12b', '13b']]);
  });

  it('sends the steps as one batch with what ends it; an exchange only while nothing was laid (R5)', () => {
    const steps: Step[] = [{ type: 'move', from: 1, index: 0, to: 0 }];
    expect(plansProgress(steps)).toBe(false);
    expect(plansProgress([...steps, { type: 'play', card: '2a', row: 0 }])).toBe(true);
    expect(planMoves(steps, { type: 'exchange', cards: ['9a'] })).toEqual([{ type: 'move', from: 1, index: 0, to: 0 }, { type: 'exchange', cards: ['9a'] }]);
    expect(planMoves(steps, null)).toEqual([{ type: 'move', from: 1, index: 0, to: 0 }]);
    for (const move of planMoves([...steps, { type: 'play', card: '2a', row: 0 }], { type: 'endTurn' })) expect(reihen.move.safeParse(move).success).toBe(true);
  });
});

/** Everything a person could ask for, picked. */
const fullPicks = (person: Person): Picks => {
  const need = needs[person];
  let picks: Picks = { ...noPicks(), row: need.row ? 2 : null, discard: need.discard ? '9c' : null, target: need.target ? 1 : null, run: need.run ? { from: 1, index: 0 } : null, count: 2 };
  const hand = { one: ['5a'], two: ['3b', '4b'], upTo3: ['5a', '6c'], many: ['8b', '7c'] }[need.hand ?? 'one'];
  if (need.hand) for (const card of hand) picks = pickCard(person, picks, card);
  return picks;
};

describe('using a character in the browser', () => {
  it('has a name, an effect in words and the fields to pick for every person of §6.2', () => {
    expect(Object.keys(persons).sort()).toEqual([...PERSONS].sort());
    expect(Object.keys(needs).sort()).toEqual([...PERSONS].sort());
  });

  it('builds a useCharacter move the engine’s schema accepts, once everything is picked', () => {
    for (const person of PERSONS) {
      const need = needs[person];
      if (Object.keys(need).length > 0) expect(useMove(person, noPicks()), person).toBeNull();
      const move = useMove(person, fullPicks(person));
      expect(missing(person, fullPicks(person)), person).toEqual([]);
      expect(reihen.move.safeParse(move).success, `${person}: ${JSON.stringify(move)}`).toBe(true);
    }
    expect(useMove('builder', fullPicks('builder'))).toEqual({ type: 'useCharacter', person: 'builder', row: 2, cards: ['8b', '7c'] });
    expect(useMove('carpenter', fullPicks('carpenter'))).toEqual({ type: 'useCharacter', person: 'carpenter', from: 1, index: 0, to: 2 });
    expect(useMove('scavenger', fullPicks('scavenger'))).toEqual({ type: 'useCharacter', person: 'scavenger', card: '9c', row: 2 });
  });

  it('keeps hand picks in order, within the person’s limit, and toggles them', () => {
    let picks = noPicks();
    for (const card of ['5a', '6a', '7a', '8a']) picks = pickCard('trader', picks, card);
    expect(picks.cards).toEqual(['5a', '6a', '7a']);
    expect(pickCard('trader', picks, '6a').cards).toEqual(['5a', '7a']);
    expect(pickCard('sweeper', pickCard('sweeper', noPicks(), '5a'), '6a').cards).toEqual(['6a']); // one card: the last picked
    expect(missing('mathematician', pickCard('mathematician', { ...noPicks(), row: 0 }, '3b'))).toEqual(['two hand cards']);
  });
});

/** §11's table of docs/rules/reihen.md, and every code the engine's rules raise. */
function ruleCodes(): { documented: string[]; raised: string[] } {
  const rules = readFileSync(join(process.cwd(), 'docs/rules/reihen.md'), 'utf8');
  const section = rules.slice(rules.indexOf('## §11'), rules.indexOf('## §12'));
  const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((found) => found[1]!);
  const raised = [...new Set([...reihenSource().matchAll(/violation\(\s*'([A-Z_]+)'/g)].map((found) => found[1]!))];
  return { documented, raised };
}

function reihenSource(): string {
  const folder = join(process.cwd(), 'engine/games/reihen');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'dictionary.ts')
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

/** Every event type the engine's Reihen emits, read from its source. */
function emittedTypes(): Set<string> {
  const found = [...reihenSource().matchAll(/(?:emit|emitPrivate)\(draft, '([a-zA-Z]+)'|(?:public|private)Event\('([a-zA-Z]+)'/g)];
  return new Set(found.map((match) => match[1] ?? match[2]!));
}

describe('Reihen in plain words', () => {
  it('words every rule-violation code of §11, and every code the engine raises', () => {
    const { documented, raised } = ruleCodes();
    expect(documented.length).toBe(27);
    expect(Object.keys(ruleWords).sort()).toEqual([...documented].sort());
    expect(raised.length).toBeGreaterThan(20);
    for (const code of raised) expect(ruleWords[code], code).toBeTruthy();
  });

  it('words every event of random games in every mode, with characters, as each viewer sees it', () => {
    const seen = new Set<string>();
    const setups = [
      { players: 1, options: { useCharacters: true }, seed: 'solo' },
      { players: 3, options: { useCharacters: true, mode: 'cooperative' }, seed: 'coop' },
      { players: 4, options: { useCharacters: true }, seed: 'race' },
      { players: 2, options: { useCharacters: true, stallRounds: 1 }, seed: 'duel' },
    ];
    for (const setup of setups) {
      const playout = playRandomGame(reihen, setup, { maxMoves: 3000, keepSteps: true });
      const events = [...playout.setupEvents, ...playout.steps.flatMap((step) => step.events)];
      for (const event of events) {
        for (const viewer of [0, 1, null]) {
          const visible = eventFor(event, viewer);
          const words = reihenEventWords(visible, { ...game, you: viewer } as Envelope);
          expect(words, visible.type).toBeTruthy();
          expect(words, JSON.stringify(visible)).not.toMatch(/undefined|NaN|\[object/);
          seen.add(visible.type);
        }
      }
    }
    // The rarer ones, worded from events as the engine makes them (§8); together every type the engine emits.
    const rare: Record<string, [Record<string, unknown>, string]> = {
      choiceLapsed: [{ seat: 0, target: 1 }, 'Ada could not swap: you left the game.'],
      stackPassed: [{ from: 0, to: 1, count: 3 }, 'Ada handed 3 character card(s) to you.'],
      cardsSwapped: [{ seat: 0, target: 1, give: '5a', take: '9b' }, 'Ada swapped a card with you (gave 5a, took 9b).'],
      targetHandShown: [{ seat: 1, target: 0, cards: ['2a', '7c'] }, 'The Smuggler showed you the hand of Ada: 2a, 7c.'],
      markerChanged: [{ seat: 0, row: 2, on: true }, 'Ada marked row 3.'],
      playerFinished: [{ seat: 0 }, 'Ada got rid of every card.'],
      playerResigned: [{ seat: 1 }, 'You resigned.'],
    };
    for (const [type, [data, words]] of Object.entries(rare)) expect(reihenEventWords({ type, ...data }, game)).toBe(words);
    expect(reihenEventWords({ type: 'cardsSwapped', seat: 0, target: 1 }, { ...game, you: null } as Envelope)).toBe('Ada swapped a card with Bo.');
    expect(new Set([...seen, ...Object.keys(rare)])).toEqual(emittedTypes());
  });

  it('words entries, results and a played card as the table shows them', () => {
    expect(entryWords({ cards: ['11b'], value: 6 })).toBe('11b counted as 6');
    expect(entryWords({ cards: ['3b', '4b'], value: 7 })).toBe('3b+4b counted as 7');
    expect(entryWords({ cards: ['7c'], value: 7 })).toBe('7c');
    expect(resultWords({ mode: 'solo', reason: 'stuck', score: 95 }, game)).toBe('No more exchanges left: the game is over. Score: 95 points.');
    expect(resultWords({ mode: 'cooperative', outcome: 'lost', reason: 'stalled', cardsLeft: 40 }, game)).toBe('The team lost: play stalled, 40 cards left.');
    expect(resultWords({ mode: 'competitive', reason: 'finished', winners: [1] }, game)).toBe('You got rid of every card and won.');
    expect(resultWords({ mode: 'competitive', reason: 'stalled', winners: [0] }, game)).toMatch(/^Play stalled: Ada held the fewest cards and won\./);
    expect(reihenEventWords({ type: 'cardPlayed', seat: 0, cards: ['11b'], row: 2, value: 6, position: 'end', source: 'hand' }, game)).toBe('Ada laid 11b on row 3 (counted as 6).');
    expect(reihenEventWords({ type: 'cardPlayed', seat: 1, cards: ['4c'], row: 0, value: 4, position: 'start', source: 'discard' }, game)).toBe('You laid 4c from the discard pile at the start of row 1.');
  });
});

describe('Reihen’s options in the create form', () => {
  // As GET /game-types publishes them (functions/http/routes/meta.ts).
  const schema = z.toJSONSchema(reihen.options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

  it('describes every option in words, and offers the cast as tick boxes of the 20 persons', () => {
    const fields = Object.entries(schema.properties!);
    expect(fields.map(([name]) => name)).toEqual(['mode', 'useCharacters', 'cast', 'stallRounds', 'soloExchanges']);
    for (const [name, field] of fields) expect(field.description?.length ?? 0, name).toBeGreaterThan(30);
    expect(listChoices(fields.find(([name]) => name === 'cast')![1])).toEqual([...PERSONS]);
    expect(listChoices(fields.find(([name]) => name === 'stallRounds')![1])).toBeNull();
  });
});

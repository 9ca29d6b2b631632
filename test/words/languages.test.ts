/**
 * Every language says everything English says: the same keys, all the way down, in every game's
 * words, the common words, the notifications' words and the web app's own words; and over random
 * games, every event and every summary that has English words has them in each other language,
 * with no English phrase left in.
 */
import '../support/web-words.js';
import { describe, expect, it } from 'vitest';
import { eventFor, games, type Seat } from '../../engine/index.js';
import type { Who } from '../../engine/core/words/types.js';
import { LANGUAGES, WORDS } from '../../engine/words/index.js';
import { NOTIFY_WORDS } from '../../functions/notify/words/index.js';
import { summaryFor, type SummarySeats } from '../../functions/notify/decide/summary.js';
import { playRandomGame } from '../support/playout.js';

/** Every key path of a table: nested objects are walked, functions and strings are leaves. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${prefix}:${typeof value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keyPaths(inner, `${prefix}.${key}`)).sort();
}

const others = LANGUAGES.filter((language) => language !== 'en');

describe('every language has every string English has', () => {
  it('the common words', () => {
    for (const language of others) expect(keyPaths(WORDS[language].common), language).toEqual(keyPaths(WORDS.en.common));
  });

  it('every game’s words, and a words table for every game', () => {
    expect(Object.keys(WORDS.en.games).sort()).toEqual(games.map((game) => game.id).sort());
    for (const language of others) {
      expect(Object.keys(WORDS[language].games).sort()).toEqual(Object.keys(WORDS.en.games).sort());
      for (const id of Object.keys(WORDS.en.games)) expect(keyPaths(WORDS[language].games[id]), `${language} ${id}`).toEqual(keyPaths(WORDS.en.games[id]));
    }
  });

  it('the notifications', () => {
    for (const language of others) expect(keyPaths(NOTIFY_WORDS[language]), language).toEqual(keyPaths(NOTIFY_WORDS.en));
  });

  it('the web app’s own words', async () => {
    const { appEn } = await import('../../web/src/i18n/app/en.js');
    const { appDe } = await import('../../web/src/i18n/app/de.js');
    expect(keyPaths(appDe)).toEqual(keyPaths(appEn));
  });
});

const people = (count: number): SummarySeats => ({ names: ['Ada', 'Bo', 'Cy', 'Dee', 'Eve'].slice(0, count).map((name, seat) => ({ seat, playerId: `p${seat}`, name })), bots: [] });
/** English words that never belong in a German sentence (names and card names aside). */
const ENGLISH = /\b(the|you|your|played|drew|turn|round|won|and|with|cards?)\b/;

describe('over random games, every event and summary English words has words in each language', () => {
  for (const game of games) {
    it(game.id, () => {
      for (const seed of ['a', 'b', 'c']) {
        const players = game.minPlayers + 1 <= game.maxPlayers ? game.minPlayers + 1 : game.minPlayers;
        const steps: Array<{ seat: Seat; events: ReturnType<typeof eventFor>[]; raw: Parameters<typeof eventFor>[0][] }> = [];
        const playout = playRandomGame(game, { players, seed: `words-${game.id}-${seed}` }, { maxMoves: 300, onStep: (step) => void steps.push({ seat: step.seat, events: step.events.map((event) => eventFor(event, 0)), raw: step.events }) });
        const whoOf = (language: string) => (seat: unknown): Who => (seat === 0 ? { name: WORDS[language as 'en'].common.you, you: true } : { name: ['Ada', 'Bo', 'Cy', 'Dee', 'Eve'][seat as number] ?? 'X', you: false });
        const events = [...playout.setupEvents.map((event) => eventFor(event, 0)), ...steps.flatMap((step) => step.events)];
        for (const language of others) {
          for (const event of events) {
            const english = WORDS.en.games[game.id]!.event(event, whoOf('en'));
            const translated = WORDS[language].games[game.id]!.event(event, whoOf(language));
            expect(translated === null, `${language} ${event.type}`).toBe(english === null);
            if (translated !== null) expect(translated, `${language} ${event.type}: ${translated}`).not.toMatch(ENGLISH);
          }
          const entries = steps.map((step) => ({ kind: 'move' as const, seat: step.seat, events: step.raw }));
          const english = summaryFor(game.id, entries, 0, people(players), false, 'en');
          const translated = summaryFor(game.id, entries, 0, people(players), false, language);
          expect(translated === null).toBe(english === null);
          if (translated) expect(translated).not.toMatch(ENGLISH);
        }
      }
    });
  }
});

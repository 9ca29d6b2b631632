/**
 * A game is one folder: adding one is its folder, one line in each registry, its tests and its
 * rules document (docs/adding-a-game.md). Everything else reads what the game declares (its
 * definition, its words) through the registries. This counts the source files outside those
 * places that name a game — its id in quotes or as an object key, or its folder in an import;
 * in a stylesheet, its table's class (`.table-<id>`) —
 * and fails when one appears that is not listed here, so a place that a sixth game would have
 * to be added to (or be silently left out of) is caught when it is written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { sourceFiles } from './layering.js';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The registries: each lists every game, one line a game. */
const REGISTRIES = ['engine/index.ts', 'engine/words/en.ts', 'engine/words/de.ts', 'engine/state-dictionaries.ts', 'web/src/tables/index.ts'];

/**
 * Test files (outside a game's own) that name more than one game. Each picks games for what
 * they show together (a rematch of another game, one bot level of each kind, a talk rule of each
 * kind); none is a list a new game must join to be tested: that is the registry, read by
 * test/engine/bots.test.ts, batch-views.test.ts, undo-replay.test.ts, fingerprints.test.ts (each game
 * pins its own in test/engine/<id>/fingerprint.ts) and test/api/every-game.test.ts.
 * The list may shrink; it may not grow.
 */
const TESTS_NAMING_GAMES = [
  'test/api/bot-seats.test.ts',
  'test/api/every-game.test.ts',
  'test/api/invite-preview.test.ts',
  'test/api/rematch.test.ts',
  'test/api/talk.test.ts',
  'test/bench/bots.bench.ts',
  'test/bench/cost.bench.ts',
  'test/bench/engine.bench.ts',
  'test/engine/strong-bots.test.ts',
  'test/engine/strong-search-bots.test.ts',
  'test/notify/abandoned-games.test.ts',
  'test/notify/digest-e2e.test.ts',
  'test/notify/one-ping-per-turn-e2e.test.ts',
  'test/notify/push-channel-api.test.ts',
  'test/notify/push-message.test.ts',
  'test/notify/summary.test.ts',
  'test/notify/talk-digest.test.ts',
  'test/store/game-items.test.ts',
  'test/web/group-play.test.ts',
  'test/web/talk.test.ts',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The id quoted ('flip-7', "flip-7", `flip-7`), as an object key (`auslage:`), or the game's folder in a path. */
function namePattern(id: string): RegExp {
  const key = /^[A-Za-z_$][\w$]*$/.test(id) ? `|(?:^|[{,])\\s*${escaped(id)}\\s*:` : '';
  return new RegExp(`(['"\`])${escaped(id)}\\1|games/${escaped(id)}/${key}`, 'm');
}

/** The game's table class in a stylesheet (`.table-flip-7`), or its id as a CSS name of its own. */
function stylePattern(id: string): RegExp {
  return new RegExp(`(?<![\\w-])(?:table-)?${escaped(id)}(?![\\w-])`, 'm');
}

/** A game's own places: its folder, its web table, its tests. */
function isOwn(file: string, id: string): boolean {
  return [`engine/games/${id}/`, `web/src/tables/${id}/`, `test/engine/${id}/`, `test/web/${id}.`, `test/web/${id}-`].some((start) => file.startsWith(start));
}

/** Every scanned file that names a game not its own, with the ids it names. */
function placesNamingGames(): Map<string, string[]> {
  const patterns = games.map((game) => [game.id, namePattern(game.id), stylePattern(game.id)] as const);
  const places = new Map<string, string[]>();
  for (const file of [...sourceFiles(repository, ['engine', 'functions', 'lib', 'bin', 'web/src', 'test']), ...stylesheets(repository)]) {
    // The registries list every game; a generated file (the OpenAPI types) follows what the registry declares.
    if (REGISTRIES.includes(file) || file.endsWith('.gen.ts')) continue;
    const source = readFileSync(`${repository}/${file}`, 'utf8');
    const named = patterns.filter(([id, code, style]) => !isOwn(file, id) && (file.endsWith('.css') ? style : code).test(source)).map(([id]) => id);
    if (named.length > 0) places.set(file, named);
  }
  return places;
}

/** The web app's stylesheets (the app's own, and each table's). */
function stylesheets(root: string): string[] {
  return readdirSync(`${root}/web/src`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => posix.relative(root, posix.join(entry.parentPath.replaceAll('\\', '/'), entry.name)));
}

describe('a game is named only in its own folder and the registries', () => {
  const places = placesNamingGames();

  it('finds game names where they are (the pattern is not blind)', () => {
    for (const registry of REGISTRIES.filter((file) => file.startsWith('engine/'))) {
      const source = readFileSync(`${repository}/${registry}`, 'utf8');
      for (const game of games) expect(namePattern(game.id).test(source), `${game.id} in ${registry}`).toBe(true);
    }
    for (const game of games) {
      expect(stylePattern(game.id).test(`.table-${game.id} .card { margin: 0; }`), `.table-${game.id} in a stylesheet`).toBe(true);
      expect(stylePattern(game.id).test(`.table-${game.id}-like .card, .x${game.id} { margin: 0; }`), `only the whole name ${game.id}`).toBe(false);
    }
  });

  it("no stylesheet outside a table's folder names a game: its table's rules live in its own table.css", () => {
    expect([...places.keys()].filter((file) => file.endsWith('.css'))).toEqual([]);
  });

  it('outside the tests, nowhere', () => {
    expect([...places.keys()].filter((file) => !file.startsWith('test/'))).toEqual([]);
  });

  it('in the tests, no new file names more than one game: loop over `games` instead', () => {
    const naming = [...places].filter(([file, ids]) => file.startsWith('test/') && ids.length > 1).map(([file]) => file);
    expect(naming.filter((file) => !TESTS_NAMING_GAMES.includes(file))).toEqual([]);
    // and the list stays true: a file that no longer names games leaves it
    expect(TESTS_NAMING_GAMES.filter((file) => !naming.includes(file))).toEqual([]);
  });
});

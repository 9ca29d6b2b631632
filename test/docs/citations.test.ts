/**
 * Every rule citation in engine/ and test/ (the .ts files, and the games' READMEs) resolves to a
 * heading of docs/rules/<id>.md, and no code, test, README or doc points at a rules or design
 * text outside the repository.
 *
 * Which rules a citation is checked against: a file in engine/games/<id>/ or test/engine/<id>/
 * cites game <id>; a file elsewhere names the game on the same line ("Auslage E11"), or else the
 * citation must resolve in at least one game. test/docs/ is not scanned: it holds made-up
 * citations on purpose (below).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citationsIn,
  codeLiteralsIn,
  duplicateHeadings,
  gameOfPath,
  listsCode,
  parseRulesDoc,
  staleReferences,
  unresolvedCitations,
  type SourceFile,
} from './citations.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Files under the given folders whose names end with one of the suffixes. */
function readTree(folders: readonly string[], suffixes: readonly string[]): SourceFile[] {
  return folders.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && suffixes.some((suffix) => entry.name.endsWith(suffix)))
      .map((entry) => {
        const absolute = join(entry.parentPath, entry.name);
        return { path: relative(ROOT, absolute).split(sep).join('/'), text: readFileSync(absolute, 'utf8') };
      }),
  );
}

/**
 * The games: one folder each under engine/games/ (read from the tree rather than by importing the
 * registry, which would cost this test more than its whole run).
 */
const GAMES = readdirSync(join(ROOT, 'engine', 'games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const rulesPath = (game: string): string => join(ROOT, 'docs', 'rules', `${game}.md`);
const rulesText = (game: string): string => (existsSync(rulesPath(game)) ? readFileSync(rulesPath(game), 'utf8') : '');

// Read once: every TypeScript file of the project but test/docs/ (which holds made-up citations
// and stale references on purpose), and the Markdown under engine/ and docs/.
const SOURCES = readTree(['engine', 'functions', 'lib', 'bin', 'test'], ['.ts']).filter((f) => !f.path.startsWith('test/docs/'));
const MARKDOWN = readTree(['engine', 'docs'], ['.md']);
const under = (files: readonly SourceFile[], ...folders: string[]) =>
  files.filter((file) => folders.some((folder) => file.path.startsWith(`${folder}/`)));
const DOCS = GAMES.map((game) => parseRulesDoc(game, rulesText(game)));

const describeUnresolved = (list: readonly { path: string; line: number; citation: string; games: readonly string[] }[]) =>
  list.map((u) => `${u.path}:${u.line} ${u.citation} (not a heading of ${u.games.join(', ')})`).join('\n');

describe('the resolver', () => {
  const doc = parseRulesDoc(
    'demo',
    [
      '# Demo — rules specification',
      '## §5 Turn structure',
      '### §5.4 When a play is legal',
      '### R8 — Infinity timing',
      '### C1 — The call field',
      '### E3 — Stop and "3!"',
      '### Example 4 — blind flips',
      'R9 is mentioned in the text but has no heading.',
    ].join('\n'),
  );

  it('reads the ids that headings start with, and the display name from the title', () => {
    expect([...doc.headings].sort()).toEqual(['C1', 'E3', 'Example 4', 'R8', '§5', '§5.4']);
    expect(doc.names).toEqual(['demo', 'Demo']);
  });

  it('finds sections, rulings, clarifications and examples, but not card codes or %-escapes', () => {
    const text = "// §5.4 check 8, § 5, R8 and R1–R21; C1; E3. Example 4\nplay('R1a'), 'F3', '/games/%E0%A4', E2E";
    expect(citationsIn(text).map((c) => c.citation)).toEqual(['§5.4', '§5', 'R8', 'R1', 'R21', 'C1', 'E3', 'Example 4']);
  });

  it('reports a citation that names no heading, with its file and line', () => {
    const files = [{ path: 'engine/games/demo/rules.ts', text: '/** R8 holds. */\n// §5.4, R9 and E12 do not exist\n' }];
    expect(unresolvedCitations(files, [doc])).toEqual([
      { path: 'engine/games/demo/rules.ts', line: 2, citation: 'R9', games: ['demo'] },
      { path: 'engine/games/demo/rules.ts', line: 2, citation: 'E12', games: ['demo'] },
    ]);
  });

  it("checks a game folder's citations against that game only", () => {
    const other = parseRulesDoc('other', '# Other\n### R20 — Only here');
    const files = [{ path: 'test/engine/demo/rulings.test.ts', text: "it('R20: …')" }];
    expect(gameOfPath('test/engine/demo/rulings.test.ts', ['demo', 'other'])).toBe('demo');
    expect(unresolvedCitations(files, [doc, other])).toHaveLength(1);
  });

  it('outside a game folder, checks against the games the line names, else against every game', () => {
    const other = parseRulesDoc('other', '# Other — rules\n### R20 — Only here');
    const files = [
      { path: 'test/api/tour.test.ts', text: '// Demo R20\n// R20 somewhere\n// other R8\n// R77' },
    ];
    expect(unresolvedCitations(files, [doc, other]).map((u) => [u.line, u.citation, u.games])).toEqual([
      [1, 'R20', ['demo']],
      [3, 'R8', ['other']],
      [4, 'R77', ['demo', 'other']],
    ]);
  });

  it('flags references to texts outside the repository and rules paths that bypass docs/', () => {
    const files = [
      { path: 'engine/games/demo/index.ts', text: '/** spec: shared/rules/demo.md */\n// see ARCHITECTURE.md' },
      { path: 'engine/games/demo/README.md', text: 'Spec: `rules/demo.md`\nSpec: [rules](../../../docs/rules/demo.md)' },
      { path: 'docs/architecture.md', text: 'See [the rules](rules/demo.md).' },
    ];
    expect(staleReferences(files).map((s) => `${s.path}:${s.line}`)).toEqual([
      'engine/games/demo/index.ts:1',
      'engine/games/demo/index.ts:2',
      'engine/games/demo/README.md:1',
    ]);
  });
});

describe('rule-violation codes', () => {
  it('finds quoted codes, not constant names or single words', () => {
    const text = "violation('NOT_YOUR_TURN', 'm'); throw new SetupError(\"INVALID_DECK\"); const ACTION_CODES = ['FRZ', 'GAME'];";
    expect(codeLiteralsIn(text)).toEqual(['NOT_YOUR_TURN', 'INVALID_DECK']);
    expect(listsCode('| `NOT_YOUR_TURN` | … |', 'NOT_YOUR_TURN')).toBe(true);
    expect(listsCode('NOT_YOUR_TURN in prose only', 'NOT_YOUR_TURN')).toBe(false);
  });

  it("every code a game's source names is listed in its rules (engine/core's codes in every game's)", () => {
    const unlisted = under(SOURCES, 'engine').flatMap((file) => {
      const own = gameOfPath(file.path, GAMES);
      const games = own !== undefined ? [own] : file.path.startsWith('engine/core/') ? GAMES : [];
      return games.flatMap((game) =>
        codeLiteralsIn(file.text)
          .filter((code) => !listsCode(rulesText(game), code))
          .map((code) => `${file.path}: ${code} is not in docs/rules/${game}.md`),
      );
    });
    expect(unlisted).toEqual([]);
  });
});

describe('docs/rules', () => {
  it('has a rules document for every game folder, each with unique heading ids', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(5);
    expect(GAMES.filter((game) => !existsSync(rulesPath(game)))).toEqual([]);
    for (const game of GAMES) {
      const doc = DOCS.find((d) => d.game === game)!;
      expect(doc.headings.has('§12'), game).toBe(true);
      expect(duplicateHeadings(rulesText(game)), game).toEqual([]);
    }
  });
});

describe('citations in engine/ and test/', () => {
  const files = [...under(SOURCES, 'engine', 'test'), ...under(MARKDOWN, 'engine')]; // each game's README cites its rules too

  it('scans the whole engine and test tree', () => {
    expect(files.filter((file) => gameOfPath(file.path, GAMES) !== undefined).length).toBeGreaterThan(80);
    expect(files.flatMap((file) => citationsIn(file.text)).length).toBeGreaterThan(500);
  });

  it('every citation resolves to a heading of the right rules document', () => {
    const unresolved = unresolvedCitations(files, DOCS);
    expect(unresolved, describeUnresolved(unresolved)).toEqual([]);
  });
});

describe('references to texts outside the repository', () => {
  it('no code, test, README or doc points at shared/rules, ARCHITECTURE.md or a rules path outside docs/', () => {
    const files = [...SOURCES, ...MARKDOWN, { path: 'README.md', text: readFileSync(join(ROOT, 'README.md'), 'utf8') }];
    const stale = staleReferences(files);
    expect(stale.map((s) => `${s.path}:${s.line} ${s.text}`)).toEqual([]);
  });

  it("each game's README links to its rules in docs/rules", () => {
    const missing = GAMES.filter(
      (game) => !readFileSync(join(ROOT, 'engine', 'games', game, 'README.md'), 'utf8').includes(`docs/rules/${game}.md`),
    );
    expect(missing).toEqual([]);
  });
});

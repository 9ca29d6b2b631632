/**
 * Rule citations in source text (`§5.4`, `R8`, `C1`, `E3`, `Example 4`) and the headings of
 * docs/rules/<id>.md they must resolve to. Pure functions over text; the test reads the files.
 * The forms and the attribution to a game are described in docs/rules/README.md.
 */

/** One game's rules document: the ids its headings start with and the names it goes by. */
export interface RulesDoc {
  readonly game: string;
  /** The id and the display name from the title ("The Game", "Flip 7"). */
  readonly names: readonly string[];
  readonly headings: ReadonlySet<string>;
}

export interface SourceFile {
  readonly path: string; // relative to the repository root, with forward slashes
  readonly text: string;
}

export interface Unresolved {
  readonly path: string;
  readonly line: number;
  readonly citation: string;
  /** The games whose rules were searched. */
  readonly games: readonly string[];
}

// A bare R/C/E and a number, not glued to a word or a %-escape (`%E0`), and not followed by a
// letter or digit, so card codes such as Auslage's `R1a` or Flip 7's `F3` are never citations.
const CITATION = /§\s?\d+(?:\.\d+)*|(?<![\w%])[REC]\d+(?![\w])|\bExample \d+\b/g;
const HEADING_ID = /^#{2,4} (§\d+(?:\.\d+)*|[REC]\d+|Example \d+)(?=[\s—]|$)/;

const normalise = (citation: string): string => citation.replace(/^§\s/, '§');

/** Every citation in a text, with its 1-based line. */
export function citationsIn(text: string): { line: number; citation: string }[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(CITATION)].map((match) => ({ line: index + 1, citation: normalise(match[0]) })),
  );
}

/** A rules document as the resolver needs it. */
export function parseRulesDoc(game: string, markdown: string): RulesDoc {
  const lines = markdown.split('\n');
  const title = lines.find((line) => line.startsWith('# ')) ?? '';
  const displayName = title.slice(2).split(/ —|,/)[0]!.trim();
  const headings = new Set<string>();
  for (const line of lines) {
    const id = HEADING_ID.exec(line)?.[1];
    if (id) headings.add(id);
  }
  return { game, names: [game, displayName], headings };
}

/** Heading ids that occur more than once in a document (a citation would be ambiguous). */
export function duplicateHeadings(markdown: string): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const line of markdown.split('\n')) {
    const id = HEADING_ID.exec(line)?.[1];
    if (id && seen.has(id)) twice.add(id);
    if (id) seen.add(id);
  }
  return [...twice];
}

/** The game whose folder holds a file: engine/games/<id>/… or test/engine/<id>/…. */
export function gameOfPath(path: string, games: readonly string[]): string | undefined {
  const folder = /^(?:engine\/games|test\/engine)\/([^/]+)\//.exec(path)?.[1];
  return folder !== undefined && games.includes(folder) ? folder : undefined;
}

const mentions = (line: string, name: string): boolean =>
  new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(line);

/**
 * The rules a citation on this line is checked against: the folder's game; outside a game folder
 * the games the line names; a line that names none is checked against every game (the citation
 * must exist in at least one).
 */
function candidateDocs(path: string, line: string, docs: readonly RulesDoc[]): readonly RulesDoc[] {
  const own = gameOfPath(
    path,
    docs.map((doc) => doc.game),
  );
  if (own !== undefined) return docs.filter((doc) => doc.game === own);
  const named = docs.filter((doc) => doc.names.some((name) => mentions(line, name)));
  return named.length > 0 ? named : docs;
}

/** Every citation in the files that resolves to no heading of the rules it is checked against. */
export function unresolvedCitations(files: readonly SourceFile[], docs: readonly RulesDoc[]): Unresolved[] {
  const unresolved: Unresolved[] = [];
  for (const file of files) {
    const lines = file.text.split('\n');
    for (const { line, citation } of citationsIn(file.text)) {
      const candidates = candidateDocs(file.path, lines[line - 1]!, docs);
      if (!candidates.some((doc) => doc.headings.has(citation))) {
        unresolved.push({ path: file.path, line, citation, games: candidates.map((doc) => doc.game) });
      }
    }
  }
  return unresolved;
}

// A quoted SCREAMING_SNAKE string with at least one underscore: in a game folder that is a
// rule-violation or setup code (`'NOT_YOUR_TURN'`, `"INVALID_DECK"`); constants are unquoted names.
const CODE_LITERAL = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g;

/** The codes a source text names as string literals. */
export function codeLiteralsIn(text: string): string[] {
  return [...new Set([...text.matchAll(CODE_LITERAL)].map((match) => match[1]!))];
}

/** Whether a rules document lists `code` (written as inline code, `` `CODE` ``). */
export function listsCode(markdown: string, code: string): boolean {
  return markdown.includes(`\`${code}\``);
}

/** References to rules or design texts that are not in the repository. */
const STALE = [/shared\/(?:rules|design|seeds)\b/, /\bARCHITECTURE\.md\b/, /\bSTYLE\.md\b/];
/** A path to a game's rules file (`rules/reihen.md`, `../../../docs/rules/reihen.md`). */
const RULES_PATH = /[\w./-]*\brules\/[a-z0-9-]+\.md\b/g;
const outsideDocs = (text: string): boolean =>
  [...text.matchAll(RULES_PATH)].some((match) => !match[0].includes('docs/rules/'));

export interface StaleReference {
  readonly path: string;
  readonly line: number;
  readonly text: string;
}

/** Lines that point at a rules or design text outside the repository's docs/. */
export function staleReferences(files: readonly SourceFile[]): StaleReference[] {
  return files.flatMap((file) =>
    file.text.split('\n').flatMap((text, index) => {
      const insideDocs = file.path.startsWith('docs/');
      const stale =
        STALE.some((pattern) => pattern.test(text)) || (!insideDocs && outsideDocs(text));
      return stale ? [{ path: file.path, line: index + 1, text: text.trim() }] : [];
    }),
  );
}

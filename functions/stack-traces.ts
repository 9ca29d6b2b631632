/**
 * Stack traces that name the .ts file and line, from a Lambda bundle's source map — read only
 * when an error is logged. Node's own `--enable-source-maps` reads and parses every bundle's map
 * at import, a cost every cold start pays for errors most never log (`npm run bench:lambda`
 * shows it), so the bundles do without it and map the frames here instead, the first time a
 * stack is logged. Outside a bundle (tsx, tests) the frames already name .ts files
 * and pass through unchanged, as does a frame of a file without a map beside it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath } from 'node:url';

const maps = new Map<string, SourceMap | null>();

/** `stack` with each frame in a bundled .mjs/.js file (that has a .map beside it) replaced by its source position. */
export function sourceMappedStack(stack: string | undefined): string | undefined {
  return stack?.replace(/(file:\/\/\/[^\s()]+?\.m?js):(\d+):(\d+)/g, (frame, url: string, line: string, column: string) => {
    const entry = mapOf(url)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

function mapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const file = `${fileURLToPath(url)}.map`;
    maps.set(url, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as SourceMapPayload) : null);
  }
  return maps.get(url)!;
}

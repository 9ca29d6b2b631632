/**
 * The import checker behind layers.test.ts: read every import of a set of source files (with
 * TypeScript's own pre-parser, so comments and strings never count), resolve the relative ones
 * to files, and judge each edge against layer orders, a package allow-list for the engine, and
 * the folder graph's cycles. Pure functions of the edges, so its tests can feed it made-up ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/**
 * An order of folders (or single files), top line first. A file belongs to the deepest unit its
 * path lies in; a unit may import only units on a lower line (peers on one line never import each
 * other). Every file under `scopes` must belong to one of the units.
 */
export interface LayerOrder {
  name: string;
  /** The folders whose every file the order places. */
  scopes: readonly string[];
  lines: readonly (readonly string[])[];
}

/** One import: the importing file, what it wrote, and the repository file it names (null: a package or builtin). */
export interface ImportEdge {
  from: string;
  specifier: string;
  to: string | null;
}

export interface Violation {
  rule: string;
  edge?: ImportEdge;
  detail: string;
}

/** The module specifiers a source imports, re-exports or loads dynamically, in order. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The repository file a relative specifier names (`./x.js` is the TypeScript file `./x.ts`); null for packages and builtins. */
export function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target, `${target}.ts`, `${target}/index.ts`];
  return candidates.find(exists) ?? target;
}

/** Every .ts and .tsx file under `roots` (repository-relative, forward slashes), built output aside. */
export function sourceFiles(repository: string, roots: readonly string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(posix.join(repository, root), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('/dist'))
      .map((entry) => posix.relative(repository, posix.join(entry.parentPath.replaceAll('\\', '/'), entry.name))),
  );
}

/** The import edges of `files`, read from disk. */
export function importEdges(repository: string, files: readonly string[]): ImportEdge[] {
  const known = new Set(files);
  return files.flatMap((from) =>
    importSpecifiers(readFileSync(posix.join(repository, from), 'utf8')).map((specifier) => ({
      from,
      specifier,
      to: resolveSpecifier(from, specifier, (file) => known.has(file)),
    })),
  );
}

const within = (file: string, unit: string) => file === unit || file.startsWith(`${unit}/`);

/** The unit of `order` a file belongs to (the deepest that holds it), with its line; null outside every unit. */
export function unitOf(order: LayerOrder, file: string): { unit: string; line: number } | null {
  let best: { unit: string; line: number } | null = null;
  for (const [line, units] of order.lines.entries()) {
    for (const unit of units) if (within(file, unit) && (best === null || unit.length > best.unit.length)) best = { unit, line };
  }
  return best;
}

/** Edges that go up (or sideways to a peer) in `order`, and files in its scope that no unit holds. */
export function layerViolations(order: LayerOrder, files: readonly string[], edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (order.scopes.some((scope) => within(file, scope)) && !unitOf(order, file)) violations.push({ rule: order.name, detail: `${file} lies in no layer: place its folder in the order` });
  }
  for (const edge of edges) {
    if (edge.to === null) continue;
    const from = unitOf(order, edge.from);
    const to = unitOf(order, edge.to);
    if (!from || !to || from.unit === to.unit) continue;
    if (to.line > from.line) continue;
    const how = to.line === from.line ? 'a peer on the same line' : 'a higher layer';
    violations.push({ rule: order.name, edge, detail: `${edge.from} imports ${edge.specifier}: ${from.unit} may not import ${to.unit} (${how})` });
  }
  return violations;
}

/** Imports of `folder`'s files that leave it: repository files outside it, and packages not in `packages` (node builtins included). */
export function selfContainedViolations(folder: string, packages: readonly string[], edges: readonly ImportEdge[]): Violation[] {
  const allowed = (specifier: string) => packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  return edges
    .filter((edge) => within(edge.from, folder))
    .filter((edge) => (edge.to === null ? !allowed(edge.specifier) : !within(edge.to, folder)))
    .map((edge) => ({ rule: `${folder} is self-contained`, edge, detail: `${edge.from} imports ${edge.specifier}, outside ${folder}/` }));
}

/** Cycles in the graph of `unitOfFile(from) → unitOfFile(to)` (self-edges ignored): each as the units on it, in order. */
export function folderCycles(edges: readonly ImportEdge[], unitOfFile: (file: string) => string | null): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.to === null) continue;
    const from = unitOfFile(edge.from);
    const to = unitOfFile(edge.to);
    if (from === null || to === null || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!graph.has(to)) graph.set(to, new Set());
  }
  // Tarjan's strongly connected components: a component of two or more units holds a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);
  return cycles;
}

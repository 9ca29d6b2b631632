/**
 * The web build for real (web/build.ts, esbuild into a folder of this file's own): the first load it
 * counts against the budget is exactly what index.html makes a browser fetch of JavaScript (the
 * app's modules and the preloaded words) plus the service worker, measured on disk; every game's
 * table (each folder of web/src/tables/ but the generic one) is a module of its own, outside the
 * first load, reached from the app only by a dynamic import and kept by the service worker; a
 * build over its budget fails, says why, and leaves no index.html (so it never passes for a
 * finished build).
 * test/web/installable.test.ts checks in Chromium that the worker keeps exactly `shell`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { MAX_FIRST_LOAD_BYTES, WEB_DIR, buildWeb, describeBuild, type WebBuild } from '../../web/build.js';

const folders: string[] = [];
const outDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'turnpost-build-'));
  folders.push(dir);
  return dir;
};
let dir: string;
let built: WebBuild;

beforeAll(async () => {
  dir = outDir();
  built = await buildWeb(dir);
}, 120_000);
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The served path of a built file (`sw.js` at the top, the rest under assets/) and its bytes on disk. */
const onDisk = (file: string) => statSync(file === 'sw.js' ? join(dir, file) : join(dir, 'assets', file)).size;
const served = (file: string) => (file === 'sw.js' ? '/play/sw.js' : `/play/assets/${file}`);

describe('the web build', () => {
  it('counts as the first load exactly the JavaScript index.html fetches and the service worker, within the budget', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const fetched = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
    const counted = built.firstLoad.files.map((file) => served(file.file));
    expect([...counted].sort()).toEqual([...fetched, '/play/sw.js'].sort());
    // The app's entry, what it imports, the default language's words and the worker: nothing else, nothing twice.
    expect(counted).toContain(served(built.js.file));
    expect(counted.filter((path) => /\/en-[A-Z0-9]+\.js$/.test(path))).toHaveLength(1);
    expect(new Set(counted).size).toBe(counted.length);
    for (const file of built.firstLoad.files) expect(file.bytes, file.file).toBe(onDisk(file.file));
    expect(built.firstLoad.bytes).toBe(built.firstLoad.files.reduce((total, file) => total + file.bytes, 0));
    expect(built.firstLoad.bytes).toBeLessThanOrEqual(MAX_FIRST_LOAD_BYTES);
    expect(describeBuild(built)).toContain(`first load: ${(built.firstLoad.bytes / 1024).toFixed(1)} KB of JavaScript`);
  });

  it('builds every game’s table as a module of its own: not in the first load, imported on demand, kept by the service worker', () => {
    // Each folder of web/src/tables/ but the generic fallback (always at hand) is a hosted game's table of its own.
    const folders = readdirSync(join(WEB_DIR, 'src/tables'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'generic').map((entry) => entry.name);
    expect(built.tables.map((table) => table.game).sort()).toEqual(folders.sort());
    for (const table of built.tables) expect(games.map((game) => game.id)).toContain(table.game);
    const firstLoad = built.firstLoad.files.map((file) => file.file);
    const appCode = firstLoad.filter((file) => file !== 'sw.js').map((file) => readFileSync(join(dir, 'assets', file), 'utf8')).join('\n');
    for (const table of built.tables) {
      expect(firstLoad, table.game).not.toContain(table.file);
      expect(table.bytes, table.game).toBe(onDisk(table.file));
      // Reached only by a dynamic import, written relative to the app's own modules.
      expect(appCode, table.game).toContain(`import("./${table.file}")`);
      expect(appCode, table.game).not.toMatch(new RegExp(`from"\\./${table.file.replace('.', '\\.')}"`));
      expect(built.shell, table.game).toContain(served(table.file));
      expect(describeBuild(built)).toContain(`${table.game} ${table.file}`);
    }
    // Everything the app itself may import is kept for offline use.
    for (const file of [...firstLoad.filter((name) => name !== 'sw.js'), ...built.lazy.filter((name) => name.file.startsWith('chunk-')).map((chunk) => chunk.file)]) expect(built.shell).toContain(served(file));
  });

  it('fails a build over its budget, naming the first load’s files and sizes', { timeout: 120_000 }, async () => {
    const budget = built.firstLoad.bytes - 1;
    const over = outDir();
    await expect(buildWeb(over, { maxFirstLoadBytes: budget })).rejects.toThrow(
      new RegExp(`^the web app's first load is ${built.firstLoad.bytes} B of JavaScript \\(${built.js.file} ${built.js.bytes} B, .*sw\\.js ${built.sw.bytes} B\\), over its budget of ${budget} B$`),
    );
    // No index.html: the folder never passes for a finished build (ensureWebBuilt builds again).
    expect(() => statSync(join(over, 'index.html'))).toThrow();
  });
});

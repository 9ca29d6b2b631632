/**
 * Builds the browser app into web/dist/: the app's minified ES modules (its entry, the code it
 * shares with the games' tables, and each game's table, fetched only when a page shows that game),
 * one stylesheet and the icons, all named by content hash (so they may be cached for ever); the
 * web app manifest, the service worker (`sw.js`, which keeps exactly those files and index.html)
 * and index.html pointing at them (these three never cached: they name the current assets).
 * The first load — what index.html fetches of JavaScript, and the service worker — must stay
 * within the budget, or the build fails.
 *
 *   npm run build:web        # prints the first load and every bundle's size, minified and gzipped
 *
 * `ensureWebBuilt()` rebuilds only when a source is newer than the last build; `npm start` and the
 * browser tests call it, so a clean clone needs no separate build step.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { coloursOf, shellVersion, writeAppFiles } from './app-files.js';

export const WEB_DIR = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = join(WEB_DIR, 'dist');
const SOURCES = [join(WEB_DIR, 'src'), join(WEB_DIR, 'sw'), join(WEB_DIR, 'index.html'), join(WEB_DIR, 'icons.ts'), join(WEB_DIR, 'app-files.ts'), fileURLToPath(import.meta.url)];
/** The budget of a player's first load: the JavaScript index.html fetches (the app and its words) and the service worker, minified. */
export const MAX_FIRST_LOAD_BYTES = 150 * 1024;
/** The language whose words index.html preloads beside the app (every other is fetched only when chosen). */
const PRELOADED_LANGUAGE = 'en';

export interface BuiltFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** A game's table: the bundle fetched when a page first shows a game of that type. */
export interface TableFile extends BuiltFile {
  /** Its folder under web/src/tables/ (the game's type id). */
  game: string;
}

export interface WebBuild {
  /** The app's entry module. */
  js: BuiltFile;
  css: BuiltFile;
  /** The service worker, `sw.js` at the folder's top. */
  sw: BuiltFile;
  /**
   * Every JavaScript file of a player's first load, counted against the budget: the app's entry and
   * the modules it imports, the default language's words (both fetched by index.html before the
   * first render) and the service worker.
   */
  firstLoad: { files: BuiltFile[]; bytes: number; gzipBytes: number };
  /** Each game's table, on demand. */
  tables: TableFile[];
  /** Everything else that loads only when a page asks for it (the engine for a replay, the talk panel, other languages, the New game form's table settings, code only tables share, each table's stylesheet): not part of the first load. */
  lazy: BuiltFile[];
  /** What the service worker keeps, as served paths (index.html as `/play/`). */
  shell: string[];
}

/**
 * Builds into `outDir` (emptied first): web/dist by default; the CDK stack builds into its asset
 * folder. Fails when the first load is over `maxFirstLoadBytes`.
 */
export async function buildWeb(outDir = DIST_DIR, { maxFirstLoadBytes = MAX_FIRST_LOAD_BYTES } = {}): Promise<WebBuild> {
  await rm(outDir, { recursive: true, force: true });
  const assets = resolve(outDir, 'assets'); // absolute: the app's build resolves paths from web/
  // The replay's engine and the talk panel are bundles of their own, fetched only when a replay or
  // the talk opens: built apart, so nothing of them (the rules, zod, the panel) is pulled into the
  // first load as code shared with the app. The talk panel brings its own small copy of preact.
  const onDemandFiles = await buildApart(assets, { replayed: join(WEB_DIR, 'src/replay/replayed.ts'), talk: join(WEB_DIR, 'src/talk/TalkPanel.tsx') });
  const onDemand = (name: string) => `/play/assets/${onDemandFiles.find((file) => file.startsWith(`${name}-`))!}`;
  // Each language's words (every game's, and the app's beyond English) are a bundle of their own:
  // only the language shown is fetched, before the first render (src/i18n/language.ts); index.html
  // preloads English beside the app.
  const languageFiles = await buildApart(assets, { en: join(WEB_DIR, 'src/i18n/en.ts'), de: join(WEB_DIR, 'src/i18n/de.ts') });
  const languageModules = Object.fromEntries(languageFiles.map((file) => [file.split('-')[0]!, `/play/assets/${file}`]));
  const wordsFile = basename(languageModules[PRELOADED_LANGUAGE]!);
  // A table's own styles (src/tables/<id>/table.css) are a stylesheet of their own, fetched with
  // its bundle (src/tables/index.ts), so the app's stylesheet carries no game's rules.
  const tableStyleFiles = await buildApart(assets, await tableStylesheets());
  const tableStyles = Object.fromEntries(tableStyleFiles.map((file) => [/^table-(.+)-[^-]+\.css$/.exec(file)![1]!, `/play/assets/${file}`]));
  // The games' tables are split off the app (each a module of its own, imported by the registry
  // in src/tables/index.ts when a page needs it), not built apart: they run inside the app's
  // preact tree and read its words, so they import preact and the app's code from the modules the
  // app itself loads instead of carrying copies.
  const result = await build({
    entryPoints: { app: join(WEB_DIR, 'src/main.tsx'), style: join(WEB_DIR, 'src/style.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    splitting: true,
    absWorkingDir: WEB_DIR,
    outdir: assets,
    entryNames: '[name]-[hash]',
    define: { REPLAY_MODULE: JSON.stringify(onDemand('replayed')), TALK_MODULE: JSON.stringify(onDemand('talk')), LANGUAGE_MODULES: JSON.stringify(languageModules), TABLE_STYLES: JSON.stringify(tableStyles) },
    external: ['/play/assets/*'],
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const split = splitOutputs(result.metafile, assets);
  const { appFile: jsFile, cssFile } = split;
  const colours = coloursOf(await readFile(join(WEB_DIR, 'src/style.css'), 'utf8'));
  const app = await writeAppFiles(assets, colours);
  await writeFile(join(outDir, 'manifest.webmanifest'), app.manifest);
  const template = await readFile(join(WEB_DIR, 'index.html'), 'utf8');
  const html = template
    .replace('%APP_JS%', `/play/assets/${jsFile}`)
    .replace('%APP_MODULES%', split.imported.map((file) => `<link rel="modulepreload" href="/play/assets/${file}">`).join('\n'))
    .replace('%APP_CSS%', `/play/assets/${cssFile}`)
    .replace('%WORDS_JS%', languageModules[PRELOADED_LANGUAGE]!)
    .replace('%ICON_SVG%', app.svgIcon)
    .replace('%APPLE_TOUCH_ICON%', app.appleTouchIcon)
    .replace('%THEME_COLOR%', colours.theme);
  // The languages' words and every game's table are kept too, so the app opens offline in any of
  // them and shows any game it can reach.
  const modules = [jsFile, ...split.imported, ...split.tables.map((table) => table.file), ...split.tableChunks].map((file) => `/play/assets/${file}`);
  const shell = ['/play/', ...modules, `/play/assets/${cssFile}`, ...Object.values(tableStyles), ...Object.values(languageModules), '/play/manifest.webmanifest', ...app.icons.map((icon) => icon.src), app.appleTouchIcon];
  await build({
    entryPoints: [join(WEB_DIR, 'sw/sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile: join(outDir, 'sw.js'),
    define: { SHELL: JSON.stringify(shell), SHELL_VERSION: JSON.stringify(shellVersion(shell, html)), NOTIFICATION_ICON: JSON.stringify(app.notificationIcon) },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const sized = async (path: string, file: string) => {
    const bytes = await readFile(path);
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const asset = (file: string) => sized(join(assets, file), file);
  const js = await asset(jsFile);
  const sw = await sized(join(outDir, 'sw.js'), 'sw.js');
  const firstLoadFiles = [js, ...(await Promise.all(split.imported.map(asset))), await asset(wordsFile), sw];
  const built: WebBuild = {
    js,
    css: await asset(cssFile),
    sw,
    firstLoad: { files: firstLoadFiles, bytes: sum(firstLoadFiles, 'bytes'), gzipBytes: sum(firstLoadFiles, 'gzipBytes') },
    tables: await Promise.all(split.tables.map(async ({ game, file }) => ({ game, ...(await asset(file)) }))),
    lazy: await Promise.all([...onDemandFiles, ...languageFiles.filter((file) => file !== wordsFile), ...split.tableChunks, ...tableStyleFiles].map(asset)),
    shell,
  };
  if (built.firstLoad.bytes > maxFirstLoadBytes) {
    throw new Error(`the web app's first load is ${built.firstLoad.bytes} B of JavaScript (${firstLoadFiles.map((file) => `${file.file} ${file.bytes} B`).join(', ')}), over its budget of ${maxFirstLoadBytes} B`);
  }
  await writeFile(join(outDir, 'index.html'), html); // written last: its presence marks a finished build (within its budget)
  return built;
}

const sum = (files: BuiltFile[], key: 'bytes' | 'gzipBytes') => files.reduce((total, file) => total + file[key], 0);

/**
 * The app build's files, sorted by when they load: the entry and the modules it imports (with it,
 * in the first load), each game's table (the output of an entry under src/tables/<id>/, reached
 * only by a dynamic import) and the other modules reached only so (code only tables share, the New
 * game form's table settings); file names relative to `assets`.
 */
function splitOutputs(metafile: Metafile, assets: string) {
  const file = (path: string) => relative(assets, resolve(WEB_DIR, path));
  const outputs = Object.entries(metafile.outputs);
  const appPath = outputs.find(([, output]) => output.entryPoint === 'src/main.tsx')![0];
  const imported = new Set<string>();
  const follow = (path: string) => {
    for (const { path: next, kind, external } of metafile.outputs[path]!.imports) {
      if (kind === 'import-statement' && !external && !imported.has(next)) {
        imported.add(next);
        follow(next);
      }
    }
  };
  follow(appPath);
  const tables: { game: string; file: string }[] = [];
  const tableChunks: string[] = [];
  for (const [path, output] of outputs) {
    if (!path.endsWith('.js') || path === appPath || imported.has(path)) continue;
    const game = /^src\/tables\/([^/]+)\//.exec(output.entryPoint ?? '')?.[1];
    if (game) tables.push({ game, file: file(path) });
    else tableChunks.push(file(path));
  }
  return {
    appFile: file(appPath),
    cssFile: file(outputs.find(([path]) => path.endsWith('.css'))![0]),
    imported: [...imported].map(file),
    tables: tables.sort((a, b) => a.game.localeCompare(b.game)),
    tableChunks,
  };
}

/** Each table's own stylesheet, as entry points `table-<id>` (a table without one has none). */
async function tableStylesheets(): Promise<Record<string, string>> {
  const tablesDir = join(WEB_DIR, 'src/tables');
  const folders = (await readdir(tablesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const styled = await Promise.all(folders.map(async (id) => [id, await stat(join(tablesDir, id, 'table.css')).then(() => true, () => false)] as const));
  return Object.fromEntries(styled.filter(([, has]) => has).map(([id]) => [`table-${id}`, join(tablesDir, id, 'table.css')]));
}

/** Bundles `entryPoints` on their own into `assets` (none of their code shared with the app): their file names. */
async function buildApart(assets: string, entryPoints: Record<string, string>): Promise<string[]> {
  const built = await build({ entryPoints, bundle: true, jsx: 'automatic', jsxImportSource: 'preact', minify: true, format: 'esm', target: 'es2020', outdir: assets, entryNames: '[name]-[hash]', metafile: true, legalComments: 'none', logLevel: 'warning' });
  return Object.keys(built.metafile.outputs).map((path) => relative(assets, path));
}

/** Builds the app unless web/dist/ is newer than every source. */
export async function ensureWebBuilt(): Promise<WebBuild | null> {
  const builtAt = await stat(join(DIST_DIR, 'index.html')).then((s) => s.mtimeMs, () => 0);
  const newest = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  return newest > builtAt ? buildWeb() : null;
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  return Math.max(info.mtimeMs, ...(await Promise.all(entries.map((entry) => newestMtime(join(path, entry))))));
}

export function describeBuild(built: WebBuild): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const sized = (file: BuiltFile) => `${file.file} ${kb(file.bytes)} (${kb(file.gzipBytes)} gzip)`;
  const { firstLoad } = built;
  return [
    `web app, first load: ${kb(firstLoad.bytes)} of JavaScript minified (${kb(firstLoad.gzipBytes)} gzip), budget ${kb(MAX_FIRST_LOAD_BYTES)}: ${firstLoad.files.map(sized).join(' + ')}`,
    `  stylesheet: ${sized(built.css)}; the service worker keeps ${built.shell.length} files`,
    `  each game's table, on demand: ${built.tables.map((table) => `${table.game} ${sized(table)}`).join(', ') || 'none'}`,
    `  other on demand: ${built.lazy.map(sized).join(', ') || 'nothing'}`,
  ].join('\n');
}

// `tsx web/build.ts [outDir]`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? DIST_DIR;
  await mkdir(outDir, { recursive: true });
  console.log(describeBuild(await buildWeb(outDir)));
}

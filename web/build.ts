/**
 * Builds the browser app into web/dist/: one minified ES module, one stylesheet and the icons, all
 * named by content hash (so they may be cached for ever); the web app manifest, the service worker
 * (`sw.js`, which keeps exactly those files and index.html) and index.html pointing at them (these
 * three never cached: they name the current assets).
 *
 *   npm run build:web        # prints the bundle's size, minified and gzipped
 *
 * `ensureWebBuilt()` rebuilds only when a source is newer than the last build; `npm start` and the
 * browser tests call it, so a clean clone needs no separate build step.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { coloursOf, shellVersion, writeAppFiles } from './app-files.js';

export const WEB_DIR = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = join(WEB_DIR, 'dist');
const SOURCES = [join(WEB_DIR, 'src'), join(WEB_DIR, 'sw'), join(WEB_DIR, 'index.html'), join(WEB_DIR, 'icons.ts'), join(WEB_DIR, 'app-files.ts'), fileURLToPath(import.meta.url)];
/** The budget of the issue: the whole app's JavaScript (the bundle and the service worker), minified. */
const MAX_JS_BYTES = 150 * 1024;

export interface BuiltFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebBuild {
  js: BuiltFile;
  css: BuiltFile;
  /** The service worker, `sw.js` at the folder's top. */
  sw: BuiltFile;
  /** What loads only when a page asks for it (the engine, for a replay): not part of the first load. */
  lazy: BuiltFile[];
  /** What the service worker keeps, as served paths (index.html as `/play/`). */
  shell: string[];
}

/** Builds into `outDir` (emptied first): web/dist by default; the CDK stack builds into its asset folder. */
export async function buildWeb(outDir = DIST_DIR): Promise<WebBuild> {
  await rm(outDir, { recursive: true, force: true });
  const assets = join(outDir, 'assets');
  // The replay's engine is a bundle of its own, fetched only when a replay opens: built apart, so
  // nothing of it (the rules, zod) is pulled into the first load as code shared with the app.
  const replay = await build({
    entryPoints: { replayed: join(WEB_DIR, 'src/replay/replayed.ts') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    outdir: assets,
    entryNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const lazyFiles = Object.keys(replay.metafile.outputs).map((path) => relative(assets, path));
  const result = await build({
    entryPoints: { app: join(WEB_DIR, 'src/main.tsx'), style: join(WEB_DIR, 'src/style.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: assets,
    entryNames: '[name]-[hash]',
    define: { REPLAY_MODULE: JSON.stringify(`/play/assets/${lazyFiles[0]}`) },
    external: ['/play/assets/*'],
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((path) => relative(assets, path));
  const jsFile = outputs.find((name) => name.endsWith('.js'))!;
  const cssFile = outputs.find((name) => name.endsWith('.css'))!;
  const colours = coloursOf(await readFile(join(WEB_DIR, 'src/style.css'), 'utf8'));
  const app = await writeAppFiles(assets, colours);
  await writeFile(join(outDir, 'manifest.webmanifest'), app.manifest);
  const template = await readFile(join(WEB_DIR, 'index.html'), 'utf8');
  const html = template
    .replace('%APP_JS%', `/play/assets/${jsFile}`)
    .replace('%APP_CSS%', `/play/assets/${cssFile}`)
    .replace('%ICON_SVG%', app.svgIcon)
    .replace('%APPLE_TOUCH_ICON%', app.appleTouchIcon)
    .replace('%THEME_COLOR%', colours.theme);
  const shell = ['/play/', `/play/assets/${jsFile}`, `/play/assets/${cssFile}`, '/play/manifest.webmanifest', ...app.icons.map((icon) => icon.src), app.appleTouchIcon];
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
  await writeFile(join(outDir, 'index.html'), html); // written last: its presence marks a finished build
  const sized = async (path: string, file: string) => {
    const bytes = await readFile(path);
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const built = {
    js: await sized(join(assets, jsFile), jsFile),
    css: await sized(join(assets, cssFile), cssFile),
    sw: await sized(join(outDir, 'sw.js'), 'sw.js'),
    lazy: await Promise.all(lazyFiles.map((file) => sized(join(assets, file), file))),
    shell,
  };
  const jsBytes = built.js.bytes + built.sw.bytes;
  if (jsBytes > MAX_JS_BYTES) throw new Error(`web app is ${jsBytes} B of JavaScript, over the ${MAX_JS_BYTES} B budget`);
  return built;
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
  const lazy = built.lazy.map((file) => `${file.file} ${kb(file.bytes)} (${kb(file.gzipBytes)} gzip)`).join(', ');
  return `web app: ${built.js.file} ${kb(built.js.bytes)} minified, ${kb(built.js.gzipBytes)} gzip; ${built.css.file} ${kb(built.css.bytes)} (${kb(built.css.gzipBytes)} gzip); sw.js ${kb(built.sw.bytes)} (${kb(built.sw.gzipBytes)} gzip), keeping ${built.shell.length} files; on demand: ${lazy || 'nothing'}`;
}

// `tsx web/build.ts [outDir]`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? DIST_DIR;
  await mkdir(outDir, { recursive: true });
  console.log(describeBuild(await buildWeb(outDir)));
}

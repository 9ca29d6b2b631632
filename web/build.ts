/**
 * Builds the browser app into web/dist/: one minified ES module and one stylesheet, both named by
 * content hash (so they may be cached for ever), and index.html pointing at them (never cached).
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

export const WEB_DIR = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = join(WEB_DIR, 'dist');
const SOURCES = [join(WEB_DIR, 'src'), join(WEB_DIR, 'index.html'), fileURLToPath(import.meta.url)];
/** The budget of the issue: the whole app's JavaScript, minified. */
const MAX_JS_BYTES = 150 * 1024;

export interface WebBuild {
  js: { file: string; bytes: number; gzipBytes: number };
  css: { file: string; bytes: number; gzipBytes: number };
}

/** Builds into `outDir` (emptied first): web/dist by default; the CDK stack builds into its asset folder. */
export async function buildWeb(outDir = DIST_DIR): Promise<WebBuild> {
  await rm(outDir, { recursive: true, force: true });
  const assets = join(outDir, 'assets');
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
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((path) => relative(assets, path));
  const jsFile = outputs.find((name) => name.endsWith('.js'))!;
  const cssFile = outputs.find((name) => name.endsWith('.css'))!;
  const template = await readFile(join(WEB_DIR, 'index.html'), 'utf8');
  const html = template.replace('%APP_JS%', `/play/assets/${jsFile}`).replace('%APP_CSS%', `/play/assets/${cssFile}`);
  await writeFile(join(outDir, 'index.html'), html); // written last: its presence marks a finished build
  const sized = async (file: string) => {
    const bytes = await readFile(join(assets, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  };
  const built = { js: await sized(jsFile), css: await sized(cssFile) };
  if (built.js.bytes > MAX_JS_BYTES) throw new Error(`web app is ${built.js.bytes} B of JavaScript, over the ${MAX_JS_BYTES} B budget`);
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
  return `web app: ${built.js.file} ${kb(built.js.bytes)} minified, ${kb(built.js.gzipBytes)} gzip; ${built.css.file} ${kb(built.css.bytes)} (${kb(built.css.gzipBytes)} gzip)`;
}

// `tsx web/build.ts [outDir]`
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? DIST_DIR;
  await mkdir(outDir, { recursive: true });
  console.log(describeBuild(await buildWeb(outDir)));
}

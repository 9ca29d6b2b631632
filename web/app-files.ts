/**
 * What makes the app installable, written at build time beside the bundle: the icons (content-
 * hashed under assets/, like the bundle), the web app manifest, and the list of files the service
 * worker keeps (the app shell). The colours are read from the app's own stylesheet, so the
 * installed app's splash screen and title bar match the page.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { iconPng, iconSvg, type IconColours } from './icons.js';

/** The yellow edge of a playable pile in style.css: the back card of the icon. */
const CARD_BACK = '#f1c40f';

export interface AppColours {
  background: string;
  theme: string;
  card: string;
}

/** `--bg`, `--accent` and `--panel` of the stylesheet's first (light) `:root` block. */
export function coloursOf(css: string): AppColours {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const colour = (name: string) => {
    const found = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(root)?.[1];
    if (!found) throw new Error(`style.css has no ${name} colour in :root`);
    return found.toLowerCase();
  };
  return { background: colour('--bg'), theme: colour('--accent'), card: colour('--panel') };
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface AppFiles {
  icons: ManifestIcon[];
  /** The SVG icon: the page's favicon. */
  svgIcon: string;
  /** The 192 px icon: what a notification shows. */
  notificationIcon: string;
  /** The 180 px full-bleed icon iOS puts on the home screen. */
  appleTouchIcon: string;
  manifest: string;
}

const hashOf = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();

/** Writes the icons into `assetsDir` (served at /play/assets/) and answers their paths and the manifest's text. */
export async function writeAppFiles(assetsDir: string, colours: AppColours): Promise<AppFiles> {
  const drawing: IconColours = { accent: colours.theme, card: colours.card, back: CARD_BACK };
  const written = async (name: string, ext: string, bytes: string | Uint8Array) => {
    const file = `${name}-${hashOf(bytes)}.${ext}`;
    await writeFile(join(assetsDir, file), bytes);
    return `/play/assets/${file}`;
  };
  const svgIcon = await written('icon', 'svg', iconSvg(drawing));
  const notificationIcon = await written('icon-192', 'png', iconPng(drawing, 192));
  const icons: ManifestIcon[] = [
    { src: svgIcon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: notificationIcon, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: await written('icon-512', 'png', iconPng(drawing, 512)), sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: await written('maskable-512', 'png', iconPng(drawing, 512, true)), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  const appleTouchIcon = await written('apple-touch-icon', 'png', iconPng(drawing, 180, true));
  const manifest = {
    name: 'turnpost',
    short_name: 'turnpost',
    description: 'Turn-based card games with friends, one move at a time.',
    id: '/play/',
    start_url: '/play/',
    scope: '/play/',
    display: 'standalone',
    orientation: 'any',
    background_color: colours.background,
    theme_color: colours.theme,
    icons,
  };
  return { icons, svgIcon, notificationIcon, appleTouchIcon, manifest: `${JSON.stringify(manifest, null, 2)}\n` };
}

/** The service worker's cache name part: changes whenever any file of the shell does (their names are content hashes). */
export function shellVersion(shell: readonly string[], indexHtml: string): string {
  return hashOf(`${[...shell].sort().join('\n')}\n${indexHtml}`).toLowerCase();
}

/**
 * Each game's table by type id: the one list of the tables there are. Each is a bundle of its own
 * (web/build.ts), fetched when a page first shows a game of that type, so the first load carries
 * none of them; a game without one gets the generic, readable table, which is small and always here.
 */
import { genericTable } from './generic/GenericTable.js';
import type { GameTable } from './table.js';

const tables: Record<string, () => Promise<GameTable>> = {
  'the-game': async () => (await import('./the-game/TheGameTable.js')).theGameTable,
  'flip-7': async () => (await import('./flip-7/Flip7Table.js')).flip7Table,
  downhill: async () => (await import('./downhill/DownhillTable.js')).downhillTable,
  reihen: async () => (await import('./reihen/ReihenTable.js')).reihenTable,
  auslage: async () => (await import('./auslage/AuslageTable.js')).auslageTable,
};

/** Each table's own stylesheet by type id, as built (web/build.ts); absent outside a build (unit tests). */
declare const TABLE_STYLES: Record<string, string> | undefined;

const loaded = new Map<string, GameTable>();
const loading = new Map<string, Promise<GameTable>>();

/** The table of `type` when it is at hand without waiting (loaded before, or the generic one), else null. */
export function tableAtHand(type: string): GameTable | null {
  if (!Object.hasOwn(tables, type)) return genericTable;
  return loaded.get(type) ?? null;
}

/** The table of `type`, fetched once; a fetch that failed (offline, a server hiccup) is tried again at the next call. */
export function loadTable(type: string): Promise<GameTable> {
  const atHand = tableAtHand(type);
  if (atHand) return Promise.resolve(atHand);
  let pending = loading.get(type);
  if (!pending) {
    pending = Promise.all([tables[type]!(), tableStylesheet(type)]).then(
      ([table]) => {
        loaded.set(type, table);
        loading.delete(type);
        return table;
      },
      (error: unknown) => {
        loading.delete(type);
        throw error;
      },
    );
    loading.set(type, pending);
  }
  return pending;
}

/**
 * Links the table's stylesheet once, resolved when it has loaded (so the table never shows
 * unstyled); a link that failed is removed, so the next try fetches it again.
 */
function tableStylesheet(type: string): Promise<void> {
  const href = typeof TABLE_STYLES === 'undefined' ? undefined : TABLE_STYLES[type];
  if (href === undefined) return Promise.resolve();
  const linked = document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (linked?.sheet) return Promise.resolve();
  const link = linked ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`the table's stylesheet ${href} could not be loaded`));
    }, { once: true });
  });
}

/** Each game's table by type id; a game without one gets the generic, readable table. */
import { auslageTable } from './auslage/AuslageTable.js';
import { genericTable } from './generic/GenericTable.js';
import type { GameTable } from './table.js';
import { theGameTable } from './the-game/TheGameTable.js';

const tables: Record<string, GameTable> = {
  'the-game': theGameTable,
  auslage: auslageTable,
};

export function tableFor(type: string): GameTable {
  return tables[type] ?? genericTable;
}

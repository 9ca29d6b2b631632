/** Each game's table by type id; a game without one gets the generic, readable table. */
import { flip7Table } from './flip-7/Flip7Table.js';
import { downhillTable } from './downhill/DownhillTable.js';
import { auslageTable } from './auslage/AuslageTable.js';
import { genericTable } from './generic/GenericTable.js';
import { reihenTable } from './reihen/ReihenTable.js';
import type { GameTable } from './table.js';
import { theGameTable } from './the-game/TheGameTable.js';

const tables: Record<string, GameTable> = {
  'the-game': theGameTable,
  'flip-7': flip7Table,
  downhill: downhillTable,
  reihen: reihenTable,
  auslage: auslageTable,
};

export function tableFor(type: string): GameTable {
  return tables[type] ?? genericTable;
}

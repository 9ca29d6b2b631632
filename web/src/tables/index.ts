/** Each game's table by type id; a game without one gets the generic, readable table. */
import { genericTable } from './generic/GenericTable';
import type { GameTable } from './table';
import { theGameTable } from './the-game/TheGameTable';

const tables: Record<string, GameTable> = {
  'the-game': theGameTable,
};

export function tableFor(type: string): GameTable {
  return tables[type] ?? genericTable;
}

/** A page's hold on the table of the game it shows: at hand at once when loaded before, else fetched (./index.ts). */
import { useEffect, useState } from 'preact/hooks';
import { loadTable, tableAtHand } from './index.js';
import type { GameTable } from './table.js';

export interface TableHold {
  /** The table, once here (null while it loads, when its fetch failed, and before the game's type is known). */
  table: GameTable | null;
  /** The last fetch failed: the page says so, and `retry` fetches again. */
  failed: boolean;
  /** A fetch after a failure is under way (the failure stays said until it ends). */
  retrying: boolean;
  retry(): void;
}

export function useTable(type: string | null): TableHold {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ type: string; attempt: number } | null>(null);
  const [, setArrivals] = useState(0);
  const table = type === null ? null : tableAtHand(type);

  useEffect(() => {
    if (type === null || tableAtHand(type)) return;
    let gone = false;
    loadTable(type).then(
      () => !gone && setArrivals((count) => count + 1),
      () => !gone && setFailure({ type, attempt }),
    );
    return () => {
      gone = true;
    };
  }, [type, attempt]);

  const failed = table === null && failure !== null && failure.type === type;
  return { table, failed, retrying: failed && failure.attempt < attempt, retry: () => setAttempt((count) => count + 1) };
}

/**
 * A turn being planned, kept in this tab's sessionStorage per game, so a reload (or the phone
 * dropping the page) does not lose it. It belongs to one state of the table (`tableKey`): once the
 * table changed — a play landed, a new turn — the server's table is the truth and the plan starts
 * afresh.
 */
import { useEffect, useState } from 'preact/hooks';

const keyOf = (gameId: string) => `turnpost.plan.${gameId}`;

function stored<T>(gameId: string, tableKey: string): T | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(gameId)) ?? 'null') as { tableKey: string; plan: T } | null;
    return saved?.tableKey === tableKey ? saved.plan : undefined;
  } catch {
    return undefined;
  }
}

/** Like useState, for a plan of game `gameId` at table state `tableKey` (`empty` when none is kept for it). */
export function useStoredPlan<T>(gameId: string, tableKey: string, empty: T): [T, (plan: T) => void] {
  const [kept, setKept] = useState<{ tableKey: string; plan: T }>(() => ({ tableKey, plan: stored<T>(gameId, tableKey) ?? empty }));
  const plan = kept.tableKey === tableKey ? kept.plan : empty;
  useEffect(() => {
    if (kept.tableKey !== tableKey) setKept({ tableKey, plan: empty });
  }, [tableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new table state resets it
  const setPlan = (next: T) => {
    setKept({ tableKey, plan: next });
    try {
      sessionStorage.setItem(keyOf(gameId), JSON.stringify({ tableKey, plan: next }));
    } catch {
      // A full or blocked storage only loses the plan on a reload, as before.
    }
  };
  return [plan, setPlan];
}

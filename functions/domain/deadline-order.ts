/** The one order of games by deadline: GET /players/me/games?sort=deadline and the daily digest. */

/** Soonest deadline first; games without one after every game with one. */
export function soonestDeadlineFirst(a: { deadline: string | null }, b: { deadline: string | null }): number {
  if (a.deadline === null || b.deadline === null) return (a.deadline === null ? 1 : 0) - (b.deadline === null ? 1 : 0);
  return a.deadline.localeCompare(b.deadline); // ISO 8601 in UTC, as the server writes them: text order is time order
}

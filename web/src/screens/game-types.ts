/** GET /game-types, fetched once per page load (titles, player counts, options schemas). */
import { useEffect, useState } from 'preact/hooks';
import type { GameType } from '../api/types.js';
import { useSession } from '../app/context.js';

let cached: Promise<GameType[]> | null = null;

export function useGameTypes(): GameType[] | null {
  const { api } = useSession();
  const [types, setTypes] = useState<GameType[] | null>(null);
  useEffect(() => {
    cached ??= api.gameTypes().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    cached.then(setTypes, () => undefined);
  }, [api]);
  return types;
}

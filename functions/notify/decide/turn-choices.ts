/**
 * The player's own say over `your-turn` (the store's seat marks: ../../store/seat-marks.ts), for
 * the channels people read — e-mail, push and chat webhooks (Discord, Slack). A JSON webhook and
 * SNS are for programs (a bot, an operator's pipeline): they get every notice as before.
 *
 * - A page of theirs has the game open (`watchingUntil` after the change): no `your-turn`, the page
 *   shows it already.
 * - `never`: no `your-turn` of this game; `daily`: the first of a day only (claimed by a
 *   conditional write, so a retried batch or a second channel of the same version passes again).
 * Other events (a reminder, a timeout, the end) always pass.
 */
import { webhookFormat, type StoredChannels } from '../channels/stored.js';
import { pairKey, type SeatMarks } from '../../store/seat-marks.js';
import type { GameDelivery } from './fan-out.js';

/** What the choices need of the store (../../store/seat-marks.ts `SeatMarkStore`). */
export interface SeatMarksSource {
  getEach(pairs: ReadonlyArray<{ playerId: string; gameId: string }>): Promise<Map<string, SeatMarks>>;
  claimDailyTurnNotice(playerId: string, gameId: string, version: number, at: string): Promise<boolean>;
}

/** True for a channel a person reads (the choices apply), false for one a program reads. */
export function readByPeople(delivery: GameDelivery, channels: StoredChannels | undefined): boolean {
  if (delivery.channel === 'email' || delivery.channel === 'push') return true;
  if (delivery.channel === 'webhook') return channels?.webhook !== undefined && webhookFormat(channels.webhook) !== 'json';
  return false;
}

/** `deliveries` without the `your-turn` notices the players chose not to get. */
export async function withTurnChoices(deliveries: readonly GameDelivery[], channelsOf: ReadonlyMap<string, StoredChannels>, marks: SeatMarksSource): Promise<GameDelivery[]> {
  const chosen = deliveries.filter((delivery) => delivery.body.event === 'your-turn' && readByPeople(delivery, channelsOf.get(delivery.playerId)));
  if (chosen.length === 0) return [...deliveries];
  const read = await marks.getEach(chosen.map((delivery) => ({ playerId: delivery.playerId, gameId: delivery.body.gameId })));
  const claims = new Map<string, Promise<boolean>>();
  const keep = await Promise.all(
    deliveries.map(async (delivery) => {
      if (!chosen.includes(delivery)) return true;
      const { gameId, version, at } = delivery.body;
      const mark = read.get(pairKey(delivery.playerId, gameId));
      if (!mark) return true;
      if (mark.watchingUntil !== null && Date.parse(mark.watchingUntil) > Date.parse(at)) return false;
      if (mark.turnNotices === 'never') return false;
      if (mark.turnNotices === 'every-turn') return true;
      // One claim per player, game and version, shared by its channels.
      const claim = `${pairKey(delivery.playerId, gameId)}#${version}`;
      if (!claims.has(claim)) claims.set(claim, marks.claimDailyTurnNotice(delivery.playerId, gameId, version, at));
      return claims.get(claim)!;
    }),
  );
  return deliveries.filter((_, index) => keep[index]);
}

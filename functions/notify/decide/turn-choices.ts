/**
 * The player's own say over `your-turn` (the store's seat marks: ../../store/seat-marks.ts).
 *
 * - A page of theirs has the game open (`watchingUntil` after the change): no `your-turn` on any
 *   channel but a JSON webhook, the page shows it already. A JSON webhook is read by a program (a
 *   bot that plays the seat), which must hear of every turn.
 * - `never`: no `your-turn` of this game; `daily`: the first of a day only (claimed by a
 *   conditional write, so a retried batch or a second channel of the same version passes again).
 * Other events (a reminder, a timeout, the end) always pass.
 */
import { webhookFormat, type StoredChannels } from '../channels/stored.js';
import { pairKey, type SeatMarks } from '../../store/seat-marks.js';
import type { GameDelivery } from '../delivery.js';

/** What the choices need of the store (../../store/seat-marks.ts `SeatMarkStore`). */
export interface SeatMarksSource {
  getEach(pairs: ReadonlyArray<{ playerId: string; gameId: string }>): Promise<Map<string, SeatMarks>>;
  claimDailyTurnNotice(playerId: string, gameId: string, version: number, at: string): Promise<boolean>;
}

/**
 * True for a channel a person reads — e-mail, push and chat webhooks (Discord, Slack) — where the
 * choice of every turn, once a day or never applies; false for a JSON webhook or SNS.
 */
export function readByPeople(delivery: GameDelivery, channels: StoredChannels | undefined): boolean {
  if (delivery.channel === 'email' || delivery.channel === 'push') return true;
  if (delivery.channel === 'webhook') return channels?.webhook !== undefined && webhookFormat(channels.webhook) !== 'json';
  return false;
}

/** True for a channel that stays quiet while a page of the player's watches the game. */
export function quietWhileWatching(delivery: GameDelivery, channels: StoredChannels | undefined): boolean {
  return delivery.channel === 'sns' || readByPeople(delivery, channels);
}

/** `deliveries` without the `your-turn` notices the players chose not to get. */
export async function withTurnChoices(deliveries: readonly GameDelivery[], channelsOf: ReadonlyMap<string, StoredChannels>, marks: SeatMarksSource): Promise<GameDelivery[]> {
  const chosen = deliveries.filter((delivery) => delivery.body.event === 'your-turn' && quietWhileWatching(delivery, channelsOf.get(delivery.playerId)));
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
      if (!readByPeople(delivery, channelsOf.get(delivery.playerId))) return true;
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

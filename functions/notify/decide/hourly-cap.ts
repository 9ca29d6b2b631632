/**
 * The hourly cap: at most `perHour` notifications to one player through one channel in a clock
 * hour (UTC), so one player's busy games — or a script's — cannot make us flood a receiver, a
 * push service or SES. Counted per channel, so a busy webhook never silences the player's e-mail;
 * a notification to several push devices counts once for `push`. What is over the cap is
 * dropped here, before it is queued, and counted in the log's `HeldBack` metric; the last one
 * let through in an hour says so in its words (`capReached`: e-mail, push and chat texts), and the
 * first notifications of the next hour go out as usual. Daily digests are not counted (one a day).
 */
import type { Delivery } from '../delivery.js';

/** A player's counts of an hour: adds a batch's (by channel), answers the totals after it. */
export type CountDeliveries = (playerId: string, at: Date, counts: Readonly<Record<string, number>>) => Promise<Record<string, number>>;

/** How many of `asked` new notifications fit when `after` is the hour's total with them counted. */
export function fitting(after: number, asked: number, perHour: number): number {
  const before = after - asked;
  return Math.max(0, Math.min(asked, perHour - before));
}

/** The notifications (delivery ids, in order) of each player and channel in `deliveries`. */
function notificationsByPlayer(deliveries: readonly Delivery[]): Map<string, Map<string, string[]>> {
  const players = new Map<string, Map<string, string[]>>();
  for (const delivery of deliveries) {
    const channels = players.get(delivery.playerId) ?? new Map<string, string[]>();
    players.set(delivery.playerId, channels);
    const ids = channels.get(delivery.channel) ?? [];
    channels.set(delivery.channel, ids);
    if (!ids.includes(delivery.body.deliveryId)) ids.push(delivery.body.deliveryId);
  }
  return players;
}

/**
 * `deliveries` within the cap: each player's and channel's first notifications of the batch, as
 * many as still fit in the hour of `at` (one count per player: `count`), how many were held back,
 * and whose (player ids, for the log).
 */
export async function withinHourlyCap(deliveries: readonly Delivery[], count: CountDeliveries, perHour: number, at: Date): Promise<{ kept: Delivery[]; heldBack: number; heldBackFrom: string[] }> {
  const allowed = new Set<string>();
  const last = new Set<string>();
  const heldBackFrom = new Set<string>();
  let heldBack = 0;
  await Promise.all(
    [...notificationsByPlayer(deliveries)].map(async ([playerId, channels]) => {
      const totals = await count(playerId, at, Object.fromEntries([...channels].map(([channel, ids]) => [channel, ids.length])));
      for (const [channel, ids] of channels) {
        const after = totals[channel] ?? ids.length;
        const fit = fitting(after, ids.length, perHour);
        ids.slice(0, fit).forEach((id) => allowed.add(`${playerId} ${channel} ${id}`));
        // The one that fills the hour: with it the player learns that this channel pauses.
        if (fit > 0 && after - ids.length + fit === perHour) last.add(`${playerId} ${channel} ${ids[fit - 1]}`);
        heldBack += ids.length - fit;
        if (fit < ids.length) heldBackFrom.add(playerId);
      }
    }),
  );
  const key = (delivery: Delivery) => `${delivery.playerId} ${delivery.channel} ${delivery.body.deliveryId}`;
  const kept = deliveries.filter((delivery) => allowed.has(key(delivery))).map((delivery) => (last.has(key(delivery)) ? { ...delivery, words: { ...delivery.words, capReached: true as const } } : delivery));
  return { kept, heldBack, heldBackFrom: [...heldBackFrom].sort() };
}

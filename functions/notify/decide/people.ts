/**
 * Who else plays a game, in the words of a message ("The Game with Ada and Bo"): the other persons
 * by name in seat order, then the bots ("a bot", "2 bots"). Read from the stream's image of the
 * game (./images.ts `catchUpImageOf`), which names the seats as every seat's envelope does.
 */
import { imageKey, type CatchUpImage } from './catch-up.js';
import type { GameDelivery } from '../delivery.js';

/** The other persons of `playerId` in the game by name (a person a bot plays for while away is still named), and how many bots play. */
export function othersOf(image: CatchUpImage, playerId: string): { others: string[]; bots?: number } {
  const persons = [...image.seats.names].sort((a, b) => a.seat - b.seat).filter((held) => held.playerId !== playerId);
  const bots = image.seats.bots.filter((bot) => bot.takenOver !== true && !image.seats.names.some((held) => held.seat === bot.seat)).length;
  return { others: persons.map((held) => held.name), ...(bots === 0 ? {} : { bots }) };
}

/** A rematch as the batch saw it: the image of the finished game it follows, and who asked for it. */
export interface RematchOf {
  finished: CatchUpImage;
  by: string;
}

/**
 * `deliveries` with the others named for each whose game image the batch holds. An invitation is
 * about the rematch: its words name who asks and the others from the finished game (`rematches`,
 * by the rematch's id), as every seat of it is invited again.
 */
export function withOthers(deliveries: readonly GameDelivery[], images: ReadonlyMap<string, CatchUpImage>, rematches: ReadonlyMap<string, RematchOf> = new Map()): GameDelivery[] {
  return deliveries.map((delivery) => {
    if (delivery.body.event === 'invited') {
      const rematch = rematches.get(delivery.body.gameId);
      if (!rematch) return delivery;
      const inviter = rematch.finished.seats.names.find((held) => held.playerId === rematch.by)?.name;
      const { others, bots } = othersOf(rematch.finished, delivery.playerId);
      return { ...delivery, words: { ...delivery.words, others: others.filter((name) => name !== inviter), ...(bots ? { bots } : {}), ...(inviter ? { inviter } : {}) } };
    }
    const image = images.get(imageKey(delivery.body.gameId, delivery.body.version));
    return image ? { ...delivery, words: { ...delivery.words, ...othersOf(image, delivery.playerId) } } : delivery;
  });
}

/**
 * Who else plays a game, in the words of a message ("The Game with Ada and Bo"): the other persons
 * by name in seat order, then the bots ("a bot", "2 bots"). Read from the stream's image of the
 * game (./images.ts `catchUpImageOf`), which names the seats as every seat's envelope does.
 */
import { imageKey, type CatchUpImage } from './catch-up.js';
import type { GameDelivery } from './fan-out.js';

/** The others of `playerId` in the game (a person a bot plays for while away is still named). */
export function othersOf(image: CatchUpImage, playerId: string): string[] {
  const persons = [...image.seats.names].sort((a, b) => a.seat - b.seat).filter((held) => held.playerId !== playerId);
  const bots = image.seats.bots.filter((bot) => bot.takenOver !== true && !image.seats.names.some((held) => held.seat === bot.seat)).length;
  return [...persons.map((held) => held.name), ...(bots === 0 ? [] : [bots === 1 ? 'a bot' : `${bots} bots`])];
}

/** `deliveries` with the others named for each whose game image the batch holds (an invitation is about a rematch: not held, so it names nobody). */
export function withOthers(deliveries: readonly GameDelivery[], images: ReadonlyMap<string, CatchUpImage>): GameDelivery[] {
  return deliveries.map((delivery) => {
    const image = images.get(imageKey(delivery.body.gameId, delivery.body.version));
    return image ? { ...delivery, words: { ...delivery.words, others: othersOf(image, delivery.playerId) } } : delivery;
  });
}

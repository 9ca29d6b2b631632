import type { Random } from './random.js';
import type { Seat } from './types.js';

/**
 * Deals one card at a time from the top of `deck` (index 0), clockwise from `firstSeat`, until
 * every seat has received `perSeat` cards: card i goes to seat (firstSeat + i) mod players.
 * Returns each seat's cards in the order received and what is left, in order. (Dealing whole
 * blocks per seat is `dealBlocks`.)
 */
export function dealRoundRobin<C>(deck: readonly C[], players: number, perSeat: number, firstSeat: Seat = 0): { hands: C[][]; rest: C[] } {
  const hands: C[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push([]);
  const dealt = perSeat * players;
  for (let i = 0; i < dealt; i++) hands[(firstSeat + i) % players]!.push(deck[i]!);
  return { hands, rest: deck.slice(dealt) };
}

/**
 * `places` dealt again: their cards pooled, shuffled and cut back into pieces of the same sizes.
 * A game's `redealHidden` uses it on the places one seat cannot see.
 */
export function redeal<C>(places: ReadonlyArray<readonly C[]>, random: Random): C[][] {
  const pool = random.shuffled(places.flat());
  let at = 0;
  return places.map((place) => pool.slice(at, (at += place.length)));
}

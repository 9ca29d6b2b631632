/** A short, known game of Auslage for the browser test and the table's unit tests. */
import { FULL_DECK, type CardCode } from '../../engine/games/auslage/cards.js';

/** A passage's deck: the given cards on top (hands in blocks of five, R3; then the start card and the draws), the rest in canonical order. */
function deck(top: CardCode[]): CardCode[] {
  return [...top, ...FULL_DECK.filter((card) => !top.includes(card))];
}

/**
 * Two players, two passages. Passage 1 (Ada, seat 0, begins): Ada R1a Y3a G0a B2a P2a, Bo R3a
 * Y3b Y5a G1a J1, start G4a, Ada draws R5b then G0b. Ada lays red 1 out; Bo's green 1 makes it
 * match, so she must give it back (R8); Bo's joker calls yellow and Ada must follow (R11); Bo
 * plays his last card on turn 10 (0 : 0). Passage 2 (Bo begins): Bo R1b R2b R3b R4a R4b, Ada R0b
 * P5a B5a R5a R2a, start R0a, Ada draws Y2a then Y2b. Bo plays red after red; Ada lays out purple
 * 5 and blue 5, then plays red. Bo's last card ends it: Ada 10 − 6 = +4, Bo 0; with at most two
 * passages the game is over: Ada wins 4 : 0.
 */
export const AUSLAGE_DECKS: CardCode[][] = [
  deck(['R1a', 'Y3a', 'G0a', 'B2a', 'P2a', 'R3a', 'Y3b', 'Y5a', 'G1a', 'J1', 'G4a', 'R5b', 'G0b']),
  deck(['R1b', 'R2b', 'R3b', 'R4a', 'R4b', 'R0b', 'P5a', 'B5a', 'R5a', 'R2a', 'R0a', 'Y2a', 'Y2b']),
];

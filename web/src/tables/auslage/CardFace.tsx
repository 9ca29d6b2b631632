/** One Auslage card's face: its number big, its colour in a word (colour is never the only cue), the code kept in `data-card`. */
import type { CardCode } from '../../../../engine/games/auslage/cards.js';
import { cardWords, colourOf, isJoker, valueOf } from './cards.js';

/** The face's inner parts, for inside a button (which carries the accessible name). */
export function FaceParts({ card }: { card: CardCode }) {
  return (
    <>
      <b aria-hidden="true">{isJoker(card) ? '★' : valueOf(card)}</b>
      <small aria-hidden="true">{isJoker(card) ? 'joker' : cardWords(card).split(' ')[0]}</small>
    </>
  );
}

export const faceClass = (card: CardCode) => `ausl-card c-${isJoker(card) ? 'J' : colourOf(card)}`;

/** A card shown, not chosen: read as "green 3". */
export function CardFace({ card, small }: { card: CardCode; small?: boolean }) {
  return (
    <span class={`${faceClass(card)}${small ? ' small' : ''}`} role="img" aria-label={cardWords(card)} data-card={card}>
      <FaceParts card={card} />
    </span>
  );
}

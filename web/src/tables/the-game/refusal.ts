/** A refused batch of The Game in words, naming the play the server refused (its `index` in the batch). */
import { ApiError } from '../../api/client.js';
import type { Move } from '../../api/types.js';
import { errorWords } from '../../game/words.js';
import { pileWords, ruleWords, tableWords, type Pile } from './words.js';

export function refusalWords(failure: unknown, moves: readonly Move[]): string {
  const words = errorWords(failure, ruleWords);
  const index = failure instanceof ApiError ? failure.body.details?.index : undefined;
  const move = typeof index === 'number' ? moves[index] : undefined;
  return words && move?.type === 'play' ? `${tableWords.onPile(move.card as number, pileWords[move.pile as Pile])}: ${words}` : words;
}

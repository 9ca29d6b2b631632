/**
 * How the options form reads a JSON Schema field, beyond its `type`; and the words of a game's
 * options and bot levels in the language shown: the game declares them per language in its words
 * (`options`, `botLevels`: engine/games/<id>/words/), the schema's English being their fallback.
 */
import type { JsonSchema } from '../api/types.js';
import type { GameWordsBase } from '../../../engine/core/words/types.js';
import { gameWords } from '../i18n/language.js';
import { sentence, spaced } from '../game/words.js';

/** The choices of a list option (an array of enum values, perhaps nullable: Reihen's `cast`), or null. */
export function listChoices(field: JsonSchema): unknown[] | null {
  const array = field.type === 'array' ? field : (field.anyOf as JsonSchema[] | undefined)?.find((variant) => variant.type === 'array');
  return (array?.items as JsonSchema | undefined)?.enum ?? null;
}

function optionWords(gameId: string, name: string) {
  return gameWords<GameWordsBase | undefined>(gameId)?.options[name];
}

/** An option's name as people read it: the game's words for it, else the schema's `title`, else its key in words. */
export function optionLabel(gameId: string, name: string, field: JsonSchema | undefined): string {
  return optionWords(gameId, name)?.title ?? field?.title ?? sentence(spaced(name));
}

/** What an option does, in the game's words (else the schema's `description`). */
export function optionDescription(gameId: string, name: string, field: JsonSchema | undefined): string | undefined {
  return optionWords(gameId, name)?.description ?? field?.description;
}

/** One choice of an option (an enum value), in the game's words. */
export function choiceLabel(gameId: string, name: string, choice: unknown): string {
  return optionWords(gameId, name)?.choices?.[String(choice)] ?? spaced(String(choice));
}

/** What a bot of this level does in this game, in the game's words (else the server's English). */
export function botLevelWords(gameId: string, entry: { level: string; description: string }): string {
  return gameWords<GameWordsBase | undefined>(gameId)?.botLevels[entry.level as 'random'] ?? entry.description;
}

/** How the options form reads a JSON Schema field, beyond its `type`. */
import type { JsonSchema } from '../api/types.js';
import { sentence, spaced } from '../game/words.js';

/** The choices of a list option (an array of enum values, perhaps nullable: Reihen's `cast`), or null. */
export function listChoices(field: JsonSchema): unknown[] | null {
  const array = field.type === 'array' ? field : (field.anyOf as JsonSchema[] | undefined)?.find((variant) => variant.type === 'array');
  return (array?.items as JsonSchema | undefined)?.enum ?? null;
}

/** An option's name as people read it: the schema's `title` (the game names it), else its key in words. */
export function optionLabel(name: string, field: JsonSchema | undefined): string {
  return field?.title ?? sentence(spaced(name));
}

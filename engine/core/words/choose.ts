/**
 * The language a person reads, from what their browser asks for: `navigator.languages` in the
 * app, the Accept-Language header (RFC 9110, section 12.5.4) for messages. The first tag whose primary
 * language we write wins; none: undefined (the caller falls back to English).
 */
import { isLanguage, type Language } from './types.js';

export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().split('-')[0]!.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The tags of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string): string[] {
  const ranges = header.split(',').slice(0, 32).map((part, index) => {
    const [tag = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
  });
  return ranges.filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0).sort((a, b) => b.weight - a.weight || a.index - b.index).map((range) => range.tag);
}

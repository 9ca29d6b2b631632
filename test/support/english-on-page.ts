/**
 * Whether a page meant to be in German shows English: the strings of English words tables (their
 * string leaves, and each function's text around what it is given) that the German tables do not
 * say too, looked for in what a person reads on the page. Names and signs the same in both
 * languages and very short strings (a symbol, "×2") are left out; a text of several words is found
 * anywhere, a single word only as a whole line (a button, a label), not inside a German word.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Stands for what a function of the words puts in (a name, a number): the text around it is the words'. */
const GAP = '\u0001';

/** Every text a words table can produce: its strings, and each function's text around what it is given. */
export function texts(words: unknown): string[] {
  if (typeof words === 'string') return [words];
  if (typeof words === 'function') {
    for (const given of [GAP, [GAP, GAP], 2, true]) {
      try {
        const said = (words as (...args: unknown[]) => unknown)(given, given, given);
        if (typeof said === 'string') return said.split(/\u0001|\d+/).map((part) => part.trim()).filter(Boolean);
      } catch {
        // not that kind of argument: try the next
      }
    }
    return [];
  }
  if (words && typeof words === 'object') return Object.values(words).flatMap(texts);
  return [];
}

/** What a person reads on the page: its text, the choices of its selects, labels for screen readers and placeholders. */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const extra = Array.from(document.querySelectorAll('[aria-label], [placeholder], option, [title]')).flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('placeholder') ?? '',
      element.getAttribute('title') ?? '',
      element.tagName === 'OPTION' ? (element.textContent ?? '') : '',
    ]);
    return [document.body.innerText, ...extra].join('\n');
  });
}

/** What to look for: the English of `english` (words tables) that the `german` tables do not say too, phrases of several words and single words apart. */
export interface EnglishToFind {
  several: string[];
  single: Set<string>;
}

export function englishToFind(english: readonly unknown[], german: readonly unknown[]): EnglishToFind {
  const said = new Set(german.flatMap(texts));
  // Names and signs that are the same in both languages (English, Deutsch, SNS, « … »).
  const telling = [...new Set(english.flatMap(texts))].filter((phrase) => !said.has(phrase) && /[a-z]{2}/i.test(phrase));
  return {
    several: telling.filter((phrase) => phrase.includes(' ')),
    single: new Set(telling.filter((phrase) => !phrase.includes(' ')).map((word) => word.replace(/[.…:]$/, ''))),
  };
}

/** The English of `find` shown in `text`. */
export function englishIn(text: string, { several, single }: EnglishToFind): string[] {
  const lines = text.split('\n').map((line) => line.trim().replace(/[.…:]$/, ''));
  return [...several.filter((phrase) => text.includes(phrase)), ...lines.filter((line) => single.has(line))];
}

/** Fails when the page shows English of `find`. */
export async function expectNoEnglish(page: Page, where: string, find: EnglishToFind): Promise<void> {
  expect(englishIn(await shownText(page), find), `English on ${where}`).toEqual([]);
}

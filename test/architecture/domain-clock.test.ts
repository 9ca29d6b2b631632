/**
 * The domain decides with the time its caller gives it (`now`), never by reading the clock: the
 * same record, request and `now` always give the same decision, and tests move time by passing it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './layering.js';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** `Date.now()`, `new Date()` without an argument, `performance.now()`: the clock read. */
const CLOCK_READ = /\bDate\.now\s*\(|\bnew Date\s*\(\s*\)|\bperformance\.now\s*\(/;

describe('functions/domain', () => {
  it('reads no clock: the time comes from the caller', () => {
    const reading = sourceFiles(repository, ['functions/domain']).filter((file) => CLOCK_READ.test(readFileSync(`${repository}/${file}`, 'utf8')));
    expect(reading).toEqual([]);
  });

  it('the pattern finds a clock read', () => {
    expect(['const at = Date.now();', 'const at = new Date();', 'performance.now()'].every((line) => CLOCK_READ.test(line))).toBe(true);
    expect(CLOCK_READ.test('const at = new Date(now);')).toBe(false);
  });
});

/**
 * The reporter that names test files still running after five minutes: a file that never ends
 * is named every five minutes; one that ended, or has run less than that, is not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import LongFilesReporter from '../support/long-files-reporter.js';

const file = (relativeModuleId: string) => ({ relativeModuleId }) as TestModule;

describe('the long-files reporter', () => {
  let printed: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    printed = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (printed.push(String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('names a file still running after five minutes, and not one that ended or started later', () => {
    const reporter = new LongFilesReporter();
    reporter.onTestRunStart();
    reporter.onTestModuleStart(file('test/stuck.test.ts'));
    reporter.onTestModuleStart(file('test/quick.test.ts'));
    vi.advanceTimersByTime(60_000);
    reporter.onTestModuleEnd(file('test/quick.test.ts'));
    reporter.onTestModuleStart(file('test/late.test.ts'));
    vi.advanceTimersByTime(4 * 60_000);
    expect(printed).toEqual(['\nstill running: test/stuck.test.ts (5 min)\n']);
    vi.advanceTimersByTime(5 * 60_000);
    expect(printed.at(-1)).toBe('\nstill running: test/stuck.test.ts (10 min), test/late.test.ts (9 min)\n');
    reporter.onTestRunEnd();
    vi.advanceTimersByTime(5 * 60_000);
    expect(printed).toHaveLength(2);
  });
});

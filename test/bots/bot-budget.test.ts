/** The deployment's search budget per bot decision (TURNPOST_BOT_PLAYOUTS, functions/config.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_BUDGET } from '../../engine/index.js';
import { loadConfig } from '../../functions/config.js';

const env = (extra: Record<string, string>) => loadConfig({ TABLE_NAME: 'games', ...extra });

describe('TURNPOST_BOT_PLAYOUTS', () => {
  it("is the engine's default when unset, and the number given otherwise", () => {
    expect(env({}).botBudget).toEqual(DEFAULT_BOT_BUDGET);
    expect(env({ TURNPOST_BOT_PLAYOUTS: '' }).botBudget).toEqual(DEFAULT_BOT_BUDGET);
    expect(env({ TURNPOST_BOT_PLAYOUTS: '12' }).botBudget).toEqual({ playouts: 12 });
  });

  it('refuses what is not a whole number of playouts in range, saying what it wants', () => {
    for (const raw of ['0', '-3', '2.5', 'many', '100000']) {
      expect(() => env({ TURNPOST_BOT_PLAYOUTS: raw })).toThrow(/TURNPOST_BOT_PLAYOUTS must be a whole number of playouts from 1 to/);
    }
  });
});

/**
 * A viewer never gets talk they may not see (docs/talk.md), over random games' talk: no line
 * for a spectator unless the creator opened it, none while talk is off, no message while only
 * reactions are allowed, none of a seat the viewer muted; and every other line is shown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_MODES, REACTION_IDS } from '../../engine/index.js';
import { normalisedMessage, visibleLines, type TalkLine, type TalkSettings, type TalkViewer } from '../../functions/domain/talk.js';

const SEATS = 5;
const settings = fc.record({ chat: fc.constantFrom(...CHAT_MODES), spectators: fc.boolean() });
const viewer = fc.record({ seat: fc.option(fc.integer({ min: 0, max: SEATS - 1 }), { nil: null }), muted: fc.uniqueArray(fc.integer({ min: 0, max: SEATS - 1 })) });
const line = fc.oneof(
  fc.record({ seat: fc.integer({ min: 0, max: SEATS - 1 }), kind: fc.constant('reaction' as const), reaction: fc.constantFrom(...REACTION_IDS) }),
  fc.record({ seat: fc.integer({ min: 0, max: SEATS - 1 }), kind: fc.constant('message' as const), text: fc.string({ minLength: 1 }) }),
);
const lines = fc.array(line, { maxLength: 30 }).map((said) => said.map((one, index) => ({ ...one, seq: index + 1, at: '2026-03-01T10:00:00.000Z' }) as TalkLine));

function mayHave(one: TalkLine, chosen: TalkSettings, who: TalkViewer): boolean {
  const reads = who.seat !== null || chosen.spectators;
  const kindAllowed = chosen.chat === 'free' || (chosen.chat === 'reactions' && one.kind === 'reaction');
  return reads && kindAllowed && !who.muted.includes(one.seat);
}

describe('what talk a viewer gets', () => {
  it('is exactly the lines they may see, in order', () => {
    fc.assert(
      fc.property(lines, settings, viewer, (said, chosen, who) => {
        const shown = visibleLines(said, chosen, who);
        expect(shown).toEqual(said.filter((one) => mayHave(one, chosen, who)));
        if (chosen.chat === 'off' || (who.seat === null && !chosen.spectators)) expect(shown).toEqual([]);
        if (chosen.chat !== 'free') expect(shown.every((one) => one.kind === 'reaction')).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps messages free of control and bidirectional characters, folded and within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        let text: string;
        try {
          text = normalisedMessage(raw);
        } catch {
          return; // refused: empty or too long
        }
        expect(text).not.toMatch(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u);
        expect(text).not.toMatch(/\s{2}|^\s|\s$/u);
        expect([...text].length).toBeLessThanOrEqual(280);
        expect(text.length).toBeGreaterThan(0);
      }),
      { numRuns: 2_000 },
    );
  });
});

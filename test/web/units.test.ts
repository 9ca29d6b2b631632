/** The web app's pure parts: routing by path, turn planning, game lists, plain words, the countdown, the deal check. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/api/client.js';
import type { PlayerGame } from '../../web/src/api/types.js';
import { pageOf } from '../../web/src/app/routes.js';
import { timeLeftText } from '../../web/src/game/time-left.js';
import { dealVerified } from '../../web/src/game/verify.js';
import { errorWords, genericEventWords, moveWords } from '../../web/src/game/words.js';
import { groupGames } from '../../web/src/screens/game-groups.js';
import { fits, planMoves, topsAfter } from '../../web/src/tables/the-game/plan.js';
import { ruleWords, theGameEventWords } from '../../web/src/tables/the-game/words.js';
import type { Envelope } from '../../web/src/api/types.js';

const ID = 'abcdefghijklmnop';

describe('routing by path under /play/', () => {
  it('names every page, deep links included, and nothing else', () => {
    expect(pageOf('/play/')).toEqual({ name: 'home' });
    expect(pageOf('/play')).toEqual({ name: 'home' });
    expect(pageOf('/play/new')).toEqual({ name: 'new' });
    expect(pageOf('/play/settings/')).toEqual({ name: 'settings' });
    expect(pageOf(`/play/games/${ID}`)).toEqual({ name: 'game', id: ID });
    expect(pageOf(`/play/join/${ID}`)).toEqual({ name: 'join', id: ID });
    expect(pageOf('/play/games/NOT-AN-ID')).toEqual({ name: 'missing' });
    expect(pageOf(`/play/games/${ID}/extra`)).toEqual({ name: 'missing' });
  });
});

describe('a turn of The Game built in the browser', () => {
  const tops = { up1: 1, up2: 1, down1: 100, down2: 100 };
  it('previews the tops after the planned plays and sends them as one batch, endTurn last', () => {
    const plan = [
      { card: 40, pile: 'up1' as const },
      { card: 45, pile: 'up1' as const },
      { card: 60, pile: 'down2' as const },
    ];
    expect(topsAfter(tops, plan)).toEqual({ up1: 45, up2: 1, down1: 100, down2: 60 });
    expect(tops.up1).toBe(1);
    expect(planMoves(plan, true)).toEqual([
      { type: 'play', card: 40, pile: 'up1' },
      { type: 'play', card: 45, pile: 'up1' },
      { type: 'play', card: 60, pile: 'down2' },
      { type: 'endTurn' },
    ]);
    expect(planMoves(plan.slice(0, 1), false)).toEqual([{ type: 'play', card: 40, pile: 'up1' }]);
  });

  it('marks the piles a card fits by the basic rule, the backwards trick included', () => {
    expect([fits(50, 'up1', 49), fits(49, 'up1', 49), fits(39, 'up1', 49), fits(38, 'up1', 49)]).toEqual([true, false, true, false]);
    expect([fits(48, 'down1', 49), fits(50, 'down1', 49), fits(59, 'down1', 49)]).toEqual([true, false, true]);
  });
});

describe('my games', () => {
  const game = (id: string, status: PlayerGame['status'], yourTurn: boolean, deadline: string | null): PlayerGame => ({ id, type: 'the-game', status, version: 1, seat: 0, seats: [], awaiting: [], yourTurn, deadline, createdAt: '', updatedAt: '' });
  it('puts the games awaiting me first, soonest deadline first, then the waiting ones, then the finished', () => {
    const groups = groupGames([
      game('late', 'active', true, '2026-02-01T00:00:00Z'),
      game('done', 'finished', false, null),
      game('open', 'waiting', false, null),
      game('none', 'active', true, null),
      game('soon', 'active', true, '2026-01-01T00:00:00Z'),
      game('theirs', 'active', false, '2026-01-01T00:00:00Z'),
    ]);
    expect(groups.mine.map((g) => g.id)).toEqual(['soon', 'late', 'none']);
    expect(groups.waiting.map((g) => g.id)).toEqual(['open', 'theirs']);
    expect(groups.finished.map((g) => g.id)).toEqual(['done']);
  });
});

describe('plain words', () => {
  const table = { seats: [{ seat: 0, playerId: 'a', name: 'Ada' }, { seat: 1, playerId: 'b', name: 'Bo' }], you: 1 } as Envelope;
  it('says a rule violation from its code, and falls back to the code in words', () => {
    const violation = (code: string) => new ApiError(422, { code: 'RULE_VIOLATION', message: 'm', details: { code, index: 0 } });
    expect(errorWords(violation('CARD_DOES_NOT_FIT'), ruleWords)).toMatch(/^That card does not fit there/);
    expect(errorWords(violation('SOMETHING_NEW'), ruleWords)).toBe('Not allowed by the rules (something new).');
    expect(errorWords(new ApiError(409, { code: 'VERSION_CONFLICT', message: 'm' }))).toMatch(/Someone moved first/);
    expect(errorWords(new TypeError('fetch failed'))).toMatch(/Could not reach the server/);
  });

  it('tells events by player name, "you" for the viewer', () => {
    expect(theGameEventWords({ type: 'cardPlayed', seat: 0, card: 37, pile: 'up2', trick: true, command: null }, table)).toBe('Ada played 37 on up pile 2 (10 back).');
    expect(theGameEventWords({ type: 'cardsDrawn', seat: 1, count: 2, cards: [5, 6] }, table)).toBe('You drew 5, 6.');
    expect(theGameEventWords({ type: 'turnEnded', seat: 1, cardsPlayed: 2, by: 'endTurn' }, table)).toBe('You ended the turn after 2 cards.');
    expect(theGameEventWords({ type: 'somethingElse' }, table)).toBeNull();
    expect(genericEventWords({ type: 'roundEnded', seat: 0, roundScore: 12 }, table)).toBe('Round ended (Ada, round score 12)');
  });

  it('labels a legal move in words', () => {
    expect(moveWords({ type: 'play', card: '4g', row: 1 })).toBe('play: card 4g, row 1');
    expect(moveWords({ type: 'endTurn' })).toBe('end turn');
  });
});

describe('the countdown', () => {
  it('shows days and hours, hours and minutes, then minutes and seconds, then that time is up', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeftText('2026-01-03T05:00:00Z', now)).toBe('2 d 5 h left');
    expect(timeLeftText('2026-01-01T03:20:00Z', now)).toBe('3 h 20 min left');
    expect(timeLeftText('2026-01-01T00:04:05Z', now)).toBe('4 min 5 s left');
    expect(timeLeftText('2025-12-31T23:00:00Z', now)).toBe('time is up');
  });
});

describe('verifying the deal', () => {
  it('accepts the seed whose SHA-256 is the commitment and refuses any other', async () => {
    const commitment = createHash('sha256').update('a seed ✓', 'utf8').digest('hex');
    expect(await dealVerified('a seed ✓', commitment)).toBe(true);
    expect(await dealVerified('another seed', commitment)).toBe(false);
  });
});

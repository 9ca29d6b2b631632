/** The web app's pure parts: routing by path, turn planning, table talk, game lists, plain words, the countdown, the deal check. */
import '../support/web-words.js';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/index.js';
import { theGame } from '../../engine/games/the-game/index.js';
import type { TheGameMove } from '../../engine/games/the-game/schema.js';
import type { TheGameState } from '../../engine/games/the-game/state.js';
import { view as viewOf } from '../../engine/games/the-game/view.js';
import { ApiError } from '../../web/src/api/client.js';
import type { PlayerGame } from '../../web/src/api/types.js';
import { pageOf } from '../../web/src/app/routes.js';
import { timeLeftText } from '../../web/src/game/time-left.js';
import { dealVerified } from '../../web/src/game/verify.js';
import { errorWords, genericEventWords, moveWords } from '../../web/src/game/words.js';
import { groupGames } from '../../web/src/screens/game-groups.js';
import { planMoves, topsAfter } from '../../web/src/tables/the-game/plan.js';
import { commandHintChoices, mayShowCommands, pileHintChoices, pileHints, seatTalkWords } from '../../web/src/tables/the-game/talk.js';
import { commandCountWords, ruleWords, theGameEventWords } from '../../web/src/tables/the-game/words.js';
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
});

describe('table talk in The Game (hints, shown command counts)', () => {
  /** A real two-player game from the engine, after `moves` as [seat, move]. */
  function stateAfter(extreme: boolean, moves: Array<[number, TheGameMove]>): TheGameState {
    let state = theGame.setup(2, theGame.options.parse({ extreme }), Random.fromSeed('talk')).state;
    for (const [seat, move] of moves) state = theGame.apply(state, seat, move).state;
    return state;
  }
  const labels = (choices: Array<{ label: string }>) => choices.map((choice) => choice.label);

  it('offers every pile signal but the standing one, and withdrawing it; shows the standing ones by seat', () => {
    const state = stateAfter(false, [
      [0, { type: 'hint', pile: 'up1', signal: 'keepOff' }],
      [1, { type: 'hint', pile: 'up1', signal: 'canPlayWell' }],
    ]);
    const bo = viewOf(state, 1);
    expect(labels(pileHintChoices(viewOf(state, 0), 'up1'))).toEqual(['Hint on up pile 1: I can play well here', 'Withdraw your hint on up pile 1']);
    expect(pileHintChoices(bo, 'up2').map((choice) => choice.move)).toEqual([
      { type: 'hint', pile: 'up2', signal: 'keepOff' },
      { type: 'hint', pile: 'up2', signal: 'canPlayWell' },
    ]);
    expect(pileHints(bo, 'up1')).toEqual([
      [0, 'don’t play here'],
      [1, 'I can play well here'],
    ]);
    expect(pileHints(bo, 'down1')).toEqual([]);
    // Without Extreme: no command talk; a spectator may not talk at all.
    expect(commandHintChoices(bo)).toEqual([]);
    expect(mayShowCommands(bo)).toBe(false);
    expect(pileHintChoices(viewOf(state, null), 'up1')).toEqual([]);
  });

  it('offers command requests and showing the counts in Extreme, until they stand; nothing while a Silence shows', () => {
    const fresh = viewOf(stateAfter(true, []), 0);
    expect(mayShowCommands(fresh)).toBe(true);
    expect(labels(commandHintChoices(fresh))).toContain('Ask not to play a Skull card now');
    const state = stateAfter(true, [
      [0, { type: 'hint', command: 'skull', signal: 'avoid' }],
      [0, { type: 'showCommands' }],
    ]);
    const ada = viewOf(state, 0);
    expect(mayShowCommands(ada)).toBe(false);
    expect(commandHintChoices(ada).find((choice) => choice.move.command === 'skull')).toEqual({ move: { type: 'hint', command: 'skull', signal: 'none' }, label: 'Withdraw the request about Skull' });
    expect(seatTalkWords(ada, 0)).toMatch(/^asks: no Skull now; holds (no command cards|\d+ .+ command cards?)$/);
    expect(seatTalkWords(ada, 1)).toBeNull();
    const silenced = { ...fresh, infinityCommands: [{ pile: 'up1' as const, card: 10, command: 'silence' as const }] };
    expect([pileHintChoices(silenced, 'up1'), commandHintChoices(silenced), mayShowCommands(silenced)]).toEqual([[], [], false]);
  });

  it('says shown counts and hints in words', () => {
    expect(commandCountWords({ stop: 1, skull: 0, three: 2 })).toBe('1 Stop, 2 3! command cards');
    expect(commandCountWords({ stop: 1, skull: 0 })).toBe('1 Stop command card');
    expect(commandCountWords({ stop: 0 })).toBe('no command cards');
    const table = { seats: [{ seat: 0, playerId: 'a', name: 'Ada' }], you: 1 } as Envelope;
    expect(theGameEventWords({ type: 'hintGiven', seat: 0, pile: 'down2', signal: 'keepOff' }, table)).toBe('Ada hinted on down pile 2: don’t play here.');
    expect(theGameEventWords({ type: 'hintGiven', seat: 1, pile: 'down2', signal: 'none' }, table)).toBe('You withdrew the hint on down pile 2.');
    expect(theGameEventWords({ type: 'hintGiven', seat: 0, command: 'three', signal: 'avoid' }, table)).toBe('Ada asked not to play a 3! card now.');
    expect(theGameEventWords({ type: 'commandsShown', seat: 0, counts: { stop: 0, drawOne: 1 } }, table)).toBe('Ada showed the command cards in hand: 1 Draw one command card.');
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
    // A take-back says how many moves; one when the event does not say.
    expect(genericEventWords({ type: 'undoAsked', seat: 0, submissions: 3 }, table)).toBe('Ada asked to take back their last 3 moves.');
    expect(genericEventWords({ type: 'undone', seat: 0, submissions: 3 }, table)).toBe('Ada took back 3 moves.');
    expect(genericEventWords({ type: 'undone', seat: 0 }, table)).toBe('Ada took back a move.');
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
    expect(timeLeftText('2026-01-01T00:00:45Z', now)).toBe('45 s left');
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

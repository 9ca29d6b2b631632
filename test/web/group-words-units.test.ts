/**
 * The words a casual group reads, checked without a browser: what resigning does, a refused play
 * named, a pasted sign-in link, Flip 7's last scored round after a resignation, and the grammar
 * of "you" (Flip 7's resignation, Downhill's opener).
 */
import '../support/web-words.js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/api/client.js';
import type { Envelope } from '../../web/src/api/types.js';
import { tokenOfDeviceLink } from '../../web/src/app/session.js';
import { canHandOver, resignWords } from '../../web/src/screens/game/resign-words.js';
import { downhillEventWords } from '../../web/src/tables/downhill/words.js';
import { flip7EventWords, lastScoredRound } from '../../web/src/tables/flip-7/words.js';
import { refusalWords } from '../../web/src/tables/the-game/refusal.js';

const seats = [
  { seat: 0, playerId: 'a', name: 'Ada' },
  { seat: 1, playerId: 'b', name: 'Bo' },
  { seat: 2, playerId: 'c', name: 'Cy' },
];
const asBo = { seats, you: 1 } as unknown as Envelope;

describe('resigning in words', () => {
  it('says what happens in this game', () => {
    expect(resignWords({ ...asBo, ifYouResign: { endsGame: true, winners: [] } })).toBe('Resign? This ends the game for the whole team: you all lose together. Everyone will see that you resigned.');
    expect(resignWords({ ...asBo, ifYouResign: { endsGame: true, winners: [0] } })).toBe('Resign? This ends the game: Ada wins. Everyone will see that you resigned.');
    expect(resignWords({ ...asBo, ifYouResign: { endsGame: false, winners: [] } })).toBe('Resign? You are out of this game for good; the others play on without you. Everyone will see that you resigned.');
    expect(resignWords({ ...asBo, seats: [seats[0]!], you: 0, ifYouResign: { endsGame: true, winners: [] } })).toBe('Resign? This ends your game. Everyone will see that you resigned.');
    // Where the creator allows bots to take seats, the confirm offers the hand-over (its own button).
    const allowed = { ...asBo, ifYouResign: { endsGame: true, winners: [], botTakesOverAfter: 3 } };
    expect(resignWords(allowed)).toBe(
      'Resign? This ends the game for the whole team: you all lose together. Everyone will see that you resigned. Or let a bot take your seat instead: it plays for you from now on, and any move of yours takes the seat back.',
    );
    expect([canHandOver(allowed), canHandOver({ ifYouResign: { endsGame: true, winners: [] } })]).toEqual([true, false]);
    expect(resignWords(asBo)).not.toContain("rules say");
  });
});

describe('a refused batch of The Game', () => {
  it('names the card the server refused', () => {
    const moves = [
      { type: 'play', card: 71, pile: 'down1' },
      { type: 'play', card: 74, pile: 'down1' },
      { type: 'endTurn' },
    ];
    const refused = new ApiError(422, { code: 'RULE_VIOLATION', message: 'no', details: { code: 'CARD_DOES_NOT_FIT', index: 1 } });
    expect(refusalWords(refused, moves)).toMatch(/^74 on down pile 1: That card does not fit there/);
    const ended = new ApiError(422, { code: 'RULE_VIOLATION', message: 'no', details: { code: 'TOO_FEW_CARDS_PLAYED', index: 2 } });
    expect(refusalWords(ended, moves)).toMatch(/^You must play at least/);
  });
});

describe('a pasted sign-in link', () => {
  it('reads the token of the link (or a bare token), and nothing else', () => {
    const token = `tp_${'a'.repeat(16)}_${'B'.repeat(43)}`;
    expect(tokenOfDeviceLink(`  https://x.example/play/#token=${token} `)).toBe(token);
    expect(tokenOfDeviceLink(token)).toBe(token);
    expect(tokenOfDeviceLink('https://x.example/play/join/abc#code')).toBeNull();
    expect(tokenOfDeviceLink('hello')).toBeNull();
  });
});

describe('words', () => {
  it("Flip 7: the scores shown after a resignation ended the game are the last scored round's", () => {
    expect(lastScoredRound({ phase: 'gameOver', round: 7 }, { outcome: { reason: 'resigned', winners: [0], scores: [] } })).toBe(6);
    expect(lastScoredRound({ phase: 'gameOver', round: 7 }, { outcome: { reason: 'completed', winners: [0], scores: [] } })).toBe(7);
    expect(lastScoredRound({ phase: 'play', round: 7 }, { outcome: null })).toBe(6);
  });

  it('"you" takes the verb it needs', () => {
    expect(flip7EventWords({ type: 'resigned', seat: 1 }, asBo)).toBe('You resigned and are out of every later round.');
    expect(flip7EventWords({ type: 'resigned', seat: 2 }, asBo)).toBe('Cy resigned and is out of every later round.');
    expect(downhillEventWords({ type: 'roundStarted', round: 1, dealer: 0, opener: 1 }, asBo)).toMatch(/you open\.$/);
    expect(downhillEventWords({ type: 'roundStarted', round: 1, dealer: 1, opener: 2 }, asBo)).toMatch(/Cy opens\.$/);
  });
});

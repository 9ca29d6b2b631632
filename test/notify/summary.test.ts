/**
 * The summary line of notifications (functions/notify/decide/summary.ts): worked examples, and a
 * fast-check property over random games of every hosted title — a summary depends on nothing but
 * the events as its recipient may see them: scrambling what the recipient may not see (other
 * seats' secret event data) never changes it, and it equals the summary of the filtered events
 * alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventFor, games, type GameEvent, type Seat } from '../../engine/index.js';
import { MAX_SUMMARY_LENGTH, summaryFor, type SummaryEntry, type SummarySeats } from '../../functions/notify/decide/summary.js';
import { playRandomGame } from '../support/playout.js';

const people = (count: number): SummarySeats => ({ names: ['Ada', 'Bo', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].slice(0, count).map((name, seat) => ({ seat, playerId: `p${seat}`, name })), bots: [] });
const played = (seat: Seat, card: number): GameEvent => ({ type: 'cardPlayed', data: { seat, card, pile: 'up1', trick: false, command: null } });
const drew = (seat: Seat, cards: number[]): GameEvent => ({ type: 'cardsDrawn', data: { seat, count: cards.length, limitedByDrawOne: false }, secret: { seats: [seat], data: { cards } } });

describe('the summary line', () => {
  it('adds up what each seat did since, in the order they did it, and names the recipient "you"', () => {
    const entries: SummaryEntry[] = [
      { kind: 'move', seat: 1, events: [played(1, 10), played(1, 11), played(1, 12), { type: 'turnEnded', data: { seat: 1, cardsPlayed: 3 } }, drew(1, [40, 41, 42])] },
      { kind: 'move', seat: 2, events: [{ type: 'hintGiven', data: { seat: 2, pile: 'up1', signal: 'keepOff' } }, played(2, 13), played(2, 14), drew(2, [43, 44])] },
      { kind: 'timeout', seat: 0, events: [played(0, 15), played(0, 16), drew(0, [45, 46])] },
    ];
    expect(summaryFor('the-game', entries, 0, people(3))).toBe(
      'Bo played 3 cards and drew 3 cards; Cy gave a hint, played 2 cards and drew 2 cards; you ran out of time, played 2 cards and drew 2 cards',
    );
    // Bo reads the same log with Bo's own name as "you" (and the end, when there is one).
    const ended: SummaryEntry = { kind: 'resign', seat: 2, events: [{ type: 'gameEnded', data: { outcome: 'lost-conceded' } }] };
    expect(summaryFor('the-game', [...entries.slice(1), ended], 1, people(3))).toBe('Cy gave a hint, played 2 cards and drew 2 cards; Ada ran out of time, played 2 cards and drew 2 cards; the team gave up');
  });

  it('names bots, says a bot played for an absent person, counts repeats, and marks a summary that starts late', () => {
    const seats: SummarySeats = { names: people(2).names, bots: [{ seat: 1, level: 'basic', takenOver: true }, { seat: 2, level: 'random' }] };
    const entries: SummaryEntry[] = [
      { kind: 'bot', seat: 1, events: [{ type: 'cardDrawn', data: { seat: 1, card: '7', via: 'hit' } }] },
      { kind: 'bot', seat: 2, events: [{ type: 'cardDrawn', data: { seat: 2, card: '3', via: 'hit' } }, { type: 'cardDrawn', data: { seat: 2, card: '5', via: 'hit' } }] },
      { kind: 'bot', seat: 1, events: [{ type: 'stayed', data: { seat: 1 } }, { type: 'roundEnded', data: { round: 1, reason: 'allOut' } }] },
    ];
    expect(summaryFor('flip-7', entries, 0, seats, true)).toBe('… Bo’s bot hit and stayed; Bot (random) hit 2 times; round 1 ended');
    expect(summaryFor('flip-7', entries, 1, seats)).toBe('Your bot hit and stayed; Bot (random) hit 2 times; round 1 ended');
  });

  it('says how many moves a take-back names, one or several, in English and German', () => {
    const entries: SummaryEntry[] = [
      { kind: 'undoAsk', seat: 1, events: [{ type: 'undoAsked', data: { seat: 1, requestId: '7', takesBack: 4, submissions: 3 } }] },
      { kind: 'undo', seat: 1, events: [{ type: 'undone', data: { seat: 1, takenBack: 4, submissions: 3, acceptedBy: 0 } }] },
      { kind: 'undo', seat: 2, events: [{ type: 'undone', data: { seat: 2, takenBack: 9, submissions: 1 } }] },
    ];
    expect(summaryFor('the-game', entries, 0, people(3))).toBe('Bo asked to take back their last 3 moves and took back 3 moves; Cy took back a move');
    expect(summaryFor('the-game', entries, 0, people(3), false, 'de')).toBe('Bo: möchte die letzten 3 Züge zurücknehmen und hat 3 Züge zurückgenommen; Cy: hat einen Zug zurückgenommen');
  });

  it('is null when nothing worth a line happened, and a game without words still tells timeouts', () => {
    expect(summaryFor('the-game', [{ kind: 'join', seat: 1, events: [] }], 0, people(2))).toBeNull();
    expect(summaryFor('no-such-game', [{ kind: 'timeout', seat: 1, events: [played(1, 3)] }], 0, people(2))).toBe('Bo ran out of time');
  });
});

/** Every other seat's secret data replaced by `junk`: what the recipient may not see. */
function scrambled(entries: readonly SummaryEntry[], recipient: Seat, junk: (key: string) => unknown): SummaryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    events: entry.events.map((event) =>
      event.secret && !event.secret.seats.includes(recipient) ? { ...event, secret: { seats: event.secret.seats, data: Object.fromEntries(Object.keys(event.secret.data).map((key) => [key, junk(key)])) } } : event,
    ),
  }));
}

/** The entries with each event replaced by what the recipient sees of it, as a public event. */
function filteredFor(entries: readonly SummaryEntry[], recipient: Seat): SummaryEntry[] {
  return entries.map((entry) => ({ ...entry, events: entry.events.map((event) => ({ type: event.type, data: eventFor(event, recipient) })) }));
}

describe('a summary tells nothing its recipient’s filtered events do not show', () => {
  for (const game of games) {
    it(`${game.id}: random games, any recipient, any stretch of the log`, () => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(), fc.nat(), fc.anything(), (seed, seatPick, stretch, junk) => {
          const players = game.minPlayers + (seed % (Math.min(game.maxPlayers, 5) - game.minPlayers + 1));
          const entries: SummaryEntry[] = [];
          const playout = playRandomGame(game, { players, seed: `summary-${seed}` }, { maxMoves: 400, onStep: (step) => void entries.push({ kind: 'move', seat: step.seat, events: step.events }) });
          const log: SummaryEntry[] = [{ kind: 'join', seat: players - 1, events: playout.setupEvents }, ...entries];
          const recipient = seatPick % players;
          const since = log.slice(stretch % log.length);
          const summary = summaryFor(game.id, since, recipient, people(players));
          expect(summaryFor(game.id, scrambled(since, recipient, () => junk), recipient, people(players))).toBe(summary);
          expect(summaryFor(game.id, filteredFor(since, recipient), recipient, people(players))).toBe(summary);
          if (summary !== null) expect(summary.length).toBeLessThanOrEqual(MAX_SUMMARY_LENGTH);
        }),
        { numRuns: 25, seed: 15_4 },
      );
    });
  }

  it('has words for the moves of every hosted game', () => {
    for (const game of games) {
      const entries: SummaryEntry[] = [];
      playRandomGame(game, { players: game.minPlayers, seed: `words-${game.id}` }, { maxMoves: 60, onStep: (step) => void entries.push({ kind: 'move', seat: step.seat, events: step.events }) });
      expect(summaryFor(game.id, entries, 0, people(game.minPlayers)), game.id).toMatch(/^[A-Z].+/);
    }
  });
});

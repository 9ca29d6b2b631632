/**
 * The envelope's `undo.canAsk` against the request itself, for every game and random games of
 * people and a bot: at every version, for every seated person, the page offers "Take back"
 * exactly when `POST /games/{id}/undo` would be accepted (functions/domain/undo.ts, judged from
 * the game's tail, functions/domain/undo-tail.ts), and offers taking back `undo.submissions` of
 * them exactly when that many, and no more, would be. Every take-back, of one submission or
 * several, at once or by request, leaves exactly the state before the first submission it took.
 * The games mix plays, draws and flips, bot turns, resignations, take-backs at once and by
 * request, accepted and declined.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games, type AnyGame, type Seat } from '../../engine/index.js';
import type { GameChange, GameRecord, LogEntry } from '../../functions/domain/game-record.js';
import { applyMoves, joinGame, newGame, playBotSeat, resignSeat } from '../../functions/domain/lifecycle.js';
import { sha256Hex } from '../../functions/domain/secrets.js';
import { answerUndo, askUndo, type UndoSubmissions } from '../../functions/domain/undo.js';
import { MoveRejected } from '../../functions/errors.js';
import { envelope } from '../../functions/http/envelope.js';

const people = [
  { id: 'p-ada', name: 'Ada' },
  { id: 'p-bo', name: 'Bo' },
  { id: 'p-cy', name: 'Cy' },
];

function at(step: number): Date {
  return new Date(Date.UTC(2026, 0, 1) + step * 60_000);
}

/** A started game of `seats` seats, people in all but (with `bot`) the last. */
function started(definition: AnyGame, seed: string, seats: number, bot: boolean): { game: GameRecord; log: LogEntry[] } {
  const bots = bot ? [{ seat: seats - 1, level: 'random' as const }] : [];
  const created = newGame({ id: `g-${seed}`, definition, creator: people[0]!, seatCount: seats, options: {}, stack: null, seed, inviteHash: sha256Hex('code'), turnTimeLimit: null, bots, now: at(0) });
  let game = created.game;
  const log = [created.log];
  for (let seat = 1; seat < seats - bots.length; seat++) {
    const change = joinGame(game, definition, people[seat]!, 'code', at(seat))!;
    game = change.game;
    log.push(change.log);
  }
  return { game, log };
}

type Verdict = { ok: true; change: GameChange } | { ok: false; code: string; available?: unknown };

/** The request's verdict: accepted, or the refusal's code (and how many could be taken back, when it says). */
function verdict(game: GameRecord, definition: AnyGame, log: readonly LogEntry[], playerId: string, now: Date, submissions: UndoSubmissions = 1): Verdict {
  try {
    const seat = game.seats.find((taken) => taken.playerId === playerId)!.seat;
    return { ok: true, change: askUndo(game, definition, log, seat, playerId, now, undefined, submissions) };
  } catch (error) {
    if (error instanceof MoveRejected) return { ok: false, code: String(error.details?.code ?? error.message), available: error.details?.available };
    throw error;
  }
}

/** Take-backs of several submissions in one request, over every game (the last test checks the property met them). */
let severalTakenBack = 0;

/** One change of the engine state the test made, and the state before it: what a take-back must bring back. */
interface Made {
  seat: Seat;
  /** Null for a bot's move or a resignation: never one a person takes back. */
  playerId: string | null;
  before: unknown;
}

describe.each(games.map((game) => [game.id, game] as const))('%s: "Take back" is offered exactly when it would be accepted', (_id, definition) => {
  it('canAsk ⇔ the request succeeds, at every version, for every person', () => {
    const seen = { offered: 0, refused: 0, several: 0 };
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: definition.minPlayers, max: Math.min(definition.maxPlayers, 3) }),
        fc.boolean(),
        fc.array(fc.nat(999), { minLength: 10, maxLength: 60 }),
        (seedNumber, seats, withBot, choices) => {
          const bot = withBot && seats > 2;
          let { game, log } = started(definition, `can-ask-${seedNumber}`, seats, bot);
          // The model: every change of the engine state since the deal that still stands, newest last.
          let made: Made[] = [];
          const commit = (change: GameChange | null, by?: Omit<Made, 'before'>): void => {
            if (change === null) return;
            if (change.log.kind === 'undo') takenBack(change);
            else if (by !== undefined) made.push({ ...by, before: game.state });
            game = change.game;
            log = [...log, change.log];
          };
          /** A take-back of the asker's last n submissions: the state before the first of them, and all since, gone. */
          function takenBack(change: GameChange): void {
            const { seat, submissions } = change.log.events[0]!.data as { seat: Seat; submissions: number };
            const playerId = change.log.playerId;
            let first = made.length;
            for (let own = 0; own < submissions; first--) if (made[first - 1]!.seat === seat && made[first - 1]!.playerId === playerId) own++;
            expect(change.game.state, `${submissions} taken back at version ${game.version}`).toEqual(made[first]!.before);
            made = made.slice(0, first);
            if (submissions > 1) seen.several++;
          }
          const personSeats: Seat[] = game.seats.filter((taken) => taken.playerId !== null).map((taken) => taken.seat);
          choices.forEach((choice, index) => {
            if (game.status !== 'active') return;
            const now = at(100 + index);
            // The judgement under test, for every person at the table.
            const asks = personSeats.map((seat) => {
              const playerId = game.seats.find((taken) => taken.seat === seat)!.playerId;
              const undo = envelope(game, definition, seat, now, { legal: true, viewerId: playerId }).undo;
              const offered = undo?.canAsk ?? false;
              let answer = verdict(game, definition, log, playerId, now);
              expect(offered, `seat ${seat} at version ${game.version}: ${answer.ok ? 'accepted' : answer.code}`).toBe(answer.ok);
              expect((undo?.submissions ?? 0) > 0, 'some submissions are offered exactly when taking back is').toBe(offered);
              if (offered) {
                seen.offered++;
                // As many as offered are taken back, and not one more: the refusal says how many could be.
                const most = undo!.submissions;
                const beyond = verdict(game, definition, log, playerId, now, most + 1);
                expect(beyond, `seat ${seat} at version ${game.version}: ${most + 1} of ${most}`).toMatchObject({ ok: false, code: expect.stringMatching(/^UNDO_(ACROSS_REVEAL|BEFORE_TURN)$/), available: most });
                const several = choice % 2 === 0 ? 'turn' : 1 + (choice % most);
                answer = verdict(game, definition, log, playerId, now, several);
                expect(answer.ok, `seat ${seat} at version ${game.version}: ${several} of ${most}`).toBe(true);
              } else seen.refused++;
              return { seat, playerId, answer };
            });
            if (playBotTurn()) return;
            const open = game.undoRequest ?? null;
            if (open !== null && choice % 3 !== 0) {
              // A seat asked answers: accept mostly, decline sometimes.
              const voter = open.waitingFor.find((seat) => !open.accepted.includes(seat))!;
              commit(answerUndo(game, definition, log, voter, game.seats.find((taken) => taken.seat === voter)!.playerId, open.id, choice % 5 !== 1, now));
              return;
            }
            const taking = asks.find((ask) => ask.answer.ok && choice % 4 === 0);
            if (taking !== undefined && taking.answer.ok) return commit(taking.answer.change);
            if (choice < 12) return resign(personSeats[choice % personSeats.length]!, now);
            const mover = game.awaiting.find((seat) => personSeats.includes(seat));
            if (mover === undefined) return;
            const legal = definition.legalMoves(game.state, mover) as unknown[];
            if (legal.length === 0) return;
            const playerId = game.seats.find((taken) => taken.seat === mover)!.playerId;
            commit(applyMoves(game, definition, mover, playerId, [legal[choice % legal.length]], now), { seat: mover, playerId });
          });
          /** A resignation (a seat already out is refused: nothing changes). */
          function resign(seat: Seat, now: Date): void {
            try {
              commit(resignSeat(game, definition, seat, game.seats.find((taken) => taken.seat === seat)!.playerId, now), { seat, playerId: null });
            } catch (error) {
              if (!(error instanceof MoveRejected)) throw error;
            }
          }
          function playBotTurn(): boolean {
            const change = playBotSeat(game, definition, at(5_000 + log.length));
            commit(change, change === null ? undefined : { seat: change.log.seat!, playerId: null });
            return change !== null;
          }
        },
      ),
      { numRuns: 25 },
    );
    // The property met both answers, many times.
    expect(seen.offered).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(5);
    severalTakenBack += seen.several;
  });
});

// Some games never leave a seat two submissions in a row to take back (every Flip 7 hit flips a card): across all, many were.
it('took back several submissions at once, in the games that allow it', () => {
  expect(severalTakenBack).toBeGreaterThan(5);
});

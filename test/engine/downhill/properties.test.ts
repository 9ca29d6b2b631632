import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, RuleViolation, eventFor, type GameEvent, type Seat } from '../../../engine/index.js';
import { FULL_DECK, rankOf, type Code } from '../../../engine/games/downhill/cards.js';
import type { DownhillMove } from '../../../engine/games/downhill/schema.js';
import { deepFreeze, playRandomGame, replay, type PlayoutStep } from '../../support/playout.js';
import { downhill, type DownhillState } from './helpers.js';

/**
 * Every configuration: player count × scoring. The `rounds` option only sets how many deals
 * are played; each game draws it from 1, 2 and the default (one per player), and a separate
 * test plays the maximum of 20.
 */
const CONFIGS = [2, 3, 4, 5].flatMap((players) => (['points', 'matchsticks'] as const).map((scoring) => ({ players, scoring })));
const label = (config: (typeof CONFIGS)[number]) => `${config.players}p ${config.scoring}`;

const SPEC_CODES = new Set([
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'DUPLICATE_CARD',
  'TABLE_NOT_AVAILABLE',
  'CARD_NOT_IN_HAND',
  'CARD_NOT_ON_TABLE',
  'CARDS_NOT_MATCHING',
  'MINUS_TWO_CANNOT_OPEN',
  'CARD_TOO_HIGH',
  'FACE_DOWN_NOT_AVAILABLE',
  'SLOT_EMPTY',
  'ANNOUNCEMENT_REQUIRED',
  'NOTHING_TO_ANNOUNCE',
  'PILE_EMPTY',
  'MUST_PLAY_IF_ABLE',
  'PASS_NOT_ALLOWED',
]);

/** A game's moves are bounded: at most 500 turns per round (R18), each a handful of moves. */
const MAX_MOVES_PER_ROUND = 500 * 10;

const DECK_INDEX = new Map(FULL_DECK.map((card, index) => [card, index]));

/** True when the zones hold every card of the deck exactly once. */
function conserved(state: DownhillState): boolean {
  const seen = new Uint8Array(FULL_DECK.length);
  let count = 0;
  const take = (card: Code | null) => {
    if (card === null) return true;
    const index = DECK_INDEX.get(card);
    if (index === undefined || seen[index] === 1) return false;
    seen[index] = 1;
    count++;
    return true;
  };
  const zones: Array<readonly (Code | null)[]> = [state.pile, state.removed, state.setAside];
  for (const seat of state.seats) zones.push(seat.hand, seat.faceUp, seat.faceDown);
  return zones.every((zone) => zone.every(take)) && count === FULL_DECK.length;
}

function checkInvariants(state: DownhillState): void {
  if (!conserved(state)) throw new Error('cards not conserved');
  if ((state.limit === null) !== (state.pile.length === 0)) throw new Error('limit and pile disagree');
  const awaited = downhill.awaiting(state);
  if (awaited.length > 1) throw new Error('more than one seat awaited');
  if (awaited.length === 1 && state.seats[awaited[0]].resigned) throw new Error('a resigned seat is awaited');
  if ((awaited.length === 0) !== (downhill.outcome(state) !== null)) throw new Error('awaiting and outcome disagree');
}

function playsToTheEnd(players: number, options: { scoring: string; rounds?: number }, seed: string): boolean {
  const rounds = options.rounds ?? players;
  const game = playRandomGame(
    downhill,
    { players, options, seed },
    { maxMoves: rounds * MAX_MOVES_PER_ROUND, onStep: (step) => checkInvariants(step.after as DownhillState) },
  );
  checkInvariants(game.initial as DownhillState);
  const final = game.final as DownhillState;
  const outcome = downhill.outcome(final);
  return (
    game.ended &&
    outcome !== null &&
    outcome.reason === 'completed' &&
    final.seats.every((seat) => seat.roundScores.length === rounds) &&
    outcome.winners.length > 0 &&
    outcome.scores.length === players
  );
}

describe('random playouts in every configuration', () => {
  for (const config of CONFIGS) {
    it(`${label(config)}: 200 games end within the bound, all cards conserved at every step`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(1, 2, undefined), (seed, rounds) =>
          playsToTheEnd(config.players, rounds === undefined ? { scoring: config.scoring } : { scoring: config.scoring, rounds }, `p${seed}`),
        ),
        { seed: 42, numRuns: 200 },
      );
    });
  }

  it('the longest game, 20 rounds, ends too', () => {
    for (const [index, config] of CONFIGS.filter((config) => config.players === 2).entries()) {
      expect(playsToTheEnd(config.players, { scoring: config.scoring, rounds: 20 }, `long-${index}`)).toBe(true);
    }
  });

  it('reaches every kind of move, call choice and round ending', () => {
    const seen = new Set<string>();
    const kind = (move: DownhillMove) =>
      move.type === 'play' ? `play:${move.from}:${move.announce ?? '-'}:${move.cards.length > 1 ? 'several' : 'one'}` : move.type === 'flip' ? `flip:${move.announce ?? '-'}` : move.type;
    for (let i = 0; i < 60; i++) {
      playRandomGame(
        downhill,
        { players: 2 + (i % 4), seed: `kinds-${i}` },
        {
          onStep: (step) => {
            seen.add(kind(step.move as DownhillMove));
            for (const event of step.events) {
              if (event.type === 'roundEnded') seen.add(`end:${event.data.reason}`);
              if (event.type === 'minusTwoTaken' || event.type === 'turnSkipped' || event.type === 'swept') seen.add(event.type);
            }
          },
        },
      );
    }
    for (const expected of [
      'play:hand:-:one',
      'play:hand:-:several',
      'play:hand:true:one',
      'play:hand:false:one',
      'play:table:-:one',
      'play:table:-:several',
      'flip:-',
      'flip:true',
      'flip:false',
      'pickUp',
      'pass',
      'end:wentOut',
      'end:minusTwoReveal',
      'minusTwoTaken',
      'turnSkipped',
      'swept',
    ]) {
      expect(seen, expected).toContain(expected);
    }
  });
});

describe('apply is pure and deterministic', () => {
  it('never mutates its input (deep-frozen states) and replays to deep-equal states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...CONFIGS), (seed, config) => {
        const setup = { players: config.players, options: { scoring: config.scoring, rounds: 2 }, seed: `pure-${seed}` };
        const game = playRandomGame(downhill, setup, { freeze: true, keepSteps: true });
        const again = replay(downhill, setup, game.steps.map((step) => ({ seat: step.seat, move: step.move })));
        expect(again).toEqual(game.final);
        expect(JSON.parse(JSON.stringify(game.final))).toEqual(game.final);
      }),
      { seed: 42, numRuns: 40 },
    );
  });
});

/** Every string inside a value (card codes among them). */
function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** The codes `viewer` may not see (§8): other hands, every face-down card, the set-aside cards. */
function hiddenFrom(state: DownhillState, viewer: Seat | null): Set<Code> {
  const hidden = new Set<Code>(state.setAside);
  state.seats.forEach((seat, index) => {
    if (index !== viewer) for (const card of seat.hand) hidden.add(card);
    for (const card of seat.faceDown) if (card !== null) hidden.add(card);
  });
  return hidden;
}

function expectNoneOf(found: Set<string>, hidden: Set<Code>, what: string): void {
  for (const value of found) if (hidden.has(value)) throw new Error(`${what} shows hidden card ${value}`);
}

function checkView(state: DownhillState, viewer: Seat | null): void {
  const view = downhill.view(state, viewer) as Record<string, unknown> & { seats: Array<Record<string, unknown>> };
  const text = JSON.stringify(view);
  for (const secret of ['"rng"', '"setAside"', '"deck"']) if (text.includes(secret)) throw new Error(`view holds ${secret}`);
  const { lastRound, standings, ...live } = view;
  expect(lastRound).toEqual(state.lastRound);
  expect(standings).toEqual(state.standings);
  expectNoneOf(strings(live), hiddenFrom(state, viewer), `view of ${viewer}`);
  view.seats.forEach((seat, index) => {
    if (index === viewer) expect(seat.hand).toEqual(state.seats[index].hand);
    else if ('hand' in seat) throw new Error(`seat ${viewer} sees the hand of seat ${index}`);
  });
}

function checkEvents(step: PlayoutStep, viewers: Array<Seat | null>): void {
  const before = step.before as DownhillState;
  const after = step.after as DownhillState;
  const move = step.move as DownhillMove;
  // What the move itself reveals to all: the cards played, or the face-down card flipped (R9, R10).
  const revealed = move.type === 'play' ? move.cards : move.type === 'flip' ? [before.seats[step.seat].faceDown[move.slot]!] : [];
  const roundEnd = step.events.findIndex((event) => event.type === 'roundEnded');
  for (const viewer of viewers) {
    const hiddenBefore = hiddenFrom(before, viewer);
    for (const card of revealed) hiddenBefore.delete(card);
    const hiddenAfter = hiddenFrom(after, viewer);
    step.events.forEach((event: GameEvent, index) => {
      const seen = strings(eventFor(event, viewer));
      if (roundEnd < 0 || index < roundEnd) expectNoneOf(seen, hiddenBefore, `event ${event.type} to ${viewer}`);
      else if (index === roundEnd) expectNoneOf(seen, new Set(before.setAside), 'roundEnded'); // R2: never revealed
      else expectNoneOf(seen, hiddenAfter, `event ${event.type} to ${viewer}`);
    });
  }
}

describe('hidden information', () => {
  it('no view and no event shows a seat or a spectator anything it may not see', () => {
    let positions = 0;
    for (const [index, config] of [...CONFIGS, ...CONFIGS].entries()) {
      const viewers: Array<Seat | null> = [null, ...Array.from({ length: config.players }, (_, seat) => seat)];
      const game = playRandomGame(downhill, { players: config.players, options: { scoring: config.scoring, rounds: 1 + (index % 3) }, seed: `leak-${index}` }, {
        onStep: (step) => {
          positions++;
          for (const viewer of viewers) checkView(step.after as DownhillState, viewer);
          checkEvents(step, viewers);
        },
      });
      const initial = game.initial as DownhillState;
      for (const viewer of viewers) {
        checkView(initial, viewer);
        for (const event of game.setupEvents) expectNoneOf(strings(eventFor(event, viewer)), hiddenFrom(initial, viewer), 'setup event');
      }
    }
    expect(positions).toBeGreaterThan(5000);
  });
});

/** A canonical form of a move: plays by source, kind, count and call (copies are identical in play, §2). */
function signature(move: DownhillMove): string {
  if (move.type === 'play') return `play|${move.from}|${rankOf(move.cards[0])}|${move.cards.length}|${move.announce}`;
  if (move.type === 'flip') return `flip|${move.slot}|${move.announce}`;
  return move.type;
}

/** Legal by the listed moves: same canonical form, cards distinct, of one kind and held in the source named. */
function isListed(state: DownhillState, seat: Seat, move: DownhillMove, listed: Set<string>): boolean {
  if (move.type === 'play') {
    const me = state.seats[seat];
    const source: readonly (Code | null)[] = move.from === 'hand' ? me.hand : me.faceUp;
    const rank = rankOf(move.cards[0]);
    const valid = new Set(move.cards).size === move.cards.length && move.cards.every((card) => source.includes(card) && rankOf(card) === rank);
    if (!valid) return false;
  }
  return listed.has(signature(move));
}

function candidateMoves(state: DownhillState, seat: Seat, random: Random): DownhillMove[] {
  const me = state.seats[seat];
  const pool = [...me.hand, ...me.faceUp.filter((card): card is Code => card !== null), ...Array.from({ length: 4 }, () => random.pick(FULL_DECK))];
  const announce = () => random.pick([undefined, true, false]);
  const moves: DownhillMove[] = [{ type: 'pickUp' }, { type: 'pass' }];
  for (let i = 0; i < 6; i++) {
    const count = 1 + random.int(3);
    const cards = Array.from({ length: count }, () => random.pick(pool));
    const from = random.pick(['hand', 'table'] as const);
    const a = announce();
    moves.push(a === undefined ? { type: 'play', from, cards } : { type: 'play', from, cards, announce: a });
  }
  for (let slot = 0; slot < 4; slot++) {
    const a = announce();
    moves.push(a === undefined ? { type: 'flip', slot } : { type: 'flip', slot, announce: a });
  }
  return moves;
}

describe('legal moves', () => {
  it('every listed move is accepted; other well-formed moves are refused with a spec code, exactly when not legal', () => {
    let refused = 0;
    let acceptedExtra = 0;
    for (const [index, config] of CONFIGS.entries()) {
      const random = Random.fromSeed(`moves-${index}`);
      playRandomGame(downhill, { players: config.players, options: { scoring: config.scoring, rounds: 2 }, seed: `moves-${index}` }, {
        onStep: (step) => {
          const state = step.after as DownhillState;
          const [seat] = downhill.awaiting(state);
          if (seat === undefined) return;
          const moves = downhill.legalMoves(state, seat);
          for (const move of moves) {
            expect(downhill.move.safeParse(move).success).toBe(true);
            downhill.apply(state, seat, move);
          }
          const other = (seat + 1) % state.players;
          expect(() => downhill.apply(state, other, moves[0])).toThrowError(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
          expect(downhill.legalMoves(state, other)).toEqual([]);
          const listed = new Set(moves.map(signature));
          for (const move of moves) if (move.type !== 'pickUp' && move.type !== 'pass' && move.announce === undefined) listed.add(signature({ ...move, announce: false }));
          for (const move of candidateMoves(state, seat, random)) {
            expect(downhill.move.safeParse(move).success).toBe(true);
            if (isListed(state, seat, move, listed)) {
              downhill.apply(state, seat, move);
              acceptedExtra++;
              continue;
            }
            let error: unknown = null;
            try {
              downhill.apply(state, seat, move);
            } catch (thrown) {
              error = thrown;
            }
            if (!(error instanceof RuleViolation) || !SPEC_CODES.has(error.code)) {
              throw new Error(`move ${JSON.stringify(move)} should be refused with a spec code, got ${String(error)}`);
            }
            refused++;
          }
        },
      });
    }
    expect(refused).toBeGreaterThan(10_000);
    expect(acceptedExtra).toBeGreaterThan(100);
  });

  it('the time-out move is always legal, and games of time-out moves end', () => {
    for (const [index, config] of CONFIGS.entries()) {
      let state = downhill.setup(config.players, downhill.options.parse({ scoring: config.scoring }), Random.fromSeed(`timeout-${index}`)).state;
      for (let moves = 0; downhill.awaiting(state).length > 0; moves++) {
        if (moves > 20 * MAX_MOVES_PER_ROUND) throw new Error('time-out game does not end');
        const [seat] = downhill.awaiting(state);
        state = downhill.apply(deepFreeze(state), seat, downhill.timeoutMove!(state, seat)!).state;
        checkInvariants(state);
      }
      expect(downhill.outcome(state)!.reason).toBe('completed');
    }
  });
});

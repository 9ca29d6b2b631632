/**
 * Auslage properties over random games: every player count × option profile, ≥ 200 full games
 * each, with fixed fast-check seeds. Checked at every step: card conservation, state shape,
 * awaiting, no mutation (deep-frozen inputs), event visibility. Checked at sampled positions:
 * views and events do not depend on anything the viewer may not see, legalMoves is exactly
 * the set of accepted moves, the timeout move is legal. Replays are deterministic.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, RuleViolation, type GameEvent, type Seat } from '../../../engine/index.js';
import { auslage } from '../../../engine/games/auslage/index.js';
import { CALLS, COLOURS, FULL_DECK, canonicalIndex, colourOf, isJoker, type CardCode } from '../../../engine/games/auslage/cards.js';
import type { AuslageMove, AuslageOptions } from '../../../engine/games/auslage/schema.js';
import { deepFreeze } from '../../support/playout.js';
import { newGame, seen, type AuslageState } from './helpers.js';

const SPEC_CODES = new Set([
  'CARD_NOT_IN_HAND',
  'CARD_COVERED',
  'CARD_NOT_AVAILABLE',
  'CALL_REQUIRED',
  'CALL_NOT_ALLOWED',
  'CARD_DOES_NOT_MATCH',
  'JOKER_CANNOT_BE_DISPLAYED',
  'CARD_MATCHES_MIDDLE',
  'DISPLAY_BLOCKED',
  'MUST_FOLLOW_JOKER',
]);

/** Every well-formed move: each card played without and with each call, and displayed. */
const WELL_FORMED: AuslageMove[] = FULL_DECK.flatMap((card) => [
  { type: 'play' as const, card },
  ...CALLS.map((call) => ({ type: 'play' as const, card, call })),
  { type: 'display' as const, card },
]);

/** Keys each event shows everyone; `secret` keys only to the owning seat. */
const EVENT_KEYS: Record<string, { public: string[]; secret?: { owner: string; keys: string[] } }> = {
  passageStarted: { public: ['passage', 'startingSeat', 'seat', 'handSize', 'middle', 'drawPileSize'], secret: { owner: 'seat', keys: ['hand'] } },
  jokerReturned: { public: ['passage', 'card'] },
  cardPlayed: { public: ['seat', 'card', 'from', 'call'] },
  cardDisplayed: { public: ['seat', 'card'] },
  drawPileRebuilt: { public: ['cards', 'rebuild'] },
  cardDrawn: { public: ['seat', 'drawPileSize'], secret: { owner: 'seat', keys: ['card'] } },
  passageEnded: { public: ['passage', 'reason', 'endingSeat', 'hands', 'displays', 'displayPoints', 'handPoints', 'scores', 'totals'] },
  gameEnded: { public: ['reason', 'totals', 'ranking', 'places', 'winners'] },
  seatResigned: { public: ['seat'] },
};

type Policy = 'uniform' | 'hoarder';

interface Profile {
  label: string;
  options: Partial<AuslageOptions>;
  /** `hoarder` prefers displaying and playing display tops: long passages, rebuilds, exhaustion. */
  policy: Policy;
}

/** The option profiles: defaults, target-bound, passage-bound, and both bounds at once. */
const PROFILES: Profile[] = [
  { label: 'defaults', options: {}, policy: 'uniform' },
  { label: 'target 10, up to 100 passages', options: { targetScore: 10, maxPassages: 100 }, policy: 'uniform' },
  { label: 'target 500, 2 passages', options: { targetScore: 500, maxPassages: 2 }, policy: 'hoarder' },
  { label: 'target 10, 1 passage', options: { targetScore: 10, maxPassages: 1 }, policy: 'hoarder' },
];

/** A move per the policy: uniform over legal moves, or (hoarder) displays, then display tops, then anything. */
function choose(state: AuslageState, seat: Seat, moves: AuslageMove[], policy: Policy, random: Random): AuslageMove {
  if (policy === 'hoarder' && random.int(10) < 9) {
    const displays = moves.filter((move) => move.type === 'display');
    if (displays.length > 0) return random.pick(displays);
    const tops = moves.filter((move) => move.type === 'play' && !state.hands[seat]!.includes(move.card));
    if (tops.length > 0) return random.pick(tops);
  }
  return random.pick(moves);
}

// ---------------------------------------------------------------- invariants at every step

const DECK_POSITION = new Map(FULL_DECK.map((card, index) => [card, index]));

/** Every one of the 64 cards is in exactly one place. */
function checkConservation(state: AuslageState): void {
  const seenCards = new Uint8Array(64);
  let count = 0;
  const place = (cards: readonly CardCode[]) => {
    for (const card of cards) {
      const index = DECK_POSITION.get(card);
      ensure(index !== undefined && seenCards[index] === 0, () => `card ${card} is unknown or in two places`);
      seenCards[index!] = 1;
      count++;
    }
  };
  place(state.middle);
  place(state.drawPile);
  for (const hand of state.hands) place(hand);
  for (const display of state.displays) for (const colour of COLOURS) place(display[colour]);
  ensure(count === 64, () => `${count} cards in play instead of 64`);
}

/** A cheap assertion for checks run at every step; the message is built only on failure. */
function ensure(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

function checkShape(state: AuslageState): void {
  for (let seat = 0; seat < state.players; seat++) {
    const hand = state.hands[seat]!;
    ensure(hand.length <= 5, () => `seat ${seat} holds ${hand.length} cards`);
    for (let i = 1; i < hand.length; i++) ensure(canonicalIndex(hand[i - 1]!) < canonicalIndex(hand[i]!), () => `hand ${hand} not canonical`);
    for (const colour of COLOURS) {
      for (const card of state.displays[seat]![colour]) ensure(!isJoker(card) && colourOf(card) === colour, () => `${card} on the ${colour} stack`);
    }
  }
  ensure(state.rebuilds <= 2, () => 'more than two rebuilds');
  const awaited = auslage.awaiting(state);
  if (state.result) {
    ensure(awaited.length === 0, () => 'a seat is awaited after the game');
    ensure(auslage.outcome(state)!.scores.join() === state.totals.join(), () => 'outcome scores are not the totals');
    return;
  }
  const top = state.middle[state.middle.length - 1]!;
  ensure((state.call !== null) === isJoker(top), () => 'a call without a joker on top, or a joker without a call');
  ensure(!state.followDuty || isJoker(top), () => 'a follow duty without a joker on top');
  ensure(awaited.length === 1 && awaited[0] === state.active, () => `awaiting ${awaited} is not the active seat ${state.active}`);
  ensure(!state.resigned[state.active], () => 'a resigned seat is awaited');
  // A seat in play never starts a turn with an empty hand (R21).
  for (let seat = 0; seat < state.players; seat++) {
    ensure(state.hands[seat]!.length > 0 || state.resigned[seat]!, () => `seat ${seat} has an empty hand`);
  }
}

/**
 * Every event shows exactly the allowed public keys, and its secret part (if any) goes to the
 * owning seat only, with exactly the allowed secret keys. (eventFor's merging is tested in core.)
 */
function checkEventVisibility(events: GameEvent[], state: AuslageState): void {
  for (const event of events) {
    const spec = EVENT_KEYS[event.type];
    ensure(spec !== undefined, () => `unknown event ${event.type}`);
    ensure(sameKeys(event.data, spec!.public), () => `${event.type} shows ${Object.keys(event.data)} to everyone`);
    ensure((event.secret !== undefined) === (spec!.secret !== undefined), () => `${event.type} has the wrong kind of secret`);
    if (event.secret === undefined) continue;
    const owner = event.data[spec!.secret!.owner];
    ensure(event.secret.seats.length === 1 && event.secret.seats[0] === owner, () => `${event.type} secret goes to ${event.secret!.seats}`);
    ensure(sameKeys(event.secret.data, spec!.secret!.keys), () => `${event.type} secret holds ${Object.keys(event.secret!.data)}`);
    if (event.type === 'passageStarted' && event.data.passage === state.passage) {
      ensure(JSON.stringify(event.secret.data.hand) === JSON.stringify(state.hands[owner as Seat]), () => 'passageStarted shows a hand that is not the seat\'s');
    }
  }
}

function sameKeys(data: Record<string, unknown>, keys: readonly string[]): boolean {
  let count = 0;
  for (const key in data) {
    if (!keys.includes(key)) return false;
    count++;
  }
  return count === keys.length;
}

// ---------------------------------------------------------------- checks at sampled positions

/**
 * A copy of `state` in which everything hidden from `viewer` is different: the other hands and
 * (optionally) the draw pile are dealt anew from their pooled cards, and (optionally) the
 * generator and the stacked decks are replaced. `keep` stays in its owner's hand.
 */
function scramble(
  state: AuslageState,
  viewer: Seat | null,
  random: Random,
  opts: { drawPile: boolean; secrets: boolean; keep?: { seat: Seat; card: CardCode } },
): AuslageState {
  const hidden = state.hands.map((_, seat) => seat).filter((seat) => seat !== viewer);
  const pool: CardCode[] = [];
  for (const seat of hidden) pool.push(...state.hands[seat]!.filter((card) => !(opts.keep?.seat === seat && opts.keep.card === card)));
  if (opts.drawPile) pool.push(...state.drawPile);
  random.shuffleInPlace(pool);
  const hands = state.hands.slice();
  for (const seat of hidden) {
    const kept = opts.keep?.seat === seat && state.hands[seat]!.includes(opts.keep.card) ? [opts.keep.card] : [];
    const dealt = pool.splice(0, state.hands[seat]!.length - kept.length);
    hands[seat] = [...kept, ...dealt].sort((a, b) => canonicalIndex(a) - canonicalIndex(b));
  }
  const scrambled: AuslageState = { ...state, hands, drawPile: opts.drawPile ? pool.splice(0) : state.drawPile };
  if (opts.secrets) {
    scrambled.rng = Random.fromSeed(`other:${random.nextUint32()}`).state;
    scrambled.stackedDecks = [random.shuffled(FULL_DECK)];
  }
  return scrambled;
}

/** Deep equality of plain JSON built in a fixed key order (fast); vitest's diff only on failure. */
function sameJson(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

/** Views depend only on what the viewer may see (§8). */
function checkViewsHideSecrets(state: AuslageState, random: Random): void {
  for (const viewer of [null, ...state.hands.map((_, seat) => seat)]) {
    const other = scramble(state, viewer, random, { drawPile: true, secrets: true });
    sameJson(auslage.view(other, viewer), auslage.view(state, viewer));
  }
}

/** Events of a move (that does not end the passage) depend only on what each viewer may see. */
function checkEventsHideSecrets(state: AuslageState, move: AuslageMove, events: GameEvent[], random: Random): void {
  if (events.some((event) => event.type === 'passageEnded')) return;
  const mover = state.active;
  for (const viewer of [null, ...state.hands.map((_, seat) => seat)]) {
    const isMover = viewer === mover;
    const other = scramble(state, viewer, random, { drawPile: !isMover, secrets: !isMover, keep: { seat: mover, card: move.card } });
    let otherEvents: GameEvent[];
    try {
      otherEvents = auslage.apply(other, mover, move).events;
    } catch {
      continue; // the move depends on the mover's own hidden hand (e.g. R11); nothing to compare
    }
    sameJson(seen(otherEvents, viewer), seen(events, viewer));
  }
}

/** legalMoves is exactly the set of accepted moves; every refusal carries a spec code. */
function checkLegalMovesExact(state: AuslageState, random: Random): void {
  const seat = state.active;
  const legal = auslage.legalMoves(state, seat);
  const keys = new Set(legal.map((move) => JSON.stringify(move)));
  expect(keys.size).toBe(legal.length);
  for (const move of legal) expect(auslage.move.safeParse(move).success).toBe(true);
  for (const move of legal) auslage.apply(state, seat, move);
  for (let i = 0; i < 60; i++) {
    const move = random.pick(WELL_FORMED);
    if (keys.has(JSON.stringify(move))) continue;
    let code = 'accepted';
    try {
      auslage.apply(state, seat, move);
    } catch (error) {
      code = error instanceof RuleViolation ? error.code : String(error);
    }
    ensure(SPEC_CODES.has(code), () => `${JSON.stringify(move)} is not in legalMoves but was answered with ${code}`);
  }
  const bystander = (seat + 1) % state.players;
  expect(() => auslage.apply(state, bystander, legal[0]!)).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
  expect(auslage.legalMoves(state, bystander)).toEqual([]);
  const timeout = auslage.timeoutMove!(state, seat)!;
  expect(keys.has(JSON.stringify(timeout)), JSON.stringify(timeout)).toBe(true);
}

// ---------------------------------------------------------------- one game

/** A move, or a resignation when `move` is absent. */
type Action = { seat: Seat; move?: AuslageMove };

interface GameRun {
  moves: Action[];
  final: AuslageState;
  setupEvents: GameEvent[];
}

interface Sampling {
  /** Probability (per mille) of the view and event leak checks at a step. */
  leak: number;
  /** Probability (per mille) of the exhaustive legal-move check at a step. */
  exact: number;
  /** Probability (per mille) that an awaited or other seat resigns before a step. */
  resign?: number;
}

function playChecked(players: number, options: Partial<AuslageOptions>, seed: string, policy: Policy, sampling: Sampling): GameRun {
  const random = Random.fromSeed(`policy:${seed}`);
  const started = newGame(players, options, undefined, seed);
  let state = started.state;
  checkConservation(state);
  checkShape(state);
  checkEventVisibility(started.events, state);
  const moves: GameRun['moves'] = [];
  const bound = state.options.maxPassages * 600; // per passage at most ~190 displays, 215 hand plays, 190 top plays
  while (!state.result) {
    ensure(moves.length < bound, () => `no end after ${moves.length} moves`);
    deepFreeze(state);
    if (sampling.resign && random.int(1000) < sampling.resign) {
      const seat = random.int(players);
      const applied = auslage.resign(state, seat);
      moves.push({ seat });
      checkEventVisibility(applied.events, applied.state);
      state = applied.state;
      checkConservation(state);
      checkShape(state);
      continue;
    }
    const seat = state.active;
    const legal = auslage.legalMoves(state, seat);
    ensure(legal.length > 0, () => `seat ${seat} has no legal move`); // R21
    if (random.int(1000) < sampling.leak) checkViewsHideSecrets(state, random);
    if (random.int(1000) < sampling.exact) checkLegalMovesExact(state, random);
    const move = choose(state, seat, legal, policy, random);
    const applied = auslage.apply(state, seat, move);
    if (random.int(1000) < sampling.leak) checkEventsHideSecrets(state, move, applied.events, random);
    checkEventVisibility(applied.events, applied.state);
    moves.push({ seat, move });
    state = applied.state;
    checkConservation(state);
    checkShape(state);
  }
  return { moves, final: state, setupEvents: started.events };
}

function replayGame(players: number, options: Partial<AuslageOptions>, seed: string, moves: GameRun['moves']): AuslageState {
  let state = newGame(players, options, undefined, seed).state;
  for (const { seat, move } of moves) state = (move ? auslage.apply(state, seat, move) : auslage.resign(state, seat)).state;
  return state;
}

// ---------------------------------------------------------------- the properties

describe.each([2, 3, 4, 5])('%i players', (players) => {
  it.each(PROFILES)('$label: 200 random games end, conserve cards, hide secrets, replay exactly', ({ label, options, policy }) => {
    let games = 0;
    fc.assert(
      fc.property(fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })), (n) => {
        const seed = `auslage:${players}:${label}:${n}`;
        const sampling = label === 'defaults' ? { leak: 6, exact: 2 } : { leak: 20, exact: 5 };
        const run = playChecked(players, options, seed, policy, sampling);
        expect(auslage.outcome(run.final)!.reason).toBe('completed');
        if (games++ < 10) expect(replayGame(players, options, seed, run.moves)).toEqual(run.final);
      }),
      { seed: 42, numRuns: 200 },
    );
    expect(games).toBe(200);
  });
});

describe('random options and resignations', () => {
  it('any valid options: games end within maxPassages and conserve cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 10, max: 500 }),
        fc.integer({ min: 1, max: 40 }),
        fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })),
        (players, targetScore, maxPassages, n) => {
          const run = playChecked(players, { targetScore, maxPassages }, `options:${n}`, 'uniform', { leak: 2, exact: 1 });
          expect(run.final.passage).toBeLessThanOrEqual(maxPassages);
          const reachedTarget = run.final.totals.some((total) => total >= targetScore);
          expect(reachedTarget || run.final.passage === maxPassages).toBe(true);
        },
      ),
      { seed: 42, numRuns: 60 },
    );
  });

  it('random resignations: skipped seats, the game goes on while two remain, then ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.noBias(fc.integer({ min: 0, max: 2 ** 31 - 1 })), (players, n) => {
        const run = playChecked(players, { targetScore: 30 }, `resign:${n}`, 'uniform', { leak: 20, exact: 5, resign: 8 });
        const outcome = auslage.outcome(run.final)!;
        const remaining = run.final.resigned.filter((gone) => !gone).length;
        expect(outcome.reason).toBe(remaining < 2 ? 'resigned' : 'completed');
        for (const winner of outcome.winners) expect(run.final.resigned[winner]).toBe(false);
        expect(replayGame(players, { targetScore: 30 }, `resign:${n}`, run.moves)).toEqual(run.final);
      }),
      { seed: 7, numRuns: 150 },
    );
  });
});

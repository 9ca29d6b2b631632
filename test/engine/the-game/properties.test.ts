/**
 * Property tests over random seeds, every player count and every option combination: full
 * games by a uniformly random and by a greedy legal player (plus random table talk), with the
 * invariants checked at every step.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Random, RuleViolation, eventFor, type GameEvent, type Seat } from '../../../engine/index.js';
import { COMMANDS, FULL_DECK, PILES } from '../../../engine/games/the-game/cards.js';
import type { TheGameMove } from '../../../engine/games/the-game/schema.js';
import { deepFreeze, replay, startGame } from '../../support/playout.js';
import { isBuildablePile, theGame, viewOf, type TheGameState } from './helpers.js';
import { referenceLegalPlays } from './reference.js';

const CONFIGS = [1, 2, 3, 4, 5].flatMap((players) => [
  { players, options: { extreme: false } },
  { players, options: { extreme: true, commandLayout: 'fixed' } },
  { players, options: { extreme: true, commandLayout: 'random' } },
]);

const PLAY_CODES = new Set([
  'CARD_DOES_NOT_FIT',
  'BACKWARDS_TRICK_FORBIDDEN',
  'SINGLE_PILE_REQUIRED',
  'THREE_EXCEEDED',
  'STOP_NOT_THIRD',
  'SKULL_NOT_COVERED',
  'DEAD_END',
]);
const END_TURN_CODES = new Set(['TOO_FEW_CARDS_PLAYED', 'THREE_NOT_MET', 'SKULL_NOT_COVERED']);
const TALK_CODES = new Set(['OPTION_NOT_ENABLED', 'COMMUNICATION_FORBIDDEN', 'HINT_UNCHANGED']);

/** §8: the fields each event shows to everyone; `cards` is added for the seat it belongs to. */
const EVENT_FIELDS: Record<string, string[]> = {
  gameStarted: ['players', 'handSize', 'extreme', 'commandCards'],
  dealt: ['seat', 'count'],
  turnStarted: ['seat', 'turn', 'minimum'],
  cardPlayed: ['seat', 'card', 'pile', 'trick', 'command'],
  hintsCleared: ['reason'],
  turnEnded: ['seat', 'cardsPlayed', 'by'],
  cardsDrawn: ['seat', 'count', 'limitedByDrawOne'],
  seatSkipped: ['seat'],
  hintGiven: ['seat', 'pile', 'command', 'signal'],
  commandsShown: ['seat', 'counts'],
  gameEnded: ['outcome', 'cardsLeft', 'seat'],
  handsRevealed: ['hands', 'drawPile'],
};
const PRIVATE_EVENTS = new Set(['dealt', 'cardsDrawn']);

const VIEW_KEYS = [
  'options', 'players', 'handSize', 'commandCards', 'piles', 'tops', 'drawPileCount', 'handCounts', 'phase', 'startingSeat',
  'activeSeat', 'turn', 'awaiting', 'minimum', 'turnPlays', 'threePlayed', 'skullPiles', 'infinityCommands', 'hints',
  'cardsLeft', 'outcome', 'revealed', 'you',
].sort();

/** Per-step checks use plain comparisons (vitest's expect is too slow for ~10^5 steps); a failure throws. */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

function same(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const b = JSON.stringify(expected);
  check(a === b, () => `${what}: ${a} ≠ ${b}`);
}

function viewers(state: TheGameState): Array<Seat | null> {
  return [null, ...Array.from({ length: state.players }, (_, seat) => seat)];
}

/**
 * The same position with everything `viewer` may not see changed: the other hands and the draw
 * pile dealt again from their shuffled union (same sizes), and another generator state.
 */
function twinHiddenFrom(state: TheGameState, viewer: Seat | null, random: Random): TheGameState {
  const others = state.hands.map((_, seat) => seat).filter((seat) => seat !== viewer);
  const pool = random.shuffled([...others.flatMap((seat) => state.hands[seat]!), ...state.drawPile]);
  const hands = state.hands.map((hand, seat) => (seat === viewer ? hand : pool.splice(0, hand.length).sort((a, b) => a - b)));
  return { ...state, hands, drawPile: pool, rng: [1, 2, 3, 4] };
}

function checkInvariants(state: TheGameState): void {
  const seen = new Uint8Array(101);
  for (const zone of [...state.hands, state.drawPile, ...state.piles]) for (const card of zone) seen[card]! += 1;
  check(FULL_DECK.every((card) => seen[card] === 1) && seen[0] === 0 && seen[1] === 0 && seen[100] === 0, () => 'cards not conserved');
  state.piles.forEach((cards, pile) => check(isBuildablePile(pile, cards), () => `pile ${pile} not buildable: ${cards.join(' ')}`));
  for (const hand of state.hands) {
    check(hand.length <= state.handSize, () => `hand over ${state.handSize}`);
    check(hand.every((card, i) => i === 0 || hand[i - 1]! < card), () => `hand not sorted: ${hand.join(' ')}`);
  }
  const outcome = theGame.outcome(state);
  if (state.phase === 'ended') {
    same(theGame.awaiting(state), [], 'nobody awaited after the end');
    const left = state.hands.flat().length + state.drawPile.length;
    same(outcome!.scores, Array(state.players).fill(left), 'scores are the cards left');
    check((outcome!.reason === 'won') === (left === 0), () => `won iff no card is left (${outcome!.reason}, ${left})`);
    same(outcome!.winners, left === 0 ? state.hands.map((_, seat) => seat) : [], 'winners');
  } else {
    check(outcome === null, () => 'outcome while running');
    // R6: a started turn can always be finished; §9: so a timeout move always exists, and it is legal.
    const awaited = theGame.awaiting(state);
    const timedOut = awaited.includes(0) ? 0 : awaited[0]!;
    const timeout = theGame.timeoutMove!(state, timedOut);
    check(timeout !== null, () => `no timeout move for seat ${timedOut}`);
    check(
      theGame.legalMoves(state, timedOut).some((move) => JSON.stringify(move) === JSON.stringify(timeout)),
      () => `timeout move ${JSON.stringify(timeout)} is not listed`,
    );
    for (let seat = 0; seat < state.players; seat++) {
      if (awaited.includes(seat)) continue;
      check(theGame.legalMoves(state, seat).length === 0 && theGame.timeoutMove!(state, seat) === null, () => `seat ${seat} is not awaited but has moves`);
    }
  }
}

/** The views of `viewer` (all viewers when null is not enough: see caller) are allow-lists and leak nothing. */
function checkView(state: TheGameState, viewer: Seat | null, spectatorPublic: string, random: Random): void {
  const view = viewOf(state, viewer);
  same(Object.keys(view).sort(), VIEW_KEYS, 'view keys');
  const { you, ...publicPart } = view;
  check(JSON.stringify(publicPart) === spectatorPublic, () => `public part of seat ${viewer}'s view differs from the spectator's`);
  if (viewer === null) check(you === null, () => 'spectator has a seat part');
  else {
    same(Object.keys(you!).sort(), ['canEndTurn', 'hand', 'legalPlays', 'seat'], 'seat part keys');
    same(you!.hand, state.hands[viewer], 'own hand');
    for (const legal of you!.legalPlays) check(state.hands[viewer]!.includes(legal.card), () => 'legal play of a card not held');
  }
  if (state.phase !== 'ended') {
    // Non-interference: changing what the viewer may not see does not change its view.
    same(viewOf(twinHiddenFrom(state, viewer, random), viewer), view, `view of ${viewer} with its hidden cards dealt again`);
    check(view.revealed === null, () => 'revealed before the end');
  }
}

function checkViews(state: TheGameState, random: Random, all: boolean): void {
  const { you: none, ...spectatorPublic } = viewOf(state, null);
  check(none === null, () => 'spectator has a seat part');
  const publicText = JSON.stringify(spectatorPublic);
  const chosen = all ? viewers(state) : [random.int(state.players)];
  for (const viewer of chosen) checkView(state, viewer, publicText, random);
}

function checkEvents(events: GameEvent[], after: TheGameState): void {
  for (const event of events) {
    const fields = EVENT_FIELDS[event.type];
    check(fields !== undefined, () => `unknown event ${event.type}`);
    if (event.type === 'handsRevealed') check(after.phase === 'ended', () => 'hands revealed before the end');
    for (const viewer of viewers(after)) {
      const seen = eventFor(event, viewer);
      const owner = PRIVATE_EVENTS.has(event.type) && viewer === event.data.seat;
      for (const key of Object.keys(seen)) {
        check(key === 'type' || fields!.includes(key) || (owner && key === 'cards'), () => `${event.type}.${key} shown to ${viewer}`);
      }
      if (PRIVATE_EVENTS.has(event.type)) {
        check('cards' in seen === owner, () => `${event.type} cards shown to ${viewer}`);
        if (owner) for (const card of seen.cards as number[]) check(after.hands[viewer!]!.includes(card), () => 'dealt/drawn card not in hand');
      }
    }
  }
}

function expectRefused(state: TheGameState, seat: Seat, move: TheGameMove, codes: ReadonlySet<string>): void {
  try {
    theGame.apply(state, seat, move);
  } catch (error) {
    check(error instanceof RuleViolation, () => `${JSON.stringify(move)} threw ${String(error)}`);
    check(codes.has((error as RuleViolation).code), () => `${JSON.stringify(move)} → ${(error as RuleViolation).code}`);
    return;
  }
  throw new Error(`${JSON.stringify(move)} by seat ${seat} was accepted but not listed`);
}

/** How many positions the reference search decided, and how many were too big for it. */
const referenceTally = { decided: 0, tooBig: 0 };

/** legalMoves agrees with the reference, every listed move is accepted, every other play or endTurn refused. */
function checkMoves(state: TheGameState, seat: Seat, moves: TheGameMove[]): void {
  const plays = moves.filter((move) => move.type === 'play');
  const reference = referenceLegalPlays(state, seat);
  if (reference === null) referenceTally.tooBig++;
  else {
    referenceTally.decided++;
    same(plays.map(({ card, pile }) => ({ card, pile })), reference, 'legal plays vs the reference search');
  }
  for (const move of moves) theGame.apply(state, seat, move);
  const listed = new Set(plays.map((move) => `${move.card}:${move.pile}`));
  for (const card of state.hands[seat]!) {
    for (const pile of PILES) if (!listed.has(`${card}:${pile}`)) expectRefused(state, seat, { type: 'play', card, pile }, PLAY_CODES);
  }
  if (!moves.some((move) => move.type === 'endTurn')) expectRefused(state, seat, { type: 'endTurn' }, END_TURN_CODES);
  const missing = FULL_DECK.find((card) => !state.hands[seat]!.includes(card))!;
  expectRefused(state, seat, { type: 'play', card: missing, pile: 'up1' }, new Set(['CARD_NOT_IN_HAND']));
  if (state.phase === 'playing') {
    const other = (seat + 1) % state.players;
    if (other !== seat) expectRefused(state, other, { type: 'play', card: state.hands[other]![0] ?? 2, pile: 'up1' }, new Set(['NOT_YOUR_TURN']));
  }
}

/** A random hint or showCommands from a random seat: accepted, or refused with a talk code. */
function randomTalk(state: TheGameState, policy: Random): { seat: Seat; move: TheGameMove } {
  const seat = policy.int(state.players);
  const kind = policy.int(3);
  const move: TheGameMove =
    kind === 0
      ? { type: 'hint', pile: policy.pick(PILES), signal: policy.pick(['keepOff', 'canPlayWell', 'none'] as const) }
      : kind === 1
        ? { type: 'hint', command: policy.pick(COMMANDS), signal: policy.pick(['avoid', 'none'] as const) }
        : { type: 'showCommands' };
  return { seat, move };
}

/** Greedy: endTurn when allowed, else the play that uses up the least of its pile's room. */
function greedyMove(state: TheGameState, moves: TheGameMove[], policy: Random): TheGameMove {
  if (moves.some((move) => move.type === 'endTurn')) return { type: 'endTurn' };
  let best: TheGameMove[] = [];
  let bestCost = Infinity;
  for (const move of moves) {
    if (move.type !== 'play') continue;
    const pile = PILES.indexOf(move.pile);
    const cards = state.piles[pile]!;
    const top = cards.length > 0 ? cards[cards.length - 1]! : pile < 2 ? 1 : 100;
    const cost = pile < 2 ? move.card - top : top - move.card;
    if (cost < bestCost) [best, bestCost] = [[move], cost];
    else if (cost === bestCost) best.push(move);
  }
  return policy.pick(best);
}

interface GameRun {
  ended: boolean;
  reason: string | undefined;
  moves: number;
}

function playCheckedGame(players: number, options: object, seed: string, greedy: boolean): GameRun {
  const setup = { players, options, seed };
  const policy = Random.fromSeed(`policy:${seed}`);
  const started = startGame(theGame, setup);
  let state = started.state as TheGameState;
  checkEvents(started.events, state);
  checkInvariants(state);
  const log: Array<{ seat: Seat; move: TheGameMove }> = [];
  for (let count = 0; count < 3000 && state.phase !== 'ended'; count++) {
    // Every 4th position gets one seat's view checked, every 8th the move lists, every 16th all views.
    if (count % 4 === 0) checkViews(state, policy, count % 16 === 0);
    const thorough = count % 8 === 0;
    let seat: Seat;
    let move: TheGameMove;
    if (policy.int(20) === 0) {
      ({ seat, move } = randomTalk(state, policy));
    } else if (policy.int(1000) === 0) {
      seat = policy.pick(theGame.awaiting(state));
      move = { type: 'concede' };
    } else {
      seat = policy.pick(theGame.awaiting(state));
      const moves = theGame.legalMoves(state, seat);
      check(moves.length > 0, () => `awaited seat ${seat} has no legal move`);
      if (thorough) checkMoves(state, seat, moves);
      move = greedy ? greedyMove(state, moves, policy) : policy.pick(moves);
    }
    deepFreeze(state);
    let applied;
    try {
      applied = theGame.apply(state, seat, move);
    } catch (error) {
      check(error instanceof RuleViolation && (move.type === 'hint' || move.type === 'showCommands'), () => `${JSON.stringify(move)} threw ${String(error)}`);
      check(TALK_CODES.has((error as RuleViolation).code), () => `talk refused with ${(error as RuleViolation).code}`);
      continue;
    }
    log.push({ seat, move });
    checkEvents(applied.events, applied.state);
    state = applied.state;
    checkInvariants(state);
  }
  same(JSON.parse(JSON.stringify(state)), state, 'state is plain JSON');
  same(replay(theGame, setup, log), state, 'replay of the same seed and moves');
  return { ended: state.phase === 'ended', reason: theGame.outcome(state)?.reason, moves: log.length };
}

describe('random and greedy full games, every player count and option combination', () => {
  for (const { players, options } of CONFIGS) {
    it(`${players} player(s), ${JSON.stringify(options)}`, () => {
      const reasons = new Map<string, number>();
      let games = 0;
      fc.assert(
        // One game in four by the greedy player, which plays long games into the end phase.
        fc.property(fc.nat(), fc.nat({ max: 3 }), (n, style) => {
          const run = playCheckedGame(players, options, `prop-${players}-${JSON.stringify(options)}-${n}`, style === 0);
          expect(run.ended).toBe(true);
          reasons.set(run.reason!, (reasons.get(run.reason!) ?? 0) + 1);
          games++;
        }),
        { seed: 42 + players, numRuns: 200 },
      );
      expect(games).toBe(200);
      expect(reasons.get('lost-stuck')).toBeGreaterThan(0);
    });
  }

  it('the reference search decided nearly every position it was given', () => {
    expect(referenceTally.decided).toBeGreaterThan(5000);
    expect(referenceTally.tooBig).toBeLessThan(referenceTally.decided / 100);
  });
});

/**
 * The Game's `strong` bot (rules: docs/rules/the-game.md). It plans the whole turn: every way of
 * playing the cards it owes this turn, and the extra cards worth playing, is tried on a copy of the
 * table built from its view (the hand is its own and the piles are public, so the rules' own
 * checks say exactly what the turn allows, Extreme commands included), and the first play of the
 * cheapest plan is made. It talks (§9): it marks the piles its hand needs (keepOff when it holds
 * the card 10 back or a very close card, canPlayWell when it holds a fairly close one), asks the
 * others to avoid the no-backwards command while it guards a pile, and reads the others' signals
 * as costs.
 */
import { type BotInput, type BotDecision, type Random, type Seat } from '../../core/index.js';
import { COMMANDS, DRAW_ONE, NO_BACKWARDS, PILES, PILE_INDEX, SILENCE, SINGLE_PILE, commandCode, fixedLookup, plainLookup, type CommandCode, type PileCode } from './cards.js';
import { basicTheGame } from './bot.js';
import { legalMoves } from './legal.js';
import { apply } from './rules.js';
import type { PlayMove, TheGameMove } from './schema.js';
import { topOf, type SeatHints, type TheGameState } from './state.js';
import type { TheGameView } from './view.js';

/** Another seat's canPlayWell costs a wide jump on that pile this much. */
const PLAYS_WELL_COST = 2;
/** A card whose command another seat asked to avoid. */
const AVOIDED_COMMAND_COST = 8;
/** A standing infinity command at the end of the turn binds every later turn: what each costs the team. */
const STANDING_COST: Readonly<Record<number, number>> = { [NO_BACKWARDS]: 5, [SINGLE_PILE]: 4, [SILENCE]: 2, [DRAW_ONE]: 1 };
/** A kept card this close to a pile's top asks the others to keep off it; one a little further says it can play there well. */
const KEEP_OFF_JUMP = 2;
const CLOSE_JUMP = 5;

/**
 * The table as the view shows it, with the cards the seat cannot see (the other hands and the draw
 * pile: every card that is neither on a pile nor in its hand) dealt from `random`. Public facts are
 * copied from the view; nothing else is read.
 */
export function sampleTheGame(view: TheGameView, seat: Seat, random: Random): TheGameState {
  const piles = PILES.map((pile) => view.piles[pile].slice());
  const own = view.you?.hand ?? [];
  const seen = new Set<number>([...own, ...piles.flat()]);
  const unseen: number[] = [];
  for (let card = 2; card <= 99; card++) if (!seen.has(card)) unseen.push(card);
  random.shuffleInPlace(unseen);
  let next = 0;
  const hands = view.handCounts.map((count, holder) => {
    if (holder === seat) return own.slice();
    const hand = unseen.slice(next, next + count).sort((a, b) => a - b);
    next += count;
    return hand;
  });
  return {
    players: view.players,
    handSize: view.handSize,
    extreme: view.options.extreme,
    commandLayout: view.options.commandLayout,
    commandOf: lookupOf(view),
    hands,
    drawPile: unseen.slice(next, next + view.drawPileCount),
    piles,
    phase: view.phase,
    startingSeat: view.startingSeat,
    active: view.activeSeat,
    turn: view.turn,
    minimum: view.minimum,
    turnPlays: view.turnPlays.map((play) => ({ ...play })),
    hints: view.hints.map((hints): SeatHints => ({ piles: { ...hints.piles }, avoid: hints.avoid.slice() as CommandCode[], shownCounts: hints.shownCounts === null ? null : { ...hints.shownCounts } })),
    result: null,
    rng: random.state,
  };
}

function lookupOf(view: TheGameView): number[] {
  if (view.commandCards === null) return plainLookup();
  if (view.options.commandLayout === 'fixed') return fixedLookup();
  const lookup = plainLookup();
  COMMANDS.forEach((code, index) => {
    for (const card of view.commandCards![code]) lookup[card] = index + 1;
  });
  return lookup;
}

/** Numbers skipped by `card` on pile `pile` whose top is `top`; a backwards trick gains 10 (negative). */
function jumpOf(pile: number, top: number, card: number): number {
  return (pile < 2 ? card - top : top - card) - 1;
}

/** The weights of the turn planner (tuned on seeded all-strong games, docs/bots.md). */
const STRONG_TUNING = {
  /** Weight of the raw numbers a pile moves by over the turn. */
  raw: 0.5,
  /** Weight of the cards still in play (unseen or kept in hand) that the pile's move skips. */
  live: 1,
  /** Reward per card beyond the owed ones, while the draw pile lasts and once it is empty. */
  reach: 2,
  reachEnd: 6,
  reachSolo: 0.5,
  /** Reward per pile for which the kept hand holds the card 10 back (a trick in reserve). */
  trickKept: 4,
  /** Cost per kept card that fits no pile any more. */
  deadCard: 12,
  /** Extra plays looked at beyond the cards owed. */
  extraDepth: 2,
  /** Another seat's keepOff costs a play on that pile this much, plus half its jump (the seat holds a trick or a close card). */
  keepOff: 2,
  /** Plays tried at each step. */
  perStep: 4,
  /** Beyond the owed cards, only plays whose guessed cost is at most this are tried (more once the draw pile is empty). */
  extraGuess: 4,
  extraGuessEnd: 10,
} as const;

/** What one play's talk costs: the others' signals on that pile and their command requests (§9). */
function talkCost(state: TheGameState, seat: Seat, card: number, pile: number): number {
  const top = topOf(state, pile);
  const jump = jumpOf(pile, top, card);
  const code = PILES[pile]!;
  let cost = 0;
  for (let other = 0; other < state.hints.length; other++) {
    if (other === seat) continue;
    const signal = state.hints[other]!.piles[code];
    if (signal === 'keepOff' && jump >= 0) cost += STRONG_TUNING.keepOff + jump / 2;
    else if (signal === 'canPlayWell' && jump > KEEP_OFF_JUMP) cost += PLAYS_WELL_COST;
    const command = state.commandOf[card]!;
    if (command !== 0 && state.hints[other]!.avoid.includes(commandCode(command))) cost += AVOIDED_COMMAND_COST;
  }
  return cost;
}

/** A quick guess of a play's cost, to order and prune the plays tried at each step. */
function playGuess(state: TheGameState, seat: Seat, card: number, pile: number): number {
  const jump = jumpOf(pile, topOf(state, pile), card);
  if (jump < 0) return -10;
  const partner = pile < 2 ? card - 10 : card + 10;
  return state.hands[seat]!.includes(partner) ? jump - 10 : jump;
}

/** The cards still to be played that lie strictly between `from` and `to` (either order). */
function liveBetween(live: Uint8Array, from: number, to: number): number {
  const [low, high] = from < to ? [from, to] : [to, from];
  let count = 0;
  for (let card = low + 1; card < high; card++) count += live[card]!;
  return from < to ? count : -count;
}

/**
 * What the turn from `start` to `end` costs the team: how far each pile moved (in numbers and in
 * cards still to be played that it passed), less a reward per card beyond the owed ones, a trick
 * kept in hand, and the commands left standing.
 */
function turnCost(start: TheGameState, end: TheGameState, seat: Seat, liveAtStart: Uint8Array, played: number, owed: number, reach: number): number {
  // The cards played this turn are no longer to be played.
  const live = liveAtStart.slice();
  for (const card of start.hands[seat]!) if (!end.hands[seat]!.includes(card)) live[card] = 0;
  let cost = 0;
  for (let pile = 0; pile < 4; pile++) {
    const from = topOf(start, pile);
    const to = topOf(end, pile);
    if (from === to) continue;
    const up = pile < 2;
    const moved = up ? to - from : from - to;
    const passed = up ? liveBetween(live, from, to) : -liveBetween(live, from, to);
    cost += STRONG_TUNING.raw * moved + STRONG_TUNING.live * passed;
  }
  cost -= reach * Math.max(0, played - owed);
  const hand = end.hands[seat]!;
  for (let pile = 0; pile < 4; pile++) {
    const top = topOf(end, pile);
    if (hand.includes(pile < 2 ? top - 10 : top + 10)) cost -= STRONG_TUNING.trickKept;
  }
  for (const card of hand) {
    let fits = false;
    for (let pile = 0; pile < 4 && !fits; pile++) {
      const jump = jumpOf(pile, topOf(end, pile), card);
      fits = jump >= 0 || jump === -11;
    }
    if (!fits) cost += STRONG_TUNING.deadCard;
  }
  return cost + standingCost(end);
}

/** What the table left at the end of the turn costs: the infinity commands that still show. */
function standingCost(state: TheGameState): number {
  let cost = 0;
  for (let pile = 0; pile < 4; pile++) cost += STANDING_COST[state.commandOf[topOf(state, pile)]!] ?? 0;
  return cost;
}

interface Plan {
  cost: number;
  first: TheGameMove | null;
}

interface PlanContext {
  start: TheGameState;
  seat: Seat;
  live: Uint8Array;
  owed: number;
  reach: number;
  extraGuess: number;
}

/**
 * The cheapest way to finish the turn from `state`, judged on the table it leaves (turnCost) plus
 * the talk each play goes against, trying the most promising plays at each step.
 */
function bestPlan(context: PlanContext, state: TheGameState, played: number, talk: number, depthLeft: number): Plan {
  const { seat } = context;
  const moves = legalMoves(state, seat);
  let best: Plan = { cost: Infinity, first: null };
  const endTurn = moves.find((move) => move.type === 'endTurn');
  if (endTurn !== undefined) best = { cost: talk + turnCost(context.start, state, seat, context.live, played, context.owed, context.reach), first: endTurn };
  if (depthLeft <= 0) return best;
  const plays = (moves.filter((move) => move.type === 'play') as PlayMove[])
    .map((move) => ({ move, guess: playGuess(state, seat, move.card, PILE_INDEX[move.pile]) }))
    .filter(({ guess }) => played < context.owed || guess <= context.extraGuess)
    .sort((a, b) => a.guess - b.guess)
    .slice(0, STRONG_TUNING.perStep);
  for (const { move } of plays) {
    const pile = PILE_INDEX[move.pile];
    const said = talk + talkCost(state, seat, move.card, pile);
    const after = apply(state, seat, move).state;
    // A Stop ends the turn (§6.1): the plan ends with it.
    const turnOver = after.active !== seat || after.turnPlays.length === 0 || after.phase !== 'playing';
    const rest = turnOver ? { cost: said + turnCost(context.start, afterTurn(state, seat, move), seat, context.live, played + 1, context.owed, context.reach) } : bestPlan(context, after, played + 1, said, depthLeft - 1);
    if (rest.cost < best.cost) best = { cost: rest.cost, first: move };
  }
  return best;
}

/** The table right after `move` with nobody drawing yet: what a turn that a Stop ended leaves. */
function afterTurn(state: TheGameState, seat: Seat, move: PlayMove): TheGameState {
  const pile = PILE_INDEX[move.pile];
  const piles = state.piles.slice();
  piles[pile] = [...piles[pile]!, move.card];
  const hands = state.hands.slice();
  hands[seat] = hands[seat]!.filter((card) => card !== move.card);
  return { ...state, piles, hands };
}

/** 1 for every card still to be played (not on a pile), 0 otherwise, indexed by number. */
function liveCards(state: TheGameState): Uint8Array {
  const live = new Uint8Array(101);
  for (let card = 2; card <= 99; card++) live[card] = 1;
  for (const pile of state.piles) for (const card of pile) live[card] = 0;
  return live;
}

/** The signals this seat wants standing for each pile, from the hand it keeps (§9). */
function wantedPileSignals(state: TheGameState, seat: Seat, hand: readonly number[]): Record<PileCode, 'keepOff' | 'canPlayWell' | 'none'> {
  const wanted = {} as Record<PileCode, 'keepOff' | 'canPlayWell' | 'none'>;
  for (let pile = 0; pile < 4; pile++) {
    const top = topOf(state, pile);
    let signal: 'keepOff' | 'canPlayWell' | 'none' = 'none';
    for (const card of hand) {
      const jump = jumpOf(pile, top, card);
      if (jump === -11 || (jump >= 0 && jump <= KEEP_OFF_JUMP)) signal = 'keepOff';
      else if (jump >= 0 && jump <= CLOSE_JUMP && signal === 'none') signal = 'canPlayWell';
    }
    wanted[PILES[pile]!] = signal;
  }
  return wanted;
}

/** The talk to give with `move`: the pile signals (and the no-backwards request) that the hand kept after it calls for. */
function talkFor(input: BotInput<TheGameView, TheGameMove>, state: TheGameState, move: TheGameMove): TheGameMove[] {
  if (input.talk.length === 0 || state.players === 1) return [];
  const after = move.type === 'play' ? apply(state, input.seat, move).state : state;
  // The turn may have ended with this move (a Stop): the kept hand is what was left of it.
  const hand = state.hands[input.seat]!.filter((card) => move.type !== 'play' || card !== move.card);
  const signals = wantedPileSignals(after, input.seat, hand);
  const said: TheGameMove[] = [];
  for (const pile of PILES) {
    const hint = input.talk.find((talk) => talk.type === 'hint' && talk.pile === pile && talk.signal === signals[pile]);
    if (hint !== undefined) said.push(hint);
  }
  if (state.extreme) {
    // A no-backwards card would take the trick away from the pile it guards.
    const guards = Object.values(signals).includes('keepOff');
    const request = input.talk.find((talk) => talk.type === 'hint' && talk.command === 'noBackwards' && talk.signal === (guards ? 'avoid' : 'none'));
    if (request !== undefined) said.push(request);
  }
  return said;
}

export function strongTheGame(input: BotInput<TheGameView, TheGameMove>): TheGameMove | BotDecision<TheGameMove> {
  const { view, legalMoves: moves, seat } = input;
  if (view.you === null || (moves.length === 1 && input.talk.length === 0)) return basicTheGame(input);
  const state = sampleTheGame(view, seat, input.random);
  const owed = Math.max(0, view.minimum - view.turnPlays.length, view.threePlayed ? 3 - view.turnPlays.length : 0);
  const reach = view.players === 1 ? STRONG_TUNING.reachSolo : view.drawPileCount === 0 ? STRONG_TUNING.reachEnd : STRONG_TUNING.reach;
  const context: PlanContext = { start: state, seat, live: liveCards(state), owed, reach, extraGuess: view.drawPileCount === 0 ? STRONG_TUNING.extraGuessEnd : STRONG_TUNING.extraGuess };
  const plan = state.phase === 'opening' ? null : bestPlan(context, state, 0, 0, owed + STRONG_TUNING.extraDepth);
  const chosen = plan?.first ?? basicTheGame(input);
  // The very object from the legal moves (the plan found it on a copy of the table).
  const move = moves.find((candidate) => JSON.stringify(candidate) === JSON.stringify(chosen)) ?? basicTheGame(input);
  const talk = talkFor(input, state, move);
  return talk.length === 0 ? move : { move, talk };
}


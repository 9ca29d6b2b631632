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

/** Beyond the cards owed, a play is worth making when it skips at most this many numbers (more once the draw pile is empty). */
const EXTRA_PLAY_ALLOWANCE = 2;
const EXTRA_PLAY_ALLOWANCE_ENDGAME = 10;
/** Plays tried at each step of a plan: the cheapest ones (a plan with a wide jump is never the best). */
const PLAYS_PER_STEP = 5;
/** Extra plays looked at beyond the cards owed. */
const EXTRA_DEPTH = 2;
/** Another seat's keepOff costs a play on that pile this much, plus half its jump (the seat holds a trick or a close card). */
const KEEP_OFF_COST = 6;
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

/** What one play costs the team, given the hand left after it and the others' talk. */
function playCost(state: TheGameState, seat: Seat, card: number, pile: number, extra: boolean, allowance: number): number {
  const top = topOf(state, pile);
  const jump = jumpOf(pile, top, card);
  const hand = state.hands[seat]!;
  // A jump the hand undoes with the card 10 back costs nothing (§5.1's trick).
  const partner = pile < 2 ? card - 10 : card + 10;
  let cost = jump >= 0 && hand.includes(partner) && hand.length > 1 ? jump - 10 : jump;
  if (jump < 0) cost = -10;
  const code = PILES[pile]!;
  for (let other = 0; other < state.hints.length; other++) {
    if (other === seat) continue;
    const signal = state.hints[other]!.piles[code];
    if (signal === 'keepOff' && jump >= 0) cost += KEEP_OFF_COST + jump / 2;
    else if (signal === 'canPlayWell' && jump > KEEP_OFF_JUMP) cost += PLAYS_WELL_COST;
    const command = state.commandOf[card]!;
    if (command !== 0 && state.hints[other]!.avoid.includes(commandCode(command))) cost += AVOIDED_COMMAND_COST;
  }
  return extra ? cost - allowance : cost;
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

/**
 * The cheapest way to finish the turn from `state` (the seat to move is `seat`), looking at the
 * cheapest plays at each step. `owed` is how many more plays the turn needs at least.
 */
function bestPlan(state: TheGameState, seat: Seat, depthLeft: number, allowance: number): Plan {
  const moves = legalMoves(state, seat);
  let best: Plan = { cost: Infinity, first: null };
  const endTurn = moves.find((move) => move.type === 'endTurn');
  if (endTurn !== undefined) best = { cost: standingCost(state), first: endTurn };
  if (depthLeft <= 0) return best;
  const owedNow = endTurn === undefined;
  const plays = (moves.filter((move) => move.type === 'play') as PlayMove[])
    .map((move) => ({ move, cost: playCost(state, seat, move.card, PILE_INDEX[move.pile], !owedNow, allowance) }))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, PLAYS_PER_STEP);
  for (const { move, cost } of plays) {
    if (cost >= best.cost) continue;
    const after = apply(state, seat, move).state;
    // A Stop ends the turn (§6.1): the plan ends with it.
    const turnOver = after.active !== seat || after.turnPlays.length === 0 || after.phase !== 'playing';
    const rest = turnOver ? { cost: 0, first: null } : bestPlan(after, seat, depthLeft - 1, allowance);
    const total = cost + rest.cost;
    if (total < best.cost) best = { cost: total, first: move };
  }
  return best;
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
  const allowance = view.drawPileCount === 0 ? EXTRA_PLAY_ALLOWANCE_ENDGAME : EXTRA_PLAY_ALLOWANCE;
  const owed = Math.max(0, view.minimum - view.turnPlays.length, view.threePlayed ? 3 - view.turnPlays.length : 0);
  const plan = state.phase === 'opening' ? null : bestPlan(state, seat, owed + EXTRA_DEPTH, allowance);
  const chosen = plan?.first ?? basicTheGame(input);
  // The very object from the legal moves (the plan found it on a copy of the table).
  const move = moves.find((candidate) => JSON.stringify(candidate) === JSON.stringify(chosen)) ?? basicTheGame(input);
  const talk = talkFor(input, state, move);
  return talk.length === 0 ? move : { move, talk };
}


/**
 * A turn being planned from a seat's own view (the web app's planner): each planned play is
 * judged by the very checks `apply` runs (§5.4 checks 2–8, playCode), on the table as the view
 * shows it with the earlier planned plays placed. The view holds everything those checks read —
 * the piles, the turn's plays so far, the command layout, the minimum and the seat's own hand —
 * and nothing hidden is needed (R18: the piles are public).
 */
import { COMMANDS, PILE_INDEX, plainLookup, type PileCode } from './cards.js';
import { playCode, type PlacementCode } from './plays.js';
import type { TheGameState } from './state.js';
import type { TheGameView } from './view.js';

export interface PlannedPlay {
  card: number;
  pile: PileCode;
}

/** The state the checks read, as far as `seat`'s view tells it (other hands and the draw pile's order stay unknown and unused). */
function stateOf(view: TheGameView, seat: number, hand: readonly number[]): TheGameState {
  const commandOf = plainLookup();
  for (const [command, cards] of Object.entries(view.commandCards ?? {})) for (const card of cards) commandOf[card] = COMMANDS.indexOf(command as (typeof COMMANDS)[number]) + 1;
  return {
    players: view.players,
    handSize: view.handSize,
    extreme: view.options.extreme,
    commandLayout: view.options.commandLayout,
    commandOf,
    hands: view.handCounts.map((_, other) => (other === seat ? hand.slice() : [])),
    drawPile: [],
    piles: [view.piles.up1.slice(), view.piles.up2.slice(), view.piles.down1.slice(), view.piles.down2.slice()],
    phase: view.phase,
    startingSeat: view.startingSeat,
    active: view.phase === 'playing' ? seat : null,
    turn: view.turn,
    minimum: view.minimum,
    turnPlays: view.turnPlays.map((play) => ({ ...play })),
    hints: [],
    result: null,
    rng: [0, 0, 0, 0],
  };
}

/** The state after the planned plays (each assumed already judged legal). */
function afterPlan(view: TheGameView, seat: number, plan: readonly PlannedPlay[]): TheGameState {
  const state = stateOf(view, seat, view.you?.hand ?? []);
  for (const play of plan) {
    const pile = PILE_INDEX[play.pile];
    const top = state.piles[pile]!;
    const trick = top.length > 0 && (pile < 2 ? play.card === top[top.length - 1]! - 10 : play.card === top[top.length - 1]! + 10);
    state.hands[seat] = state.hands[seat]!.filter((card) => card !== play.card);
    state.piles[pile] = [...top, play.card];
    state.turnPlays = [...state.turnPlays, { card: play.card, pile: play.pile, trick }];
  }
  return state;
}

/**
 * Why `next` may not follow `plan` in this turn (the rule's code, as the server would answer), or
 * null when it is legal. Only for the seat whose view it is, in its own turn (or the opening).
 */
export function plannedPlayCode(view: TheGameView, plan: readonly PlannedPlay[], next: PlannedPlay): PlacementCode | 'DEAD_END' | 'CARD_NOT_IN_HAND' | null {
  const seat = view.you?.seat;
  if (seat === undefined) return 'CARD_NOT_IN_HAND';
  const state = afterPlan(view, seat, plan);
  if (!state.hands[seat]!.includes(next.card)) return 'CARD_NOT_IN_HAND';
  return playCode(state, seat, next.card, PILE_INDEX[next.pile]);
}

/** The plan with `card` taken back: the plays after it stay while they are still legal in order. */
export function withoutPlanned(view: TheGameView, plan: readonly PlannedPlay[], card: number): PlannedPlay[] {
  const kept: PlannedPlay[] = [];
  for (const play of plan) {
    if (play.card === card) continue;
    if (plannedPlayCode(view, kept, play) === null) kept.push(play);
  }
  return kept;
}

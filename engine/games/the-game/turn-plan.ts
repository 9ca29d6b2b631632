/**
 * A turn being planned from a seat's own view (the web app's planner). The planned cards are
 * placed by the engine's own `placeCard`, a Stop ends the plan as `endsTurn` says, and the next
 * play is judged by the very checks `apply` runs (§5.4 checks 2–8, playCode), so the planner
 * answers what the server will. The view holds everything those read — the piles, the turn's
 * plays so far, the command layout, the minimum and the seat's own hand (R18: the piles are
 * public); what it hides (other hands, the draw pile) no check of a play reads.
 */
import { COMMANDS, PILE_INDEX, plainLookup, type PileCode } from './cards.js';
import { endsTurn, placeCard } from './place.js';
import { playCode, type PlacementCode } from './plays.js';
import { draftOf, noHints, type TheGameState } from './state.js';
import type { TheGameView } from './view.js';

export interface PlannedPlay {
  card: number;
  pile: PileCode;
}

/** The code of a play planned after a Stop: the Stop ended the turn (§6.1), so the plan is complete. */
export const TURN_ENDED = 'TURN_ENDED';

/** The state the checks read, as far as `seat`'s view tells it (other hands and the draw pile stay unknown and unused). */
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
    hints: view.handCounts.map(noHints),
    result: null,
    rng: [0, 0, 0, 0],
  };
}

/**
 * Why `next` may not follow `plan` in this turn (the rule's code, as the server would answer, or
 * TURN_ENDED once a planned Stop ended it), or null when it is legal. Only for the seat whose view
 * it is, in its own turn (or the opening); `plan` holds plays this function accepted in order.
 */
export function plannedPlayCode(view: TheGameView, plan: readonly PlannedPlay[], next: PlannedPlay): PlacementCode | 'DEAD_END' | 'CARD_NOT_IN_HAND' | typeof TURN_ENDED | null {
  const seat = view.you?.seat;
  if (seat === undefined) return 'CARD_NOT_IN_HAND';
  const draft = draftOf(stateOf(view, seat, view.you?.hand ?? []));
  for (const play of plan) {
    if (endsTurn(draft.s, play.card)) return TURN_ENDED;
    placeCard(draft, seat, play.card, PILE_INDEX[play.pile]);
  }
  if (!draft.s.hands[seat]!.includes(next.card)) return 'CARD_NOT_IN_HAND';
  return playCode(draft.s, seat, next.card, PILE_INDEX[next.pile]);
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

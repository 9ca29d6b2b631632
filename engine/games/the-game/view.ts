/**
 * view(state, seat) of §8, built from what the viewer may see (allow-list): public table facts
 * for everyone, the seat's own hand and legal plays for the seat, everything at the end (R19).
 * Never the draw pile's order, the generator state or the stacked deck.
 */
import { isSeatOf, type Seat } from '../../core/index.js';
import { NO_BACKWARDS, PILES, SILENCE, SINGLE_PILE, DRAW_ONE, SKULL, commandCards, commandCode } from './cards.js';
import { awaiting, canEndTurn, legalPlaysOf } from './legal.js';
import { cardsLeft, threePlayed, topOf, type TheGameState } from './state.js';

const INFINITY_COMMANDS: ReadonlySet<number> = new Set([SILENCE, NO_BACKWARDS, SINGLE_PILE, DRAW_ONE]);

function byPile<T>(value: (pile: number) => T): Record<(typeof PILES)[number], T> {
  return { up1: value(0), up2: value(1), down1: value(2), down2: value(3) };
}

function publicView(state: TheGameState) {
  const pileIndexes = [0, 1, 2, 3];
  return {
    options: { extreme: state.extreme, commandLayout: state.commandLayout },
    players: state.players,
    handSize: state.handSize,
    commandCards: state.extreme ? commandCards(state.commandOf) : null,
    piles: byPile((pile) => state.piles[pile]!.slice()),
    tops: byPile((pile) => topOf(state, pile)),
    drawPileCount: state.drawPile.length,
    handCounts: state.hands.map((hand) => hand.length),
    phase: state.phase,
    startingSeat: state.startingSeat,
    activeSeat: state.phase === 'playing' ? state.active : null,
    turn: state.turn,
    awaiting: awaiting(state),
    minimum: state.minimum,
    turnPlays: state.turnPlays.map((play) => ({ card: play.card, pile: play.pile, trick: play.trick })),
    threePlayed: threePlayed(state),
    skullPiles: pileIndexes.filter((pile) => state.commandOf[topOf(state, pile)] === SKULL).map((pile) => PILES[pile]!),
    infinityCommands: pileIndexes
      .filter((pile) => INFINITY_COMMANDS.has(state.commandOf[topOf(state, pile)]!))
      .map((pile) => ({ pile: PILES[pile]!, card: topOf(state, pile), command: commandCode(state.commandOf[topOf(state, pile)]!) })),
    hints: state.hints.map((hints, seat) => ({
      seat,
      piles: { ...hints.piles },
      avoid: hints.avoid.slice(),
      shownCounts: hints.shownCounts === null ? null : { ...hints.shownCounts },
    })),
    cardsLeft: cardsLeft(state),
    outcome: state.result === null ? null : { reason: state.result.reason, cardsLeft: state.result.cardsLeft, seat: state.result.seat },
    // R19: nothing is left to protect once the game has ended.
    revealed: state.phase === 'ended' ? { hands: state.hands.map((hand) => hand.slice()), drawPile: state.drawPile.slice() } : null,
  };
}

function seatView(state: TheGameState, seat: Seat) {
  return {
    seat,
    hand: state.hands[seat]!.slice(),
    legalPlays: legalPlaysOf(state, seat).map((play) => ({ card: play.card, pile: play.pile })),
    canEndTurn: canEndTurn(state, seat),
  };
}

export type TheGameView = ReturnType<typeof publicView> & { you: ReturnType<typeof seatView> | null };

export function view(state: TheGameState, seat: Seat | null): TheGameView {
  const isSeat = seat !== null && isSeatOf(seat, state.players);
  return { ...publicView(state), you: isSeat ? seatView(state, seat) : null };
}

import { Random, privateEvent, publicEvent, violation, withoutCard, type Applied, type GameEvent, type Seat } from '../../core/index.js';
import { COLOURS, colourOf, insertCanonical, isJoker, matches, type Call, type CardCode, type NumberCard } from './cards.js';
import { endPassage } from './passage.js';
import type { AuslageMove, DisplayMove, PlayMove } from './schema.js';
import type { AuslageState, Display } from './state.js';
import { nextSeatInPlay } from './turn.js';

/** The middle top and its call: what every matching check of a turn is judged against (§5). */
export function middleTop(state: AuslageState): CardCode {
  return state.middle[state.middle.length - 1]!;
}

/** R8: whether a top card of `display` matches the middle top. */
export function displayTopMatches(display: Display, top: CardCode, call: Call | null): boolean {
  for (const colour of COLOURS) {
    const stack = display[colour];
    if (stack.length > 0 && matches(stack[stack.length - 1]!, top, call)) return true;
  }
  return false;
}

/** Whether any card of `hand` matches the middle top (a joker always does). */
export function handMatches(hand: readonly CardCode[], top: CardCode, call: Call | null): boolean {
  for (const card of hand) if (matches(card, top, call)) return true;
  return false;
}

/** §11: `GAME_OVER` and `NOT_YOUR_TURN` first, then the checks of the move type. */
export function applyMove(state: AuslageState, seat: Seat, move: AuslageMove): Applied<AuslageState> {
  if (state.result) violation('GAME_OVER', 'the game has ended');
  if (seat !== state.active) violation('NOT_YOUR_TURN', `seat ${state.active} is to move, not seat ${seat}`);
  return move.type === 'play' ? play(state, seat, move) : display(state, seat, move);
}

/** §5 `play`: a matching card from the hand or a display top onto the middle pile. */
function play(state: AuslageState, seat: Seat, move: PlayMove): Applied<AuslageState> {
  const { card, call } = move;
  const fromHand = state.hands[seat]!.includes(card);
  if (!fromHand) checkDisplayTop(state.displays[seat]!, card);
  const joker = isJoker(card);
  if (joker && call === undefined) violation('CALL_REQUIRED', `a joker needs a call: a colour or a value 0–5`);
  if (!joker && call !== undefined) violation('CALL_NOT_ALLOWED', `only a joker carries a call`);
  if (!matches(card, middleTop(state), state.call)) violation('CARD_DOES_NOT_MATCH', `${card} does not match the middle top`);

  const played: AuslageState = {
    ...state,
    middle: [...state.middle, card],
    call: joker ? call! : null, // R10: covering a joker ends its call
  };
  if (fromHand) {
    played.hands = state.hands.slice();
    played.hands[seat] = withoutCard(state.hands[seat]!, card);
  } else {
    played.displays = withDisplay(state.displays, seat, colourOf(card as NumberCard), (stack) => stack.slice(0, -1));
  }
  const events: GameEvent[] = [
    publicEvent('cardPlayed', { seat, card, from: fromHand ? 'hand' : 'display', call: joker ? call : null }),
  ];
  // A passage ends only when the last hand card goes to the middle (R12: a joker's call then has no effect).
  if (fromHand && played.hands[seat]!.length === 0) return withEvents(events, endPassage(played, 'handEmpty', seat));
  played.active = nextSeatInPlay(seat, state.resigned);
  played.followDuty = joker; // R11: the duty binds the next seat, for its next turn only
  return { state: played, events };
}

/** `play` of a card not in the hand: it must be the top of one of the seat's own stacks. */
function checkDisplayTop(display: Display, card: CardCode): void {
  if (isJoker(card)) violation('CARD_NOT_AVAILABLE', `${card} is neither in your hand nor in your display`);
  const stack = display[colourOf(card)];
  const at = stack.indexOf(card);
  if (at < 0) violation('CARD_NOT_AVAILABLE', `${card} is neither in your hand nor in your display`);
  if (at !== stack.length - 1) violation('CARD_COVERED', `${card} is covered in your display; only a stack's top card can be played`);
}

/** §5 `display`: a non-matching number card from the hand onto the seat's stack, then a draw. */
function display(state: AuslageState, seat: Seat, move: DisplayMove): Applied<AuslageState> {
  const { card } = move;
  const hand = state.hands[seat]!;
  const top = middleTop(state);
  if (!hand.includes(card)) violation('CARD_NOT_IN_HAND', `${card} is not in your hand`);
  if (isJoker(card)) violation('JOKER_CANNOT_BE_DISPLAYED', 'a joker can only be played to the middle pile');
  if (matches(card, top, state.call)) violation('CARD_MATCHES_MIDDLE', `${card} matches the middle top; it may only be played`);
  if (displayTopMatches(state.displays[seat]!, top, state.call)) {
    violation('DISPLAY_BLOCKED', 'a top card of your display matches the middle top: play a matching card (R8)');
  }
  if (state.followDuty && handMatches(hand, top, state.call)) {
    violation('MUST_FOLLOW_JOKER', 'you must answer the joker with a matching card (R11)');
  }

  const hands = state.hands.slice();
  hands[seat] = withoutCard(hand, card);
  const displayed: AuslageState = {
    ...state,
    hands,
    displays: withDisplay(state.displays, seat, colourOf(card), (stack) => [...stack, card]),
  };
  const events: GameEvent[] = [publicEvent('cardDisplayed', { seat, card })];
  return draw(displayed, seat, events);
}

/**
 * The draw after a display move: R13 rebuilds an empty draw pile from the middle cards under
 * the top; R14 ends the passage when nothing can be drawn.
 */
function draw(state: AuslageState, seat: Seat, events: GameEvent[]): Applied<AuslageState> {
  let next = state;
  if (state.drawPile.length === 0) {
    if (state.middle.length <= 1 || state.rebuilds >= 2) return withEvents(events, endPassage(state, 'drawExhausted', seat));
    const random = new Random(state.rng);
    const top = middleTop(state);
    const rebuilds = state.rebuilds + 1;
    next = { ...state, drawPile: random.shuffleInPlace(state.middle.slice(0, -1)), middle: [top], rebuilds, rng: random.state };
    events.push(publicEvent('drawPileRebuilt', { cards: next.drawPile.length, rebuild: rebuilds }));
  }
  const drawn = next.drawPile[0]!;
  const drawPile = next.drawPile.slice(1);
  const hands = next.hands.slice();
  hands[seat] = insertCanonical(hands[seat]!, drawn);
  events.push(privateEvent('cardDrawn', { seat, drawPileSize: drawPile.length }, [seat], { card: drawn }));
  return {
    state: { ...next, hands, drawPile, active: nextSeatInPlay(seat, state.resigned), followDuty: false },
    events,
  };
}

function withDisplay(
  displays: readonly Display[],
  seat: Seat,
  colour: keyof Display,
  change: (stack: NumberCard[]) => NumberCard[],
): Display[] {
  const out = displays.slice();
  const own = displays[seat]!;
  out[seat] = { ...own, [colour]: change(own[colour]) };
  return out;
}

function withEvents(first: GameEvent[], applied: Applied<AuslageState>): Applied<AuslageState> {
  return { state: applied.state, events: [...first, ...applied.events] };
}

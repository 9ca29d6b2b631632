import { Random, done, emit, emitPrivate, violation, withoutCard, type Applied, type Draft, type Seat } from '../../core/index.js';
import { COLOURS, colourOf, insertCanonical, isJoker, matches, type Call, type CardCode, type NumberCard } from './cards.js';
import { endPassage, endTurn } from './flow.js';
import type { AuslageMove, DisplayMove, PlayMove } from './schema.js';
import { draftOf, type AuslageState, type Display } from './state.js';

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
export function apply(state: AuslageState, seat: Seat, move: AuslageMove): Applied<AuslageState> {
  if (state.result) violation('GAME_OVER', 'the game has ended');
  if (seat !== state.active) violation('NOT_YOUR_TURN', `seat ${state.active} is to move, not seat ${seat}`);
  const draft = draftOf(state);
  if (move.type === 'play') play(draft, seat, move);
  else display(draft, seat, move);
  return done(draft);
}

/** §5 `play`: a matching card from the hand or a display top onto the middle pile. */
function play(draft: Draft<AuslageState>, seat: Seat, move: PlayMove): void {
  const s = draft.s;
  const { card, call } = move;
  const fromHand = s.hands[seat]!.includes(card);
  if (!fromHand) checkDisplayTop(s.displays[seat]!, card);
  const joker = isJoker(card);
  if (joker && call === undefined) violation('CALL_REQUIRED', `a joker needs a call: a colour or a value 0–5`);
  if (!joker && call !== undefined) violation('CALL_NOT_ALLOWED', `only a joker carries a call`);
  if (!matches(card, middleTop(s), s.call)) violation('CARD_DOES_NOT_MATCH', `${card} does not match the middle top`);

  s.middle = [...s.middle, card];
  s.call = joker ? call! : null; // R10: covering a joker ends its call
  if (fromHand) s.hands = withoutHandCard(s.hands, seat, card);
  else s.displays = withDisplay(s.displays, seat, colourOf(card as NumberCard), (stack) => stack.slice(0, -1));
  emit(draft, 'cardPlayed', { seat, card, from: fromHand ? 'hand' : 'display', call: joker ? call : null });
  // A passage ends only when the last hand card goes to the middle (R12: a joker's call then has no effect).
  if (fromHand && s.hands[seat]!.length === 0) return endPassage(draft, 'handEmpty', seat);
  endTurn(draft, seat, joker); // R11: the duty binds the next seat, for its next turn only
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
function display(draft: Draft<AuslageState>, seat: Seat, move: DisplayMove): void {
  const s = draft.s;
  const { card } = move;
  const hand = s.hands[seat]!;
  const top = middleTop(s);
  if (!hand.includes(card)) violation('CARD_NOT_IN_HAND', `${card} is not in your hand`);
  if (isJoker(card)) violation('JOKER_CANNOT_BE_DISPLAYED', 'a joker can only be played to the middle pile');
  if (matches(card, top, s.call)) violation('CARD_MATCHES_MIDDLE', `${card} matches the middle top; it may only be played`);
  if (displayTopMatches(s.displays[seat]!, top, s.call)) {
    violation('DISPLAY_BLOCKED', 'a top card of your display matches the middle top: play a matching card (R8)');
  }
  if (s.followDuty && handMatches(hand, top, s.call)) {
    violation('MUST_FOLLOW_JOKER', 'you must answer the joker with a matching card (R11)');
  }

  s.hands = withoutHandCard(s.hands, seat, card);
  s.displays = withDisplay(s.displays, seat, colourOf(card), (stack) => [...stack, card]);
  emit(draft, 'cardDisplayed', { seat, card });
  draw(draft, seat);
}

/**
 * The draw after a display move: R13 rebuilds an empty draw pile from the middle cards under
 * the top; R14 ends the passage when nothing can be drawn.
 */
function draw(draft: Draft<AuslageState>, seat: Seat): void {
  const s = draft.s;
  if (s.drawPile.length === 0) {
    if (s.middle.length <= 1 || s.rebuilds >= 2) return endPassage(draft, 'drawExhausted', seat);
    const random = new Random(s.rng);
    const top = middleTop(s);
    s.drawPile = random.shuffleInPlace(s.middle.slice(0, -1));
    s.middle = [top];
    s.rebuilds += 1;
    s.rng = random.state;
    emit(draft, 'drawPileRebuilt', { cards: s.drawPile.length, rebuild: s.rebuilds });
  }
  const drawn = s.drawPile[0]!;
  s.drawPile = s.drawPile.slice(1);
  // `hands` is already this move's own copy: the display just replaced it.
  s.hands[seat] = insertCanonical(s.hands[seat]!, drawn);
  emitPrivate(draft, 'cardDrawn', { seat, drawPileSize: s.drawPile.length }, [seat], { card: drawn });
  endTurn(draft, seat, false);
}

/** A copy of `hands` in which `seat`'s hand lacks `card`. */
function withoutHandCard(hands: readonly CardCode[][], seat: Seat, card: CardCode): CardCode[][] {
  const out = hands.slice();
  out[seat] = withoutCard(hands[seat]!, card);
  return out;
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

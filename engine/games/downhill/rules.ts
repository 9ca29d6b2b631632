import { done, emit, violation, type Applied, type Draft, type Seat } from '../../core/index.js';
import { MINUS_TWO, SWEEP, isLegalOn, isNumberRank, rankOf, type Code, type Rank } from './cards.js';
import { endRound, endTurn } from './flow.js';
import { timeoutMove } from './legal.js';
import type { DownhillMove, FlipMove, PlayMove } from './schema.js';
import { callDueAfterPlay, callDueBeforeFlip, canFlip, cardsLeft, draftOf, hasKnownPlay, type DownhillState } from './state.js';

/** §11: the two checks every move starts with, then the move, then the moves of resigned seats it awaits. */
export function apply(state: DownhillState, seat: Seat, move: DownhillMove): Applied<DownhillState> {
  if (state.outcome !== null) violation('GAME_OVER', 'the game has ended');
  if (seat !== state.active) violation('NOT_YOUR_TURN', `seat ${state.active} is to move, not seat ${seat}`);
  const draft = draftOf(state);
  runMove(draft, seat, move);
  playForResigned(draft);
  return done(draft);
}

/**
 * §9 Resignation: a resigned seat's time-out move is made whenever it is awaited, until a seat
 * that did not resign is awaited or the game is over.
 */
export function playForResigned(draft: Draft<DownhillState>): void {
  for (let seat = draft.s.active; seat !== null && draft.s.seats[seat].resigned; seat = draft.s.active) {
    runMove(draft, seat, timeoutMove(draft.s, seat)!);
  }
}

/** Applies one move of the active seat to the draft; each move's checks come first, in §11 order. */
function runMove(draft: Draft<DownhillState>, seat: Seat, move: DownhillMove): void {
  switch (move.type) {
    case 'play':
      return play(draft, seat, move);
    case 'flip':
      return flip(draft, seat, move);
    case 'pickUp':
      return pickUp(draft, seat);
    case 'pass':
      return pass(draft, seat);
  }
}

function play(draft: Draft<DownhillState>, seat: Seat, move: PlayMove): void {
  const s = draft.s;
  const me = s.seats[seat];
  const { cards, from } = move;
  for (let i = 1; i < cards.length; i++) {
    if (cards.indexOf(cards[i]) < i) violation('DUPLICATE_CARD', `${cards[i]} is named twice`);
  }
  if (from === 'table' && !me.tableOpen) violation('TABLE_NOT_AVAILABLE', 'only hand cards may be played in your first turn of the round (R4)');
  for (const card of cards) {
    if (from === 'hand' && !me.hand.includes(card)) violation('CARD_NOT_IN_HAND', `${card} is not in your hand`);
    if (from === 'table' && !me.faceUp.includes(card)) violation('CARD_NOT_ON_TABLE', `${card} is not among your face-up cards`);
  }
  const rank = rankOf(cards[0]);
  if (cards.some((card) => rankOf(card) !== rank)) violation('CARDS_NOT_MATCHING', 'cards played together must be of the same kind and value');
  if (rank === MINUS_TWO && s.limit === null) violation('MINUS_TWO_CANNOT_OPEN', 'a −2 may never start a pile (R3)');
  if (isNumberRank(rank) && s.limit !== null && rank > s.limit) violation('CARD_TOO_HIGH', `the limit is ${s.limit}`);
  const callDue = callDueAfterPlay(me, cards.length);
  checkAnnouncement(callDue, move.announce);

  if (from === 'hand') me.hand = me.hand.filter((card) => !cards.includes(card));
  else me.faceUp = me.faceUp.map((card) => (card !== null && cards.includes(card) ? null : card));
  clearPasses(s);
  putOnPile(draft, seat, from, cards.slice(), rank);
  afterPlay(draft, seat, rank, callDue, move.announce);
}

/** R5, R9, R10: a blind face-down card is revealed, then played, taken up (−2) or picked up with the pile. */
function flip(draft: Draft<DownhillState>, seat: Seat, move: FlipMove): void {
  const s = draft.s;
  const me = s.seats[seat];
  if (!canFlip(me)) violation('FACE_DOWN_NOT_AVAILABLE', 'face-down cards are usable after your first turn, once no face-up card is left (R5)');
  const card = me.faceDown[move.slot];
  if (card === null) violation('SLOT_EMPTY', `face-down slot ${move.slot} is empty`);
  const callDue = callDueBeforeFlip(me);
  checkAnnouncement(callDue, move.announce);

  me.faceDown = me.faceDown.map((held, slot) => (slot === move.slot ? null : held));
  clearPasses(s);
  emit(draft, 'flipped', { seat, slot: move.slot, card });
  const rank = rankOf(card);
  if (rank === MINUS_TWO) {
    // R10: a revealed −2 is never played; as the last card it wins the round (R11: −80) and
    // leaves play with the swept cards, unscored.
    if (cardsLeft(me) === 0) {
      s.removed = s.removed.concat(card);
      return endRound(draft, seat, 'minusTwoReveal');
    }
    me.hand = me.hand.concat(card);
    emit(draft, 'minusTwoTaken', { seat, card });
    s.continuation = 'minusTwo';
    return;
  }
  if (isLegalOn(rank, s.limit)) {
    putOnPile(draft, seat, 'faceDown', [card], rank);
    return afterPlay(draft, seat, rank, callDue, move.announce);
  }
  // R9: a card above the limit goes into the hand with the whole pile.
  takePile(draft, seat, s.pile.concat(card));
}

function pickUp(draft: Draft<DownhillState>, seat: Seat): void {
  const s = draft.s;
  if (s.pile.length === 0) violation('PILE_EMPTY', 'there is no pile to pick up');
  if (hasKnownPlay(s.seats[seat], s.limit)) violation('MUST_PLAY_IF_ABLE', 'you have a card you can play');
  clearPasses(s);
  takePile(draft, seat, s.pile);
}

/** R12: no opener and no flip; when every seat has passed since the last play, flip or pickUp, the round is blocked. */
function pass(draft: Draft<DownhillState>, seat: Seat): void {
  const s = draft.s;
  const me = s.seats[seat];
  if (s.pile.length > 0 || hasKnownPlay(me, null) || canFlip(me)) {
    violation('PASS_NOT_ALLOWED', 'you may pass only on an empty pile, with no card to start it and no face-down card to flip');
  }
  if (!s.passed.includes(seat)) s.passed = s.passed.concat(seat);
  emit(draft, 'passed', { seat });
  if (s.passed.length === s.players) return endRound(draft, null, 'allPassed');
  endTurn(draft);
}

/** §9: the call must be present when due (`false` = deliberately not called); `true` only when due. */
function checkAnnouncement(callDue: boolean, announce: boolean | undefined): void {
  if (callDue && announce === undefined) violation('ANNOUNCEMENT_REQUIRED', 'this play leaves you one card: say whether you call "last card"');
  if (!callDue && announce === true) violation('NOTHING_TO_ANNOUNCE', 'the "last card" call is due only when a play leaves exactly one card');
}

/** Number: limit = value; −2: limit − 2 per card, never below 1 (R6); sweep: the pile leaves the round (R7, R20). */
function putOnPile(draft: Draft<DownhillState>, seat: Seat, from: 'hand' | 'table' | 'faceDown', cards: Code[], rank: Rank): void {
  const s = draft.s;
  if (rank === SWEEP) {
    const swept = s.pile.concat(cards);
    s.removed = s.removed.concat(swept);
    s.pile = [];
    s.limit = null;
    emit(draft, 'played', { seat, from, cards, limit: null });
    emit(draft, 'swept', { seat, cards: swept });
    return;
  }
  s.pile = s.pile.concat(cards);
  s.limit = rank === MINUS_TWO ? Math.max(1, s.limit! - 2 * cards.length) : rank;
  emit(draft, 'played', { seat, from, cards, limit: s.limit });
}

/** §5 "Effect of play", in order: the call is recorded; going out ends the round; a sweep continues; else the turn ends. */
function afterPlay(draft: Draft<DownhillState>, seat: Seat, rank: Rank, callDue: boolean, announce: boolean | undefined): void {
  const me = draft.s.seats[seat];
  if (callDue) {
    emit(draft, 'lastCard', { seat, announced: announce === true });
    if (announce === false) me.skipNext = true;
  }
  if (cardsLeft(me) === 0) return endRound(draft, seat, 'wentOut');
  if (rank === SWEEP) {
    draft.s.continuation = 'sweep';
    return;
  }
  endTurn(draft);
}

/** The seat takes `cards` (the pile, maybe plus a failed flip) into its hand; R8: the next seat starts a new pile. */
function takePile(draft: Draft<DownhillState>, seat: Seat, cards: Code[]): void {
  const s = draft.s;
  s.seats[seat].hand = s.seats[seat].hand.concat(cards);
  s.pile = [];
  s.limit = null;
  emit(draft, 'pickedUp', { seat, cards });
  endTurn(draft);
}

function clearPasses(s: DownhillState): void {
  if (s.passed.length > 0) s.passed = [];
}

import { emit, emitPrivate, violation, type Random, type Seat } from '../../core/index.js';
import { HAND_SIZE, HIGHEST, canonical, valueOf, type Code, type Person } from './cards.js';
import { refill } from './flow.js';
import { assertAllInHand, assertInHand, assertPile, drawCards, putUnderPile, without } from './hands.js';
import type { UseCharacter, UseOf } from './schema.js';
import { nextTakingTurns, type ReihenDraft, type ReihenState, type Row } from './state.js';
import { cardsOf, discardCards, emptySlot, firstValue, fits, isClosed, lastValue, moveSegment, placeEntry, rowAt, single, truncateRow } from './table.js';

/**
 * The 20 persons (§6.2), one record each: the person's conditions (`check`, in field order, with
 * the codes of §11), the uses `legalMoves` offers (`candidates`, each passing `check`), and what
 * the use does (`effect`, on the draft, once `check` has passed). The common rules of §6.1 — who
 * may use the face-up card, and where it goes afterwards — are `useCharacter` in rules.ts and
 * `passOn` below.
 */
export interface Character<P extends Person> {
  readonly person: P;
  /** The name in §6.2. */
  readonly name: string;
  check(state: ReihenState, seat: Seat, use: UseOf<P>): void;
  /** Drawn with `random` where the full list runs to hundreds; a pure function of the state otherwise. */
  candidates(state: ReihenState, seat: Seat, random: Random): UseOf<P>[];
  effect(draft: ReihenDraft, seat: Seat, use: UseOf<P>): void;
}

/** Archivist and Trader candidates drawn at random (their full lists run to hundreds). */
const RANDOM_DRAWS = 3;

function doesNotFit(message: string): never {
  return violation('CARD_DOES_NOT_FIT', message);
}

/** Every slot holding a row, in slot order. */
function eachRow(slots: ReihenState['slots'], each: (row: Row, slot: number) => void): void {
  for (let slot = 0; slot < slots.length; slot++) {
    const row = slots[slot];
    if (row !== null && row !== undefined) each(row, slot);
  }
}

/** Lays hand cards one by one and counts them as progress (§6.1). */
function layFromHand(draft: ReihenDraft, seat: Seat, slot: number, cards: readonly Code[], value: (card: Code) => number): void {
  const s = draft.s;
  s.seats[seat]!.hand = without(s.seats[seat]!.hand, cards);
  s.turn.progress += cards.length;
  for (const card of cards) placeEntry(draft, seat, slot, single(card, value(card)), 'hand');
}

/** Mason: below the last value, where no entry has that value (before the first or into a gap). */
function insertable(row: Row, value: number): boolean {
  return value < lastValue(row) && !row.some((entry) => entry.value === value);
}

/** Acrobat: at least 2 above the last value. */
function skips(row: Row, value: number): boolean {
  return value >= lastValue(row) + 2;
}

/** Mathematician: the sum continues the row, or starts an empty slot with at most 13. */
function sumFits(row: Row | null, sum: number): boolean {
  return sum <= HIGHEST && (row === null || sum === lastValue(row) + 1);
}

/** Courier and Smuggler: another seat still taking turns. */
function isTarget(state: ReihenState, seat: Seat, target: Seat): boolean {
  return target !== seat && target < state.players && state.seats[target]!.status === 'playing';
}

function assertTarget(state: ReihenState, seat: Seat, target: Seat): void {
  if (!isTarget(state, seat, target)) violation('INVALID_TARGET', `seat ${target} cannot be targeted`);
}

/** Archivist and Scavenger reach the discard pile only; a completed row's cards are out of the game (R10). */
function assertInDiscard(state: ReihenState, card: Code): void {
  if (!state.discard.includes(card)) violation('CARD_NOT_IN_DISCARD', `${card} is not in the discard pile`);
}

/** A copy of the discard pile without `card`, which lies in it. */
function discardWithout(discard: readonly Code[], card: Code): Code[] {
  const at = discard.indexOf(card);
  return [...discard.slice(0, at), ...discard.slice(at + 1)];
}

const builder: Character<'builder'> = {
  person: 'builder',
  name: 'Master Builder',
  check(state, seat, use) {
    const row = rowAt(state, use.row);
    assertAllInHand(state.seats[seat]!.hand, use.cards);
    let first = firstValue(row);
    for (const card of use.cards) {
      if (valueOf(card) !== first - 1) doesNotFit(`${card} is not one lower than ${first}`);
      first--;
    }
  },
  candidates(state, seat, random) {
    // From each fitting card, a chain downwards of random length through random copies.
    const hand = state.seats[seat]!.hand;
    const uses: UseOf<'builder'>[] = [];
    eachRow(state.slots, (row, slot) => {
      for (const card of hand) {
        if (valueOf(card) !== firstValue(row) - 1) continue;
        const chain = [card];
        for (let want = valueOf(card) - 1; want >= 1 && random.int(2) === 1; want--) {
          const copies = hand.filter((other) => valueOf(other) === want);
          if (copies.length === 0) break;
          chain.push(copies[random.int(copies.length)]!);
        }
        uses.push({ type: 'useCharacter', person: 'builder', row: slot, cards: chain });
      }
    });
    return uses;
  },
  effect(draft, seat, use) {
    layFromHand(draft, seat, use.row, use.cards, valueOf);
  },
};

/** A person that lays one hand card on a row where `allowed(row, value)` holds (Mason, Acrobat). */
function laysOneCard<P extends 'mason' | 'acrobat'>(
  person: P,
  name: string,
  allowed: (row: Row, value: number) => boolean,
  refusal: (use: UseOf<P>, row: Row) => string,
): Character<P> {
  return {
    person,
    name,
    check(state, seat, use) {
      const row = rowAt(state, use.row);
      assertInHand(state.seats[seat]!.hand, use.card);
      if (!allowed(row, valueOf(use.card))) doesNotFit(refusal(use, row));
    },
    candidates(state, seat) {
      const uses: UseOf<P>[] = [];
      eachRow(state.slots, (row, slot) => {
        for (const card of state.seats[seat]!.hand) if (allowed(row, valueOf(card))) uses.push({ type: 'useCharacter', person, row: slot, card } as UseOf<P>);
      });
      return uses;
    },
    effect(draft, seat, use) {
      layFromHand(draft, seat, use.row, [use.card], valueOf);
    },
  };
}

const mason = laysOneCard('mason', 'Mason', insertable, (use) => `${use.card} has no place inside slot ${use.row}`);

const acrobat = laysOneCard('acrobat', 'Acrobat', skips, (use, row) => `${use.card} skips no number after ${lastValue(row)}`);

const chameleon: Character<'chameleon'> = {
  person: 'chameleon',
  name: 'Chameleon',
  check(state, seat, use) {
    const row = rowAt(state, use.row);
    assertInHand(state.seats[seat]!.hand, use.card);
    if (isClosed(row)) doesNotFit(`slot ${use.row} is closed`);
  },
  candidates(state, seat) {
    const uses: UseOf<'chameleon'>[] = [];
    eachRow(state.slots, (row, slot) => {
      if (isClosed(row)) return;
      for (const card of state.seats[seat]!.hand) uses.push({ type: 'useCharacter', person: 'chameleon', row: slot, card });
    });
    return uses;
  },
  effect(draft, seat, use) {
    const last = lastValue(draft.s.slots[use.row]!);
    // R18: the entry keeps the value last + 1 while it stays on the table.
    layFromHand(draft, seat, use.row, [use.card], () => last + 1);
  },
};

const mathematician: Character<'mathematician'> = {
  person: 'mathematician',
  name: 'Mathematician',
  check(state, seat, use) {
    assertAllInHand(state.seats[seat]!.hand, use.cards);
    const sum = valueOf(use.cards[0]!) + valueOf(use.cards[1]!);
    if (!sumFits(state.slots[use.row] ?? null, sum)) doesNotFit(`the sum ${sum} does not fit slot ${use.row}`);
  },
  candidates(state, seat, random) {
    const hand = state.seats[seat]!.hand;
    const slots = state.slots;
    const uses: UseOf<'mathematician'>[] = [];
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) {
        const sum = valueOf(hand[i]!) + valueOf(hand[j]!);
        for (let slot = 0; slot < slots.length; slot++) {
          if (!sumFits(slots[slot] ?? null, sum)) continue;
          const pair = random.int(2) === 0 ? [hand[i]!, hand[j]!] : [hand[j]!, hand[i]!];
          uses.push({ type: 'useCharacter', person: 'mathematician', row: slot, cards: pair });
        }
      }
    }
    return uses;
  },
  effect(draft, seat, use) {
    const s = draft.s;
    s.seats[seat]!.hand = without(s.seats[seat]!.hand, use.cards);
    s.turn.progress += 2;
    placeEntry(draft, seat, use.row, { cards: use.cards.slice(), value: valueOf(use.cards[0]!) + valueOf(use.cards[1]!) }, 'hand');
  },
};

/** A rebuild that may leave a gap; outside the 30-rebuild count (C1). */
const carpenter: Character<'carpenter'> = {
  person: 'carpenter',
  name: 'Carpenter',
  check(state, _seat, use) {
    if (use.from === use.to) violation('SAME_ROW', 'from and to are the same slot');
    const source = rowAt(state, use.from);
    if (use.index >= source.length) violation('BAD_SEGMENT', `slot ${use.from} has entries 0–${source.length - 1}`);
    const target = rowAt(state, use.to);
    if (source[use.index]!.value <= lastValue(target)) violation('SEGMENT_DOES_NOT_FIT', `the segment does not rise above slot ${use.to}`);
  },
  candidates(state) {
    const uses: UseOf<'carpenter'>[] = [];
    eachRow(state.slots, (source, from) =>
      eachRow(state.slots, (target, to) => {
        if (from === to) return;
        for (let index = 0; index < source.length; index++) {
          if (source[index]!.value > lastValue(target)) uses.push({ type: 'useCharacter', person: 'carpenter', from, index, to });
        }
      }),
    );
    return uses;
  },
  effect(draft, seat, use) {
    moveSegment(draft, seat, use.from, use.index, use.to);
  },
};

const wrecker: Character<'wrecker'> = {
  person: 'wrecker',
  name: 'Wrecker',
  check(state, _seat, use) {
    const row = rowAt(state, use.row);
    if (use.count > row.length) violation('BAD_SEGMENT', `slot ${use.row} has only ${row.length} entries`);
  },
  candidates(state) {
    const uses: UseOf<'wrecker'>[] = [];
    eachRow(state.slots, (row, slot) => {
      for (let count = 1; count <= Math.min(3, row.length); count++) uses.push({ type: 'useCharacter', person: 'wrecker', row: slot, count });
    });
    return uses;
  },
  effect(draft, seat, use) {
    const row = draft.s.slots[use.row]!;
    const keep = row.length - use.count;
    discardCards(draft, seat, use.row, cardsOf(row.slice(keep)));
    truncateRow(draft, use.row, keep);
  },
};

const undertaker: Character<'undertaker'> = {
  person: 'undertaker',
  name: 'Undertaker',
  check(state, _seat, use) {
    if (!isClosed(rowAt(state, use.row))) violation('NOT_A_CLOSED_ROW', `slot ${use.row} does not end at 13`);
  },
  candidates(state) {
    const uses: UseOf<'undertaker'>[] = [];
    eachRow(state.slots, (row, slot) => {
      if (isClosed(row)) uses.push({ type: 'useCharacter', person: 'undertaker', row: slot });
    });
    return uses;
  },
  effect(draft, seat, use) {
    discardCards(draft, seat, use.row, cardsOf(draft.s.slots[use.row]!));
    emptySlot(draft, use.row);
  },
};

const twins: Character<'twins'> = {
  person: 'twins',
  name: 'Twins',
  check(state, seat, use) {
    const row = rowAt(state, use.row);
    assertInHand(state.seats[seat]!.hand, use.card);
    if (valueOf(use.card) !== lastValue(row)) doesNotFit(`${use.card} does not match the last value ${lastValue(row)}`);
  },
  candidates(state, seat) {
    const uses: UseOf<'twins'>[] = [];
    eachRow(state.slots, (row, slot) => {
      for (const card of state.seats[seat]!.hand) if (valueOf(card) === lastValue(row)) uses.push({ type: 'useCharacter', person: 'twins', row: slot, card });
    });
    return uses;
  },
  effect(draft, seat, use) {
    const s = draft.s;
    const row = s.slots[use.row]!;
    s.seats[seat]!.hand = without(s.seats[seat]!.hand, [use.card]);
    s.turn.progress++;
    discardCards(draft, seat, use.row, [...row[row.length - 1]!.cards, use.card]);
    truncateRow(draft, use.row, row.length - 1);
  },
};

const sweeper: Character<'sweeper'> = {
  person: 'sweeper',
  name: 'Street Sweeper',
  check(state, seat, use) {
    assertInHand(state.seats[seat]!.hand, use.card);
  },
  candidates(state, seat) {
    return state.seats[seat]!.hand.map((card) => ({ type: 'useCharacter', person: 'sweeper', card }));
  },
  effect(draft, seat, use) {
    const s = draft.s;
    s.seats[seat]!.hand = without(s.seats[seat]!.hand, [use.card]);
    s.turn.progress++;
    discardCards(draft, seat, null, [use.card]);
  },
};

/** Miller and Fortune Teller: no fields; they need a card on the own pile (`PILE_EMPTY`). */
function fromOwnPile<P extends 'miller' | 'seer'>(person: P, name: string, effect: (draft: ReihenDraft, seat: Seat) => void): Character<P> {
  return {
    person,
    name,
    check(state, seat) {
      assertPile(state.seats[seat]!.pile);
    },
    candidates(state, seat) {
      return state.seats[seat]!.pile.length > 0 ? [{ type: 'useCharacter', person } as UseOf<P>] : [];
    },
    effect,
  };
}

const miller = fromOwnPile('miller', 'Miller', (draft, seat) => {
  const s = draft.s;
  const pile = s.seats[seat]!.pile;
  s.seats[seat]!.pile = pile.slice(1);
  s.turn.progress++;
  discardCards(draft, seat, null, [pile[0]!]);
});

const archivist: Character<'archivist'> = {
  person: 'archivist',
  name: 'Archivist',
  check(state, seat, use) {
    assertInHand(state.seats[seat]!.hand, use.give);
    assertInDiscard(state, use.take);
  },
  candidates(state, seat, random) {
    // hand × discard can run to hundreds: draw pairs at random instead of listing them.
    const hand = state.seats[seat]!.hand;
    const discard = state.discard;
    const uses: UseOf<'archivist'>[] = [];
    if (hand.length === 0 || discard.length === 0) return uses;
    for (let i = 0; i < RANDOM_DRAWS; i++) {
      uses.push({ type: 'useCharacter', person: 'archivist', give: hand[random.int(hand.length)]!, take: discard[random.int(discard.length)]! });
    }
    return uses;
  },
  effect(draft, seat, use) {
    const s = draft.s;
    // Take first, then give: progress −1 + 1 (§6.2).
    s.discard = discardWithout(s.discard, use.take);
    s.seats[seat]!.hand = [...without(s.seats[seat]!.hand, [use.give]), use.take];
    discardCards(draft, seat, null, [use.give]);
  },
};

const scavenger: Character<'scavenger'> = {
  person: 'scavenger',
  name: 'Scavenger',
  check(state, _seat, use) {
    assertInDiscard(state, use.card);
    if (!fits(state.slots[use.row] ?? null, valueOf(use.card))) doesNotFit(`${use.card} does not continue slot ${use.row}`);
  },
  candidates(state) {
    const slots = state.slots;
    const uses: UseOf<'scavenger'>[] = [];
    for (const card of state.discard) {
      const value = valueOf(card);
      for (let slot = 0; slot < slots.length; slot++) if (fits(slots[slot] ?? null, value)) uses.push({ type: 'useCharacter', person: 'scavenger', card, row: slot });
    }
    return uses;
  },
  effect(draft, seat, use) {
    draft.s.discard = discardWithout(draft.s.discard, use.card);
    placeEntry(draft, seat, use.row, single(use.card, valueOf(use.card)), 'discard');
  },
};

/** §11 names PILE_EMPTY for the Miller, Seer, Trader and Gambler only: a refill that draws nothing changes nothing (R17). */
const quartermaster: Character<'quartermaster'> = {
  person: 'quartermaster',
  name: 'Quartermaster',
  check(state, seat) {
    const record = state.seats[seat]!;
    if (record.hand.length >= HAND_SIZE) violation('CHARACTER_NO_EFFECT', 'your hand is already full');
    if (record.pile.length === 0) violation('CHARACTER_NO_EFFECT', 'your pile is empty: there is nothing to draw');
  },
  candidates(state, seat) {
    const record = state.seats[seat]!;
    return record.pile.length > 0 && record.hand.length < HAND_SIZE ? [{ type: 'useCharacter', person: 'quartermaster' }] : [];
  },
  effect(draft, seat) {
    refill(draft, seat);
  },
};

const seer = fromOwnPile('seer', 'Fortune Teller', (draft, seat) => {
  const cards = draft.s.seats[seat]!.pile.slice(0, 3);
  draft.s.turn.pending = { kind: 'seer', cards };
  emitPrivate(draft, 'seerShown', { seat, count: cards.length }, [seat], { cards });
});

const trader: Character<'trader'> = {
  person: 'trader',
  name: 'Trader',
  check(state, seat, use) {
    assertAllInHand(state.seats[seat]!.hand, use.cards);
    assertPile(state.seats[seat]!.pile);
  },
  candidates(state, seat, random) {
    const record = state.seats[seat]!;
    const uses: UseOf<'trader'>[] = [];
    if (record.pile.length === 0 || record.hand.length === 0) return uses;
    for (let i = 0; i < RANDOM_DRAWS; i++) {
      const pool = random.shuffled(record.hand);
      uses.push({ type: 'useCharacter', person: 'trader', cards: pool.slice(0, 1 + random.int(Math.min(3, pool.length))) });
    }
    return uses;
  },
  effect(draft, seat, use) {
    putUnderPile(draft, seat, use.cards);
    drawCards(draft, seat, use.cards.length);
  },
};

const gambler: Character<'gambler'> = {
  person: 'gambler',
  name: 'Gambler',
  check(state, seat) {
    assertPile(state.seats[seat]!.pile);
  },
  candidates(state, seat) {
    const uses: UseOf<'gambler'>[] = [];
    if (state.seats[seat]!.pile.length > 0) for (let slot = 0; slot < state.slots.length; slot++) uses.push({ type: 'useCharacter', person: 'gambler', row: slot });
    return uses;
  },
  effect(draft, seat, use) {
    const s = draft.s;
    const pile = s.seats[seat]!.pile;
    const card = pile[0]!;
    const value = valueOf(card);
    const fitting = fits(s.slots[use.row] ?? null, value);
    s.seats[seat]!.pile = pile.slice(1);
    emit(draft, 'cardRevealed', { seat, card, fits: fitting });
    if (!fitting) {
      s.seats[seat]!.hand = [...s.seats[seat]!.hand, card];
      return;
    }
    s.turn.progress++;
    placeEntry(draft, seat, use.row, single(card, value), 'pile');
  },
};

const courier: Character<'courier'> = {
  person: 'courier',
  name: 'Courier',
  check(state, seat, use) {
    assertInHand(state.seats[seat]!.hand, use.card);
    assertTarget(state, seat, use.target);
  },
  candidates(state, seat) {
    const uses: UseOf<'courier'>[] = [];
    for (let target = 0; target < state.players; target++) {
      if (!isTarget(state, seat, target)) continue;
      for (const card of state.seats[seat]!.hand) uses.push({ type: 'useCharacter', person: 'courier', card, target });
    }
    return uses;
  },
  effect(draft, seat, use) {
    const seats = draft.s.seats;
    seats[seat]!.hand = without(seats[seat]!.hand, [use.card]);
    seats[use.target]!.pile = [...seats[use.target]!.pile, use.card];
  },
};

const smuggler: Character<'smuggler'> = {
  person: 'smuggler',
  name: 'Smuggler',
  check(state, seat, use) {
    assertTarget(state, seat, use.target);
    if (state.seats[use.target]!.hand.length === 0) violation('CHARACTER_NO_EFFECT', `seat ${use.target} holds no hand cards`);
  },
  candidates(state, seat) {
    const uses: UseOf<'smuggler'>[] = [];
    for (let target = 0; target < state.players; target++) {
      if (isTarget(state, seat, target) && state.seats[target]!.hand.length > 0) uses.push({ type: 'useCharacter', person: 'smuggler', target });
    }
    return uses;
  },
  effect(draft, seat, use) {
    draft.s.turn.pending = { kind: 'smuggler', target: use.target };
    emitPrivate(draft, 'targetHandShown', { seat, target: use.target }, [seat], { cards: canonical(draft.s.seats[use.target]!.hand) });
  },
};

const sprinter: Character<'sprinter'> = {
  person: 'sprinter',
  name: 'Sprinter',
  check() {},
  candidates() {
    return [{ type: 'useCharacter', person: 'sprinter' }];
  },
  effect(draft) {
    draft.s.turn.sprinter = true;
  },
};

const CHARACTERS: { readonly [P in Person]: Character<P> } = {
  builder,
  mason,
  acrobat,
  chameleon,
  mathematician,
  carpenter,
  wrecker,
  undertaker,
  twins,
  sweeper,
  miller,
  archivist,
  scavenger,
  quartermaster,
  seer,
  trader,
  gambler,
  courier,
  smuggler,
  sprinter,
};

export function characterOf<P extends Person>(person: P): Character<P> {
  return CHARACTERS[person];
}

/**
 * `characterUsed` with the move's public fields. Cards that travel face down stay with the user:
 * the Courier's card (R24) and the Trader's cards (§8, like an exchange).
 */
export function announceUse(draft: ReihenDraft, seat: Seat, use: UseCharacter): void {
  const { type: _type, ...fields } = use;
  if (fields.person === 'courier') {
    const { card, ...rest } = fields;
    return emitPrivate(draft, 'characterUsed', { seat, ...rest }, [seat], { card });
  }
  if (fields.person === 'trader') {
    const { cards, ...rest } = fields;
    return emitPrivate(draft, 'characterUsed', { seat, ...rest, count: cards.length }, [seat], { cards });
  }
  emit(draft, 'characterUsed', { seat, ...fields });
}

/** §6.1 / R16: the used card goes under the next playing seat's stack (own stack in solo). */
export function passOn(draft: ReihenDraft, seat: Seat, person: Person): void {
  const s = draft.s;
  const user = s.seats[seat]!;
  user.stack = user.stack.slice(1);
  const to = s.mode === 'solo' ? seat : (nextTakingTurns(s, seat) ?? seat);
  const receiver = s.seats[to]!;
  const wasEmpty = receiver.stack.length === 0;
  receiver.stack = [...receiver.stack, person];
  emit(draft, 'characterPassed', { person, from: seat, to });
  if (to !== seat && wasEmpty) emit(draft, 'characterRevealed', { seat: to, person });
  // R15: the next card is face up at once, usable from the next turn.
  if (user.stack.length > 0) emit(draft, 'characterRevealed', { seat, person: user.stack[0] });
}

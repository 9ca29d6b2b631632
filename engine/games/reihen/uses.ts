import type { Random, Seat } from '../../core/index.js';
import { HAND_SIZE, HIGHEST, valueOf } from './cards.js';
import type { UseCharacter } from './schema.js';
import type { ReihenState, Row } from './state.js';
import { firstValue, fits, isClosed, lastValue } from './table.js';

/** Candidate character uses for `legalMoves` (§6.2): every candidate passes the person's checks. */

/** Archivist and Trader candidates drawn at random (their full lists run to hundreds). */
const RANDOM_DRAWS = 3;

export function canUseCharacter(state: ReihenState, seat: Seat): boolean {
  return state.useCharacters && !state.turn.characterUsed && !state.turn.bonus && state.seats[seat]!.stack.length > 0;
}

/** Candidate uses of the seat's face-up person; every one passes the checks of §6. */
export function characterUses(state: ReihenState, seat: Seat, random: Random): UseCharacter[] {
  const record = state.seats[seat]!;
  const hand = record.hand;
  const slots = state.slots;
  const pileEmpty = record.pile.length === 0;
  const uses: UseCharacter[] = [];
  const rows = (each: (row: Row, slot: number) => void) => {
    for (let slot = 0; slot < slots.length; slot++) {
      const row = slots[slot];
      if (row !== null && row !== undefined) each(row, slot);
    }
  };
  switch (record.stack[0]!) {
    case 'builder':
      // From each fitting card, a chain downwards of random length through random copies.
      rows((row, slot) => {
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
      break;
    case 'mason':
      rows((row, slot) => {
        for (const card of hand) {
          const value = valueOf(card);
          if (value < lastValue(row) && !row.some((entry) => entry.value === value)) uses.push({ type: 'useCharacter', person: 'mason', row: slot, card });
        }
      });
      break;
    case 'acrobat':
      rows((row, slot) => {
        for (const card of hand) if (valueOf(card) >= lastValue(row) + 2) uses.push({ type: 'useCharacter', person: 'acrobat', row: slot, card });
      });
      break;
    case 'chameleon':
      rows((row, slot) => {
        if (isClosed(row)) return;
        for (const card of hand) uses.push({ type: 'useCharacter', person: 'chameleon', row: slot, card });
      });
      break;
    case 'mathematician':
      for (let i = 0; i < hand.length; i++) {
        for (let j = i + 1; j < hand.length; j++) {
          const sum = valueOf(hand[i]!) + valueOf(hand[j]!);
          for (let slot = 0; slot < slots.length; slot++) {
            const row = slots[slot] ?? null;
            if (sum <= HIGHEST && (row === null || sum === lastValue(row) + 1)) {
              const pair = random.int(2) === 0 ? [hand[i]!, hand[j]!] : [hand[j]!, hand[i]!];
              uses.push({ type: 'useCharacter', person: 'mathematician', row: slot, cards: pair });
            }
          }
        }
      }
      break;
    case 'carpenter':
      rows((source, from) =>
        rows((target, to) => {
          if (from === to) return;
          for (let index = 0; index < source.length; index++) {
            if (source[index]!.value > lastValue(target)) uses.push({ type: 'useCharacter', person: 'carpenter', from, index, to });
          }
        }),
      );
      break;
    case 'wrecker':
      rows((row, slot) => {
        for (let count = 1; count <= Math.min(3, row.length); count++) uses.push({ type: 'useCharacter', person: 'wrecker', row: slot, count });
      });
      break;
    case 'undertaker':
      rows((row, slot) => {
        if (isClosed(row)) uses.push({ type: 'useCharacter', person: 'undertaker', row: slot });
      });
      break;
    case 'twins':
      rows((row, slot) => {
        for (const card of hand) if (valueOf(card) === lastValue(row)) uses.push({ type: 'useCharacter', person: 'twins', row: slot, card });
      });
      break;
    case 'sweeper':
      for (const card of hand) uses.push({ type: 'useCharacter', person: 'sweeper', card });
      break;
    case 'miller':
      if (!pileEmpty) uses.push({ type: 'useCharacter', person: 'miller' });
      break;
    case 'archivist':
      // hand × discard can run to hundreds: draw pairs at random instead of listing them.
      if (hand.length > 0 && state.discard.length > 0) {
        for (let i = 0; i < RANDOM_DRAWS; i++) {
          uses.push({ type: 'useCharacter', person: 'archivist', give: hand[random.int(hand.length)]!, take: state.discard[random.int(state.discard.length)]! });
        }
      }
      break;
    case 'scavenger':
      for (const card of state.discard) {
        const value = valueOf(card);
        for (let slot = 0; slot < slots.length; slot++) if (fits(slots[slot] ?? null, value)) uses.push({ type: 'useCharacter', person: 'scavenger', card, row: slot });
      }
      break;
    case 'quartermaster':
      if (!pileEmpty && hand.length < HAND_SIZE) uses.push({ type: 'useCharacter', person: 'quartermaster' });
      break;
    case 'seer':
      if (!pileEmpty) uses.push({ type: 'useCharacter', person: 'seer' });
      break;
    case 'trader':
      if (!pileEmpty && hand.length > 0) {
        for (let i = 0; i < RANDOM_DRAWS; i++) {
          const pool = random.shuffled(hand);
          uses.push({ type: 'useCharacter', person: 'trader', cards: pool.slice(0, 1 + random.int(Math.min(3, pool.length))) });
        }
      }
      break;
    case 'gambler':
      if (!pileEmpty) for (let slot = 0; slot < slots.length; slot++) uses.push({ type: 'useCharacter', person: 'gambler', row: slot });
      break;
    case 'courier':
    case 'smuggler':
      for (let target = 0; target < state.players; target++) {
        if (target === seat || state.seats[target]!.status !== 'playing') continue;
        if (record.stack[0] === 'smuggler') {
          if (state.seats[target]!.hand.length > 0) uses.push({ type: 'useCharacter', person: 'smuggler', target });
        } else for (const card of hand) uses.push({ type: 'useCharacter', person: 'courier', card, target });
      }
      break;
    case 'sprinter':
      uses.push({ type: 'useCharacter', person: 'sprinter' });
      break;
  }
  return uses;
}

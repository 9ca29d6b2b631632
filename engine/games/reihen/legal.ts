import { Random, type Seat } from '../../core/index.js';
import { HIGHEST, canonical, valueOf, type Code } from './cards.js';
import { characterOf } from './characters.js';
import { REBUILD_LIMIT } from './rules.js';
import type { ReihenMove } from './schema.js';
import type { ReihenState } from './state.js';
import { fits, lastValue } from './table.js';

/**
 * Legal moves (README.md "Legal moves"): plays, `endTurn` and choices are listed in full;
 * rebuilds, character uses and exchanges, whose number grows fast (subsets of the hand, every
 * discard card, every split of every row), are sampled: every listed move is legal and every legal
 * move can be listed. The sampler is seeded from the move counter, so the list is a pure function
 * of the state and reveals nothing hidden. Markers and `resign` are optional and never listed.
 */
const MAX_CONTINUATIONS = 2;
const MAX_SPLITS = 1;
const MAX_USES = 3;

/** The active seat, until the game ends (§5.2). */
export function awaiting(state: ReihenState): Seat[] {
  return state.result === null ? [state.turn.seat] : [];
}

/** The common conditions of a character use (§6.1, R15, R25); the person's own are its `check`. */
function canUseCharacter(state: ReihenState, seat: Seat): boolean {
  return state.useCharacters && !state.turn.characterUsed && !state.turn.bonus && state.seats[seat]!.stack.length > 0;
}

export function legalMoves(state: ReihenState, seat: Seat): ReihenMove[] {
  if (state.result !== null || seat !== state.turn.seat) return [];
  const pending = state.turn.pending;
  if (pending !== null) {
    return pending.kind === 'seer' ? seerPicks(pending.cards) : swaps(state.seats[seat]!.hand, state.seats[pending.target]!.hand);
  }
  const sampler = samplerFor(state, seat);
  const moves: ReihenMove[] = [];
  addPlays(state, seat, moves);
  if (state.turn.rebuilds < REBUILD_LIMIT) addRebuilds(state, sampler, moves);
  if (canUseCharacter(state, seat)) sampleInto<ReihenMove>(moves, characterOf(state.seats[seat]!.stack[0]!).candidates(state, seat, sampler), MAX_USES, sampler);
  moves.push({ type: 'endTurn' });
  if (state.turn.progress === 0) addExchanges(state.seats[seat]!.hand, sampler, moves);
  return moves;
}

/** §9: a pending choice is made with the first offered cards; otherwise the turn ends. */
export function timeoutMove(state: ReihenState, seat: Seat): ReihenMove | null {
  if (state.result !== null || seat !== state.turn.seat) return null;
  const pending = state.turn.pending;
  if (pending === null) return { type: 'endTurn' };
  if (pending.kind === 'seer') return { type: 'seerPick', take: pending.cards[0]!, putBack: pending.cards.slice(1) };
  return { type: 'smugglerSwap', give: canonical(state.seats[seat]!.hand)[0]!, take: canonical(state.seats[pending.target]!.hand)[0]! };
}

function samplerFor(state: ReihenState, seat: Seat): Random {
  const random = new Random([state.ply ^ 0x9e3779b9, (seat + 1) * 0x85ebca6b, 0x243f6a88, 0xc2b2ae35]);
  for (let i = 0; i < 4; i++) random.nextUint32();
  return random;
}

/** Moves `k` uniformly chosen candidates (all when fewer) into `out`, in candidate order. */
function sampleInto<T>(out: T[], candidates: T[], k: number, random: Random): void {
  if (candidates.length <= k) {
    for (const candidate of candidates) out.push(candidate);
    return;
  }
  for (let i = 0; i < k; i++) {
    const j = i + random.int(candidates.length - i);
    const chosen = candidates[j]!;
    candidates[j] = candidates[i]!;
    out.push(chosen);
  }
}

function addPlays(state: ReihenState, seat: Seat, moves: ReihenMove[]): void {
  const slots = state.slots;
  for (const card of state.seats[seat]!.hand) {
    const value = valueOf(card);
    for (let row = 0; row < slots.length; row++) if (fits(slots[row] ?? null, value)) moves.push({ type: 'play', card, row });
  }
}

/** Rebuilds onto a row (few, sampled past a cap) and splits into an empty slot (sampled). */
function addRebuilds(state: ReihenState, random: Random, moves: ReihenMove[]): void {
  const slots = state.slots;
  const continuations: ReihenMove[] = [];
  let emptySlots = 0;
  let entries = 0;
  for (let to = 0; to < slots.length; to++) {
    const target = slots[to] ?? null;
    if (target === null) {
      emptySlots++;
      continue;
    }
    entries += target.length;
    const wanted = lastValue(target) + 1;
    if (wanted > HIGHEST) continue;
    for (let from = 0; from < slots.length; from++) {
      const source = slots[from] ?? null;
      if (from === to || source === null) continue;
      for (let index = 0; index < source.length; index++) {
        if (source[index]!.value === wanted) continuations.push({ type: 'move', from, index, to });
      }
    }
  }
  sampleInto(moves, continuations, MAX_CONTINUATIONS, random);
  if (emptySlots === 0 || entries === 0) return;
  let previous = -1;
  for (let i = 0; i < MAX_SPLITS; i++) {
    // The nth entry on the table, split off into the kth empty slot.
    let nth = random.int(entries);
    let kth = random.int(emptySlots);
    const pick = nth * 8 + kth;
    if (pick === previous) continue;
    previous = pick;
    let to = 0;
    while (slots[to] !== null || kth-- > 0) to++;
    for (let from = 0; from < slots.length; from++) {
      const source = slots[from] ?? null;
      if (source === null) continue;
      if (nth < source.length) {
        moves.push({ type: 'move', from, index: nth, to });
        break;
      }
      nth -= source.length;
    }
  }
}

function addExchanges(hand: readonly Code[], random: Random, moves: ReihenMove[]): void {
  if (hand.length === 0) return;
  moves.push({ type: 'exchange', cards: [hand[random.int(hand.length)]!] });
  if (hand.length < 2) return;
  // A random subset in random order (the order decides the pile order).
  const cards = random.shuffled(hand).slice(0, 2 + random.int(hand.length - 1));
  moves.push({ type: 'exchange', cards });
}

function seerPicks(shown: readonly Code[]): ReihenMove[] {
  const moves: ReihenMove[] = [];
  shown.forEach((take, i) => {
    const rest = shown.filter((_, j) => j !== i);
    moves.push({ type: 'seerPick', take, putBack: rest });
    if (rest.length === 2) moves.push({ type: 'seerPick', take, putBack: [rest[1]!, rest[0]!] });
  });
  return moves;
}

function swaps(own: readonly Code[], theirs: readonly Code[]): ReihenMove[] {
  const moves: ReihenMove[] = [];
  for (const give of own) for (const take of theirs) moves.push({ type: 'smugglerSwap', give, take });
  return moves;
}

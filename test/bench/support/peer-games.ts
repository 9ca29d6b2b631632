/**
 * The boardgame.io peer's games of The Game, played by our engine: the peer's seeds, deck
 * shuffle, seat order and random policy (its README, "The random policy"; src/rng.mjs and
 * src/policy.mjs), so that both benches time the same kind of game and their summaries can be
 * held side by side (the same digest formula over `moves,cardsLeft;` per game).
 *
 * The games are identical move for move only up to the first play that our rules refuse and the
 * peer's allow: a play after which the turn can no longer be finished is a DEAD_END here (R5),
 * while the peer plays it and loses at its next check. From there the list the policy picks from
 * differs, so the two digests differ and our games run somewhat longer.
 */
import type { AnyGame, MoveBase, Seat } from '../../../engine/index.js';
import { startGame } from '../../support/playout.js';

/** The peer's generator: mulberry32, a float in [0, 1) per call. */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Game g's deck as the peer shuffles it (seed 2g, Fisher–Yates from the last position), top first. */
export function peerDeck(game: number): number[] {
  const random = mulberry32(2 * game);
  const deck: number[] = [];
  for (let card = 2; card <= 99; card++) deck.push(card);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = held;
  }
  return deck;
}

/** Hand size by player count, as the peer's game.mjs has it (and our §4). */
export function peerHandSize(players: number): number {
  return players === 1 ? 8 : players === 2 ? 7 : 6;
}

/**
 * The peer deals one card at a time, seat 0 first; our setup deals blocks of h (R2). Stacking
 * each seat's round-robin cards as its block gives every seat the peer's hand and leaves the
 * draw pile in the peer's order.
 */
export function blockStackOf(deck: readonly number[], players: number, handSize: number): number[] {
  const blocks: number[] = [];
  for (let seat = 0; seat < players; seat++) {
    for (let round = 0; round < handSize; round++) blocks.push(deck[round * players + seat]!);
  }
  return blocks.concat(deck.slice(players * handSize));
}

export interface PeerGameResult {
  moves: number;
  cardsLeft: number;
  /** The game's last state. */
  final: unknown;
}

/**
 * The seat to act and its legal moves: the active seat, or in the opening (where our rules let
 * any seat open, R1) the peer's first seat, seat 0 — or, should seat 0 have no legal play there,
 * the next seat that has one (the peer would have lost at once; the games part there).
 */
function nextDecision(game: AnyGame, state: unknown): { seat: Seat; moves: MoveBase[] } | null {
  for (const seat of game.awaiting(state)) {
    const moves = game.legalMoves(state, seat) as MoveBase[];
    if (moves.length > 0) return { seat, moves };
  }
  return null;
}

/**
 * Plays the peer's game `index` (its `--seed` 0) to the end with the peer's policy: it takes
 * `moves[floor(rng() * n)]` of our legal moves, which come in the peer's canonical order (cards
 * ascending, piles up1, up2, down1, down2, then endTurn).
 */
export function playPeerGame(game: AnyGame, index: number, players: number): PeerGameResult {
  const policy = mulberry32(2 * index + 1);
  const stack = { deck: blockStackOf(peerDeck(index), players, peerHandSize(players)) };
  let state = startGame(game, { players, seed: `peer-${index}`, stack }).state;
  let moves = 0;
  for (let decision = nextDecision(game, state); decision !== null; decision = nextDecision(game, state)) {
    state = game.apply(state, decision.seat, decision.moves[Math.floor(policy() * decision.moves.length)]!).state;
    moves++;
  }
  const outcome = game.outcome(state);
  if (outcome === null) throw new Error(`peer game ${index}: no seat can move, yet the game has not ended`);
  return { moves, cardsLeft: outcome.scores[0]!, final: state };
}

/** The peer's digest: FNV-1a (32-bit) over `moves,cardsLeft;` of every game in index order. */
export function peerDigest(results: ReadonlyArray<Pick<PeerGameResult, 'moves' | 'cardsLeft'>>): string {
  let hash = 0x811c9dc5;
  for (const { moves, cardsLeft } of results) {
    for (const ch of `${moves},${cardsLeft};`) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

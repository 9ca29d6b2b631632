/**
 * The engine's only source of randomness: a seeded pseudo-random generator whose whole state
 * is four unsigned 32-bit integers, kept inside the game state as plain JSON. The same seed
 * always yields the same sequence, so a game replays exactly from its seed and moves.
 *
 * Algorithm: SFC32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean),
 * seeded from a string with the cyrb128 hash and warmed up by 15 outputs. It is fast and
 * well distributed; it is not cryptographic — the secrecy of a game's seed is what keeps a
 * shuffle unpredictable, and the platform publishes a commitment to that seed at start.
 */

/** The generator state as stored in a game state: four uint32 words. */
export type RandomState = [number, number, number, number];

/** cyrb128: a fast 128-bit string hash, used only to turn a seed string into a state. */
function cyrb128(text: string): RandomState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * `x % bound` for integers 0 ≤ x ≤ 2^32 and 1 ≤ bound ≤ 2^32. V8 computes `%` of numbers beyond
 * int32 with a library call (fmod), six times the cost of this; the quotient of two such
 * integers never rounds up to the next integer, so the floor is exact.
 */
function remainder(x: number, bound: number): number {
  return x - Math.floor(x / bound) * bound;
}

/**
 * A generator working on a private copy of a RandomState. Games create one from the state
 * they stored, draw from it, and store `random.state` back into the new game state.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: Readonly<RandomState>) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** A generator seeded from any string (the game's secret seed). */
  static fromSeed(seed: string): Random {
    const random = new Random(cyrb128(seed));
    for (let i = 0; i < 15; i++) random.nextUint32();
    return random;
  }

  /** A copy of the current state, to store in the game state (plain JSON). */
  get state(): RandomState {
    return [this.a, this.b, this.c, this.d];
  }

  /** The next uniformly distributed uint32. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, bound), without modulo bias (rejection sampling). */
  int(bound: number): number {
    if (!Number.isInteger(bound) || bound <= 0 || bound > TWO_POW_32) {
      throw new RangeError(`Random.int bound must be an integer in 1..2^32, got ${bound}`);
    }
    const limit = TWO_POW_32 - remainder(TWO_POW_32, bound);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return remainder(x, bound);
  }

  /** Shuffles `items` in place with Fisher–Yates (Durstenfeld) and returns it. */
  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const held = items[i]!;
      items[i] = items[j]!;
      items[j] = held;
    }
    return items;
  }

  /** A shuffled copy of `items`; the input is left as it is. */
  shuffled<T>(items: readonly T[]): T[] {
    // Spread, not slice: decks are frozen, and V8 (Node 20) slices a frozen array on a slow
    // path some 50× slower, which was a tenth of a The Game playout.
    return this.shuffleInPlace([...items]);
  }

  /** One element chosen uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick from an empty list');
    return items[this.int(items.length)]!;
  }
}

/** True when the generator moved between two states of a game: something was shuffled or drawn at random. */
export function randomAdvanced(before: RandomState, after: RandomState): boolean {
  return before.some((word, index) => word !== after[index]);
}

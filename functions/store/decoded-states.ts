/**
 * Decoded engine states by their exact stored bytes (and game type, which picks the dictionary),
 * newest use last, at most `capacity` of them. Bytes name their content, so an entry can never be
 * stale: a new version of a game is new bytes. A state read from here is shared by every reader,
 * so it is deep-frozen: a mutation throws instead of changing another request's game (the engine's
 * contract is that `apply`, `view` and the rest never mutate a state; test/engine checks it).
 */
export const DECODED_STATES_CAPACITY = 512;

interface Entry {
  json: string;
  /** Parsed on the first read; a state only written so far has its JSON alone. */
  state?: unknown;
}

export class DecodedStates {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = DECODED_STATES_CAPACITY) {}

  /** A state was just encoded to `encoded`: its JSON is what those bytes decode to. */
  written(type: string, encoded: Uint8Array, json: string): void {
    this.store(keyOf(type, encoded), { json });
  }

  /** The state `encoded` holds; `inflate` gives its JSON when it is not kept here. */
  read(type: string, encoded: Uint8Array, inflate: () => string): unknown {
    const key = keyOf(type, encoded);
    const entry = this.entries.get(key) ?? { json: inflate() };
    entry.state ??= deepFreeze(JSON.parse(entry.json) as unknown);
    this.store(key, entry);
    return entry.state;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

function keyOf(type: string, encoded: Uint8Array): string {
  return `${type}:${Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength).toString('base64')}`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

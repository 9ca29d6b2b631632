/**
 * The JSON text of encoded engine states by their exact stored bytes (and game type, which picks
 * the dictionary), newest use last, at most `capacity` of them. Bytes name their content, so an
 * entry can never be stale: a new version of a game is new bytes. Only the text is kept, and every
 * read parses its own copy: no two requests share a state object. (Keeping parsed, deep-frozen
 * states was measured and dropped: the engine ran 1.4–2.5× slower on frozen states, more than the
 * parse it saved.)
 */
export const DECODED_STATES_CAPACITY = 512;

export class DecodedStates {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity = DECODED_STATES_CAPACITY) {}

  /** A state was just encoded to `encoded`: `json` is what those bytes decode to. */
  written(type: string, encoded: Uint8Array, json: string): void {
    this.store(keyOf(type, encoded), json);
  }

  /** The JSON text `encoded` holds; `inflate` gives it when it is not kept here. */
  json(type: string, encoded: Uint8Array, inflate: () => string): string {
    const key = keyOf(type, encoded);
    const json = this.entries.get(key) ?? inflate();
    this.store(key, json);
    return json;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, json: string): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, json);
  }
}

function keyOf(type: string, encoded: Uint8Array): string {
  return `${type}:${Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength).toString('base64')}`;
}

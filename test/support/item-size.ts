/**
 * DynamoDB's item size, computed from a document-client item the way DynamoDB bills it:
 * attribute names plus values; strings by UTF-8 bytes, binaries by their bytes, numbers by about one byte per two
 * significant digits plus one, lists and maps 3 bytes plus 1 byte per element (plus the names of
 * map keys). Checked against the write units DynamoDB Local charges (test/store/item-size.test.ts).
 */
export function itemSize(item: Record<string, unknown>): number {
  let size = 0;
  for (const [name, value] of Object.entries(item)) if (value !== undefined) size += utf8(name) + valueSize(value);
  return size;
}

function valueSize(value: unknown): number {
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'number') return numberSize(value);
  if (typeof value === 'boolean' || value === null) return 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, element) => sum + 1 + valueSize(element), 0);
  if (typeof value === 'object') {
    let size = 3;
    for (const [key, inner] of Object.entries(value)) if (inner !== undefined) size += 1 + utf8(key) + valueSize(inner);
    return size;
  }
  throw new Error(`no DynamoDB size for ${typeof value}`);
}

function numberSize(value: number): number {
  const digits = Math.abs(value).toString().replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(digits.length, 1) / 2) + 1;
}

function utf8(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

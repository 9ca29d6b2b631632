/**
 * Plain JS values ↔ DynamoDB attribute values, as @aws-sdk/lib-dynamodb converts them with
 * `removeUndefinedValues`: strings S, numbers N (as text), booleans BOOL, null NULL, arrays L,
 * plain objects M, bytes (Uint8Array, Buffer) B in base64; undefined members of objects and
 * arrays are left out. Numbers read back as numbers (bigints beyond ±2^53, which only a bigint
 * can write), bytes as Uint8Array. Sets are read (as Set) but never written: the store writes none.
 */
export type AttributeValue =
  | { S: string }
  | { N: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { B: string }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

export type AttributeMap = Record<string, AttributeValue>;

export function marshall(value: unknown): AttributeValue {
  switch (typeof value) {
    case 'string':
      return { S: value };
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${value} cannot be stored in DynamoDB`);
      // Beyond ±2^53 a number has already lost digits: refused, as the SDK refuses it (use a bigint).
      if (Math.abs(value) > Number.MAX_SAFE_INTEGER) throw new RangeError(`${value} is beyond Number.MAX_SAFE_INTEGER: it cannot be stored exactly`);
      return { N: String(value) };
    case 'bigint':
      return { N: value.toString() };
    case 'boolean':
      return { BOOL: value };
    case 'object':
      if (value === null) return { NULL: true };
      if (Array.isArray(value)) return { L: value.filter((member) => member !== undefined).map(marshall) };
      if (value instanceof Uint8Array) return { B: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
      if (isPlainObject(value)) return { M: marshallItem(value) };
  }
  throw new TypeError(`a ${describe(value)} cannot be stored in DynamoDB`);
}

/** An item (or key, or expression values): each defined member marshalled. */
export function marshallItem(item: object): AttributeMap {
  const map: AttributeMap = {};
  for (const [name, member] of Object.entries(item)) if (member !== undefined) map[name] = marshall(member);
  return map;
}

export function unmarshall(value: AttributeValue): unknown {
  if ('S' in value) return value.S;
  if ('N' in value) return number(value.N);
  if ('BOOL' in value) return value.BOOL;
  if ('NULL' in value) return null;
  if ('B' in value) return bytes(value.B);
  if ('L' in value) return value.L.map(unmarshall);
  if ('M' in value) return unmarshallItem(value.M);
  if ('SS' in value) return new Set(value.SS);
  if ('NS' in value) return new Set(value.NS.map(Number));
  if ('BS' in value) return new Set(value.BS.map(bytes));
  throw new TypeError(`not an attribute value: ${Object.keys(value).join(', ')}`);
}

export function unmarshallItem(map: AttributeMap): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(map)) item[name] = unmarshall(member);
  return item;
}

/** A number, or a bigint when it lies beyond ±2^53 (as the SDK reads it), so no digit is lost. */
function number(text: string): number | bigint {
  const value = Number(text);
  if (Math.abs(value) <= Number.MAX_SAFE_INTEGER) return value;
  try {
    return BigInt(text);
  } catch {
    throw new RangeError(`${text} cannot be read exactly as a number`);
  }
}

/** A plain Uint8Array (not a Buffer), as the SDK gives bytes back. */
function bytes(base64: string): Uint8Array {
  const buffer = Buffer.from(base64, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function describe(value: unknown): string {
  return typeof value === 'object' ? (value?.constructor?.name ?? 'object') : typeof value;
}

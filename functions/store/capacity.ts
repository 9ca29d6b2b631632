/**
 * Consumed DynamoDB capacity of the request being served. Every table call asks for
 * ReturnConsumedCapacity TOTAL and records the units here; the API handler logs the sum per
 * request (and, on the local stack, returns it in a header), so tests and the latency
 * benchmark can report capacity units per move.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Capacity {
  read: number;
  write: number;
}

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const current = new AsyncLocalStorage<Capacity>();

/** Runs `work` with a fresh meter and returns its result together with the capacity it consumed. */
export async function meteredCapacity<T>(work: () => Promise<T>): Promise<{ result: T; capacity: Capacity }> {
  const capacity: Capacity = { read: 0, write: 0 };
  const result = await current.run(capacity, work);
  return { result, capacity };
}

/** Adds consumed units to the running request's meter (capacity used outside a request is not counted). */
export function recordCapacity(kind: keyof Capacity, consumed: ConsumedCapacityLike | ConsumedCapacityLike[] | undefined): void {
  const capacity = current.getStore();
  if (!capacity || !consumed) return;
  for (const entry of Array.isArray(consumed) ? consumed : [consumed]) {
    const units = entry.CapacityUnits ?? (kind === 'read' ? entry.ReadCapacityUnits : entry.WriteCapacityUnits) ?? 0;
    capacity[kind] += units;
  }
}

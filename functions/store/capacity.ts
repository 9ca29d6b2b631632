/**
 * Consumed DynamoDB capacity of the request being served. Every table call asks for
 * ReturnConsumedCapacity TOTAL; a Table given a meter (`Table.metered`) adds the units to it.
 * The API builds one meter per request and logs its sum (and, on the local stack, returns it in a
 * header), so tests and the latency benchmark can report capacity units per move.
 *
 * The meter is passed explicitly rather than found through AsyncLocalStorage: on Node 20 an
 * AsyncLocalStorage in use installs promise hooks for the whole process, which made every
 * awaited promise cost about twice as much.
 */
export interface Capacity {
  read: number;
  write: number;
}

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** The read and write units consumed through the tables that were given this meter. */
export class CapacityMeter implements Capacity {
  read = 0;
  write = 0;

  /** Adds the units of one call's ConsumedCapacity (one entry, or one per table). */
  add(kind: keyof Capacity, consumed: ConsumedCapacityLike | ConsumedCapacityLike[] | undefined): void {
    if (!consumed) return;
    for (const entry of Array.isArray(consumed) ? consumed : [consumed]) {
      this[kind] += entry.CapacityUnits ?? (kind === 'read' ? entry.ReadCapacityUnits : entry.WriteCapacityUnits) ?? 0;
    }
  }
}

/**
 * How long to wait before retrying a failed delivery: exponential (base, 2×base, 4×base, …),
 * capped. Used by the local delivery queue (milliseconds) and by the deliver Lambda to push a
 * failed SQS message's next receive out (seconds, via its visibility timeout).
 */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** The wait after the `failures`-th failed attempt (1 = after the first). */
export function retryDelayMs(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
}

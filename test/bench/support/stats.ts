/** Small figures helpers shared by the benches: nearest-rank percentiles and fixed-width numbers. */

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`;

export function mean(samples: readonly number[]): number {
  return samples.reduce((sum, value) => sum + value, 0) / samples.length;
}

/** This process's CPU ms (user + system) since `before`, a `process.cpuUsage()`. */
export function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Wall time of one awaited piece of work, in ms. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** How long a bench waits for DynamoDB Local to start: long, since a loaded machine makes the JVM slow to come up. */
export const BENCH_DYNAMODB_START_MS = 120_000;

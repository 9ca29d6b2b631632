/**
 * The delivery retry schedule shrunk for tests: the real table's first waits (30 s, 1 min, 2 min,
 * 5 min, …) scaled down 1 500 times (20 ms, 40 ms, 80 ms, 200 ms, …), cut to `attempts`.
 */
import { DELIVERY_RETRY_SCHEDULE, type RetrySchedule } from '../../functions/notify/deliver/retry-schedule.js';

export function quickSchedule(attempts: number): RetrySchedule {
  return { delaysMs: DELIVERY_RETRY_SCHEDULE.delaysMs.slice(0, attempts - 1).map((delay) => delay / 1_500), jitter: DELIVERY_RETRY_SCHEDULE.jitter };
}

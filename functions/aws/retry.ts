/**
 * Retries as the AWS SDK's standard mode: at most 3 attempts; a throttling error, a 5xx or a
 * connection fault is tried again after a capped exponential backoff with full jitter
 * (random × min(20 s, base × 2^retry), base 100 ms, 500 ms after throttling); anything else —
 * a 4xx such as a failed condition — is thrown at once. (The SDK's retry token bucket, which only
 * matters when most calls fail, is left out.)
 */
import { retryKind } from './errors.js';

export const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 100;
const THROTTLING_BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 20_000;

export async function withRetries<T>(attempt: () => Promise<T>, maxAttempts = MAX_ATTEMPTS): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const kind = retryKind(error);
      if (kind === null || retry + 1 >= maxAttempts) throw error;
      const base = kind === 'throttling' ? THROTTLING_BASE_DELAY_MS : BASE_DELAY_MS;
      await sleep(Math.random() * Math.min(MAX_DELAY_MS, base * 2 ** retry));
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}

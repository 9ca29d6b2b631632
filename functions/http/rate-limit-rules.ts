/**
 * The per-client rate limits, as plain data: the AWS WAF rate-based rules on the CloudFront
 * distribution (lib/rate-limits.ts) and the local stack's in-memory limiter (./rate-limiter.ts)
 * both read them, so `npm start` refuses what the deployed stack refuses. Change them here only.
 */

/** At most `limit` requests from one client in any `windowSeconds` (WAF's windows: 60, 120, 300 or 600 s). */
export interface RateRule {
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

export interface RateLimits {
  /** Every request of one client (one IP address). */
  perClient: RateRule;
  /** `POST /players` (sign-ups) of one client, counted on top of `perClient`. */
  signUps: RateRule;
}

/**
 * 1 500 per 5 minutes is 5 requests/s on average: a dozen browser tabs behind one address (a
 * household, a school's NAT) each polling a game every 3 s, or a bot playing a move every 0.4 s.
 * 20 sign-ups per 5 minutes lets a group register together but not a script fill the table.
 */
export const RATE_LIMITS: RateLimits = {
  perClient: { limit: 1500, windowSeconds: 300 },
  signUps: { limit: 20, windowSeconds: 300 },
};

/** Whether a request is a sign-up, the one the tighter rule counts. */
export const isSignUp = (method: string, path: string): boolean => method === 'POST' && path === '/players';

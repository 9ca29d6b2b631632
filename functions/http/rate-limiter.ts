/**
 * The local stack's per-client rate limits, in memory (on AWS, WAF applies the same rules at
 * CloudFront and nothing here runs): a sliding window per client and rule, as WAF's rate-based
 * rules count, so no request costs a database write. A refused request does not count.
 */
import { RateLimited } from '../errors.js';
import { isSignUp, type RateLimits, type RateRule } from './rate-limit-rules.js';
import type { ApiRequest } from './types.js';

export interface ClientRateLimits extends RateLimits {
  /**
   * Tests only: the request header that names the client instead of its address (every test
   * client connects from 127.0.0.1). Never set by `npm start`: any caller could send it.
   */
  clientHeader?: string;
}

/** Clients remembered at most; past it, those whose windows have emptied are forgotten first, then the oldest. */
const MAX_CLIENTS = 10_000;

/** Request times of each client within one rule's window. */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly rule: RateRule) {}

  /** Seconds until `client` may send again (0: it may now). */
  wait(client: string, now: number): number {
    const times = this.recent(client, now);
    if (times.length < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((times[0]! + this.rule.windowSeconds * 1000 - now) / 1000));
  }

  record(client: string, now: number): void {
    const times = this.recent(client, now);
    times.push(now);
    this.hits.delete(client); // re-inserted last: the Map's order is then least recently seen first
    this.hits.set(client, times);
    if (this.hits.size > MAX_CLIENTS) this.forget(now);
  }

  private recent(client: string, now: number): number[] {
    const times = this.hits.get(client) ?? [];
    const since = now - this.rule.windowSeconds * 1000;
    while (times.length > 0 && times[0]! <= since) times.shift();
    return times;
  }

  private forget(now: number): void {
    for (const client of this.hits.keys()) if (this.recent(client, now).length === 0) this.hits.delete(client);
    for (const client of this.hits.keys()) {
      if (this.hits.size <= MAX_CLIENTS) break;
      this.hits.delete(client);
    }
  }
}

export class RateLimiter {
  private readonly all: SlidingWindow;
  private readonly signUps: SlidingWindow;
  private readonly clientHeader: string | undefined;

  constructor(limits: ClientRateLimits) {
    this.all = new SlidingWindow(limits.perClient);
    this.signUps = new SlidingWindow(limits.signUps);
    this.clientHeader = limits.clientHeader?.toLowerCase();
  }

  /** Counts the request and returns null, or the 429 to answer (with the seconds to wait) and counts nothing. */
  refusal(req: ApiRequest, now = Date.now()): RateLimited | null {
    const client = (this.clientHeader && req.headers[this.clientHeader]) || (req.sourceIp ?? 'unknown');
    const signUp = isSignUp(req.method, req.path);
    const windows = signUp ? [this.all, this.signUps] : [this.all];
    const wait = Math.max(...windows.map((window) => window.wait(client, now)));
    if (wait === 0) {
      for (const window of windows) window.record(client, now);
      return null;
    }
    const what = signUp && this.signUps.wait(client, now) > 0 ? 'sign-ups' : 'requests';
    return new RateLimited(`too many ${what} from this client; retry in ${wait} s`, wait);
  }
}

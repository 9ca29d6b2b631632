/**
 * When a webhook that keeps failing is turned off. A receiver may be down for hours (a home
 * server, a bot being redeployed): that must not cost its owner the webhook, so the rule is one
 * of time, not of a burst of attempts. A webhook goes off once every attempt to it has failed
 * for WEBHOOK_OFF_AFTER.hours, with at least WEBHOOK_OFF_AFTER.failures attempts in that streak
 * and none that went through between. The retry schedule spans more than that (at least 25 h
 * 30 min, ./retry-schedule.ts), so a delivery never becomes a dead letter without its webhook
 * going off with it, unless another delivery got through meanwhile; and a receiver that
 * answers again within the day keeps it.
 */
import type { FailureStreak } from '../../store/webhook-failures.js';

export interface WebhookOffRule {
  /** Failed attempts in a row, at least. */
  failures: number;
  /** From the first of them to the latest, at least. */
  hours: number;
}

export const WEBHOOK_OFF_AFTER: WebhookOffRule = { failures: 10, hours: 24 };

/** True when a streak of failed attempts, the latest at `now`, turns the webhook off. */
export function webhookGoesOff(streak: FailureStreak, now: Date, rule: WebhookOffRule = WEBHOOK_OFF_AFTER): boolean {
  const since = Date.parse(streak.since);
  return streak.failures >= rule.failures && Number.isFinite(since) && now.getTime() - since >= rule.hours * 3_600_000;
}

/** The reason stored with the webhook and shown to its owner. */
export function webhookOffReason(streak: FailureStreak, lastError: string): string {
  return `every delivery failed since ${streak.since} (${streak.failures} attempts in a row; the last: ${lastError})`;
}

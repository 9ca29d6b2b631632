/**
 * The local stack's delivery queue (SQS and the deliver Lambda play this part on AWS). One FIFO
 * lane per player and channel (and push device): a lane delivers in order, one at a time, retrying its head on the
 * same retry schedule as AWS (over a day, jittered) unless the stack is given a shorter one, then
 * moving it to the dead letters, from which `redrive` (POST /dev/outbox/redrive) sends them again. Lanes run
 * concurrently and every webhook request has its own timeout, so a slow or failing endpoint
 * holds up its own lane only — never other players, never the game.
 */
import type { Logger } from '../../log.js';
import { attemptsOf, DELIVERY_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from '../deliver/retry-schedule.js';
import type { Delivery } from '../delivery.js';
import type { AttemptOutcome, Deliverer } from '../deliver/deliverer.js';
import type { Outbox, WebhookLogEntry } from './outbox.js';

export interface LocalQueueOptions {
  deliverer: Deliverer;
  outbox: Outbox;
  /** When to try a failed delivery again, and how often before it becomes a dead letter. @default DELIVERY_RETRY_SCHEDULE (as on AWS) */
  schedule?: RetrySchedule;
  log: Logger;
}

interface Lane {
  pending: Delivery[];
  running: boolean;
}

export class LocalDeliveryQueue {
  private readonly lanes = new Map<string, Lane>();
  private readonly stopping = new AbortController();
  private readonly idleWaiters: Array<() => void> = [];
  private readonly schedule: RetrySchedule;

  constructor(private readonly options: LocalQueueOptions) {
    this.schedule = options.schedule ?? DELIVERY_RETRY_SCHEDULE;
    options.outbox.redriveTo((deliveries) => this.enqueue(deliveries));
  }

  enqueue(deliveries: readonly Delivery[]): void {
    if (this.stopping.signal.aborted) return;
    for (const delivery of deliveries) {
      const key = `${delivery.channel} ${delivery.playerId} ${delivery.device ?? ''}`;
      const lane = this.lanes.get(key) ?? { pending: [], running: false };
      this.lanes.set(key, lane);
      // A stream record seen twice (at-least-once) queues the same delivery once while it waits.
      if (lane.pending.some((queued) => sameDelivery(queued, delivery))) continue;
      lane.pending.push(delivery);
      if (!lane.running) void this.run(key, lane);
    }
  }

  /** Resolves once every lane is empty (tests, and a graceful stop). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Aborts requests in flight and drops what waits; resolves when every lane has stopped. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const lane of this.lanes.values()) lane.pending.splice(1);
    await this.idle();
  }

  private isIdle(): boolean {
    return [...this.lanes.values()].every((lane) => !lane.running && lane.pending.length === 0);
  }

  private async run(key: string, lane: Lane): Promise<void> {
    lane.running = true;
    try {
      while (lane.pending.length > 0 && !this.stopping.signal.aborted) {
        await this.deliverWithRetries(lane.pending[0]!);
        lane.pending.shift();
      }
    } finally {
      if (this.stopping.signal.aborted) lane.pending.length = 0;
      lane.running = false;
      if (lane.pending.length === 0) this.lanes.delete(key);
      if (this.isIdle()) this.idleWaiters.splice(0).forEach((wake) => wake());
    }
  }

  private async deliverWithRetries(delivery: Delivery): Promise<void> {
    const signal = this.stopping.signal;
    const attempts = attemptsOf(this.schedule);
    let last: AttemptOutcome = { status: 'failed', detail: 'not attempted' };
    for (let attempt = 1; attempt <= attempts && !signal.aborted; attempt++) {
      last = await this.options.deliverer.attempt(delivery, signal).catch((error: unknown) => ({ status: 'failed' as const, detail: String(error) }));
      const done = last.status !== 'failed';
      const wait = done ? null : retryDelayMs(attempt, this.schedule);
      this.record(delivery, attempt, last, last.status === 'gone' ? 'gone' : done ? 'delivered' : wait === null ? 'dead' : 'pending');
      if (done) return;
      if (wait !== null) await sleep(wait, signal);
    }
    if (signal.aborted) return;
    this.options.outbox.deadLetter({ ...delivery, attempts, lastError: last.detail });
    this.options.log.error('delivery failed for good', { deliveryId: delivery.body.deliveryId, channel: delivery.channel, playerId: delivery.playerId, error: last.detail });
  }

  private record(delivery: Delivery, attempts: number, outcome: AttemptOutcome, status: WebhookLogEntry['status']): void {
    if ((delivery.channel !== 'webhook' && delivery.channel !== 'push') || outcome.target === undefined) return;
    const body = delivery.body;
    const { deliveryId, event } = body;
    const gameId = body.event === 'digest' ? '' : body.gameId;
    const attempt = { deliveryId, event, gameId, playerId: delivery.playerId, attempts, status };
    if (delivery.channel === 'webhook') {
      this.options.outbox.webhookAttempt({ ...attempt, url: outcome.target, ...(outcome.status === 'failed' ? { lastError: outcome.detail } : {}) });
      return;
    }
    // A push endpoint's path addresses the device: the log names its push service only.
    const origin = new URL(outcome.target).origin;
    const lastError = outcome.status === 'failed' ? { lastError: outcome.detail.replaceAll(outcome.target, origin) } : {};
    this.options.outbox.pushAttempt({ ...attempt, device: delivery.device ?? '', origin, ...lastError });
  }
}

function sameDelivery(a: Delivery, b: Delivery): boolean {
  return a.body.deliveryId === b.body.deliveryId && a.channel === b.channel && a.device === b.device;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((wake) => {
    if (signal.aborted) return wake();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      wake();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

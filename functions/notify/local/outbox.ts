/**
 * The local stack's outbox, read at GET /dev/outbox: the e-mails and SNS messages that would have
 * been sent, a log of webhook and Web Push deliveries (attempts, outcome), and the dead letters — deliveries
 * that kept failing, which `redrive` hands back to the delivery queue. In memory, newest last, the
 * last few hundred of each; dead letters beyond that are dropped but counted, never silently.
 */
import type { Delivery } from '../delivery.js';
import { plainDelivery } from '../deliver/sqs-receive.js';
import { mailHeaders, type EmailMessage, type EmailSender, type TopicMessage, type TopicPublisher } from '../deliver/senders.js';

export interface OutboxEmail extends EmailMessage {
  at: string;
  /** The headers SES would send besides its own (List-Unsubscribe, …). */
  headers: Record<string, string>;
}

export interface OutboxTopicMessage extends TopicMessage {
  at: string;
}

export interface WebhookLogEntry {
  deliveryId: string;
  event: string;
  gameId: string;
  playerId: string;
  url: string;
  attempts: number;
  /** `gone`: the receiver answered 410 Gone, and the webhook was turned off. */
  status: 'pending' | 'delivered' | 'gone' | 'dead';
  lastError?: string;
  updatedAt: string;
}

/**
 * One Web Push delivery to one device. Only the endpoint's origin is shown: its path is the
 * device's address at the push service, and its keys are never listed; the payload, encrypted to
 * the device, is not kept (its words: ../decide/messages.ts `pushMessageOf`).
 */
export interface PushLogEntry {
  deliveryId: string;
  event: string;
  gameId: string;
  playerId: string;
  /** The device's id (`notify.push.devices`), as GET /players/me lists it. */
  device: string;
  /** The push service, e.g. `https://fcm.googleapis.com`. */
  origin: string;
  attempts: number;
  /** `gone`: the push service answered 404 or 410 (or the keys were rotated), and the device was removed. */
  status: WebhookLogEntry['status'];
  lastError?: string;
  updatedAt: string;
}

/** A delivery that failed every attempt, as it was queued. */
export interface DeadLetter extends Delivery {
  attempts: number;
  lastError: string;
  at: string;
}

export interface OutboxContents {
  emails: OutboxEmail[];
  sns: OutboxTopicMessage[];
  webhooks: WebhookLogEntry[];
  pushes: PushLogEntry[];
  deadLetters: DeadLetter[];
  /** Dead letters dropped because the list was full (oldest first) since the stack started. */
  deadLettersDropped: number;
}

const KEEP = 500;

export class Outbox {
  private readonly emails: OutboxEmail[] = [];
  private readonly sns: OutboxTopicMessage[] = [];
  private readonly webhooks = new Map<string, WebhookLogEntry>();
  private readonly pushes = new Map<string, PushLogEntry>();
  private readonly deadLetters: DeadLetter[] = [];
  private deadLettersDropped = 0;
  private resend: ((deliveries: Delivery[]) => void) | null = null;

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** E-mails go here instead of SES. */
  readonly emailSender: EmailSender = {
    send: async (message) => void keep(this.emails, { ...message, headers: Object.fromEntries(mailHeaders(message).map((header) => [header.Name, header.Value])), at: this.now().toISOString() }),
  };

  /** SNS messages go here instead of the topic. */
  readonly topicPublisher: TopicPublisher = {
    publish: async (message) => void keep(this.sns, { ...message, at: this.now().toISOString() }),
  };

  /** Records a webhook attempt's outcome under its delivery id and URL (one entry per delivery and endpoint). */
  webhookAttempt(entry: Omit<WebhookLogEntry, 'updatedAt'>): void {
    this.logAttempt(this.webhooks, `${entry.deliveryId} ${entry.url}`, entry);
  }

  /** Records a push attempt's outcome under its delivery id and device (one entry per delivery and device). */
  pushAttempt(entry: Omit<PushLogEntry, 'updatedAt'>): void {
    this.logAttempt(this.pushes, `${entry.deliveryId} ${entry.device}`, entry);
  }

  /** The newest outcome of one delivery moves to the end; the oldest beyond KEEP is dropped. */
  private logAttempt<T extends { updatedAt: string }>(log: Map<string, T>, key: string, entry: Omit<T, 'updatedAt'>): void {
    log.delete(key);
    log.set(key, { ...entry, updatedAt: this.now().toISOString() } as T);
    if (log.size > KEEP) log.delete(log.keys().next().value!);
  }

  deadLetter(letter: Omit<DeadLetter, 'at'>): void {
    this.deadLettersDropped += keep(this.deadLetters, { ...letter, at: this.now().toISOString() });
  }

  /** Where `redrive` sends the dead letters (the local delivery queue registers itself). */
  redriveTo(resend: (deliveries: Delivery[]) => void): void {
    this.resend = resend;
  }

  /** Empties the dead letters into the delivery queue, each to be tried on the whole schedule again; returns how many. */
  redrive(): number {
    if (!this.resend) return 0;
    const letters = this.deadLetters.splice(0);
    this.resend(letters.map(plainDelivery));
    return letters.length;
  }

  contents(): OutboxContents {
    return { emails: [...this.emails], sns: [...this.sns], webhooks: [...this.webhooks.values()], pushes: [...this.pushes.values()], deadLetters: [...this.deadLetters], deadLettersDropped: this.deadLettersDropped };
  }
}

/** Appends `entry`, dropping the oldest beyond KEEP; returns how many were dropped. */
function keep<T>(list: T[], entry: T): number {
  list.push(entry);
  const over = Math.max(0, list.length - KEEP);
  list.splice(0, over);
  return over;
}

/**
 * The local stack's outbox, read at GET /dev/outbox: the e-mails and SNS messages that would have
 * been sent, a log of webhook deliveries (attempts, outcome), and the dead letters — deliveries
 * that kept failing. In memory, newest last, the last few hundred of each.
 */
import type { Channel, NotificationBody } from '../decide/fan-out.js';
import type { EmailMessage, EmailSender, TopicMessage, TopicPublisher } from '../deliver/senders.js';

export interface OutboxEmail extends EmailMessage {
  at: string;
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

export interface DeadLetter {
  channel: Channel;
  playerId: string;
  body: NotificationBody;
  attempts: number;
  lastError: string;
  at: string;
}

export interface OutboxContents {
  emails: OutboxEmail[];
  sns: OutboxTopicMessage[];
  webhooks: WebhookLogEntry[];
  deadLetters: DeadLetter[];
}

const KEEP = 500;

export class Outbox {
  private readonly emails: OutboxEmail[] = [];
  private readonly sns: OutboxTopicMessage[] = [];
  private readonly webhooks = new Map<string, WebhookLogEntry>();
  private readonly deadLetters: DeadLetter[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** E-mails go here instead of SES. */
  readonly emailSender: EmailSender = {
    send: async (message) => keep(this.emails, { ...message, at: this.now().toISOString() }),
  };

  /** SNS messages go here instead of the topic. */
  readonly topicPublisher: TopicPublisher = {
    publish: async (message) => keep(this.sns, { ...message, at: this.now().toISOString() }),
  };

  /** Records a webhook attempt's outcome under its delivery id and URL (one entry per delivery and endpoint). */
  webhookAttempt(entry: Omit<WebhookLogEntry, 'updatedAt'>): void {
    const key = `${entry.deliveryId} ${entry.url}`;
    this.webhooks.delete(key);
    this.webhooks.set(key, { ...entry, updatedAt: this.now().toISOString() });
    if (this.webhooks.size > KEEP) this.webhooks.delete(this.webhooks.keys().next().value!);
  }

  deadLetter(letter: Omit<DeadLetter, 'at'>): void {
    keep(this.deadLetters, { ...letter, at: this.now().toISOString() });
  }

  contents(): OutboxContents {
    return { emails: [...this.emails], sns: [...this.sns], webhooks: [...this.webhooks.values()], deadLetters: [...this.deadLetters] };
  }
}

function keep<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
}

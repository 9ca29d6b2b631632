/**
 * `npm run redrive` on AWS: moves the deliveries on the delivery dead-letter queue back to the
 * delivery queue, each to be tried on the whole retry schedule again (what the deliverer or SQS
 * added to a message — its attempt, due time, last error — is dropped). A message is deleted from
 * the dead letters only after the delivery queue accepted it, so an interrupted run loses
 * nothing (at worst a delivery is sent twice, with the same delivery id). Messages that are not
 * deliveries stay where they are, for a person to look at.
 */
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { deliveryFromMessage, plainDelivery } from './sqs-receive.js';

export interface RedriveOptions {
  sqs: SQSClient;
  /** The dead-letter queue's URL. */
  from: string;
  /** The delivery queue's URL. */
  to: string;
  /** Count what would move, move nothing. */
  dryRun?: boolean;
  /** Stop after this many deliveries. @default all */
  max?: number;
  /** Called after every batch with the totals so far. */
  progress?: (report: RedriveReport) => void;
}

export interface RedriveReport {
  moved: number;
  /** Left on the dead-letter queue: not a delivery. */
  malformed: number;
}

/** How long received messages stay hidden from other readers while this run handles them. */
const VISIBILITY_SECONDS = 120;

export async function redriveDeadLetters(options: RedriveOptions): Promise<RedriveReport> {
  const report: RedriveReport = { moved: 0, malformed: 0 };
  const max = options.max ?? Infinity;
  // A dry run deletes nothing, so it stops when it sees a message a second time.
  const seen = new Set<string>();
  while (report.moved < max) {
    const received = await options.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: options.from, MaxNumberOfMessages: Math.min(10, max - report.moved), WaitTimeSeconds: 1, VisibilityTimeout: VISIBILITY_SECONDS }),
    );
    const messages = (received.Messages ?? []).filter((message) => !seen.has(message.MessageId!));
    if (messages.length === 0) break;
    messages.forEach((message) => seen.add(message.MessageId!));
    const entries: Array<{ Id: string; MessageBody: string; ReceiptHandle: string }> = [];
    for (const [index, message] of messages.entries()) {
      const delivery = deliveryFromMessage(message.Body ?? '');
      if (!delivery) report.malformed++;
      else entries.push({ Id: String(index), MessageBody: JSON.stringify(plainDelivery(delivery)), ReceiptHandle: message.ReceiptHandle! });
    }
    if (options.dryRun) report.moved += entries.length;
    else if (entries.length > 0) report.moved += await move(options, entries);
    options.progress?.({ ...report });
  }
  return report;
}

/** Sends the batch to the delivery queue, then deletes from the dead letters what it accepted; returns how many moved. */
async function move(options: RedriveOptions, entries: Array<{ Id: string; MessageBody: string; ReceiptHandle: string }>): Promise<number> {
  const sent = await options.sqs.send(new SendMessageBatchCommand({ QueueUrl: options.to, Entries: entries.map(({ Id, MessageBody }) => ({ Id, MessageBody })) }));
  const accepted = new Set((sent.Successful ?? []).map((entry) => entry.Id));
  const done = entries.filter((entry) => accepted.has(entry.Id));
  if (done.length === 0) return 0;
  const deleted = await options.sqs.send(new DeleteMessageBatchCommand({ QueueUrl: options.from, Entries: done.map(({ Id, ReceiptHandle }) => ({ Id, ReceiptHandle })) }));
  if ((deleted.Failed ?? []).length > 0) throw new Error(`could not delete ${deleted.Failed!.length} redriven messages from the dead-letter queue; they may be sent twice`);
  return done.length;
}

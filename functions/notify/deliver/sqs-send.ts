/**
 * The AWS delivery queue: the notifier sends each delivery as one SQS message (batches of ten);
 * the deliver Lambda reads them. Message bodies carry no secrets (the deliverer reads the
 * player's channel settings itself).
 */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Delivery } from '../delivery.js';
import type { Dispatch } from '../decide/notifier.js';

const BATCH = 10;
const ATTEMPTS = 3;

export function sqsDispatch(sqs: SQSClient, queueUrl: string): Dispatch {
  return async (deliveries) => {
    const batches: Delivery[][] = [];
    for (let i = 0; i < deliveries.length; i += BATCH) batches.push(deliveries.slice(i, i + BATCH));
    await Promise.all(batches.map((batch) => sendBatch(sqs, queueUrl, batch)));
  };
}

async function sendBatch(sqs: SQSClient, queueUrl: string, batch: Delivery[]): Promise<void> {
  let pending = batch.map((delivery, index) => ({ Id: String(index), MessageBody: JSON.stringify(delivery) }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    const output = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }));
    const failed = new Set((output.Failed ?? []).map((entry) => entry.Id));
    pending = pending.filter((entry) => failed.has(entry.Id));
    if (pending.length > 0 && attempt === ATTEMPTS) {
      throw new Error(`SQS refused ${pending.length} deliveries: ${JSON.stringify(output.Failed)}`);
    }
  }
}


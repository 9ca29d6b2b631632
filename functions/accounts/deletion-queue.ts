/**
 * The account-deletion queue on AWS: a job (./account-deletion.ts) is one SQS message, read by
 * the deletion worker (functions/handlers/account-deletion.ts), which sends the continuation of
 * a job it could not finish in one run. The message names the player and the cursor only.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { DeletionJob } from './account-deletion.js';

/** Sends each job to `queueUrl`; without one (a misconfigured stack) every deletion is refused before anything is changed. */
export function sqsAccountDeletion(queueUrl: string | null, sqs?: SQSClient): (job: DeletionJob) => Promise<void> {
  let client = sqs;
  return async (job) => {
    if (!queueUrl) throw new Error('ACCOUNT_DELETION_QUEUE_URL is not set: account deletions cannot be queued');
    client ??= new SQSClient({});
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(job) }));
  };
}

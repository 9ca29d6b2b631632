import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Every turnpost queue: encrypted at rest (SQS-managed keys) and refusing requests without TLS. */
export const queueDefaults = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;

export interface WorkQueueProps {
  /** The timeout of the function the queue feeds. */
  readonly consumerTimeout: Duration;
  /** Receives before a message goes to the dead-letter queue. */
  readonly maxReceiveCount: number;
  readonly retentionPeriod: Duration;
}

/**
 * Dead letters are work not yet done (a notification, a bot's turn): a dead-letter queue outlives
 * the stack (`cdk destroy` keeps it, with its messages, for their 14 days), to be redriven.
 */
export const deadLetterDefaults = { ...queueDefaults, retentionPeriod: Duration.days(14), removalPolicy: RemovalPolicy.RETAIN } as const;

/**
 * A queue that feeds a Lambda function, and its dead-letter queue (kept 14 days, and kept when the stack goes), made in `scope`
 * under the ids given, so the template's logical ids stay those of the constructs that make them.
 */
export function workQueue(scope: Construct, ids: { queue: string; deadLetters: string }, props: WorkQueueProps): { queue: Queue; deadLetters: Queue } {
  const deadLetters = new Queue(scope, ids.deadLetters, deadLetterDefaults);
  const queue = new Queue(scope, ids.queue, {
    ...queueDefaults,
    // AWS's advice for a Lambda-fed queue: at least six times the function's timeout.
    visibilityTimeout: Duration.seconds(props.consumerTimeout.toSeconds() * 6),
    retentionPeriod: props.retentionPeriod,
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: props.maxReceiveCount },
  });
  return { queue, deadLetters };
}

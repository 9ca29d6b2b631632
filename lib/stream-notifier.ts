import { Duration } from 'aws-cdk-lib';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { TurnpostTable } from './turnpost-table.js';
import { handlerEntry } from './lambda-bundling.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface StreamNotifierProps {
  readonly table: TurnpostTable;
  /** Where the notifier puts each delivery. */
  readonly deliveryQueue: Queue;
  /** Where the records of a batch that failed every retry go. */
  readonly streamDeadLetters: Queue;
  /** Base URL for links in notifications (TURNPOST_PUBLIC_URL). */
  readonly publicUrl: string;
  readonly tracing?: boolean;
}

/**
 * The notifier function on the table's stream: game items of started games → deliveries on the
 * queue (functions/handlers/notifier.ts). It never calls an endpoint, so a slow receiver cannot
 * hold up the stream; a batch that keeps failing is bisected, retried, then dead-lettered.
 */
export class StreamNotifier extends TurnpostFunction {
  constructor(scope: Construct, id: string, props: StreamNotifierProps) {
    super(scope, id, {
      entry: handlerEntry('notifier'),
      description: 'turnpost notifier: table stream to deliveries on the queue',
      environment: {
        TABLE_NAME: props.table.tableName,
        TURNPOST_MODE: 'aws',
        TURNPOST_PUBLIC_URL: props.publicUrl,
        DELIVERY_QUEUE_URL: props.deliveryQueue.queueUrl,
      },
      timeout: Duration.seconds(30),
      tracing: props.tracing,
    });
    props.table.grantStreamRead(this);
    props.table.grantChannelReads(this);
    props.deliveryQueue.grantSendMessages(this);
    // Made beside this function (in `scope`), where it was before Notifications was split: a new
    // logical id would replace the mapping, which would then read a day of the stream again.
    new EventSourceMapping(scope, 'StreamSource', {
      target: this.handler,
      eventSourceArn: props.table.streamArn,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      // A failing batch is split in halves until the failing record stands alone, retried, then sent to the DLQ.
      bisectBatchOnError: true,
      retryAttempts: 5,
      // A reminder or "your turn" that is a day late is no longer worth sending.
      maxRecordAge: Duration.days(1),
      parallelizationFactor: 1,
      onFailure: new SqsDlq(props.streamDeadLetters),
      // Only game items of started games can make a notice: log, seat, player and idempotency
      // items, and games still waiting for players, never invoke the notifier. (A filter cannot
      // compare the old and new images; the notifier does that.)
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.or('INSERT', 'MODIFY'),
          dynamodb: {
            Keys: { sk: { S: FilterRule.isEqual('GAME') } },
            NewImage: { status: { S: FilterRule.or('active', 'finished') } },
          },
        }),
      ],
    });
  }
}

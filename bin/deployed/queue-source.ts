/**
 * An SQS queue read as Lambda's SQS event source mapping reads it: long polls of up to the batch
 * size, the batch handed to the function as an SQS event; the messages it succeeded with are
 * deleted, the ones it reports failed (ReportBatchItemFailures) — or the whole batch, when it
 * throws — stay and come back after their visibility timeout.
 */
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';

export interface QueueSourceSettings {
  queueUrl: string;
  queueArn: string;
  region: string;
  batchSize: number;
  reportBatchItemFailures: boolean;
  invoke(event: SQSEvent): Promise<unknown>;
}

export class QueueSource {
  private running = true;
  private readonly done: Promise<void>;

  constructor(
    private readonly client: SQSClient,
    private readonly settings: QueueSourceSettings,
  ) {
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const received = await this.client.send(
          new ReceiveMessageCommand({ QueueUrl: this.settings.queueUrl, MaxNumberOfMessages: this.settings.batchSize, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'], MessageAttributeNames: ['All'] }),
        );
        const messages = received.Messages ?? [];
        if (messages.length > 0 && this.running) await this.handOn(messages);
      } catch (error) {
        if (this.running) console.error(JSON.stringify({ level: 'error', message: 'queue source failure', queue: this.settings.queueUrl, detail: String(error) }));
        await new Promise((wake) => setTimeout(wake, 500));
      }
    }
  }

  private async handOn(messages: Message[]): Promise<void> {
    let failed: Set<string>;
    try {
      const answer = await this.settings.invoke({ Records: messages.map((message) => sqsRecord(message, this.settings)) });
      const failures = this.settings.reportBatchItemFailures ? ((answer as { batchItemFailures?: { itemIdentifier: string }[] } | null)?.batchItemFailures ?? []) : [];
      failed = new Set(failures.map((failure) => failure.itemIdentifier));
    } catch {
      return; // the whole batch comes back after its visibility timeout
    }
    const done = messages.filter((message) => !failed.has(message.MessageId!));
    if (done.length === 0) return;
    await this.client.send(new DeleteMessageBatchCommand({ QueueUrl: this.settings.queueUrl, Entries: done.map((message, at) => ({ Id: String(at), ReceiptHandle: message.ReceiptHandle! })) }));
  }
}

function sqsRecord(message: Message, settings: QueueSourceSettings): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'AIDALOCAL',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [name, { stringValue: value.StringValue, dataType: value.DataType ?? 'String', stringListValues: [], binaryListValues: [] }]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: settings.queueArn,
    awsRegion: settings.region,
  } as SQSRecord;
}

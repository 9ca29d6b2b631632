/**
 * SQS over the AWS JSON 1.0 protocol (`AmazonSQS.<Action>`), the four actions turnpost sends.
 * Each call carries its QueueUrl in the body and goes to the region's endpoint (or `endpoint`).
 */
import { AwsJsonClient } from './json.js';
import type { ServiceSettings } from './service.js';

export interface SqsMessageEntry {
  Id: string;
  MessageBody: string;
  DelaySeconds?: number;
}

export interface SqsBatchResult {
  Successful?: Array<{ Id: string; MessageId?: string }>;
  Failed?: Array<{ Id: string; Code?: string; Message?: string; SenderFault?: boolean }>;
}

export interface SqsMessage {
  MessageId?: string;
  ReceiptHandle?: string;
  Body?: string;
}

export class Sqs {
  readonly client: AwsJsonClient;

  constructor(settings: ServiceSettings) {
    this.client = new AwsJsonClient({ signingName: 'sqs', endpointPrefix: 'sqs', targetPrefix: 'AmazonSQS', jsonVersion: '1.0' }, settings);
  }

  sendMessage(input: { QueueUrl: string; MessageBody: string; DelaySeconds?: number }): Promise<{ MessageId?: string }> {
    return this.client.call('SendMessage', input);
  }

  sendMessageBatch(input: { QueueUrl: string; Entries: SqsMessageEntry[] }): Promise<SqsBatchResult> {
    return this.client.call('SendMessageBatch', input);
  }

  receiveMessage(input: { QueueUrl: string; MaxNumberOfMessages?: number; WaitTimeSeconds?: number; VisibilityTimeout?: number }): Promise<{ Messages?: SqsMessage[] }> {
    return this.client.call('ReceiveMessage', input);
  }

  deleteMessageBatch(input: { QueueUrl: string; Entries: Array<{ Id: string; ReceiptHandle: string }> }): Promise<SqsBatchResult> {
    return this.client.call('DeleteMessageBatch', input);
  }
}

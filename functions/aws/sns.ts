/** SNS Publish over the query protocol (the only SNS action turnpost sends). */
import { AwsQueryClient, xmlText } from './query.js';
import type { ServiceSettings } from './service.js';

export interface PublishInput {
  TopicArn: string;
  Subject?: string;
  Message: string;
  /** String attributes (what turnpost sends), by name. */
  MessageAttributes?: Record<string, string>;
}

export class Sns {
  readonly client: AwsQueryClient;

  constructor(settings: ServiceSettings) {
    this.client = new AwsQueryClient({ signingName: 'sns', endpointPrefix: 'sns' }, '2010-03-31', settings);
  }

  /** The published message's id. */
  async publish(input: PublishInput): Promise<{ MessageId: string | null }> {
    const parameters: Record<string, string> = { TopicArn: input.TopicArn, Message: input.Message };
    if (input.Subject !== undefined) parameters.Subject = input.Subject;
    Object.entries(input.MessageAttributes ?? {}).forEach(([name, value], i) => {
      const entry = `MessageAttributes.entry.${i + 1}`;
      parameters[`${entry}.Name`] = name;
      parameters[`${entry}.Value.DataType`] = 'String';
      parameters[`${entry}.Value.StringValue`] = value;
    });
    return { MessageId: xmlText(await this.client.call('Publish', parameters), 'MessageId') };
  }
}

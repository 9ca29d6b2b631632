/** SSM Parameter Store over the JSON protocol (1.1): the three calls the Web Push keys need. */
import { AwsJsonClient } from './json.js';
import type { ServiceSettings } from './service.js';

export class Ssm {
  readonly client: AwsJsonClient;

  constructor(settings: ServiceSettings) {
    this.client = new AwsJsonClient({ signingName: 'ssm', endpointPrefix: 'ssm', targetPrefix: 'AmazonSSM', jsonVersion: '1.1' }, settings);
  }

  getParameter(input: { Name: string; WithDecryption?: boolean }): Promise<{ Parameter?: { Value?: string } }> {
    return this.client.call('GetParameter', input);
  }

  putParameter(input: { Name: string; Value: string; Type: 'String' | 'SecureString'; Overwrite?: boolean; Description?: string }): Promise<{ Version?: number }> {
    return this.client.call('PutParameter', input);
  }

  deleteParameter(input: { Name: string }): Promise<Record<string, unknown>> {
    return this.client.call('DeleteParameter', input);
  }
}

/**
 * SES v2 SendEmail over REST-JSON: `POST /v2/email/outbound-emails` with a JSON body; a refusal
 * names itself in `x-amzn-errortype`. Signed as `ses`, sent to `email.<region>.amazonaws.com`.
 */
import { jsonRefusal } from './json.js';
import { AwsService, type ServiceSettings } from './service.js';

export interface SendEmailInput {
  FromEmailAddress: string;
  Destination: { ToAddresses: string[] };
  Content: {
    Simple: {
      Subject: { Data: string; Charset?: string };
      Body: { Text: { Data: string; Charset?: string } };
      Headers?: Array<{ Name: string; Value: string }>;
    };
  };
}

export class Ses {
  readonly service: AwsService;

  constructor(settings: ServiceSettings) {
    this.service = new AwsService({ signingName: 'ses', endpointPrefix: 'email' }, settings);
  }

  async sendEmail(input: SendEmailInput): Promise<{ MessageId?: string }> {
    const response = await this.service.send(
      { method: 'POST', path: '/v2/email/outbound-emails', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) },
      jsonRefusal,
    );
    return JSON.parse(response.body || '{}') as { MessageId?: string };
  }
}

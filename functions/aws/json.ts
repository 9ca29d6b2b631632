/**
 * The AWS JSON protocol (DynamoDB, DynamoDB Streams, SQS, SSM, …): every call a POST to `/` with
 * `X-Amz-Target: <prefix>.<Operation>` and a JSON body; a refusal is a JSON body whose `__type`
 * names the error. Generic over the service, e.g. SSM:
 * `new AwsJsonClient({ signingName: 'ssm', endpointPrefix: 'ssm', targetPrefix: 'AmazonSSM', jsonVersion: '1.1' }, { region })`
 * then `call('GetParameter', { Name, WithDecryption: true })`.
 */
import { AwsError, errorName } from './errors.js';
import type { HttpResponse } from './http.js';
import { AwsService, type ServiceIdentity, type ServiceSettings } from './service.js';

export interface JsonServiceIdentity extends ServiceIdentity {
  /** `DynamoDB_20120810`, `DynamoDBStreams_20120810`, `AmazonSQS`, `AmazonSSM`, … */
  targetPrefix: string;
  jsonVersion: '1.0' | '1.1';
}

export class AwsJsonClient {
  readonly service: AwsService;
  private readonly contentType: string;

  constructor(
    readonly identity: JsonServiceIdentity,
    settings: ServiceSettings,
  ) {
    this.service = new AwsService(identity, settings);
    this.contentType = `application/x-amz-json-${identity.jsonVersion}`;
  }

  /** Calls `operation` with `input` (the service's JSON shape); the answer's JSON, or an AwsError. */
  async call<Output = Record<string, unknown>>(operation: string, input: object): Promise<Output> {
    const response = await this.service.send(
      { method: 'POST', path: '/', headers: { 'content-type': this.contentType, 'x-amz-target': `${this.identity.targetPrefix}.${operation}` }, body: JSON.stringify(input) },
      jsonRefusal,
    );
    return (response.body ? JSON.parse(response.body) : {}) as Output;
  }
}

/** The error of a JSON (or REST-JSON) answer: `__type` or `x-amzn-errortype` names it, `message` says it. */
export function jsonRefusal(response: HttpResponse): AwsError {
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status is all there is.
  }
  const type = (body.__type as string | undefined) ?? response.headers['x-amzn-errortype'] ?? body.code;
  const name = typeof type === 'string' && type ? errorName(type) : `Http${response.status}`;
  const message = (body.message ?? body.Message ?? `AWS answered ${response.status}`) as string;
  const { __type: _type, message: _message, Message: _Message, ...fields } = body;
  return new AwsError(name, message, response.status, fields);
}

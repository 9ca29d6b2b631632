/**
 * The AWS client's protocols, retries and errors against a real HTTP server on 127.0.0.1 standing
 * in for AWS (no AWS is reachable from the tests): what goes over the wire (target, content type,
 * signature scope, form and JSON bodies), how answers and refusals are read, and which faults are
 * tried again — throttling, 5xx and a reset connection, up to 3 attempts — and which never are.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { environmentCredentials, localCredentials } from '../../functions/aws/credentials.js';
import { DynamoDb } from '../../functions/aws/dynamodb.js';
import { AwsError } from '../../functions/aws/errors.js';
import { AwsJsonClient } from '../../functions/aws/json.js';
import { regionalEndpoint } from '../../functions/aws/service.js';
import { Ses } from '../../functions/aws/ses.js';
import { Sns } from '../../functions/aws/sns.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the stand-in answers the n-th request (from 0); `reset` drops the connection unanswered. */
type Answer = { status: number; headers?: Record<string, string>; body: string } | 'reset';

let server: Server;
let endpoint: string;
let script: (n: number, request: Received) => Answer = () => ({ status: 200, body: '{}' });
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const answer = script(received.length, request);
      received.push(request);
      if (answer === 'reset') return void req.socket.destroy();
      res.writeHead(answer.status, answer.headers ?? { 'content-type': 'application/x-amz-json-1.0' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received.length = 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const settings = () => ({ region: 'eu-west-1', endpoint, credentials: localCredentials });
const dynamoError = (type: string, extra: object = {}): Answer => ({ status: 400, body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: `${type} happened`, ...extra }) });

describe('the JSON protocol', () => {
  it('calls any JSON service by target prefix and version, e.g. SSM (JSON 1.1), signed for that service', async () => {
    script = () => ({ status: 200, body: JSON.stringify({ Parameter: { Name: '/turnpost/vapid', Value: 'secret' } }) });
    const ssm = new AwsJsonClient({ signingName: 'ssm', endpointPrefix: 'ssm', targetPrefix: 'AmazonSSM', jsonVersion: '1.1' }, settings());
    const output = await ssm.call<{ Parameter: { Value: string } }>('GetParameter', { Name: '/turnpost/vapid', WithDecryption: true });
    expect(output.Parameter.Value).toBe('secret');
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/');
    expect(request!.headers['x-amz-target']).toBe('AmazonSSM.GetParameter');
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/eu-west-1\/ssm\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/);
    expect(JSON.parse(request!.body)).toEqual({ Name: '/turnpost/vapid', WithDecryption: true });
  });

  it('names a refusal by its __type and keeps its fields, never retrying a 4xx', async () => {
    script = () => dynamoError('ConditionalCheckFailedException');
    const dynamo = new DynamoDb(settings());
    const refusal = await dynamo.call('PutItem', { TableName: 't' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AwsError);
    expect(refusal).toMatchObject({ name: 'ConditionalCheckFailedException', message: 'ConditionalCheckFailedException happened', status: 400 });
    expect(received).toHaveLength(1);

    const reasons = [{ Code: 'ConditionalCheckFailed', Item: { version: { N: '7' } } }, { Code: 'None' }];
    script = () => dynamoError('TransactionCanceledException', { CancellationReasons: reasons });
    const cancelled = (await dynamo.call('TransactWriteItems', { TransactItems: [] }).catch((error: unknown) => error)) as AwsError;
    expect(cancelled.name).toBe('TransactionCanceledException');
    expect(cancelled.fields.CancellationReasons).toEqual(reasons);
    expect(received).toHaveLength(2);
  });

  it('retries throttling, a 5xx and a reset connection, up to 3 attempts in all', async () => {
    const dynamo = new DynamoDb(settings());
    script = (n) => (n === 0 ? dynamoError('ThrottlingException') : n === 1 ? { status: 503, body: '' } : { status: 200, body: '{"Item":{"pk":{"S":"a"}}}' });
    expect(await dynamo.call('GetItem', {})).toEqual({ Item: { pk: { S: 'a' } } });
    expect(received).toHaveLength(3);

    received.length = 0;
    script = (n) => (n === 0 ? 'reset' : { status: 200, body: '{}' });
    expect(await dynamo.call('GetItem', {})).toEqual({});
    expect(received).toHaveLength(2);

    received.length = 0;
    script = () => ({ status: 500, body: 'not JSON' });
    await expect(dynamo.call('GetItem', {})).rejects.toMatchObject({ name: 'Http500', status: 500 });
    expect(received).toHaveLength(3);
    // Each attempt is signed anew (its own date): the same request, sent three times.
    expect(new Set(received.map((request) => request.body))).toEqual(new Set(['{}']));
  });
});

describe('SNS (query protocol) and SES v2 (REST-JSON)', () => {
  it('publishes to SNS as a form, attributes flattened, and reads the MessageId from the XML answer', async () => {
    script = () => ({ status: 200, headers: { 'content-type': 'text/xml' }, body: '<PublishResponse><PublishResult><MessageId>m-1&amp;2</MessageId></PublishResult></PublishResponse>' });
    const sns = new Sns(settings());
    const output = await sns.publish({ TopicArn: 'arn:aws:sns:eu-west-1:123456789012:t', Subject: 'Your turn', Message: '{"a":"b c"}', MessageAttributes: { event: 'yourTurn', game: 'g1' } });
    expect(output.MessageId).toBe('m-1&2');
    const request = received[0]!;
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=utf-8');
    expect(request.headers.authorization).toContain('/eu-west-1/sns/aws4_request');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      TopicArn: 'arn:aws:sns:eu-west-1:123456789012:t',
      Subject: 'Your turn',
      Message: '{"a":"b c"}',
      'MessageAttributes.entry.1.Name': 'event',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'yourTurn',
      'MessageAttributes.entry.2.Name': 'game',
      'MessageAttributes.entry.2.Value.DataType': 'String',
      'MessageAttributes.entry.2.Value.StringValue': 'g1',
    });

    script = () => ({ status: 404, headers: { 'content-type': 'text/xml' }, body: '<ErrorResponse><Error><Type>Sender</Type><Code>NotFound</Code><Message>Topic does not exist</Message></Error></ErrorResponse>' });
    await expect(sns.publish({ TopicArn: 'x', Message: 'y' })).rejects.toMatchObject({ name: 'NotFound', message: 'Topic does not exist', status: 404 });
  });

  it('sends an e-mail through SES v2 as JSON to its REST path, and names a refusal from x-amzn-errortype', async () => {
    script = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"MessageId":"e-1"}' });
    const ses = new Ses(settings());
    const input = {
      FromEmailAddress: 'turns@example.com',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: { Simple: { Subject: { Data: 'Your turn' }, Body: { Text: { Data: 'Play' } } } },
    };
    expect(await ses.sendEmail(input)).toEqual({ MessageId: 'e-1' });
    expect(received[0]!.url).toBe('/v2/email/outbound-emails');
    expect(received[0]!.headers.authorization).toContain('/eu-west-1/ses/aws4_request');
    expect(JSON.parse(received[0]!.body)).toEqual(input);

    script = () => ({ status: 400, headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' }, body: '{"message":"Email address is not verified."}' });
    await expect(ses.sendEmail(input)).rejects.toMatchObject({ name: 'MessageRejected', message: 'Email address is not verified.' });
  });
});

describe('credentials and endpoints', () => {
  it('reads the credentials Lambda puts in the environment, and says so when they are missing', () => {
    const names = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
    const saved = names.map((name) => process.env[name]);
    try {
      Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
      expect(environmentCredentials()).toEqual({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
      delete process.env.AWS_SECRET_ACCESS_KEY;
      expect(() => environmentCredentials()).toThrow(/AWS_SECRET_ACCESS_KEY/);
    } finally {
      names.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
    }
  });

  it('sends to the region endpoint of each service', () => {
    expect(regionalEndpoint('dynamodb', 'eu-west-1')).toBe('https://dynamodb.eu-west-1.amazonaws.com');
    expect(regionalEndpoint('email', 'us-east-1')).toBe('https://email.us-east-1.amazonaws.com');
    expect(regionalEndpoint('sqs', 'cn-north-1')).toBe('https://sqs.cn-north-1.amazonaws.com.cn');
    expect(new DynamoDb({ region: 'eu-central-1' }).client.service.endpoint.href).toBe('https://dynamodb.eu-central-1.amazonaws.com/');
  });
});

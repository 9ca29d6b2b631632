/**
 * The VapidKeys custom resource (functions/notify/push/vapid-resource.ts) as CloudFormation drives
 * it, with the SDK's SSM client against an SSM stand-in on 127.0.0.1 (the AWS JSON protocol) and
 * CloudFormation's response URL served on 127.0.0.1 too: create stores a private key as a
 * SecureString and answers its public key; update keeps it; a new `Generation` rotates it; delete
 * removes it; a failure is answered FAILED with its reason (a deploy never hangs on it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSMClient } from '@aws-sdk/client-ssm';
import { LOCAL_CREDENTIALS } from '../../functions/store/client.js';
import { publicKeyOf } from '../../functions/notify/push/vapid-key-pair.js';
import { VapidParameter } from '../../functions/notify/push/vapid-parameter.js';
import { handleVapidKeysEvent, type CustomResourceEvent } from '../../functions/notify/push/vapid-resource.js';
import { readRequest, stopServer } from '../support/webhook-receiver.js';

const parameters = new Map<string, { value: string; type: string }>();
let failNext = false;
const answers: Array<{ headers: Record<string, string>; body: Record<string, unknown> }> = [];
let ssmServer: Server;
let cloudFormation: Server;
let ssm: SSMClient;
let responseUrl: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  ssmServer = createServer((req, res) =>
    readRequest(req, (headers, body) => {
      const action = (headers['x-amz-target'] ?? '').replace('AmazonSSM.', '');
      const input = JSON.parse(body.toString('utf8')) as { Name: string; Value?: string; Type?: string; WithDecryption?: boolean };
      const answer = (status: number, output: unknown) => res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(output));
      if (failNext) {
        failNext = false;
        return answer(400, { __type: 'AccessDeniedException', message: 'not allowed' });
      }
      const stored = parameters.get(input.Name);
      if (action === 'PutParameter') {
        parameters.set(input.Name, { value: input.Value!, type: input.Type! });
        return answer(200, { Version: 1 });
      }
      if (!stored) return answer(400, { __type: 'ParameterNotFound', message: 'no such parameter' });
      if (action === 'GetParameter') return answer(200, { Parameter: { Name: input.Name, Type: stored.type, Value: input.WithDecryption ? stored.value : 'encrypted' } });
      parameters.delete(input.Name);
      return answer(200, {});
    }),
  );
  ssm = new SSMClient({ region: 'eu-west-1', endpoint: await listen(ssmServer), credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  cloudFormation = createServer((req, res) =>
    readRequest(req, (headers, body) => {
      answers.push({ headers, body: JSON.parse(body.toString('utf8')) as Record<string, unknown> });
      res.writeHead(200).end();
    }),
  );
  responseUrl = `${await listen(cloudFormation)}/response?X-Amz-Signature=abc`;
});
afterAll(async () => {
  await stopServer(ssmServer);
  await stopServer(cloudFormation);
});

const NAME = '/turnpost/Test/vapid-private-key';

async function send(type: CustomResourceEvent['RequestType'], properties: { ParameterName: string; Generation?: string }, old?: { ParameterName: string; Generation?: string }) {
  const event: CustomResourceEvent = {
    RequestType: type,
    ResponseURL: responseUrl,
    StackId: 'arn:aws:cloudformation:eu-west-1:123456789012:stack/Test/1',
    RequestId: `request-${answers.length}`,
    LogicalResourceId: 'PushKeys',
    ...(type === 'Create' ? {} : { PhysicalResourceId: old?.ParameterName ?? properties.ParameterName }),
    ResourceProperties: properties,
    ...(old ? { OldResourceProperties: old } : {}),
  };
  await handleVapidKeysEvent(event, (name) => new VapidParameter(name, ssm));
  const answer = answers.at(-1)!;
  expect(answer.body).toMatchObject({ StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: 'PushKeys' });
  return answer;
}

describe('the VapidKeys custom resource', () => {
  it('creates, keeps, rotates and deletes the keys', async () => {
    const created = await send('Create', { ParameterName: NAME, Generation: '1' });
    expect(created.headers['content-type']).toBe('');
    expect(created.body).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: NAME });
    const stored = parameters.get(NAME)!;
    expect(stored.type).toBe('SecureString');
    const publicKey = (created.body.Data as { PublicKey: string }).PublicKey;
    expect(publicKeyOf(stored.value)).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const kept = await send('Update', { ParameterName: NAME, Generation: '1' }, { ParameterName: NAME, Generation: '1' });
    expect(kept.body).toMatchObject({ Status: 'SUCCESS', Data: { PublicKey: publicKey } });
    expect(parameters.get(NAME)!.value).toBe(stored.value);

    const rotated = await send('Update', { ParameterName: NAME, Generation: '2' }, { ParameterName: NAME, Generation: '1' });
    const rotatedKey = (rotated.body.Data as { PublicKey: string }).PublicKey;
    expect(rotatedKey).not.toBe(publicKey);
    expect(publicKeyOf(parameters.get(NAME)!.value)).toBe(rotatedKey);

    expect((await send('Delete', { ParameterName: NAME, Generation: '2' })).body).toMatchObject({ Status: 'SUCCESS' });
    expect(parameters.has(NAME)).toBe(false);
    // Deleting what is gone already (a create that failed before writing) succeeds too.
    expect((await send('Delete', { ParameterName: NAME, Generation: '2' })).body).toMatchObject({ Status: 'SUCCESS' });
  });

  it('answers FAILED with the reason when SSM refuses', async () => {
    failNext = true;
    const failed = await send('Create', { ParameterName: `${NAME}-2` });
    expect(failed.body).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('AccessDenied') });
    expect(parameters.has(`${NAME}-2`)).toBe(false);
  });
});

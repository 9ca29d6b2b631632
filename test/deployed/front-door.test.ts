/**
 * The front door over real HTTP: CloudFront's 403 for a method no behaviour allows, the origin's
 * custom headers on what reaches the API, and API Gateway's 30-second limit (shortened here)
 * answered 503 while the function is still running.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Origin } from '../../bin/deployed/cloudfront-distribution.js';
import { FrontDoor } from '../../bin/deployed/front-door.js';

const API_DOMAIN = 'abc123.execute-api.eu-central-1.amazonaws.com';
let server: Server;
let url: string;
const events: APIGatewayProxyEventV2[] = [];

beforeAll(async () => {
  const frontDoor = new FrontDoor({
    distribution: {
      logicalId: 'Distribution',
      behaviors: [
        { pathPattern: '/play/*', allowedMethods: ['GET', 'HEAD'], targetOriginId: 'files', viewerRequestFunction: null, responseHeadersPolicy: null },
        { pathPattern: '*', allowedMethods: ['GET', 'HEAD', 'POST'], targetOriginId: 'api', viewerRequestFunction: null, responseHeadersPolicy: null },
      ],
      origins: new Map<string, Origin>([
        ['files', { id: 'files', domainName: 'bucket.s3.eu-central-1.amazonaws.com', customHeaders: {}, kind: 's3' }],
        ['api', { id: 'api', domainName: API_DOMAIN, customHeaders: { 'x-origin-verify': 'from-the-template' }, kind: 'custom' }],
      ]),
    },
    domainName: '127.0.0.1',
    functions: new Map(),
    responseHeaders: new Map(),
    buckets: new Map([['bucket.s3.eu-central-1.amazonaws.com', new Map()]]),
    apis: new Map([[API_DOMAIN, { logicalId: 'Api', domainName: API_DOMAIN, apiId: 'abc123', stageName: '$default', routes: [{ routeKey: '$default', method: null, segments: null, functionLogicalId: 'Fn', payloadFormatVersion: '2.0' }] }]]),
    invoke: async (_fn, event) => {
      const request = event as APIGatewayProxyEventV2;
      events.push(request);
      // A function that outlives API Gateway's limit: its answer comes too late.
      if (request.rawPath === '/slow') await new Promise((wake) => setTimeout(wake, 3_000));
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: request.rawPath }) };
    },
    requestTimeoutMs: 500,
  });
  server = createServer(frontDoor.listener);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((closed) => server.close(() => closed()));
});

describe('the front door', () => {
  it('answers CloudFront\u2019s 403 to a method the behaviour does not allow, and a missing object as S3 through OAC does', async () => {
    const refused = await fetch(`${url}/play/index.html`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('The request could not be satisfied');
    expect((await fetch(`${url}/play/missing.js`)).status).toBe(403);
  });

  it('passes the viewer\u2019s request to the API with the origin\u2019s custom headers, the API\u2019s host and the body', async () => {
    const answer = await fetch(`${url}/players?x=1&x=2`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mine': 'yes' }, body: '{"name":"Al"}' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ path: '/players' });
    const event = events.at(-1)!;
    expect(event.headers).toMatchObject({ 'x-origin-verify': 'from-the-template', 'x-mine': 'yes', host: API_DOMAIN });
    expect(event).toMatchObject({ rawPath: '/players', rawQueryString: 'x=1&x=2', queryStringParameters: { x: '1,2' }, body: '{"name":"Al"}', isBase64Encoded: false, requestContext: { http: { method: 'POST' }, stage: '$default' } });
  });

  it('answers 503 when the function has not answered within API Gateway\u2019s limit', async () => {
    const started = Date.now();
    const answer = await fetch(`${url}/slow`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: 'Service Unavailable' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

/**
 * The local CloudFront: one HTTP server that routes each request as the template's distribution
 * does — the first cache behaviour whose path pattern matches, its allowed methods (anything else
 * is CloudFront's 403), its viewer-request function, then its origin: the web bucket's deployed
 * objects, or the HTTP API (origin custom headers added), whose route invokes the Lambda function
 * with API Gateway's payload-2.0 event, under API Gateway's 30-second limit.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { behaviorFor, type CacheBehavior, type DistributionShape, type Origin } from './cloudfront-distribution.js';
import { cloudFrontRequest, queryStringOf, type CloudFrontFunction, type CloudFrontRequest, type CloudFrontResponse } from './cloudfront-function.js';
import { routeFor, type HttpApiShape } from './http-api.js';
import type { BucketObject } from './web-bucket.js';

/** API Gateway's limit on an HTTP API integration; past it the caller gets 503. */
export const API_GATEWAY_TIMEOUT_MS = 30_000;
/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface FrontDoorSetup {
  distribution: DistributionShape;
  /** The distribution's host name as the template's stack sees it. */
  domainName: string;
  functions: ReadonlyMap<string, CloudFrontFunction>;
  /** Each response headers policy's headers, by logical id. */
  responseHeaders: ReadonlyMap<string, Record<string, string>>;
  /** The objects behind each S3 origin, by the origin's domain name. */
  buckets: ReadonlyMap<string, ReadonlyMap<string, BucketObject>>;
  /** The HTTP APIs, by domain name. */
  apis: ReadonlyMap<string, HttpApiShape>;
  invoke(functionLogicalId: string, event: unknown): Promise<unknown>;
  requestTimeoutMs?: number;
}

/** What the distribution does with a request before any origin is asked. */
export type Routing =
  | { kind: 'forbidden'; behavior: CacheBehavior }
  | { kind: 'function-response'; behavior: CacheBehavior; response: CloudFrontResponse }
  | { kind: 'origin'; behavior: CacheBehavior; origin: Origin; request: CloudFrontRequest };

export class FrontDoor {
  constructor(private readonly setup: FrontDoorSetup) {}

  /** The behaviour, its method check and its viewer-request function, as CloudFront runs them. */
  async route(method: string, url: URL, headers: Record<string, string | string[] | undefined>, viewerIp = '127.0.0.1'): Promise<Routing> {
    const behavior = behaviorFor(this.setup.distribution, url.pathname);
    if (!behavior.allowedMethods.includes(method)) return { kind: 'forbidden', behavior };
    let request = cloudFrontRequest(method, url, headers);
    if (behavior.viewerRequestFunction) {
      const fn = this.setup.functions.get(behavior.viewerRequestFunction);
      if (!fn) throw new Error(`the behaviour ${behavior.pathPattern} runs ${behavior.viewerRequestFunction}, which is not a CloudFront Function of the template`);
      const result = await fn.onViewerRequest(request, { domainName: this.setup.domainName, id: this.setup.distribution.logicalId }, viewerIp);
      if ('response' in result) return { kind: 'function-response', behavior, response: result.response };
      request = result.request;
    }
    const origin = this.setup.distribution.origins.get(behavior.targetOriginId);
    if (!origin) throw new Error(`the behaviour ${behavior.pathPattern} targets the unknown origin ${behavior.targetOriginId}`);
    return { kind: 'origin', behavior, origin, request };
  }

  /** The S3 object an origin request reads, or null (S3 answers 403 to a missing key when the reader may not list). */
  bucketObject(origin: Origin, request: CloudFrontRequest): BucketObject | null {
    return this.setup.buckets.get(origin.domainName)?.get(decodeURIComponent(request.uri.slice(1))) ?? null;
  }

  /** Every key of the bucket behind an S3 origin. */
  bucketKeys(origin: Origin): string[] {
    return [...(this.setup.buckets.get(origin.domainName)?.keys() ?? [])];
  }

  /** The HTTP API behind a custom origin. */
  apiOf(origin: Origin): HttpApiShape | null {
    return this.setup.apis.get(origin.domainName) ?? null;
  }

  /** The node:http request listener. */
  readonly listener = (req: IncomingMessage, res: ServerResponse): void => {
    this.answer(req, res).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', message: 'front door failure', detail: String(error) }));
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/html' });
      res.end(cloudFrontError(502, 'CloudFront wasn\u2019t able to connect to the origin.'));
    });
  };

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://front-door.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const routing = await this.route(method, url, req.headers, req.socket.remoteAddress ?? '127.0.0.1');
    if (routing.kind === 'forbidden') {
      req.resume();
      res.writeHead(403, { 'content-type': 'text/html', server: 'CloudFront', 'x-cache': 'Error from cloudfront' });
      res.end(cloudFrontError(403, 'This distribution is not configured to allow the HTTP request method that was used for this request. The distribution supports only cachable requests.'));
      return;
    }
    const policyHeaders = routing.behavior.responseHeadersPolicy ? (this.setup.responseHeaders.get(routing.behavior.responseHeadersPolicy) ?? {}) : {};
    if (routing.kind === 'function-response') {
      req.resume();
      const headers = Object.fromEntries(Object.entries(routing.response.headers ?? {}).map(([name, entry]) => [name, entry.value]));
      const body = routing.response.body;
      res.writeHead(routing.response.statusCode, { ...headers, ...policyHeaders });
      res.end(typeof body === 'object' ? Buffer.from(body.data, body.encoding === 'base64' ? 'base64' : 'utf8') : (body ?? ''));
      return;
    }
    if (routing.origin.kind === 's3') {
      req.resume();
      await this.answerFromBucket(routing.origin, routing.request, res, policyHeaders);
      return;
    }
    const body = await readBody(req);
    if (body === null) {
      res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Request Entity Too Large' }));
      return;
    }
    const result = await this.answerFromApi(routing.origin, routing.request, body, req);
    writeApiResult(res, result, policyHeaders);
  }

  private async answerFromBucket(origin: Origin, request: CloudFrontRequest, res: ServerResponse, policyHeaders: Record<string, string>): Promise<void> {
    const object = this.bucketObject(origin, request);
    if (!object) {
      res.writeHead(403, { 'content-type': 'application/xml', ...policyHeaders });
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      return;
    }
    const bytes = await readFile(object.file);
    res.writeHead(200, { 'content-type': object.contentType, 'content-length': bytes.length, ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}), ...policyHeaders });
    res.end(request.method === 'HEAD' ? undefined : bytes);
  }

  private async answerFromApi(origin: Origin, request: CloudFrontRequest, body: Buffer, req: IncomingMessage): Promise<APIGatewayProxyStructuredResultV2> {
    const api = this.apiOf(origin);
    if (!api) return { statusCode: 502, body: cloudFrontError(502, `The origin ${origin.domainName} is not stood up locally.`), headers: { 'content-type': 'text/html' } };
    const path = api.stageName === '$default' ? request.uri : request.uri.replace(new RegExp(`^/${api.stageName}(?=/|$)`), '');
    const matched = routeFor(api, request.method, path);
    if (!matched) return { statusCode: 404, body: JSON.stringify({ message: 'Not Found' }), headers: { 'content-type': 'application/json' } };
    const event = apiGatewayEvent(api, matched.route.routeKey, matched.pathParameters, request, origin, body, req);
    const limit = this.setup.requestTimeoutMs ?? API_GATEWAY_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limit)));
    try {
      const outcome = await Promise.race([this.setup.invoke(matched.route.functionLogicalId, event).then((result) => ({ result }), (error: unknown) => ({ error })), timedOut]);
      if (outcome === 'timeout') return { statusCode: 503, body: JSON.stringify({ message: 'Service Unavailable' }), headers: { 'content-type': 'application/json' } };
      if ('error' in outcome) return { statusCode: 500, body: JSON.stringify({ message: 'Internal Server Error' }), headers: { 'content-type': 'application/json' } };
      return structuredResult(outcome.result);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** API Gateway's payload-2.0 event for a request CloudFront forwarded (viewer headers except Host, plus the origin's custom headers). */
function apiGatewayEvent(api: HttpApiShape, routeKey: string, pathParameters: Record<string, string>, request: CloudFrontRequest, origin: Origin, body: Buffer, req: IncomingMessage): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, entry] of Object.entries(request.headers)) if (name !== 'host') headers[name] = (entry.multiValue ?? [entry]).map((item) => item.value).join(',');
  const cookies = Object.entries(request.cookies).map(([name, entry]) => `${name}=${entry.value}`);
  Object.assign(headers, origin.customHeaders, { host: api.domainName, via: '2.0 local.cloudfront.net (CloudFront)', 'x-amz-cf-id': randomUUID(), 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'https' });
  const rawQueryString = queryStringOf(request);
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) query[name] = name in query ? `${query[name]},${value}` : value;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: request.uri,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'anonymous',
      apiId: api.apiId,
      domainName: api.domainName,
      domainPrefix: api.apiId,
      http: { method: request.method, path: request.uri, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: api.stageName,
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...bodyOf(body, headers['content-type']),
  };
}

/** API Gateway passes text bodies as they are and base64-encodes the rest. */
function bodyOf(body: Buffer, contentType: string | undefined): { body?: string; isBase64Encoded: boolean } {
  if (body.length === 0) return { isBase64Encoded: false };
  const text = contentType === undefined || /^(text\/|application\/(json|xml|x-www-form-urlencoded|[\w.+-]+\+json))/i.test(contentType);
  return text ? { body: body.toString('utf8'), isBase64Encoded: false } : { body: body.toString('base64'), isBase64Encoded: true };
}

/** Payload 2.0: a result without a status code is a 200 with the result as JSON. */
function structuredResult(result: unknown): APIGatewayProxyStructuredResultV2 {
  if (result !== null && typeof result === 'object' && 'statusCode' in result) return result as APIGatewayProxyStructuredResultV2;
  return { statusCode: 200, body: JSON.stringify(result), headers: { 'content-type': 'application/json' } };
}

function writeApiResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2, policyHeaders: Record<string, string>): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined ? '' : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  res.writeHead(result.statusCode ?? 200, { ...headers, ...policyHeaders });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.destroy();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function cloudFrontError(status: number, detail: string): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n<HTML><HEAD><TITLE>ERROR: The request could not be satisfied</TITLE></HEAD><BODY>\n<H1>${status} ERROR</H1>\n<H2>The request could not be satisfied.</H2>\n<HR noshade size="1px">\n${detail}\n</BODY></HTML>\n`;
}

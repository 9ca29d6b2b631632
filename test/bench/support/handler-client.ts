/**
 * An ApiClient that calls the api Lambda's handler in this process instead of going over HTTP:
 * each request becomes an API Gateway payload-2.0 event, as Lambda hands it over, and every call
 * records the handler's wall time and this process's CPU time over it — what Lambda bills, before
 * the scaling to a function's share of a vCPU (cost.bench.ts).
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ApiClient, type ApiAnswer, type RequestOptions } from '../../support/api-client.js';
import { cpuMsSince } from './stats.js';

export type LambdaHttpHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export interface Invocation {
  route: string;
  wallMs: number;
  cpuMs: number;
}

export class HandlerClient extends ApiClient {
  readonly invocations: Invocation[] = [];

  constructor(private readonly handler: LambdaHttpHandler) {
    super('http://handler.invalid');
  }

  override async request<T = Record<string, unknown>>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const [rawPath, rawQuery = ''] = path.split('?');
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const now = new Date();
    const event = {
      version: '2.0',
      routeKey: '$default',
      rawPath: rawPath!,
      rawQueryString: rawQuery,
      headers,
      ...(rawQuery ? { queryStringParameters: Object.fromEntries(new URLSearchParams(rawQuery)) } : {}),
      requestContext: {
        accountId: 'bench',
        apiId: 'bench',
        domainName: 'bench.invalid',
        domainPrefix: 'bench',
        http: { method, path: rawPath!, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
        requestId: randomUUID(),
        routeKey: '$default',
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      ...(body === undefined ? {} : { body }),
      isBase64Encoded: false,
    } satisfies APIGatewayProxyEventV2;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await this.handler(event);
    const wallMs = performance.now() - started;
    this.invocations.push({ route: `${method} ${rawPath!.replace(/\/games\/[^/]+/, '/games/{id}')}`, wallMs, cpuMs: cpuMsSince(cpu) });
    const text = result.body ?? '';
    const answerHeaders = new Headers(Object.entries(result.headers ?? {}).map(([name, value]): [string, string] => [name, String(value)]));
    return { status: result.statusCode ?? 200, headers: answerHeaders, body: (text ? JSON.parse(text) : undefined) as T, text };
  }
}

/**
 * CloudFront Functions run from the template's own code in a fresh node:vm context, with the
 * cloudfront-js runtime's viewer-request event: the function returns the (possibly changed)
 * request, or a response CloudFront sends without asking any origin.
 */
import { randomUUID } from 'node:crypto';
import { Script, createContext } from 'node:vm';

export interface CloudFrontHeaders {
  [name: string]: { value: string; multiValue?: { value: string }[] };
}

export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: CloudFrontHeaders;
  cookies: Record<string, { value: string }>;
}

export interface CloudFrontResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: CloudFrontHeaders;
  body?: string | { data: string; encoding: 'text' | 'base64' };
}

export type ViewerRequestResult = { request: CloudFrontRequest } | { response: CloudFrontResponse };

/** The time CloudFront gives a function before it fails the request. */
const FUNCTION_TIMEOUT_MS = 1_000;

export class CloudFrontFunction {
  private readonly script: Script;

  constructor(
    readonly name: string,
    code: string,
  ) {
    this.script = new Script(`${code}\n;handler(event);`, { filename: `${name}.js` });
  }

  async onViewerRequest(request: CloudFrontRequest, distribution: { domainName: string; id: string }, viewerIp: string): Promise<ViewerRequestResult> {
    const event = {
      version: '1.0',
      context: { distributionDomainName: distribution.domainName, distributionId: distribution.id, eventType: 'viewer-request', requestId: randomUUID() },
      viewer: { ip: viewerIp },
      request: structuredClone(request),
    };
    const answer = (await this.script.runInContext(createContext({ event }), { timeout: FUNCTION_TIMEOUT_MS })) as Partial<CloudFrontRequest & CloudFrontResponse>;
    if (answer && typeof answer.statusCode === 'number') return { response: answer as CloudFrontResponse };
    if (answer && typeof answer.uri === 'string') return { request: answer as CloudFrontRequest };
    throw new Error(`the CloudFront Function ${this.name} returned neither a request nor a response`);
  }
}

/** The viewer's request in the function event's shape (header names lower-case, repeated values kept). */
export function cloudFrontRequest(method: string, url: URL, headers: Record<string, string | string[] | undefined>): CloudFrontRequest {
  const querystring: CloudFrontRequest['querystring'] = {};
  for (const [name, value] of url.searchParams) {
    const existing = querystring[name];
    if (existing) existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    else querystring[name] = { value };
  }
  const cfHeaders: CloudFrontHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'cookie') continue;
    const values = [value].flat();
    cfHeaders[name] = values.length > 1 ? { value: values[0]!, multiValue: values.map((item) => ({ value: item })) } : { value: values[0]! };
  }
  const cookies: CloudFrontRequest['cookies'] = {};
  for (const pair of [headers.cookie ?? []].flat().join(';').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = { value: pair.slice(at + 1).trim() };
  }
  return { method, uri: url.pathname, querystring, headers: cfHeaders, cookies };
}

/** The query string of a (possibly changed) function request, as CloudFront forwards it. */
export function queryStringOf(request: CloudFrontRequest): string {
  const parts: string[] = [];
  for (const [name, entry] of Object.entries(request.querystring)) {
    for (const { value } of entry.multiValue ?? [{ value: entry.value }]) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

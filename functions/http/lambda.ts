/** API Gateway HTTP API (payload format 2.0) ⇄ the API's own request and answer. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Api } from './app.js';
import type { ApiRequest, ApiResponse } from './types.js';

export function requestFromEvent(event: APIGatewayProxyEventV2): ApiRequest {
  const { stage, requestId, http } = event.requestContext;
  // With a named stage the path carries it as a prefix; routes are written without it.
  const prefix = stage && stage !== '$default' ? `/${stage}` : '';
  const path = prefix && event.rawPath.startsWith(`${prefix}/`) ? event.rawPath.slice(prefix.length) : event.rawPath;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = value;
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) if (value !== undefined) query[name] = value;
  const body = event.body === undefined ? null : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  return { method: http.method.toUpperCase(), path, params: {}, query, headers, body, requestId, sourceIp: http.sourceIp };
}

/** The answer as API Gateway sends it; to a HEAD request with the headers a GET gets and no body (RFC 9110). */
export function resultFromResponse(response: ApiResponse, head = false): APIGatewayProxyStructuredResultV2 {
  const hasBody = response.body !== undefined;
  return {
    statusCode: response.status,
    headers: { ...(hasBody ? { 'content-type': response.page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8' } : {}), ...response.headers },
    body: hasBody && !head ? (response.page ? String(response.body) : JSON.stringify(response.body)) : '',
    isBase64Encoded: false,
  };
}

/** A Lambda handler serving `api`. */
export function lambdaHandler(api: Api): (event: APIGatewayProxyEventV2, context?: Pick<Context, 'awsRequestId'>) => Promise<APIGatewayProxyStructuredResultV2> {
  return async (event, context) => {
    const request = requestFromEvent(event);
    if (context?.awsRequestId) request.invocationId = context.awsRequestId;
    return resultFromResponse(await api(request), request.method === 'HEAD');
  };
}

/** A request as the routes see it, independent of API Gateway's event shape. */
export interface ApiRequest {
  /** Upper case: GET, POST, … */
  method: string;
  /** The path without the stage prefix, e.g. /games/abc/moves. */
  path: string;
  /** Path parameters, filled by the router (e.g. { id }). */
  params: Record<string, string>;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The raw body (decoded from base64 where API Gateway encoded it), or null. */
  body: string | null;
  requestId: string;
  /** The Lambda invocation's own id (context.awsRequestId), where there is one. */
  invocationId?: string;
  /** The caller's IP address as API Gateway saw it (the local stack's per-client rate limits key on it); absent when a test calls the API directly. */
  sourceIp?: string;
}

/** An answer; `body` is serialized as JSON, but for a page (`page`: a string sent as it is, text/html). */
export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  page?: true;
}

export function json(status: number, body: unknown, headers?: Record<string, string>): ApiResponse {
  return headers ? { status, body, headers } : { status, body };
}

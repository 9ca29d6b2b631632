/**
 * API Gateway's limit on one request, for servers that stand in for it (the local stack, a
 * deployed-shape front door): an HTTP API integration that has not answered in 30 s is given up
 * and the client gets 503. With this, no request waits for ever on a handler that never settles.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpLambda = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway HTTP API's maximum integration timeout. */
export const API_GATEWAY_TIMEOUT_MS = 30_000;

/** The answer once the limit passed: the contract's error shape, naming no internals. */
export function deadlineAnswer(timeoutMs: number): APIGatewayProxyStructuredResultV2 {
  const seconds = timeoutMs / 1000;
  return {
    statusCode: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' },
    body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: `the server did not answer within ${seconds} s; try again` } }),
  };
}

/**
 * `handler`, answering 503 when it has not settled within `timeoutMs`. The handler's work is not
 * cancelled (nor is a Lambda's when API Gateway gives up): its late answer is dropped.
 */
export function withDeadline(handler: HttpLambda, timeoutMs: number = API_GATEWAY_TIMEOUT_MS): HttpLambda {
  return (event) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(deadlineAnswer(timeoutMs)), timeoutMs);
      handler(event).then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

import { RuleViolation, SetupError } from '../../engine/index.js';
import { MethodNotAllowed, RateLimited, ServiceError, type ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import { sourceMappedStack } from '../stack-traces.js';
import type { ErrorAnswer } from './schemas.js';
import type { ApiResponse } from './types.js';

/**
 * The one place where errors become answers: typed errors keep their status and code; engine
 * errors map to 422 (rule violation) and 400 (setup); anything else is a 500 that names the
 * request id, is logged with its stack (source-mapped in a bundle), and never shows it.
 */
export function errorResponse(error: unknown, requestId: string, log: Logger): ApiResponse {
  const typed = typedErrorResponse(error);
  if (typed) return typed;
  const fault = error instanceof Error ? error : new Error(String(error));
  log.error('unhandled error', { requestId, error: fault.name, detail: fault.message, stack: sourceMappedStack(fault.stack) });
  return answer(500, 'INTERNAL', 'internal error', { requestId });
}

/** The answer of a typed error (the service's own, or the engine's); null for anything else. */
export function typedErrorResponse(error: unknown): ApiResponse | null {
  if (error instanceof ServiceError) {
    return answer(error.status, error.code, error.message, error.details, errorHeaders(error));
  }
  if (error instanceof RuleViolation) {
    return answer(422, 'RULE_VIOLATION', error.message, { code: error.code, index: 0 });
  }
  if (error instanceof SetupError) {
    return answer(400, 'VALIDATION', error.message, { code: error.code });
  }
  return null;
}

/** The headers an error's status calls for: when to retry (429), which methods the path has (405). */
function errorHeaders(error: ServiceError): Record<string, string> | undefined {
  if (error instanceof RateLimited) return { 'retry-after': String(error.retryAfterSeconds) };
  if (error instanceof MethodNotAllowed) return { allow: error.allow.join(', ') };
  return undefined;
}

function answer(
  status: number,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): ApiResponse {
  const body: ErrorAnswer = { error: details ? { code, message, details } : { code, message } };
  return headers ? { status, body, headers } : { status, body };
}

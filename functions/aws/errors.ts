/**
 * A refusal from an AWS service, by the name the service gives it (`__type`, `x-amzn-errortype`
 * or the XML `Code`, namespace stripped): `ConditionalCheckFailedException`,
 * `TransactionCanceledException`, `ThrottlingException`, … `fields` holds the rest of the answer
 * (a cancelled transaction's `CancellationReasons`, say).
 */
export class AwsError extends Error {
  constructor(
    name: string,
    message: string,
    /** The HTTP status of the answer. */
    readonly status: number,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = name;
  }
}

/**
 * Error names the SDK's standard retry mode treats as throttling (retried with a longer base
 * delay), as @smithy/service-error-classification lists them, plus DynamoDB's cancellation code.
 */
export const THROTTLING_ERRORS: ReadonlySet<string> = new Set([
  'BandwidthLimitExceeded',
  'EC2ThrottledException',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);

/** Errors the SDK retries as transient: timeouts named by the service. */
const TRANSIENT_ERRORS: ReadonlySet<string> = new Set(['RequestTimeout', 'RequestTimeoutException', 'TimeoutError']);

/** Connection faults worth another attempt (the SDK's NODEJS_NETWORK_ERROR_CODES and timeouts). */
const CONNECTION_FAULTS: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/** How a failed attempt may be retried: 'throttling' and 'transient' may, null may not (a 4xx such as a failed condition). */
export function retryKind(error: unknown): 'throttling' | 'transient' | null {
  if (error instanceof AwsError) {
    if (THROTTLING_ERRORS.has(error.name) || error.status === 429) return 'throttling';
    if (TRANSIENT_ERRORS.has(error.name) || [500, 502, 503, 504].includes(error.status)) return 'transient';
    return null;
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code !== undefined && CONNECTION_FAULTS.has(code) ? 'transient' : null;
}

/** The name after the namespace and before any `:` detail: `com.amazonaws.dynamodb.v20120810#ThrottlingException` → `ThrottlingException`. */
export function errorName(raw: string): string {
  return raw.slice(raw.lastIndexOf('#') + 1).split(':')[0]!.trim();
}

/**
 * The service's typed errors. Each carries its HTTP status and contract code; they are turned
 * into the `{ error: { code, message, details? } }` answer in exactly one place
 * (functions/http/error-response.ts). Engine errors (RuleViolation, SetupError) are mapped there too.
 */
/** Every error code of the contract. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'VERSION_CONFLICT',
  'PLAYER_CHANGED',
  'TOO_MANY_OPEN_GAMES',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RULE_VIOLATION',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'PUSH_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export abstract class ServiceError extends Error {
  abstract readonly status: number;
  abstract readonly code: ErrorCode;
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 400: malformed JSON, wrong shape, unknown fields, a setup the game refuses. */
export class ValidationError extends ServiceError {
  override readonly name = 'ValidationError';
  readonly status = 400;
  readonly code = 'VALIDATION' as const;
}

/** 401: missing or wrong token. */
export class Unauthenticated extends ServiceError {
  override readonly name = 'Unauthenticated';
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED' as const;
}

/** 403: not seated in this game, wrong invite code, no free seat. */
export class Forbidden extends ServiceError {
  override readonly name = 'Forbidden';
  readonly status = 403;
  readonly code = 'FORBIDDEN' as const;
}

/** 404: unknown game, player or route. */
export class NotFound extends ServiceError {
  override readonly name = 'NotFound';
  readonly status = 404;
  readonly code = 'NOT_FOUND' as const;
}

/** 405: the path exists, but not with this method; `allow` lists the methods it has (the `Allow` header). */
export class MethodNotAllowed extends ServiceError {
  override readonly name = 'MethodNotAllowed';
  readonly status = 405;
  readonly code = 'METHOD_NOT_ALLOWED' as const;
  constructor(readonly allow: readonly string[]) {
    super('this path does not take this method', { allow: [...allow] });
  }
}

/** 409: the client's `version` is stale; `details.version` is the current one. */
export class VersionConflict extends ServiceError {
  override readonly name = 'VersionConflict';
  readonly status = 409;
  readonly code = 'VERSION_CONFLICT' as const;
  constructor(readonly currentVersion: number) {
    super(`the game is at version ${currentVersion}`, { version: currentVersion });
  }
}

/** 409: the player's profile kept changing under a PATCH (other changes of it landed each time it was read); sending it again applies it to the newest. */
export class PlayerChanged extends ServiceError {
  override readonly name = 'PlayerChanged';
  readonly status = 409;
  readonly code = 'PLAYER_CHANGED' as const;
  constructor() {
    super('the player changed meanwhile, again and again; send the change again');
  }
}

/** 403: the player already holds a seat in the most waiting and running games one may (`details.limit`); one must end first. */
export class TooManyOpenGames extends ServiceError {
  override readonly name = 'TooManyOpenGames';
  readonly status = 403;
  readonly code = 'TOO_MANY_OPEN_GAMES' as const;
  constructor(limit: number) {
    super(`you already play ${limit} games that are waiting or running, the most one player may: finish, leave or cancel one first`, { limit });
  }
}

/** 413: the request body is over the limit. */
export class PayloadTooLarge extends ServiceError {
  override readonly name = 'PayloadTooLarge';
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
}

/** 415: a body that is not declared as JSON (`content-type: application/json`). */
export class UnsupportedMediaType extends ServiceError {
  override readonly name = 'UnsupportedMediaType';
  readonly status = 415;
  readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const;
}

/**
 * 422: a well-formed move the rules forbid. `index` is the failing move's place in the batch
 * (0 for single actions such as a resignation); `more` adds what the player needs to ask again
 * (such as how many moves could be taken back).
 */
export class MoveRejected extends ServiceError {
  override readonly name = 'MoveRejected';
  readonly status = 422;
  readonly code = 'RULE_VIOLATION' as const;
  constructor(ruleCode: string, message: string, index: number, more: Record<string, number> = {}) {
    super(message, { ...more, code: ruleCode, index });
  }
}

/** 429: DynamoDB (or anything downstream) is throttling; the client should retry later. */
export class RateLimited extends ServiceError {
  override readonly name = 'RateLimited';
  readonly status = 429;
  readonly code = 'RATE_LIMITED' as const;
  constructor(
    message = 'too many requests, retry shortly',
    readonly retryAfterSeconds = 1,
    details?: Record<string, unknown>,
  ) {
    super(message, details);
  }
}

/** 503: something the service needs (the table) does not answer; the check that found it says which. */
export class Unavailable extends ServiceError {
  override readonly name = 'Unavailable';
  readonly status = 503;
  readonly code = 'UNAVAILABLE' as const;
}

/** 503: this deployment has no VAPID keys, so no Web Push (GET /push/public-key). */
export class PushUnavailable extends ServiceError {
  override readonly name = 'PushUnavailable';
  readonly status = 503;
  readonly code = 'PUSH_UNAVAILABLE' as const;
}

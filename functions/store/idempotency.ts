/**
 * Idempotency-Key answers: the key's scope (one player, one game), the stored first answer (its
 * item, its 24 h lifetime) and its replay. A keyed change stores its answer in the same
 * transaction as the change (./games.ts), so every repeat — later, concurrent, or after the game
 * moved on — gets that first answer. The header itself is the HTTP layer's (../http/idempotency-key.ts).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { ValidationError } from '../errors.js';
import { idempotencyKey } from './keys.js';
import type { Item, TransactItem } from './table.js';

/** Idempotency answers are kept a day (DynamoDB's TTL removes them later; reads ignore expired ones). */
const ANSWER_TTL_SECONDS = 24 * 3600;

/** The first answer to an Idempotency-Key, replayed for every repeat of the request. */
export interface StoredAnswer {
  status: number;
  body?: unknown;
}

export interface IdempotentRequest {
  playerId: string;
  key: string;
  /** SHA-256 of the request, so a key reused for a different request is refused. */
  fingerprint: string;
}

export interface ReplayedAnswer extends StoredAnswer {
  fingerprint: string;
}

/** What a keyed commit writes beside the change: the answer to store, and when. */
export type AnswerToStore = IdempotentRequest & { answer: StoredAnswer; now: Date };

/** Where the first answers are read from (the game store). */
export interface AnswerReader {
  answer(gameId: string, request: IdempotentRequest, now: Date): Promise<ReplayedAnswer | null>;
}

/** The stored first answer to `request` on `gameId`, unchecked; null without a key or an answer. */
export function storedAnswer(answers: AnswerReader, gameId: string, request: IdempotentRequest | undefined, now: Date): Promise<ReplayedAnswer | null> {
  return request ? answers.answer(gameId, request, now) : Promise.resolve(null);
}

/** The answer to replay for `request`: 400 when its key was first used for a different request. */
export function replay(stored: ReplayedAnswer | null, request: IdempotentRequest | undefined): StoredAnswer | null {
  if (!stored || !request) return null;
  if (stored.fingerprint !== request.fingerprint) {
    throw new ValidationError('this Idempotency-Key was already used for a different request', { code: 'IDEMPOTENCY_KEY_REUSED' });
  }
  return { status: stored.status, body: stored.body };
}

/**
 * Whether a refusal is the key's first answer: every outcome the server decided (400 inside the
 * batch, 403, 404, 422 …) is stored and replayed, as Stripe does once execution began; answers
 * that say "try again" (409 stale version or lost race, 429, 5xx) are not, so the retry can succeed.
 */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** Where first answers are read from and where a refusal's answer is stored on its own (the game store). */
export interface AnswerStore extends AnswerReader {
  /** Stores `request.answer` unless the key has one; false when it has (or another write held the item). */
  storeRefusal(gameId: string, version: number, request: AnswerToStore): Promise<boolean>;
}

/** The outcome of deciding a keyed change: the change, the answer to give instead, or "read again". */
export type Decision<T> = { decided: T } | { replay: StoredAnswer } | { retry: true };

/**
 * Runs `decide` on the game read at `version`. A refusal that `refusalAnswer` deems final is
 * stored as the key's first answer, alone (the game is not written). Should the key already
 * have an answer — the same keyed request committed or was refused while we read (the answer
 * read and the game read run in parallel) — that answer wins over this refusal.
 */
export async function decideOrReplay<T>(
  answers: AnswerStore,
  gameId: string,
  version: number,
  request: IdempotentRequest | undefined,
  decide: () => T,
  refusalAnswer: (error: unknown) => StoredAnswer | null,
): Promise<Decision<T>> {
  try {
    return { decided: decide() };
  } catch (error) {
    const answer = request ? refusalAnswer(error) : null;
    if (request && answer && isFinalRefusal(answer.status)) {
      if (await answers.storeRefusal(gameId, version, { ...request, answer, now: new Date() })) return { replay: answer };
      return { retry: true };
    }
    const late = replay(await storedAnswer(answers, gameId, request, new Date()), request);
    if (late) return { replay: late };
    throw error;
  }
}

/** The answer item of a keyed request: the item, and the condition that it may replace only an expired answer. */
export function answerItem(gameId: string, version: number, request: AnswerToStore): { item: Item; condition: { ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> } } {
  const now = epochSeconds(request.now);
  return {
    item: {
      ...idempotencyKey(gameId, request.playerId, request.key),
      // Deflated: an envelope shrinks to a fraction of its JSON, and so do its write units.
      answer: deflateRawSync(JSON.stringify(request.answer)),
      fingerprint: request.fingerprint,
      version,
      createdAt: request.now.toISOString(),
      expiresAt: now + ANSWER_TTL_SECONDS,
    },
    // An expired answer that TTL has not removed yet may be replaced.
    condition: { ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now', ExpressionAttributeValues: { ':now': now } },
  };
}

/** The answer item, put in the commit's transaction. */
export function answerPut(tableName: string, gameId: string, version: number, request: AnswerToStore): TransactItem {
  const { item, condition } = answerItem(gameId, version, request);
  return { Put: { TableName: tableName, Item: item, ...condition } };
}

/** The key of the answer item of `request` on `gameId`. */
export function answerKey(gameId: string, request: IdempotentRequest) {
  return idempotencyKey(gameId, request.playerId, request.key);
}

/** The answer an item holds, unless it expired (TTL removes items late). */
export function answerFromItem(item: Item | undefined, now: Date): ReplayedAnswer | null {
  if (!item || (item.expiresAt as number) <= epochSeconds(now)) return null;
  const answer = JSON.parse(inflateRawSync(item.answer as Uint8Array).toString('utf8')) as StoredAnswer;
  return { ...answer, fingerprint: item.fingerprint as string };
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

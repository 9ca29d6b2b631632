/**
 * A webhook's failed attempts in a row, kept on its own map in the player item
 * (`notify.webhook.failures`, `notify.webhook.failingSince`), so the deliverer can turn off a
 * webhook that has failed for long enough (../notify/deliver/webhook-failures.ts). Like a push
 * device's count, it is not a revision of the player: the app has nothing new to show until the
 * webhook is turned off. Setting the webhook again replaces its map, and with it the count.
 */
import { playerKey } from './keys.js';
import type { Item, Table } from './table.js';

/** The failures in a row and when the first of them happened. */
export interface FailureStreak {
  failures: number;
  since: string;
}

const NAMES = { '#notify': 'notify', '#webhook': 'webhook', '#url': 'url', '#failures': 'failures', '#since': 'failingSince', '#disabled': 'disabled' };

export class WebhookFailureStore {
  constructor(private readonly table: Table) {}

  /**
   * Counts one failed attempt to the player's webhook at `url` (failed `at`): the streak after
   * it, or null when the webhook is no longer at `url` or is already off (nothing counted).
   */
  async failure(playerId: string, url: string, at: string): Promise<FailureStreak | null> {
    const outcome = await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: 'ADD #notify.#webhook.#failures :one SET #notify.#webhook.#since = if_not_exists(#notify.#webhook.#since, :at)',
      ConditionExpression: '#notify.#webhook.#url = :url AND attribute_not_exists(#notify.#webhook.#disabled)',
      ExpressionAttributeNames: NAMES,
      ExpressionAttributeValues: { ':one': 1, ':at': at, ':url': url },
      // Only the streak (UPDATED_NEW): the whole item would carry the token hashes, which the deliverer may not read.
      ReturnValues: 'UPDATED_NEW',
    });
    return outcome.applied && outcome.item ? streakOf(outcome.item) : null;
  }

  /** Ends the streak after an attempt that went through (a webhook set anew meanwhile is left alone). */
  async clear(playerId: string, url: string): Promise<void> {
    const { '#disabled': _, ...names } = NAMES;
    await this.table.updateIf({
      Key: playerKey(playerId),
      UpdateExpression: 'REMOVE #notify.#webhook.#failures, #notify.#webhook.#since',
      ConditionExpression: '#notify.#webhook.#url = :url AND attribute_exists(#notify.#webhook.#failures)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':url': url },
    });
  }
}

function streakOf(item: Item): FailureStreak | null {
  const webhook = (item.notify as { webhook?: { failures?: unknown; failingSince?: unknown } } | undefined)?.webhook;
  if (typeof webhook?.failures !== 'number' || typeof webhook.failingSince !== 'string') return null;
  return { failures: webhook.failures, since: webhook.failingSince };
}

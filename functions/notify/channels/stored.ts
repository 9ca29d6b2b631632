/**
 * A player's channels as the player item stores them (`notify`), read without any schema code:
 * the deliverer imports this, not ./requests.ts, so its bundle carries no zod.
 */

/** As stored on the player item (a type, not an interface: it is the item's plain `notify` map). */
export type StoredChannels = {
  webhook?: { url: string; secret: string; secretCreatedAt: string };
  email?: { address: string };
  sns?: true;
};

/** Reads the player item's `notify` attribute (tolerating items written before channels existed). */
export function storedChannels(notify: Record<string, unknown> | undefined): StoredChannels {
  const channels: StoredChannels = {};
  const webhook = notify?.webhook as StoredChannels['webhook'] | undefined;
  const email = notify?.email as StoredChannels['email'] | undefined;
  if (webhook && typeof webhook.url === 'string' && typeof webhook.secret === 'string') channels.webhook = webhook;
  if (email && typeof email.address === 'string') channels.email = email;
  if (notify?.sns === true) channels.sns = true;
  return channels;
}

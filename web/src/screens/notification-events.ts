/**
 * The notification events a channel may carry, read from the API's own OpenAPI document (the
 * enum of `Player.notify.email.events`), so the app holds no copy of the list; fetched once per
 * page load, and only by the settings page.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api/client.js';
import { useSession } from '../app/context.js';

let cached: Promise<string[]> | null = null;

/** The enum at Player → notify → email → events → items in an OpenAPI document; empty when it is not there. */
export function eventNamesOf(document: unknown): string[] {
  const path = ['components', 'schemas', 'Player', 'properties', 'notify', 'properties', 'email', 'properties', 'events', 'items', 'enum'];
  const found = path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
  return Array.isArray(found) ? found.filter((name): name is string => typeof name === 'string') : [];
}

function load(api: Api): Promise<string[]> {
  cached ??= api.openApi().then(eventNamesOf, (error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** The event names, or null until they are known (or when the document could not be read). */
export function useNotificationEvents(): string[] | null {
  const { api } = useSession();
  const [names, setNames] = useState<string[] | null>(null);
  useEffect(() => {
    load(api).then(setNames, () => undefined);
  }, [api]);
  return names;
}

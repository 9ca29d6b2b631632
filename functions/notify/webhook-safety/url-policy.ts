/**
 * Which webhook URLs a deployment accepts. The deployed stack (mode "aws") takes only https, and
 * refuses targets inside the network it runs in: loopback, private ranges, link-local (the
 * instance metadata address), and so on — checked on the literal here, when the URL is set and
 * again before each delivery, and on every address a host name resolves to at delivery time
 * (safe-lookup.ts), so a name pointing inside is refused too. It takes port 443 only (unless
 * the operator allows more), so a URL cannot aim at another service of a host that answers on the
 * web's port, and push endpoints only on the push services' hosts, so a "push device" is not a
 * second webhook to any address. The local stack allows http, any port and host, loopback and
 * private addresses, for development receivers.
 */
import { domainToASCII } from 'node:url';
import type { Config } from '../../config.js';
import { addressAllowed, classifyAddress, type AddressClass, type AddressPolicy } from './ip-ranges.js';

export interface WebhookUrlPolicy {
  requireHttps: boolean;
  addresses: AddressPolicy;
  /** The ports a URL may name (none named: its scheme's); null: any. */
  ports: readonly number[] | null;
  /** The hosts push endpoints may be on: a name, or `.name` for any name under it; null: any. */
  pushHosts: readonly string[] | null;
}

/**
 * The browsers' push services: Chrome's (Firebase Cloud Messaging), Firefox's (Mozilla
 * autopush), Safari's (Apple) and Edge's (Windows Push Notification Services).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', '.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export const deployedUrlPolicy: WebhookUrlPolicy = { requireHttps: true, addresses: { allowLoopback: false, allowPrivate: false }, ports: [443], pushHosts: PUSH_SERVICE_HOSTS };
export const localUrlPolicy: WebhookUrlPolicy = { requireHttps: false, addresses: { allowLoopback: true, allowPrivate: true }, ports: null, pushHosts: null };

/** The deployment's policy: the deployed one with the ports and push hosts the operator added. */
export function urlPolicyFor(config: Pick<Config, 'mode'> & Partial<Pick<Config, 'webhookPorts' | 'pushHosts'>>): WebhookUrlPolicy {
  if (config.mode === 'local') return localUrlPolicy;
  return { ...deployedUrlPolicy, ports: [...deployedUrlPolicy.ports!, ...(config.webhookPorts ?? [])], pushHosts: [...PUSH_SERVICE_HOSTS, ...(config.pushHosts ?? [])] };
}

export const MAX_WEBHOOK_URL_LENGTH = 2048;

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** Checks a webhook URL as written (no DNS): scheme, credentials, and the host when it is an IP literal or a loopback name. */
export function checkWebhookUrl(raw: string, policy: WebhookUrlPolicy): UrlCheck {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return { ok: false, reason: `longer than ${MAX_WEBHOOK_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) {
    return { ok: false, reason: policy.requireHttps ? 'must use https' : 'must use http or https' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'may not carry credentials' };
  // The URL parser leaves `port` empty for the scheme's own port (443 for https, 80 for http).
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (policy.ports !== null && !policy.ports.includes(port)) return { ok: false, reason: `may use port ${policy.ports.join(' or ')} only` };
  const kind = hostClass(url.hostname);
  if (kind !== null && !addressAllowed(kind, policy.addresses)) return { ok: false, reason: `targets a ${kind} address` };
  return { ok: true, url };
}

/** Checks a push subscription's endpoint: a webhook URL's checks, and a push service's host. */
export function checkPushEndpoint(raw: string, policy: WebhookUrlPolicy): UrlCheck {
  const checked = checkWebhookUrl(raw, policy);
  if (!checked.ok || policy.pushHosts === null) return checked;
  const host = normalisedName(checked.url.hostname);
  const known = policy.pushHosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
  return known ? checked : { ok: false, reason: "is not on a push service's host" };
}

/**
 * The class of a URL's host: of the address when it is an IP literal, 'loopback' for the
 * loopback name space (`localhost`, `*.localhost`: RFC 6761 §6.3), null for other names (their
 * addresses are checked when resolved). The name is normalised first — every trailing dot,
 * case, IDNA — so `localhost..` or `LOCALHOST.` cannot slip past.
 */
function hostClass(hostname: string): AddressClass | null {
  // The URL parser has already normalised IPv4 forms (0x7f.1, 2130706433, 0177.0.0.1) to dotted quads.
  const host = hostname.replace(/\.+$/, '');
  const address = classifyAddress(host);
  if (address !== null) return address;
  const name = normalisedName(host);
  return name === 'localhost' || name.endsWith('.localhost') ? 'loopback' : null;
}

/** A host name without trailing dots, in lower case, IDNA-encoded. */
function normalisedName(hostname: string): string {
  const host = hostname.replace(/\.+$/, '');
  return (domainToASCII(host) || host).toLowerCase();
}

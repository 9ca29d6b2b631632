/**
 * Which webhook URLs a deployment accepts. The deployed stack (mode "aws") takes only https, and
 * refuses targets inside the network it runs in: loopback, private ranges, link-local (the
 * instance metadata address), and so on — checked on the literal here, when the URL is set and
 * again before each delivery, and on every address a host name resolves to at delivery time
 * (safe-lookup.ts), so a name pointing inside is refused too. The local stack allows http,
 * loopback and private addresses, for development receivers.
 */
import { domainToASCII } from 'node:url';
import { addressAllowed, classifyAddress, type AddressClass, type AddressPolicy } from './ip-ranges.js';

export interface WebhookUrlPolicy {
  requireHttps: boolean;
  addresses: AddressPolicy;
}

export const deployedUrlPolicy: WebhookUrlPolicy = { requireHttps: true, addresses: { allowLoopback: false, allowPrivate: false } };
export const localUrlPolicy: WebhookUrlPolicy = { requireHttps: false, addresses: { allowLoopback: true, allowPrivate: true } };

export function urlPolicyFor(mode: 'aws' | 'local'): WebhookUrlPolicy {
  return mode === 'aws' ? deployedUrlPolicy : localUrlPolicy;
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
  const kind = hostClass(url.hostname);
  if (kind !== null && !addressAllowed(kind, policy.addresses)) return { ok: false, reason: `targets a ${kind} address` };
  return { ok: true, url };
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
  const name = (domainToASCII(host) || host).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') ? 'loopback' : null;
}

/**
 * One webhook attempt: POST a body with its headers (./webhook-request.ts makes both) to a URL
 * the policy allows; any 2xx answer within the timeout is a success. Redirects are not followed
 * (a 3xx is a failure), so a receiver cannot bounce a delivery inside the network.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup } from '../webhook-safety/safe-lookup.js';
import { checkWebhookUrl, type WebhookUrlPolicy } from '../webhook-safety/url-policy.js';

export interface WebhookAttempt {
  url: string;
  /** The exact bytes sent (and, for signed formats, signed); text goes as UTF-8. */
  body: string | Uint8Array;
  headers: Record<string, string>;
}

export interface WebhookOptions {
  policy: WebhookUrlPolicy;
  /** The whole attempt (connect, send, answer) must end within this. */
  timeoutMs: number;
  /** Aborts the attempt (the local stack stopping). */
  signal?: AbortSignal;
}

export type WebhookResult = { ok: true; status: number } | { ok: false; status?: number; error: string };

/** Bytes of a receiver's answer read at most (and thrown away). */
const MAX_ANSWER_BYTES = 64 * 1024;

export function postWebhook(attempt: WebhookAttempt, options: WebhookOptions): Promise<WebhookResult> {
  const checked = checkWebhookUrl(attempt.url, options.policy);
  if (!checked.ok) return Promise.resolve({ ok: false, error: `refused: the URL ${checked.reason}` });
  const url = checked.url;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const payload = typeof attempt.body === 'string' ? Buffer.from(attempt.body, 'utf8') : Buffer.from(attempt.body);

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: WebhookResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const req = send(url, {
      method: 'POST',
      headers: { ...attempt.headers, 'content-length': String(payload.length) },
      lookup: guardedLookup(options.policy.addresses),
      // A fresh connection per attempt: an idle pooled socket to a slow receiver must not be reused.
      agent: false,
    });
    const timer = setTimeout(() => {
      finish({ ok: false, error: `no answer within ${options.timeoutMs} ms` });
      req.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      finish({ ok: false, error: 'aborted' });
      req.destroy();
    };
    // The error handler goes on before any destroy, so an abort cannot raise an unhandled error.
    req.on('error', (error: Error) => finish({ ok: false, error: error.message }));
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const done = () => finish(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `answered ${status}` });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.end(payload);
  });
}

/**
 * Stands in for `https-proxy-agent` in the Lambda bundles (lib/lambda-bundling.ts aliases it
 * here): `web-push` loads it only in sendNotification with a proxy, and the deliverer sends
 * through its own guarded POST (deliver/webhook-post.ts), never through sendNotification. Saves
 * the agent and its `debug` dependency.
 */
export class HttpsProxyAgent {
  constructor() {
    throw new Error('https-proxy-agent is not bundled (see lib/lambda-bundling.ts)');
  }
}

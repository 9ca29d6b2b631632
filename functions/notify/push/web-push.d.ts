/** The part of the `web-push` library (3.x, CommonJS, untyped) that the deliverer uses. */
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
  }
  export interface RequestDetails {
    method: 'POST';
    endpoint: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
  }
  export function generateRequestDetails(subscription: PushSubscription, payload: string | Buffer | null, options: RequestOptions): RequestDetails;
  const webPush: { generateRequestDetails: typeof generateRequestDetails };
  export default webPush;
}

/** GET /push/public-key: the VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
import { PushUnavailable } from '../../errors.js';
import { defineRoute } from '../route.js';
import { PushPublicKey } from '../schemas.js';
import { json } from '../types.js';

const publicKey = defineRoute({
  method: 'GET',
  path: '/push/public-key',
  summary: "The server's VAPID public key for Web Push subscriptions (503 PUSH_UNAVAILABLE when this deployment has none)",
  auth: 'none',
  answers: { 200: PushPublicKey },
  errors: [503],
  async handle(_input, { config }) {
    if (!config.vapidPublicKey) throw new PushUnavailable('push notifications are not configured on this server');
    return json(200, { publicKey: config.vapidPublicKey });
  },
});

export const pushRoutes = [publicKey];

/**
 * GET /dev/outbox: the local stack's outbox (e-mails, SNS messages, webhook and push deliveries, dead
 * letters and how many were dropped); POST /dev/outbox/redrive: its dead letters delivered again
 * (`npm run redrive -- --local`). Served in local mode only.
 */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';
import { NotFound } from '../../errors.js';
import { defineRoute } from '../route.js';
import { json } from '../types.js';

const Outbox = z.object({
  emails: z.array(z.looseObject({ to: z.string(), subject: z.string(), text: z.string(), deliveryId: z.string(), at: z.string() })),
  sns: z.array(z.looseObject({ subject: z.string(), message: z.string().describe('the notification JSON'), attributes: z.record(z.string(), z.string()), at: z.string() })),
  webhooks: z.array(z.looseObject({ deliveryId: z.string(), event: z.string(), url: z.string(), attempts: z.number(), status: z.enum(['pending', 'delivered', 'gone', 'dead']) })),
  pushes: z
    .array(z.looseObject({ deliveryId: z.string(), event: z.string(), gameId: z.string(), device: z.string(), origin: z.string().describe("the push service's origin only: never the endpoint's path or the keys"), attempts: z.number(), status: z.enum(['pending', 'delivered', 'gone', 'dead']) }))
    .describe('Web Push deliveries, one entry per delivery and device (the encrypted payload is not kept)'),
  deadLetters: z.array(z.looseObject({ channel: z.string(), playerId: z.string(), attempts: z.number(), lastError: z.string() })),
  deadLettersDropped: z.number().int().describe('dead letters dropped since the stack started because the list (the last 500) was full'),
});

const Redriven = z.object({ redriven: z.number().int().describe('dead letters handed back to the delivery queue, each to be tried on the whole retry schedule again') });

const outbox = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Local stack only: e-mails and SNS messages not sent, webhook and push deliveries and dead letters (404 on AWS)',
  auth: 'none',
  answers: { 200: Outbox },
  errors: [404],
  async handle(_input, ctx) {
    if (ctx.config.mode !== 'local' || !ctx.outbox) throw new NotFound('no route GET /dev/outbox');
    return json(200, ctx.outbox.contents());
  },
});

const redrive = defineRoute({
  method: 'POST',
  path: '/dev/outbox/redrive',
  summary: "Local stack only: the outbox's dead letters delivered again, from the first attempt (404 on AWS)",
  auth: 'none',
  answers: { 200: Redriven },
  errors: [404],
  async handle(_input, ctx) {
    if (ctx.config.mode !== 'local' || !ctx.outbox) throw new NotFound('no route POST /dev/outbox/redrive');
    return json(200, { redriven: ctx.outbox.redrive() });
  },
});

/** Routes of the local stack alone (the deployed API does not even route them). */
export const devRoutes = [outbox, redrive];

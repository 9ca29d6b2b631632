/**
 * The redrive of the AWS delivery path, with the real SQS client against FakeSqs on 127.0.0.1
 * (test/support/fake-sqs.ts): it moves dead letters back, fresh — whatever an earlier deliverer
 * added to them dropped — and leaves what is not a delivery. The retries themselves run on
 * moto's SQS (test/notify/sqs-retries.test.ts).
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../functions/notify/delivery.js';
import { redriveDeadLetters } from '../../functions/notify/deliver/sqs-redrive.js';
import { LOCAL_CREDENTIALS } from '../../functions/store/client.js';
import { FakeSqs } from '../support/fake-sqs.js';

const ADA = 'aaaaaaaaaaaaaaaa';

let sqsServer: FakeSqs;
let sqs: SQSClient;

beforeAll(async () => {
  sqsServer = await FakeSqs.start();
  sqs = new SQSClient({ region: 'local', endpoint: sqsServer.endpoint, credentials: LOCAL_CREDENTIALS });
});
afterAll(async () => {
  await sqsServer?.stop();
});

function deliveryTo(deliveryId: string): Delivery {
  return {
    channel: 'webhook',
    playerId: ADA,
    deadline: null,
    body: { event: 'your-turn', deliveryId, gameId: 'gggggggggggggggg', type: 'the-game', version: 3, awaiting: [0], url: 'http://127.0.0.1:3000/play/games/gggggggggggggggg', at: '2026-01-01T10:00:00.000Z' },
  };
}

describe('npm run redrive', () => {
  it('redrive moves dead letters back to the queue as fresh deliveries; a dry run moves nothing; non-deliveries stay', { timeout: 60_000 }, async () => {
    const from = sqsServer.queueUrl('redrive-dead-letters');
    const to = sqsServer.queueUrl('redrive-deliveries');
    const queued = { ...deliveryTo('redrive-1'), attempt: 5, dueAt: '2026-01-01T11:00:00.000Z' }; // as an earlier deliverer re-sent it
    sqsServer.put(from, JSON.stringify({ ...deliveryTo('redrive-0'), attempts: 13, lastError: 'answered 503' }));
    sqsServer.put(from, JSON.stringify(queued)); // moved there by SQS itself (maxReceiveCount)
    for (let i = 2; i < 14; i++) sqsServer.put(from, JSON.stringify(deliveryTo(`redrive-${i}`)));
    sqsServer.put(from, 'not a delivery');

    const dry = await redriveDeadLetters({ sqs, from, to, dryRun: true });
    expect(dry).toEqual({ moved: 14, malformed: 1 });
    expect(sqsServer.messages(to)).toEqual([]);
    expect(sqsServer.messages(from)).toHaveLength(15);
    for (const message of sqsServer.messages(from)) message.invisibleUntil = 0; // the dry run's visibility timeout ends

    const progress: number[] = [];
    const report = await redriveDeadLetters({ sqs, from, to, progress: (so) => progress.push(so.moved) });
    expect(report).toEqual({ moved: 14, malformed: 1 });
    expect(progress.at(-1)).toBe(14);
    expect(progress.length).toBeGreaterThan(1); // batches of ten
    expect(sqsServer.messages(from).map((message) => message.body)).toEqual(['not a delivery']);
    const moved = sqsServer.messages(to).map((message) => JSON.parse(message.body) as Delivery);
    expect(moved.map((delivery) => delivery.body.deliveryId).sort()).toEqual(Array.from({ length: 14 }, (_, i) => `redrive-${i}`).sort());
    expect(moved.every((delivery) => Object.keys(delivery).sort().join() === 'body,channel,deadline,playerId')).toBe(true);
  });
});

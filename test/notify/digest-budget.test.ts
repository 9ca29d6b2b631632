/**
 * The daily digests' time budget (functions/handlers/digests.ts runs them on their own schedule):
 * once the run is out of time it starts no further player, and the next run of the hour sends
 * the rest — nobody gets two digests, nobody is skipped. Real players and games through the local
 * stack's HTTP API; the sender on the same table, handing each digest to a list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../support/email.js';
import { quietLogger } from '../../functions/log.js';
import { DigestSender } from '../../functions/notify/decide/digest-sender.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { DigestStore } from '../../functions/store/digests.js';
import { GameStore } from '../../functions/store/games.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack(import.meta.url);
});
afterAll(async () => {
  await stack?.stop();
});

describe('a digest run with a time budget', () => {
  it('stops starting players once out of time; the next run of the hour sends the rest, each once', async () => {
    const hourUtc = 8;
    const subscribers = await Promise.all(['Ada', 'Bo', 'Cy', 'Dee'].map((name) => registerPlayer(stack.api, name, { email: { address: `${name.toLowerCase()}@example.com` }, digest: { hourUtc } })));
    for (const player of subscribers) await confirmEmail(stack.api, `${player.name.toLowerCase()}@example.com`);
    const host = await registerPlayer(stack.api, 'Host');
    // The Game's opening awaits every seat: each subscriber has a game awaiting them.
    for (const player of subscribers) await startGame(stack.api, host, [player], { type: 'the-game' });

    const table = new Table(stack.table.dynamo, stack.table.name);
    const sent: Delivery[] = [];
    const sender = new DigestSender({ digests: new DigestStore(table), players: new PlayerStore(table), games: new GameStore(table), dispatch: async (deliveries) => void sent.push(...deliveries), appUrl: null, log: quietLogger });
    const at = new Date('2026-04-01T08:05:00.000Z');

    // Out of time before it starts: nothing is claimed, nothing sent.
    expect(await sender.send(at, () => true)).toBe(0);
    // Time for one player only (the budget is asked before each player is started).
    let asked = 0;
    expect(await sender.send(at, () => asked++ >= 1)).toBe(1);
    // The next run, with time: the other three, and the first is not sent again.
    expect(await sender.send(new Date('2026-04-01T08:10:00.000Z'))).toBe(3);
    expect(await sender.send(new Date('2026-04-01T08:15:00.000Z'))).toBe(0);
    expect(new Set(sent.map((delivery) => delivery.playerId))).toEqual(new Set(subscribers.map((player) => player.id)));
    expect(sent).toHaveLength(4);
  });
});

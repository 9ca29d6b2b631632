/**
 * Table talk in the daily digest (docs/talk.md): never a ping per line, but one line per writer
 * and game ("Bo wrote 3 messages in Flip 7") in the next digest — counts only, never the words;
 * nothing of a seat the reader muted, nothing while the creator turned talk off, nothing of the
 * reader's own. Real players and games through the local stack's HTTP API; the digest sender
 * on the same table, handing each digest to a list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLogger } from '../../functions/log.js';
import { DigestSender } from '../../functions/notify/decide/digest-sender.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { textOf } from '../../functions/notify/decide/messages.js';
import { DigestStore } from '../../functions/store/digests.js';
import { GameStore } from '../../functions/store/games.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TalkStore } from '../../functions/store/talk.js';
import { confirmEmail } from '../support/email.js';
import { registerPlayer, startGame, startTestStack, type TestStack } from '../support/test-stack.js';

let stack: TestStack;
let clock = Date.parse('2026-04-01T07:00:00.000Z');
beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { apiNow: () => new Date(clock) });
});
afterAll(async () => {
  await stack?.stop();
});

describe('talk in the daily digest', () => {
  it('counts what the others said by name, leaves out the words, the muted and a closed talk', { timeout: 180_000 }, async () => {
    const hourUtc = 8;
    const ada = await registerPlayer(stack.api, 'Ada', { email: { address: 'ada@example.com' }, digest: { hourUtc } });
    await confirmEmail(stack.api, 'ada@example.com');
    const [bo, cy, dee] = await Promise.all(['Bo', 'Cy', 'Dee'].map((name) => registerPlayer(stack.api, name)));
    // Flip 7 (free chat): Bo and Cy talk, Ada mutes Cy. Reihen: Dee talks, then its creator turns talk off.
    const flip = await startGame(stack.api, bo, [ada, cy], { type: 'flip-7' });
    const closed = await startGame(stack.api, dee, [ada], { type: 'reihen' });
    const say = (id: string, token: string, body: unknown) => stack.api.post(`/games/${id}/talk`, { token, body });
    for (const text of ['secret plan one', 'two', 'three']) expect((await say(flip.id, bo.token, { kind: 'message', text })).status).toBe(201);
    await say(flip.id, bo.token, { kind: 'reaction', reaction: 'party' });
    await say(flip.id, cy.token, { kind: 'message', text: 'muted words' });
    await say(flip.id, ada.token, { kind: 'message', text: 'my own' });
    await stack.api.patch(`/games/${flip.id}/talk/muted`, { token: ada.token, body: { seats: [flip.envelope.seats.find((held) => held.name === 'Cy')!.seat] } });
    await say(closed.id, dee.token, { kind: 'message', text: 'hello' });
    await stack.api.patch(`/games/${closed.id}/talk/settings`, { token: dee.token, body: { chat: 'off' } });

    const table = new Table(stack.table.dynamo, stack.table.name);
    const sent: Delivery[] = [];
    const sender = new DigestSender({ digests: new DigestStore(table), players: new PlayerStore(table), games: new GameStore(table), talk: new TalkStore(table), dispatch: async (deliveries) => void sent.push(...deliveries), appUrl: 'https://play.example', log: quietLogger });
    expect(await sender.send(new Date('2026-04-01T08:05:00.000Z'))).toBe(1);
    const digest = sent.find((delivery) => delivery.playerId === ada.id)!;
    const text = textOf(digest);
    expect(text).toContain(`- Bo wrote 3 messages and sent 1 reaction in Flip 7: https://play.example/games/${flip.id}`);
    expect(text).not.toMatch(/secret plan|muted words|my own|hello|Cy |Dee|Reihen: /);
    expect(text).toContain('Table talk of the last day:');
  });
});

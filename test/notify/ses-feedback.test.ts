/**
 * SES's bounce and complaint events, in the shape SES publishes them to the configuration set's
 * SNS topic (an SNS record whose Message is the event's JSON), handled against player items on
 * DynamoDB Local: a permanent bounce or a complaint turns that player's e-mail channel off (the
 * player found by the message tag every e-mail carries), a transient bounce or an address changed
 * since changes nothing, and nothing more is delivered to an address that is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedChannels } from '../../functions/notify/channels/stored.js';
import { createDeliverer } from '../../functions/notify/deliver/create-deliverer.js';
import { handleSesEvent, type SesEvent } from '../../functions/notify/deliver/ses-feedback.js';
import { deliveriesFor } from '../../functions/notify/decide/fan-out.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { PlayerStore } from '../../functions/store/players.js';
import { Table } from '../../functions/store/table.js';
import { TestTable } from '../support/dynamodb.js';

let table: TestTable;
let players: PlayerStore;
const at = '2026-05-01T00:00:00.000Z';
const now = new Date('2026-05-02T12:00:00.000Z');

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
  players = new PlayerStore(new Table(table.dynamo, table.name));
});
afterAll(async () => {
  await table?.drop();
});

async function playerWith(id: string, address: string): Promise<void> {
  await players.create({ id, name: 'Ada', sessions: {}, notify: { email: { address, confirmedAt: at }, digest: { hourUtc: 7 } }, vacations: [], createdAt: at, updatedAt: at });
}

/** An SNS record's Message as SES sends it (event publishing), for `playerId`'s e-mail to `recipient`. */
function snsMessage(kind: 'Permanent' | 'Transient' | 'Complaint', playerId: string, recipient: string): string {
  const mail = {
    timestamp: '2026-05-02T11:59:00.000Z',
    source: 'turns@turnpost.example',
    sourceArn: 'arn:aws:ses:eu-central-1:123456789012:identity/turnpost.example',
    sendingAccountId: '123456789012',
    messageId: '0102018f-aaaa-bbbb-cccc-000000000000-000000',
    destination: [recipient],
    headersTruncated: false,
    tags: { 'ses:configuration-set': ['Email-ConfigurationSet'], 'ses:source-ip': ['192.0.2.10'], 'ses:from-domain': ['turnpost.example'], 'ses:caller-identity': ['Deliverer'], player: [playerId] },
  };
  const event =
    kind === 'Complaint'
      ? { eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: recipient }], timestamp: '2026-05-02T12:00:00.000Z', feedbackId: 'f', userAgent: 'Mail', complaintFeedbackType: 'abuse', arrivalDate: '2026-05-02T11:59:30.000Z' }, mail }
      : { eventType: 'Bounce', bounce: { bounceType: kind, bounceSubType: kind === 'Permanent' ? 'General' : 'MailboxFull', bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }], timestamp: '2026-05-02T12:00:00.000Z', feedbackId: 'f', reportingMTA: 'dsn; a.example' }, mail };
  return JSON.stringify(event);
}

const handle = (message: string) => handleSesEvent(JSON.parse(message) as SesEvent, players, now);
const emailOf = async (id: string) => storedChannels((await players.get(id))!.notify).email;

describe("SES's bounce and complaint events", () => {
  it('a permanent bounce turns the e-mail channel off, with a reason the player reads', async () => {
    await playerWith('bouncebouncebou1', 'ada@example.com');
    // SES reports the address as the receiving server wrote it: compared without regard to case.
    expect(await handle(snsMessage('Permanent', 'bouncebouncebou1', 'ADA@example.com'))).toEqual({ turnedOff: ['bouncebouncebou1'] });
    expect(await emailOf('bouncebouncebou1')).toEqual({ address: 'ada@example.com', confirmedAt: at, off: { at: now.toISOString(), reason: 'e-mails to this address bounce: it does not exist or refuses them' } });
  });

  it('a complaint turns it off too; a transient bounce does not', async () => {
    await playerWith('complaincomplai1', 'bo@example.com');
    expect((await handle(snsMessage('Transient', 'complaincomplai1', 'bo@example.com'))).turnedOff).toEqual([]);
    expect((await emailOf('complaincomplai1'))!.off).toBeUndefined();
    expect((await handle(snsMessage('Complaint', 'complaincomplai1', 'bo@example.com'))).turnedOff).toEqual(['complaincomplai1']);
    expect((await emailOf('complaincomplai1'))!.off?.reason).toBe('an e-mail to this address was reported as spam');
  });

  it('leaves an address the player changed since alone, and an e-mail without the player tag', async () => {
    await playerWith('changedchanged12', 'new@example.com');
    expect(await handle(snsMessage('Permanent', 'changedchanged12', 'old@example.com'))).toEqual({ turnedOff: [], ignored: 'the player has another address now' });
    const untagged = JSON.parse(snsMessage('Permanent', 'changedchanged12', 'new@example.com')) as { mail: { tags: Record<string, unknown> } };
    delete untagged.mail.tags.player;
    expect((await handle(JSON.stringify(untagged))).turnedOff).toEqual([]);
    expect((await emailOf('changedchanged12'))!.off).toBeUndefined();
  });

  it('nothing more is delivered to an address that is off, digest included', async () => {
    await playerWith('deliverdeliver12', 'cy@example.com');
    await handle(snsMessage('Permanent', 'deliverdeliver12', 'cy@example.com'));
    const outbox = new Outbox();
    const deliverer = createDeliverer({ config: { mode: 'local', region: 'local', emailFrom: null, snsTopicArn: null }, players, senders: { email: outbox.emailSender, topic: null } });
    const notice = { event: 'your-turn' as const, playerId: 'deliverdeliver12', gameId: 'gggggggggggggggg', type: 'the-game', version: 3, awaiting: [0], deadline: null, at: now.toISOString() };
    const [email] = deliveriesFor([notice], new Map([['deliverdeliver12', storedChannels((await players.get('deliverdeliver12'))!.notify)]]), null);
    expect(await deliverer.attempt(email!)).toMatchObject({ status: 'skipped', detail: expect.stringContaining('off since') });
    expect(outbox.contents().emails).toEqual([]);
  });
});

/**
 * The IAM grants in lib/ against what the code really sends: each component (the API, the
 * notifier, the deliverer, the sweeper) runs on its own recording DynamoDB client against
 * DynamoDB Local through a game that exercises every path (channels, a timed game, moves with an
 * idempotency key, a reminder, timeouts, a timeout that ends the game, a webhook answering 410
 * Gone; test/support/recording-dynamo.ts reads each request off the wire), and every DynamoDB action it sent — transactions counted per item action, as IAM
 * authorises them — must be in the list its function is granted. The CDK tests check that those
 * lists are what the roles get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById, games as registeredGames, type AnyGame } from '../../engine/index.js';
import { loadConfig } from '../../functions/config.js';
import { Sweeper } from '../../functions/deadlines/sweeper.js';
import { GameCatalog } from '../../functions/domain/catalog.js';
import { createApi, type Api } from '../../functions/http/app.js';
import { openApiDocument } from '../../functions/http/openapi.js';
import { quietLogger } from '../../functions/log.js';
import { ChannelReader } from '../../functions/notify/channels/reader.js';
import type { Delivery } from '../../functions/notify/delivery.js';
import { DigestSender } from '../../functions/notify/decide/digest-sender.js';
import { Notifier } from '../../functions/notify/decide/notifier.js';
import { createDeliverer } from '../../functions/notify/deliver/create-deliverer.js';
import { Outbox } from '../../functions/notify/local/outbox.js';
import { LocalStreamReader } from '../../functions/notify/local/stream-reader.js';
import { DigestStore } from '../../functions/store/digests.js';
import { GameStore } from '../../functions/store/games.js';
import { CHANGE_INDEX, PlayerStore } from '../../functions/store/players.js';
import { SeatMarkStore } from '../../functions/store/seat-marks.js';
import { Table } from '../../functions/store/table.js';
import { delivererActions, gameplayActions, gameplayIndexActions, notifierActions, sweeperActions, sweeperIndexActions } from '../../lib/turnpost-table.js';
import { DEADLINE_INDEX } from '../../functions/store/turn-clocks.js';
import { TestTable } from '../support/dynamodb.js';
import { recordingDynamoDb } from '../support/recording-dynamo.js';
import { refusedByTokenRefusals } from '../support/token-refusals.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { ascendingDeck } from '../support/the-game.js';

const untimed: AnyGame = { ...gameById('the-game')!, id: 'the-game-untimed', timeoutMove: undefined };
const catalogGames = [...registeredGames, untimed];

let table: TestTable;
const record = () => recordingDynamoDb(table.endpoint);

beforeAll(async () => {
  table = await TestTable.create(import.meta.url);
});
afterAll(async () => {
  await table?.drop();
});

describe('the IAM grants cover every DynamoDB action the code sends', () => {
  it('for the API, the notifier, the deliverer and the sweeper', async () => {
    const api = record();
    const notifier = record();
    const deliverer = record();
    const sweeper = record();
    let fixedNow = new Date();

    const config = loadConfig({ TABLE_NAME: table.name, TURNPOST_MODE: 'local', TURNPOST_ALLOW_STACKED: 'true', AWS_REGION: 'local', TURNPOST_EMAIL_LINK_SECRET: 'iam', TURNPOST_PUBLIC_URL: 'http://turnpost.test' });
    const confirmations = new Outbox();
    // An account's deletion is queued for its own worker and role (accountDeletionActions): here only the API's part.
    const deletionsQueued: unknown[] = [];
    const serve: Api = createApi({ config, client: api.dynamo, games: catalogGames, log: quietLogger, openApi: openApiDocument, emailSender: confirmations.emailSender, queueAccountDeletion: async (job) => void deletionsQueued.push(job) });
    let requests = 0;
    const call = async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
      const answer = await serve({
        method,
        path: path.split('?')[0]!,
        params: {},
        query: Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? '')),
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? null : JSON.stringify(body),
        requestId: `r${++requests}`,
      });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body as Record<string, string>;
    };

    // The notifier reads the stream the way the local stack does; its own calls go through its recording client.
    const outbox = new Outbox();
    const delivered: Delivery[] = [];
    const notifierPlayers = new PlayerStore(new Table(notifier.dynamo, table.name));
    const notifierGames = new GameStore(new Table(notifier.dynamo, table.name));
    const notify = new Notifier({ appUrl: null, channelsOfEach: new ChannelReader(notifierPlayers).ofEach, logAfter: (gameId, after, limit) => notifierGames.log(gameId, after, limit), seatMarks: new SeatMarkStore(new Table(notifier.dynamo, table.name)), dispatch: async (deliveries) => void delivered.push(...deliveries), log: quietLogger });
    const stream = new LocalStreamReader({ dynamo: table.dynamo, tableName: table.name, handle: (records) => notify.handle(records), pollMs: 50, log: quietLogger });
    await stream.start();

    // API: players with channels, a timed game (create, join), moves with an idempotency key, reads, a resignation.
    const ada = await call('POST', '/players', { name: 'Ada', notify: { email: { address: 'ada@example.com' } } });
    // Ada confirms her address by its link (the confirmation e-mail's page, then its button).
    const confirmLink = /http:\/\/turnpost\.test(\/email\/confirm\?token=\S+)/.exec(confirmations.contents().emails[0]!.text)![1]!;
    await call('GET', confirmLink);
    await call('POST', confirmLink);
    const bo = await call('POST', '/players', { name: 'Bo' });
    await call('PATCH', '/players/me', { notify: { sns: true } }, bo.token);
    await call('GET', '/players/me', undefined, ada.token);
    const created = await call('POST', '/games', { type: 'the-game-untimed', seats: 2, turnTimeLimit: 60, seed: 'iam', deck: ascendingDeck() }, ada.token);
    const id = created.id!;
    // Ada hears of her turn in it once a day: the notifier claims that on her seat item.
    await call('PATCH', `/games/${id}/me`, { turnNotices: 'daily' }, ada.token);
    await call('POST', `/games/${id}/join`, { inviteCode: created.inviteCode }, bo.token);
    await call('POST', `/games/${id}/moves`, { version: 1, moves: [{ type: 'play', card: 2, pile: 'up1' }] }, ada.token, { 'idempotency-key': 'k1' });
    await call('GET', `/games/${id}?legal=true`, undefined, ada.token);
    await call('GET', `/games/${id}/events?after=0`, undefined, bo.token);
    await call('GET', '/players/me/games?myTurn=true', undefined, ada.token);
    const other = await call('POST', '/games', { type: 'the-game', seats: 1, seed: 'iam-2', deck: ascendingDeck() }, bo.token);
    await call('POST', `/games/${other.id}/resign`, {}, bo.token);
    // Leaving a waiting game, and deleting an account that sits in one: both take seat items away (Delete in the transaction).
    const dee = await call('POST', '/players', { name: 'Dee' });
    const waiting = await call('POST', '/games', { type: 'the-game', seats: 3, seed: 'iam-3' }, ada.token);
    await call('POST', `/games/${waiting.id}/join`, { inviteCode: waiting.inviteCode }, dee.token);
    await call('POST', `/games/${waiting.id}/leave`, {}, dee.token);
    await call('POST', `/games/${waiting.id}/join`, { inviteCode: waiting.inviteCode }, dee.token);
    await call('DELETE', '/players/me', undefined, dee.token);
    expect(deletionsQueued).toHaveLength(1);
    expect(api.actions).toContain('dynamodb:DeleteItem');

    // Sweeper: a reminder with the daily digests of that hour (Ada's; the other player's entry is stale: moved to the next hour),
    // then a timeout that ends the game (no timeout move: a resignation, seat items updated).
    const sweeperTable = new Table(sweeper.dynamo, table.name);
    const digests = new DigestSender({ digests: new DigestStore(sweeperTable), players: new PlayerStore(sweeperTable), games: new GameStore(sweeperTable), dispatch: async (deliveries) => void delivered.push(...deliveries), appUrl: null, log: quietLogger });
    const sweep = new Sweeper({ table: sweeperTable, games: new GameStore(sweeperTable), catalog: new GameCatalog(catalogGames), now: () => fixedNow, log: quietLogger, digests });
    const deadline = Date.parse((await call('GET', `/games/${id}`, undefined, ada.token)).deadline!);
    fixedNow = new Date(deadline - 15_000);
    const hourUtc = fixedNow.getUTCHours();
    await call('PATCH', '/players/me', { notify: { digest: { hourUtc } } }, ada.token);
    const moved = await call('POST', '/players', { name: 'Cy', notify: { email: { address: 'cy@example.com' }, digest: { hourUtc } } });
    await call('PATCH', '/players/me', { notify: { digest: { hourUtc: (hourUtc + 1) % 24 } } }, moved.token);
    expect(await sweep.sweep()).toMatchObject({ reminded: [{ gameId: id }], digests: 1 });
    fixedNow = new Date(deadline);
    expect((await sweep.sweep()).timedOut).toHaveLength(1);

    // Deliverer: every delivery the notifier made, reading each player's channels.
    await stream.caughtUp();
    await stream.stop();
    const players = new PlayerStore(new Table(deliverer.dynamo, table.name));
    const deliver = createDeliverer({
      config: { mode: 'local', region: 'local', emailFrom: null, snsTopicArn: null },
      players,
      senders: { email: outbox.emailSender, topic: outbox.topicPublisher },
      webhookTimeoutMs: 1_000,
    });
    expect(delivered.length).toBeGreaterThan(4);
    for (const delivery of delivered) expect((await deliver.attempt(delivery)).status).toBe('delivered');
    expect(outbox.contents().emails.length + outbox.contents().sns.length).toBe(delivered.length);
    // A receiver answering 410 Gone: the deliverer turns the webhook off on the player item.
    const gone = await WebhookReceiver.start(() => 410);
    const cy = (await call('POST', '/players', { name: 'Cy', notify: { webhook: { url: gone.url } } })) as unknown as { player: { id: string } };
    expect((await deliver.attempt({ ...delivered[0]!, channel: 'webhook', playerId: cy.player.id })).status).toBe('gone');
    await gone.stop();

    // What each function sent, against what lib/ grants it.
    expect([...api.actions].sort()).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
    const apiGrants: string[] = [...gameplayActions, ...gameplayIndexActions.map((action) => `${action}@${CHANGE_INDEX}`)];
    expect([...api.actions].filter((action) => !apiGrants.includes(action))).toEqual([]);
    expect([...notifier.actions]).toEqual([...notifierActions]);
    expect([...deliverer.actions]).toEqual([...delivererActions]);
    const sweeperGrants = [...sweeperActions, ...sweeperIndexActions.map((action) => `${action}@${DEADLINE_INDEX}`)];
    expect([...sweeper.actions].filter((action) => !sweeperGrants.includes(action))).toEqual([]);
    expect([...sweeper.actions].sort()).toEqual([...sweeperGrants].sort());
    // None but the API reads a token hash: every request of theirs passes the refusals their roles carry.
    for (const component of [notifier, deliverer, sweeper]) expect(refusedByTokenRefusals(component.requests)).toEqual([]);
    expect(refusedByTokenRefusals(api.requests).length).toBeGreaterThan(0);
  });
});

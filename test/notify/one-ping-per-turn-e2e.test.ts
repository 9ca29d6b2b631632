/**
 * One ping per turn, end to end (issue 15, item 3): HTTP API → DynamoDB Local → stream → notifier
 * → the outbox (SNS messages). The Game's opening race (every seat awaited; seats hint before one
 * plays first) and Flip 7's run of decisions (a hit that makes its own seat choose, a chooser out
 * of turn whose choice hands it the turn) each tell every seat exactly once per turn; a change by
 * another seat after a seat's own is told once, and a second such change is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import { registerPlayer, startGame, startTestStack, type TestPlayer, type TestStack } from '../support/test-stack.js';
import { ascendingDeck, type TheGameView } from '../support/the-game.js';
import { stackedDeck } from '../engine/flip-7/helpers.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(import.meta.url, { streamPollMs: 50 });
});
afterAll(async () => {
  await stack?.stop();
});

/** Ada, Bo and Cy, each told through SNS (the outbox on the local stack). */
async function threePlayers(): Promise<TestPlayer[]> {
  return Promise.all(['Ada', 'Bo', 'Cy'].map((name) => registerPlayer(stack.api, name, { sns: true })));
}

/** Every `your-turn` of the game so far, as "<name> v<version>", in version order. */
async function yourTurns(gameId: string, players: TestPlayer[]): Promise<string[]> {
  await stack.local.notificationsSettled();
  const outbox = await stack.api.get<{ sns: Array<{ message: string; attributes: Record<string, string> }> }>('/dev/outbox');
  return outbox.body.sns
    .filter((sent) => sent.attributes.gameId === gameId && sent.attributes.event === 'your-turn')
    .map((sent) => ({ name: players.find((player) => player.id === sent.attributes.playerId)!.name, version: (JSON.parse(sent.message) as { version: number }).version }))
    .sort((a, b) => a.version - b.version || a.name.localeCompare(b.name))
    .map(({ name, version }) => `${name} v${version}`);
}

async function move(gameId: string, player: TestPlayer, moves: unknown[]): Promise<Envelope> {
  const answer = await stack.api.post<Envelope>(`/games/${gameId}/moves`, { token: player.token, body: { moves } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** A hint on `pile` (a seat's signal must change: the second hint of a seat names another pile). */
const hint = (pile: string) => ({ type: 'hint', pile, signal: 'keepOff' });

describe("The Game's opening race", () => {
  it('tells each seat once at the start, once more only after its own change, and each real turn once', async () => {
    const players = await threePlayers();
    const [ada, bo, cy] = players as [TestPlayer, TestPlayer, TestPlayer];
    const game = await startGame(stack.api, ada, [bo, cy], { type: 'the-game', deck: ascendingDeck() });
    const start = game.envelope.version;
    expect(game.envelope.awaiting).toEqual([0, 1, 2]);
    expect(await yourTurns(game.id, players)).toEqual([`Ada v${start}`, `Bo v${start}`, `Cy v${start}`]);

    await move(game.id, bo, [hint('down1')]); // the opening: everyone was told already
    await move(game.id, cy, [hint('down1')]); // Bo acted since its ping: told once more
    const hand = ((await stack.api.get<Envelope>(`/games/${game.id}`, { token: ada.token })).body.view as TheGameView).you!.hand.toSorted((a, b) => a - b);
    const first = await move(game.id, ada, [{ type: 'play', card: hand[0], pile: 'up1' }]); // Ada starts: turn 1 is hers
    expect(first.awaiting).toEqual([0]);
    await move(game.id, bo, [hint('down2')]); // another seat's change after Ada's own: told once
    await move(game.id, cy, [hint('down2')]); // and not twice
    const ended = await move(game.id, ada, [...hand.slice(1).map((card) => ({ type: 'play', card, pile: 'up1' })), { type: 'endTurn' }]);
    expect(ended.awaiting).toEqual([1]);
    expect(await yourTurns(game.id, players)).toEqual([`Ada v${start}`, `Bo v${start}`, `Cy v${start}`, `Bo v${start + 2}`, `Ada v${start + 4}`, `Bo v${start + 6}`]);
  });
});

describe("The Game's opening, taken in one batch", () => {
  it('tells the other seat when the opening is taken and the turn is really its own, though it was told of the opening', async () => {
    const players = await Promise.all(['Ada', 'Bo'].map((name) => registerPlayer(stack.api, name, { sns: true })));
    const [ada, bo] = players as [TestPlayer, TestPlayer];
    const game = await startGame(stack.api, ada, [bo], { type: 'the-game', deck: ascendingDeck() });
    const start = game.envelope.version;
    expect(await yourTurns(game.id, players)).toEqual([`Ada v${start}`, `Bo v${start}`]);
    const hand = ((await stack.api.get<Envelope>(`/games/${game.id}`, { token: ada.token })).body.view as TheGameView).you!.hand.toSorted((a, b) => a - b);
    // Ada takes the opening and ends turn 1 in one submission: Bo was awaited before and after.
    const ended = await move(game.id, ada, [...hand.slice(0, 2).map((card) => ({ type: 'play', card, pile: 'up1' })), { type: 'endTurn' }]);
    expect(ended.awaiting).toEqual([1]);
    expect(await yourTurns(game.id, players)).toEqual([`Ada v${start}`, `Bo v${start}`, `Bo v${start + 1}`]);
  });
});

describe("Flip 7's run of decisions", () => {
  it('a seat choosing after its own hit is not told again; a chooser out of turn is told once, and not again for the turn its choice hands it', async () => {
    const players = await threePlayers();
    const [ada, bo, cy] = players as [TestPlayer, TestPlayer, TestPlayer];
    // Rules E4: the deal 6, 10, 11; Ada hits a Flip Three and gives it to Bo, who draws a Freeze (set aside) and must give it.
    const game = await startGame(stack.api, ada, [bo, cy], { type: 'flip-7', deck: stackedDeck(['6', '10', '11', 'F3', 'FRZ', 'SC', '10']) });
    const start = game.envelope.version;
    expect(game.envelope.awaiting).toEqual([0]);
    expect((await move(game.id, ada, [{ type: 'hit' }])).awaiting).toEqual([0]); // Ada chooses who gets the Flip Three: her own change
    expect((await move(game.id, ada, [{ type: 'giveAction', target: 1 }])).awaiting).toEqual([1]); // Bo chooses who gets the Freeze
    expect((await move(game.id, bo, [{ type: 'giveAction', target: 2 }])).awaiting).toEqual([1]); // then it is Bo's turn
    expect((await move(game.id, bo, [{ type: 'stay' }])).awaiting).toEqual([0]);
    expect(await yourTurns(game.id, players)).toEqual([`Ada v${start}`, `Bo v${start + 2}`, `Ada v${start + 4}`]);
  });
});

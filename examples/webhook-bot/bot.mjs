#!/usr/bin/env node
/**
 * A Turnpost player that lives behind a webhook. It registers (or uses TURNPOST_TOKEN), points
 * its webhook at its own HTTP server, optionally joins a game, and then waits: every delivery is
 * verified (signature and timestamp window) and answered 2xx at once; on `your-turn` it reads the
 * game with ?legal=true, picks one legal move at random and posts it at the version it read,
 * re-reading on 409, until its seat is no longer awaited. Node 20+, no dependencies.
 *
 *   node examples/webhook-bot/bot.mjs --api http://127.0.0.1:3000 --game ID --invite CODE
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { TurnpostApi } from './turnpost-api.mjs';
import { refusal } from './verify.mjs';

const { values: flags } = parseArgs({
  options: {
    api: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'hook-url': { type: 'string' },
    name: { type: 'string' },
    game: { type: 'string' },
    invite: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (flags.help) {
  console.log(`usage: node bot.mjs [--api URL] [--port N] [--host H] [--hook-url URL] [--name NAME] [--game ID --invite CODE] [--seed N]
  env: TURNPOST_API (default http://127.0.0.1:3000), BOT_PORT (default 8080; 0 = any free port), BOT_HOST (127.0.0.1),
       BOT_HOOK_URL (the URL the server calls; default http://HOST:PORT/turnpost), BOT_NAME (webhook-bot),
       TURNPOST_TOKEN (play as an existing player instead of registering), TURNPOST_GAME + TURNPOST_INVITE, BOT_SEED`);
  process.exit(0);
}
const config = {
  api: flags.api ?? process.env.TURNPOST_API ?? 'http://127.0.0.1:3000',
  port: Number(flags.port ?? process.env.BOT_PORT ?? 8080),
  host: flags.host ?? process.env.BOT_HOST ?? '127.0.0.1',
  hookUrl: flags['hook-url'] ?? process.env.BOT_HOOK_URL ?? null,
  name: flags.name ?? process.env.BOT_NAME ?? 'webhook-bot',
  token: process.env.TURNPOST_TOKEN || null,
  game: flags.game ?? process.env.TURNPOST_GAME ?? null,
  invite: flags.invite ?? process.env.TURNPOST_INVITE ?? null,
  seed: flags.seed ?? process.env.BOT_SEED ?? null,
};

/** mulberry32: a tiny seeded generator, so a run with --seed picks the same moves again. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = config.seed === null ? Math.random : seededRandom(Number(config.seed));

const log = (message) => console.log(`[webhook-bot] ${message}`);
const api = new TurnpostApi(config.api, config.token);
let secret = null; // the signing secret: held in memory only, never written or printed whole
const handled = new Set(); // delivery ids already acted on (delivery is at least once)

/** Per game: a running turn loop, and whether news arrived while it ran (so it looks once more). */
const turns = new Map();

function onYourTurn(gameId) {
  const running = turns.get(gameId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  turns.set(gameId, state);
  (async () => {
    do {
      state.again = false;
      await playWhileAwaited(gameId);
    } while (state.again);
  })()
    .catch((error) => log(`game ${gameId}: ${error.message}`))
    .finally(() => turns.delete(gameId));
}

/** Reads, picks, posts; again after every commit (a turn may take several moves) and after every 409. */
async function playWhileAwaited(gameId) {
  for (;;) {
    const game = await api.readGame(gameId);
    if (game.status !== 'active' || !game.yourTurn || !game.legalMoves?.length) return;
    const move = game.legalMoves[Math.floor(random() * game.legalMoves.length)];
    const answer = await api.move(gameId, game.version, [move]);
    if (answer.status === 409) {
      log(`game ${gameId}: version ${game.version} is stale, reading again`);
      continue;
    }
    log(`moved in ${gameId} at version ${game.version}: ${JSON.stringify(move)} → version ${answer.body.version}`);
  }
}

function onRequest(req, res) {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const why = secret === null ? 'no secret yet' : refusal({ secret, headers: req.headers, rawBody });
    if (why !== null) {
      log(`refused a delivery (${why})`);
      res.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorized');
      return;
    }
    res.writeHead(204).end(); // answer first (the server waits at most 5 s), then work
    let delivery;
    try {
      delivery = JSON.parse(rawBody);
    } catch {
      return log('a signed delivery that is not JSON, ignored');
    }
    if (handled.has(delivery.deliveryId)) return; // a repeat of one already acted on
    handled.add(delivery.deliveryId);
    log(`accepted ${delivery.event} for ${delivery.gameId} at version ${delivery.version} (delivery ${delivery.deliveryId})`);
    if (delivery.event === 'your-turn') onYourTurn(delivery.gameId);
    if (delivery.event === 'game-finished') log(`game ${delivery.gameId} finished`);
  });
}

const server = createServer(onRequest);
await new Promise((resolve, reject) => server.once('error', reject).listen(config.port, config.host, resolve));
const port = server.address().port;
const hookUrl = config.hookUrl ?? `http://${config.host}:${port}/turnpost`;
log(`listening on http://${config.host}:${port}/turnpost`);

if (api.token === null) {
  const registered = await api.register(config.name);
  log(`registered as ${registered.player.name} (${registered.player.id}); token kept in memory (set TURNPOST_TOKEN to reuse a player)`);
}
const player = await api.setWebhook(hookUrl);
secret = player.notify.webhook.secret;
log(`webhook ${player.notify.webhook.url}; signing secret ${secret.slice(0, 10)}… received once, kept in memory only`);

if (config.game !== null) {
  const joined = await api.join(config.game, config.invite);
  log(`joined ${config.game} in seat ${joined.you} (status ${joined.status})`);
  // The join may itself start the game with our seat awaited: the your-turn delivery will come, but look now too.
  if (joined.yourTurn) onYourTurn(config.game);
}
log('ready');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

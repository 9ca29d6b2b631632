/**
 * `npm start`: the local stack — DynamoDB Local (Java 17+), the table, the HTTP API on
 * 127.0.0.1:$PORT (default 3000), the notifier on the table's stream (outbox at /dev/outbox) and
 * the deadline sweeper (every 5 s). Stacked decks and fixed seeds are allowed here.
 *
 *   npm start                      # data in memory
 *   npm start -- --data .data      # data kept in a folder (or TURNPOST_DATA_DIR=.data)
 *   PORT=8080 npm start            # another port (or --port 8080)
 */
import { parseArgs } from 'node:util';
import { describeBuild, ensureWebBuilt } from '../web/build.js';
import { RATE_LIMITS } from '../functions/http/rate-limit-rules.js';
import { startLocalStack } from './local-stack.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('usage: npm start -- [--port N] [--data DIR]\n  PORT, TURNPOST_DATA_DIR work too. Data stays in memory without --data.');
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`not a port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
const dataDir = values.data ?? process.env.TURNPOST_DATA_DIR;

// Whatever else reads configuration from the environment sees the local settings too.
process.env.TURNPOST_ALLOW_STACKED = 'true';
process.env.TURNPOST_MODE = 'local';
// Node 20 is supported locally (docs/architecture.md); the SDK's notice about its future Node 22
// requirement would only clutter the start-up output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

try {
  const built = await ensureWebBuilt(); // a clean clone (or changed sources): build the app first
  if (built) console.log(describeBuild(built));
  const stack = await startLocalStack({ port, dataDir, rateLimits: RATE_LIMITS });
  console.log(`turnpost local stack listening on ${stack.url} · play: ${stack.url}/play/`);
  console.log(`  DynamoDB Local: ${stack.dynamodbEndpoint}, table "${stack.tableName}", data ${dataDir ? `in ${dataDir}` : 'in memory'}`);
  const { perClient, signUps } = RATE_LIMITS;
  console.log(`  rate limits per client address, as the deployed WAF's: ${perClient.limit} requests per ${perClient.windowSeconds} s, ${signUps.limit} sign-ups per ${signUps.windowSeconds} s`);
  console.log(`  notifications: webhooks delivered, e-mails and SNS messages in ${stack.url}/dev/outbox · deadlines swept every 5 s`);
  console.log(`  try: curl ${stack.url}/health · API description: ${stack.url}/openapi.json · Ctrl-C stops`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(`turnpost local stack failed to start: ${(error as Error).message}`);
  process.exit(1);
}

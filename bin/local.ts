/**
 * `npm start`: the local stack — DynamoDB Local (Java 17+), the table, the HTTP API on
 * 127.0.0.1:$PORT (default 3000), the notifier on the table's stream (outbox at /dev/outbox) and
 * the deadline sweeper (every 5 s). Stacked decks and fixed seeds are allowed here.
 *
 *   npm start                      # data in memory
 *   npm start -- --data .data      # data kept in a folder (or TURNPOST_DATA_DIR=.data)
 *   PORT=8080 npm start            # another port (or --port 8080)
 *   npm start -- --verbose         # a JSON line per request too (or LOG_LEVEL=debug)
 */
import { parseArgs } from 'node:util';
import { stopOnSignals } from './stop-on-signals.js';

const USAGE = `usage: npm start -- [--port N] [--data DIR] [--verbose] [--help]
  --port N      serve on 127.0.0.1:N (default 3000; or PORT=N)
  --data DIR    keep DynamoDB Local's data in DIR (or TURNPOST_DATA_DIR=DIR); in memory without it
  --verbose     log a JSON line per request, notification batch and sweep (or LOG_LEVEL=debug);
                without it only the banner, warnings and errors
  --help, -h    this text
Starts DynamoDB Local (Java 17+), the table, the API and the web app at /play/, the notifier
(outbox at /dev/outbox), the bot worker and the deadline sweeper. Ctrl-C stops everything.`;

function parseFlags() {
  try {
    return parseArgs({ options: { data: { type: 'string' }, port: { type: 'string' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    // parseArgs explains the flag in its message; the stack trace would say nothing more.
    console.error(`npm start: ${(error as Error).message.split('\n')[0]} (npm start -- --help lists the options)`);
    process.exit(2);
  }
}

const values = parseFlags();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`npm start: not a port: ${values.port ?? process.env.PORT} (a whole number from 0 to 65535)`);
  process.exit(2);
}
const dataDir = values.data ?? process.env.TURNPOST_DATA_DIR;

// Whatever else reads configuration from the environment sees the local settings too.
process.env.TURNPOST_ALLOW_STACKED = 'true';
process.env.TURNPOST_MODE = 'local';

const say = (step: string) => console.log(`· ${step}`);
say(`turnpost local stack: checking that 127.0.0.1:${port} is free…`);
// Before Java starts (seconds of work): a taken port would only fail at the very end.
const { portIsFree } = await import('./dynamodb-local.js');
if (port !== 0 && !(await portIsFree(port))) {
  console.error(`npm start: port ${port} on 127.0.0.1 is taken; stop what uses it, or choose another with --port N`);
  process.exit(1);
}


try {
  // Loaded only now, so the first line above is printed before the AWS SDK and esbuild load.
  const { describeBuild, ensureWebBuilt } = await import('../web/build.js');
  const { startLocalStack } = await import('./local-stack.js');
  const { createLocalLogger, logLevelFrom } = await import('../functions/log.js');
  say('checking the web app (web/dist)…');
  const built = await ensureWebBuilt(); // a clean clone (or changed sources): build the app first
  if (built) say(describeBuild(built));
  const { RATE_LIMITS } = await import('../functions/http/rate-limit-rules.js');
  const stack = await startLocalStack({ port, dataDir, progress: say, rateLimits: RATE_LIMITS, log: createLocalLogger(values.verbose === true) });
  console.log(`turnpost local stack listening on ${stack.url} · play: ${stack.url}/play/`);
  console.log(`  DynamoDB Local: ${stack.dynamodbEndpoint}, table "${stack.tableName}", data ${dataDir ? `in ${dataDir}` : 'in memory'}`);
  const { perClient, signUps } = RATE_LIMITS;
  console.log(`  rate limits per client address, as the deployed WAF's: ${perClient.limit} requests per ${perClient.windowSeconds} s, ${signUps.limit} sign-ups per ${signUps.windowSeconds} s`);
  console.log(`  notifications: webhooks delivered, e-mails and SNS messages in ${stack.url}/dev/outbox · deadlines swept every 5 s`);
  console.log(`  try: curl ${stack.url}/health · API description: ${stack.url}/openapi.json · Ctrl-C stops`);
  if (values.verbose !== true && logLevelFrom(process.env.LOG_LEVEL) !== 'debug') console.log('  quiet until something goes wrong: a line per request with --verbose (or LOG_LEVEL=debug)');
  stopOnSignals(() => stack.stop());
} catch (error) {
  console.error(`turnpost local stack failed to start: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * `npm run start:deployed`: synthesizes the app and runs the synthesized artifacts on this
 * machine, as deployed — every Lambda from its bundle in cdk.out, the front door routing as the
 * CloudFront distribution does, the table on DynamoDB Local, SQS/SNS/SES/SSM on moto.
 *
 *   npm run start:deployed                          # front door on 127.0.0.1:3100
 *   npm run start:deployed -- --port 8080 --sweep-every 5
 *   npm run start:deployed -- -c emailFrom=turns@example.org
 */
import { parseArgs } from 'node:util';
import { stopOnSignals } from './stop-on-signals.js';

const USAGE = `usage: npm run start:deployed -- [--port N] [--sweep-every SECONDS] [-c KEY=VALUE]... [--help]
  --port N               the front door on 127.0.0.1:N (default 3100)
  --sweep-every SECONDS  run the scheduled rules (the deadline sweeper) this often instead of their rate
  -c KEY=VALUE           synth context, as \`cdk synth -c\` (default region=eu-central-1, emailFrom=turns@turnpost.example)
  --help, -h             this text
Needs Java 17+ (DynamoDB Local) and moto_server on PATH. Ctrl-C stops everything.`;

function parseFlags() {
  try {
    return parseArgs({ options: { port: { type: 'string' }, 'sweep-every': { type: 'string' }, context: { type: 'string', short: 'c', multiple: true }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    console.error(`start:deployed: ${(error as Error).message.split('\n')[0]} (npm run start:deployed -- --help lists the options)`);
    process.exit(2);
  }
}

const values = parseFlags();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`start:deployed: not a port: ${values.port} (a whole number from 0 to 65535)`);
  process.exit(2);
}
const sweepEvery = values['sweep-every'] === undefined ? null : Number(values['sweep-every']);
if (sweepEvery !== null && !(sweepEvery > 0)) {
  console.error(`start:deployed: --sweep-every takes a number of seconds above 0, not ${values['sweep-every']}`);
  process.exit(2);
}
const context: Record<string, string> = {};
for (const pair of values.context ?? []) {
  const at = pair.indexOf('=');
  if (at <= 0) {
    console.error(`start:deployed: -c takes KEY=VALUE, not ${pair}`);
    process.exit(2);
  }
  context[pair.slice(0, at)] = pair.slice(at + 1);
}

const say = (step: string) => console.log(`· ${step}`);
try {
  const { assertMoto } = await import('./deployed/moto.js');
  const { assertJava, portIsFree } = await import('./dynamodb-local.js');
  assertJava();
  assertMoto();
  // Before the synth (minutes of work): a taken port would only fail at the very end.
  if (port !== 0 && !(await portIsFree(port))) throw new Error(`port ${port} on 127.0.0.1 is taken; stop what uses it, or choose another with --port N`);
  const { synthesizeApp } = await import('./deployed/synthesize.js');
  const { startDeployedStack } = await import('./deployed/deployed-stack.js');
  say('synthesizing the app (bundles and the web app, as cdk synth)…');
  const synthesized = synthesizeApp(context);
  say(`cloud assembly in ${synthesized.directory}`);
  const region = typeof context.region === 'string' ? context.region : 'eu-central-1';
  const stack = await startDeployedStack({ assemblyDirectory: synthesized.directory, stackName: synthesized.stackName, port, region, scheduleEveryMs: sweepEvery === null ? null : sweepEvery * 1000, progress: say }).catch((error: unknown) => {
    synthesized.remove();
    throw error;
  });
  console.log(`turnpost, the deployed shape, behind its front door on ${stack.url} · play: ${stack.url}/play/`);
  console.log(`  moto (SQS, SNS, SES, SSM): ${stack.motoUrl} · sent e-mails: ${stack.motoUrl}/moto-api/data.json`);
  console.log(`  DynamoDB Local: ${stack.dynamodbEndpoint} · try: curl ${stack.url}/health · Ctrl-C stops`);
  stopOnSignals(async () => {
    await stack.stop();
    synthesized.remove();
  });
} catch (error) {
  console.error(`start:deployed failed to start: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * `npm run redrive`: sends the notification dead letters again, each from its first attempt.
 *
 *   npm run redrive -- --local [--api http://127.0.0.1:3000]      # the local stack's dead letters
 *   npm run redrive -- --outputs cdk-outputs.json [--dry-run]     # AWS: queue URLs from `cdk deploy --outputs-file`
 *   npm run redrive -- --from <dead-letter queue URL> --to <delivery queue URL> [--region R] [--dry-run] [--max N]
 *
 * Credentials, region and endpoint as every AWS SDK tool finds them: AWS_PROFILE (SSO too), the
 * environment, AWS_ENDPOINT_URL_SQS for an SQS-compatible server.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SQSClient } from '@aws-sdk/client-sqs';
import { redriveDeadLetters } from '../functions/notify/deliver/sqs-redrive.js';

const USAGE = `usage: npm run redrive -- --local [--api URL]
       npm run redrive -- --outputs FILE | --from DLQ_URL --to QUEUE_URL  [--region R] [--dry-run] [--max N]

Sends the notification dead letters again, each to be tried on the whole retry schedule.
  --local         the local stack's dead letters (POST /dev/outbox/redrive); --api its URL (default http://127.0.0.1:3000)
  --outputs FILE  AWS: the DeliveryQueueUrl and DeliveryDeadLetterQueueUrl outputs from \`cdk deploy --outputs-file FILE\`
  --from, --to    AWS: the delivery dead-letter queue's URL and the delivery queue's URL
  --region        the queues' region (default: from the queue URL, else the SDK's: AWS_REGION, the profile's)
  --dry-run       count what would be sent, send nothing (AWS)
  --max N         send at most N (AWS)`;

const { values } = parseArgs({
  options: {
    local: { type: 'boolean' },
    api: { type: 'string' },
    outputs: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    region: { type: 'string' },
    'dry-run': { type: 'boolean' },
    max: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** The two queue URLs from a `cdk deploy --outputs-file` file (one stack's outputs, whatever the stack is called). */
function queuesFromOutputs(file: string): { from: string; to: string } {
  const stacks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  for (const outputs of Object.values(stacks)) {
    if (outputs.DeliveryDeadLetterQueueUrl && outputs.DeliveryQueueUrl) return { from: outputs.DeliveryDeadLetterQueueUrl, to: outputs.DeliveryQueueUrl };
  }
  return fail(`${file} has no stack with the outputs DeliveryQueueUrl and DeliveryDeadLetterQueueUrl`);
}

async function redriveLocal(api: string): Promise<void> {
  const response = await fetch(`${api.replace(/\/+$/, '')}/dev/outbox/redrive`, { method: 'POST' });
  if (!response.ok) fail(`POST ${api}/dev/outbox/redrive answered ${response.status}: is the local stack running there?`);
  const { redriven } = (await response.json()) as { redriven: number };
  console.log(`${redriven} dead letter${redriven === 1 ? '' : 's'} sent again (see ${api}/dev/outbox)`);
}

async function redriveAws(): Promise<void> {
  const queues = values.outputs ? queuesFromOutputs(values.outputs) : values.from && values.to ? { from: values.from, to: values.to } : fail('say where the queues are: --outputs FILE, or --from and --to');
  const max = values.max === undefined ? undefined : Number(values.max);
  if (max !== undefined && !(Number.isInteger(max) && max > 0)) fail(`not a positive count: --max ${values.max}`);
  const region = values.region ?? /^https:\/\/sqs\.([a-z0-9-]+)\./.exec(queues.from)?.[1];
  // Credentials from the SDK's default chain (a profile, SSO, the environment); the endpoint from AWS_ENDPOINT_URL_SQS when set.
  const sqs = new SQSClient(region ? { region } : {});
  const dryRun = values['dry-run'] ?? false;
  console.log(`${dryRun ? 'dry run: counting' : 'moving'} dead letters from ${queues.from} to ${queues.to}`);
  const report = await redriveDeadLetters({ sqs, ...queues, dryRun, max, progress: (so) => console.log(`  ${so.moved} ${dryRun ? 'to move' : 'moved'}${so.malformed ? `, ${so.malformed} not deliveries (left)` : ''}`) });
  console.log(`${dryRun ? 'would move' : 'moved'} ${report.moved} deliver${report.moved === 1 ? 'y' : 'ies'}; ${report.malformed} message${report.malformed === 1 ? '' : 's'} left (not deliveries)`);
}

if (values.help) {
  console.log(USAGE);
} else if (values.local) {
  await redriveLocal(values.api ?? 'http://127.0.0.1:3000');
} else {
  await redriveAws();
}

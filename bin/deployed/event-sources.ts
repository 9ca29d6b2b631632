/**
 * The template's event sources, wired to the local functions: DynamoDB stream and SQS event
 * source mappings (their batch sizes, FilterCriteria, retries and on-failure destinations), the
 * EventBridge pipes from a stream to a queue, and the scheduled rules (their rate, or a faster
 * one when asked). Each reads and writes AWS through the recording endpoint of the role the
 * service uses: the function's own for its mappings, the pipe's for the pipe.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBRecord } from 'aws-lambda';
import { QueueSource } from './queue-source.js';
import { StreamSource } from './stream-source.js';
import { resourcesOfType, type Json, type TemplateResolver } from './template.js';

export interface EventSourcesSetup {
  resolver: TemplateResolver;
  invoke(functionLogicalId: string, event: unknown): Promise<unknown>;
  /** The recording endpoint of a role (by logical id), and the role of a function. */
  endpointOf(roleLogicalId: string): string;
  roleOf(functionLogicalId: string): string;
  /** Every scheduled rule runs this often instead of its own rate; null: the template's rate. */
  scheduleEveryMs: number | null;
  pollIntervalMs: number;
}

export interface Stoppable {
  stop(): Promise<void>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local', sessionToken: 'local' };

function logicalIdOf(reference: unknown): string {
  const value = reference as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  const id = value.Ref ?? value['Fn::GetAtt']?.[0];
  if (!id) throw new Error(`${JSON.stringify(reference)} names no resource of the template`);
  return id;
}

function isStream(reference: unknown): boolean {
  return (reference as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[1] === 'StreamArn';
}

function patternsOf(filterCriteria: unknown): string[] {
  return ((filterCriteria as { Filters?: { Pattern: string }[] } | undefined)?.Filters ?? []).map((filter) => filter.Pattern);
}

/** The app id in the User-Agent of the event source mappings' own calls (receiving, deleting, reading the stream). */
export const EVENT_SOURCE_USER_AGENT = 'lambda-event-source-mapping';

export function startEventSources(setup: EventSourcesSetup): Stoppable[] {
  const { resolver } = setup;
  const region = resolver.pseudo.region;
  // The pollers are Lambda's service, not the function's code: their calls say so in their User-Agent.
  const clientsFor = (role: string) => ({
    streams: new DynamoDBStreamsClient({ region, endpoint: setup.endpointOf(role), credentials, userAgentAppId: EVENT_SOURCE_USER_AGENT }),
    sqs: new SQSClient({ region, endpoint: setup.endpointOf(role), credentials, userAgentAppId: EVENT_SOURCE_USER_AGENT }),
  });
  const queueUrlOf = (arnReference: unknown) => resolver.physicalOf(logicalIdOf(arnReference)).ref;
  const started: Stoppable[] = [];

  for (const [, mapping] of resourcesOfType(resolver.template, 'AWS::Lambda::EventSourceMapping')) {
    const props = mapping.Properties as Json;
    const functionId = logicalIdOf(props.FunctionName);
    const clients = clientsFor(setup.roleOf(functionId));
    if (isStream(props.EventSourceArn)) {
      const onFailure = (props.DestinationConfig as { OnFailure?: { Destination: unknown } } | undefined)?.OnFailure?.Destination;
      const streamArn = resolver.string(props.EventSourceArn);
      started.push(
        new StreamSource(clients.streams, {
          streamArn,
          region,
          startingPosition: props.StartingPosition as 'TRIM_HORIZON',
          batchSize: Number(props.BatchSize ?? 100),
          filterPatterns: patternsOf(props.FilterCriteria),
          maximumRetryAttempts: Math.min(Number(props.MaximumRetryAttempts ?? 3), 3),
          pollIntervalMs: setup.pollIntervalMs,
          deliver: async (records) => void (await setup.invoke(functionId, { Records: records })),
          giveUp: async (records, error) => {
            if (!onFailure) return;
            await clients.sqs.send(new SendMessageCommand({ QueueUrl: queueUrlOf(onFailure), MessageBody: JSON.stringify(failureRecord(streamArn, records, error)) }));
          },
        }),
      );
      continue;
    }
    const queueId = logicalIdOf(props.EventSourceArn);
    started.push(
      new QueueSource(clients.sqs, {
        queueUrl: resolver.physicalOf(queueId).ref,
        queueArn: resolver.string(props.EventSourceArn),
        region,
        batchSize: Number(props.BatchSize ?? 10),
        reportBatchItemFailures: ((props.FunctionResponseTypes as string[] | undefined) ?? []).includes('ReportBatchItemFailures'),
        invoke: (event) => setup.invoke(functionId, event),
      }),
    );
  }

  for (const [logicalId, pipe] of resourcesOfType(resolver.template, 'AWS::Pipes::Pipe')) {
    const props = pipe.Properties as Json;
    if (!isStream(props.Source)) throw new Error(`the pipe ${logicalId} reads ${JSON.stringify(props.Source)}; only DynamoDB stream sources run locally`);
    if (resolver.template.Resources[logicalIdOf(props.Target)]?.Type !== 'AWS::SQS::Queue') throw new Error(`the pipe ${logicalId}'s target is not an SQS queue of the template; only queue targets run locally`);
    const source = (props.SourceParameters ?? {}) as { DynamoDBStreamParameters?: Json; FilterCriteria?: unknown };
    const stream = source.DynamoDBStreamParameters ?? {};
    const clients = clientsFor(logicalIdOf(props.RoleArn));
    const targetUrl = queueUrlOf(props.Target);
    const deadLetters = (stream.DeadLetterConfig as { Arn?: unknown } | undefined)?.Arn;
    const streamArn = resolver.string(props.Source);
    started.push(
      new StreamSource(clients.streams, {
        streamArn,
        region,
        startingPosition: (stream.StartingPosition as 'TRIM_HORIZON') ?? 'TRIM_HORIZON',
        batchSize: Number(stream.BatchSize ?? 10),
        filterPatterns: patternsOf(source.FilterCriteria),
        maximumRetryAttempts: Math.min(Number(stream.MaximumRetryAttempts ?? 3), 3),
        pollIntervalMs: setup.pollIntervalMs,
        // With no input template, a pipe sends each record as it came, one message per record.
        deliver: async (records) => {
          for (let at = 0; at < records.length; at += 10) {
            const answer = await clients.sqs.send(new SendMessageBatchCommand({ QueueUrl: targetUrl, Entries: records.slice(at, at + 10).map((record, index) => ({ Id: String(index), MessageBody: JSON.stringify(record) })) }));
            if (answer.Failed?.length) throw new Error(`the pipe could not send ${answer.Failed.length} records`);
          }
        },
        giveUp: async (records, error) => {
          if (!deadLetters) return;
          await clients.sqs.send(new SendMessageCommand({ QueueUrl: queueUrlOf(deadLetters), MessageBody: JSON.stringify(failureRecord(streamArn, records, error)) }));
        },
      }),
    );
  }

  for (const [logicalId, rule] of resourcesOfType(resolver.template, 'AWS::Events::Rule')) {
    const props = rule.Properties as Json;
    if (typeof props.ScheduleExpression !== 'string' || props.State === 'DISABLED') continue;
    const everyMs = setup.scheduleEveryMs ?? rateMs(props.ScheduleExpression);
    const ruleArn = `arn:aws:events:${region}:${resolver.pseudo.accountId}:rule/${resolver.physicalOf(logicalId).ref}`;
    for (const target of props.Targets as { Arn: unknown }[]) {
      const functionId = logicalIdOf(target.Arn);
      if (resolver.template.Resources[functionId]?.Type !== 'AWS::Lambda::Function') continue;
      started.push(schedule(everyMs, () => setup.invoke(functionId, scheduledEvent(ruleArn, region, resolver.pseudo.accountId))));
    }
  }
  return started;
}

/** rate(N minute|minutes|hour|hours|day|days); cron expressions are refused by name. */
export function rateMs(expression: string): number {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!rate) throw new Error(`the schedule ${expression} is not a rate(); pass a fixed interval to run it locally`);
  const unit = rate[2]!.startsWith('minute') ? 60_000 : rate[2]!.startsWith('hour') ? 3_600_000 : 86_400_000;
  return Number(rate[1]) * unit;
}

/** Runs `job` every `everyMs`, never two at once (EventBridge would; a local sweep longer than the interval just waits). */
function schedule(everyMs: number, job: () => Promise<unknown>): Stoppable {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(job).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', message: 'scheduled invocation failed', detail: String(error) })));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

function scheduledEvent(ruleArn: string, region: string, accountId: string) {
  return { version: '0', id: randomUUID(), 'detail-type': 'Scheduled Event', source: 'aws.events', account: accountId, time: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), region, resources: [ruleArn], detail: {} };
}

/** What Lambda sends an on-failure destination for a stream batch given up. */
function failureRecord(streamArn: string, records: DynamoDBRecord[], error: unknown) {
  return {
    requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: 1 },
    responseContext: { functionError: String(error) },
    timestamp: new Date().toISOString(),
    DDBStreamBatchInfo: {
      shardId: 'local',
      startSequenceNumber: records[0]?.dynamodb?.SequenceNumber,
      endSequenceNumber: records.at(-1)?.dynamodb?.SequenceNumber,
      batchSize: records.length,
      streamArn,
    },
  };
}

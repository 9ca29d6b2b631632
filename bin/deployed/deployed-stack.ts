/**
 * The synthesized stack run on this machine, as deployed: the template's table on DynamoDB Local;
 * its queues, topics, the SES identity and configuration sets and the SSM parameters on moto; its
 * secrets made (./local-resources.ts); every Node.js function from its bundle in cdk.out, each in
 * its own processes, behind a recording endpoint per role; its custom resources created; its event
 * sources wired, its functions' SNS subscriptions too (./topic-subscriptions.ts), and SES's bounce
 * and complaint events of the mailbox simulator (./ses-events.ts); and the front door routing as
 * its CloudFront distribution does. `npm run start:deployed` runs it (bin/start-deployed.ts); tests start it with
 * the same function.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateConfigurationSetCommand, CreateEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import { freePort, startDynamoDbLocal, type DynamoDbLocal } from '../dynamodb-local.js';
import { readAssembly, type Assembly } from './assembly.js';
import { createCustomResource, localCustomResources } from './custom-resources.js';
import { startEventSources, type Stoppable } from './event-sources.js';
import type { FrontDoor } from './front-door.js';
import { frontDoorFor } from './front-door-setup.js';
import { isNodeFunction, lambdaFunction, roleOf } from './lambda-functions.js';
import type { LambdaFunction } from './lambda-function.js';
import { createQueues, createTables, createTopics, nameEverything } from './local-resources.js';
import { startMoto, type Moto } from './moto.js';
import { IteratorStreams, RecordingProxy, type ForwardedCall, type RecordedCall } from './recording-proxy.js';
import { SesEventPublisher, snsEventDestinations } from './ses-events.js';
import { startTopicSubscriptions } from './topic-subscriptions.js';
import { TemplateResolver, resourcesOfType } from './template.js';

/** moto's default account: the ARNs it makes carry it. */
export const LOCAL_ACCOUNT_ID = '123456789012';

export interface DeployedStackOptions {
  /** The synthesized cloud assembly (cdk.out) and the stack in it. */
  assemblyDirectory: string;
  stackName: string;
  /** Front door port on 127.0.0.1; 0 picks a free one. */
  port: number;
  region?: string;
  /** Every scheduled rule runs this often instead of its own rate. */
  scheduleEveryMs?: number | null;
  /** Pause between polls of the table's stream. */
  streamPollMs?: number;
  /** Execution environments per function at most. */
  maxEnvironmentsPerFunction?: number;
  /** Use this DynamoDB Local instead of starting one. */
  dynamodbEndpoint?: string;
  /** API Gateway's limit per request (tests shorten it). */
  requestTimeoutMs?: number;
  /** Each function's log lines. */
  log?: (functionName: string, line: string) => void;
  progress?: (step: string) => void;
}

export interface DeployedStack {
  /** http://127.0.0.1:<port> */
  url: string;
  motoUrl: string;
  dynamodbEndpoint: string;
  assembly: Assembly;
  resolver: TemplateResolver;
  frontDoor: FrontDoor;
  /** Every AWS call made so far, by the principal (role logical id) that made it. */
  calls: readonly RecordedCall[];
  /** The logical id of each function's role, by the function's logical id. */
  roles: ReadonlyMap<string, string>;
  /** The X-Ray trace header each invocation so far was given, by the function's logical id. */
  traceHeaders(): ReadonlyMap<string, readonly string[]>;
  stop(): Promise<void>;
}

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export async function startDeployedStack(options: DeployedStackOptions): Promise<DeployedStack> {
  const progress = options.progress ?? (() => undefined);
  const region = options.region ?? 'eu-central-1';
  const assembly = readAssembly(options.assemblyDirectory, options.stackName);
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    progress('starting DynamoDB Local and moto');
    const [dynamo, moto] = await Promise.all([
      options.dynamodbEndpoint ? Promise.resolve<DynamoDbLocal>({ endpoint: options.dynamodbEndpoint, stop: async () => undefined }) : startDynamoDbLocal(),
      startMoto() as Promise<Moto>,
    ]);
    cleanups.push(() => dynamo.stop(), () => moto.stop());

    const port = options.port === 0 ? await freePort() : options.port;
    const host = `127.0.0.1:${port}`;
    const resolver = new TemplateResolver(assembly.template, { region, accountId: LOCAL_ACCOUNT_ID, stackName: options.stackName });
    nameEverything(resolver, host);

    progress('creating the table, queues and topics from the template');
    const direct = {
      dynamodb: new DynamoDBClient({ region, endpoint: dynamo.endpoint, credentials }),
      sqs: new SQSClient({ region, endpoint: moto.endpoint, credentials }),
      sns: new SNSClient({ region, endpoint: moto.endpoint, credentials }),
      sesv2: new SESv2Client({ region, endpoint: moto.endpoint, credentials }),
    };
    await createTables(resolver, direct.dynamodb);
    await createQueues(resolver, direct.sqs);
    await createTopics(resolver, direct.sns);

    const emailIdentity = sendingIdentity(resolver);
    if (emailIdentity) {
      progress(`verifying the SES identity ${emailIdentity}`);
      await direct.sesv2.send(new CreateEmailIdentityCommand({ EmailIdentity: emailIdentity }));
    }
    for (const [logicalId] of resourcesOfType(assembly.template, 'AWS::SES::ConfigurationSet')) {
      const name = resolver.physicalOf(logicalId).ref;
      progress(`creating the SES configuration set ${name}`);
      await direct.sesv2.send(new CreateConfigurationSetCommand({ ConfigurationSetName: name }));
    }
    // Bounces and complaints of SES's mailbox simulator, published to the configuration sets' topics.
    const sesEvents = new SesEventPublisher(snsEventDestinations(resolver), direct.sns, LOCAL_ACCOUNT_ID);
    const afterForward = (call: ForwardedCall) => {
      if (call.method !== 'POST' || !call.path.startsWith('/v2/email/outbound-emails') || call.status !== 200) return;
      const messageId = (JSON.parse(call.answer) as { MessageId?: string }).MessageId ?? 'local';
      sesEvents.sent(JSON.parse(call.body) as Parameters<SesEventPublisher['sent']>[0], messageId).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', message: 'SES event not published', detail: String(error) })));
    };

    const calls: RecordedCall[] = [];
    const iterators = new IteratorStreams();
    const proxies = new Map<string, RecordingProxy>();
    const roles = new Map<string, string>();
    for (const [logicalId, resource] of Object.entries(assembly.template.Resources)) if (isNodeFunction(resource)) roles.set(logicalId, roleOf(resolver, logicalId));
    const principals = new Set([...roles.values(), ...resourcesOfType(assembly.template, 'AWS::Pipes::Pipe').map(([, pipe]) => (pipe.Properties!.RoleArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0])]);
    for (const principal of principals) {
      const proxy = new RecordingProxy(principal, { dynamodb: dynamo.endpoint, moto: moto.endpoint }, { region, accountId: LOCAL_ACCOUNT_ID, emailIdentity }, iterators, (call) => calls.push(call), afterForward);
      await proxy.start();
      proxies.set(principal, proxy);
      cleanups.push(() => proxy.stop());
    }
    const endpointOf = (role: string) => {
      const proxy = proxies.get(role);
      if (!proxy) throw new Error(`no recording endpoint for the role ${role}`);
      return proxy.endpoint;
    };

    const functions = new Map<string, LambdaFunction>();
    const functionsSetup = { assembly, resolver, endpointOf, frontDoorHost: host, maxEnvironments: options.maxEnvironmentsPerFunction ?? 2, log: options.log ?? ((name: string, line: string) => console.log(`[${name}] ${line}`)) };
    cleanups.push(async () => void (await Promise.all([...functions.values()].map((fn) => fn.stop()))));
    const functionOf = (logicalId: string) => {
      let fn = functions.get(logicalId);
      if (!fn) {
        fn = lambdaFunction(functionsSetup, logicalId);
        functions.set(logicalId, fn);
      }
      return fn;
    };
    const invoke = (logicalId: string, event: unknown) => functionOf(logicalId).invoke(event);

    for (const { logicalId, provider } of localCustomResources(resolver)) {
      progress(`creating the custom resource ${logicalId}`);
      await createCustomResource(resolver, logicalId, (event) => invoke(provider, event));
    }
    // Every function resolves its environment now, so a variable the template names but nothing here provides fails the start, not a request.
    for (const logicalId of roles.keys()) functionOf(logicalId);

    progress('wiring the event sources');
    const sources: Stoppable[] = startEventSources({ resolver, invoke, endpointOf, roleOf: (fn) => roles.get(fn)!, scheduleEveryMs: options.scheduleEveryMs ?? null, pollIntervalMs: options.streamPollMs ?? 250 });
    cleanups.push(async () => void (await Promise.all(sources.map((source) => source.stop()))));
    const subscriptions = await startTopicSubscriptions({ resolver, sns: direct.sns, sqs: direct.sqs, invoke });
    cleanups.push(async () => void (await Promise.all(subscriptions.map((subscription) => subscription.stop()))));

    const frontDoor = frontDoorFor(assembly, resolver, invoke, options.requestTimeoutMs);
    const server: Server = createServer(frontDoor.listener);
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(port, '127.0.0.1', listening);
    });
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const traceHeaders = () => new Map([...functions].map(([logicalId, fn]) => [logicalId, fn.traceHeaders]));
    return { url, motoUrl: moto.endpoint, dynamodbEndpoint: dynamo.endpoint, assembly, resolver, frontDoor, calls, roles, traceHeaders, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The SES identity the operator verifies: the domain of the functions' sender address (TURNPOST_EMAIL_FROM), if any. */
function sendingIdentity(resolver: TemplateResolver): string | null {
  for (const [, resource] of resourcesOfType(resolver.template, 'AWS::Lambda::Function')) {
    const from = ((resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}).TURNPOST_EMAIL_FROM;
    if (typeof from === 'string') return from.split('@')[1] ?? from;
  }
  return null;
}

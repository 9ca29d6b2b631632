/**
 * The template's resources stood up on this machine, as CloudFormation would create them: the
 * table on DynamoDB Local from its own definition, the queues and topics on moto with their
 * attributes, and a physical name or ARN for every other resource, so that each Ref and
 * Fn::GetAtt the functions' environments and role policies use resolves to what runs here.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand, type CreateTableCommandInput, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateTopicCommand, type SNSClient } from '@aws-sdk/client-sns';
import { CreateQueueCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { Json, Pseudo, TemplateResolver } from './template.js';

export interface LocalClients {
  dynamodb: DynamoDBClient;
  sqs: SQSClient;
  sns: SNSClient;
}

/** A short id API Gateway or CloudFront would make up, stable for a logical id. */
function madeUpId(logicalId: string, length = 10): string {
  return createHash('sha256').update(logicalId).digest('hex').slice(0, length);
}

/** Each start names its resources anew, as each deployment of a stack does: runs sharing an emulator never meet. */
const RUN = randomBytes(8).toString('hex');

/** The name CloudFormation gives a resource the template leaves unnamed: <stack>-<logical id>-<random suffix>. */
function generatedName(pseudo: Pseudo, logicalId: string): string {
  return `${pseudo.stackName}-${logicalId}-${madeUpId(`${RUN}${logicalId}`, 12).toUpperCase()}`;
}

/** Names and ARNs for everything that runs nowhere or is emulated in-process (functions, roles, the API, the distribution…). */
export function nameEverything(resolver: TemplateResolver, frontDoorHost: string): void {
  const { pseudo } = resolver;
  const arn = (service: string, resource: string, region: string = pseudo.region) => `arn:aws:${service}:${region}:${pseudo.accountId}:${resource}`;
  for (const [logicalId, resource] of Object.entries(resolver.template.Resources)) {
    const props = resource.Properties ?? {};
    const name = (props.FunctionName ?? props.RoleName ?? props.Name) as string | undefined;
    const physical = typeof name === 'string' ? name : generatedName(pseudo, logicalId);
    switch (resource.Type) {
      case 'AWS::Lambda::Function':
        resolver.provide(logicalId, { ref: physical, attributes: { Arn: arn('lambda', `function:${physical}`) } });
        break;
      case 'AWS::IAM::Role':
        resolver.provide(logicalId, { ref: physical, attributes: { Arn: `arn:aws:iam::${pseudo.accountId}:role/${physical}`, RoleId: madeUpId(logicalId, 21).toUpperCase() } });
        break;
      case 'AWS::Logs::LogGroup': {
        const group = typeof props.LogGroupName === 'string' ? props.LogGroupName : `/aws/lambda/${physical}`;
        resolver.provide(logicalId, { ref: group, attributes: { Arn: arn('logs', `log-group:${group}:*`) } });
        break;
      }
      case 'AWS::S3::Bucket': {
        const bucket = physical.toLowerCase();
        resolver.provide(logicalId, { ref: bucket, attributes: { Arn: `arn:aws:s3:::${bucket}`, DomainName: `${bucket}.s3.amazonaws.com`, RegionalDomainName: `${bucket}.s3.${pseudo.region}.amazonaws.com` } });
        break;
      }
      case 'AWS::ApiGatewayV2::Api': {
        const apiId = madeUpId(logicalId);
        resolver.provide(logicalId, { ref: apiId, attributes: { ApiId: apiId, ApiEndpoint: `https://${apiId}.execute-api.${pseudo.region}.amazonaws.com` } });
        break;
      }
      case 'AWS::CloudFront::Distribution':
        // The distribution's domain is the front door's host: links in e-mails and Location headers lead there.
        resolver.provide(logicalId, { ref: `E${madeUpId(logicalId, 13).toUpperCase()}`, attributes: { DomainName: frontDoorHost, Id: `E${madeUpId(logicalId, 13).toUpperCase()}` } });
        break;
      case 'AWS::SecretsManager::Secret': {
        // Its value made now, as CloudFormation makes it on create: the functions and the front door read it through dynamic references.
        const secretArn = arn('secretsmanager', `secret:${physical}-${madeUpId(`${RUN}${logicalId}`, 6)}`);
        resolver.provide(logicalId, { ref: secretArn, attributes: { Id: secretArn } });
        resolver.provideSecretValue(secretArn, typeof props.SecretString === 'string' ? props.SecretString : generatedSecret((props.GenerateSecretString ?? {}) as Json));
        break;
      }
      case 'AWS::CloudFront::Function':
        resolver.provide(logicalId, { ref: physical, attributes: { FunctionARN: `arn:aws:cloudfront::${pseudo.accountId}:function/${physical}`, Stage: 'LIVE' } });
        break;
      default:
        resolver.provide(logicalId, { ref: madeUpId(logicalId), attributes: { Arn: arn(serviceOf(resource.Type), `${logicalId}`), Id: madeUpId(logicalId) } });
    }
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** A value as Secrets Manager's GenerateSecretString makes one (its length, the characters it excludes). */
export function generatedSecret(spec: Json): string {
  if (typeof spec.SecretStringTemplate === 'string') throw new Error('a secret generated into a JSON template is not made locally');
  const excluded = new Set(String(spec.ExcludeCharacters ?? ''));
  const alphabet = [
    ...(spec.ExcludeUppercase ? LETTERS.slice(26) : spec.ExcludeLowercase ? LETTERS.slice(0, 26) : LETTERS),
    ...(spec.ExcludeNumbers ? '' : DIGITS),
    ...(spec.ExcludePunctuation ? '' : PUNCTUATION),
    ...(spec.IncludeSpace ? ' ' : ''),
  ].filter((char) => !excluded.has(char));
  const length = Number(spec.PasswordLength ?? 32);
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function serviceOf(type: string): string {
  return (type.split('::')[1] ?? 'custom').toLowerCase();
}

/** Each DynamoDB table of the template, created on DynamoDB Local from its own properties (key schema, indexes, stream, TTL). */
export async function createTables(resolver: TemplateResolver, dynamodb: DynamoDBClient): Promise<{ logicalId: string; name: string; streamArn: string | null }[]> {
  const tables = [];
  for (const [logicalId, resource] of Object.entries(resolver.template.Resources)) {
    if (resource.Type !== 'AWS::DynamoDB::Table') continue;
    const props = resolver.resolve(resource.Properties) as Json;
    const name = typeof props.TableName === 'string' ? props.TableName : generatedName(resolver.pseudo, logicalId);
    const stream = props.StreamSpecification as { StreamViewType: string } | undefined;
    const input: CreateTableCommandInput = {
      TableName: name,
      AttributeDefinitions: props.AttributeDefinitions as CreateTableCommandInput['AttributeDefinitions'],
      KeySchema: props.KeySchema as CreateTableCommandInput['KeySchema'],
      BillingMode: (props.BillingMode as 'PAY_PER_REQUEST' | 'PROVISIONED' | undefined) ?? 'PROVISIONED',
      ...(props.ProvisionedThroughput ? { ProvisionedThroughput: props.ProvisionedThroughput as CreateTableCommandInput['ProvisionedThroughput'] } : {}),
      ...(props.GlobalSecondaryIndexes ? { GlobalSecondaryIndexes: props.GlobalSecondaryIndexes as CreateTableCommandInput['GlobalSecondaryIndexes'] } : {}),
      ...(props.LocalSecondaryIndexes ? { LocalSecondaryIndexes: props.LocalSecondaryIndexes as CreateTableCommandInput['LocalSecondaryIndexes'] } : {}),
      ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: stream.StreamViewType as 'NEW_AND_OLD_IMAGES' } } : {}),
    };
    await dynamodb.send(new CreateTableCommand(input));
    const ttl = props.TimeToLiveSpecification as { AttributeName: string; Enabled: boolean } | undefined;
    if (ttl?.Enabled) await dynamodb.send(new UpdateTimeToLiveCommand({ TableName: name, TimeToLiveSpecification: ttl }));
    const described = await dynamodb.send(new DescribeTableCommand({ TableName: name }));
    const streamArn = described.Table?.LatestStreamArn ?? null;
    const tableArn = `arn:aws:dynamodb:${resolver.pseudo.region}:${resolver.pseudo.accountId}:table/${name}`;
    resolver.provide(logicalId, { ref: name, attributes: { Arn: tableArn, ...(streamArn ? { StreamArn: streamArn } : {}) } });
    tables.push({ logicalId, name, streamArn });
  }
  return tables;
}

const QUEUE_ATTRIBUTES = ['DelaySeconds', 'MaximumMessageSize', 'MessageRetentionPeriod', 'ReceiveMessageWaitTimeSeconds', 'VisibilityTimeout'];

/** Each SQS queue on moto, dead-letter queues first (a queue's redrive policy names its dead letters' ARN). */
export async function createQueues(resolver: TemplateResolver, sqs: SQSClient): Promise<void> {
  const pending = Object.entries(resolver.template.Resources).filter(([, resource]) => resource.Type === 'AWS::SQS::Queue');
  while (pending.length > 0) {
    const at = pending.findIndex(([, resource]) => redriveTargetsReady(resolver, resource.Properties ?? {}));
    if (at < 0) throw new Error('the queues\u2019 redrive policies name each other in a circle');
    const [logicalId, resource] = pending.splice(at, 1)[0]!;
    const props = resolver.resolve(resource.Properties ?? {}) as Json;
    const name = typeof props.QueueName === 'string' ? props.QueueName : generatedName(resolver.pseudo, logicalId);
    const attributes: Record<string, string> = {};
    for (const key of QUEUE_ATTRIBUTES) if (props[key] !== undefined) attributes[key] = String(props[key]);
    if (props.RedrivePolicy) attributes.RedrivePolicy = JSON.stringify(props.RedrivePolicy);
    const created = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
    resolver.provide(logicalId, { ref: created.QueueUrl!, attributes: { Arn: `arn:aws:sqs:${resolver.pseudo.region}:${resolver.pseudo.accountId}:${name}`, QueueName: name, QueueUrl: created.QueueUrl! } });
  }
}

function redriveTargetsReady(resolver: TemplateResolver, props: Json): boolean {
  const target = (props.RedrivePolicy as { deadLetterTargetArn?: { 'Fn::GetAtt'?: [string, string] } } | undefined)?.deadLetterTargetArn?.['Fn::GetAtt'];
  return !target || resolver.has(target[0]) && resolver.template.Resources[target[0]]!.Type === 'AWS::SQS::Queue' && isQueueCreated(resolver, target[0]);
}

function isQueueCreated(resolver: TemplateResolver, logicalId: string): boolean {
  return resolver.physicalOf(logicalId).attributes.QueueUrl !== undefined;
}

/** Each SNS topic on moto. */
export async function createTopics(resolver: TemplateResolver, sns: SNSClient): Promise<void> {
  for (const [logicalId, resource] of Object.entries(resolver.template.Resources)) {
    if (resource.Type !== 'AWS::SNS::Topic') continue;
    const props = resource.Properties ?? {};
    const name = typeof props.TopicName === 'string' ? props.TopicName : generatedName(resolver.pseudo, logicalId);
    const created = await sns.send(new CreateTopicCommand({ Name: name }));
    resolver.provide(logicalId, { ref: created.TopicArn!, attributes: { TopicArn: created.TopicArn!, TopicName: name } });
  }
}

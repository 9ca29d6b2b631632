/**
 * The template's Node.js Lambda functions as this machine runs them: the bundle `cdk deploy`
 * would upload, the handler, timeout and environment the template gives (resolved to the local
 * resources), Lambda's own variables, fake credentials, and the standard AWS_ENDPOINT_URL_*
 * variables leading every AWS call to the function's recording endpoint. Nothing of the runner's
 * own environment leaks in.
 */
import type { Assembly } from './assembly.js';
import { LambdaFunction } from './lambda-function.js';
import { type Json, type TemplateResolver } from './template.js';

export interface FunctionsSetup {
  assembly: Assembly;
  resolver: TemplateResolver;
  /** The recording endpoint of the function's role (by the role's logical id). */
  endpointOf(roleLogicalId: string): string;
  /** The front door's host: the template's https links to the distribution become http ones to it. */
  frontDoorHost: string;
  maxEnvironments: number;
  log(functionName: string, line: string): void;
}

/** The services the functions call, as the SDK names their endpoint variables (SES v2's id is SESV2; SES is its v1). */
const ENDPOINT_VARIABLES = ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_DYNAMODB_STREAMS', 'AWS_ENDPOINT_URL_SQS', 'AWS_ENDPOINT_URL_SNS', 'AWS_ENDPOINT_URL_SES', 'AWS_ENDPOINT_URL_SESV2', 'AWS_ENDPOINT_URL_SSM'];

export function isNodeFunction(resource: { Type: string; Properties?: Json }): boolean {
  return resource.Type === 'AWS::Lambda::Function' && String(resource.Properties?.Runtime ?? '').startsWith('nodejs');
}

/** The logical id of a function's role. */
export function roleOf(resolver: TemplateResolver, functionLogicalId: string): string {
  const role = resolver.template.Resources[functionLogicalId]!.Properties!.Role as { 'Fn::GetAtt'?: [string, string] };
  if (!role['Fn::GetAtt']) throw new Error(`the function ${functionLogicalId}'s role is not a role of the template`);
  return role['Fn::GetAtt'][0];
}

export function lambdaFunction(setup: FunctionsSetup, logicalId: string): LambdaFunction {
  const { resolver, assembly } = setup;
  const props = resolver.template.Resources[logicalId]!.Properties as Json & { Code: { S3Key: unknown }; Handler: string; Runtime: string };
  const name = resolver.physicalOf(logicalId).ref;
  const variables = ((props.Environment as { Variables?: Json } | undefined)?.Variables ?? {}) as Json;
  const environment: Record<string, string> = {};
  const https = `https://${setup.frontDoorHost}`;
  for (const [key, value] of Object.entries(variables)) environment[key] = resolver.string(value).split(https).join(`http://${setup.frontDoorHost}`);
  const endpoint = setup.endpointOf(roleOf(resolver, logicalId));
  const directory = assembly.assetPath(resolver.string(props.Code.S3Key));
  const logGroup = (props.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup;
  return new LambdaFunction(
    {
      logicalId,
      name,
      directory,
      handler: props.Handler,
      timeoutSeconds: Number(props.Timeout ?? 3),
      tracing: (props.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active',
      environment: {
        ...environment,
        ...Object.fromEntries(ENDPOINT_VARIABLES.map((variable) => [variable, endpoint])),
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        TZ: ':UTC',
        LANG: 'en_US.UTF-8',
        AWS_REGION: resolver.pseudo.region,
        AWS_DEFAULT_REGION: resolver.pseudo.region,
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        AWS_SESSION_TOKEN: 'local',
        AWS_EXECUTION_ENV: `AWS_Lambda_${props.Runtime}`,
        AWS_LAMBDA_FUNCTION_NAME: name,
        AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(props.MemorySize ?? 128),
        AWS_LAMBDA_LOG_GROUP_NAME: logGroup ? resolver.string(logGroup) : `/aws/lambda/${name}`,
        AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
        LAMBDA_TASK_ROOT: directory,
        _HANDLER: props.Handler,
        TURNPOST_LOCAL_FUNCTION_ARN: resolver.physicalOf(logicalId).attributes.Arn!,
      },
    },
    { maxEnvironments: setup.maxEnvironments, log: setup.log },
  );
}

import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal, type IGrantable, type IPrincipal } from 'aws-cdk-lib/aws-iam';
import { Tracing, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { FUNCTION_ROLE_DEPENDENCY, ignoreCfnLint } from './cfn-lint.js';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaBundlingFor } from './openapi-bundling.js';
import { lambdaArchitecture, lambdaRuntime, projectRoot } from './lambda-bundling.js';

export interface TurnpostFunctionProps {
  /** The handler's source, e.g. `handlerEntry('api')`; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  /** @default 512 MB: enough CPU for a fast cold start without paying for idle memory */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** X-Ray active tracing. @default false */
  readonly tracing?: boolean;
  /** @default one month */
  readonly logRetention?: RetentionDays;
}

/**
 * One turnpost Lambda: the shared runtime and bundling, its own log group with a retention,
 * and its own role that starts with nothing but writing to that log group. Everything else
 * the function may do is granted by the construct that owns the resource (table, queue, …).
 */
export class TurnpostFunction extends Construct implements IGrantable {
  readonly handler: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly grantPrincipal: IPrincipal;

  constructor(scope: Construct, id: string, props: TurnpostFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    // Not AWSLambdaBasicExecutionRole: that managed policy may write to every log group ("*").
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role: ${props.description}`,
    });
    this.logGroup.grantWrite(role);
    this.grantPrincipal = role;

    this.handler = new NodejsFunction(this, 'Handler', {
      entry: props.entry,
      handler: 'handler',
      projectRoot,
      runtime: lambdaRuntime,
      architecture: lambdaArchitecture,
      bundling: lambdaBundlingFor(props.entry),
      description: props.description,
      environment: { ...props.environment },
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      tracing: props.tracing ? Tracing.ACTIVE : undefined,
    });
    ignoreCfnLint(this.handler.node.defaultChild as CfnFunction, 'W3005', FUNCTION_ROLE_DEPENDENCY);
    if (props.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions: "*" is the only possible resource.',
      });
    }
  }
}

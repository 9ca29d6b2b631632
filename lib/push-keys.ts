import { Arn, CustomResource, Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { handlerEntry } from './lambda-bundling.js';
import { TurnpostFunction } from './turnpost-function.js';

export interface PushKeysProps {
  /** Changing it makes new keys at the next deploy (a rotation: every device subscribes again). @default '1' */
  readonly generation?: string;
  readonly tracing?: boolean;
}

/**
 * The deployment's Web Push (VAPID) keys, made at deploy time by a custom resource
 * (functions/handlers/vapid-keys.ts) that keeps the private key in SSM Parameter Store as a
 * SecureString — CloudFormation itself cannot write one, nor make a key — and answers the public
 * key, which the api serves and the deliverer signs with. Only the deliverer may read the
 * parameter; only the custom resource's own function may write or delete it.
 */
export class PushKeys extends Construct {
  /** The VAPID public key (base64url), resolved at deploy time. */
  readonly publicKey: string;
  /** The SSM parameter holding the private key. */
  readonly parameterName: string;
  readonly parameterArn: string;
  /** The custom resource's function. */
  readonly maker: TurnpostFunction;

  constructor(scope: Construct, id: string, props: PushKeysProps = {}) {
    super(scope, id);
    const stack = Stack.of(this);
    this.parameterName = `/turnpost/${stack.stackName}/vapid-private-key`;
    this.parameterArn = Arn.format({ service: 'ssm', resource: 'parameter', resourceName: this.parameterName.slice(1) }, stack);
    const maker = (this.maker = new TurnpostFunction(this, 'Maker', {
      entry: handlerEntry('vapid-keys'),
      description: 'turnpost VAPID keys: made at deploy time, the private key kept in SSM',
      environment: {},
      timeout: Duration.seconds(30),
      tracing: props.tracing,
    }));
    // The SecureString uses the account's AWS managed key (aws/ssm), whose key policy lets SSM use it for the account's principals.
    maker.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['ssm:PutParameter', 'ssm:GetParameter', 'ssm:DeleteParameter'], resources: [this.parameterArn] }));
    const keys = new CustomResource(this, 'Keys', {
      serviceToken: maker.handler.functionArn,
      resourceType: 'Custom::VapidKeys',
      properties: { ParameterName: this.parameterName, Generation: props.generation ?? '1' },
    });
    // The role's policy must exist before CloudFormation calls the function (the function itself is a GetAtt away).
    keys.node.addDependency(maker.node.findChild('Role').node.findChild('DefaultPolicy'));
    this.publicKey = keys.getAttString('PublicKey');
  }

  /** Lets `grantee` read (and decrypt) the private key. */
  grantReadPrivateKey(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [this.parameterArn] }));
  }
}

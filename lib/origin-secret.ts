import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../functions/http/origin-check.js';

export interface OriginSecretProps {
  /** Raising it makes a new value at the next deploy (a rotation). @default 1 */
  readonly generation?: number;
}

/**
 * The secret CloudFront adds to every request it forwards to the API origin, and that the api
 * checks (functions/http/origin-check.ts): what calls the execute-api endpoint directly lacks it
 * and is refused, so every client passes the distribution and the WAF's per-client limits.
 *
 * Each generation is a Secrets Manager secret with a generated value, resolved by CloudFormation
 * at deploy time (dynamic references), so the value is in no template, file or repository. The
 * distribution sends generation g; the api accepts g and g+1. Raising the generation
 * (`-c originSecretGeneration=g+1`) makes g+2 and drops g: the api's environment changes only
 * after the distribution has finished deploying (the function depends on its domain name), and
 * during the change-over every edge sends g or g+1, both accepted, so no request is refused.
 */
export class OriginSecret extends Construct {
  /** The header's name, as CloudFront sends it. */
  readonly headerName = ORIGIN_SECRET_HEADER;
  /** The value the distribution sends (a dynamic reference). */
  readonly current: string;
  /** The next generation's value, accepted too. */
  readonly next: string;

  constructor(scope: Construct, id: string, props: OriginSecretProps = {}) {
    super(scope, id);
    const generation = props.generation ?? 1;
    if (!Number.isInteger(generation) || generation < 1) throw new Error(`originSecretGeneration must be a whole number from 1, not "${props.generation}"`);
    this.current = this.value(generation);
    this.next = this.value(generation + 1);
  }

  private value(generation: number): string {
    const secret = new Secret(this, `Generation${generation}`, {
      description: `turnpost: the header value CloudFront sends to the API (generation ${generation})`,
      // Letters and digits only: a header value, compared as sent.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      // Made again at will; a destroyed stack has no API left to protect.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotated by deploy, not by a rotation Lambda: -c originSecretGeneration=<next> makes a new value, and the api accepts the current and the next generation so a rotation refuses nothing (lib/origin-secret.ts).',
    });
    return secret.secretValue.unsafeUnwrap();
  }
}

import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface AccessLogsProps {
  /** How long a log file is kept: it holds clients' addresses, so not for ever. @default 30 days */
  readonly retention?: Duration;
}

/**
 * Where CloudFront's standard logs go: one line per request with the client's own address (IPv4,
 * or IPv6 if ever turned on), time, method, path, status and user agent. The API's access logs
 * see only CloudFront's addresses, so this is the record of who called. Standard logging (not the
 * WAF's logs) holds with the WAF off too, and costs only the bucket's storage. CloudFront writes
 * these files through the bucket's ACL, so the bucket keeps ACLs (object writer); it is private,
 * encrypted, TLS-only, and each file expires after the retention.
 */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;
  /** The prefix of the distribution's log files in the bucket. */
  readonly prefix = 'cloudfront/';

  constructor(scope: Construct, id: string, props: AccessLogsProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: props.retention ?? Duration.days(30) }],
      // Logs outlive the stack, like the table: an investigation may start after a teardown.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the log bucket: logging its own reads to another bucket would only move the question; it is written by CloudFront and read by the operator.',
    });
  }
}

/**
 * The web app on AWS: its files in a private S3 bucket, read by CloudFront through origin access
 * control, and the HTTP API behind the same distribution, so the app calls the API same-origin
 * (no CORS, no second host name). `/play/assets/*` are content-hashed and cached for ever; the
 * service worker `/play/sw.js` and `/play/manifest.webmanifest` are uploaded no-cache; every other
 * `/play/…` path is the app's index.html (a CloudFront Function rewrites the deep links);
 * everything else goes to the API, uncached, with the caller's headers and query.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DockerImage, Fn, RemovalPolicy, Stack, Token, Validations, type CfnResource } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import { TOP_FILES } from './web-serving.js';
import { projectRoot } from './lambda-bundling.js';
import { AccessLogs } from './access-logs.js';
import { FUNCTION_ROLE_DEPENDENCY, ignoreCfnLint } from './cfn-lint.js';
import type { OriginSecret } from './origin-secret.js';
import { apiResponseHeaders, appResponseHeaders } from './response-headers.js';

export interface WebHostingProps {
  readonly api: HttpApi;
  /** The AWS WAF web ACL (CLOUDFRONT scope, from us-east-1) in front of the distribution: the per-client rate limits. @default none */
  readonly webAclArn?: string;
  /** The header CloudFront adds to each request to the API, which the api requires. */
  readonly originSecret: Pick<OriginSecret, 'headerName' | 'current'>;
}


// Deep links of the app (/play/games/<id>, /play/join/<id>, …) are all its index.html.
const DEEP_LINKS = `function handler(event) {
  var request = event.request;
  var files = ${JSON.stringify(TOP_FILES.map((file) => `/play/${file}`))};
  if (request.uri.indexOf('/play/assets/') !== 0 && files.indexOf(request.uri) < 0) request.uri = '/play/index.html';
  return request;
}`;

// The bare host name and `/play` open the app, as on the local stack; every other path is the API's.
// (`/play` itself is not under the app's behaviour: a pattern `/play*` would take `/players` too.)
const ROOT_TO_APP = `function handler(event) {
  var uri = event.request.uri;
  if (uri === '/' || uri === '/play') return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/play/' } } };
  return event.request;
}`;

export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly accessLogs: AccessLogs;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Files', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Kept when the stack is deleted, like the table (an auto-delete custom resource would add a Lambda to govern).
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The bucket holds only the public build of the web app, written by the deployment; reads are logged where they happen, by CloudFront, and nothing secret is stored here, so S3 server access logs would add cost without telling anything new.',
    });

    const headers = appResponseHeaders(this, 'SecurityHeaders');
    this.accessLogs = new AccessLogs(this, 'AccessLogs');
    const files = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint)); // https://<id>.execute-api.<region>.amazonaws.com
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName}: web app and API`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      // IPv4 only: the WAF's rate-based rules count each IPv6 address on its own and cannot group
      // them by /64, and one subscriber commonly holds a whole /64 (2^64 addresses), so over IPv6
      // each client could send without limit. Every IPv6 client also has IPv4 (dual stack or NAT64).
      enableIpv6: false,
      // Standard logs: the one record of clients' own addresses (the API sees CloudFront's).
      enableLogging: true,
      logBucket: this.accessLogs.bucket,
      logFilePrefix: this.accessLogs.prefix,
      defaultBehavior: {
        // CloudFront replaces any value a viewer sends in this header with the secret.
        origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders: { [props.originSecret.headerName]: props.originSecret.current } }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: apiResponseHeaders(this, 'ApiHeaders'),
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: new CloudFrontFunction(this, 'RootToApp', { code: FunctionCode.fromInline(ROOT_TO_APP), runtime: FunctionRuntime.JS_2_0 }) }],
      },
      additionalBehaviors: {
        '/play/assets/*': { origin: files, viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS, cachePolicy: CachePolicy.CACHING_OPTIMIZED, responseHeadersPolicy: headers, compress: true },
        // `/play/*`, not `/play*`: CloudFront's `*` matches any characters, so `/play*` would take the API's `/players…`.
        '/play/*': {
          origin: files,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: true,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: new CloudFrontFunction(this, 'DeepLinks', { code: FunctionCode.fromInline(DEEP_LINKS), runtime: FunctionRuntime.JS_2_0 }) }],
        },
      },
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'The operator turned the WAF web ACL off (-c waf=false, docs/deploying.md): the API still answers only requests through this distribution (the origin secret), keeps its stage throttling, the concurrency and table throughput caps, the throttle alarms and the access logs, and authenticates every change with a bearer token, but no client has a limit of its own.',
      });
    }
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Players of a game group may be anywhere; the game has no content whose distribution is restricted by country, so no geo restriction.' },
      { id: 'AwsSolutions-CFR4', reason: 'The distribution uses the default *.cloudfront.net certificate, with which CloudFront negotiates TLS 1.2+ for modern clients but the minimum protocol cannot be set; a custom domain with its own certificate (TLSv1.2_2021) is the operator\u2019s choice.' },
    );

    // Three deployments: the hashed assets cached for ever; index.html and the service worker never
    // (they name the current assets); the manifest never, with its content type spelled out (the
    // upload would guess a binary one for .webmanifest).
    const app = webAppSource();
    const uncached = ['index.html', ...TOP_FILES];
    const assets = new BucketDeployment(this, 'Assets', { sources: [app], destinationBucket: this.bucket, destinationKeyPrefix: 'play/', exclude: uncached, cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')], prune: false, memoryLimit: 256 });
    const manifest = new BucketDeployment(this, 'Manifest', { sources: [app], destinationBucket: this.bucket, destinationKeyPrefix: 'play/', exclude: ['*'], include: ['manifest.webmanifest'], contentType: 'application/manifest+json', cacheControl: [CacheControl.noCache()], prune: false, memoryLimit: 256 });
    const index = new BucketDeployment(this, 'Index', { sources: [app], destinationBucket: this.bucket, destinationKeyPrefix: 'play/', exclude: ['*'], include: ['index.html', 'sw.js'], cacheControl: [CacheControl.noCache()], prune: false, memoryLimit: 256, distribution: this.distribution, distributionPaths: ['/play/*'] });
    index.node.addDependency(assets, manifest); // index.html names assets already there, and its invalidation of /play/* comes after every upload
    acknowledgeDeploymentHandler(Stack.of(this), this.bucket);
  }

  /** The distribution's address, where the API is served too (no trailing slash): https://<distribution> */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /** The app's address: https://<distribution>/play/ */
  get appUrl(): string {
    return `https://${this.distribution.distributionDomainName}/play`;
  }
}

/** The built app as an asset: `npm run build:web` into CDK's asset folder at synth time (no Docker). */
function webAppSource() {
  return Source.asset(join(projectRoot, 'web'), {
    exclude: ['dist', 'node_modules'],
    bundling: {
      image: DockerImage.fromRegistry('scratch'), // never used: the local build always succeeds or fails synth
      local: {
        tryBundle(outputDir: string) {
          const built = spawnSync(process.execPath, [join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(projectRoot, 'web', 'build.ts'), outputDir], { cwd: projectRoot, encoding: 'utf8' });
          if (built.status !== 0) throw new Error(`web app build failed: ${built.stderr}`);
          return true;
        },
      },
    },
  });
}

/** The CDK asset bucket's objects as cdk-nag names them: with the region (and so the partition) spelled out once the stack has one. */
function assetBucketObjects(stack: Stack): string {
  if (Token.isUnresolved(stack.region)) return 'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*';
  return `arn:${RegionInfo.get(stack.region).partition ?? 'aws'}:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${stack.region}/*`;
}

/**
 * The bucket deployment's handler is a CDK-provided singleton Lambda at the stack's root; CDK
 * writes its role. The findings on it are acknowledged one by one (cdk-nag's granular ids).
 */
function acknowledgeDeploymentHandler(stack: Stack, bucket: Bucket): void {
  const bucketId = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
  const copying = 'The CDK bucket deployment handler copies the build from the CDK asset bucket into the web bucket and prunes old files: CDK grants it these object actions on exactly those two buckets (wildcards over object keys are inherent to copying a folder).';
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    ignoreCfnLint(child.node.defaultChild as CfnResource, 'W3005', FUNCTION_ROLE_DEPENDENCY);
    Validations.of(child).acknowledge(
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'The CDK-provided bucket deployment handler runs only during deployments and writes its logs with the AWS managed basic execution policy; CDK creates and scopes its role.' },
      ...['Action::s3:GetBucket*', 'Action::s3:GetObject*', 'Action::s3:List*', 'Action::s3:Abort*', 'Action::s3:DeleteObject*', `Resource::<${bucketId}.Arn>/*`, `Resource::${assetBucketObjects(stack)}`].map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: copying })),
      { id: 'AwsSolutions-L1', reason: 'The runtime of the CDK-provided bucket deployment handler is chosen by aws-cdk-lib and moves with it; the handler runs only during deployments, never on a player\'s request.' },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'The handler invalidates the distribution\'s cache for /play/* after a deployment: cloudfront:CreateInvalidation and GetInvalidation are granted by CDK on "*".' },
    );
  }
}

/** The front door for a synthesized template: its distribution, functions, header policies, bucket objects and HTTP APIs. */
import type { Assembly } from './assembly.js';
import { readDistribution } from './cloudfront-distribution.js';
import { CloudFrontFunction } from './cloudfront-function.js';
import { FrontDoor, type FrontDoorSetup } from './front-door.js';
import { readHttpApis } from './http-api.js';
import { responseHeaderPolicies } from './response-headers.js';
import { resourcesOfType, type TemplateResolver } from './template.js';
import type { BucketObject } from './web-bucket.js';
import { deployedObjects } from './web-bucket.js';

export function frontDoorFor(assembly: Assembly, resolver: TemplateResolver, invoke: FrontDoorSetup['invoke'], requestTimeoutMs?: number): FrontDoor {
  const distribution = readDistribution(resolver);
  const functions = new Map(
    resourcesOfType(assembly.template, 'AWS::CloudFront::Function').map(([logicalId, resource]) => [logicalId, new CloudFrontFunction(logicalId, resource.Properties!.FunctionCode as string)]),
  );
  const buckets = new Map<string, Map<string, BucketObject>>();
  for (const [logicalId] of resourcesOfType(assembly.template, 'AWS::S3::Bucket')) {
    buckets.set(resolver.physicalOf(logicalId).attributes.RegionalDomainName!, deployedObjects(assembly, resolver, logicalId));
  }
  return new FrontDoor({
    distribution,
    domainName: resolver.physicalOf(distribution.logicalId).attributes.DomainName!,
    functions,
    responseHeaders: responseHeaderPolicies(assembly.template),
    buckets,
    apis: new Map(readHttpApis(resolver).map((api) => [api.domainName, api])),
    invoke,
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  });
}

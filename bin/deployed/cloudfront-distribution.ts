/**
 * The template's CloudFront distribution as the local front door needs it: its cache behaviours
 * in CloudFront's order (the additional ones as listed, then the default), each with its path
 * pattern, allowed methods, origin and viewer-request function, and its origins with their custom
 * headers. Read from the template, not from our constructs, so a change to the stack is routed
 * as deployed.
 */
import { pathPatternMatches } from './path-pattern.js';
import { onlyResourceOfType, type Json, type TemplateResolver } from './template.js';

export interface CacheBehavior {
  /** `*` for the default behaviour. */
  pathPattern: string;
  allowedMethods: readonly string[];
  targetOriginId: string;
  /** The logical id of the CloudFront Function run on viewer requests, if any. */
  viewerRequestFunction: string | null;
  /** The response headers policy's logical id, if any. */
  responseHeadersPolicy: string | null;
}

export interface Origin {
  id: string;
  domainName: string;
  /** Headers CloudFront adds to every request it sends to this origin. */
  customHeaders: Record<string, string>;
  kind: 's3' | 'custom';
}

export interface DistributionShape {
  logicalId: string;
  behaviors: readonly CacheBehavior[];
  origins: ReadonlyMap<string, Origin>;
}

/** CloudFront's default when a behaviour lists no methods. */
const DEFAULT_METHODS = ['GET', 'HEAD'];

export function readDistribution(resolver: TemplateResolver): DistributionShape {
  const [logicalId, resource] = onlyResourceOfType(resolver.template, 'AWS::CloudFront::Distribution');
  const config = (resource.Properties as { DistributionConfig: Json }).DistributionConfig as {
    CacheBehaviors?: Json[];
    DefaultCacheBehavior: Json;
    Origins: Json[];
  };
  const behaviors = [...(config.CacheBehaviors ?? []), { ...config.DefaultCacheBehavior, PathPattern: '*' }].map(behaviorOf);
  const origins = new Map(config.Origins.map((origin) => [origin.Id as string, originOf(resolver, origin)]));
  return { logicalId, behaviors, origins };
}

function behaviorOf(behavior: Json): CacheBehavior {
  const associations = (behavior.FunctionAssociations as { EventType: string; FunctionARN: unknown }[] | undefined) ?? [];
  const viewerRequest = associations.find((association) => association.EventType === 'viewer-request');
  return {
    pathPattern: behavior.PathPattern as string,
    allowedMethods: (behavior.AllowedMethods as string[] | undefined) ?? DEFAULT_METHODS,
    targetOriginId: behavior.TargetOriginId as string,
    viewerRequestFunction: viewerRequest ? functionLogicalId(viewerRequest.FunctionARN) : null,
    responseHeadersPolicy: behavior.ResponseHeadersPolicyId ? refOf(behavior.ResponseHeadersPolicyId) : null,
  };
}

function functionLogicalId(arn: unknown): string {
  const getAtt = (arn as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  if (!getAtt) throw new Error(`a function association names ${JSON.stringify(arn)}, not a CloudFront Function of this template`);
  return getAtt[0];
}

function refOf(value: unknown): string | null {
  return (value as { Ref?: string }).Ref ?? null;
}

function originOf(resolver: TemplateResolver, origin: Json): Origin {
  const headers = (origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[] | undefined) ?? [];
  return {
    id: origin.Id as string,
    domainName: resolver.string(origin.DomainName),
    customHeaders: Object.fromEntries(headers.map((header) => [header.HeaderName.toLowerCase(), resolver.string(header.HeaderValue)])),
    kind: origin.S3OriginConfig !== undefined ? 's3' : 'custom',
  };
}

/** The behaviour CloudFront picks for a path: the first whose pattern matches, else the default. */
export function behaviorFor(distribution: DistributionShape, path: string): CacheBehavior {
  return distribution.behaviors.find((behavior) => behavior.pathPattern === '*' || pathPatternMatches(behavior.pathPattern, path))!;
}

/**
 * The template's API Gateway HTTP APIs: each API's domain (what a CloudFront origin names), its
 * stage, and its routes in API Gateway's order of precedence (the most specific route key first,
 * `$default` last), each leading to the Lambda function of its AWS_PROXY integration.
 */
import { resourcesOfType, type Json, type TemplateResolver } from './template.js';

export interface HttpRoute {
  routeKey: string;
  /** null for ANY (and for $default). */
  method: string | null;
  /** Path segments; `{name}` and `{name+}` are parameters. null for $default. */
  segments: string[] | null;
  functionLogicalId: string;
  payloadFormatVersion: string;
}

export interface HttpApiShape {
  logicalId: string;
  /** <api-id>.execute-api.<region>.amazonaws.com */
  domainName: string;
  apiId: string;
  stageName: string;
  routes: HttpRoute[];
}

export function readHttpApis(resolver: TemplateResolver): HttpApiShape[] {
  const resources = resolver.template.Resources;
  return resourcesOfType(resolver.template, 'AWS::ApiGatewayV2::Api')
    .filter(([, api]) => api.Properties?.ProtocolType === 'HTTP')
    .map(([logicalId]) => {
      const belongs = (props: Json | undefined) => JSON.stringify(props?.ApiId) === JSON.stringify({ Ref: logicalId });
      const stages = Object.values(resources).filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Stage' && belongs(resource.Properties));
      if (stages.length !== 1) throw new Error(`the HTTP API ${logicalId} has ${stages.length} stages; the local runner serves exactly one`);
      const routes = Object.values(resources)
        .filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route' && belongs(resource.Properties))
        .map((route) => routeOf(resolver, route.Properties!))
        .sort(byPrecedence);
      const endpoint = new URL(resolver.string({ 'Fn::GetAtt': [logicalId, 'ApiEndpoint'] }));
      return { logicalId, domainName: endpoint.host, apiId: resolver.physicalOf(logicalId).ref, stageName: stages[0]!.Properties!.StageName as string, routes };
    });
}

function routeOf(resolver: TemplateResolver, props: Json): HttpRoute {
  const routeKey = props.RouteKey as string;
  const target = resolver.string(props.Target); // integrations/<integration id>
  const integrationId = target.replace(/^integrations\//, '');
  const integration = Object.entries(resolver.template.Resources).find(([id, resource]) => resource.Type === 'AWS::ApiGatewayV2::Integration' && resolver.physicalOf(id).ref === integrationId);
  if (!integration) throw new Error(`the route ${routeKey} targets ${target}, which is no integration of the template`);
  const integrationProps = integration[1].Properties!;
  if (integrationProps.IntegrationType !== 'AWS_PROXY') throw new Error(`the route ${routeKey}'s integration is ${String(integrationProps.IntegrationType)}; only Lambda proxy integrations run locally`);
  const uri = integrationProps.IntegrationUri as { 'Fn::GetAtt'?: [string, string] };
  if (!uri['Fn::GetAtt']) throw new Error(`the route ${routeKey}'s integration names no Lambda function of the template`);
  if (routeKey === '$default') return { routeKey, method: null, segments: null, functionLogicalId: uri['Fn::GetAtt'][0], payloadFormatVersion: String(integrationProps.PayloadFormatVersion ?? '2.0') };
  const [method, path] = routeKey.split(' ') as [string, string];
  return { routeKey, method: method === 'ANY' ? null : method, segments: path.split('/').slice(1), functionLogicalId: uri['Fn::GetAtt'][0], payloadFormatVersion: String(integrationProps.PayloadFormatVersion ?? '2.0') };
}

/** API Gateway prefers exact paths, then parameters, then greedy ones, then $default; a method over ANY. */
function byPrecedence(a: HttpRoute, b: HttpRoute): number {
  return specificity(b) - specificity(a);
}

function specificity(route: HttpRoute): number {
  if (route.segments === null) return -1;
  const greedy = route.segments.some((segment) => segment.endsWith('+}'));
  const literal = route.segments.filter((segment) => !segment.startsWith('{')).length;
  return (greedy ? 0 : 10_000) + literal * 10 + route.segments.length + (route.method === null ? 0 : 5);
}

/** The route for a request (path without the stage), with its path parameters; null: API Gateway's 404. */
export function routeFor(api: HttpApiShape, method: string, path: string): { route: HttpRoute; pathParameters: Record<string, string> } | null {
  const segments = path.split('/').slice(1);
  for (const route of api.routes) {
    if (route.method !== null && route.method !== method) continue;
    if (route.segments === null) return { route, pathParameters: {} };
    const parameters = segmentsMatch(route.segments, segments);
    if (parameters) return { route, pathParameters: parameters };
  }
  return null;
}

function segmentsMatch(pattern: string[], segments: string[]): Record<string, string> | null {
  const parameters: Record<string, string> = {};
  for (let at = 0; at < pattern.length; at++) {
    const expected = pattern[at]!;
    if (expected.endsWith('+}')) {
      if (at >= segments.length) return null;
      parameters[expected.slice(1, -2)] = segments.slice(at).join('/');
      return parameters;
    }
    const actual = segments[at];
    if (actual === undefined) return null;
    if (expected.startsWith('{')) parameters[expected.slice(1, -1)] = decodeURIComponent(actual);
    else if (expected !== actual) return null;
  }
  return pattern.length === segments.length ? parameters : null;
}

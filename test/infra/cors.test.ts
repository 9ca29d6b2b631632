/** CORS on the deployed API: origins from `-c corsOrigins=…`, preflights answered by API Gateway. */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { GameApi } from '../../lib/game-api.js';

function apiTemplate(corsOrigins?: string[]): Template {
  const stack = new Stack(new App(), 'CorsTest');
  new GameApi(stack, 'Api', { throttle: { rateLimit: 1, burstLimit: 1 }, corsOrigins });
  return Template.fromStack(stack);
}

describe('CORS on the HTTP API', () => {
  it('allows the configured origins, the headers the API reads and exposes the ones a client needs', () => {
    apiTemplate(['https://games.example', 'https://other.example']).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: ['https://games.example', 'https://other.example'],
        AllowMethods: Match.arrayWith(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS']),
        AllowHeaders: Match.arrayWith(['authorization', 'content-type', 'idempotency-key', 'if-none-match']),
        ExposeHeaders: Match.arrayWith(['etag', 'location']),
        MaxAge: 600,
      },
    });
  });

  it('configures no CORS when no origin is given (the app itself is same-origin)', () => {
    const apis = apiTemplate().findResources('AWS::ApiGatewayV2::Api');
    expect(Object.values(apis).map((api) => (api as { Properties: Record<string, unknown> }).Properties.CorsConfiguration)).toEqual([undefined]);
  });
});

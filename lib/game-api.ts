import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface GameApiProps {
  /** Default-stage throttling, applied to every route. */
  readonly throttle: Required<ThrottleSettings>;
  /** @default one month */
  readonly accessLogRetention?: RetentionDays;
  /** Browser origins allowed to call the API across origins (CORS); the gateway answers their preflights. @default none */
  readonly corsOrigins?: readonly string[];
}

// One JSON object per request. Paths carry ids, never tokens; no headers or bodies are logged.
const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationStatus: '$context.integrationStatus',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
};

/** CORS for other browser clients: the request headers the API reads, the answer headers a client needs. */
function corsFor(origins: readonly string[]) {
  return {
    allowOrigins: [...origins],
    allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE, CorsHttpMethod.OPTIONS],
    allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'if-none-match'],
    exposeHeaders: ['etag', 'location', 'x-request-id', 'retry-after'],
    maxAge: Duration.minutes(10),
  };
}

/**
 * The public HTTP API (API Gateway v2): one `$default` stage with throttling and JSON access
 * logs. Routing is the handler's job (it answers unknown routes with the contract's 404), so
 * the gateway sends every request to one function through the `$default` route.
 */
export class GameApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: GameApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: Stack.of(this).stackName,
      description: 'turnpost: asynchronous turn-based card games',
      createDefaultStage: false,
      ...(props.corsOrigins?.length ? { corsPreflight: corsFor(props.corsOrigins) } : {}),
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.accessLogRetention ?? RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
  }

  /** The API's base URL, without a trailing slash (what TURNPOST_PUBLIC_URL expects). */
  get endpoint(): string {
    return this.httpApi.apiEndpoint;
  }

  /** Sends every request, whatever its method and path, to `handler`. */
  routeAllTo(handler: IFunction): HttpRoute {
    const route = new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('Handler', handler, { payloadFormatVersion: PayloadFormatVersion.VERSION_2_0 }),
    });
    Validations.of(route).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is part of the API contract and done in the handler: players send "Authorization: Bearer <token>", ' +
        'checked against the stored token hash; several routes (health, openapi.json, game-types, POST /players, ' +
        'spectator views) are public by design, so a gateway authorizer cannot sit in front of every route.',
    });
    return route;
  }

  /** Requests answered with a 5xx (by the gateway or the handler), summed per period. */
  metricServerErrors(period: Duration = Duration.minutes(5)): Metric {
    return this.httpApi.metricServerError({ period, statistic: 'Sum' });
  }
}

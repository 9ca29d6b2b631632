import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ServiceAlarms } from './service-alarms.js';

export interface UsageGuardsProps {
  readonly alarms: ServiceAlarms;
  readonly table: ITable;
  /** The HTTP API's JSON access logs (one line per request, with its status). */
  readonly apiAccessLogs: ILogGroup;
  /** A monthly budget for the account, in US dollars: alarms at 80 % spent and when the month's forecast passes it. None: no budget. */
  readonly budgetUsd?: number;
}

/** The namespace of the metrics this stack makes from its logs. */
export const METRIC_NAMESPACE = 'Turnpost';

/**
 * Alarms on what a flood or a runaway bill looks like before it hurts (each notifies the alarm
 * topic): any Lambda throttled (the account's concurrency is spent; the api answers 429 or 500),
 * any DynamoDB request throttled (the table's throughput ceiling, TABLE_THROUGHPUT_CAP, is
 * reached), the HTTP API answering 429 (its stage throttle, shared by every client, is reached),
 * and an AWS Budgets budget. (The WAF's blocks are alarmed in its own us-east-1 stack, where its
 * metrics are.) Only metrics with data cost anything: the 429 count is made from the access logs
 * and published only when a 429 happens.
 */
export class UsageGuards extends Construct {
  readonly budget?: CfnBudget;

  constructor(scope: Construct, id: string, props: UsageGuardsProps) {
    super(scope, id);
    const period = Duration.minutes(5);
    // Account-wide (Lambda's aggregate metric without dimensions): one alarm covers every function,
    // and a neighbour that spends the account's concurrency throttles ours too.
    props.alarms.alarmOn('LambdaThrottles', new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period }), {
      description: 'Lambda throttled invocations in this account and region: the concurrency limit is reached (a new account has 10; ask for more under Service Quotas), requests and events wait or fail.',
    });
    props.alarms.alarmOn(
      'TableThrottles',
      new MathExpression({
        expression: 'FILL(reads, 0) + FILL(writes, 0)',
        usingMetrics: { reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period }), writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period }) },
        period,
      }),
      { description: 'DynamoDB throttled requests on the game table: its on-demand throughput ceiling is reached (a flood, a runaway client or bug). Moves may fail with 503 until it passes.' },
    );
    const tooMany = props.apiAccessLogs.addMetricFilter('Api429s', {
      // The access log's status is a string (lib/game-api.ts: accessLogFields).
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: METRIC_NAMESPACE,
      metricName: 'Api429s',
      metricValue: '1',
    });
    props.alarms.alarmOn('ApiThrottled', tooMany.metric({ statistic: 'Sum', period }), {
      description: 'The HTTP API answered 429: its stage throttle, shared by every client, is reached; every player may be refused until the load passes.',
    });

    if (props.budgetUsd !== undefined) this.budget = this.monthlyBudget(props.budgetUsd, props.alarms);
  }

  /** The account's monthly cost budget, notifying the alarm topic at 80 % actual and 100 % forecast. */
  private monthlyBudget(usd: number, alarms: ServiceAlarms): CfnBudget {
    const stack = Stack.of(this);
    alarms.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [alarms.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    const notify = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number): CfnBudget.NotificationWithSubscribersProperty => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers: [{ subscriptionType: 'SNS', address: alarms.topic.topicArn }],
    });
    return new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        // The whole account's costs: a budget filtered by tag would need the tag activated for cost allocation first.
        budgetName: `${stack.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: usd, unit: 'USD' },
      },
      notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
    });
  }
}

/** `-c budgetUsd`: a positive amount of US dollars, or none (0, empty or absent: no budget). */
export function budgetFromContext(value: unknown): number | undefined {
  if (value === undefined || value === '' || value === 0 || value === '0') return undefined;
  const usd = Number(value);
  if (!Number.isFinite(usd) || usd <= 0) throw new Error(`budgetUsd must be a positive amount of US dollars (e.g. -c budgetUsd=20), not "${String(value)}"`);
  return usd;
}

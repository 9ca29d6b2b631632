import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface ServiceAlarmsProps {
  /** Where alarms are mailed; without one, subscribe to the topic yourself. */
  readonly email?: string;
}

export interface AlarmWhen {
  readonly description: string;
  /** The alarm fires when the metric reaches this value in one period. @default 1 */
  readonly threshold?: number;
}

/**
 * The stack's alarms and the one SNS topic they all notify. Each concern adds its own
 * alarm here (the API's 5xx now; dead-letter queues with the notifier).
 */
export class ServiceAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: ServiceAlarmsProps = {}) {
    super(scope, id);
    // Not KMS-encrypted: CloudWatch cannot publish to a topic under the AWS-managed SNS key.
    this.topic = new Topic(this, 'Topic', { displayName: 'turnpost alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }

  /** An alarm on `metric`, notifying the topic when it fires and when it clears. */
  alarmOn(id: string, metric: IMetric, when: AlarmWhen): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      alarmDescription: when.description,
      threshold: when.threshold ?? 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data means no requests (or no dead letters): nothing is wrong.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    return alarm;
  }
}

/**
 * Custom metrics in CloudWatch's embedded metric format (EMF): the numbers ride on a log line we
 * write anyway (`_aws` names which fields are metrics), so CloudWatch Logs extracts them with no
 * PutMetricData call, no extra latency and no extra line. One namespace, one dimension (the
 * function's role: api, deliver, …), counts only.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
export const METRICS_NAMESPACE = 'Turnpost';

/** Every metric the service emits (a dashboard or alarm can rely on these names). */
export const METRIC_NAMES = ['MoveSubmissions', 'RuleViolations', 'VersionConflicts', 'ServerErrors', 'Deliveries', 'DeliveryFailures', 'DeadLetters', 'HeldBack'] as const;
/** The `Service` dimension of the notifier's metrics (`HeldBack`): an alarm names it (lib/notifications.ts). */
export const NOTIFIER_SERVICE = 'notify';

export type MetricName = (typeof METRIC_NAMES)[number];

export type Counts = Partial<Record<MetricName, number>>;

/**
 * Fields to add to a log line so that it also carries `counts` as metrics (none: no fields, an
 * ordinary line). `service` becomes the `Service` dimension.
 */
export function metricFields(service: string, counts: Counts, at: Date = new Date()): Record<string, unknown> {
  const names = (Object.keys(counts) as MetricName[]).filter((name) => (counts[name] ?? 0) > 0);
  if (names.length === 0) return {};
  const fields: Record<string, unknown> = {
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['Service']], Metrics: names.map((name) => ({ Name: name, Unit: 'Count' })) }],
    },
    Service: service,
  };
  for (const name of names) fields[name] = counts[name];
  return fields;
}

/**
 * Custom metrics in CloudWatch's embedded metric format: the shape the specification requires
 * (every metric a number at the root, named in `_aws.CloudWatchMetrics`, a millisecond
 * Timestamp, the dimension present), and through a real HTTP server that the API's request lines
 * carry them: an accepted move, a rule violation and a version conflict, each counted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../functions/http/schemas.js';
import type { Logger } from '../../functions/log.js';
import { METRICS_NAMESPACE, metricFields } from '../../functions/metrics.js';
import { registerPlayer, startTestStack, type TestStack } from '../support/test-stack.js';
import { ascendingDeck } from '../support/the-game.js';

interface EmfLine {
  _aws?: { Timestamp: number; CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> };
  [field: string]: unknown;
}

/** The specification's rules for one document, as CloudWatch Logs checks them. */
function expectValidEmf(line: EmfLine): void {
  expect(typeof line._aws!.Timestamp).toBe('number');
  for (const directive of line._aws!.CloudWatchMetrics) {
    expect(directive.Namespace).toBe(METRICS_NAMESPACE);
    for (const dimension of directive.Dimensions.flat()) expect(typeof line[dimension]).toBe('string');
    for (const metric of directive.Metrics) expect(typeof line[metric.Name]).toBe('number');
  }
}

describe('metricFields', () => {
  it('names each non-zero count as a metric and adds nothing when every count is zero', () => {
    const at = new Date('2026-12-01T10:00:00.000Z');
    const fields = metricFields('deliver', { Deliveries: 2, DeadLetters: 0 }, at) as EmfLine;
    expect(fields).toEqual({
      _aws: { Timestamp: at.getTime(), CloudWatchMetrics: [{ Namespace: 'Turnpost', Dimensions: [['Service']], Metrics: [{ Name: 'Deliveries', Unit: 'Count' }] }] },
      Service: 'deliver',
      Deliveries: 2,
    });
    expectValidEmf(fields);
    expect(metricFields('api', { MoveSubmissions: 0 })).toEqual({});
  });
});

describe('the API request line', () => {
  const lines: EmfLine[] = [];
  const log: Logger = { info: (message, fields) => lines.push({ message, ...fields }), error: () => {} };
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(import.meta.url, { log });
  });
  afterAll(() => stack?.stop());

  it('carries MoveSubmissions, RuleViolations and VersionConflicts as EMF metrics, with cold start and request ids', { timeout: 60_000 }, async () => {
    const ada = await registerPlayer(stack.api, 'Ada');
    const created = await stack.api.post<Envelope>('/games', { token: ada.token, body: { type: 'the-game', seats: 1, seed: 'metrics', deck: ascendingDeck() } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const start = created.body.version;
    const moved = await stack.api.post<Envelope>(`/games/${id}/moves`, { token: ada.token, body: { version: start, moves: [{ type: 'play', card: 2, pile: 'up1' }] } });
    expect(moved.status, moved.text).toBe(200);
    const refused = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: { moves: [{ type: 'play', card: 99, pile: 'down1' }, { type: 'play', card: 98, pile: 'down1' }, { type: 'play', card: 50, pile: 'down1' }] } });
    expect(refused.status).toBe(422);
    const stale = await stack.api.post(`/games/${id}/moves`, { token: ada.token, body: { version: start, moves: [{ type: 'play', card: 3, pile: 'up1' }] } });
    expect(stale.status).toBe(409);

    const requests = lines.filter((line) => line.message === 'request');
    expect(requests[0]!.coldStart).toBe(true);
    expect(requests.slice(1).every((line) => line.coldStart === false)).toBe(true);
    expect(requests.every((line) => typeof line.requestId === 'string')).toBe(true);
    const withMetric = (name: string) => requests.filter((line) => line._aws?.CloudWatchMetrics[0]!.Metrics.some((metric) => metric.Name === name));
    expect(withMetric('MoveSubmissions').map((line) => line.MoveSubmissions)).toEqual([1]);
    expect(withMetric('RuleViolations').map((line) => line.RuleViolations)).toEqual([1]);
    expect(withMetric('VersionConflicts').map((line) => line.VersionConflicts)).toEqual([1]);
    for (const line of requests.filter((entry) => entry._aws)) {
      expectValidEmf(line);
      expect(line.Service).toBe('api');
    }
    // A line without metrics is an ordinary line.
    expect(requests.find((line) => line.route === 'POST /players')!._aws).toBeUndefined();
  });
});

/**
 * A DynamoDB stream read as Lambda's event source mappings and EventBridge Pipes read it: every
 * shard from the starting position, records turned into the stream event's shape (with the
 * mapping's FilterCriteria applied: a record no pattern passes is dropped), handed on in batches;
 * a failed batch is retried, then sent to the on-failure destination, as the mapping says.
 */
import { DescribeStreamCommand, GetRecordsCommand, GetShardIteratorCommand, type DynamoDBStreamsClient, type _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { passesFilters, parseFilterPattern } from './filter-pattern.js';

export interface StreamSourceSettings {
  streamArn: string;
  region: string;
  startingPosition: 'TRIM_HORIZON' | 'LATEST';
  batchSize: number;
  /** FilterCriteria.Filters[].Pattern, as in the template. */
  filterPatterns: readonly string[];
  /** Retries of a failed batch before it is given up. */
  maximumRetryAttempts: number;
  pollIntervalMs: number;
  /** Delivers one batch; a rejection is a failed batch. */
  deliver(records: DynamoDBRecord[]): Promise<void>;
  /** Where a batch goes after its last retry (the on-failure destination). */
  giveUp(records: DynamoDBRecord[], error: unknown): Promise<void>;
}

export class StreamSource {
  private running = true;
  private readonly done: Promise<void>;

  constructor(
    private readonly client: DynamoDBStreamsClient,
    private readonly settings: StreamSourceSettings,
  ) {
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async run(): Promise<void> {
    const patterns = this.settings.filterPatterns.map(parseFilterPattern);
    const iterators = new Map<string, string | null>();
    while (this.running) {
      try {
        await this.discoverShards(iterators);
        for (const [shardId, iterator] of iterators) {
          if (!iterator || !this.running) continue;
          const page = await this.client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
          iterators.set(shardId, page.NextShardIterator ?? null);
          const records = (page.Records ?? []).map((record) => lambdaRecord(record, this.settings)).filter((record) => passesFilters(patterns, record));
          for (let at = 0; at < records.length; at += this.settings.batchSize) await this.handOn(records.slice(at, at + this.settings.batchSize));
        }
      } catch (error) {
        if (this.running) console.error(JSON.stringify({ level: 'error', message: 'stream source failure', stream: this.settings.streamArn, detail: String(error) }));
      }
      await new Promise((wake) => setTimeout(wake, this.settings.pollIntervalMs));
    }
  }

  private async discoverShards(iterators: Map<string, string | null>): Promise<void> {
    const described = await this.client.send(new DescribeStreamCommand({ StreamArn: this.settings.streamArn }));
    for (const shard of described.StreamDescription?.Shards ?? []) {
      if (iterators.has(shard.ShardId!)) continue;
      const type = this.settings.startingPosition === 'LATEST' && iterators.size > 0 ? 'TRIM_HORIZON' : this.settings.startingPosition;
      const iterator = await this.client.send(new GetShardIteratorCommand({ StreamArn: this.settings.streamArn, ShardId: shard.ShardId!, ShardIteratorType: type }));
      iterators.set(shard.ShardId!, iterator.ShardIterator ?? null);
    }
  }

  /** Lambda retries a failed batch as it stands, then gives it up (bisecting is not emulated). */
  private async handOn(records: DynamoDBRecord[]): Promise<void> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.settings.maximumRetryAttempts && this.running; attempt++) {
      try {
        await this.settings.deliver(records);
        return;
      } catch (error) {
        lastError = error;
        await new Promise((wake) => setTimeout(wake, Math.min(100 * 2 ** attempt, 2_000)));
      }
    }
    if (this.running) await this.settings.giveUp(records, lastError);
  }
}

/** The record as Lambda's DynamoDB event carries it (creation time in epoch seconds, the stream's ARN, the region). */
function lambdaRecord(record: _Record, settings: StreamSourceSettings): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: settings.region,
    dynamodb: { ...record.dynamodb, ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}) },
    eventSourceARN: settings.streamArn,
  } as DynamoDBRecord;
}

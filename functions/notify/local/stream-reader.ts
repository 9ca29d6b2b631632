/**
 * The local stack's stream worker: polls the table's stream (DynamoDB Local implements the
 * DynamoDB Streams API) and hands each batch of records to `handle` in order, shard by shard —
 * what Lambda's event source mapping does on AWS. A batch whose handling fails is read again on
 * the next poll (at least once). Without a checkpoint, shards open at start are read from their
 * latest record (a fresh local stack does not replay old notifications); shards that appear
 * later are read from their beginning. With `checkpointFile` (the local stack keeps its data in a
 * folder), the last record handled per shard is written there after every batch, and a restart
 * resumes after it, so changes made just before a crash or stop are still handed on.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { Logger } from '../../log.js';
import type { StreamRecord } from '../../store/stream-images.js';

export interface StreamReaderOptions {
  /** The table's client (to find its stream); the streams client is made with its region, endpoint and credentials. */
  dynamo: DynamoDBClient;
  tableName: string;
  handle(records: StreamRecord[]): Promise<unknown>;
  /** Pause between polls. @default 250 ms */
  pollMs?: number;
  /** Where to keep the last sequence number handled per shard, to resume after a restart; none: start at the latest record. */
  checkpointFile?: string;
  log: Logger;
}

interface ShardCursor {
  iterator: string | null;
  /** The last record handled, to get a fresh iterator after one expired. */
  lastSequence: string | null;
  closed: boolean;
}

/** What `checkpointFile` holds: the stream, and per shard the sequence number of the last record handled. */
interface Checkpoint {
  streamArn: string;
  shards: Record<string, string>;
}

type ShardIteratorType = 'TRIM_HORIZON' | 'LATEST' | 'AFTER_SEQUENCE_NUMBER';

/** Shards are listed again this often, and whenever one closes (DynamoDB Local rolls shards over time). */
const DESCRIBE_EVERY_MS = 5_000;

export class LocalStreamReader {
  private readonly streams: DynamoDBStreamsClient;
  private readonly shards = new Map<string, ShardCursor>();
  private streamArn = '';
  private running = false;
  private loop: Promise<void> | null = null;
  private lastDescribe = 0;
  private wake: (() => void) | null = null;
  private cycleWaiters: Array<{ quiet: boolean; resolve: () => void }> = [];

  constructor(private readonly options: StreamReaderOptions) {
    const { region, endpoint, credentials } = options.dynamo.config;
    this.streams = new DynamoDBStreamsClient({ region, credentials, ...(options.dynamo.config.isCustomEndpoint && { endpoint }) });
  }

  /** Finds the stream and positions every shard (after its checkpoint, or at its latest record without one); then polls until stopped. */
  async start(): Promise<void> {
    const table = await this.options.dynamo.send(new DescribeTableCommand({ TableName: this.options.tableName }));
    const arn = table.Table?.LatestStreamArn;
    if (!arn) throw new Error(`table ${this.options.tableName} has no stream`);
    this.streamArn = arn;
    const saved = await this.readCheckpoint();
    if (saved) {
      // Resume: a shard with a checkpoint after its last handled record; any other shard from its
      // oldest record (TRIM_HORIZON), since it may hold changes made before the stop — this can
      // repeat an old notification (at least once, same delivery id) but never skips one. A
      // checkpointed shard DynamoDB Local no longer lists is gone with its records: nothing to read.
      for (const [shardId, sequence] of Object.entries(saved.shards)) this.shards.set(shardId, { iterator: null, lastSequence: sequence, closed: false });
      await this.discoverShards('TRIM_HORIZON', true);
    } else {
      await this.discoverShards('LATEST');
    }
    // Written now too: a stop before the first record handled must not make the next start skip to the latest.
    await this.writeCheckpoint();
    this.running = true;
    this.loop = this.pollLoop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.cycleWaiters.splice(0).forEach((waiter) => waiter.resolve());
  }

  /**
   * Resolves after a whole poll cycle that started after this call found no new record: every
   * change written before the call has been handed on (tests wait on this instead of sleeping).
   */
  caughtUp(): Promise<void> {
    return new Promise((resolve) => {
      this.cycleWaiters.push({ quiet: false, resolve });
      this.wake?.();
    });
  }

  private async pollLoop(): Promise<void> {
    while (this.running) {
      // Waiters registered before this cycle starts are settled by it if it finds nothing.
      const waiting = this.cycleWaiters.splice(0);
      let found = 0;
      try {
        if (Date.now() - this.lastDescribe > DESCRIBE_EVERY_MS) await this.discoverShards('TRIM_HORIZON');
        for (const [shardId, cursor] of this.shards) found += await this.pollShard(shardId, cursor);
      } catch (error) {
        found = 1; // not quiet: something could not be read
        this.options.log.error('stream poll failed', { error: error instanceof Error ? error.message : String(error) });
      }
      if (found === 0) waiting.forEach((waiter) => waiter.resolve());
      else this.cycleWaiters.unshift(...waiting);
      // The pause follows a batch too, as Lambda polls a shard about 4 times a second: polling again
      // at once after every record kept both readers busy on a stream written every few ms, and
      // their calls took CPU from the API and DynamoDB Local's JVM on the same cores (bench:api).
      if (this.running && this.cycleWaiters.length === 0) await this.pause(this.options.pollMs ?? 250);
    }
  }

  /** Reads one batch of one shard; returns how many records it handed on. */
  private async pollShard(shardId: string, cursor: ShardCursor): Promise<number> {
    if (cursor.closed) return 0;
    cursor.iterator ??= await this.resumeIterator(shardId, cursor.lastSequence);
    let output;
    try {
      output = await this.streams.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: 100 }));
    } catch (error) {
      if (error instanceof Error && (error.name === 'ExpiredIteratorException' || error.name === 'TrimmedDataAccessException')) {
        cursor.iterator = null;
        return 0;
      }
      throw error;
    }
    // The Streams API's records and Lambda's stream event share one shape (images in attribute-value form).
    const records = (output.Records ?? []) as StreamRecord[];
    if (records.length > 0) {
      // If this throws, the cursor stays where it was and the same records are read again next time.
      await this.options.handle(records);
      cursor.lastSequence = records[records.length - 1]!.dynamodb?.SequenceNumber ?? cursor.lastSequence;
      await this.writeCheckpoint();
    }
    cursor.iterator = output.NextShardIterator ?? null;
    if (cursor.iterator === null) {
      cursor.closed = true;
      this.lastDescribe = 0; // look for its children now
    }
    return records.length;
  }

  /** Adds the shards not known yet; `pruneGone` also forgets known shards the stream no longer lists (after a restart). */
  private async discoverShards(position: ShardIteratorType, pruneGone = false): Promise<void> {
    let startAfter: string | undefined;
    const listed = new Set<string>();
    do {
      const output = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.streamArn, ...(startAfter && { ExclusiveStartShardId: startAfter }) }));
      for (const shard of output.StreamDescription?.Shards ?? []) {
        const id = shard.ShardId!;
        listed.add(id);
        if (this.shards.has(id)) continue;
        const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        // A shard closed before we ever saw it holds history only at start (LATEST); later, read it whole.
        if (closed && position === 'LATEST') {
          this.shards.set(id, { iterator: null, lastSequence: null, closed: true });
          continue;
        }
        this.shards.set(id, { iterator: await this.iterator(id, position, null), lastSequence: null, closed: false });
      }
      startAfter = output.StreamDescription?.LastEvaluatedShardId;
    } while (startAfter);
    if (pruneGone) for (const id of this.shards.keys()) if (!listed.has(id)) this.shards.delete(id);
    this.lastDescribe = Date.now();
  }

  /** After the last record handled; from the oldest record kept when there is none, or when it has been trimmed away since. */
  private async resumeIterator(shardId: string, sequence: string | null): Promise<string> {
    if (!sequence) return this.iterator(shardId, 'TRIM_HORIZON', null);
    try {
      return await this.iterator(shardId, 'AFTER_SEQUENCE_NUMBER', sequence);
    } catch (error) {
      if (error instanceof Error && error.name === 'TrimmedDataAccessException') return this.iterator(shardId, 'TRIM_HORIZON', null);
      throw error;
    }
  }

  private async readCheckpoint(): Promise<Checkpoint | null> {
    if (!this.options.checkpointFile) return null;
    let text: string;
    try {
      text = await readFile(this.options.checkpointFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null; // the first start on this folder
      throw error;
    }
    const saved = JSON.parse(text) as Checkpoint;
    // Another stream (the table was made anew): its sequence numbers mean nothing here.
    return saved.streamArn === this.streamArn ? saved : null;
  }

  /** Written to a temporary file and renamed over the old one, so a crash leaves the old checkpoint or the new, never half of one. */
  private async writeCheckpoint(): Promise<void> {
    const file = this.options.checkpointFile;
    if (!file) return;
    const shards: Record<string, string> = {};
    for (const [id, cursor] of this.shards) if (cursor.lastSequence) shards[id] = cursor.lastSequence;
    const checkpoint: Checkpoint = { streamArn: this.streamArn, shards };
    await writeFile(`${file}.tmp`, JSON.stringify(checkpoint));
    await rename(`${file}.tmp`, file);
  }

  private async iterator(shardId: string, type: ShardIteratorType, sequence: string | null): Promise<string> {
    const output = await this.streams.send(
      new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ShardIteratorType: type, ...(sequence ? { SequenceNumber: sequence } : {}) }),
    );
    if (!output.ShardIterator) throw new Error(`no iterator for shard ${shardId}`);
    return output.ShardIterator;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }
}

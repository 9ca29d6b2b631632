/**
 * The local stack's account-deletion queue (SQS and the deletion worker play this part on AWS):
 * jobs run in-process one after another, each run given the same kind of time budget as a Lambda
 * run, its continuation queued behind the others; a job that throws is tried again after a pause,
 * a few times, like a message SQS delivers again, then logged and dropped (the dead letters).
 */
import type { Logger } from '../log.js';
import type { AccountDeletion, DeletionJob } from './account-deletion.js';

const ATTEMPTS = 5;
const RETRY_MS = 200;
/** One run's budget before it hands on a continuation (a Lambda run is given longer). */
const RUN_BUDGET_MS = 2_000;

export class LocalDeletionQueue {
  private readonly pending: Array<{ job: DeletionJob; attempt: number }> = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deletion: () => AccountDeletion, private readonly log: Logger, private readonly runBudgetMs = RUN_BUDGET_MS) {}

  readonly enqueue = async (job: DeletionJob): Promise<void> => {
    if (this.stopped) throw new Error('the local stack is stopping');
    this.pending.push({ job, attempt: 1 });
    this.running ??= this.drain().finally(() => (this.running = null));
  };

  /** Resolves once no job waits or runs. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.length = 0;
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let next = this.pending.shift(); next && !this.stopped; next = this.pending.shift()) {
      const deadline = Date.now() + this.runBudgetMs;
      try {
        await this.deletion().run(next.job, () => Date.now() > deadline);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (next.attempt >= ATTEMPTS) {
          this.log.error('account deletion dropped', { playerId: next.job.playerId, error: message });
          continue;
        }
        this.log.info('account deletion failed; trying again', { playerId: next.job.playerId, attempt: next.attempt, error: message });
        await new Promise((wake) => setTimeout(wake, RETRY_MS));
        this.pending.push({ job: next.job, attempt: next.attempt + 1 });
      }
    }
  }
}

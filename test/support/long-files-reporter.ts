/**
 * A vitest reporter beside the default one: every five minutes it names the test files that have
 * been running longer than that. A file that never finishes (a worker blocked where no test
 * timeout reaches it) leaves a run without its summary; these lines then say which file it was.
 */
import type { Reporter, TestModule } from 'vitest/node';

const EVERY_MS = 5 * 60_000;

export default class LongFilesReporter implements Reporter {
  private readonly running = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  onTestRunStart(): void {
    this.timer = setInterval(() => this.sayLongFiles(), EVERY_MS);
    this.timer.unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(module.relativeModuleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.running.delete(module.relativeModuleId);
  }

  onTestRunEnd(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private sayLongFiles(): void {
    const now = Date.now();
    const long = [...this.running].filter(([, since]) => now - since >= EVERY_MS).map(([file, since]) => `${file} (${Math.round((now - since) / 60_000)} min)`);
    if (long.length > 0) process.stdout.write(`\nstill running: ${long.join(', ')}\n`);
  }
}

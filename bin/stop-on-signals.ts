/**
 * Stops a running stack once on Ctrl-C or SIGTERM, then exits: 0 when it stopped cleanly, 1 with
 * the error otherwise. A second signal while stopping is ignored, so stopping is never cut short.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

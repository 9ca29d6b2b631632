import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Beside the default: names any file still running after five minutes, so a hung file is named.
    reporters: ['default', './test/support/long-files-reporter.ts'],
    // DynamoDB Local for the files that need it, a fresh one every twenty files; files create their own tables.
    globalSetup: ['test/support/dynamodb-global-setup.ts'],
    // Integration suites start DynamoDB Local (a JVM) and HTTP servers: give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

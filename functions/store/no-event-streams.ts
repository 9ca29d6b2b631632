/**
 * Stands in for `@smithy/core/event-streams` in the Lambda bundles (lib/lambda-bundling.ts
 * aliases it here). The SDK's protocol layer imports that module only for an operation with an
 * event-stream member; DynamoDB, DynamoDB Streams, SQS, SNS and SES v2 have none, so its ~19 KB
 * of bundle are never run. Should a client with event streams join a bundle, its call fails here
 * with this message: drop the alias then.
 */
const notBundled = () => new Error('event streams are not bundled into this Lambda (see lib/lambda-bundling.ts)');

export function eventStreamSerdeProvider(): never {
  throw notBundled();
}

export class EventStreamSerde {
  constructor() {
    throw notBundled();
  }
}

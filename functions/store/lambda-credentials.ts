/**
 * The AWS credential chain of the Lambda bundles: the environment, and nothing else.
 *
 * lib/lambda-bundling.ts aliases `@aws-sdk/credential-provider-node` (the SDK's default chain:
 * environment, SSO, ini files, credential_process, web identity, container and instance metadata)
 * to this module, for every client in a bundle. On Lambda the chain's first link always answers
 * (the runtime puts the execution role's credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
 * AWS_SESSION_TOKEN), so the others are dead weight: about 130 KB of each bundle (STS, SSO and
 * sign-in clients among them) and some 8 ms of CPU at import (`npm run bench:lambda`).
 * Should a function ever run where credentials do not come in the environment (a container
 * credentials endpoint, say), drop the alias. Outside the bundles (tests, local stack, scripts)
 * the SDK keeps its full default chain.
 */
import { fromEnv, type FromEnvInit } from '@aws-sdk/credential-provider-env';

/** Named and typed as the export of `@aws-sdk/credential-provider-node` that every client's runtime config imports. */
export function defaultProvider(init?: FromEnvInit): ReturnType<typeof fromEnv> {
  return fromEnv(init);
}

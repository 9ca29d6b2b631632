/**
 * Lambda entry point for every HTTP route (API Gateway HTTP API, payload format 2.0).
 * Configuration comes from the environment (functions/config.ts); the clients are created once
 * per execution environment and reused by every invocation.
 */
import { loadConfig } from '../config.js';
import { createApi } from '../http/app.js';
import { lambdaHandler } from '../http/lambda.js';
import { createDynamoDb } from '../store/client.js';

const config = loadConfig();

export const handler = lambdaHandler(createApi({ config, client: createDynamoDb(config) }));

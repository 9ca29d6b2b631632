/**
 * Lambda entry point for every HTTP route (API Gateway HTTP API, payload format 2.0).
 * Configuration comes from the environment (functions/config.ts); the clients are created once
 * per execution environment and reused by every invocation.
 */
import { loadConfig } from '../config.js';
import { createApi } from '../http/app.js';
import { bundledOpenApiDocument } from '../http/bundled-openapi.js';
import { lambdaHandler } from '../http/lambda.js';
import { frontDoorOnly } from '../http/origin-check.js';
import { jsonLogger } from '../log.js';
import { createDynamoDb } from '../store/client.js';

const config = loadConfig();

// GET /openapi.json: the document made while bundling (no generator in the bundle). Only what came
// through CloudFront is answered (the execute-api endpoint would bypass the WAF's per-client limits).
const api = createApi({ config, client: createDynamoDb(config), openApi: bundledOpenApiDocument });
export const handler = lambdaHandler(frontDoorOnly(api, config.originSecrets, jsonLogger));

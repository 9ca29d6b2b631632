// Runs one Lambda function's bundle in this process, as the Lambda Node.js runtime does: the
// handler's module loaded once (the function's init), then one invocation at a time, sent by the
// local runner (bin/deployed/lambda-function.ts) over IPC with the event Lambda would send. As
// Lambda's runtime does, it sets the invocation's trace header in _X_AMZN_TRACE_ID while the
// handler runs (the AWS SDK's recursion-detection middleware copies it onto every call).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [directory, handlerSetting] = process.argv.slice(2);
const dot = handlerSetting.lastIndexOf('.');
const moduleName = handlerSetting.slice(0, dot);
const exportName = handlerSetting.slice(dot + 1);

function moduleFile() {
  for (const extension of ['.mjs', '.js', '.cjs']) {
    const file = join(directory, `${moduleName}${extension}`);
    if (existsSync(file)) return file;
  }
  throw new Error(`Cannot find module '${moduleName}' in ${directory} (Runtime.ImportModuleError)`);
}

function errorOf(error) {
  return error instanceof Error ? { errorType: error.name, errorMessage: error.message } : { errorType: 'Error', errorMessage: String(error) };
}

let handler;
try {
  const loaded = await import(pathToFileURL(moduleFile()).href);
  handler = loaded[exportName];
  if (typeof handler !== 'function') throw new Error(`${handlerSetting} is undefined or not exported (Runtime.HandlerNotFound)`);
} catch (error) {
  process.send({ type: 'init-error', error: errorOf(error) });
  process.exit(1);
}

process.on('message', async ({ id, event, requestId, traceId, deadline }) => {
  process.env._X_AMZN_TRACE_ID = traceId;
  const context = {
    awsRequestId: requestId,
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    functionVersion: process.env.AWS_LAMBDA_FUNCTION_VERSION,
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
    invokedFunctionArn: process.env.TURNPOST_LOCAL_FUNCTION_ARN,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  try {
    const result = await handler(event, context);
    process.send({ type: 'result', id, result: result === undefined ? null : result });
  } catch (error) {
    process.send({ type: 'error', id, error: errorOf(error) });
  }
});
process.send({ type: 'ready' });

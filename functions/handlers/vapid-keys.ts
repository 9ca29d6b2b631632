/**
 * Lambda entry point of the VapidKeys custom resource (lib/push-keys.ts): makes the deployment's
 * Web Push keys at deploy time and keeps the private key in SSM Parameter Store.
 */
import { type CustomResourceEvent, handleVapidKeysEvent } from '../notify/push/vapid-resource.js';
import { VapidParameter } from '../notify/push/vapid-parameter.js';
import { SSMClient } from '@aws-sdk/client-ssm';

// Region, endpoint and credentials from the SDK's standard configuration (Lambda sets AWS_REGION).
const ssm = new SSMClient({});

export function handler(event: CustomResourceEvent): Promise<void> {
  return handleVapidKeysEvent(event, (name) => new VapidParameter(name, ssm));
}

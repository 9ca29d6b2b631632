/**
 * The deploy-time custom resource that makes the VAPID keys (lib/push-keys.ts): CloudFormation
 * calls it on create, update and delete, and reads the answer it PUTs to the request's presigned
 * URL. Create makes a key pair and stores the private key in SSM (a SecureString); update keeps
 * it — unless `Generation` changed, which rotates the keys (the operator's way to replace them);
 * delete removes the parameter. The public key, derived from the stored private key, is the
 * resource's `PublicKey` attribute, which the stack hands to the api and the deliverer.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { newVapidKeys, publicKeyOf } from './vapid-key-pair.js';
import type { VapidParameter } from './vapid-parameter.js';

export interface VapidKeysProperties {
  ParameterName: string;
  /** Changing it makes new keys. */
  Generation?: string;
}

/** The fields of a CloudFormation custom resource request that this resource reads. */
export interface CustomResourceEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties: VapidKeysProperties;
  OldResourceProperties?: VapidKeysProperties;
}

const DESCRIPTION = 'turnpost: the VAPID private key of Web Push (made by the VapidKeys custom resource)';

/** Handles one request and answers CloudFormation (a failure is answered too, with its reason, so a deploy never hangs). */
export async function handleVapidKeysEvent(event: CustomResourceEvent, parameterOf: (name: string) => VapidParameter): Promise<void> {
  const name = event.ResourceProperties.ParameterName;
  try {
    const publicKey = await keysFor(event, parameterOf);
    await respond(event, { Status: 'SUCCESS', PhysicalResourceId: name, Data: publicKey ? { PublicKey: publicKey } : {} });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await respond(event, { Status: 'FAILED', Reason: reason, PhysicalResourceId: event.PhysicalResourceId ?? name });
  }
}

/** Does what the request asks; the public key, or null on delete. */
async function keysFor(event: CustomResourceEvent, parameterOf: (name: string) => VapidParameter): Promise<string | null> {
  if (event.RequestType === 'Delete') {
    await parameterOf(event.PhysicalResourceId ?? event.ResourceProperties.ParameterName).delete();
    return null;
  }
  const parameter = parameterOf(event.ResourceProperties.ParameterName);
  const old = event.OldResourceProperties;
  const rotate = event.RequestType === 'Create' || old?.Generation !== event.ResourceProperties.Generation || old?.ParameterName !== event.ResourceProperties.ParameterName;
  const kept = rotate ? null : await parameter.read();
  if (kept) return publicKeyOf(kept);
  const keys = newVapidKeys();
  await parameter.write(keys.privateKey, DESCRIPTION);
  return keys.publicKey;
}

interface CustomResourceResponse {
  Status: 'SUCCESS' | 'FAILED';
  Reason?: string;
  PhysicalResourceId: string;
  Data?: Record<string, string>;
}

/** PUTs the answer to CloudFormation's presigned URL (no content type: the URL's signature covers none). */
function respond(event: CustomResourceEvent, response: CustomResourceResponse): Promise<void> {
  const body = JSON.stringify({ ...response, StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId });
  const url = new URL(event.ResponseURL);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'PUT', headers: { 'content-type': '', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode && res.statusCode < 300 ? resolve() : reject(new Error(`CloudFormation's response URL answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

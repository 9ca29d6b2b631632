/**
 * A test's stand-in in front of the DynamoDB client's HTTP handler: it sees each request as the
 * SDK sends it (method, headers with lower-case names, the JSON body) and may answer in its place
 * — with faults DynamoDB Local cannot produce (throttling), or after holding the request — or hand
 * it to the SDK's own node:http handler.
 */
import { Readable } from 'node:stream';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { ClientSettings } from '../../functions/store/client.js';

export interface WireRequest {
  method: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Transport = (request: WireRequest) => Promise<WireResponse>;

type RequestHandler = NonNullable<ClientSettings['requestHandler']>;
type SdkRequest = Parameters<NodeHttpHandler['handle']>[0];

/** The request handler to give the client: `wrap` gets the real transport and returns the one the client uses. */
export function transportHandler(wrap: (real: Transport) => Transport): RequestHandler {
  const real = new NodeHttpHandler();
  // The real transport sends the SDK's own request (signed as the SDK signed it) behind each wire view.
  const sdkRequests = new WeakMap<WireRequest, SdkRequest>();
  const transport = wrap(async (wire) => {
    const { response } = await real.handle(sdkRequests.get(wire)!);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
    return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') };
  });
  return {
    async handle(request: SdkRequest) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
      const body = typeof request.body === 'string' ? request.body : Buffer.from((request.body as Uint8Array | undefined) ?? []).toString('utf8');
      const wire: WireRequest = { method: request.method, headers, body };
      sdkRequests.set(wire, request);
      const answer = await transport(wire);
      return { response: { statusCode: answer.status, headers: answer.headers, body: Readable.from([Buffer.from(answer.body)]) } };
    },
    updateHttpClientConfig: () => {},
    httpHandlerConfigs: () => ({}),
  } as unknown as RequestHandler;
}

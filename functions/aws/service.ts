/**
 * One AWS service endpoint: where its calls go (the region's endpoint, or an override such as
 * DynamoDB Local's URL), how they are signed, and the retries around each. The protocols
 * (json.ts, query.ts, and ses.ts's REST-JSON call) build the request and read the answer; this sends it.
 */
import { environmentCredentials, type CredentialSource } from './credentials.js';
import type { AwsError } from './errors.js';
import { nodeTransport, type HttpResponse, type HttpTransport } from './http.js';
import { MAX_ATTEMPTS, withRetries } from './retry.js';
import { signRequest } from './sigv4.js';

export interface ServiceSettings {
  region: string;
  /** A URL to send to instead of the region's endpoint (DynamoDB Local, a test's stand-in); null or absent: AWS. */
  endpoint?: string | null;
  /** @default the environment (AWS_ACCESS_KEY_ID, …), as Lambda sets it */
  credentials?: CredentialSource;
  /** @default http.ts's own HTTP/1.1 on keep-alive node:net / node:tls connections */
  transport?: HttpTransport;
  /** @default 3, as the SDK's standard retry mode */
  maxAttempts?: number;
}

export interface ServiceIdentity {
  /** The SigV4 signing name. */
  signingName: string;
  /** The host's first label(s): `dynamodb`, `streams.dynamodb`, `email`, … */
  endpointPrefix: string;
}

export interface ServiceRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export class AwsService {
  readonly endpoint: URL;
  private readonly credentials: CredentialSource;
  private readonly transport: HttpTransport;
  private readonly urls = new Map<string, URL>();

  constructor(
    readonly identity: ServiceIdentity,
    readonly settings: ServiceSettings,
  ) {
    this.endpoint = new URL(settings.endpoint ?? regionalEndpoint(identity.endpointPrefix, settings.region));
    this.credentials = settings.credentials ?? environmentCredentials;
    this.transport = settings.transport ?? nodeTransport;
  }

  /** Sends `request` signed, retrying throttling, 5xx and connection faults; a non-2xx answer is thrown as `refusal` reads it. */
  send(request: ServiceRequest, refusal: (response: HttpResponse) => AwsError): Promise<HttpResponse> {
    const url = this.urlOf(request.path);
    return withRetries(async () => {
      // Signed anew per attempt: the date is part of the signature.
      const headers = signRequest(
        { method: request.method, host: url.host, path: url.pathname, headers: request.headers, body: request.body },
        { region: this.settings.region, service: this.identity.signingName },
        this.credentials(),
      );
      const response = await this.transport({ url, method: request.method, headers, body: request.body });
      if (response.status < 200 || response.status >= 300) throw refusal(response);
      return response;
    }, this.settings.maxAttempts ?? MAX_ATTEMPTS);
  }

  /** The endpoint's URL for `path`, made once: a client calls a few fixed paths (`/` for JSON and query). */
  private urlOf(path: string): URL {
    let url = this.urls.get(path);
    if (!url) this.urls.set(path, (url = new URL(path, this.endpoint)));
    return url;
  }
}

/** `https://<prefix>.<region>.amazonaws.com` (`.amazonaws.com.cn` in the China regions). */
export function regionalEndpoint(prefix: string, region: string): string {
  return `https://${prefix}.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}`;
}

/**
 * An ApiClient over node:http with kept-alive connections (one per request in flight, reused),
 * for benches that time requests or load the stack:
 * the floor's DynamoDB calls go through the service's own lean HTTP/1.1 client, so the move is
 * timed through a lean client too (Node 20's fetch, undici, adds about 0.35 ms and 0.6 ms of
 * client CPU to every loopback request here). The bench also times moves through fetch, as a
 * browser-like client meets them.
 */
import { Agent, request as httpRequest } from 'node:http';
import { ApiClient, type ApiAnswer, type RequestOptions } from '../../support/api-client.js';

export class KeepAliveClient extends ApiClient {
  private readonly agent = new Agent({ keepAlive: true });
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string) {
    super(baseUrl);
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  override request<T = Record<string, unknown>>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ host: this.host, port: this.port, method, path, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: (text ? JSON.parse(text) : undefined) as T, text });
        });
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }

  /** Closes the kept-alive connections. */
  close(): void {
    this.agent.destroy();
  }
}

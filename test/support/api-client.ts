/** A small HTTP client for the API under test: JSON in, status + headers + parsed JSON out. */
import { CAPACITY_HEADER } from '../../functions/http/app.js';

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
  /** The body as sent (for byte-level comparisons). */
  text: string;
}

export interface RequestOptions {
  token?: string;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** Sent exactly as given. */
  raw?: string;
  headers?: Record<string, string>;
}

export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    // Pages (the links of e-mails) are text/html: their text is the answer.
    const isJson = text !== '' && !(response.headers.get('content-type') ?? '').startsWith('text/html');
    return { status: response.status, headers: response.headers, body: (isJson ? JSON.parse(text) : undefined) as T, text };
  }

  get<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('POST', path, options);
  }

  patch<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('PATCH', path, options);
  }
}

/** The DynamoDB capacity a local-stack answer reports in its header: { read, write }. */
export function capacityOf(answer: ApiAnswer<unknown>): { read: number; write: number } {
  const header = answer.headers.get(CAPACITY_HEADER) ?? '';
  const read = Number(/read=([\d.]+)/.exec(header)?.[1] ?? NaN);
  const write = Number(/write=([\d.]+)/.exec(header)?.[1] ?? NaN);
  return { read, write };
}

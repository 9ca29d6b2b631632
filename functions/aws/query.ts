/**
 * The AWS query protocol (SNS): a form-encoded POST to `/` with `Action` and `Version`, answered
 * in XML. Only what turnpost reads is parsed: one element's text from an answer, and a refusal's
 * `Code` and `Message`.
 */
import { AwsError } from './errors.js';
import type { HttpResponse } from './http.js';
import { AwsService, type ServiceIdentity, type ServiceSettings } from './service.js';
import { encodeRfc3986 } from './sigv4.js';

export class AwsQueryClient {
  readonly service: AwsService;

  constructor(
    identity: ServiceIdentity,
    private readonly version: string,
    settings: ServiceSettings,
  ) {
    this.service = new AwsService(identity, settings);
  }

  /** Calls `action` with flat parameters (`MessageAttributes.entry.1.Name`, …); the answer's XML text. */
  async call(action: string, parameters: Record<string, string>): Promise<string> {
    const body = Object.entries({ Action: action, Version: this.version, ...parameters })
      .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
      .join('&');
    const response = await this.service.send({ method: 'POST', path: '/', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body }, xmlRefusal);
    return response.body;
  }
}

/** The text of the first `<name>` element, entities decoded; null when there is none. */
export function xmlText(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? decodeEntities(match[1]!) : null;
}

function xmlRefusal(response: HttpResponse): AwsError {
  const code = xmlText(response.body, 'Code') ?? `Http${response.status}`;
  return new AwsError(code, xmlText(response.body, 'Message') ?? `AWS answered ${response.status}`, response.status);
}

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (entity[0] !== '#') return named[entity.toLowerCase()]!;
    return String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
}

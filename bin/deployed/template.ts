/**
 * A synthesized CloudFormation template, read and resolved as CloudFormation would at deploy
 * time: Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split, the pseudo parameters and
 * Secrets Manager's dynamic references (`{{resolve:secretsmanager:…}}`), against the physical
 * resources this machine stands up in their place.
 */

export type Json = Record<string, unknown>;

export interface CfnResource {
  Type: string;
  Properties?: Json;
  DependsOn?: string | string[];
}

export interface CfnTemplate {
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown; Description?: string }>;
}

/** What a resource resolves to: `Ref` and each `Fn::GetAtt` attribute. */
export interface PhysicalResource {
  ref: string;
  attributes: Record<string, string>;
}

export interface Pseudo {
  region: string;
  accountId: string;
  stackName: string;
}

export class UnresolvableError extends Error {
  override name = 'UnresolvableError';
}

/** The template's resources of one type, by logical id. */
export function resourcesOfType(template: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/** The single resource of a type; a clear error when the template has none or several. */
export function onlyResourceOfType(template: CfnTemplate, type: string): [string, CfnResource] {
  const found = resourcesOfType(template, type);
  if (found.length !== 1) throw new Error(`the template has ${found.length} resources of type ${type}; the local runner expects exactly one`);
  return found[0]!;
}

/** A dynamic reference to a secret's whole SecretString, as CDK writes `secretValue` (the ARN or name, then `:SecretString:::`). */
const SECRET_REFERENCE = /\{\{resolve:secretsmanager:([^}]+?):SecretString:::\}\}/g;

export class TemplateResolver {
  private readonly physical = new Map<string, PhysicalResource>();
  /** The value of each secret, by its ARN (its Ref). */
  private readonly secretValues = new Map<string, string>();

  constructor(
    readonly template: CfnTemplate,
    readonly pseudo: Pseudo,
  ) {}

  /** Records a secret's value: dynamic references to `arn` resolve to it, as CloudFormation resolves them at deploy time. */
  provideSecretValue(arn: string, value: string): void {
    this.secretValues.set(arn, value);
  }

  /** The same physical resources under another template (e.g. one with a grant taken out). */
  withTemplate(template: CfnTemplate): TemplateResolver {
    const other = new TemplateResolver(template, this.pseudo);
    for (const [arn, value] of this.secretValues) other.secretValues.set(arn, value);
    for (const [logicalId, resource] of this.physical) other.provide(logicalId, resource);
    return other;
  }

  /** Records what `logicalId` is on this machine. */
  provide(logicalId: string, resource: PhysicalResource): void {
    this.physical.set(logicalId, resource);
  }

  has(logicalId: string): boolean {
    return this.physical.has(logicalId);
  }

  physicalOf(logicalId: string): PhysicalResource {
    const resource = this.physical.get(logicalId);
    if (!resource) throw new UnresolvableError(`${logicalId} (${this.template.Resources[logicalId]?.Type ?? 'not in the template'}) is not stood up locally`);
    return resource;
  }

  /** The value with every intrinsic function evaluated. */
  resolve(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.resolve(item));
    if (typeof value === 'string') return this.dereference(value);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json);
    if (entries.length === 1) {
      const [name, argument] = entries[0]!;
      if (name === 'Ref' || name.startsWith('Fn::')) return this.intrinsic(name, argument);
    }
    return Object.fromEntries(entries.map(([key, item]) => [key, this.resolve(item)]));
  }

  /** `resolve`, insisting on a string. */
  string(value: unknown): string {
    const resolved = this.resolve(value);
    if (typeof resolved !== 'string') throw new UnresolvableError(`expected a string, got ${JSON.stringify(resolved)}`);
    return resolved;
  }

  private intrinsic(name: string, argument: unknown): unknown {
    switch (name) {
      case 'Ref':
        return this.ref(argument as string);
      case 'Fn::GetAtt': {
        const [logicalId, attribute] = (typeof argument === 'string' ? argument.split('.') : argument) as [string, string];
        const value = this.physicalOf(logicalId).attributes[attribute];
        if (value === undefined) throw new UnresolvableError(`${logicalId} has no attribute ${attribute} locally`);
        return value;
      }
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, unknown[]];
        return this.dereference((this.resolve(parts) as unknown[]).join(separator));
      }
      case 'Fn::Select': {
        const [index, list] = argument as [unknown, unknown];
        return (this.resolve(list) as unknown[])[Number(this.resolve(index))];
      }
      case 'Fn::Split': {
        const [separator, source] = argument as [string, unknown];
        return this.string(source).split(separator);
      }
      case 'Fn::Sub':
        return this.dereference(this.sub(argument));
      default:
        throw new UnresolvableError(`${name} is not evaluated locally`);
    }
  }

  /** `text` with each secret's dynamic reference replaced by the secret's value; a secret not stood up locally is an error. */
  private dereference(text: string): string {
    if (!text.includes('{{resolve:secretsmanager:')) return text;
    return text.replace(SECRET_REFERENCE, (_, arn: string) => {
      const value = this.secretValues.get(arn);
      if (value === undefined) throw new UnresolvableError(`the secret ${arn} has no value locally`);
      return value;
    });
  }

  private ref(name: string): string {
    switch (name) {
      case 'AWS::Region':
        return this.pseudo.region;
      case 'AWS::AccountId':
        return this.pseudo.accountId;
      case 'AWS::Partition':
        return 'aws';
      case 'AWS::URLSuffix':
        return 'amazonaws.com';
      case 'AWS::StackName':
        return this.pseudo.stackName;
      default:
        return this.physicalOf(name).ref;
    }
  }

  private sub(argument: unknown): string {
    const [text, variables] = (typeof argument === 'string' ? [argument, {}] : argument) as [string, Json];
    return text.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
      if (name in variables) return this.string(variables[name]);
      const [logicalId, attribute] = name.split('.');
      return attribute === undefined ? this.ref(logicalId!) : this.string({ 'Fn::GetAtt': [logicalId, attribute] });
    });
  }
}

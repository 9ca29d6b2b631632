/**
 * Event filter patterns, as Lambda event source mappings and EventBridge Pipes apply them
 * (FilterCriteria): an event passes a pattern when every key of the pattern is matched, objects
 * recursively, and each leaf list by one of its entries. The subset here is exact values
 * (strings, numbers, booleans, null) and the `prefix`, `suffix`, `equals-ignore-case`, `exists`,
 * `anything-but` and `numeric` matchers; anything else is refused by name rather than guessed.
 */

type Pattern = { [key: string]: Pattern | readonly unknown[] };

export class UnsupportedFilterError extends Error {
  override name = 'UnsupportedFilterError';
}

/** Parses a FilterCriteria pattern (a JSON string in the template), checking it uses only the supported subset. */
export function parseFilterPattern(json: string): Pattern {
  const pattern = JSON.parse(json) as unknown;
  check(pattern, '');
  return pattern as Pattern;
}

/** True when the event passes at least one of the patterns (no patterns: every event passes). */
export function passesFilters(patterns: readonly Pattern[], event: unknown): boolean {
  return patterns.length === 0 || patterns.some((pattern) => matches(pattern, event));
}

export function matches(pattern: Pattern, event: unknown): boolean {
  return Object.entries(pattern).every(([key, expected]) => {
    const value = isObject(event) ? event[key] : undefined;
    if (Array.isArray(expected)) return leafMatches(expected, value);
    return isObject(value) && matches(expected as Pattern, value);
  });
}

function leafMatches(options: readonly unknown[], value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return options.some((option) => {
    if (isObject(option)) {
      if ('exists' in option) return option.exists === (value !== undefined);
      return values.some((item) => item !== undefined && matcherMatches(option, item));
    }
    return values.some((item) => item === option);
  });
}

function matcherMatches(matcher: Record<string, unknown>, value: unknown): boolean {
  const [name, argument] = Object.entries(matcher)[0]!;
  switch (name) {
    case 'prefix':
      return typeof value === 'string' && value.startsWith(argument as string);
    case 'suffix':
      return typeof value === 'string' && value.endsWith(argument as string);
    case 'equals-ignore-case':
      return typeof value === 'string' && value.toLowerCase() === (argument as string).toLowerCase();
    case 'anything-but':
      return !(Array.isArray(argument) ? argument : [argument]).includes(value);
    case 'numeric':
      return typeof value === 'number' && numericMatches(argument as unknown[], value);
    default:
      throw new UnsupportedFilterError(`the filter matcher "${name}" is not supported locally`);
  }
}

function numericMatches(conditions: readonly unknown[], value: number): boolean {
  for (let at = 0; at < conditions.length; at += 2) {
    const operator = conditions[at] as string;
    const bound = conditions[at + 1] as number;
    const holds = operator === '=' ? value === bound : operator === '<' ? value < bound : operator === '<=' ? value <= bound : operator === '>' ? value > bound : value >= bound;
    if (!holds) return false;
  }
  return true;
}

const MATCHERS = new Set(['prefix', 'suffix', 'equals-ignore-case', 'anything-but', 'numeric', 'exists']);

function check(pattern: unknown, path: string): void {
  if (!isObject(pattern)) throw new UnsupportedFilterError(`the filter pattern at "${path || '(top)'}" must be an object`);
  for (const [key, value] of Object.entries(pattern)) {
    const at = path ? `${path}.${key}` : key;
    if (!Array.isArray(value)) {
      check(value, at);
      continue;
    }
    for (const option of value) {
      if (!isObject(option)) continue;
      const names = Object.keys(option);
      if (names.length !== 1 || !MATCHERS.has(names[0]!)) throw new UnsupportedFilterError(`the filter matcher ${JSON.stringify(option)} at "${at}" is not supported locally`);
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

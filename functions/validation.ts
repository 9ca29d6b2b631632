/** Schema validation at the edges: zod issues become 400 VALIDATION answers (no input values echoed). */
import type * as z from 'zod';
import { ValidationError } from './errors.js';

/** One schema issue, as the API reports it (no input values echoed back). */
export interface Issue {
  path: Array<string | number>;
  code: string;
  message: string;
}

export function issuesOf(error: z.ZodError, prefix: Array<string | number> = []): Issue[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    code: issue.code,
    // zod's own message for unknown keys lists them, i.e. the caller's input.
    message: issue.code === 'unrecognized_keys' ? 'unknown field' : issue.message,
  }));
}

/** Parses `value` with `schema`, or throws 400 VALIDATION with the schema issues in details. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(`the ${what} does not match its schema`, { issues: issuesOf(result.error) });
}

import type { z } from 'zod';

/** Each field's first message, under its dotted path ("reported.amount"); "" for the form itself. */
export type FieldErrors = Record<string, string>;

export function issueMessages(issues: readonly z.core.$ZodIssue[], into: FieldErrors = {}): FieldErrors {
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in into)) into[path] = issue.message;
  }
  return into;
}

/** Types of the curated-data check (scripts/curated-check.mjs) for the tests that import it. */
export function overlapProblems(docs: Map<string, object>, dataset: object): Map<string, string[]>;
export function aliasProblems(docs: Map<string, object>): Map<string, string[]>;
export function slug(s: string): string;
export const SINGLE_HOLDER_TYPES: string[];
export const MAX_EVIDENCE: number;
export function evidenceProblems(evidence: unknown, today?: string): string[];
export function rowProblems(file: string, doc: object, today?: string): string[];
export function successorProblems(
  docs: Map<string, object>,
  dataset: object,
  year?: number,
): Map<string, string[]>;

/** Types of the curated-data check (scripts/curated-check.mjs) for the tests that import it. */
export function overlapProblems(docs: Map<string, object>, dataset: object): Map<string, string[]>;
export function aliasProblems(docs: Map<string, object>): Map<string, string[]>;
export function slug(s: string): string;
export const SINGLE_HOLDER_TYPES: string[];
export const MAX_EVIDENCE: number;
/** One page of a row's `evidence`: title null when none was found (never made up from the address). */
export interface EvidencePage {
  url: string;
  title: string | null;
  seen: string;
}
export function evidenceProblems(evidence: unknown, today?: string): string[];
export function rowProblems(file: string, doc: object, today?: string): string[];
export function successorProblems(
  docs: Map<string, object>,
  dataset: object,
  year?: number,
): Map<string, string[]>;

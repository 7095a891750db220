import {
  type TDeskPartnership,
  type TDeskPartnershipPatch,
  ZDeskPartnershipPatch,
} from '../../../core/contract/desk';
import { type FieldErrors, issueMessages } from './validation';

/** A deal's fields as typed in the form: text everywhere, the reported value optional. */
export interface DealDraft {
  type: string;
  tier: string;
  role: string;
  startYear: string;
  endYear: string;
  untilYear: string;
  partnerName: string;
  confidence: string;
  asOf: string;
  citation: string;
  hasReported: boolean;
  amount: string;
  currency: string;
  reportedYear: string;
  publisher: string;
  reportedNote: string;
}

export const emptyDeal = (): DealDraft => ({
  type: '',
  tier: 'Standard',
  role: '',
  startYear: '',
  endYear: '',
  untilYear: '',
  partnerName: '',
  confidence: 'medium',
  asOf: '',
  citation: '',
  hasReported: false,
  amount: '',
  currency: 'USD',
  reportedYear: '',
  publisher: '',
  reportedNote: '',
});

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

export function dealFromRecord(p: TDeskPartnership): DealDraft {
  return {
    type: p.type,
    tier: p.tier,
    role: text(p.role),
    startYear: text(p.startYear),
    endYear: text(p.endYear),
    untilYear: text(p.untilYear),
    partnerName: text(p.partnerName),
    confidence: p.confidence,
    asOf: text(p.asOf),
    citation: text(p.citation),
    hasReported: p.reported !== null,
    amount: text(p.reported?.amount),
    currency: p.reported?.currency ?? 'USD',
    reportedYear: text(p.reported?.year),
    publisher: p.reported?.publisher ?? '',
    reportedNote: text(p.reported?.note),
  };
}

/** A typed number: blank is none; anything not a number is left as text for the schema to name. */
export function numberOrText(v: string): number | string | null {
  const t = v.trim();
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The draft as the contract's input (not yet validated: the schema says what is wrong). */
export function dealInput(d: DealDraft) {
  return {
    type: d.type,
    tier: d.tier,
    role: orNull(d.role),
    startYear: numberOrText(d.startYear),
    endYear: numberOrText(d.endYear),
    untilYear: numberOrText(d.untilYear),
    partnerName: orNull(d.partnerName),
    confidence: d.confidence,
    asOf: orNull(d.asOf),
    citation: d.citation,
    reported: d.hasReported
      ? {
          amount: numberOrText(d.amount) ?? undefined,
          currency: d.currency.trim().toUpperCase(),
          year: numberOrText(d.reportedYear) ?? undefined,
          publisher: d.publisher,
          note: orNull(d.reportedNote),
        }
      : null,
  };
}

/**
 * The years' order, checked on its own: the schema checks it only once every other field passes,
 * and the form shows every message at once.
 */
export function yearOrderMessages(d: DealDraft): FieldErrors {
  const { startYear, endYear, untilYear } = dealInput(d);
  const years = ZDeskPartnershipPatch.safeParse({ startYear, endYear, untilYear, note: 'years check' });
  return years.success ? {} : issueMessages(years.error.issues);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const reportedShape = (r: TDeskPartnership['reported']) =>
  r && { amount: r.amount, currency: r.currency, year: r.year, publisher: r.publisher, note: r.note ?? null };

/**
 * Checks the whole form with the contract's patch schema; when it passes, the body holds the
 * fields that differ from the record, and the note. `errors[""]` says nothing changed.
 */
export function patchFor(
  record: TDeskPartnership,
  d: DealDraft,
  note: string,
): { body: TDeskPartnershipPatch; errors: null } | { body: null; errors: FieldErrors } {
  const parsed = ZDeskPartnershipPatch.safeParse({ ...dealInput(d), note });
  if (!parsed.success) {
    return { body: null, errors: issueMessages(parsed.error.issues, yearOrderMessages(d)) };
  }
  const next = parsed.data;
  const body: Record<string, unknown> = {};
  const keys = [
    'type',
    'tier',
    'role',
    'startYear',
    'endYear',
    'untilYear',
    'partnerName',
    'confidence',
    'asOf',
    'citation',
  ] as const;
  for (const key of keys) if (!same(next[key], record[key])) body[key] = next[key];
  if (!same(reportedShape(next.reported ?? null), reportedShape(record.reported)))
    body.reported = next.reported;
  if (Object.keys(body).length === 0) return { body: null, errors: { '': 'Nothing has changed yet.' } };
  return { body: { ...body, note: next.note } as TDeskPartnershipPatch, errors: null };
}

import { useId } from 'react';
import { deskConfidences, deskTiers } from '../../../core/contract/desk';
import { Field, SelectField } from '../../ui/form-field';
import type { DealDraft } from './deal-draft';
import { panel } from './styles';
import { TextArea } from './TextArea';
import type { FieldErrors } from './validation';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A deal's own fields (type, tier, years, confidence, citation, reported value), each with its message. */
export function DealFields({
  draft,
  errors,
  onChange,
  types,
}: {
  draft: DealDraft;
  errors: FieldErrors;
  onChange(change: Partial<DealDraft>): void;
  /** Deal types in the data, offered as the type is typed. */
  types: readonly string[];
}) {
  const typesId = useId();
  const text = (name: keyof DealDraft, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      value={draft[name] as string}
      error={errors[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      {...extra}
    />
  );
  const year = (name: keyof DealDraft, label: string) =>
    text(name, label, { inputMode: 'numeric', maxLength: 8, placeholder: 'YYYY' });
  const reported = (
    name: keyof DealDraft,
    label: string,
    path: string,
    extra: Record<string, unknown> = {},
  ) => (
    <Field
      label={label}
      value={draft[name] as string}
      error={errors[`reported.${path}`]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      {...extra}
    />
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('type', 'Type', { list: typesId, maxLength: 80, placeholder: 'Kit supplier' })}
        <datalist id={typesId}>
          {types.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <SelectField label="Tier" value={draft.tier} onChange={(e) => onChange({ tier: e.target.value })}>
          {deskTiers.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        {text('role', 'Role', { hint: '(optional)', maxLength: 140 })}
        {text('partnerName', "Partner's name during the deal", { hint: '(optional)', maxLength: 120 })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {year('startYear', 'Start year')}
        {year('endYear', 'End year')}
        {year('untilYear', 'Until year')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Confidence"
          value={draft.confidence}
          onChange={(e) => onChange({ confidence: e.target.value })}
        >
          {deskConfidences.map((c) => (
            <option key={c} value={c}>
              {cap(c)}
            </option>
          ))}
        </SelectField>
        {text('asOf', 'As of', { placeholder: 'YYYY-MM or YYYY-MM-DD', maxLength: 12 })}
      </div>
      <TextArea
        label="Citation"
        hint="The source of the deal as it shows on the record."
        value={draft.citation}
        maxLength={320}
        error={errors.citation}
        onChange={(e) => onChange({ citation: e.target.value })}
      />
      <fieldset className={panel}>
        <legend className="px-1 text-sm font-medium text-slate-200">Reported value</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-200">
          <input
            type="checkbox"
            className="size-5 accent-accent-400"
            checked={draft.hasReported}
            onChange={(e) => onChange({ hasReported: e.target.checked })}
          />
          A publisher reported the deal's value
        </label>
        {draft.hasReported && (
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {reported('amount', 'Amount', 'amount', { inputMode: 'decimal', placeholder: '12000000' })}
            {reported('currency', 'Currency', 'currency', { maxLength: 3, placeholder: 'USD' })}
            {reported('reportedYear', 'Year reported', 'year', { inputMode: 'numeric', maxLength: 8 })}
            {reported('publisher', 'Publisher', 'publisher', { maxLength: 140 })}
            <div className="sm:col-span-2">
              {reported('reportedNote', 'Note', 'note', { hint: '(optional)', maxLength: 320 })}
            </div>
          </div>
        )}
      </fieldset>
    </div>
  );
}

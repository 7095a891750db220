import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TDeskPartnership } from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { DealFields } from './DealFields';
import { useUpdatePartnership } from './data/update-partnership';
import { type DealDraft, dealFromRecord, patchFor } from './deal-draft';
import { FormError } from './FormError';
import { NoteField } from './TextArea';
import { useSending } from './use-sending';
import type { FieldErrors } from './validation';

/**
 * A deal's fields as the contract's patch schema checks them, here and on the server; only the
 * fields that changed are sent, with the citation note.
 */
export function PartnershipEditForm({
  record,
  types,
}: {
  record: TDeskPartnership;
  types: readonly string[];
}) {
  const update = useUpdatePartnership();
  const [draft, setDraft] = useState<DealDraft>(() => dealFromRecord(record));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, refused, setRefused, send } = useSending();
  // A saved change, an undo or End deal brings a new record: the form starts from it.
  useEffect(() => {
    setDraft(dealFromRecord(record));
    setErrors({});
  }, [record]);

  const submit = async () => {
    setRefused(null);
    const checked = patchFor(record, draft, note);
    if (!checked.body) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await send(async () => {
      await update(record.id, checked.body);
      toast({ title: 'Partnership saved', description: 'The change is recorded in its history.' });
      setNote('');
    }, 'The partnership could not be saved.');
  };

  return (
    <form
      noValidate
      aria-label="Edit partnership"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DealFields
        draft={draft}
        errors={errors}
        types={types}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
      />
      <NoteField value={note} onChange={setNote} error={errors.note} />
      <FormError message={refused ?? errors['']} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          <Save className="size-4" aria-hidden />
          {busy ? 'Saving...' : 'Save changes'}
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={busy}
          onClick={() => {
            setDraft(dealFromRecord(record));
            setErrors({});
            setRefused(null);
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}

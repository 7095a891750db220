import { useState } from 'react';
import { type TDeskPartnership, ZDeskEnd } from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field } from '../../ui/form-field';
import { useEndPartnership } from './data/end-partnership';
import { numberOrText } from './deal-draft';
import { FormError } from './FormError';
import { NoteField } from './TextArea';
import { useSending } from './use-sending';
import { type FieldErrors, issueMessages } from './validation';

/** End deal: the last year it ran and the citation note. */
export function EndDealForm({ record, onDone }: { record: TDeskPartnership; onDone(): void }) {
  const end = useEndPartnership();
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, refused, setRefused, send } = useSending();

  const submit = async () => {
    setRefused(null);
    const parsed = ZDeskEnd.safeParse({ endYear: numberOrText(year), note });
    if (!parsed.success) return setErrors(issueMessages(parsed.error.issues));
    setErrors({});
    await send(async () => {
      await end(record.id, parsed.data);
      toast({ title: 'Deal ended', description: `It now ends in ${parsed.data.endYear}.` });
      onDone();
    }, 'The deal could not be ended.');
  };

  return (
    <form
      noValidate
      aria-label="End deal"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label="End year"
        hint="(the last year it ran)"
        inputMode="numeric"
        maxLength={8}
        value={year}
        error={errors.endYear}
        onChange={(e) => setYear(e.target.value)}
      />
      <NoteField value={note} onChange={setNote} error={errors.note} />
      <FormError message={refused} />
      <div>
        <button type="submit" className={buttonClass('danger')} disabled={busy}>
          {busy ? 'Ending...' : 'End deal'}
        </button>
      </div>
    </form>
  );
}

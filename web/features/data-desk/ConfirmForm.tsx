import { useState } from 'react';
import { type TDeskPartnership, ZDeskConfirm } from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { useConfirmPartnership } from './data/confirm-partnership';
import { FormError } from './FormError';
import { TextArea } from './TextArea';
import { useSending } from './use-sending';
import { type FieldErrors, issueMessages } from './validation';

/** "Confirmed today": the deal was checked against a source today (its as-of date becomes today). */
export function ConfirmForm({ record, onDone }: { record: TDeskPartnership; onDone(): void }) {
  const confirm = useConfirmPartnership();
  const [citation, setCitation] = useState(record.citation ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, refused, setRefused, send } = useSending();

  const submit = async () => {
    setRefused(null);
    const parsed = ZDeskConfirm.safeParse({ citation });
    if (!parsed.success) return setErrors(issueMessages(parsed.error.issues));
    setErrors({});
    await send(async () => {
      await confirm(record.id, parsed.data);
      toast({ title: 'Confirmed today', description: 'The as-of date is today.' });
      onDone();
    }, 'The deal could not be confirmed.');
  };

  return (
    <form
      noValidate
      aria-label="Confirmed today"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label="Citation checked"
        hint="The source that still shows the deal today."
        value={citation}
        maxLength={320}
        error={errors.citation}
        onChange={(e) => setCitation(e.target.value)}
      />
      <FormError message={refused} />
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving...' : 'Confirm today'}
        </button>
      </div>
    </form>
  );
}

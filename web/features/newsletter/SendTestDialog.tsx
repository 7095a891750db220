import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { MAX_TEST_ADDRESSES, type TNewsletter, ZSendTest } from '../../../core/contract/newsletters';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { inputClass } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { sendTest } from './data/send-test';

/** Addresses typed with commas, semicolons, spaces or new lines between them. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Send Test Email: the chosen issue, to one or more addresses (the admin's own to begin with). */
export function SendTestDialog({
  open,
  onOpenChange,
  issues,
  initialId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  issues: TNewsletter[];
  /** The issue to preselect (the one the test was asked from). */
  initialId?: string | undefined;
}) {
  const ids = { issue: useId(), to: useId() };
  const { user } = useAuth();
  const [issueId, setIssueId] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ issue?: string; to?: string }>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setIssueId(initialId ?? issues[0]?.id ?? '');
    setTo(user?.email ?? '');
    setErrors({});
  }, [open, initialId, issues, user]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { newsletterId: issueId, emails: splitAddresses(to) };
    const parsed = ZSendTest.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'newsletterId' ? 'issue' : 'to';
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setSending(true);
    try {
      const { email } = await sendTest(parsed.data);
      toast({ title: 'Test email sent', description: `Newsletter preview sent successfully to ${email}` });
      onOpenChange(false);
    } catch (error) {
      notifyFailure(
        error,
        { title: 'Test email failed', fallback: 'Failed to send test email.' },
        { title: 'Test email failed', description: 'Unable to send test email. Please try again.' },
      );
    } finally {
      setSending(false);
    }
  };

  const invalid = (key: 'issue' | 'to') => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${ids[key]}-error` : undefined,
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Send Test Email"
      description="The issue exactly as subscribers get it, marked [Test], without tracking."
    >
      {issues.length === 0 ? (
        <p className="mt-5 text-sm text-slate-300">Create an issue first: there is nothing to test yet.</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={ids.issue} className="text-sm font-medium text-slate-200">
              Issue
            </label>
            <select
              id={ids.issue}
              className={inputClass}
              value={issueId}
              onChange={(e) => setIssueId(e.target.value)}
              {...invalid('issue')}
            >
              {issues.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.title} ({n.status})
                </option>
              ))}
            </select>
            {errors.issue && (
              <p id={`${ids.issue}-error`} className="text-sm text-red-300">
                {errors.issue}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.to} className="text-sm font-medium text-slate-200">
              Send to
              <span className="ml-1 font-normal text-slate-400">
                (up to {MAX_TEST_ADDRESSES} addresses, separated by commas)
              </span>
            </label>
            <textarea
              id={ids.to}
              rows={2}
              className={`${inputClass} h-auto py-2`}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              {...invalid('to')}
            />
            {errors.to && (
              <p id={`${ids.to}-error`} className="text-sm text-red-300">
                {errors.to}
              </p>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
              Cancel
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={sending}>
              <Mail className="size-4" aria-hidden />
              {sending ? 'Sending...' : 'Send Test'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

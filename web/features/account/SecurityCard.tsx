import { type FormEvent, useId, useState } from 'react';
import { newPassword } from '../../../core/contract/auth';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { PasswordField } from '../../ui/form-field';
import { Card } from './AccountPage';
import { changePassword } from './data/change-password';
import { type FieldErrors, fieldErrors } from './data/field-errors';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityCard() {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | undefined>();
  /** The server's refusal, placed under the field it is about. */
  const [refused, setRefused] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [revokeTokens, setRevokeTokens] = useState(false);
  const revokeId = useId();
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.newPassword !== values.confirmPassword) {
      toast({
        variant: 'destructive',
        title: 'Password mismatch',
        description: "New passwords don't match. Please try again.",
      });
      return;
    }
    setRefused({});
    const check = newPassword.safeParse(values.newPassword);
    setError(check.success ? undefined : check.error.issues[0]?.message);
    if (!check.success) return;
    setBusy(true);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeApiTokens: revokeTokens,
      });
      setValues(empty);
      setRevokeTokens(false);
      toast({
        title: 'Password updated',
        description: revokeTokens
          ? 'Your password has been successfully changed. Your API tokens were revoked.'
          : 'Your password has been successfully changed.',
      });
    } catch (err) {
      setRefused(fieldErrors(err));
      notifyFailure(err, {
        title: 'Password change failed',
        fallback: 'Failed to change password. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Security">
      <form onSubmit={submit} className="grid gap-4">
        <PasswordField
          label="Current Password"
          required
          autoComplete="current-password"
          error={refused.currentPassword}
          value={values.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label="New Password"
          required
          autoComplete="new-password"
          error={error ?? refused.newPassword}
          value={values.newPassword}
          onChange={set('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          required
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <div className="flex items-start gap-3">
          <input
            id={revokeId}
            type="checkbox"
            checked={revokeTokens}
            onChange={(e) => setRevokeTokens(e.target.checked)}
            className="mt-1 h-4 w-4 shrink-0 accent-accent-400"
          />
          <label htmlFor={revokeId} className="text-sm text-slate-300">
            Also revoke all my API tokens (they keep working after a password change unless you do)
          </label>
        </div>
        <div>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? 'Updating...' : 'Change Password'}
          </button>
        </div>
      </form>
    </Card>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, PasswordField } from '../../ui/form-field';
import { Card } from './AccountPage';
import { deleteAccount } from './data/delete-account';
import { type FieldErrors, fieldErrors } from './data/field-errors';

/** Delete Account arms; Confirm Delete Account deletes; Cancel disarms. */
export function DangerZone() {
  const { clear, user } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>({});

  const remove = async () => {
    setBusy(true);
    setRefused({});
    try {
      await deleteAccount({
        currentPassword,
        ...(user?.twoFactorEnabled ? { code } : {}),
      });
      toast({ title: 'Account deleted', description: 'Your account has been permanently deleted.' });
      clear();
      navigate('/');
    } catch (error) {
      setRefused(fieldErrors(error));
      notifyFailure(error, {
        title: 'Deletion failed',
        fallback: 'Failed to delete account. Please try again.',
      });
      setBusy(false);
    }
  };

  return (
    <Card title="Danger Zone" tone="danger">
      <p className="text-sm text-slate-300">
        Deleting your account erases your profile, settings, sessions, reports and newsletter subscription at
        once, and your address from our mail records. This cannot be undone. Enter your password to confirm.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {armed ? (
          <>
            <div className="grid w-full gap-3 sm:max-w-sm">
              <PasswordField
                label="Current Password"
                autoComplete="current-password"
                error={refused.currentPassword}
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
              />
              {user?.twoFactorEnabled && (
                <Field
                  label="Authentication code"
                  autoComplete="one-time-code"
                  maxLength={11}
                  error={refused.code}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </div>
            <button type="button" disabled={busy} className={buttonClass('danger')} onClick={remove}>
              {busy ? 'Deleting...' : 'Confirm Delete Account'}
            </button>
            <button
              type="button"
              disabled={busy}
              className={buttonClass('secondary')}
              onClick={() => setArmed(false)}
            >
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className={buttonClass('danger')} onClick={() => setArmed(true)}>
            Delete Account
          </button>
        )}
      </div>
    </Card>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { buttonClass } from '../../ui/button';
import { notifyFailure } from '../../ui/notify';
import { toast } from '../../ui/toast-store';
import { Card } from './AccountPage';

/** Delete Account arms; Confirm Delete Account deletes; Cancel disarms. */
export function DangerZone() {
  const { clear } = useAuth();
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await apiRequest('DELETE', '/api/auth/delete-account');
      toast({ title: 'Account deleted', description: 'Your account has been permanently deleted.' });
      clear();
      navigate('/');
    } catch (error) {
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
        Deleting your account erases your profile, settings, sessions and newsletter subscription at once.
        This cannot be undone.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {armed ? (
          <>
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

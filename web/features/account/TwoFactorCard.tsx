import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TUser } from '../../../core/contract/auth';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, PasswordField } from '../../ui/form-field';
import { SwitchRow } from '../../ui/switch';
import { Card } from './AccountPage';
import { disableTwoFactor } from './data/disable-two-factor';
import { enableTwoFactor } from './data/enable-two-factor';
import { fetchCurrentUser } from './data/fetch-current-user';
import { type FieldErrors, fieldErrors } from './data/field-errors';
import { newRecoveryCodes } from './data/new-recovery-codes';
import { saveAdminSecurity } from './data/save-admin-security';
import { startTwoFactorSetup } from './data/start-two-factor-setup';
import { adminSecurityKey, useAdminSecurity } from './data/use-admin-security';
import { twoFactorStatusKey, useTwoFactorStatus } from './data/use-two-factor-status';

type Setup = Awaited<ReturnType<typeof startTwoFactorSetup>>;

/** The recovery codes, shown once, with a copy button. */
function RecoveryCodes({ codes, message, onDone }: { codes: string[]; message: string; onDone(): void }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-slate-200">
        {message}
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 font-mono text-sm text-white sm:grid-cols-5"
      >
        {codes.map((c) => (
          <li key={c} className="rounded bg-ink-900 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() =>
                toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' }),
              )
          }
        >
          Copy codes
        </button>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

/**
 * The password (and the code, once two-factor is on), asked again before turning two-factor on or
 * off or making new recovery codes; the server's refusal shows under its field.
 */
function Reauth({
  label,
  busy,
  withCode,
  refused,
  tone,
  onSubmit,
  onCancel,
}: {
  label: string;
  busy: boolean;
  withCode: boolean;
  refused: FieldErrors;
  tone: 'primary' | 'danger';
  onSubmit(values: { currentPassword: string; code: string }): void;
  onCancel(): void;
}) {
  const [currentPassword, setPassword] = useState('');
  const [code, setCode] = useState('');
  return (
    <form
      className="grid gap-3 sm:max-w-sm"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit({ currentPassword, code });
      }}
    >
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={refused.currentPassword}
        value={currentPassword}
        onChange={(e) => setPassword(e.target.value)}
      />
      {withCode && (
        <Field
          label="Authentication code"
          hint="(or a recovery code)"
          autoComplete="one-time-code"
          maxLength={11}
          error={refused.code}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass(tone, 'sm')}>
          {busy ? 'Working...' : label}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Enrol in two-factor authentication (TOTP): scan, confirm with a code, keep the recovery codes. */
export function TwoFactorCard({ user }: { user: TUser }) {
  const { setUser } = useAuth();
  const client = useQueryClient();
  const status = useTwoFactorStatus(user.id);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<{ codes: string[]; message: string } | null>(null);
  const [reauth, setReauth] = useState<'setup' | 'disable' | 'codes' | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server's refusal of the last form, placed under its field. */
  const [refused, setRefused] = useState<FieldErrors>({});
  const ask = (what: typeof reauth) => {
    setRefused({});
    setReauth(what);
  };
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: twoFactorStatusKey(user.id) });
    setUser(await fetchCurrentUser());
  };
  const run = async (work: () => Promise<void>, title: string) => {
    setBusy(true);
    setRefused({});
    try {
      await work();
    } catch (error) {
      setRefused(fieldErrors(error));
      notifyFailure(error, { title, fallback: 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const start = (values: { currentPassword: string }) =>
    run(async () => {
      setSetup(await startTwoFactorSetup({ currentPassword: values.currentPassword }));
      setReauth(null);
      setCode('');
    }, 'Set-up failed');
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!setup) return;
    void run(async () => {
      const res = await enableTwoFactor({ setupToken: setup.setupToken, code });
      setSetup(null);
      setCodes({ codes: res.recoveryCodes, message: res.message });
      toast({ title: 'Two-factor authentication is on', description: 'Sign-in now asks for a code.' });
      await refresh();
    }, 'Two-factor not turned on');
  };
  const disable = (values: { currentPassword: string; code: string }) =>
    run(async () => {
      const { message } = await disableTwoFactor(values);
      setReauth(null);
      toast({ title: 'Two-factor authentication is off', description: message });
      await refresh();
    }, 'Two-factor not turned off');
  const newCodes = (values: { currentPassword: string; code: string }) =>
    run(async () => {
      const res = await newRecoveryCodes(values);
      setReauth(null);
      setCodes({ codes: res.recoveryCodes, message: res.message });
      await refresh();
    }, 'No new codes');

  const on = status.data?.enabled ?? user.twoFactorEnabled;
  return (
    <Card title="Two-factor authentication">
      <div id="two-factor" className="grid gap-4 text-sm text-slate-300">
        <p>
          {on
            ? `On. Sign-in asks for a code from your authenticator app.${status.data ? ` ${status.data.recoveryCodesLeft} recovery codes left.` : ''}`
            : 'Off. Add a code from an authenticator app (such as 1Password, Google Authenticator or Authy) to every sign-in.'}
        </p>
        {codes ? (
          <RecoveryCodes codes={codes.codes} message={codes.message} onDone={() => setCodes(null)} />
        ) : setup ? (
          <form onSubmit={confirm} className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
            {/* Drawn by our server from the otpauth URI, shown as an image: no third party sees the secret. */}
            <img
              alt="QR code to scan with your authenticator app"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              className="size-44 rounded-lg bg-white p-1"
            />
            <div className="grid gap-3">
              <p>Scan the code with your authenticator app, or type this key into it:</p>
              <code data-testid="totp-secret" className="break-all rounded bg-ink-900 px-2 py-1 text-white">
                {setup.secret}
              </code>
              <Field
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={refused.code}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={busy} className={buttonClass('primary', 'sm')}>
                  {busy ? 'Checking...' : 'Turn on'}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => setSetup(null)}
                >
                  Cancel
                </button>
              </div>
            </div>
          </form>
        ) : reauth ? (
          <Reauth
            label={
              reauth === 'setup'
                ? 'Continue'
                : reauth === 'disable'
                  ? 'Turn off two-factor'
                  : 'Make new recovery codes'
            }
            busy={busy}
            withCode={reauth !== 'setup'}
            refused={refused}
            tone={reauth === 'setup' ? 'primary' : 'danger'}
            onSubmit={(v) =>
              void (reauth === 'setup' ? start(v) : reauth === 'disable' ? disable(v) : newCodes(v))
            }
            onCancel={() => ask(null)}
          />
        ) : on ? (
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => ask('codes')}>
              New recovery codes
            </button>
            <button type="button" className={buttonClass('danger', 'sm')} onClick={() => ask('disable')}>
              Turn off
            </button>
          </div>
        ) : (
          <div>
            <button
              type="button"
              disabled={busy}
              className={buttonClass('primary', 'sm')}
              onClick={() => ask('setup')}
            >
              Set up two-factor authentication
            </button>
          </div>
        )}
        {user.role === 'admin' && <AdminRule enabled={on} />}
      </div>
    </Card>
  );
}

/** Administrators: require two-factor of every administrator for the admin tools. */
function AdminRule({ enabled }: { enabled: boolean }) {
  const client = useQueryClient();
  const rule = useAdminSecurity();
  if (!rule.data) return null;
  const set = async (value: boolean) => {
    try {
      await saveAdminSecurity(value);
      await client.invalidateQueries({ queryKey: adminSecurityKey });
      toast({
        title: 'Security rule saved',
        description: value ? 'Admins must use two-factor.' : 'Two-factor is optional for admins.',
      });
    } catch (error) {
      notifyFailure(error, {
        title: 'Rule not saved',
        fallback: 'Failed to save the rule. Please try again.',
      });
    }
  };
  return (
    <div className="border-t border-ink-700 pt-2">
      <SwitchRow
        label="Require two-factor for administrators"
        description={
          enabled
            ? 'Admins without it lose the admin tools until they turn it on.'
            : 'Turn on your own two-factor first.'
        }
        checked={rule.data.requireTwoFactorForAdmins}
        disabled={!enabled && !rule.data.requireTwoFactorForAdmins}
        onCheckedChange={(v) => void set(v)}
      />
    </div>
  );
}

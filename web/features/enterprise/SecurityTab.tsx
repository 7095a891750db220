import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { relativeTime } from '../../../core/format/relative-time';
import { sampleTeam } from '../../../core/widgets/enterprise';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, PasswordField } from '../../ui/form-field';
import { Panel, SampleTag, ScrollTable, SubTabs } from './parts';

export const TWO_FACTOR_LENGTH = 6;

const statusStyle = {
  active: 'bg-emerald-500/15 text-emerald-300',
  inactive: 'bg-ink-700 text-slate-300',
  pending: 'bg-amber-500/15 text-amber-300',
} as const;

function MockLogin() {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    toast({
      title: 'Demo only',
      description:
        'This is a preview. Real two-factor sign-in is available to every account: turn it on in Account Settings.',
    });
  };
  return (
    <Panel title="Standard Login" action={<SampleTag />}>
      <p className="mb-4 max-w-md text-sm text-slate-300">
        Two-factor authentication is real for every account: turn it on under{' '}
        <Link to="/settings#two-factor" className="font-semibold text-accent-300 underline">
          Account Settings, Two-factor authentication
        </Link>
        . Sign-in then asks for the code from your authenticator app, as below.
      </p>
      <form onSubmit={submit} className="grid max-w-md gap-4">
        <Field label="Work email" type="email" autoComplete="off" name="demo-email" />
        <PasswordField label="Password" autoComplete="off" name="demo-password" />
        <Field
          label="Two-factor code"
          hint={`(${TWO_FACTOR_LENGTH} digits)`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_LENGTH))}
        />
        <div>
          <button type="submit" className={buttonClass('primary')}>
            <KeyRound className="size-4" aria-hidden />
            Sign in (demo)
          </button>
        </div>
      </form>
    </Panel>
  );
}

const providers = ['Okta', 'Microsoft Entra ID', 'Google Workspace', 'OneLogin'];

/** Security: a mock login with a two-factor field, SSO buttons and the sample team list. */
export function SecurityTab({ now }: { now: Date }) {
  const zone = useTimeZone();
  return (
    <SubTabs
      label="Security views"
      tabs={[
        { value: 'login', label: 'Standard Login', content: <MockLogin /> },
        {
          value: 'sso',
          label: 'SSO',
          content: (
            <Panel title="Single sign-on" action={<SampleTag />}>
              <p className="text-sm text-slate-300">
                Enterprise plans connect to your identity provider over SAML 2.0 or OpenID Connect.
              </p>
              <div className="mt-4 grid gap-3 sm:grid-cols-2">
                {providers.map((p) => (
                  <button
                    key={p}
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() =>
                      toast({
                        title: 'Demo only',
                        description: `Single sign-on with ${p} is set up with your account team.`,
                      })
                    }
                  >
                    Continue with {p}
                  </button>
                ))}
              </div>
            </Panel>
          ),
        },
        {
          value: 'users',
          label: 'User Management',
          content: (
            <Panel title="User Management" action={<SampleTag />}>
              <ScrollTable
                label="Team members"
                className="w-full min-w-[560px]"
                columns={[
                  { label: 'Name' },
                  { label: 'Role' },
                  { label: 'Department' },
                  { label: 'Last active' },
                  { label: 'Status' },
                ]}
              >
                {sampleTeam(now).map((m) => (
                  <tr key={m.id} className="border-t border-ink-700 text-slate-200">
                    <td className="py-2 pr-2">
                      <span className="block font-medium text-white">{m.name}</span>
                      <span className="text-xs text-slate-400">{m.email}</span>
                    </td>
                    <td className="py-2 pr-2 capitalize">{m.role}</td>
                    <td className="py-2 pr-2">{m.department}</td>
                    <td className="py-2 pr-2">
                      {m.lastActive ? relativeTime(m.lastActive, now, zone) : 'Invited'}
                    </td>
                    <td className="py-2">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${statusStyle[m.status]}`}
                      >
                        {m.status}
                      </span>
                    </td>
                  </tr>
                ))}
              </ScrollTable>
            </Panel>
          ),
        },
      ]}
    />
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import type { TSettings } from '../../../core/contract/auth';
import { routeTable } from '../../../core/routes';
import { queryClient } from '../../lib/query-client';
import { useSaveSetting, useSetNewsletter, useSettings } from '../../lib/settings';
import { buttonClass } from '../../ui/button';
import { SelectField } from '../../ui/select';
import { SwitchRow } from '../../ui/switch';
import { AccountPage, Card } from './AccountPage';
import { DangerZone } from './DangerZone';
import { SecurityCard } from './SecurityCard';

const route = routeTable.find((r) => r.path === '/settings')!;

const exportOptions = [
  { value: 'json', label: 'JSON' },
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
] as const;
const timezoneOptions = [
  { value: 'UTC', label: 'UTC' },
  { value: 'EST', label: 'Eastern Time' },
  { value: 'PST', label: 'Pacific Time' },
  { value: 'GMT', label: 'GMT' },
] as const;

type Toggle = 'emailNotifications' | 'pushNotifications' | 'marketingEmails';
const toggles: { key: Toggle; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Account and security messages by e-mail.',
  },
  {
    key: 'pushNotifications',
    label: 'Push Notifications',
    description: 'Alerts in your browser while you work.',
  },
  { key: 'marketingEmails', label: 'Marketing Emails', description: 'Product news and offers.' },
];

function SettingsCards({ settings, userId }: { settings: TSettings; userId: string }) {
  const save = useSaveSetting(userId);
  const setNewsletter = useSetNewsletter(userId);
  return (
    <>
      <Card title="Notifications">
        <div className="divide-y divide-ink-700">
          {toggles.map((t) => (
            <SwitchRow
              key={t.key}
              label={t.label}
              description={t.description}
              checked={settings[t.key]}
              onCheckedChange={(on) => void save({ [t.key]: on })}
            />
          ))}
          <SwitchRow
            label="Weekly ITK Newsletter"
            description="In The Know, every Friday at lunchtime."
            checked={settings.newsletterSubscription}
            onCheckedChange={(on) => void setNewsletter(on)}
          />
        </div>
      </Card>
      <Card title="Preferences">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Data Export Format"
            value={settings.dataExportFormat}
            options={exportOptions}
            onValueChange={(v) => void save({ dataExportFormat: v })}
          />
          <SelectField
            label="Timezone"
            value={settings.timezone}
            options={timezoneOptions}
            onValueChange={(v) => void save({ timezone: v })}
          />
        </div>
      </Card>
    </>
  );
}

function Settings({ userId }: { userId: string }) {
  const { data, isPending, isError, refetch } = useSettings(userId);
  return (
    <>
      {isPending && (
        <p role="status" className="mt-8 text-slate-300">
          Loading...
        </p>
      )}
      {isError && (
        <div role="alert" className="mt-6 rounded-lg border border-red-500/40 bg-red-950/30 p-4 text-red-100">
          Your settings could not be loaded.{' '}
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'ml-2')}
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {data && <SettingsCards settings={data} userId={userId} />}
      <SecurityCard />
      <DangerZone />
    </>
  );
}

export default function SettingsPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountPage heading={route.heading} title={route.title} description={route.description}>
        {(user) => <Settings userId={user.id} />}
      </AccountPage>
    </QueryClientProvider>
  );
}

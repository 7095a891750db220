import { QueryClientProvider } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import type { TSettings, TUser } from '../../../core/contract/auth';
import { routeTable } from '../../../core/routes';
import { askNotificationPermission, notificationApi } from '../../lib/push';
import { useAppQueryClient } from '../../lib/query-client';
import { useSettings } from '../../lib/settings';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { SelectField } from '../../ui/select';
import { Switch, SwitchRow } from '../../ui/switch';
import { AccountPage, Card } from './AccountPage';
import { AdminApiTokensCard } from './AdminApiTokensCard';
import { ApiTokensCard } from './ApiTokensCard';
import { DangerZone } from './DangerZone';
import { useSaveSetting } from './data/use-save-setting';
import { useSetNewsletter } from './data/use-set-newsletter';
import { ReportsCard } from './ReportsCard';
import { SecurityCard } from './SecurityCard';
import { TwoFactorCard } from './TwoFactorCard';

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

/**
 * Push Notifications: turning it on asks the browser first and saves only when allowed. It works
 * while the app is open in a tab (the alerts bell shows the notifications; no service worker).
 */
function PushNotificationsRow({ checked, save }: { checked: boolean; save: (on: boolean) => Promise<void> }) {
  const id = useId();
  /** While the browser's prompt is open, further clicks wait for its answer. */
  const asking = useRef(false);
  const supported = notificationApi() !== undefined;
  const change = async (on: boolean) => {
    if (asking.current) return;
    if (!on) return save(false);
    asking.current = true;
    const granted = await askNotificationPermission().finally(() => {
      asking.current = false;
    });
    if (granted) return save(true);
    toast({
      title: 'Notifications blocked',
      description: 'Allow notifications for this site in your browser settings, then try again.',
    });
  };
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium text-slate-100">
          Push Notifications
        </label>
        <p className="text-sm text-slate-400">
          Shows a system notification for a new alert while Sponsorscope is open in a tab.
        </p>
        {!supported && <p className="text-sm text-amber-200">This browser cannot show notifications.</p>}
      </div>
      <Switch id={id} checked={checked} disabled={!supported} onCheckedChange={(on) => void change(on)} />
    </div>
  );
}

function SettingsCards({ settings, userId }: { settings: TSettings; userId: string }) {
  const save = useSaveSetting(userId);
  const setNewsletter = useSetNewsletter(userId);
  return (
    <>
      <Card title="Notifications">
        <div className="divide-y divide-ink-700">
          <SwitchRow
            label="Email Notifications"
            description="A weekly e-mail of your alerts, on Mondays."
            checked={settings.emailNotifications}
            onCheckedChange={(on) => void save({ emailNotifications: on })}
          />
          <PushNotificationsRow
            checked={settings.pushNotifications}
            save={(on) => save({ pushNotifications: on })}
          />
          <SwitchRow
            label="Marketing Emails"
            description="Occasional product announcements from Sponsorscope."
            checked={settings.marketingEmails}
            onCheckedChange={(on) => void save({ marketingEmails: on })}
          />
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

function Settings({ user }: { user: TUser }) {
  const userId = user.id;
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
      <TwoFactorCard user={user} />
      <ApiTokensCard userId={userId} />
      {user.role === 'admin' && <AdminApiTokensCard />}
      <ReportsCard userId={userId} />
      <DangerZone />
    </>
  );
}

export default function SettingsPage() {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <AccountPage heading={route.heading} title={route.title} description={route.description}>
        {(user) => <Settings user={user} />}
      </AccountPage>
    </QueryClientProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TUser, ZProfileUpdate } from '../../../core/contract/auth';
import { initials } from '../../../core/format/initials';
import { formatLongDate } from '../../../core/format/time';
import { routeTable } from '../../../core/routes';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useTimeZone } from '../../lib/time-zone';
import { buttonClass } from '../../ui/button';
import { Field } from '../../ui/form-field';
import { notifyFailure } from '../../ui/notify';
import { toast } from '../../ui/toast-store';
import { AccountPage, Card } from './AccountPage';

const route = routeTable.find((r) => r.path === '/profile')!;
type Values = z.input<typeof ZProfileUpdate>;

function ProfileForm({ user }: { user: TUser }) {
  const { setUser } = useAuth();
  const zone = useTimeZone();
  const form = useForm<Values>({
    resolver: zodResolver(ZProfileUpdate),
    defaultValues: { name: user.name, email: user.email, company: user.company ?? '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await apiRequest<TUser>('PATCH', '/api/auth/profile', values);
      setUser(updated);
      form.reset({ name: updated.name, email: updated.email, company: updated.company ?? '' });
      toast({
        title: 'Profile updated',
        description: 'Your profile information has been successfully updated.',
      });
    } catch (error) {
      notifyFailure(error, {
        title: 'Update failed',
        fallback: 'Failed to update profile. Please try again.',
      });
    }
  });

  return (
    <>
      <div className="mt-6 flex items-center gap-4">
        <div
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-accent-400 text-xl font-bold text-ink-950"
        >
          {initials(user.name)}
        </div>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-white">{user.name}</p>
          <p className="truncate text-slate-400">{user.email}</p>
        </div>
      </div>
      <Card title="Personal information">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            label="Full Name"
            required
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Field
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Field
            label="Company"
            placeholder="Your company name (optional)"
            autoComplete="organization"
            error={errors.company?.message}
            {...form.register('company')}
          />
          <div>
            <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary')}>
              {form.formState.isSubmitting ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </form>
      </Card>
      <Card title="Account Information">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-400">Member since</dt>
            <dd className="font-medium text-white">{formatLongDate(user.createdAt, zone)}</dd>
          </div>
          <div>
            <dt className="text-slate-400">Account status</dt>
            <dd className="font-medium text-emerald-300">Active</dd>
          </div>
          {user.company && (
            <div>
              <dt className="text-slate-400">Organization</dt>
              <dd className="font-medium text-white">{user.company}</dd>
            </div>
          )}
        </dl>
      </Card>
    </>
  );
}

export default function ProfilePage() {
  return (
    <AccountPage heading={route.heading} title={route.title} description={route.description}>
      {(user) => <ProfileForm key={user.id} user={user} />}
    </AccountPage>
  );
}

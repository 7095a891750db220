import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TUser, ZProfileUpdate } from '../../../core/contract/auth';
import { initials } from '../../../core/format/initials';
import { formatLongDate } from '../../../core/format/time';
import { routeTable } from '../../../core/routes';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, PasswordField } from '../../ui/form-field';
import { AccountPage, Card } from './AccountPage';
import { fieldErrors } from './data/field-errors';
import { resendVerification } from './data/resend-verification';
import { updateProfile } from './data/update-profile';

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
  /** A new address needs the password (and code): the fields appear once the address is edited. */
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== user.email.trim().toLowerCase();
  const [pending, setPending] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: updated, message } = await updateProfile(values);
      setUser(updated);
      form.reset({ name: updated.name, email: updated.email, company: updated.company ?? '' });
      if (emailChanged) {
        setPending(message);
        toast({ title: 'Check your inbox', description: message });
      } else
        toast({
          title: 'Profile updated',
          description: 'Your profile information has been successfully updated.',
        });
    } catch (error) {
      const refused = fieldErrors(error);
      if (refused.currentPassword) form.setError('currentPassword', { message: refused.currentPassword });
      if (refused.code) form.setError('code', { message: refused.code });
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
      {!user.emailVerified && <ConfirmEmailNotice email={user.email} />}
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
          {emailChanged && (
            <div className="grid gap-4 rounded-lg border border-ink-600 p-4">
              <p className="text-sm text-slate-300">
                To change your e-mail address, confirm it is you. We send a link to the new address; the
                change happens when you open it.
              </p>
              <PasswordField
                label="Current Password"
                autoComplete="current-password"
                error={errors.currentPassword?.message}
                {...form.register('currentPassword')}
              />
              {user.twoFactorEnabled && (
                <Field
                  label="Authentication code"
                  autoComplete="one-time-code"
                  maxLength={11}
                  error={errors.code?.message}
                  {...form.register('code')}
                />
              )}
            </div>
          )}
          {pending && (
            <p role="status" className="text-sm text-slate-300">
              {pending}
            </p>
          )}
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
          <div>
            <dt className="text-slate-400">E-mail address</dt>
            <dd className={`font-medium ${user.emailVerified ? 'text-emerald-300' : 'text-amber-300'}`}>
              {user.emailVerified ? 'Confirmed' : 'Not confirmed yet'}
            </dd>
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

/** An unconfirmed address: no newsletter until its owner opens the link; the link can be sent again. */
function ConfirmEmailNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const { message } = await resendVerification();
      toast({ title: 'Confirmation link sent', description: message });
    } catch (error) {
      notifyFailure(error, {
        title: 'Sending failed',
        fallback: 'Unable to send the link. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mt-6 rounded-2xl border border-amber-400/40 bg-amber-950/20 p-4 text-sm text-amber-100"
    >
      <p>
        Please confirm {email}: open the link we sent there. Until you do, we send you no newsletter or e-mail
        updates.
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={resend}
        className={buttonClass('secondary', 'sm', 'mt-3')}
      >
        {busy ? 'Sending...' : 'Send the link again'}
      </button>
    </section>
  );
}

export default function ProfilePage() {
  return (
    <AccountPage heading={route.heading} title={route.title} description={route.description}>
      {(user) => <ProfileForm key={user.id} user={user} />}
    </AccountPage>
  );
}

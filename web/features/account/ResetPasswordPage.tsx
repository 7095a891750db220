import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPassword } from '../../../core/contract/auth';
import { routeTable } from '../../../core/routes';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';
import { PasswordField } from '../../ui/form-field';
import { resetPassword } from './data/reset-password';

const route = routeTable.find((r) => r.path === '/reset-password')!;
const ZResetForm = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, 'Confirm your new password.') })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match. Please try again.",
  });

/** The page the reset e-mail links to: a new password for the account the link was made for. */
export default function ResetPasswordPage() {
  usePageMeta({ title: route.title, description: route.description, noindex: true });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { openAuthDialog, clear } = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZResetForm>>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword({ token, password });
      // Every session ended, this browser's too.
      clear();
      setDone(message);
    } catch (error) {
      notifyFailure(error, {
        title: 'Reset failed',
        fallback: 'Failed to reset the password. Please try again.',
      });
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
      {!token ? (
        <p role="alert" className="mt-6 text-slate-300">
          This page needs the link from the reset e-mail. Ask for a new one with "Forgot password?" in the
          log-in dialog.
        </p>
      ) : done ? (
        <div className="mt-6 grid gap-4">
          <p role="status" className="text-slate-200">
            {done}
          </p>
          <div>
            <button type="button" className={buttonClass('primary')} onClick={() => openAuthDialog('login')}>
              Log in with the new password
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <div>
            <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary')}>
              {form.formState.isSubmitting ? 'Saving...' : 'Set new password'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { CheckCircle2, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { brand } from '../../../core/brand';
import {
  type TLoginResponse,
  type TUser,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZTwoFactorCode,
} from '../../../core/contract/auth';
import type { AuthTab } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, PasswordField } from '../../ui/form-field';
import { logIn } from './data/log-in';
import { logInWithCode } from './data/log-in-with-code';
import { register as registerAccount } from './data/register';
import { requestPasswordReset } from './data/request-password-reset';

export interface AuthDialogProps {
  open: boolean;
  initialTab: AuthTab;
  onSuccess(user: TUser): void;
  onOpenChange(open: boolean): void;
  /** The element to focus when the dialog closes (the control that opened it), if still on the page. */
  returnFocus?: () => HTMLElement | null;
}

export const unlocks = [
  'Athlete search and insights',
  'Brand portfolio analysis',
  'BaseScore metrics',
  'AI recommendations',
];
export const restrictedNotice = `Access to ${brand.product}'s tools is restricted to registered users only.`;

const ZRegisterForm = ZRegisterRequest.extend({
  confirmPassword: z.string().min(1, 'Confirm your password.'),
});
type LoginValues = z.input<typeof ZLoginRequest>;
type RegisterValues = z.input<typeof ZRegisterForm>;
const ZCodeForm = z.object({ code: ZTwoFactorCode });

/** Besides the two tabs: the "Forgot password?" form and the code step of a two-factor sign-in. */
type Step =
  | { kind: 'tabs' }
  | { kind: 'forgot'; sent: string | null }
  | { kind: 'code'; ticket: string; message: string };

export default function AuthDialog({
  open,
  initialTab,
  onSuccess,
  onOpenChange,
  returnFocus,
}: AuthDialogProps) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const contentRef = useRef<HTMLDivElement>(null);
  /** A link that switches tab ("Register", "Log In") puts the cursor in the new tab's first field. */
  const focusAfterSwitch = useRef(false);
  const switchTab = (next: AuthTab) => {
    focusAfterSwitch.current = true;
    setTab(next);
  };
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    // After the dialog's focus trap has reacted to the old panel leaving (it focuses the dialog).
    const frame = requestAnimationFrame(() => focusFirstField(contentRef.current));
    return () => cancelAnimationFrame(frame);
  }, [tab]);
  /** One busy flag for both tabs. */
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'tabs' });
  /** Shown under the register form when the account could not be signed in at once (a taken address). */
  const [registered, setRegistered] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setTab(initialTab);
      setStep({ kind: 'tabs' });
      setRegistered(null);
    }
  }, [open, initialTab]);
  /** Moving between the tabs, the reset form and the code step puts the cursor in the new form. */
  const moved = useRef(false);
  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const frame = requestAnimationFrame(() => focusFirstField(contentRef.current));
    return () => cancelAnimationFrame(frame);
  }, [step]);
  const forgot = useForm<z.input<typeof ZForgotPasswordRequest>>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const code = useForm<z.input<typeof ZCodeForm>>({
    resolver: zodResolver(ZCodeForm),
    defaultValues: { code: '' },
  });

  /** The password step's answer: signed in, or a two-factor code is needed next. */
  const afterPassword = (answer: TLoginResponse, welcome: { title: string; description: string }) => {
    if ('twoFactorRequired' in answer) {
      code.reset();
      goTo({ kind: 'code', ticket: answer.ticket, message: answer.message });
      return;
    }
    toast(welcome);
    login.reset();
    register.reset();
    onSuccess(answer);
  };

  const submitCode = code.handleSubmit(async (values) => {
    if (step.kind !== 'code') return;
    setBusy(true);
    try {
      const user = await logInWithCode({ ticket: step.ticket, code: values.code });
      toast({ title: 'Welcome back!', description: 'Successfully logged in' });
      login.reset();
      onSuccess(user);
    } catch (error) {
      notifyFailure(error, { title: 'Login failed', fallback: 'Invalid credentials. Please try again.' });
      code.setFocus('code');
    } finally {
      setBusy(false);
    }
  });

  const submitForgot = forgot.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(values);
      setStep({ kind: 'forgot', sent: message });
    } catch (error) {
      notifyFailure(error, {
        title: 'Reset failed',
        fallback: 'Unable to send the reset link. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  });

  const login = useForm<LoginValues>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const register = useForm<RegisterValues>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { name: '', email: '', company: '', password: '', confirmPassword: '' },
  });

  const submitLogin = login.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const answer = await logIn(values);
      afterPassword(answer, { title: 'Welcome back!', description: 'Successfully logged in' });
    } catch (error) {
      notifyFailure(error, { title: 'Login failed', fallback: 'Invalid credentials. Please try again.' });
    } finally {
      setBusy(false);
    }
  });

  const submitRegister = register.handleSubmit(async ({ confirmPassword, ...values }) => {
    if (confirmPassword !== values.password) {
      toast({
        variant: 'destructive',
        title: 'Password mismatch',
        description: "Passwords don't match. Please try again.",
      });
      return;
    }
    setBusy(true);
    try {
      // The answer is the same for a new and a taken address; signing in with the password just
      // chosen tells them apart for the one person who knows it.
      const { message } = await registerAccount(values);
      // (The confirmation link's notice stays on the profile page until the address is confirmed.)
      const answer = await logIn({ email: values.email, password: values.password }).catch(() => null);
      if (answer) {
        afterPassword(answer, {
          title: `Welcome to ${brand.product}!`,
          description: "Account created successfully. You're now logged in.",
        });
      } else setRegistered(message);
    } catch (error) {
      notifyFailure(error, {
        title: 'Registration failed',
        fallback: 'Unable to create account. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  });

  const le = login.formState.errors;
  const re = register.formState.errors;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            // Start in the first field of the open tab rather than on the close button.
            event.preventDefault();
            focusFirstField(event.currentTarget as HTMLElement | null);
          }}
          onCloseAutoFocus={(event) => {
            // Back to the control that opened the dialog (there is no Dialog.Trigger to return to).
            const target = returnFocus?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-600 bg-ink-850 p-6 shadow-2xl"
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-white">
            {step.kind === 'forgot'
              ? 'Reset your password'
              : step.kind === 'code'
                ? 'Two-factor authentication'
                : tab === 'login'
                  ? `Log in to ${brand.product}`
                  : 'Create your account'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-400">
            {step.kind !== 'tabs'
              ? 'Your account stays safe: links and codes work once.'
              : tab === 'login'
                ? 'Welcome back. Sign in to open the intelligence tools.'
                : 'Free to register. Takes a minute.'}
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-400 hover:bg-ink-700 hover:text-white"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>

          {step.kind === 'code' && (
            <form onSubmit={submitCode} noValidate className="mt-5 grid gap-4" aria-label="Two-factor code">
              <p className="text-sm text-slate-300">{step.message}</p>
              <Field
                label="Authentication code"
                hint="(or a recovery code)"
                inputMode="text"
                autoComplete="one-time-code"
                maxLength={11}
                error={code.formState.errors.code?.message}
                {...code.register('code')}
              />
              <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'w-full')}>
                {busy ? 'Checking...' : 'Verify and log in'}
              </button>
              <BackToLogIn onClick={() => goTo({ kind: 'tabs' })} />
            </form>
          )}

          {step.kind === 'forgot' && (
            <form
              onSubmit={submitForgot}
              noValidate
              className="mt-5 grid gap-4"
              aria-label="Reset your password"
            >
              <p className="text-sm text-slate-300">
                Enter the e-mail address of your account. We send a link to choose a new password.
              </p>
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                error={forgot.formState.errors.email?.message}
                {...forgot.register('email')}
              />
              {step.sent && <Notice>{step.sent}</Notice>}
              <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'w-full')}>
                {busy ? 'Sending...' : 'Send reset link'}
              </button>
              <BackToLogIn onClick={() => goTo({ kind: 'tabs' })} />
            </form>
          )}

          {step.kind === 'tabs' && (
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AuthTab)} className="mt-5">
              <Tabs.List
                aria-label="Log in or register"
                className="grid grid-cols-2 rounded-lg bg-ink-900 p-1"
              >
                {(['login', 'register'] as const).map((value) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="rounded-md py-2 text-sm font-semibold text-slate-300 data-[state=active]:bg-ink-700 data-[state=active]:text-white"
                  >
                    {value === 'login' ? 'Log In' : 'Register'}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>

              <Tabs.Content value="login" className="mt-5">
                <form onSubmit={submitLogin} noValidate className="grid gap-4">
                  <Field
                    label="Email"
                    type="email"
                    autoComplete="email"
                    error={le.email?.message}
                    {...login.register('email')}
                  />
                  <PasswordField
                    label="Password"
                    autoComplete="current-password"
                    error={le.password?.message}
                    {...login.register('password')}
                  />
                  <button
                    type="button"
                    className="-mt-2 justify-self-end text-sm text-accent-300 underline"
                    onClick={() => {
                      forgot.reset({ email: login.getValues('email') });
                      goTo({ kind: 'forgot', sent: null });
                    }}
                  >
                    Forgot password?
                  </button>
                  <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'w-full')}>
                    {busy ? 'Signing in...' : 'Log In'}
                  </button>
                  <p className="text-center text-sm text-slate-400">
                    Don't have an account?{' '}
                    <button
                      type="button"
                      className="font-semibold text-accent-300 underline"
                      onClick={() => switchTab('register')}
                    >
                      Register
                    </button>
                  </p>
                </form>
              </Tabs.Content>

              <Tabs.Content value="register" className="mt-5">
                <form onSubmit={submitRegister} noValidate className="grid gap-4">
                  <Field
                    label="Full Name"
                    autoComplete="name"
                    error={re.name?.message}
                    {...register.register('name')}
                  />
                  <Field
                    label="Email"
                    type="email"
                    autoComplete="email"
                    error={re.email?.message}
                    {...register.register('email')}
                  />
                  <Field
                    label="Company"
                    hint="(optional)"
                    autoComplete="organization"
                    error={re.company?.message}
                    {...register.register('company')}
                  />
                  <PasswordField
                    label="Password"
                    autoComplete="new-password"
                    error={re.password?.message}
                    {...register.register('password')}
                  />
                  <PasswordField
                    label="Confirm Password"
                    autoComplete="new-password"
                    error={re.confirmPassword?.message}
                    {...register.register('confirmPassword')}
                  />
                  {registered && <Notice>{registered}</Notice>}
                  <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'w-full')}>
                    {busy ? 'Creating account...' : 'Create Account'}
                  </button>
                  <p className="text-center text-sm text-slate-400">
                    Already have an account?{' '}
                    <button
                      type="button"
                      className="font-semibold text-accent-300 underline"
                      onClick={() => switchTab('login')}
                    >
                      Log in
                    </button>
                  </p>
                </form>
              </Tabs.Content>
            </Tabs.Root>
          )}

          <div className="mt-6 border-t border-ink-700 pt-5">
            <p className="text-sm font-semibold text-slate-200">Registration unlocks</p>
            <ul className="mt-2 grid gap-1.5 text-sm text-slate-300 sm:grid-cols-2">
              {unlocks.map((u) => (
                <li key={u} className="flex items-center gap-2">
                  <CheckCircle2 className="size-4 shrink-0 text-accent-400" aria-hidden />
                  {u}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs text-slate-400">{restrictedNotice}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the server said happened (a link sent), announced to assistive technology. */
function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-accent-500/40 bg-accent-500/10 p-3 text-sm text-slate-100"
    >
      {children}
    </p>
  );
}

function BackToLogIn({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="text-sm text-slate-400 underline" onClick={onClick}>
      Back to log in
    </button>
  );
}

/** The first field of the dialog's open tab, or of the reset or code form shown instead. */
function focusFirstField(root: HTMLElement | null | undefined) {
  root
    ?.querySelector<HTMLInputElement>('[role="tabpanel"]:not([hidden]) input, form[aria-label] input')
    ?.focus();
}

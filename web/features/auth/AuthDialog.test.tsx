// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const user = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  company: null,
  role: 'analyst',
  createdAt: '',
  emailVerified: false,
  twoFactorEnabled: false,
};

function Opener({ tab }: { tab: 'login' | 'register' }) {
  const { openAuthDialog, user: current } = useAuth();
  return (
    <>
      <button type="button" onClick={() => openAuthDialog(tab)}>
        open
      </button>
      <p>signed in as {current?.name ?? 'nobody'}</p>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function openDialog(tab: 'login' | 'register') {
  renderApp(<Opener tab={tab} />);
  await userEvent.click(await screen.findByRole('button', { name: 'open' }));
  return screen.findByRole('dialog');
}

describe('auth dialog: log in', () => {
  it('signs in, toasts, passes the user on and closes', async () => {
    let release: () => void = () => {};
    const calls = mockApi({
      'GET /api/auth/me': () => json(401, { message: 'no' }),
      'POST /api/auth/login': () => new Promise((r) => (release = () => r(json(200, user)))),
    });
    await openDialog('login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('signed in as Ada Lovelace')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'ada@example.test',
      password: 'secret password',
    });
  });

  it('shows the server message when the login is rejected', async () => {
    mockApi({
      'GET /api/auth/me': () => json(401, { message: 'no' }),
      'POST /api/auth/login': () => json(401, { message: 'Invalid email or password.' }),
    });
    await openDialog('login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when the product cannot be reached', async () => {
    mockApi({
      'GET /api/auth/me': () => json(401, { message: 'no' }),
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await openDialog('login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Connection error')).toBeInTheDocument();
    expect(screen.getByText('Unable to connect to Sponsorscope. Please try again.')).toBeInTheDocument();
  });

  it('starts in the e-mail field, checks the fields before sending anything, toggles the password', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    await openDialog('login');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('switches to Register with the link and lists what registration unlocks', async () => {
    mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    await openDialog('login');
    expect(screen.getByText('BaseScore metrics')).toBeInTheDocument();
    expect(
      screen.getByText("Access to Sponsorscope's tools is restricted to registered users only."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
  });
});

describe('auth dialog: register', () => {
  async function fill(confirm: string) {
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('stops a password mismatch before any request', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    await openDialog('register');
    await fill('different password');
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match. Please try again.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  const registered =
    'Thanks for registering. We sent you an e-mail: open its link to confirm your address, then log in.';

  it('creates the account without sending the confirmation, then signs in with the new password', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => json(401, { message: 'no' }),
      'POST /api/auth/register': () => json(202, { message: registered }),
      'POST /api/auth/login': () => json(200, user),
    });
    await openDialog('register');
    await fill('long password');
    expect(await screen.findByText('Welcome to Sponsorscope!')).toBeInTheDocument();
    expect(screen.getByText("Account created successfully. You're now logged in.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'ada@example.test',
      password: 'long password',
    });
    const body = calls.find((c) => c.path === '/api/auth/register')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      password: 'long password',
    });
    expect(body).not.toHaveProperty('confirmPassword');
  });

  it('shows a short password rule inline', async () => {
    mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    await openDialog('register');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('says to check the inbox when the address already has an account (the password does not sign in)', async () => {
    mockApi({
      'GET /api/auth/me': () => json(401, { message: 'no' }),
      'POST /api/auth/register': () => json(202, { message: registered }),
      'POST /api/auth/login': () => json(401, { message: 'Invalid email or password.' }),
    });
    await openDialog('register');
    await fill('long password');
    expect(await screen.findByText(registered)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the server message when registration is rejected', async () => {
    mockApi({
      'GET /api/auth/me': () => json(401, { message: 'no' }),
      'POST /api/auth/register': () => json(409, { message: 'An account with this email already exists.' }),
    });
    await openDialog('register');
    await fill('long password');
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
  });
});

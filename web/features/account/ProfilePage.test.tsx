// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import ProfilePage from './ProfilePage';

const user = {
  id: 'u1',
  name: '<img src=x onerror=alert(1)>',
  email: 'a@example.test',
  company: 'Engines',
  role: 'analyst',
  createdAt: '2025-08-02T10:00:00.000Z',
  emailVerified: true,
  twoFactorEnabled: false,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Profile Settings', () => {
  it('shows the account, renders a script-like name as text, and saves changes', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, user),
      'PATCH /api/auth/profile': (body) =>
        json(200, {
          user: { ...user, ...(body as object) },
          message: 'Your profile information has been successfully updated.',
        }),
    });
    renderApp(<ProfilePage />);
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue(user.name);
    expect(screen.getAllByText(user.name).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('2 August 2025')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Organization')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your company name (optional)')).toHaveValue('Engines');

    await userEvent.clear(name);
    await userEvent.type(name, 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been successfully updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'a@example.test',
      company: 'Engines',
    });
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('asks for the password before a new e-mail address, and says where the link went', async () => {
    const message = 'We sent a link to new@example.test. Your e-mail address changes when you open it.';
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, user),
      'PATCH /api/auth/profile': () => json(200, { user, message }),
    });
    renderApp(<ProfilePage />);
    const email = await screen.findByLabelText('Email Address');
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.test');
    await userEvent.type(screen.getByLabelText('Current Password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      email: 'new@example.test',
      currentPassword: 'my password',
    });
    // The address shown stays the confirmed one until the link is opened.
    expect(screen.getByLabelText('Email Address')).toHaveValue('a@example.test');
  });

  it('shows a wrong password for a new e-mail address under the password field', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'PATCH /api/auth/profile': () => json(400, { message: 'Current password is incorrect.' }),
    });
    renderApp(<ProfilePage />);
    const email = await screen.findByLabelText('Email Address');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.test');
    const password = screen.getByLabelText('Current Password');
    await userEvent.type(password, 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveAccessibleDescription('Current password is incorrect.'));
  });

  it('requires a name and a valid e-mail before sending', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => json(200, user) });
    renderApp(<ProfilePage />);
    await userEvent.clear(await screen.findByLabelText('Full Name'));
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await userEvent.type(screen.getByLabelText('Email Address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows the server message when the update is refused', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'PATCH /api/auth/profile': () => json(409, { message: 'An account with this email already exists.' }),
    });
    renderApp(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
  });
});

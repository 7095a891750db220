// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { json, mockApi } from '../test/api-mock';
import { renderApp } from '../test/render';
import { AccountControl } from './AccountControl';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  company: 'Engines Ltd',
  role: 'analyst' as const,
  createdAt: '2025-08-02T10:00:00.000Z',
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider and the account control', () => {
  it('clears a stored user the server no longer knows', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(ada));
    mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    renderApp(<AccountControl />);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('does not ask the server at all without the signed-in marker cookie', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(ada));
    const calls = mockApi({});
    renderApp(<AccountControl />);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('treats a network failure of the auth check as signed out', async () => {
    mockApi({ 'GET /api/auth/me': () => json(200, ada) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderApp(<AccountControl />);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows initials and a menu with name, e-mail and company; no admin link for analysts', async () => {
    mockApi({ 'GET /api/auth/me': () => json(200, ada) });
    renderApp(<AccountControl />);
    const avatar = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    await userEvent.click(avatar);
    expect(screen.getByText('ada@example.test')).toBeVisible();
    expect(screen.getByText('Engines Ltd')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('link', { name: 'Newsletter Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('offers Newsletter Admin to admins', async () => {
    mockApi({ 'GET /api/auth/me': () => json(200, { ...ada, role: 'admin' }) });
    renderApp(<AccountControl />);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Newsletter Admin' })).toHaveAttribute(
      'href',
      '/newsletter-admin',
    );
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/admin/feedback');
  });

  it('logs out locally with a toast even when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/me': () => json(200, ada),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    renderApp(<AccountControl />);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('renders a script-like name as plain text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    mockApi({ 'GET /api/auth/me': () => json(200, { ...ada, name }) });
    renderApp(<AccountControl />);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(screen.getByText(name)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /Account menu/ })).toHaveTextContent('IS'));
  });
});

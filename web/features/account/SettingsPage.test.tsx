// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../core/contract/auth';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { stubNotifications } from '../../test/fake-notification';
import { renderApp } from '../../test/render';
import SettingsPage from './SettingsPage';

const user = testUser;

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/me': () => json(200, user),
    'GET /api/auth/settings': () => json(200, defaultSettings),
    ...extra,
  });

describe('Account Settings', () => {
  it('shows Loading... until the user is known', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => new Promise(() => {}) });
    renderApp(<SettingsPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // The session check has been sent (to this test's server, not after it) and is still waiting.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('turns a toggle on at once and keeps it when the server agrees', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = signedIn({ 'PATCH /api/auth/settings': () => new Promise((r) => (answer = r)) });
    renderApp(<SettingsPage />);
    const marketing = await screen.findByRole('switch', { name: 'Marketing Emails' });
    expect(marketing).not.toBeChecked();
    await userEvent.click(marketing);
    expect(marketing).toBeChecked();
    answer(json(200, { ...defaultSettings, marketingEmails: true }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(marketing).toBeChecked();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ marketingEmails: true });
  });

  it('asks the browser before turning Push Notifications on, and saves when allowed', async () => {
    const { api } = stubNotifications('default', 'granted');
    const calls = signedIn({
      'PATCH /api/auth/settings': () => json(200, { ...defaultSettings, pushNotifications: true }),
    });
    renderApp(<SettingsPage />);
    const push = await screen.findByRole('switch', { name: 'Push Notifications' });
    expect(
      screen.getByText('Shows a system notification for a new alert while Sponsorscope is open in a tab.'),
    ).toBeInTheDocument();
    expect(push).toBeEnabled();
    expect(push).not.toBeChecked();
    await userEvent.click(push);
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    expect(push).toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { pushNotifications: true },
    ]);
  });

  it.each(['denied', 'default'] as const)(
    'keeps Push Notifications off and says so when the browser answers %s',
    async (answer) => {
      const { api } = stubNotifications('default', answer);
      const calls = signedIn();
      renderApp(<SettingsPage />);
      const push = await screen.findByRole('switch', { name: 'Push Notifications' });
      await userEvent.click(push);
      expect(await screen.findByText('Notifications blocked')).toBeInTheDocument();
      expect(
        screen.getByText('Allow notifications for this site in your browser settings, then try again.'),
      ).toBeInTheDocument();
      expect(api.requestPermission).toHaveBeenCalledTimes(1);
      expect(push).not.toBeChecked();
      expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    },
  );

  it('turns Push Notifications off without asking the browser', async () => {
    const { api } = stubNotifications('granted');
    const calls = signedIn({
      'GET /api/auth/settings': () => json(200, { ...defaultSettings, pushNotifications: true }),
      'PATCH /api/auth/settings': () => json(200, defaultSettings),
    });
    renderApp(<SettingsPage />);
    const push = await screen.findByRole('switch', { name: 'Push Notifications' });
    expect(push).toBeChecked();
    await userEvent.click(push);
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(push).not.toBeChecked();
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ pushNotifications: false });
  });

  it('disables Push Notifications in a browser without notifications, and says why', async () => {
    vi.stubGlobal('Notification', undefined);
    signedIn();
    renderApp(<SettingsPage />);
    const push = await screen.findByRole('switch', { name: 'Push Notifications' });
    expect(push).toBeDisabled();
    expect(screen.getByText('This browser cannot show notifications.')).toBeInTheDocument();
  });

  it('puts a toggle back and says so when saving fails', async () => {
    signedIn({ 'PATCH /api/auth/settings': () => Promise.reject(new TypeError('offline')) });
    renderApp(<SettingsPage />);
    const email = await screen.findByRole('switch', { name: 'Email Notifications' });
    expect(email).toBeChecked();
    await userEvent.click(email);
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(email).toBeChecked());
  });

  it('changes the newsletter switch only after the server accepts', async () => {
    let answer: (r: Response) => void = () => {};
    signedIn({ 'POST /api/newsletters/subscribe': () => new Promise((r) => (answer = r)) });
    renderApp(<SettingsPage />);
    const itk = await screen.findByRole('switch', { name: 'Weekly ITK Newsletter' });
    await userEvent.click(itk);
    expect(itk).not.toBeChecked();
    answer(json(200, { ...defaultSettings, newsletterSubscription: true }));
    await waitFor(() => expect(itk).toBeChecked());
    expect(screen.getByText('Subscribed to newsletter')).toBeInTheDocument();
    expect(
      screen.getByText("You'll receive weekly ITK updates every Friday at lunchtime."),
    ).toBeInTheDocument();
  });

  it('reports a refused subscription with the server message', async () => {
    signedIn({ 'POST /api/newsletters/subscribe': () => json(400, { message: 'Mailing is paused.' }) });
    renderApp(<SettingsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Weekly ITK Newsletter' }));
    expect(await screen.findByText('Subscription update failed')).toBeInTheDocument();
    expect(screen.getByText('Mailing is paused.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Weekly ITK Newsletter' })).not.toBeChecked();
  });

  it('stops mismatched new passwords before any request, and clears the fields on success', async () => {
    const calls = signedIn({ 'POST /api/auth/change-password': () => json(200, { message: 'ok' }) });
    renderApp(<SettingsPage />);
    const security = await screen.findByRole('region', { name: 'Security' });
    const current = within(security).getByLabelText('Current Password');
    const next = within(security).getByLabelText('New Password');
    const confirm = within(security).getByLabelText('Confirm New Password');
    await userEvent.type(current, 'old password');
    await userEvent.type(next, 'new password 1');
    await userEvent.type(confirm, 'new password 2');
    await userEvent.click(within(security).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText("New passwords don't match. Please try again.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/change-password')).toBe(false);

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'new password 1');
    await userEvent.click(within(security).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
      revokeApiTokens: false,
    });
  });

  it('revokes the API tokens with the password change only when asked', async () => {
    const calls = signedIn({ 'POST /api/auth/change-password': () => json(200, { message: 'ok' }) });
    renderApp(<SettingsPage />);
    const security = await screen.findByRole('region', { name: 'Security' });
    await userEvent.type(within(security).getByLabelText('Current Password'), 'old password');
    await userEvent.type(within(security).getByLabelText('New Password'), 'new password 1');
    await userEvent.type(within(security).getByLabelText('Confirm New Password'), 'new password 1');
    const box = within(security).getByRole('checkbox', { name: /Also revoke all my API tokens/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(security).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(/Your API tokens were revoked\./)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toMatchObject({
      revokeApiTokens: true,
    });
    expect(box).not.toBeChecked();
  });

  it('shows the server message when the password change is refused, under the field it is about', async () => {
    signedIn({
      'POST /api/auth/change-password': () => json(400, { message: 'Current password is incorrect.' }),
    });
    renderApp(<SettingsPage />);
    const security = await screen.findByRole('region', { name: 'Security' });
    const current = within(security).getByLabelText('Current Password');
    await userEvent.type(current, 'wrong one');
    await userEvent.type(within(security).getByLabelText('New Password'), 'new password 1');
    await userEvent.type(within(security).getByLabelText('Confirm New Password'), 'new password 1');
    await userEvent.click(within(security).getByRole('button', { name: 'Change Password' }));
    const toast = (await screen.findByText('Password change failed')).closest('.toast') as HTMLElement;
    expect(within(toast).getByText('Current password is incorrect.')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('Current password is incorrect.');
  });

  it('places each sentence of a refused password form under its own field', async () => {
    signedIn({
      'POST /api/auth/change-password': () =>
        json(400, { message: 'Enter your current password. Password must be at most 256 characters.' }),
    });
    renderApp(<SettingsPage />);
    const security = await screen.findByRole('region', { name: 'Security' });
    const current = within(security).getByLabelText('Current Password');
    const next = within(security).getByLabelText('New Password');
    await userEvent.type(current, ' ');
    await userEvent.type(next, 'new password 1');
    await userEvent.type(within(security).getByLabelText('Confirm New Password'), 'new password 1');
    await userEvent.click(within(security).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Enter your current password.'));
    expect(next).toHaveAccessibleDescription('Password must be at most 256 characters.');
  });

  it('shows a wrong password for account deletion under the password field', async () => {
    signedIn({
      'DELETE /api/auth/delete-account': () => json(400, { message: 'Current password is incorrect.' }),
    });
    renderApp(<SettingsPage />);
    const zone = await screen.findByRole('region', { name: 'Danger Zone' });
    await userEvent.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    const password = within(zone).getByLabelText('Current Password');
    await userEvent.type(password, 'guess');
    await userEvent.click(within(zone).getByRole('button', { name: 'Confirm Delete Account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Current password is incorrect.'));
  });

  it('arms, cancels and confirms account deletion', async () => {
    const calls = signedIn({ 'DELETE /api/auth/delete-account': () => json(200, { message: 'gone' }) });
    renderApp(<SettingsPage />);
    const zone = await screen.findByRole('region', { name: 'Danger Zone' });
    await userEvent.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(within(zone).getByRole('button', { name: 'Cancel' }));
    expect(within(zone).queryByRole('button', { name: 'Confirm Delete Account' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(within(zone).getByRole('button', { name: 'Confirm Delete Account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/delete-account')).toBe(true);
  });
});

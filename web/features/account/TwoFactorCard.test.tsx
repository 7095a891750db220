// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../core/contract/auth';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import SettingsPage from './SettingsPage';

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Sponsorscope:a%40example.test?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  setupToken: 'token.sig',
};

const signedIn = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/me': () => json(200, { ...testUser, emailVerified: true, twoFactorEnabled: false }),
    'GET /api/auth/settings': () => json(200, defaultSettings),
    'GET /api/auth/two-factor': () => json(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
    ...extra,
  });

describe('Two-factor authentication card', () => {
  it('asks for the current password before setting up, and shows a refusal under the field', async () => {
    const calls = signedIn({
      'POST /api/auth/two-factor/setup': (body) =>
        (body as { currentPassword: string }).currentPassword === 'right password'
          ? json(200, setup)
          : json(400, { message: 'Current password is incorrect.' }),
    });
    renderApp(<SettingsPage />);
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await userEvent.click(within(card).getByRole('button', { name: 'Set up two-factor authentication' }));
    // Nothing is asked of the server until the password is given.
    expect(calls.some((c) => c.path === '/api/auth/two-factor/setup')).toBe(false);
    const password = within(card).getByLabelText('Current Password');
    expect(within(card).queryByLabelText(/Authentication code/)).not.toBeInTheDocument();

    await userEvent.type(password, 'wrong password');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Current password is incorrect.'));
    expect(await screen.findByText('Set-up failed')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'right password');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(
      await within(card).findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('totp-secret')).toHaveTextContent(setup.secret);
    expect(calls.filter((c) => c.path === '/api/auth/two-factor/setup').map((c) => c.body)).toEqual([
      { currentPassword: 'wrong password' },
      { currentPassword: 'right password' },
    ]);
  });

  it('shows a wrong code from the app under the code field', async () => {
    signedIn({
      'POST /api/auth/two-factor/setup': () => json(200, setup),
      'POST /api/auth/two-factor/enable': () =>
        json(400, {
          message: 'That code is not right. Check that your app shows the Sponsorscope entry just scanned.',
        }),
    });
    renderApp(<SettingsPage />);
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await userEvent.click(within(card).getByRole('button', { name: 'Set up two-factor authentication' }));
    await userEvent.type(within(card).getByLabelText('Current Password'), 'right password');
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    const code = await within(card).findByLabelText('Code from the app');
    await userEvent.type(code, '123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'That code is not right. Check that your app shows the Sponsorscope entry just scanned.',
      ),
    );
  });
});

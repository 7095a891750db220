// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage-keys';
import { json, mockApi, testUser } from '../test/api-mock';
import { renderApp } from '../test/render';
import SearchScreen from './SearchScreen';

const user = testUser;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.onboardingDone, 'true');
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/auth/me': () => json(200, user), ...extra });

// The help layer (web/features/help) is laid over the search tool by the app shell.
describe('search screen', () => {
  it('opens the tour until its flag is stored, and Skip Tour stores it', async () => {
    localStorage.removeItem(storageKeys.onboardingDone);
    signedIn();
    renderApp(<SearchScreen />, '/search');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('25% complete')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('50% complete')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { hidden: true })).toHaveClass('ring-4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('100% complete')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(localStorage.getItem(storageKeys.onboardingDone)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signed out, only the sign-in dialog opens: the tour waits for a signed-in user', async () => {
    localStorage.removeItem(storageKeys.onboardingDone);
    mockApi({});
    renderApp(<SearchScreen />, '/search');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /Log in to/ })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('Welcome to Sponsorscope')).not.toBeInTheDocument();
  });
});

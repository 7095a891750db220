// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { storageKeys } from '../../lib/storage-keys';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import SearchPage from './SearchPage';

const user = testUser;
const sponsor = (brand: string) => ({
  brand,
  industry: 'Banking',
  via: 'Premier League',
  type: 'Official partner',
  tier: 'Standard',
  startYear: 2020,
  endYear: null,
  active: true,
  source: 'curated',
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.onboardingDone, 'true');
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('rights holder view', () => {
  it('shows Competition Intelligence, the 15/35/50 split rounded down, and opens a sponsor', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'GET /api/rights-holders/Premier%20League': () =>
        json(200, {
          name: 'Premier League',
          kind: 'league',
          sport: 'Football',
          region: 'UK',
          sponsors: ['Barclays', 'EA Sports', 'Puma', 'Cadbury', 'Castore', 'Oracle', 'Hublot'].map(sponsor),
          intelligence: {
            activeSponsors: 7,
            globalAudience: '2.0B',
            sponsorshipValue: '€2.8B',
            split: { title: 1, official: 2, regional: 3 },
          },
        }),
      'GET /api/brand/Barclays/data': () => new Promise(() => {}),
    });
    renderApp(<SearchPage />, '/search?rightsHolder=Premier%20League');
    const insights = await screen.findByRole('region', { name: 'Competition Insights' });
    expect(within(insights).getByText('Title partners (15%)').nextSibling).toHaveTextContent('1');
    expect(within(insights).getByText('Official partners (35%)').nextSibling).toHaveTextContent('2');
    expect(within(insights).getByText('Regional sponsors (50%)').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('2.0B')).toBeVisible();
    expect(screen.getByText('€2.8B')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Barclays/ }));
    expect(await screen.findByText('Loading Barclays...')).toBeVisible();
  });

  it('an unknown competition gets an empty list with a message', async () => {
    mockApi({ 'GET /api/auth/me': () => json(200, user) });
    renderApp(<SearchPage />, '/search?rightsHolder=Nowhere%20Cup');
    expect(await screen.findByText('No partners found for “Nowhere Cup”.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Search' }));
    expect(await screen.findByRole('searchbox')).toBeVisible();
  });
});

describe('athlete view', () => {
  it('looks the athlete up with limit 1; a failed lookup is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, user),
      'GET /api/talent/athletes?query=Ghost&limit=1': () => json(500, { message: 'boom' }),
    });
    renderApp(<SearchPage />, '/search?athlete=Ghost');
    expect(await screen.findByText('No athlete found for “Ghost”.')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/talent/athletes?query=Ghost&limit=1')).toBe(true);
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

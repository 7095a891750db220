// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rightsHolderProfile } from '../../../core/intelligence/engine/entities';
import { NOW, world } from '../../../core/intelligence/engine/test-world';
import { Universe } from '../../../core/intelligence/engine/universe';
import { queryClient } from '../../lib/query-client';
import { storageKeys } from '../../lib/storage-keys';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import SearchPage from './SearchPage';

const user = testUser;
const universe = new Universe(world(), NOW);
const united = rightsHolderProfile(universe, {
  id: 'mu',
  name: 'Manchester United FC',
  kind: 'team',
  sport: 'Football',
  region: 'UK',
  country: 'England',
  sourceName: 'openfootball',
  related: ['Premier League'],
  childIds: [],
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.onboardingDone, 'true');
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('rights holder view', () => {
  it('shows Competition Intelligence from the engine, past partnerships apart, and opens a sponsor', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'GET /api/rights-holders/Manchester%20United%20FC': () => json(200, united),
      'GET /api/brand/Adidas/data': () => new Promise(() => {}),
    });
    renderApp(<SearchPage />, '/search?rightsHolder=Manchester%20United%20FC');
    const insights = await screen.findByRole('region', { name: 'Competition Insights' });
    expect(
      within(insights).getByText('Headline partners (kit, shirt, title, naming)').nextSibling,
    ).toHaveTextContent('1');
    expect(within(insights).getByText('Suppliers').nextSibling).toHaveTextContent('0');
    expect(screen.getByText('Not known')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Past partnerships' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Nike.*2002-2015/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Adidas.*since 2015/ }));
    expect(await screen.findByText('Loading Adidas...')).toBeVisible();
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

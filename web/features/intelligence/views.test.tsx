// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { athleteProfile, rightsHolderProfile } from '../../../core/intelligence/engine/entities';
import { NOW, world } from '../../../core/intelligence/engine/test-world';
import { Universe } from '../../../core/intelligence/engine/universe';
import { queryClient } from '../../lib/query-client';
import { storageKeys } from '../../lib/storage-keys';
import { json, mockApi, testUser } from '../../test/api-mock';
import { firstScreenPath } from '../../test/brand-data';
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
      [`GET ${firstScreenPath('Adidas')}`]: () => new Promise(() => {}),
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
    expect(screen.getByText(`Partial: ${united.sponsors.length} deals on file`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Adidas.*since 2015/ }));
    expect(await screen.findByText('Loading Adidas...')).toBeVisible();
  });

  it("lists the pages that state a sponsor's deal under its card, as links that open in a new tab", async () => {
    const withPages = {
      ...united,
      sponsors: united.sponsors.map((d, i) =>
        i === 0
          ? {
              ...d,
              evidence: [
                {
                  url: 'https://club.example/partners/renewal',
                  title: 'Partner renewed',
                  seen: '2026-11-28',
                },
                { url: 'https://www.paper.example/sport/42', title: null, seen: '2026-11-27' },
              ],
            }
          : d,
      ),
    };
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'GET /api/rights-holders/Manchester%20United%20FC': () => json(200, withPages),
    });
    renderApp(<SearchPage />, '/search?rightsHolder=Manchester%20United%20FC');
    const sponsor = withPages.sponsors[0]!.brand;
    const pages = await screen.findByRole('list', { name: `Pages that state ${sponsor}'s deal` });
    const links = within(pages).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://club.example/partners/renewal',
      'https://www.paper.example/sport/42',
    ]);
    expect(links[0]).toHaveAccessibleName('Partner renewed (opens in a new tab)');
    expect(links[1]).toHaveAccessibleName('paper.example (opens in a new tab)');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    // Only the deal with pages has a list.
    expect(screen.getAllByRole('list', { name: /^Pages that state/ })).toHaveLength(1);
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
  const hamilton = athleteProfile(
    universe,
    {
      id: 'lh',
      fullName: 'Lewis Hamilton',
      sport: 'Motorsport',
      currentTeam: 'Scuderia Ferrari',
      nationality: 'United Kingdom',
      position: 'Driver',
      birthYear: 1985,
      source: 'verified',
      sourceName: 'F1DB',
    },
    new Map(),
  );
  const withStatuses = (...statuses: ('active' | 'expiring' | 'ended' | 'unconfirmed')[]) => ({
    ...hamilton,
    sponsors: statuses.map((status, i) => ({
      ...hamilton.sponsors[0]!,
      id: `e${i}`,
      brand: `Brand ${i}`,
      contract: { ...hamilton.sponsors[0]!.contract, status },
    })),
  });
  const tile = (label: string) => screen.getByText(label).parentElement!;

  it('shows market value and world ranking as Not available, and the risk level from the endorsements', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'GET /api/talent/athletes?query=Lewis%20Hamilton&limit=1': () =>
        json(200, [withStatuses('active', 'active', 'expiring', 'ended')]),
    });
    renderApp(<SearchPage />, '/search?athlete=Lewis%20Hamilton');
    // Loaded (the loading state has the same heading).
    await screen.findByText('Market value');
    expect(tile('Market value')).toHaveTextContent(
      'Market valueNot availableWe hold no transfer or market valuation of Lewis Hamilton.',
    );
    expect(tile('World ranking')).toHaveTextContent(
      'World rankingNot availableWe hold no motorsport ranking data.',
    );
    expect(tile('Risk level')).toHaveTextContent(
      'Risk levelMediumRenewal exposure: 1 of 3 endorsements ending within a year or unconfirmed.',
    );
    expect(screen.getByText('Estimated endorsement income')).toBeVisible();
    // Coverage is said, never hidden: the four endorsements on file, three of them running.
    expect(screen.getByText('Partial: 4 deals on file')).toBeVisible();
  });

  it('has no risk level without an endorsement that has not ended', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, user),
      'GET /api/talent/athletes?query=Lewis%20Hamilton&limit=1': () => json(200, [withStatuses('ended')]),
    });
    renderApp(<SearchPage />, '/search?athlete=Lewis%20Hamilton');
    await screen.findByText('Risk level');
    expect(tile('Risk level')).toHaveTextContent(
      'Risk levelNot availableNo endorsement on record to read renewal exposure from.',
    );
  });

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

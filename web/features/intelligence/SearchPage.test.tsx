// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { athleteProfile } from '../../../core/intelligence/engine/entities';
import { NOW, world } from '../../../core/intelligence/engine/test-world';
import { Universe } from '../../../core/intelligence/engine/universe';
import { queryClient } from '../../lib/query-client';
import { storageKeys } from '../../lib/storage-keys';
import { json, mockApi, testUser } from '../../test/api-mock';
import { brandAnswer, firstScreenPath } from '../../test/brand-data';
import { renderApp } from '../../test/render';
import SearchPage from './SearchPage';

const user = testUser;
const hit = (name: string, subtitle = 'Athletic Apparel') => ({
  type: 'brand',
  id: name,
  name,
  subtitle,
  match: 'prefix',
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.onboardingDone, 'true');
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/auth/me': () => json(200, user), ...extra });

async function openSearch(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = signedIn(extra);
  renderApp(<SearchPage />, '/search');
  const input = await screen.findByRole('searchbox');
  return { calls, input };
}

describe('search screen', () => {
  it('shows the brand chips, suggestions and recent searches on an empty query', async () => {
    localStorage.setItem(
      storageKeys.recentSearches,
      JSON.stringify(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']),
    );
    await openSearch();
    for (const chip of ['Nike', 'Adidas', 'Coca-Cola', 'Emirates', 'Visa', 'Toyota', 'Rolex', 'Samsung']) {
      expect(
        within(screen.getByRole('region', { name: 'Quick access' })).getByRole('button', { name: chip }),
      ).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Search Suggestions' })).toBeVisible();
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(within(recent).getAllByRole('button', { name: /^[A-I]$/ })).toHaveLength(8);
    expect(within(recent).getAllByTestId('recent-dot')).toHaveLength(5);
  });

  it('switching mode clears the query and changes chips and placeholder', async () => {
    const { input } = await openSearch({
      'GET /api/search?type=brand&q=ni': () => json(200, { results: [] }),
    });
    expect(input).toHaveAttribute('placeholder', expect.stringContaining('Search a brand'));
    await userEvent.type(input, 'ni');
    await userEvent.click(screen.getByRole('button', { name: 'Search Rights Holder' }));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', expect.stringContaining('competition'));
    expect(screen.getByRole('button', { name: 'Premier League' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search Rights Holder' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Enter in sponsor mode with no hit opens the competition matched in either direction', async () => {
    const { calls, input } = await openSearch({
      'GET /api/search?type=rightsHolder&q=premier%20league%202025': () => json(200, { results: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search Rights Holder' }));
    await userEvent.type(input, 'premier league 2025');
    await screen.findByText('No matches for “premier league 2025”.');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('No partners found for “premier league”.')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/rights-holders/premier%20league')).toBe(true);
  });

  it('Enter in sponsor mode on a competition that does not exist shows the empty list, never another one', async () => {
    const { calls, input } = await openSearch({
      'GET /api/search?type=rightsHolder&q=xyz%20league': () => json(200, { results: [], also: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search Rights Holder' }));
    await userEvent.type(input, 'xyz league{Enter}');
    expect(await screen.findByText('No partners found for “xyz league”.')).toBeVisible();
    expect(calls.filter((c) => c.path.startsWith('/api/rights-holders/')).map((c) => c.path)).toEqual([
      '/api/rights-holders/xyz%20league',
    ]);
  });

  it('an empty mode names what the other kinds have; picking it switches mode and opens it', async () => {
    const club = {
      type: 'rightsHolder',
      id: 'manchester-united-fc',
      name: 'Manchester United FC',
      subtitle: 'Football team · UK',
      match: 'alias',
    };
    const { input } = await openSearch({
      'GET /api/search?type=brand&q=man%20utd': () => json(200, { results: [], also: [club] }),
      'GET /api/rights-holders/Manchester%20United%20FC': () => new Promise(() => {}),
    });
    await userEvent.type(input, 'man utd');
    expect(
      await screen.findByText('No brands match “man utd”. Found 1 rights holder: Manchester United FC.'),
    ).toBeVisible();
    const also = screen.getByRole('region', { name: 'Also found' });
    await userEvent.click(within(also).getByRole('button', { name: /^Manchester United FC.*Rights holder/ }));
    expect(await screen.findByText('Loading Manchester United FC...')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Search' }));
    expect(await screen.findByRole('button', { name: 'Search Rights Holder' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the query comes back with the mode
    expect(screen.getByRole('searchbox')).toHaveValue('man utd');
    expect(localStorage.getItem(storageKeys.recentSearches)).toBeNull();
  });

  it('lists the other kinds under the hits in an Also found group, reached with the arrows', async () => {
    const team = {
      type: 'rightsHolder',
      id: 'red-bull-racing',
      name: 'Red Bull Racing',
      subtitle: 'Motorsport team · Global',
      match: 'alias',
    };
    await openSearch({
      'GET /api/search?type=brand&q=red%20bull': () =>
        json(200, { results: [hit('Red Bull', 'Energy Drinks')], also: [team] }),
    });
    await userEvent.type(screen.getByRole('searchbox'), 'red bull');
    const also = await screen.findByRole('region', { name: 'Also found' });
    expect(screen.queryByText(/No brands match/)).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Energy Drinks/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(also).getByRole('button', { name: /^Red Bull Racing/ })).toHaveFocus();
  });

  it('uses the short placeholder under 640 px', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('639'),
      addEventListener() {},
      removeEventListener() {},
    }));
    const { input } = await openSearch();
    expect(input).toHaveAttribute('placeholder', 'Search brands...');
  });

  it('needs two characters, then lists Brands Found; arrows and Enter pick one and it goes to Recent Searches', async () => {
    const { calls, input } = await openSearch({
      'GET /api/search?type=brand&q=nik': () =>
        json(200, { results: [hit('Nike'), hit('Nikon', 'Technology')] }),
      [`GET ${firstScreenPath('Nikon')}`]: () => new Promise(() => {}),
    });
    await userEvent.type(input, 'n');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/api/search'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Search Suggestions' })).not.toBeInTheDocument();
    await userEvent.type(input, 'ik');
    expect(await screen.findByRole('heading', { name: 'Brands Found' })).toBeVisible();
    await screen.findByRole('button', { name: /Nikon/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Nike/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Nikon/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Loading Nikon...')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(storageKeys.recentSearches)!)).toEqual(['Nikon']);
  });

  it('a suggestion fills the search; a category filter narrows the cards', async () => {
    const { input } = await openSearch({
      'GET /api/search?type=brand&q=Visa': () => json(200, { results: [] }),
    });
    const panel = screen.getByRole('region', { name: 'Search Suggestions' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Trending' }));
    expect(within(panel).queryByRole('button', { name: /^Visa/ })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'All Suggestions' }));
    const card = within(panel).getByRole('button', { name: /^Visa/ });
    expect(card).toHaveTextContent('Partner of FIFA and the Olympic Games');
    await userEvent.click(card);
    expect(input).toHaveValue('Visa');
  });

  it('suggestion cards show their relevance to the brand opened last, from its running deals', async () => {
    localStorage.setItem(storageKeys.recentSearches, JSON.stringify(['Heineken', 'Nike']));
    const universe = new Universe(world(), NOW);
    const base = universe.brandProfile('nike')!;
    // Heineken with running deals in football and motorsport, and a past one in tennis.
    const deal = base.deals.find((d) => d.contract.status === 'active')!;
    const ended = base.deals.find((d) => d.contract.status === 'ended')!;
    const heineken = {
      ...base,
      brand: { ...base.brand, name: 'Heineken' },
      deals: [
        { ...deal, id: 'h1', sport: 'Football' },
        { ...deal, id: 'h2', sport: 'Motorsport' },
        { ...ended, id: 'h3', sport: 'Tennis' },
      ],
    };
    await openSearch({ [`GET ${firstScreenPath('Heineken')}`]: () => json(200, brandAnswer(heineken)) });
    const panel = screen.getByRole('region', { name: 'Search Suggestions' });
    expect(
      await within(panel).findByText(
        "Relevance to Heineken, the brand you opened last: the share of a suggestion's sports in which Heineken has a running deal.",
      ),
    ).toBeVisible();
    const card = (name: string) => within(panel).getByRole('button', { name: new RegExp(`^${name}`) });
    // Red Bull: football and motorsport, both Heineken's.
    expect(within(card('Red Bull')).getByTestId('relevance')).toHaveTextContent('100% relevance');
    expect(card('Red Bull')).toHaveTextContent('Shares Football, Motorsport with Heineken');
    // Visa: football and the Olympic Games (multi-sport): one of two.
    expect(within(card('Visa')).getByTestId('relevance')).toHaveTextContent('50% relevance');
    // Rolex: tennis and golf; Heineken's tennis deal has ended.
    expect(within(card('Rolex')).getByTestId('relevance')).toHaveTextContent('0% relevance');
    expect(card('Rolex')).toHaveTextContent('Tennis, Golf: no Heineken deal');
  });

  it('suggestion cards show no relevance before a brand has been opened', async () => {
    const { calls } = await openSearch();
    const panel = screen.getByRole('region', { name: 'Search Suggestions' });
    expect(within(panel).getByText(/^Relevance shows once you have opened a brand/)).toBeVisible();
    expect(within(panel).queryAllByTestId('relevance')).toHaveLength(0);
    expect(calls.some((c) => c.path.startsWith('/api/brand/'))).toBe(false);
  });

  it('Search Talent lists six athletes by sport and reports a failure', async () => {
    const athlete = athleteProfile(
      new Universe(world(), NOW),
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
    await openSearch({
      'GET /api/talent/athletes?query=&limit=6': () => json(200, [athlete]),
      'GET /api/talent/athletes?query=lewis&limit=20': () => json(500, { message: 'boom' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Search Talent' }));
    const panel = await screen.findByRole('region', { name: 'Featured athletes' });
    expect(await within(panel).findByRole('button', { name: /Lewis Hamilton.*Motorsport/ })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'lewis');
    expect(await screen.findByText('Failed to search athletes')).toBeVisible();
  });

  it('shows Failed to fetch athletes when the panel cannot load', async () => {
    await openSearch({ 'GET /api/talent/athletes?query=&limit=6': () => json(500, { message: 'down' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Search Talent' }));
    expect(await screen.findByText('Failed to fetch athletes')).toBeVisible();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartnershipFacets, TPartnershipPage } from '../../../../core/contract/partnerships';
import type { TDeal } from '../../../../core/contract/profile';
import { NOW, testDeal, world } from '../../../../core/intelligence/engine/test-world';
import { Universe } from '../../../../core/intelligence/engine/universe';
import { queryClient } from '../../../lib/query-client';
import { json, mockApi, testUser } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import DealsPage from './DealsPage';

// Real deal objects from the engine: a kit deal running to 2027, and 119 more of its kind under other brands.
const base = world();
const universe = new Universe(
  {
    ...base,
    partnerships: [
      ...base.partnerships,
      testDeal('k1', 'puma', 'small', 'Kit supplier', 2020, { untilYear: 2027 }),
    ],
  },
  NOW,
);
const kit = universe.deal('k1')!;
const deals: TDeal[] = Array.from({ length: 120 }, (_, i) => ({
  ...kit,
  id: `k${i + 1}`,
  brand: `Brand ${String(i + 1).padStart(3, '0')}`,
}));
const athleteDeal: TDeal = {
  ...kit,
  id: 'a1',
  brand: 'Nike',
  partner: 'Erling Haaland',
  partnerKind: 'athlete',
  type: 'Endorsement',
};

const facets: TPartnershipFacets = {
  sports: ['Basketball', 'Football'],
  regions: ['Europe', 'UK'],
  countries: ['England', 'Spain'],
  leagues: [
    { name: 'NBA', sport: 'Basketball' },
    { name: 'Premier League', sport: 'Football' },
  ],
  types: ['Endorsement', 'Kit supplier'],
  industries: ['Athletic Apparel', 'Banking'],
  kinds: ['team', 'league', 'athlete'],
  years: { first: 1950, last: 2035 },
  asOf: '2026-11-23',
};

/** The API for the page: every list call recorded with its query, answered by `answer`. */
function serve(answer: (q: URLSearchParams) => Response | TDeal[]) {
  const asked: URLSearchParams[] = [];
  mockApi({
    'GET /api/auth/me': () => json(200, testUser),
    'GET /api/partnerships/facets': () => json(200, facets),
  });
  const mocked = fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/partnerships') return mocked(input, init);
      asked.push(url.searchParams);
      const found = answer(url.searchParams);
      if (found instanceof Response) return found;
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const partnerships = found.slice(offset, offset + limit);
      const next = offset + partnerships.length;
      const page: TPartnershipPage = {
        total: found.length,
        offset,
        limit,
        nextOffset: next < found.length ? next : null,
        partnerships,
      };
      return json(200, page);
    }),
  );
  return asked;
}

/** The address the router holds, and Back, as the browser's would. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}
const address = () => screen.getByTestId('address').textContent;
const page = (ui = '/deals') =>
  renderApp(
    <>
      <DealsPage />
      <Address />
    </>,
    ui,
  );

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/deals', () => {
  it('reads the filters and page from the address and shows that page of deals with links to each view', async () => {
    const asked = serve(() => [...deals.slice(0, 60), athleteDeal, ...deals.slice(60)]);
    page('/deals?type=Kit%20supplier&region=Europe&endingWithin=18&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Deal finder' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: '121 deals' })).toBeVisible();
    const query = asked.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      region: 'Europe',
      type: 'Kit supplier',
      endingWithin: '18',
      sort: 'brand',
      dir: 'asc',
      limit: '50',
      offset: '50',
    });
    expect(screen.getByText('Showing 51–100 of 121')).toBeVisible();
    // The panel shows the filters of the address.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Deal type' })).toHaveValue('Kit supplier'),
    );
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Europe');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ending');
    expect(screen.getByRole('spinbutton', { name: 'Ending within (months)' })).toHaveValue(18);
    // Each row links to the brand's and the partner's views (an athlete's partner view is ?athlete=).
    const table = screen.getByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Brand 051' })).toHaveAttribute(
      'href',
      '/search?brand=Brand%20051',
    );
    expect(within(first).getByRole('link', { name: kit.partner })).toHaveAttribute(
      'href',
      `/search?rightsHolder=${encodeURIComponent(kit.partner)}`,
    );
    expect(within(first).getByText('until 2027')).toBeVisible();
    const haaland = within(table).getByRole('link', { name: 'Erling Haaland' });
    expect(haaland).toHaveAttribute('href', '/search?athlete=Erling%20Haaland');
    // The phone's cards carry the same deals.
    expect(within(screen.getByRole('list', { name: 'Deals' })).getAllByRole('listitem')).toHaveLength(50);
  });

  it('puts a changed filter in the address, back to page 1, and Back restores the last search', async () => {
    const asked = serve((q) => (q.get('sport') === 'Basketball' ? deals.slice(0, 3) : deals));
    page('/deals?page=2');
    await screen.findByText('Showing 51–100 of 120');
    const sport = await screen.findByRole('combobox', { name: 'Sport' });
    await waitFor(() => expect(within(sport).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(sport, 'Basketball');
    expect(await screen.findByRole('heading', { name: '3 deals' })).toBeVisible();
    expect(address()).toBe('?sport=Basketball');
    expect(asked.at(-1)!.get('offset')).toBe('0');
    // The league list follows the sport.
    const leagues = within(screen.getByRole('combobox', { name: 'League' })).getAllByRole('option');
    expect(leagues.map((o) => o.textContent)).toEqual(['Any league', 'NBA']);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeVisible();
    expect(address()).toBe('?page=2');
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('');
  });

  it('keeps both of two filters picked before the page draws again', async () => {
    serve(() => deals);
    page('/deals?type=Kit%20supplier');
    await screen.findByText('Showing 1–50 of 120');
    const sport = screen.getByRole('combobox', { name: 'Sport' });
    await waitFor(() => expect(within(sport).getAllByRole('option')).toHaveLength(3));
    act(() => {
      fireEvent.change(sport, { target: { value: 'Football' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'Europe' } });
    });
    await waitFor(() => expect(address()).toBe('?sport=Football&region=Europe&type=Kit+supplier'));
  });

  it('pages with Next and Previous, and sorts from the column headers and the sort list', async () => {
    const asked = serve(() => deals);
    page();
    await screen.findByText('Showing 1–50 of 120');
    expect(screen.getByText('Previous').closest('[aria-disabled]')).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeVisible();
    // The new page is read from its top: focus is on the results' heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: '120 deals' })).toHaveFocus());
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120')).toBeVisible();
    expect(screen.getByText('Next').closest('[aria-disabled]')).not.toBeNull();
    expect(address()).toBe('?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Annual value' }));
    await waitFor(() => expect(address()).toBe('?sort=value&dir=desc'));
    expect(screen.getByRole('columnheader', { name: /Annual value/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('value'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'End year, soonest first',
    );
    await waitFor(() => expect(address()).toBe('?sort=end'));
  });

  it('applies typed words and values after a pause, in the address as the API takes them', async () => {
    const asked = serve((q) => (q.get('q') === 'puma kit' ? deals.slice(0, 2) : deals));
    page();
    await screen.findByText('Showing 1–50 of 120');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Words' }), 'puma kit');
    expect(await screen.findByRole('heading', { name: '2 deals' })).toBeVisible();
    expect(address()).toBe('?q=puma+kit');
    // Millions on screen, dollars in the address and the query.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '2.5');
    await waitFor(() => expect(address()).toBe('?q=puma+kit&valueMin=2500000'));
    await waitFor(() => expect(asked.at(-1)!.get('valueMin')).toBe('2500000'));
  });

  it('says when no deal matches, and clears the filters', async () => {
    serve((q) => (q.get('country') ? [] : deals));
    page('/deals?country=Spain&kind=athlete');
    expect(await screen.findByText('No deals match these filters')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    const empty = screen.getByText('No deals match these filters').closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: '120 deals' })).toBeVisible();
    expect(address()).toBe('');
  });

  it('shows the server’s message for a refused filter, and offers Try again when the server failed', async () => {
    let fail = 'refuse';
    serve(() =>
      fail === 'refuse'
        ? json(400, { message: 'Invalid querystring: startFrom: startFrom must be a year from 1850 to 2100' })
        : fail === 'crash'
          ? json(500, { message: 'Internal error' })
          : deals,
    );
    page('/deals?startFrom=20x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deals could not be loaded.');
    expect(alert).toHaveTextContent('startFrom must be a year from 1850 to 2100');
    expect(within(alert).getByRole('button', { name: 'Clear filters' })).toBeVisible();

    queryClient.clear();
    fail = 'crash';
    await userEvent.click(within(alert).getByRole('button', { name: 'Clear filters' }));
    const crashed = await screen.findByRole('alert');
    await waitFor(() => expect(crashed).toHaveTextContent('Check your connection and try again.'));
    fail = 'no';
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '120 deals' })).toBeVisible();
  });
});

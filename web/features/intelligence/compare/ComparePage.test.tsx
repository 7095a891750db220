// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../core/format/money';
import { NOW, testDeal, world } from '../../../../core/intelligence/engine/test-world';
import { Universe } from '../../../../core/intelligence/engine/universe';
import { compareProfiles } from '../../../../core/widgets/compare';
import { queryClient } from '../../../lib/query-client';
import { json, mockApi, testUser } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import ComparePage from './ComparePage';

// Nike's shirt deal with Small Town FC (Puma's kit club) runs until 2027: shared, and ending soon.
const base = world();
const universe = new Universe(
  {
    ...base,
    partnerships: [
      ...base.partnerships,
      testDeal('d8', 'nike', 'small', 'Shirt sponsor', 2020, { untilYear: 2027 }),
    ],
  },
  NOW,
);
const profile = (id: string) => universe.brandProfile(id)!;
const comparison = (...ids: string[]) => compareProfiles(ids.map(profile), NOW);
const three = comparison('nike', 'adidas', 'puma');

const compareUrl = (names: string[]) => `GET /api/compare?brands=${encodeURIComponent(names.join(','))}`;

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/compare', () => {
  it('sets the brands of the address side by side with the figures of the API', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, testUser),
      [compareUrl(['Nike', 'Adidas', 'Puma'])]: () => json(200, three),
    });
    renderApp(<ComparePage />, '/compare?brands=Nike,Adidas,Puma');
    expect(screen.getByRole('heading', { level: 1, name: 'Compare brands' })).toBeVisible();
    expect(await screen.findByText('Loading the comparison...')).toBeVisible();
    const nike = await screen.findByRole('region', { name: 'Nike' });
    const nikeFigures = three.brands[0]!;
    expect(within(nike).getByText(`≈ ${formatMoney(nikeFigures.spend.usd)} a year`)).toBeVisible();
    expect(within(nike).getByText(String(nikeFigures.baseline))).toBeVisible();
    expect(within(nike).getByRole('list', { name: "Nike's BaseLine metrics" }).children).toHaveLength(5);
    // Adidas has one running deal: Not enough data, as its brand view shows, and no metrics.
    const adidas = screen.getByRole('region', { name: 'Adidas' });
    expect(within(adidas).getByText('Not enough data')).toBeVisible();
    expect(within(adidas).getByText(/Too few running deals on file to score/)).toBeVisible();
    // A chart per dimension, each with its heading.
    for (const name of [
      'BaseLine and its metrics',
      'Estimated known spend',
      'Running deals by sport',
      'Running deals by region',
      'Running deals by deal type',
    ])
      expect(screen.getByRole('heading', { name })).toBeVisible();
    // Shared and exclusive properties, contracts ending soon.
    const properties = screen.getByRole('region', { name: 'Shared and exclusive properties' });
    expect(within(properties).getByText('Shared: 1')).toBeVisible();
    expect(within(properties).getByText('Small Town FC')).toBeVisible();
    expect(within(properties).getByText('Adidas alone: 1')).toBeVisible();
    expect(within(properties).getByText('Manchester United FC')).toBeVisible();
    const ending = screen.getByRole('region', { name: 'Contracts ending soon' });
    expect(within(ending).getByText('Nike: 1')).toBeVisible();
    expect(within(ending).getByText('Until 2027 · 13 months')).toBeVisible();
    expect(within(ending).getByText('Puma: 0')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
  });

  it('adds a brand from the typeahead with the keyboard and removes one, keeping the list in the address', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, testUser),
      [compareUrl(['Nike', 'Adidas'])]: () => json(200, comparison('nike', 'adidas')),
      [compareUrl(['Nike', 'Adidas', 'Puma'])]: () => json(200, three),
      'GET /api/search?type=brand&q=Pu': () =>
        json(200, {
          results: [
            { type: 'brand', id: 'puma', name: 'Puma', subtitle: 'Athletic Apparel', match: 'prefix' },
          ],
          also: [],
        }),
    });
    renderApp(<ComparePage />, '/compare?brands=Nike,Adidas');
    await screen.findByRole('region', { name: 'Adidas' });
    const field = screen.getByRole('combobox', { name: 'Add a brand' });
    await userEvent.type(field, 'Pu');
    const option = await screen.findByRole('option', { name: /Puma/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Puma' })).toBeVisible();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(compareUrl(['Nike', 'Adidas', 'Puma']));
    const chips = screen.getByRole('list', { name: 'Brands compared' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nike', 'Adidas', 'Puma']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Adidas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Puma' }));
    expect(await screen.findByText('Add at least one more brand to compare with Nike.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Nike' })).toBeNull();
  });

  it('says which brand the dataset does not hold, naming the closest ones', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, testUser),
      [compareUrl(['Nike', 'Adiddas'])]: () =>
        json(404, { message: 'No brand called "Adiddas" in the dataset. Closest: Adidas.' }),
    });
    renderApp(<ComparePage />, '/compare?brands=Nike,Adiddas');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The comparison could not be loaded.');
    expect(alert).toHaveTextContent('No brand called "Adiddas" in the dataset. Closest: Adidas.');
  });

  it('with no brand picked, offers an example comparison', async () => {
    mockApi({ 'GET /api/auth/me': () => json(200, testUser) });
    renderApp(<ComparePage />, '/compare');
    expect(await screen.findByText('Pick two to four brands to set them side by side.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Puma, Adidas, New Balance' })).toHaveAttribute(
      'href',
      '/compare?brands=Puma,Adidas,New%20Balance',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Add a brand' })).toBeEnabled());
  });
});

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../core/contract/auth';
import type { TDeskBrand, TDeskChange, TDeskConflict } from '../../../core/contract/desk';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import DataDeskPage from './DataDeskPage';
import { fill } from './test-fill';
import { change, deal, listPage, record } from './test-fixtures';

const editor = { ...testUser, role: 'editor' };
type Routes = Parameters<typeof mockApi>[0];

const brand = (over: Partial<TDeskBrand> = {}): TDeskBrand => ({
  id: 'budweiser',
  name: 'Budweiser',
  aliases: ['Bud'],
  industry: 'Beverages',
  sector: null,
  headquarters: 'St. Louis',
  groupId: 'ab-inbev',
  groupName: 'AB InBev',
  founded: 1876,
  source: 'curated',
  sourceName: 'Curated',
  origin: 'dataset',
  deals: 4,
  ...over,
});
const brandPage = (rows: TDeskBrand[]) => ({ total: rows.length, offset: 0, limit: 50, rows });

function desk(routes: Routes = {}) {
  return mockApi({
    'GET /api/auth/me': () => json(200, editor),
    'GET /api/auth/settings': () => json(200, defaultSettings),
    'GET /api/desk/partnerships': () => json(200, listPage([deal()])),
    ...routes,
  });
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Brands', () => {
  it('lists brands and saves an edit as the whole input, with the group picked by typeahead', async () => {
    const u = userEvent.setup();
    let saved = { record: brand(), history: [] as TDeskChange[], undoable: null as string | null };
    const calls = desk({
      'GET /api/desk/brands': () => json(200, brandPage([brand()])),
      'GET /api/desk/brands/budweiser': () => json(200, saved),
      'GET /api/desk/brands?q=heine&limit=8': () =>
        json(200, brandPage([brand({ id: 'heineken', name: 'Heineken', groupId: null, groupName: null })])),
      'PUT /api/desk/brands/budweiser': () => {
        saved = {
          record: brand({ aliases: ['Bud', 'Bud Light'], groupId: 'heineken', groupName: 'Heineken' }),
          history: [change({ record: 'brand', recordId: 'budweiser', label: 'Budweiser' })],
          undoable: 'c1',
        };
        return json(200, saved);
      },
    });
    renderApp(<DataDeskPage />, '/data-desk');
    await u.click(await screen.findByRole('tab', { name: 'Brands' }));
    const table = await screen.findByRole('region', { name: 'Brands' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Bud')).toBeVisible();
    expect(within(row).getByText('AB InBev')).toBeVisible();
    expect(within(row).getByText('Beverages · St. Louis')).toBeVisible();

    await u.click(within(row).getByRole('button', { name: 'Edit Budweiser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    const aliases = await within(dialog).findByLabelText('Aliases');
    expect(aliases).toHaveValue('Bud');
    await u.type(aliases, ', Bud Light');
    const group = within(dialog).getByRole('combobox', { name: 'Group (parent brand) (optional)' });
    expect(group).toHaveValue('AB InBev');
    await u.type(group, 'x');
    expect(group).toHaveValue('AB InBevx');
    await u.clear(group);
    await u.type(group, 'heine');
    await u.click(await within(dialog).findByRole('option', { name: /Heineken/ }));
    await fill(u, within(dialog).getByLabelText('Citation note'), 'Company annual report 2025');
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Brand saved')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Budweiser',
      aliases: ['Bud', 'Bud Light'],
      industry: 'Beverages',
      sector: null,
      headquarters: 'St. Louis',
      groupId: 'heineken',
      note: 'Company annual report 2025',
    });
    expect(await within(dialog).findByRole('button', { name: 'Undo' })).toBeVisible();
  });

  it('shows the schema’s messages for a new brand without a name or industry', async () => {
    const u = userEvent.setup();
    const calls = desk({ 'GET /api/desk/brands': () => json(200, brandPage([])) });
    renderApp(<DataDeskPage />, '/data-desk?tab=brands');
    expect(await screen.findByText('No brands yet.')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Add brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add brand' });
    await u.click(within(dialog).getByRole('button', { name: 'Add brand' }));
    expect(within(dialog).getByText('name is required')).toBeVisible();
    expect(within(dialog).getByText('industry is required')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Add partnership', () => {
  it('picks the brand and the athlete by typeahead, then opens the new record', async () => {
    const u = userEvent.setup();
    const made = deal({
      id: 'p9',
      partner: { kind: 'athlete', id: 'saka', name: 'Bukayo Saka', type: 'athlete' },
      type: 'Boots',
      startYear: 2026,
      untilYear: null,
      origin: 'desk',
    });
    const calls = desk({
      'GET /api/desk/brands?q=nik&limit=8': () => json(200, brandPage([brand({ id: 'nike', name: 'Nike' })])),
      'GET /api/desk/athletes?q=saka&limit=8': () =>
        json(200, {
          total: 1,
          offset: 0,
          limit: 8,
          rows: [
            {
              id: 'saka',
              fullName: 'Bukayo Saka',
              aliases: [],
              sport: 'Football',
              currentTeam: 'Arsenal',
              nationality: 'England',
              position: 'Winger',
              birthYear: 2001,
              source: 'curated',
              sourceName: 'Curated',
              origin: 'dataset',
              deals: 2,
            },
          ],
        }),
      'POST /api/desk/partnerships': () => json(201, record(made, [change({ id: 'c9', action: 'create' })])),
      'GET /api/desk/partnerships/p9': () =>
        json(200, record(made, [change({ id: 'c9', action: 'create' })], 'c9')),
    });
    renderApp(<DataDeskPage />, '/data-desk');
    const add = await screen.findByRole('button', { name: 'Add partnership' });
    await u.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add partnership' });
    await u.type(within(dialog).getByRole('combobox', { name: 'Brand' }), 'nik');
    await within(dialog).findByRole('option', { name: /Nike/ });
    await u.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Brand' })).toHaveValue('Nike');
    await u.selectOptions(within(dialog).getByLabelText('Partner kind'), 'athlete');
    await u.type(within(dialog).getByRole('combobox', { name: 'Athlete' }), 'saka');
    await u.click(await within(dialog).findByRole('option', { name: /Bukayo Saka/ }));
    await u.type(within(dialog).getByLabelText('Type'), 'Boots');
    await u.type(within(dialog).getByLabelText('Start year'), '2026');
    await fill(u, within(dialog).getByLabelText('Citation'), 'Nike press release');
    await fill(u, within(dialog).getByLabelText('Citation note'), 'Nike press release, May 2026');
    await u.click(within(dialog).getByRole('button', { name: 'Add partnership' }));

    expect(await screen.findByRole('dialog', { name: 'Edit partnership' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      brandId: 'nike',
      partnerKind: 'athlete',
      partnerId: 'saka',
      type: 'Boots',
      tier: 'Standard',
      role: null,
      startYear: 2026,
      endYear: null,
      untilYear: null,
      partnerName: null,
      confidence: 'medium',
      asOf: null,
      citation: 'Nike press release',
      reported: null,
      note: 'Nike press release, May 2026',
    });
  });

  it('asks for a brand and a partner picked from the suggestions', async () => {
    const u = userEvent.setup();
    const calls = desk();
    renderApp(<DataDeskPage />, '/data-desk');
    await u.click(await screen.findByRole('button', { name: 'Add partnership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add partnership' });
    await u.click(within(dialog).getByRole('button', { name: 'Add partnership' }));
    expect(within(dialog).getByText('Pick a brand from the suggestions.')).toBeVisible();
    expect(within(dialog).getByText('Pick a property from the suggestions.')).toBeVisible();
    expect(within(dialog).getByText('type is required')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Changes and Conflicts', () => {
  it('lists the latest changes with their record, who and the field diffs', async () => {
    desk({
      'GET /api/desk/history': () =>
        json(200, {
          total: 1,
          changes: [change({ action: 'end', fields: [{ field: 'endYear', before: null, after: 2025 }] })],
        }),
    });
    renderApp(<DataDeskPage />, '/data-desk?tab=changes');
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(within(list).getByText('Nike – Arsenal (Kit supplier)')).toBeVisible();
    expect(within(list).getByText('Ended')).toBeVisible();
    expect(within(list).getByText('End year')).toBeVisible();
    expect(within(list).getByText('2025')).toBeVisible();
    expect(screen.getByText('1–1 of 1')).toBeVisible();
  });

  it('resolves a conflict, and says when none is left', async () => {
    const u = userEvent.setup();
    const conflict: TDeskConflict = {
      id: 'k1',
      record: 'partnership',
      recordId: 'p1',
      label: 'Nike – Arsenal (Kit supplier)',
      datasetVersion: 42,
      detectedAt: '2026-03-02T08:00:00.000Z',
      removed: false,
      fields: [{ field: 'untilYear', edited: 2030, shipped: 2028 }],
    };
    let open = [conflict, { ...conflict, id: 'k2', label: 'Puma – Gone FC', removed: true, fields: [] }];
    const calls = desk({
      'GET /api/desk/conflicts': () => json(200, { conflicts: open }),
      'POST /api/desk/conflicts/k1/resolve': () => {
        open = open.filter((c) => c.id !== 'k1');
        return json(200, { message: 'The edit stays.' });
      },
      'POST /api/desk/conflicts/k2/resolve': () => {
        open = [];
        return json(200, { message: 'The shipped dataset wins.' });
      },
    });
    renderApp(<DataDeskPage />, '/data-desk?tab=conflicts');
    const first = await screen.findByRole('article', { name: 'Nike – Arsenal (Kit supplier)' });
    expect(within(first).getByText('Dataset version 42', { exact: false })).toBeVisible();
    const row = within(first).getByRole('row', { name: /Until year/ });
    expect(within(row).getByText('2030')).toBeVisible();
    expect(within(row).getByText('2028')).toBeVisible();
    const second = screen.getByRole('article', { name: 'Puma – Gone FC' });
    expect(within(second).getByText('Removed from the shipped dataset')).toBeVisible();

    await u.click(within(first).getByRole('button', { name: 'Keep edit' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nike – Arsenal (Kit supplier)' })).toBeNull(),
    );
    await u.click(
      within(screen.getByRole('article', { name: 'Puma – Gone FC' })).getByRole('button', {
        name: 'Take shipped',
      }),
    );
    expect(
      await screen.findByText('No conflicts: every edit is ahead of the shipped dataset.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.path.endsWith('/resolve')).map((c) => c.body)).toEqual([
      { keep: 'edit' },
      { keep: 'shipped' },
    ]);
  });
});

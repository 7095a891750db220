// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../core/contract/auth';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import DataDeskPage from './DataDeskPage';
import { fill } from './test-fill';
import { change, deal, listPage, record } from './test-fixtures';

const editor = { ...testUser, role: 'editor' };
type Routes = Parameters<typeof mockApi>[0];

/** A signed-in editor and the desk's answers; `routes` adds or replaces some. */
function desk(routes: Routes = {}, user: Record<string, unknown> = editor) {
  return mockApi({
    'GET /api/auth/me': () => json(200, user),
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

describe('/data-desk', () => {
  it('turns away analysts without calling the desk', async () => {
    const calls = desk({}, testUser);
    renderApp(<DataDeskPage />, '/data-desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('The data desk is restricted to editors.')).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/api/desk'))).toBe(false);
  });

  it('lists deals for the filters in the address, with the Needs review badge and the counts', async () => {
    const path = '/api/desk/partnerships?q=nike&sport=Football&review=1&sort=asOf&dir=desc&offset=50';
    const calls = desk({
      [`GET ${path}`]: () =>
        json(
          200,
          listPage(
            [
              deal({ needsReview: true, asOf: '2023-05' }),
              deal({
                id: 'p2',
                partner: { kind: 'athlete', id: 'a1', name: 'Bukayo Saka', type: 'athlete' },
                endYear: 2024,
                untilYear: null,
                status: 'ended',
              }),
            ],
            { total: 52, offset: 50 },
          ),
        ),
    });
    renderApp(<DataDeskPage />, '/data-desk?q=nike&sport=Football&review=1&sort=asOf&dir=desc&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Desk' })).toBeVisible();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Needs review')).toBeVisible();
    expect(within(rows[1]!).getByText('since 2019 · until 2030')).toBeVisible();
    expect(within(rows[2]!).queryByText('Needs review')).toBeNull();
    expect(within(rows[2]!).getByText('2019–2024')).toBeVisible();
    expect(within(rows[2]!).getByText('Athlete · Football')).toBeVisible();
    expect(within(rows[1]!).getByText('Arsenal press release, 2019')).toHaveAttribute(
      'title',
      'Arsenal press release, 2019',
    );
    expect(screen.getByText('51–52 of 52')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByLabelText('Search')).toHaveValue('nike');
    expect(screen.getByLabelText('Sport')).toHaveValue('Football');
    expect(screen.getByRole('button', { name: 'Needs review (12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Edited (3)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('tab', { name: 'Conflicts (2)' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /As of/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(calls.map((c) => c.path)).toContain(path);
    expect(calls.filter((c) => c.path.startsWith('/api/desk/partnerships'))).toHaveLength(1);
  });

  it('sorts by a column, then the other way, and says so with aria-sort', async () => {
    const u = userEvent.setup();
    const calls = desk({
      'GET /api/desk/partnerships?sort=brand&dir=asc': () => json(200, listPage([deal()])),
      'GET /api/desk/partnerships?sort=brand&dir=desc': () => json(200, listPage([deal()])),
    });
    renderApp(<DataDeskPage />, '/data-desk');
    const header = () => within(screen.getByRole('table')).getByRole('columnheader', { name: /Brand/ });
    await screen.findByRole('table');
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await u.click(within(header()).getByRole('button', { name: 'Brand' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await u.click(within(header()).getByRole('button', { name: 'Brand' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    const paths = calls.map((c) => c.path);
    expect(paths).toContain('/api/desk/partnerships?sort=brand&dir=asc');
    expect(paths).toContain('/api/desk/partnerships?sort=brand&dir=desc');
  });

  it('shows the empty state and a failure with Try again', async () => {
    const u = userEvent.setup();
    let fail = true;
    desk({
      'GET /api/desk/partnerships?status=ended': () => json(200, listPage([])),
      'GET /api/desk/partnerships': () =>
        fail ? json(500, { message: 'Something went wrong on our side.' }) : json(200, listPage([deal()])),
    });
    renderApp(<DataDeskPage />, '/data-desk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load partnerships.');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
    await u.selectOptions(screen.getByLabelText('Status'), 'ended');
    expect(await screen.findByText('No partnerships match these filters.')).toBeVisible();
  });
});

describe('editing a deal', () => {
  const open = async (routes: Routes) => {
    const u = userEvent.setup();
    const calls = desk({ 'GET /api/desk/partnerships/p1': () => json(200, record()), ...routes });
    renderApp(<DataDeskPage />, '/data-desk');
    const edit = await screen.findByRole('button', { name: 'Edit Nike – Arsenal (Kit supplier)' });
    await u.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit partnership' });
    await within(dialog).findByRole('form', { name: 'Edit partnership' });
    return { u, calls, dialog, edit };
  };

  it('shows the schema’s message for an end year before the start year, without calling the server', async () => {
    const { u, calls, dialog } = await open({});
    await u.clear(within(dialog).getByLabelText('Until year'));
    await u.type(within(dialog).getByLabelText('End year'), '2015');
    await fill(u, within(dialog).getByLabelText('Citation note'), 'Club statement, 2026');
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('end year must not be before start year')).toBeVisible();
    expect(within(dialog).getByLabelText('End year')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('asks for the citation note', async () => {
    const { u, calls, dialog } = await open({});
    await u.selectOptions(within(dialog).getByLabelText('Tier'), 'Standard');
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('citation note is required')).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('sends only the changed fields with the note, and shows the server’s refusal', async () => {
    let answer = json(409, { message: 'Someone else changed this deal a moment ago: reload it first.' });
    const { u, calls, dialog } = await open({ 'PATCH /api/desk/partnerships/p1': () => answer });
    await u.clear(within(dialog).getByLabelText('Until year'));
    await u.type(within(dialog).getByLabelText('Until year'), '2032');
    await fill(u, within(dialog).getByLabelText('Citation note'), 'Club statement, 2026');
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else changed this deal a moment ago: reload it first.',
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      untilYear: 2032,
      note: 'Club statement, 2026',
    });

    answer = json(400, { message: 'as of must not be in the future' });
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('as of must not be in the future')).toBeVisible();
  });

  it('undoes the last change after a confirmation', async () => {
    let undone = false;
    const { u, calls, dialog } = await open({
      'GET /api/desk/partnerships/p1': () =>
        json(
          200,
          undone
            ? record(deal(), [], null)
            : record(
                deal(),
                [
                  change(),
                  change({
                    id: 'c0',
                    action: 'create',
                    by: null,
                    citation: 'Club site',
                    fields: [{ field: 'type', before: null, after: 'Kit supplier' }],
                  }),
                ],
                'c1',
              ),
        ),
      'POST /api/desk/changes/c1/undo': () => {
        undone = true;
        return json(200, change({ id: 'c2', action: 'undo' }));
      },
    });
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(within(history).getByText(/editor@example\.test/)).toBeVisible();
    expect(within(history).getAllByText('1 Mar 2026, 12:00 UTC')).toHaveLength(2);
    expect(within(history).getByText('deleted account')).toBeVisible();
    expect(within(history).getByText('The Athletic, March 2026')).toBeVisible();
    expect(within(history).getByText('2028')).toBeVisible();
    expect(within(history).getByText('none')).toBeVisible();
    expect(within(history).getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    await u.click(within(history).getByRole('button', { name: 'Undo' }));
    expect(calls.some((c) => c.path.endsWith('/undo'))).toBe(false);
    const yes = within(history).getByRole('button', { name: 'Yes, undo' });
    expect(yes).toHaveFocus();
    await u.click(yes);
    expect(await screen.findByText('Change undone')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/desk/changes/c1/undo')).toHaveLength(
      1,
    );
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('ends the deal and confirms it today, each with its own call', async () => {
    let current = deal();
    const { u, calls, dialog } = await open({
      'GET /api/desk/partnerships/p1': () => json(200, record(current)),
      'POST /api/desk/partnerships/p1/end': () => {
        current = deal({ endYear: 2025, untilYear: null, status: 'ended' });
        return json(200, record(current));
      },
      'POST /api/desk/partnerships/p1/confirm': () =>
        json(400, { message: 'the citation must name a source' }),
    });
    const endToggle = within(dialog).getByRole('button', { name: 'End deal' });
    await u.click(endToggle);
    const endForm = within(dialog).getByRole('form', { name: 'End deal' });
    await u.clear(within(endForm).getByLabelText(/^End year/));
    await u.type(within(endForm).getByLabelText(/^End year/), '2025');
    await fill(u, within(endForm).getByLabelText('Citation note'), 'Club statement, June 2025');
    await u.click(within(endForm).getByRole('button', { name: 'End deal' }));
    expect(await screen.findByText('Deal ended')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/end'))?.body).toEqual({
      endYear: 2025,
      note: 'Club statement, June 2025',
    });
    expect(within(dialog).queryByRole('form', { name: 'End deal' })).toBeNull();
    expect(endToggle).toHaveFocus();
    await waitFor(() => expect(within(dialog).getByLabelText('End year')).toHaveValue('2025'));

    await u.click(within(dialog).getByRole('button', { name: 'Confirmed today' }));
    const confirmForm = within(dialog).getByRole('form', { name: 'Confirmed today' });
    expect(within(confirmForm).getByLabelText('Citation checked')).toHaveValue('Arsenal press release, 2019');
    await u.click(within(confirmForm).getByRole('button', { name: 'Confirm today' }));
    expect(await within(confirmForm).findByText('the citation must name a source')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({
      citation: 'Arsenal press release, 2019',
    });
  });

  it('closes with one Escape and gives focus back to the Edit button', async () => {
    const { u, edit } = await open({});
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edit).toHaveFocus();
  });

  it('opens the record a link names (?record=id); closing takes it out of the address, so it stays closed', async () => {
    const u = userEvent.setup();
    desk({ 'GET /api/desk/partnerships/p1': () => json(200, record()) });
    renderApp(<DataDeskPage />, '/data-desk?record=p1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit partnership' });
    expect(await within(dialog).findByRole('form', { name: 'Edit partnership' })).toBeVisible();
    await u.keyboard('{Escape}');
    // The dialog follows the address: it only stays closed once the id has left it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Edit Nike – Arsenal (Kit supplier)' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFeedbackItem, TFeedbackList } from '../../../core/contract/feedback';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import FeedbackAdminPage from './FeedbackAdminPage';

const admin = { ...testUser, role: 'admin' };
const item = (over: Partial<TFeedbackItem> = {}): TFeedbackItem => ({
  id: 'f1',
  createdAt: '2026-03-01T12:00:00.000Z',
  rating: 2,
  category: 'Data Quality',
  message: 'Missing a deal',
  context: 'intelligence-search',
  path: '/search?brand=Nike',
  userEmail: null,
  status: 'new',
  ...over,
});
const page = (items: TFeedbackItem[], total = items.length, n = 1): TFeedbackList => ({
  items,
  total,
  page: n,
  pageSize: 50,
});

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/admin/feedback', () => {
  it('shows a table with stars, user and status; a filter narrows it and the CSV link follows', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, admin),
      'GET /api/admin/feedback': () =>
        json(
          200,
          page([
            item(),
            item({
              id: 'f2',
              rating: 5,
              category: null,
              message: '',
              userEmail: 'ada@x.test',
              status: 'read',
            }),
          ]),
        ),
      'GET /api/admin/feedback?rating=1': () => json(200, page([])),
    });
    renderApp(<FeedbackAdminPage />, '/admin/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('img', { name: '2 of 5 stars' })).toBeVisible();
    expect(within(rows[1]!).getByText('anonymous')).toBeVisible();
    expect(within(rows[1]!).getByText('/search?brand=Nike')).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Mark read' })).toBeVisible();
    expect(within(rows[2]!).getByText('ada@x.test')).toBeVisible();
    expect(within(rows[2]!).queryByRole('button', { name: 'Mark read' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/feedback.csv',
    );

    await userEvent.selectOptions(screen.getByLabelText('Rating'), '1');
    expect(await screen.findByText('No feedback matches these filters.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/feedback.csv?rating=1',
    );
    expect(calls.map((c) => c.path)).toContain('/api/admin/feedback?rating=1');
  });

  it('says when there is no feedback at all', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, admin),
      'GET /api/admin/feedback': () => json(200, page([])),
    });
    renderApp(<FeedbackAdminPage />, '/admin/feedback');
    expect(await screen.findByText('No feedback yet.')).toBeVisible();
  });

  it('searches text after typing pauses, and pages 50 at a time', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, admin),
      'GET /api/admin/feedback': () => json(200, page([item()], 120)),
      'GET /api/admin/feedback?page=2': () => json(200, page([item({ id: 'f51' })], 120, 2)),
      'GET /api/admin/feedback?q=deal': () => json(200, page([item()], 1)),
    });
    renderApp(<FeedbackAdminPage />, '/admin/feedback');
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search'), 'deal');
    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(calls.map((c) => c.path).filter((p) => p.includes('q='))).toEqual(['/api/admin/feedback?q=deal']);
  });

  it('marks a row read and reloads the list', async () => {
    let status: 'new' | 'read' = 'new';
    const calls = mockApi({
      'GET /api/auth/me': () => json(200, admin),
      'GET /api/admin/feedback': () => json(200, page([item({ status })])),
      'PATCH /api/admin/feedback/f1': () => {
        status = 'read';
        return json(200, item({ status }));
      },
    });
    renderApp(<FeedbackAdminPage />, '/admin/feedback');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark read' })).toBeNull());
    expect(within(screen.getByRole('table')).getByText('Read')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'read' });
  });

  it('shows an error when the list cannot load', async () => {
    mockApi({
      'GET /api/auth/me': () => json(200, admin),
      'GET /api/admin/feedback': () => json(500, { message: 'Something went wrong on our side.' }),
    });
    renderApp(<FeedbackAdminPage />, '/admin/feedback');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load feedback. Please try again.');
  });

  it('turns away everyone but administrators', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => json(200, testUser) });
    renderApp(<FeedbackAdminPage />, '/admin/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });
});

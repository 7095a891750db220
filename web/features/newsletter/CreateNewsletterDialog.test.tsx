// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { CreateNewsletterDialog } from './CreateNewsletterDialog';
import { fromLondonInput, londonInput, nextFriday } from './ScheduleDialog';
import { splitAddresses } from './SendTestDialog';

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

const prefill = {
  'GET /api/newsletters/prefill': () =>
    json(200, { trending: { searches: [], portfolios: [], insights: [] } }),
};
const show = (onSaved = vi.fn()) => {
  renderApp(
    <QueryClientProvider client={queryClient}>
      <CreateNewsletterDialog open onOpenChange={() => {}} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog'));
};

describe('Create Newsletter dialog', () => {
  it('marks each missing or wrong field with its message, and sends nothing', async () => {
    const calls = mockApi(prefill);
    const dialog = show();
    await userEvent.type(dialog.getByLabelText(/^Link/), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Newsletter title is required')).toBeInTheDocument();
    expect(dialog.getByText('Every move needs a deal title')).toBeInTheDocument();
    expect(dialog.getByText('Link must be a web address starting with https://')).toBeInTheDocument();
    expect(dialog.getByLabelText('Newsletter Title')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Deal Title')).toHaveAccessibleDescription('Every move needs a deal title');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s per-field messages beside their fields', async () => {
    const calls = mockApi({
      ...prefill,
      'POST /api/newsletters': () =>
        json(400, {
          message: 'Update title must be at most 120 characters',
          fields: { 'platformUpdates.0.title': 'Update title must be at most 120 characters' },
        }),
    });
    const onSaved = vi.fn();
    const dialog = show(onSaved);
    await userEvent.type(dialog.getByLabelText('Newsletter Title'), 'Deadline day');
    await userEvent.type(dialog.getByLabelText('Deal Title'), 'Nike renews');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Platform Update' }));
    await userEvent.type(dialog.getByLabelText('Update Title'), 'Exports');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Update Title')).toHaveAccessibleDescription(
        'Update title must be at most 120 characters',
      ),
    );
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'Deadline day',
      moves: [{ title: 'Nike renews', category: 'football', url: '' }],
      platformUpdates: [{ title: 'Exports', type: 'feature' }],
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('Most Shared Insights', () => {
  it('takes one insight a line, checks the count, and sends them with the issue', async () => {
    const calls = mockApi({ ...prefill, 'POST /api/newsletters': () => json(201, {}) });
    const onSaved = vi.fn();
    const dialog = show(onSaved);
    await userEvent.type(dialog.getByLabelText('Newsletter Title'), 'Insightful');
    await userEvent.type(dialog.getByLabelText('Deal Title'), 'A move');
    const box = dialog.getByLabelText(/Most Shared Insights/);
    await userEvent.click(box);
    await userEvent.paste(Array.from({ length: 11 }, (_, i) => `Insight ${i + 1}`).join('\n'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('At most 10 insights')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('At most 10 insights');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.paste('Kit deals lead\n\n  Naming rights next  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'POST')!.body as { trending: { insights: string[] } };
    expect(sent.trending.insights).toEqual(['Kit deals lead', 'Naming rights next']);
  });
});

describe('schedule and test helpers', () => {
  it('read a date-time field as London time, in winter and in summer', () => {
    expect(fromLondonInput('2026-11-27T12:30')!.toISOString()).toBe('2026-11-27T12:30:00.000Z');
    expect(fromLondonInput('2026-07-03T12:30')!.toISOString()).toBe('2026-07-03T11:30:00.000Z');
    expect(londonInput(new Date('2026-07-03T11:30:00Z'))).toBe('2026-07-03T12:30');
    expect(fromLondonInput('')).toBeNull();
    expect(nextFriday(new Date('2026-11-27T12:31:00Z')).toISOString()).toBe('2026-12-04T12:30:00.000Z');
    expect(nextFriday(new Date('2026-11-27T09:00:00Z')).toISOString()).toBe('2026-11-27T12:30:00.000Z');
  });
  it('split the addresses typed for a test', () => {
    expect(splitAddresses(' a@x.test, b@x.test;c@x.test\nd@x.test ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
    ]);
  });
});

// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_RULES } from '../../core/widgets/alerts';
import { queryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage-keys';
import { json, mockApi, testUser } from '../test/api-mock';
import { renderApp } from '../test/render';
import { AlertsBell } from './AlertsBell';

const alert = (id: string, brand: string | null, title: string) => ({
  id,
  type: brand ? 'new_partnership' : 'market_trend',
  title,
  description: `${title} described`,
  brand,
  urgency: 'high',
  timestamp: new Date(Date.now() - 2.5 * 3_600_000).toISOString(),
  actionRequired: false,
  source: brand ? 'curated' : 'modelled',
  sourceName: 'editors',
  clickable: true,
  externalUrl: `https://news.google.com/search?q=${id}`,
  baseScore: 80,
  marketValue: 1e7,
});

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  calls = mockApi({
    'GET /api/auth/me': () => json(200, testUser),
    'GET /api/alerts': () =>
      json(200, {
        alerts: [
          alert('a1', 'Adidas', 'New partnership: Adidas and Liverpool FC'),
          alert('a2', 'Honda', 'Contract ending: Honda and Racing Bulls'),
          alert('a3', null, 'Short-form video takes share from broadcast'),
        ],
      }),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const badge = () => screen.queryByTestId('alerts-badge')?.textContent;

describe('AlertsBell', () => {
  it('starts at 3 unread; dismiss removes the alert, lowers the badge and is remembered', async () => {
    renderApp(<AlertsBell random={() => 0.9} />);
    const bell = await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    expect(badge()).toBe('3');
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Alerts' });
    const link = await within(panel).findByRole('link', { name: /Adidas and Liverpool FC/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://news.google.com/search?q=a1');
    expect(link).toHaveTextContent('2h ago');
    expect(link).toHaveTextContent('Curated');
    await userEvent.click(
      within(panel).getByRole('button', { name: /Dismiss alert: New partnership: Adidas/ }),
    );
    expect(within(panel).queryByText(/Adidas and Liverpool FC/)).toBeNull();
    expect(badge()).toBe('2');
    expect(JSON.parse(localStorage.getItem(storageKeys.alertsDismissed)!)).toEqual(['a1']);
  });

  it('filters by brand or Industry Wide and says when nothing is left', async () => {
    renderApp(<AlertsBell random={() => 0.9} />);
    await userEvent.click(await screen.findByRole('button', { name: /Alerts/ }));
    const panel = screen.getByRole('region', { name: 'Alerts' });
    await within(panel).findByText('Contract ending: Honda and Racing Bulls');
    const show = within(panel).getByLabelText('Show');
    expect([...(show as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All alerts',
      'Adidas',
      'Honda',
      'Industry Wide',
    ]);
    await userEvent.selectOptions(show, 'Industry Wide');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).getByText('Short-form video takes share from broadcast')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: /Dismiss alert: Short-form/ }));
    expect(within(panel).getByText('No alerts at this time')).toBeInTheDocument();
  });

  it('refreshes every 5 minutes while enabled, raising the badge when the random source says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const draws = [0.1, 0.5];
    renderApp(<AlertsBell random={() => draws.shift() ?? 0.9} />);
    await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    const fetches = () => calls.filter((c) => c.path === '/api/alerts').length;
    const before = fetches();
    await act(() => vi.advanceTimersByTimeAsync(ALERT_RULES.refreshMs));
    expect(badge()).toBe('4');
    expect(fetches()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(ALERT_RULES.refreshMs));
    expect(badge()).toBe('4');
    // switched off: no more refreshes
    await userEvent.click(screen.getByRole('button', { name: /Alerts/ }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(screen.getByText(/Paused/)).toBeInTheDocument();
    const paused = fetches();
    await act(() => vi.advanceTimersByTimeAsync(3 * ALERT_RULES.refreshMs));
    expect(fetches()).toBe(paused);
  });

  it('shows nothing to signed-out visitors', async () => {
    mockApi({});
    const { container } = renderApp(<AlertsBell />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('button')).toBeNull();
  });
});

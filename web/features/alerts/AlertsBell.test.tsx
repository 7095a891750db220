// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../core/contract/auth';
import { sourceText, valueText } from '../../../core/format/deal';
import { ALERT_RULES } from '../../../core/widgets/alerts';
import { testUniverse } from '../../../core/widgets/test-universe';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { stubNotifications } from '../../test/fake-notification';
import { renderApp } from '../../test/render';
import { AlertsBell } from './AlertsBell';

const deal = testUniverse().deal('s-united')!;
const alert = (id: string, brand: string | null, title: string, basis: 'Dataset' | 'Model' = 'Dataset') => ({
  id,
  type: brand ? 'contract_expiry' : 'market_trend',
  title,
  description: `${title} described`,
  brand,
  urgency: 'high',
  timestamp: new Date(Date.now() - 2.5 * 3_600_000).toISOString(),
  actionRequired: false,
  source: basis === 'Model' ? 'modelled' : 'curated',
  sourceName: basis === 'Model' ? 'Sponsorscope model' : 'Sponsorscope editors',
  basis,
  deal: brand ? deal : null,
  externalUrl: `https://news.google.com/search?q=${id}`,
  seen: false,
});
const feed = [
  alert('a1', 'Stride', 'Contract ending: Stride and United FC'),
  alert('a2', 'Vault Bank', 'Contract ending: Vault Bank and United FC'),
  alert('a3', null, 'Beverages deal flow rising', 'Model'),
];

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  calls = mockApi({
    'GET /api/auth/me': () => json(200, testUser),
    'GET /api/alerts': () => json(200, { alerts: feed }),
    'POST /api/alerts/seen': () => new Response(null, { status: 204 }),
    'POST /api/alerts/a1/dismiss': () => new Response(null, { status: 204 }),
    'POST /api/alerts/a3/dismiss': () => new Response(null, { status: 204 }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const badge = () => screen.queryByTestId('alerts-badge')?.textContent;

describe('AlertsBell', () => {
  it('counts the alerts not seen; opening the panel marks them seen on the server; dismiss is sent there', async () => {
    renderApp(<AlertsBell />);
    const bell = await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    expect(badge()).toBe('3');
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'Alerts' });
    const link = await within(panel).findByRole('link', { name: /Stride and United FC/ });
    // seen: the badge is gone and the server was told which alerts the panel showed
    expect(badge()).toBeUndefined();
    expect(calls.find((c) => c.path === '/api/alerts/seen')?.body).toEqual({ ids: ['a1', 'a2', 'a3'] });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://news.google.com/search?q=a1');
    expect(link).toHaveTextContent('2h ago');
    expect(link).toHaveTextContent('Curated');
    // the deal's figures exactly as every screen writes them
    expect(link).toHaveTextContent(valueText(deal.value));
    expect(link).toHaveTextContent(sourceText(deal));
    expect(within(panel).getByRole('link', { name: /Beverages deal flow rising/ })).toHaveTextContent(
      'Model',
    );
    await userEvent.click(
      within(panel).getByRole('button', { name: /Dismiss alert: Contract ending: Stride/ }),
    );
    expect(within(panel).queryByText(/Stride and United FC/)).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/alerts/a1/dismiss')).toBe(true);
  });

  it('starts from what the server says this user has seen', async () => {
    calls = mockApi({
      'GET /api/auth/me': () => json(200, testUser),
      'GET /api/alerts': () => json(200, { alerts: feed.map((a) => ({ ...a, seen: a.id !== 'a2' })) }),
    });
    renderApp(<AlertsBell />);
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/alerts/seen')).toBe(false);
  });

  it('filters by brand or Industry Wide and says when nothing is left', async () => {
    renderApp(<AlertsBell />);
    await userEvent.click(await screen.findByRole('button', { name: /Alerts/ }));
    const panel = screen.getByRole('region', { name: 'Alerts' });
    await within(panel).findByText('Contract ending: Vault Bank and United FC');
    const show = within(panel).getByLabelText('Show');
    expect([...(show as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All alerts',
      'Stride',
      'Vault Bank',
      'Industry Wide',
    ]);
    await userEvent.selectOptions(show, 'Industry Wide');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: /Dismiss alert: Beverages/ }));
    expect(within(panel).getByText('No alerts at this time')).toBeInTheDocument();
  });

  it('refreshes every 5 minutes while enabled; the badge follows the feed, never a random draw', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(<AlertsBell />);
    await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    const fetches = () => calls.filter((c) => c.path === '/api/alerts').length;
    const before = fetches();
    await act(() => vi.advanceTimersByTimeAsync(ALERT_RULES.refreshMs));
    expect(fetches()).toBe(before + 1);
    expect(badge()).toBe('3');
    feed.push(alert('a4', 'Stride', 'New partnership: Stride and Premier Cup'));
    await act(() => vi.advanceTimersByTimeAsync(ALERT_RULES.refreshMs));
    expect(badge()).toBe('4');
    feed.pop();
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

  describe('browser notifications for new alerts', () => {
    /** A feed the test changes between refreshes; the user's Push Notifications setting as given. */
    const live = (push: boolean) => {
      const state = { alerts: feed.slice(0, 2) };
      const calls = mockApi({
        'GET /api/auth/me': () => json(200, testUser),
        'GET /api/alerts': () => json(200, { alerts: state.alerts }),
        'GET /api/auth/settings': () => json(200, { ...defaultSettings, pushNotifications: push }),
        'POST /api/alerts/seen': () => new Response(null, { status: 204 }),
      });
      return { state, calls };
    };
    const refresh = () => act(() => vi.advanceTimersByTimeAsync(ALERT_RULES.refreshMs));

    it('notifies exactly the new unseen alerts of a refresh, never the first load, at most 3', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown } = stubNotifications('granted');
      const { state } = live(true);
      renderApp(<AlertsBell />);
      await screen.findByRole('button', { name: 'Alerts, 2 unread' });
      await refresh();
      expect(shown).toHaveLength(0);

      state.alerts = [
        alert('n1', 'Stride', 'New partnership: Stride and Premier Cup'),
        ...feed.slice(0, 2),
        { ...alert('n2', null, 'Seen elsewhere'), seen: true },
        alert('n3', 'Vault Bank', 'Contract ending: Vault Bank and City'),
      ];
      await refresh();
      await waitFor(() => expect(shown).toHaveLength(2));
      expect(shown.map((n) => [n.title, n.options])).toEqual([
        [
          'New partnership: Stride and Premier Cup',
          { body: 'New partnership: Stride and Premier Cup described', tag: 'n1' },
        ],
        [
          'Contract ending: Vault Bank and City',
          { body: 'Contract ending: Vault Bank and City described', tag: 'n3' },
        ],
      ]);

      // the same feed again: nothing new
      await refresh();
      // five new at once: three notifications
      state.alerts = [
        ...state.alerts,
        ...['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => alert(id, 'Stride', id)),
      ];
      await refresh();
      await waitFor(() => expect(shown).toHaveLength(5));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(shown.slice(2).map((n) => n.options?.tag)).toEqual(['m1', 'm2', 'm3']);

      // clicking one brings the tab forward with the alerts panel open
      const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
      expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
      act(() => shown[0]!.onclick?.());
      expect(focus).toHaveBeenCalled();
      expect(shown[0]!.close).toHaveBeenCalled();
      expect(screen.getByRole('region', { name: 'Alerts' })).toBeInTheDocument();
    });

    it('notifies nothing when the Push Notifications setting is off', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown } = stubNotifications('granted');
      const { state, calls } = live(false);
      renderApp(<AlertsBell />);
      await screen.findByRole('button', { name: 'Alerts, 2 unread' });
      state.alerts = [alert('n1', 'Stride', 'New partnership: Stride and Premier Cup'), ...state.alerts];
      await refresh();
      await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/settings')).toBe(true));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByRole('button', { name: 'Alerts, 3 unread' })).toBeInTheDocument();
      expect(shown).toHaveLength(0);
    });

    it('notifies nothing without the browser permission (and does not ask for it)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { shown, api } = stubNotifications('default');
      const { state } = live(true);
      renderApp(<AlertsBell />);
      await screen.findByRole('button', { name: 'Alerts, 2 unread' });
      state.alerts = [alert('n1', 'Stride', 'New partnership: Stride and Premier Cup'), ...state.alerts];
      await refresh();
      await screen.findByRole('button', { name: 'Alerts, 3 unread' });
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(shown).toHaveLength(0);
      expect(api.requestPermission).not.toHaveBeenCalled();
    });
  });
});

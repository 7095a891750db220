// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../core/format/money';
import { datasetMonitor, MONITORING_REFRESH_MS } from '../../../core/widgets/enterprise';
import { TEST_NOW, testUniverse } from '../../../core/widgets/test-universe';
import { queryClient } from '../../lib/query-client';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import EnterprisePage from './EnterprisePage';

const u = testUniverse();
/** The profile as the page receives it (through JSON). */
const profile = JSON.parse(JSON.stringify(u.brandProfile('stride')!));
const monitor = datasetMonitor(u.allDeals(), { brands: 4, properties: 7, athletes: 0 }, TEST_NOW);

let calls: ReturnType<typeof mockApi>;
beforeEach(() => {
  queryClient.clear();
  // jsdom lays nothing out: the capability cards scroll the tabs into view
  Element.prototype.scrollIntoView = vi.fn();
  calls = mockApi({
    'GET /api/enterprise/showcase': () => json(200, { brand: profile, computedAt: TEST_NOW.toISOString() }),
    'GET /api/enterprise/monitor': () => json(200, monitor),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const openTab = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name }));
};

describe('EnterprisePage', () => {
  it('shows the real showcase brand: KPIs from its profile, ROI and risk left out', async () => {
    renderApp(<EnterprisePage />);
    expect(
      await screen.findByText(/^Real data: everything below is Stride’s sponsorship portfolio/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/fictional|Sample data:/)).toBeNull();
    const kpi = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;
    expect(kpi('Portfolio value')).toHaveTextContent(`≈ ${formatMoney(profile.spend.usd)}`);
    expect(kpi('ROI')).toHaveTextContent('Not known');
    // s-united ends in 2026 and s-city in 2027: two of five running deals
    expect(kpi('Renewal exposure')).toHaveTextContent('2 of 5');
    expect(
      screen.getByText('1 from open data, 5 curated with a citation · 83% high confidence'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Running partnerships' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('derives action items and leaves sentiment out rather than invent it', async () => {
    renderApp(<EnterprisePage />);
    await screen.findByText(/^Real data/);
    await openTab('AI Insights');
    await userEvent.click(screen.getByRole('tab', { name: 'Sentiment Analysis' }));
    expect(screen.getByText(/^Not available: we do not collect social media posts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Action Items' }));
    const actions = screen.getByRole('region', { name: 'Action Items' });
    expect(within(actions).getAllByRole('listitem')[0]).toHaveTextContent(
      'Prepare the renewal case for United FC',
    );
    expect(within(actions).getAllByRole('listitem')[0]).toHaveTextContent('Before the end of 2026');
  });

  it('monitors the dataset from the server, every 30 s while live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(<EnterprisePage />);
    await screen.findByText(/^Real data/);
    await userEvent.click(screen.getByRole('button', { name: 'Monitoring' }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    const kpi = await screen.findByText('Deals in dataset', { selector: 'p' });
    expect(kpi.parentElement).toHaveTextContent('10');
    expect(screen.getByText('Latest check', { selector: 'p' }).parentElement).toHaveTextContent('2026-10');
    const fetches = () => calls.filter((c) => c.path === '/api/enterprise/monitor').length;
    const before = fetches();
    await act(() => vi.advanceTimersByTimeAsync(MONITORING_REFRESH_MS));
    expect(fetches()).toBe(before + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause updates' }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * MONITORING_REFRESH_MS));
    expect(fetches()).toBe(before + 1);
    await userEvent.click(screen.getByRole('tab', { name: 'Brand Exposure' }), {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(screen.getByText(/^Not available: we do not collect broadcast/)).toBeInTheDocument();
  });

  it('says so when the showcase cannot be loaded', async () => {
    mockApi({ 'GET /api/enterprise/showcase': () => json(500, { message: 'down' }) });
    renderApp(<EnterprisePage />);
    expect(await screen.findByText(/Could not load the showcase portfolio/)).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../../core/contract/auth';
import type { TBrandData } from '../../../../core/contract/intelligence';
import type { TCompetitor, TDeal } from '../../../../core/contract/profile';
import { NOW, world } from '../../../../core/intelligence/engine/test-world';
import { Universe } from '../../../../core/intelligence/engine/universe';
import { queryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { json, mockApi, testUser } from '../../../test/api-mock';
import { brandAnswer, firstScreenPath } from '../../../test/brand-data';
import { renderApp } from '../../../test/render';
import SearchPage from '../SearchPage';
import { FORECAST_MS } from './PredictiveAnalytics';

const engine = new Universe(world(), NOW).brandProfile('nike')!;
const rival = (name: string, more: Partial<TCompetitor>): TCompetitor => ({
  name,
  industry: 'Athletic Apparel',
  activeDeals: 10,
  spendUsd: 200e6,
  share: 20,
  score: 74,
  sharedProperties: [],
  sharedSports: ['Football'],
  keyPartnerships: [],
  overlap: 'Both active in Football',
  ...more,
});
// Nike's own figures fixed, with two rivals: one ahead on three figures, one whose deals fail to load.
const nike: TBrandData = brandAnswer({
  ...engine,
  score: { ...engine.score, overall: 74 },
  counts: { ...engine.counts, active: 10 },
  spend: { ...engine.spend, usd: 200e6, deals: 10 },
  competitors: [
    rival('Stride', { score: 81, activeDeals: 4, spendUsd: 300e6, share: 30 }),
    rival('Leap', { score: 60, activeDeals: 12, spendUsd: 100e6, share: 10 }),
  ],
  deals: engine.deals.map((d, i) => ({ ...d, asOf: ['2025-08', '2026-10', null][i % 3]! })),
  asOfYear: 2026,
});
const started = (...years: number[]): TDeal[] =>
  years.map((start, i) => ({
    ...engine.deals[0]!,
    id: `x${i}`,
    brand: 'Stride',
    contract: { ...engine.deals[0]!.contract, start },
  }));
const page = (partnerships: TDeal[]) => ({
  total: partnerships.length,
  offset: 0,
  limit: 5000,
  nextOffset: null,
  partnerships,
});
const monitor = (computedAt: string) => ({ computedAt });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.onboardingDone, 'true');
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openNike(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/auth/me': () => json(200, testUser),
    'GET /api/auth/settings': () => json(200, defaultSettings),
    [`GET ${firstScreenPath('Nike')}`]: () => json(200, nike),
    'GET /api/partnerships?brand=Stride&limit=5000': () => json(200, page(started(2021, 2024, 2025, 2026))),
    'GET /api/partnerships?brand=Leap&limit=5000': () => json(500, { message: 'down' }),
    'GET /api/enterprise/monitor': () => json(200, monitor('2026-11-28T09:30:00.000Z')),
    ...routes,
  });
  renderApp(<SearchPage />, '/search?brand=Nike');
  return calls;
}

describe('brand view: last updated', () => {
  it('shows the latest as-of date of the deals shown, not when the page was drawn', async () => {
    openNike();
    await screen.findByRole('tab', { name: 'Portfolio' });
    expect(screen.getByText('Last updated October 2026')).toBeVisible();
    expect(screen.queryByText(/^Last updated \d\d:\d\d/)).toBeNull();
  });

  it('says Not available when no deal shown has a check date', async () => {
    openNike({
      [`GET ${firstScreenPath('Nike')}`]: () =>
        json(200, brandAnswer({ ...nike, deals: nike.deals.map((d) => ({ ...d, asOf: null })) })),
    });
    await screen.findByRole('tab', { name: 'Portfolio' });
    expect(screen.getByText('Last updated Not available')).toBeVisible();
  });
});

describe('Competitive Analysis', () => {
  it('each card has its deal-start trend; the detail lists strengths and potential weaknesses', async () => {
    openNike();
    await userEvent.click(await screen.findByRole('tab', { name: 'Intelligence' }));
    const stride = screen.getByRole('button', { name: /^Stride/ });
    // 3 deals began in 2024-2026 against 1 in 2021-2023.
    await waitFor(() => expect(stride).toHaveTextContent(/Trend\s*\+200%/));
    expect(within(stride).getByLabelText('up')).toBeInTheDocument();
    const leap = screen.getByRole('button', { name: /^Leap/ });
    expect(await within(leap).findByText('Trend: Not available')).toBeInTheDocument();

    await userEvent.click(stride);
    const detail = screen.getByRole('region', { name: 'Stride compared with Nike' });
    const list = (heading: string) =>
      within(detail)
        .getByRole('heading', { name: heading })
        .nextElementSibling!.textContent!.split(/(?=Higher|Larger|Lower|Fewer|More|Smaller)/);
    expect(list('Strengths')).toEqual([
      "Higher BaseScore: 81 against Nike's 74",
      "Larger estimated known spend: ≈\u00a0$300M a year against Nike's ≈\u00a0$200M a year",
      "Larger average deal: ≈\u00a0$75M against Nike's ≈\u00a0$20M",
    ]);
    expect(list('Potential weaknesses')).toEqual(["Fewer running deals: 4 against Nike's 10"]);
    expect(detail).toHaveTextContent(
      '3 deals began in 2024-2026 against 1 in 2021-2023 (2021: 1, 2022: 0, 2023: 0, 2024: 1, 2025: 1, 2026: 1)',
    );

    await userEvent.click(leap);
    const other = screen.getByRole('region', { name: 'Leap compared with Nike' });
    expect(within(other).getByText('Trend:').nextSibling).toHaveTextContent('Not available');
    expect(within(other).getByRole('heading', { name: 'Strengths' }).nextElementSibling).toHaveTextContent(
      "More running deals: 12 against Nike's 10",
    );
    await userEvent.click(leap);
    expect(screen.queryByRole('region', { name: /compared with Nike/ })).toBeNull();
  });
});

describe('Update Forecasts', () => {
  it('fetches the forecasts again, shows Calculating for 2.5 s, then when the engine computed them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let computed = '2026-11-28T09:30:00.000Z';
    let profile = nike;
    const calls = openNike({
      [`GET ${firstScreenPath('Nike')}`]: () => json(200, profile),
      'GET /api/enterprise/monitor': () => json(200, monitor(computed)),
    });
    await user.click(await screen.findByRole('tab', { name: 'Intelligence' }));
    const panel = screen.getByRole('region', { name: 'Predictive Analytics' });
    expect(await within(panel).findByText('28 Nov 2026, 09:30 UTC')).toBeInTheDocument();

    computed = '2026-11-28T10:05:00.000Z';
    profile = {
      ...nike,
      predictions: nike.predictions.map((p, i) => (i ? p : { ...p, description: 'A newer reading.' })),
    };
    await user.click(within(panel).getByRole('button', { name: 'Update Forecasts' }));
    expect(within(panel).getByRole('button', { name: 'Calculating' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(FORECAST_MS - 100));
    expect(within(panel).getByRole('button', { name: 'Calculating' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(panel).getByRole('button', { name: 'Update Forecasts' })).toBeEnabled();
    expect(calls.filter((c) => c.path === firstScreenPath('Nike'))).toHaveLength(2);
    expect(await screen.findByText('Forecasts updated')).toBeVisible();
    expect(
      screen.getByText('Computed 28 Nov 2026, 10:05 UTC: new figures from the latest data.'),
    ).toBeVisible();
    expect(within(panel).getByText('28 Nov 2026, 10:05 UTC')).toBeInTheDocument();
    expect(within(panel).getByText('A newer reading.')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let down = false;
    openNike({
      'GET /api/enterprise/monitor': () =>
        down ? json(503, { message: 'down' }) : json(200, monitor('2026-11-28T09:30:00.000Z')),
    });
    await user.click(await screen.findByRole('tab', { name: 'Intelligence' }));
    const panel = screen.getByRole('region', { name: 'Predictive Analytics' });
    await within(panel).findByText('28 Nov 2026, 09:30 UTC');
    down = true;
    await user.click(within(panel).getByRole('button', { name: 'Update Forecasts' }));
    await act(() => vi.advanceTimersByTimeAsync(FORECAST_MS + 100));
    expect(screen.getByText('Forecasts not updated')).toBeVisible();
    expect(screen.getByText('Unable to reach the server. Please try again.')).toBeVisible();
  });
});

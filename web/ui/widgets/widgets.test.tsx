// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRunning } from '../../../core/contract/profile';
import { valueFigure } from '../../../core/format/deal';
import { renewalLikelihood } from '../../../core/intelligence/engine/brand-profile';
import { probabilityColour } from '../../../core/intelligence/score';
import { INSIGHTS_DELAY_MS, insightsFor } from '../../../core/widgets/insights';
import { TEST_NOW, testUniverse } from '../../../core/widgets/test-universe';
import { ContractExpiryWidget } from './ContractExpiryWidget';
import { DataSourceBadge } from './DataSourceBadge';
import { InsightsWidget } from './InsightsWidget';
import { MarketShareWidget } from './MarketShareWidget';

afterEach(() => {
  vi.useRealTimers();
});

const u = testUniverse();
const profile = u.brandProfile('stride')!;

describe('ContractExpiryWidget', () => {
  it('tracks announced ends by urgency, with the model’s renewal likelihood and the deal’s own value', async () => {
    render(<ContractExpiryWidget profile={profile} now={TEST_NOW} />);
    const summary = screen.getByLabelText('Portfolio summary');
    expect(within(summary).getByText('Running contracts').nextSibling).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'All (5)' })).toHaveAttribute('aria-pressed', 'true');
    const dated = screen.getByRole('list', { name: 'Contracts with an announced end' });
    expect(
      within(dated)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['United FC', 'City FC', 'Athletic FC']);
    const united = within(dated).getAllByRole('listitem')[0]!;
    const deal = u.deal('s-united')!;
    expect(united).toHaveTextContent('End of 2026 (announced) · 1 month');
    expect(united).toHaveTextContent(valueFigure(deal.value));
    expect(united).toHaveTextContent('Reported (United plc, 2014): £75M a year');
    const odds = within(united).getByText(`${renewalLikelihood(deal, 2026)}%`);
    expect(odds.dataset.band).toBe(probabilityColour(renewalLikelihood(deal, 2026)));
    expect(united).toHaveTextContent('Competitors in footballSwoosh, Leap');
    // no end announced: listed, never dated
    const open = screen.getByRole('region', { name: 'No end announced (2)' });
    expect(open).toHaveTextContent('Rovers FC');
    expect(open).toHaveTextContent('Premier Cup');
    expect(open).not.toHaveTextContent(/End of|until/);

    await userEvent.click(screen.getByRole('button', { name: 'Critical (1)' }));
    expect(screen.getByText('United FC')).toBeInTheDocument();
    expect(screen.queryByText('City FC')).toBeNull();
    expect(screen.queryByRole('region', { name: /No end announced/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'High (0)' }));
    expect(screen.getByText('No contracts match this filter.')).toBeInTheDocument();
  });

  it('says so when no contract is running', () => {
    const pastOnly = { ...profile, deals: profile.deals.filter((d) => !isRunning(d)) };
    render(<ContractExpiryWidget profile={pastOnly} now={TEST_NOW} />);
    expect(screen.getByText('No running contracts on record.')).toBeInTheDocument();
  });
});

describe('MarketShareWidget', () => {
  it('shows the engine’s rows, says what the share is of, and highlights the brand', async () => {
    render(<MarketShareWidget profile={profile} />);
    const market = screen.getByRole('region', { name: 'Market Share Analysis' });
    expect(market).toHaveTextContent(
      'Share of estimated known spend of Athletic Apparel brands in our dataset',
    );
    const rows = within(market).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(profile.marketShare.rows.length);
    const stride = rows.find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(stride).toHaveTextContent('Stride');
    expect(within(market).queryByRole('columnheader', { name: 'Trend' })).toBeNull();
    await userEvent.click(within(market).getByRole('button', { name: 'Deals' }));
    expect(within(market).getByRole('columnheader', { name: 'Running deals' })).toBeInTheDocument();
    expect(stride.lastElementChild).toHaveTextContent(/^5$/);
  });
});

describe('MarketShareWidget in Deals mode', () => {
  it('ranks and sizes the rows by running deals, not by spend', async () => {
    const row = (brand: string, share: number, deals: number, spendUsd: number) => ({
      brand,
      share,
      deals,
      spendUsd,
      focus: brand === 'Stride',
    });
    const p = {
      ...profile,
      marketShare: {
        ...profile.marketShare,
        rows: [row('Stride', 70, 5, 700e6), row('Swoosh', 20, 12, 200e6), row('Leap', 10, 8, 100e6)],
      },
    };
    render(<MarketShareWidget profile={p} />);
    const market = screen.getByRole('region', { name: 'Market Share Analysis' });
    const table = () =>
      within(market)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent).join(' '));
    expect(table()).toEqual(['1 Stride 70%', '2 Swoosh 20%', '3 Leap 10%']);
    await userEvent.click(within(market).getByRole('button', { name: 'Deals' }));
    expect(table()).toEqual(['1 Swoosh 12', '2 Leap 8', '3 Stride 5']);
  });
});

describe('InsightsWidget', () => {
  it('shows the insights derived from the profile with their basis; Generate reorders them after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<InsightsWidget profile={profile} variant="enterprise" />);
    const derived = insightsFor(profile);
    const titles = () => screen.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    const before = titles();
    expect(before).toEqual(derived.map((i) => i.title));
    expect(screen.getAllByText('Model').length).toBe(derived.filter((i) => i.basis === 'Model').length);
    await user.click(screen.getByRole('button', { name: 'Risks' }));
    expect(titles()).toEqual(derived.filter((i) => i.type === 'risk').map((i) => i.title));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(INSIGHTS_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Generate Insights' })).toBeEnabled();
    const after = titles();
    expect(after).toEqual([...before.slice(1), before[0]]);
    for (const badge of screen.getAllByText(/ impact$/)) {
      const impact = badge.textContent?.split(' ')[0];
      expect(badge.dataset.band).toBe({ high: 'red', medium: 'yellow', low: 'green' }[impact!]);
    }
  });
});

describe('DataSourceBadge', () => {
  it('shows the computed source mix and when the data was last checked, not when it was drawn', () => {
    render(<DataSourceBadge mix={profile.sourceMix} deals={profile.deals} />);
    expect(
      screen.getByText('1 from open data, 5 curated with a citation · 83% high confidence'),
    ).toBeInTheDocument();
    // The values counted are those of the running deals, as in the estimated known spend.
    expect(profile.spend).toMatchObject({ deals: 5, reported: 1, estimated: 4 });
    expect(screen.getByText('Values of the 5 running deals: 1 reported, 4 estimated')).toBeInTheDocument();
    // The deals were checked 2025-08 and 2026-10 (one open-data row has no check date).
    expect(profile.deals.map((d) => d.asOf).sort()).toEqual([
      '2025-08',
      '2025-08',
      '2025-08',
      '2025-08',
      '2026-10',
      null,
    ]);
    const checked = screen.getByText('October 2026');
    expect(checked.closest('span')).toHaveTextContent('Last checked October 2026');
    expect(checked).toHaveAttribute('datetime', '2026-10');
    expect(screen.queryByText(/Just now|ago/)).toBeNull();
  });

  it('says Not available when no deal shown has a check date', () => {
    render(
      <DataSourceBadge
        mix={{ ...profile.sourceMix, highConfidencePercent: 91 }}
        deals={profile.deals.map((d) => ({ ...d, asOf: null }))}
      />,
    );
    expect(
      screen.getByText('1 from open data, 5 curated with a citation · 91% high confidence'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last checked Not available')).toBeInTheDocument();
  });

  it('says how many deals are curated with a citation, never "0% verified", when none is from open data', () => {
    const curated = profile.deals.filter((d) => d.source === 'curated');
    const mix = { ...profile.sourceMix, facts: 5, verified: 0, curated: 5, verifiedPercent: 0 };
    render(<DataSourceBadge mix={mix} deals={curated} />);
    expect(screen.getByText('5 curated with a citation · 83% high confidence')).toBeInTheDocument();
    expect(screen.queryByText(/0% verified/)).toBeNull();
  });
});

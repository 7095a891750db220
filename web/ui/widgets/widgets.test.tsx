// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_DELAY_MS } from '../../../core/widgets/insights';
import { ContractExpiryWidget } from './ContractExpiryWidget';
import { DataSourceBadge } from './DataSourceBadge';
import { InsightsWidget } from './InsightsWidget';

afterEach(() => {
  vi.useRealTimers();
});

const now = new Date('2026-11-22T10:00:00Z');
const deal = (id: string, endDate: string | null) => ({
  id,
  propertyName: `${id} FC`,
  partnershipType: 'Kit supplier',
  dealValue: 12e6,
  startDate: '2020-01-01',
  endDate,
  source: 'curated' as const,
});

describe('ContractExpiryWidget', () => {
  it('filters All, Critical and High, colours renewal odds and sums the portfolio', async () => {
    render(
      <ContractExpiryWidget
        brand="Nike"
        deals={[deal('Soon', '2027-02-28'), deal('Later', '2027-09-30'), deal('Far', '2030-06-30')]}
        rivals={['Adidas']}
        now={now}
      />,
    );
    const summary = screen.getByLabelText('Portfolio summary');
    expect(within(summary).getByText('$36M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Critical (1)' }));
    expect(screen.getByText('Soon FC')).toBeInTheDocument();
    expect(screen.queryByText('Later FC')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'High (1)' }));
    expect(screen.getByText('Later FC')).toBeInTheDocument();
    for (const odds of screen.getAllByText(/^\d+%$/).filter((e) => e.dataset.band)) {
      const p = Number.parseInt(odds.textContent ?? '', 10);
      expect(odds.dataset.band).toBe(p >= 80 ? 'green' : p >= 60 ? 'yellow' : 'red');
    }
  });

  it('says so when no contract is running', () => {
    render(<ContractExpiryWidget brand="Nike" deals={[deal('Old', '2019-12-31')]} rivals={[]} now={now} />);
    expect(screen.getByText('No running contracts on record.')).toBeInTheDocument();
  });
});

describe('InsightsWidget', () => {
  it('processes for 2 s on Generate Insights, then shows a refreshed list; tabs filter by type', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<InsightsWidget brand="Visa" partners={['FIFA World Cup']} variant="enterprise" />);
    const titles = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    const before = titles();
    expect(before).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Risks' }));
    expect(titles()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(INSIGHTS_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Generate Insights' })).toBeEnabled();
    expect(titles()).not.toEqual(before);
    // enterprise impact colours: high red, medium yellow, low green
    for (const badge of screen.getAllByText(/ impact$/)) {
      const impact = badge.textContent?.split(' ')[0];
      expect(badge.dataset.band).toBe({ high: 'red', medium: 'yellow', low: 'green' }[impact!]);
    }
  });
});

describe('DataSourceBadge', () => {
  it('shows the accuracy (95% by default), the source and how long ago', () => {
    render(<DataSourceBadge source="F1DB" updatedAt={Date.now() - 3 * 60_000} />);
    expect(screen.getByText('95% Verified')).toBeInTheDocument();
    expect(screen.getByText('F1DB')).toBeInTheDocument();
    expect(screen.getByText('3m ago')).toBeInTheDocument();
  });
});

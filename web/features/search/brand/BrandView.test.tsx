// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultSettings } from '../../../../core/contract/auth';
import type { TBrandData } from '../../../../core/contract/intelligence';
import { queryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { json, mockApi, testUser } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import SearchPage from '../SearchPage';

const user = testUser;
const deal = (partner: string, partnerKind: 'team' | 'league', region: string, sport = 'Football') => ({
  id: partner,
  partner,
  partnerKind,
  sport,
  region,
  type: 'Kit supplier',
  tier: 'Premium' as const,
  startYear: 2020,
  endYear: 2030,
  active: true,
  source: 'curated' as const,
  sourceName: 'curated',
});
const acme: TBrandData = {
  brand: {
    name: 'Acme',
    industry: 'Athletic Apparel',
    headquarters: 'London, UK',
    source: 'curated',
    sourceName: 'curated',
  },
  teams: ['Chelsea', 'LA Galaxy'],
  athletes: [],
  events: [],
  leagues: ['NBA'],
  federations: [],
  stackmap: { teams: 2, athletes: 0, events: 0, leagues: 1, federations: 0 },
  partnerships: [
    deal('Chelsea', 'team', 'UK'),
    deal('LA Galaxy', 'team', 'North America'),
    deal('NBA', 'league', 'North America', 'Basketball'),
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(storageKeys.onboardingDone, 'true');
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

function openBrand(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/auth/me': () => json(200, user),
    'GET /api/auth/settings': () => json(200, { ...defaultSettings, dataExportFormat: 'csv' }),
    'GET /api/brand/Acme/data': () => json(200, acme),
    ...extra,
  });
  renderApp(<SearchPage />, '/search?brand=Acme');
  return calls;
}

describe('brand view', () => {
  it('shows the header, score card, stat tiles, accuracy badge and a fallback logo', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeVisible();
    expect(screen.getByText('96% source accuracy')).toBeVisible();
    expect(screen.getByText('Budget')).toBeVisible();
    expect(screen.getByText('active deals')).toBeVisible();
    const badge = screen.getByRole('button', { name: /BaseLine score \d+ out of 100/ });
    const score = Number(badge.getAttribute('aria-label')!.match(/\d+/)![0]);
    // 90 or more green, 80 or more yellow, else red (spec 02 section 5).
    const colour = score >= 90 ? 'green' : score >= 80 ? 'yellow' : 'red';
    expect(within(badge).getByText(String(score))).toHaveAttribute('data-colour', colour);
    expect(await screen.findByTestId('brand-logo-fallback')).toHaveTextContent('A');
    expect(screen.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toContain('Acme');
  });

  it('Portfolio: a tile toggles its list, "US" matches North America, a card expands, Clear resets', async () => {
    openBrand();
    const teams = await screen.findByRole('button', { name: /^2\s*Teams/ });
    await userEvent.click(teams);
    const list = screen.getByRole('list', { name: 'Teams in the portfolio' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'us');
    expect(
      within(screen.getByRole('list', { name: 'Teams in the portfolio' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    const card = screen.getByRole('button', { name: /LA Galaxy/ });
    expect(card).toHaveTextContent('A high-value strategic partnership');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Partnership scope')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Region')).toHaveValue('all');
    await userEvent.click(screen.getByRole('button', { name: /Teams/ }));
    expect(screen.queryByRole('list', { name: 'Teams in the portfolio' })).not.toBeInTheDocument();
  });

  it('every tab shows its content', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByText(/industry average of 72/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What the metrics mean' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Activations' }));
    expect(screen.getByRole('heading', { name: 'Recent Campaigns (Last 12 Months)' })).toBeVisible();
    expect(screen.getAllByText('Modelled')).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Headlines' }));
    for (const h of ['Top Performing', 'Missed Opportunities', 'Signature Moves', 'Common Themes'])
      expect(screen.getByRole('heading', { name: h })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(screen.getByText('cmo@acme.com')).toBeVisible();
  });

  it('Intelligence: a competitor card selects and deselects; Update Forecasts calculates for 2.5 s', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('tab', { name: 'Intelligence' }));
    const nike = screen.getByRole('button', { name: /^Nike/ });
    await userEvent.click(nike);
    expect(screen.getByText('Average deal size')).toBeVisible();
    await userEvent.click(nike);
    expect(screen.queryByText('Average deal size')).not.toBeInTheDocument();

    const before = screen.getAllByTestId('probability').map((e) => e.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Update Forecasts' }));
    expect(screen.getByRole('button', { name: 'Calculating' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Forecasts' })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(screen.getAllByTestId('probability').map((e) => e.textContent)).not.toEqual(before);

    await userEvent.click(screen.getByRole('button', { name: 'Financial' }));
    expect(screen.getByText('Sponsorship ROI')).toBeVisible();
    expect(screen.queryByText('Total reach')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(screen.getByRole('button', { name: 'Refreshing' })).toBeDisabled();
  });

  it('the outreach dialog puts the edited subject and body in the mailto link', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Outreach' }));
    const dialog = await screen.findByRole('dialog');
    const subject = within(dialog).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hello & welcome');
    const href = within(dialog).getByRole('link', { name: 'Send Email' }).getAttribute('href')!;
    expect(href.startsWith('mailto:cmo@acme.com?subject=Hello%20%26%20welcome&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('Hello Acme team,');
  });

  it('Report: toasts, disables while generating, opens the report; a refusal shows the server message', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    let release: () => void = () => {};
    openBrand({
      'POST /api/reports/generate/Acme': () =>
        new Promise((r) => (release = () => r(json(201, { reportUrl: '/api/reports/abc' })))),
    });
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('button', { name: 'Sponsorscope Report' }));
    expect(await screen.findByText('Generating Report')).toBeVisible();
    expect(screen.getByText('Creating Sponsorscope intelligence report for Acme...')).toBeVisible();
    expect(
      screen.getAllByRole('button', { name: /Generating/ }).every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    release();
    expect(await screen.findByText('Report Generated')).toBeVisible();
    expect(tab.location.href).toBe('/api/reports/abc');
  });

  it('Report failures: Generation Failed with the message, Connection Error on a network failure', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    let fail = true;
    openBrand({
      'POST /api/reports/generate/Acme': () => {
        if (fail) return json(400, { message: 'name must be at most 100 characters' });
        throw new TypeError('network');
      },
    });
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Generation Failed')).toBeVisible();
    expect(screen.getByText('name must be at most 100 characters')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Connection Error')).toBeVisible();
    expect(screen.getByText('Unable to generate report. Please try again.')).toBeVisible();
  });

  it('exports the portfolio in the format from settings', async () => {
    const created: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:x';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    openBrand();
    await userEvent.click(await screen.findByRole('button', { name: 'Export (CSV)' }));
    expect(await screen.findByText('Export ready')).toBeVisible();
    const text = await created[0]!.text();
    expect(text.split('\n')[0]).toContain('Property,Sport,Region,Tier');
    expect(text).toContain('LA Galaxy,Football,North America,Premium');
  });

  it('builds a real Excel workbook for the xlsx preference', async () => {
    const { buildExport } = await import('./export');
    const { buildBrandProfile } = await import('../../../../core/intelligence/profile');
    const file = await buildExport(buildBrandProfile('Acme', acme), 'xlsx', new Date('2026-11-22T00:00:00Z'));
    expect(file.name).toBe('Acme-portfolio-2026-11-22.xlsx');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toContain('xl/workbook.xml');
    expect(strFromU8(files['xl/workbook.xml']!)).toMatch(/Portfolio[\s\S]*Metrics/);
  });

  it('an unknown brand gets a generated profile, marked as modelled', async () => {
    openBrand({ 'GET /api/brand/Acme/data': () => json(404, { message: 'No brand' }) });
    expect(await screen.findByText('Not in our dataset yet: figures are modelled')).toBeVisible();
  });

  it('a failing load is retried, then shows Error loading data. with the message', async () => {
    const calls = openBrand({ 'GET /api/brand/Acme/data': () => json(500, { message: 'down' }) });
    expect(await screen.findByText('Loading Acme...')).toBeVisible();
    expect(await screen.findByText('Error loading data.', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Failed to fetch data: 500')).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/brand/Acme/data')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  }, 15_000);
});

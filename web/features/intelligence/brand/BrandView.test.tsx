// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultSettings } from '../../../../core/contract/auth';
import type { TBrandData } from '../../../../core/contract/intelligence';
import { NOW, world } from '../../../../core/intelligence/engine/test-world';
import { Universe } from '../../../../core/intelligence/engine/universe';
import { firstDeals } from '../../../../core/widgets/figures';
import { queryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage-keys';
import { json, mockApi, testUser } from '../../../test/api-mock';
import { brandAnswer, firstScreenPath } from '../../../test/brand-data';
import { renderApp } from '../../../test/render';
import SearchPage from '../SearchPage';

const user = testUser;
// The real engine on a small dataset: Nike has two running kit deals (Chelsea, PSG) and one past one.
const universe = new Universe(world(), NOW);
const acme: TBrandData = brandAnswer(universe.brandProfile('nike')!);

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
    [`GET ${firstScreenPath('Nike')}`]: () => json(200, acme),
    ...extra,
  });
  renderApp(<SearchPage />, '/search?brand=Nike');
  return calls;
}

describe('brand view', () => {
  it('shows the header, score card, computed stat tiles and source badge, and a fallback logo', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();
    expect(screen.getByText(`${acme.sourceMix.highConfidencePercent}% high-confidence facts`)).toBeVisible();
    expect(
      screen.getByText(
        `Partial: ${acme.sourceMix.facts} ${acme.sourceMix.facts === 1 ? 'deal' : 'deals'} on file`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Estimated known spend')).toBeVisible();
    expect(screen.getByText('active deals · 1 past')).toBeVisible();
    const badge = screen.getByRole('button', {
      name: `BaseLine score ${acme.score.overall} out of 100: what it means`,
    });
    const score = acme.score.overall;
    // 85 or more green, 70 or more yellow, else red (decision 012: one scale everywhere).
    const colour = score >= 85 ? 'green' : score >= 70 ? 'yellow' : 'red';
    expect(within(badge).getByText(String(score))).toHaveAttribute('data-colour', colour);
    expect(await screen.findByTestId('brand-logo-fallback')).toHaveTextContent('N');
    expect(screen.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toContain('Nike');
  });

  it('Portfolio: tiles count the listed running deals, filters apply, a card shows value and source; past deals apart', async () => {
    openBrand();
    const teams = await screen.findByRole('button', { name: /^2\s*Teams/ });
    await userEvent.click(teams);
    const list = screen.getByRole('list', { name: 'Teams in the portfolio' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The UK keeps Chelsea alone; Europe includes the UK (Chelsea and Paris Saint-Germain).
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'uk');
    expect(screen.getByRole('button', { name: /^1\s*Teams/ })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'europe');
    expect(screen.getByRole('button', { name: /^2\s*Teams/ })).toBeVisible();
    const card = screen.getByRole('button', { name: /Paris Saint-Germain FC/ });
    expect(card).toHaveTextContent('since 1989 · ongoing');
    expect(card).toHaveTextContent(/Annual value · Estimate/);
    expect(card).toHaveTextContent(/≈ \$\d+M/);
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Curated · club announcement, test · high confidence/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Region')).toHaveValue('all');
    await userEvent.click(screen.getByRole('button', { name: /Past partnerships \(1\)/ }));
    const past = screen.getByRole('list', { name: 'Past partnerships' });
    expect(within(past).getByText('Manchester United FC')).toBeVisible();
    expect(within(past).getByText('Ended 2015')).toBeVisible();
  });

  it('every tab shows its content, computed from the portfolio', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByRole('heading', { name: 'What the metrics mean' })).toBeVisible();
    expect(
      screen.getByText(
        `Range ${acme.score.metrics.range.value}/100 from: ${acme.score.metrics.range.inputs}.`,
      ),
    ).toBeVisible();
    expect(screen.getByText(/closest competitors average/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Activations' }));
    expect(screen.getByRole('heading', { name: 'Recent Campaigns (Last 12 Months)' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Headlines' }));
    for (const h of ['Top Performing', 'Missed Opportunities', 'Signature Moves', 'Common Themes'])
      expect(screen.getByRole('heading', { name: h })).toBeVisible();
    expect(screen.getByText('Football: 2 active deals')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(screen.getByText(/No named contacts are on file for Nike/)).toBeVisible();
  });

  it('a large portfolio: the first screen from the first deals and the overview, every deal fetched after', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first answer carries one deal and the overview of all three; the whole portfolio comes later.
    const calls = openBrand({
      [`GET ${firstScreenPath('Nike')}`]: () => json(200, { ...acme, deals: firstDeals(acme.deals, 1) }),
      'GET /api/brand/Nike/data': async () => {
        await held;
        return json(200, acme);
      },
    });
    await screen.findByRole('tab', { name: 'Portfolio' });
    // Header and tiles count every deal, from the overview.
    expect(screen.getByText(`Partial: ${acme.sourceMix.facts} deals on file`)).toBeVisible();
    const teams = screen.getByRole('button', { name: /Teams$/ });
    expect(teams).toHaveTextContent(`${acme.overview.runningByKind.team}Teams`);
    expect(screen.getByRole('button', { name: /^Past partnerships/ })).toHaveTextContent(
      `Past partnerships (${acme.overview.past})`,
    );
    expect(screen.getByLabelText('Sport')).toBeDisabled();
    await userEvent.click(teams);
    // The largest running deal is listed at once, then a note that the rest is on its way.
    const [largest] = firstDeals(acme.deals, 1);
    expect(
      within(screen.getByRole('list', { name: 'Teams in the portfolio' })).getByText(largest!.partner),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Loading all ${acme.overview.dealsOnFile} deals...`);
    expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByText(`Loading all ${acme.overview.dealsOnFile} deals...`)).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/brand/Nike/data')).toHaveLength(1);

    release();
    expect(await screen.findByRole('heading', { name: /^Overall score: / })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Portfolio' }));
    expect(screen.getByLabelText('Sport')).toBeEnabled();
    expect(screen.queryByText(/^Loading all/)).toBeNull();
  });

  it('a brand whose first answer holds every deal is fetched once', async () => {
    const calls = openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export (CSV)' })).toBeEnabled());
    expect(calls.filter((c) => c.path.startsWith('/api/brand/Nike/data'))).toHaveLength(1);
  });

  it('Intelligence: competitors come from the engine, a card selects and deselects; analytics filter', async () => {
    openBrand();
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('tab', { name: 'Intelligence' }));
    const adidas = screen.getByRole('button', { name: /^Adidas/ });
    expect(screen.queryByRole('button', { name: /^Jordan Brand/ })).not.toBeInTheDocument();
    await userEvent.click(adidas);
    expect(screen.getByText('Overlap:')).toBeVisible();
    await userEvent.click(adidas);
    expect(screen.queryByText('Overlap:')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('probability').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Financial' }));
    expect(screen.getByText('Share of category spend')).toBeVisible();
    expect(screen.queryByText('Sports')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(screen.getByRole('button', { name: 'Refreshing' })).toBeDisabled();
  });

  it('links the brands of its group, and a group brand opens in the same view', async () => {
    const jordan = brandAnswer(universe.brandProfile('jordan')!);
    openBrand({ [`GET ${firstScreenPath('Jordan Brand')}`]: () => json(200, jordan) });
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('link', { name: 'Jordan Brand' }));
    // Loaded (the loading state has the same heading): it links back to the group's other brand.
    expect(await screen.findByRole('link', { name: 'Nike' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Jordan Brand' })).toBeVisible();
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
    expect(href.startsWith('mailto:?subject=Hello%20%26%20welcome&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('Hello Nike team,');
  });

  it('Report: toasts, disables while generating, opens the report; a refusal shows the server message', async () => {
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    let release: () => void = () => {};
    openBrand({
      'POST /api/reports/generate/Nike': () =>
        new Promise((r) => (release = () => r(json(201, { reportUrl: '/api/reports/abc' })))),
    });
    await screen.findByRole('tab', { name: 'Portfolio' });
    await userEvent.click(screen.getByRole('button', { name: 'Sponsorscope Report' }));
    expect(await screen.findByText('Generating Report')).toBeVisible();
    expect(screen.getByText('Creating Sponsorscope intelligence report for Nike...')).toBeVisible();
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
      'POST /api/reports/generate/Nike': () => {
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
    expect(text.split('\n')[0]).toContain(
      'Partner,Name at the time,Kind,Sport,Region,Type,Tier,Status,Start,End',
    );
    const psg = acme.deals.find((d) => d.partner === 'Paris Saint-Germain FC')!;
    expect(text).toContain(
      `Paris Saint-Germain FC,,team,Football,Europe,Kit supplier,Premium,active,1989,,,${psg.value.usd},estimate`,
    );
  });

  it('builds a real Excel workbook for the xlsx preference', async () => {
    const { buildExport } = await import('./export');
    const file = await buildExport(acme, 'xlsx', new Date('2026-11-22T00:00:00Z'));
    expect(file.name).toBe('Nike-portfolio-2026-11-22.xlsx');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toContain('xl/workbook.xml');
    expect(strFromU8(files['xl/workbook.xml']!)).toMatch(/Portfolio[\s\S]*Metrics/);
  });

  it('a brand with no running deal shows Not enough data in place of a BaseLine, in the header, tiles and Performance', async () => {
    const idle = brandAnswer(universe.brandProfile('idle')!);
    expect(idle.counts.active).toBe(0);
    openBrand({ [`GET ${firstScreenPath('Nike')}`]: () => json(200, idle) });
    await screen.findByRole('tab', { name: 'Portfolio' });
    expect(screen.getByRole('button', { name: 'BaseLine: Not enough data: what it means' })).toBeVisible();
    expect(screen.getByText('no running deal to score')).toBeVisible();
    expect(screen.getAllByText('Not enough data')).toHaveLength(2);
    expect(screen.queryByText(String(idle.score.overall))).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByRole('heading', { name: 'Overall score: Not enough data' })).toBeVisible();
    expect(screen.queryByText(`${idle.score.overall}/100`)).toBeNull();
  });

  it('an unknown brand says so and shows no invented figure', async () => {
    openBrand({ [`GET ${firstScreenPath('Nike')}`]: () => json(404, { message: 'No brand' }) });
    expect(await screen.findByText('No brand called “Nike” in our dataset.')).toBeVisible();
    expect(screen.queryByText('Estimated known spend')).not.toBeInTheDocument();
  });

  it('a failing load is retried, then shows Error loading data. with the message', async () => {
    const calls = openBrand({ [`GET ${firstScreenPath('Nike')}`]: () => json(500, { message: 'down' }) });
    expect(await screen.findByText('Loading Nike...')).toBeVisible();
    expect(await screen.findByText('Error loading data.', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Failed to fetch data: 500')).toBeVisible();
    expect(calls.filter((c) => c.path === firstScreenPath('Nike'))).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  }, 15_000);
});

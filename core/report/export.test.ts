import { describe, expect, it } from 'vitest';
import { NOW, world } from '../intelligence/engine/test-world';
import { Universe } from '../intelligence/engine/universe';
import { cellText, DEAL_COLUMNS, dealRow, exportFileName, exportJson, exportTables } from './export';

const profile = new Universe(world(), NOW).brandProfile('nike')!;

describe('brand export', () => {
  it('has a deal table with every deal (running first) and the metrics with their inputs', () => {
    const { portfolio, metrics } = exportTables(profile);
    expect(portfolio[0]).toEqual([...DEAL_COLUMNS]);
    expect(portfolio).toHaveLength(1 + profile.deals.length);
    expect(portfolio.at(-1)![7]).toBe('ended');
    expect(metrics[1]).toEqual(['BaseLine', profile.score.overall, profile.score.basis]);
    expect(metrics.find((r) => r[0] === 'Range')![2]).toBe(profile.score.metrics.range.inputs);
  });

  it('writes each deal with its terms, value kind, range and source', () => {
    const d = profile.deals[0]!;
    const row = dealRow(d);
    const at = (name: (typeof DEAL_COLUMNS)[number]) => row[DEAL_COLUMNS.indexOf(name)];
    expect(at('Partner')).toBe(d.partner);
    expect(at('Start')).toBe(d.contract.start);
    expect(at('End')).toBeNull();
    expect(at('Annual value (USD)')).toBe(d.value.usd);
    expect(at('Value kind')).toBe('estimate');
    expect(at('Citation')).toBe('club announcement, test');
    expect(at('Evidence pages')).toBeNull();
    const checked = dealRow({
      ...d,
      evidence: [
        { url: 'https://club.example/news/renewal', title: 'Renewal', seen: '2026-11-28' },
        { url: 'https://paper.example/sport/42', title: null, seen: '2026-11-27' },
      ],
    });
    expect(checked[DEAL_COLUMNS.indexOf('Evidence pages')]).toBe(
      'https://club.example/news/renewal (seen 2026-11-28) ; https://paper.example/sport/42 (seen 2026-11-27)',
    );
  });

  it('prints years without a thousands separator; amounts in US dollars with one', () => {
    expect(cellText(1998, 'Start')).toBe('1998');
    expect(cellText(2031, 'Announced until')).toBe('2031');
    expect(cellText(2026, 'Value', 'Figures as of')).toBe('2026');
    expect(cellText(12_500_000, 'Annual value (USD)')).toBe('12,500,000');
    expect(cellText(640_000_000, 'Value', 'Estimated known sponsorship spend (USD a year)')).toBe(
      '640,000,000',
    );
    expect(cellText(null, 'End')).toBe('');
    expect(cellText('ongoing', 'End')).toBe('ongoing');
  });

  it('exports JSON with the same deals and the spend', () => {
    const parsed = JSON.parse(exportJson(profile, NOW));
    expect(parsed.brand).toBe('Nike');
    expect(parsed.deals).toEqual(profile.deals);
    expect(parsed.estimatedKnownSpend.usd).toBe(profile.spend.usd);
  });

  it('names the file after the brand and the date, safely', () => {
    expect(exportFileName('Atlético / Madrid', 'csv', NOW)).toBe('Atletico-Madrid-portfolio-2026-11-23.csv');
  });
});

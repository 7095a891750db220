import { brand as product } from '../brand';
import { escapeHtml } from '../format/html';
import { formatMillions } from '../format/money';
import { competitorsFor } from '../intelligence/panels';
import type { BrandProfile } from '../intelligence/profile';
import { seededRng } from '../intelligence/random';
import { brandScoreColour, metricDefinitions, metricNames, scoreTier } from '../intelligence/score';
import type { ReportType } from '../widgets/enterprise';
import { insightsFor } from '../widgets/insights';

export interface ReportInput {
  reportId: string;
  profile: BrandProfile;
  generatedAt: Date;
  /** Set when every figure is sample data (the marketing sample report). */
  sampleNotice?: string;
  /** An enterprise report type: adds its section and names the report after it. */
  reportType?: ReportType;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);

/** "Sponsorscope-Nike-2026-11-22.html": product, brand and date, safe for any file system. */
export function reportFileName(brandName: string, date: Date): string {
  const safe =
    brandName
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'Brand';
  return `${product.product}-${safe}-${isoDate(date)}.html`;
}

export function reportTitle(brandName: string, date: Date): string {
  return `${brandName}: ${product.product} brand report, ${longDate(date)}`;
}

const colours = { green: '#047857', yellow: '#b45309', red: '#b91c1c' } as const;

const styles = `
*{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:920px;margin:0 auto;padding:32px 24px;background:#fff}
h1{font-size:28px;margin:4px 0}h2{font-size:19px;margin:28px 0 10px;border-bottom:2px solid #e2e8f0;padding-bottom:6px}
.eyebrow{color:#047857;font-weight:700;letter-spacing:.04em;text-transform:uppercase;font-size:12px}.muted{color:#475569}
.notice{background:#fef3c7;border:1px solid #f59e0b;padding:10px 12px;border-radius:8px;margin:16px 0}
.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.tile{border:1px solid #e2e8f0;border-radius:10px;padding:12px}
.tile b{display:block;font-size:22px}.tile small{color:#475569;font-weight:600;font-size:11px}
.bar{height:8px;background:#e2e8f0;border-radius:4px}.bar span{display:block;height:8px;border-radius:4px;background:#10b981}
table{width:100%;border-collapse:collapse;font-size:13px}th,td{text-align:left;padding:7px 8px;border-bottom:1px solid #e2e8f0}th{background:#f8fafc}
ul{padding-left:20px}.cols{display:grid;grid-template-columns:1fr 1fr;gap:16px}footer{margin-top:32px;color:#475569;font-size:12px}
@media (max-width:640px){.tiles{grid-template-columns:1fr 1fr}.cols{grid-template-columns:1fr}}
@media print{body{background:#fff}main{padding:0;max-width:none}.tile,table{break-inside:avoid}h2{break-after:avoid}a{color:inherit}}
`;

/** A complete, self-contained HTML report. Every value from data is escaped. */
/** The section an enterprise report type adds after the summary tiles. */
function typeSection(type: ReportType, p: BrandProfile, e: (v: unknown) => string): string {
  const row = (cells: unknown[]) =>
    `<tr>${cells.map((c, i) => (i ? `<td>${e(c)}</td>` : `<th scope="row">${e(c)}</th>`)).join('')}</tr>`;
  const table = (head: string[], rows: unknown[][]) =>
    `<table><thead><tr>${head.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows.map(row).join('')}</tbody></table>`;
  const deals = [...p.activePartnerships].sort((a, b) => b.dealValue - a.dealValue);
  if (type === 'Executive Summary') {
    const recs = insightsFor(
      p.name,
      deals.map((d) => d.propertyName),
    ).filter((i) => i.type === 'recommendation');
    return `<h2>Executive summary</h2><ul><li>BaseLine ${e(p.baselineScore)}: ${e(scoreTier(p.baselineScore))}.</li><li>${e(p.totalProperties)} active deals, ${e(formatMillions(p.sponsorshipBudget))} modelled annual spend.</li>${deals
      .slice(0, 3)
      .map((d) => `<li>Largest deal: ${e(d.propertyName)} (${e(formatMillions(d.dealValue))}* a year).</li>`)
      .join('')}${recs.map((r) => `<li>${e(r.title)}: ${e(r.description)}</li>`).join('')}</ul>`;
  }
  if (type === 'Performance Deep Dive') {
    return `<h2>Performance by partnership</h2>${table(
      ['Property', 'Performance', 'Reach', 'Engagement rate', 'Visibility', 'Content pieces'],
      deals.map((d) => [
        d.propertyName,
        `${d.performanceScore}%`,
        d.totalReach.toLocaleString('en-US'),
        `${d.engagementRate}%`,
        `${d.brandVisibility}%`,
        d.contentPieces,
      ]),
    )}`;
  }
  if (type === 'Competitive Analysis') {
    return `<h2>Competitive landscape</h2>${table(
      ['Brand', 'Market share', 'Partnerships', 'Total spend', 'BaseLine', 'Trend'],
      competitorsFor(p.name, p.industry).map((c) => [
        c.name,
        `${c.marketShare}%`,
        c.partnerships,
        formatMillions(c.totalSpend),
        c.baseScore,
        `${c.trend} ${c.trendPercentage}%`,
      ]),
    )}<p class="muted">Rivals' figures are modelled.</p>`;
  }
  const rng = seededRng(p.name, 'roi-report');
  return `<h2>Return on investment</h2>${table(
    ['Property', 'Annual value', 'Modelled return', 'ROI', 'Cost per 1,000 reach'],
    deals.map((d) => {
      const roi = rng.int(80, 420);
      return [
        d.propertyName,
        formatMillions(d.dealValue),
        formatMillions((d.dealValue * roi) / 100),
        `${roi}%`,
        `$${((d.dealValue / Math.max(1, d.totalReach)) * 1000).toFixed(2)}`,
      ];
    }),
  )}<p class="muted">Returns are modelled from reach and engagement, not reported by the partners.</p>`;
}

export function renderReport({
  reportId,
  profile: p,
  generatedAt,
  sampleNotice,
  reportType,
}: ReportInput): string {
  const e = escapeHtml;
  const scoreColour = colours[brandScoreColour(p.baselineScore)];
  const metrics = metricNames
    .map(
      (m) =>
        `<tr><th scope="row">${e(m.charAt(0).toUpperCase() + m.slice(1))}</th><td style="width:45%"><div class="bar"><span style="width:${Math.min(100, Math.max(0, Number(p.baselineMetrics[m])))}%"></span></div></td><td>${e(p.baselineMetrics[m])}/100</td><td class="muted">${e(metricDefinitions[m])}</td></tr>`,
    )
    .join('');
  const partnerships = p.activePartnerships
    .map(
      (x) =>
        `<tr><th scope="row">${e(x.propertyName)}</th><td>${e(x.sport)}</td><td>${e(x.region)}</td><td>${e(x.partnershipType)}</td><td>${e(x.tier)}</td><td>${e(formatMillions(x.dealValue))}*</td><td>${e(x.startDate?.slice(0, 4) ?? '—')}–${e(x.endDate?.slice(0, 4) ?? 'now')}</td><td>${e(x.source)}</td></tr>`,
    )
    .join('');
  const list = (items: string[]) =>
    items.length
      ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`
      : '<p class="muted">None recorded.</p>';
  const h = p.keyHeadlines;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(reportType ? `${p.name}: ${reportType}, ${longDate(generatedAt)}` : reportTitle(p.name, generatedAt))}</title><style>${styles}</style></head>
<body><main>
<p class="eyebrow">${e(product.product)} ${e(reportType ?? 'intelligence report')}</p>
<h1>${e(p.name)}</h1>
<p class="muted">${e(p.industry)} · ${e(p.headquarters)}</p>
<p class="muted">Report ${e(reportId)} · generated ${e(longDate(generatedAt))} · last updated ${e(longDate(generatedAt))}</p>
${sampleNotice ? `<p class="notice">${e(sampleNotice)}</p>` : ''}
<section aria-label="Summary" class="tiles">
<div class="tile"><small>BASELINE</small><b style="color:${scoreColour}">${e(p.baselineScore)}</b><span class="muted">${e(scoreTier(p.baselineScore))}</span></div>
<div class="tile"><small>BUDGET</small><b>${e(formatMillions(p.sponsorshipBudget))}</b><span class="muted">annual spend (modelled)</span></div>
<div class="tile"><small>PROPERTIES</small><b>${e(p.totalProperties)}</b><span class="muted">active deals</span></div>
<div class="tile"><small>BENCHMARK</small><b>72</b><span class="muted">industry average</span></div>
</section>
${reportType ? typeSection(reportType, p, e) : ''}
<h2>Stack map</h2>
<section class="tiles" style="grid-template-columns:repeat(5,1fr)">${Object.entries(p.stackmap)
    .map(([k, v]) => `<div class="tile"><small>${e(k.toUpperCase())}</small><b>${e(v)}</b></div>`)
    .join('')}</section>
<h2>BaseLine metrics</h2><table>${metrics}</table>
<h2>Active partnerships</h2>
${partnerships ? `<table><thead><tr><th>Property</th><th>Sport</th><th>Region</th><th>Type</th><th>Tier</th><th>Annual value</th><th>Contract</th><th>Source</th></tr></thead><tbody>${partnerships}</tbody></table><p class="muted">* Annual values are modelled: no deal value in this report is a published figure.</p>` : '<p class="muted">No active partnerships recorded.</p>'}
<h2>Key headlines</h2>
<div class="cols"><div><h3>Top Performing</h3>${list(h.topPerforming)}</div><div><h3>Missed Opportunities</h3>${list(h.missedOpportunities)}</div>
<div><h3>Signature Moves</h3>${list(h.signatureMoves)}</div><div><h3>Common Themes</h3>${list(h.commonThemes)}</div></div>
<footer>${e(product.product)} by ${e(product.agency.name)}. Facts are marked verified (open data, credited on the Data sources page) or curated (public facts); scores, budgets and values are modelled.</footer>
</main></body></html>`;
}

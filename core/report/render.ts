import { brand as product } from '../brand';
import type { TBrandProfile, TDeal } from '../contract/profile';
import { isRunning, metricKeys } from '../contract/profile';
import { dealRole, partnerLabel, sourceText, valueBasis, valueFigure } from '../format/deal';
import { escapeHtml } from '../format/html';
import { formatMoney } from '../format/money';
import { formatLongDate, formatTime, type TimeZoneSetting } from '../format/time';
import { brandScoreColour, metricDefinitions, scoreTier } from '../intelligence/score';
import type { ReportType } from '../widgets/enterprise';
import {
  metricInputs,
  NOT_ENOUGH_DATA,
  runningValueCounts,
  scoreText,
  shownCompetitorScore,
  shownScore,
  valueCountsText,
} from '../widgets/figures';

export interface ReportInput {
  reportId: string;
  profile: TBrandProfile;
  generatedAt: Date;
  /** Set when every figure is sample data (the marketing sample report). */
  sampleNotice?: string;
  /** An enterprise report type: adds its section and names the report after it. */
  reportType?: ReportType;
  /** The reader's timezone setting: the generation time is written in it (UTC by default). */
  timeZone?: TimeZoneSetting;
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
.tiles{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px}.tiles.five{grid-template-columns:repeat(5,minmax(0,1fr))}.tile{border:1px solid #e2e8f0;border-radius:10px;padding:12px}
.tile b{display:block;font-size:22px}.tile small{color:#475569;font-weight:600;font-size:11px}
.bar{height:8px;background:#e2e8f0;border-radius:4px}.bar span{display:block;height:8px;border-radius:4px;background:#10b981}
.scroll{overflow-x:auto}table{width:100%;border-collapse:collapse;font-size:13px}th,td{text-align:left;padding:7px 8px;border-bottom:1px solid #e2e8f0}th{background:#f8fafc}
ul{padding-left:20px}.cols{display:grid;grid-template-columns:1fr 1fr;gap:16px}footer{margin-top:32px;color:#475569;font-size:12px}
@media (max-width:640px){main{padding:24px 16px}.tiles,.tiles.five{grid-template-columns:repeat(2,minmax(0,1fr))}.cols{grid-template-columns:minmax(0,1fr)}}
@media print{body{background:#fff}main{padding:0;max-width:none}.tile,table{break-inside:avoid}h2{break-after:avoid}a{color:inherit}}
`;

type Esc = (v: unknown) => string;
const table = (e: Esc, head: string[], rows: unknown[][]) =>
  // Wide tables scroll sideways inside their own box on a phone; the page itself never does.
  `<div class="scroll"><table><thead><tr>${head.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (cells) =>
        `<tr>${cells.map((c, i) => (i ? `<td>${e(c)}</td>` : `<th scope="row">${e(c)}</th>`)).join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

/** The section an enterprise report type adds after the summary tiles. */
function typeSection(type: ReportType, p: TBrandProfile, e: Esc): string {
  const running = p.deals.filter((d) => isRunning(d));
  const byValue = [...running].sort((a, b) => b.value.usd - a.value.usd);
  if (type === 'Executive Summary') {
    const score = shownScore(p);
    return `<h2>Executive summary</h2><ul><li>BaseLine ${
      score === null ? e(NOT_ENOUGH_DATA) : `${e(score)}: ${e(scoreTier(score))}`
    }.</li><li>${e(p.counts.active)} active deals; estimated known spend ${e(formatMoney(p.spend.usd))} a year (${e(
      valueCountsText(runningValueCounts(p)),
    )}).</li>${byValue
      .slice(0, 3)
      .map(
        (d) =>
          `<li>${e(d.partner)} (${e(d.type.toLowerCase())}): ${e(valueFigure(d.value))} a year, ${e(valueBasis(d.value))}.</li>`,
      )
      .join('')}${p.predictions.map((x) => `<li>${e(x.title)}: ${e(x.description)}</li>`).join('')}</ul>`;
  }
  if (type === 'Performance Deep Dive') {
    return `<h2>Performance by metric</h2>${table(
      e,
      ['Metric', 'Score', 'Inputs'],
      metricKeys.map((m) => [
        m[0]!.toUpperCase() + m.slice(1),
        `${p.score.metrics[m].value}/100`,
        metricInputs(p, m),
      ]),
    )}`;
  }
  if (type === 'Competitive Analysis') {
    return `<h2>Competitive landscape</h2>${
      p.competitors.length
        ? table(
            e,
            ['Brand', 'Share of category spend', 'Active deals', 'Estimated spend', 'BaseLine', 'Overlap'],
            p.competitors.map((c) => [
              c.name,
              `${c.share}%`,
              c.activeDeals,
              formatMoney(c.spendUsd),
              scoreText(shownCompetitorScore(c), ''),
              c.overlap,
            ]),
          )
        : '<p class="muted">No brand of the same category with running deals in our dataset.</p>'
    }<p class="muted">Shares are of the estimated known spend of every ${e(p.marketShare.category)} brand in our dataset (${e(
      p.marketShare.categoryBrands,
    )} brands).</p>`;
  }
  return `<h2>Value and terms</h2>${table(
    e,
    ['Partner', 'Type', 'Annual value', 'Basis', 'Contract'],
    byValue.map((d) => [d.partner, dealRole(d), valueFigure(d.value), valueBasis(d.value), d.contract.label]),
  )}<p class="muted">Partners and brands publish no returns on these deals; this section shows what is known of their cost.</p>`;
}

function dealRows(deals: TDeal[], e: Esc): string {
  return deals
    .map(
      (d) =>
        `<tr><th scope="row">${e(partnerLabel(d))}</th><td>${e(d.sport)}</td><td>${e(dealRole(d))}</td><td>${e(d.tier)}</td><td>${e(
          d.contract.label,
        )}</td><td>${e(valueFigure(d.value))}<br><span class="muted">${e(valueBasis(d.value))}</span></td><td class="muted">${e(
          sourceText(d),
        )}</td></tr>`,
    )
    .join('');
}

/** A complete, self-contained HTML report. Every value from data is escaped. */
export function renderReport({
  reportId,
  profile: p,
  generatedAt,
  sampleNotice,
  reportType,
  timeZone = 'UTC',
}: ReportInput): string {
  const e = escapeHtml;
  const scoreColour = colours[brandScoreColour(p.score.overall)];
  const metrics = metricKeys
    .map(
      (m) =>
        `<tr><th scope="row">${e(m.charAt(0).toUpperCase() + m.slice(1))}</th><td style="width:35%"><div class="bar"><span style="width:${Math.min(
          100,
          Math.max(0, Number(p.score.metrics[m].value)),
        )}%"></span></div></td><td>${e(p.score.metrics[m].value)}/100</td><td class="muted">${e(metricDefinitions[m])} Inputs: ${e(
          metricInputs(p, m),
        )}.</td></tr>`,
    )
    .join('');
  const running = p.deals.filter((d) => isRunning(d));
  const past = p.deals.filter((d) => !isRunning(d));
  const dealHead =
    '<thead><tr><th>Partner</th><th>Sport</th><th>Type</th><th>Tier</th><th>Contract</th><th>Annual value</th><th>Source</th></tr></thead>';
  const list = (items: string[]) =>
    items.length
      ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`
      : '<p class="muted">None recorded.</p>';
  const h = p.headlines;
  const focusShare = p.marketShare.rows.find((r) => r.focus)?.share ?? 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${e(reportType ? `${p.brand.name}: ${reportType}, ${longDate(generatedAt)}` : reportTitle(p.brand.name, generatedAt))}</title><style>${styles}</style></head>
<body><main>
<p class="eyebrow">${e(product.product)} ${e(reportType ?? 'intelligence report')}</p>
<h1>${e(p.brand.name)}</h1>
<p class="muted">${e(p.brand.industry)} · ${e(p.brand.headquarters ?? 'Headquarters not recorded')}${p.brand.group ? ` · part of ${e(p.brand.group)}` : ''}</p>
<p class="muted">Report ${e(reportId)} · generated ${e(formatLongDate(generatedAt, timeZone))}, ${e(formatTime(generatedAt, timeZone))} · figures as of ${e(p.asOfYear)}</p>
${sampleNotice ? `<p class="notice">${e(sampleNotice)}</p>` : ''}
<section aria-label="Summary" class="tiles">
${
  shownScore(p) === null
    ? `<div class="tile"><small>BASELINE</small><b>${e(NOT_ENOUGH_DATA)}</b><span class="muted">no running deal to score</span></div>`
    : `<div class="tile"><small>BASELINE</small><b style="color:${scoreColour}">${e(p.score.overall)}</b><span class="muted">${e(scoreTier(p.score.overall))}</span></div>`
}
<div class="tile"><small>ESTIMATED KNOWN SPEND</small><b>${e(formatMoney(p.spend.usd))}</b><span class="muted">a year, ${e(p.spend.deals)} running deals (${e(p.spend.reported)} reported)</span></div>
<div class="tile"><small>ACTIVE DEALS</small><b>${e(p.counts.active)}</b><span class="muted">${e(p.counts.past)} past</span></div>
<div class="tile"><small>MARKET SHARE</small><b>${e(focusShare)}%</b><span class="muted">of ${e(p.marketShare.category)} spend</span></div>
</section>
${reportType ? typeSection(reportType, p, e) : ''}
<h2>Stack map</h2>
<section class="tiles five">${(['teams', 'athletes', 'events', 'leagues', 'federations'] as const)
    .map((k) => `<div class="tile"><small>${e(k.toUpperCase())}</small><b>${e(p.counts[k])}</b></div>`)
    .join('')}</section>
${
  shownScore(p) === null
    ? `<h2>BaseLine metrics</h2><p class="muted">${e(NOT_ENOUGH_DATA)}: ${e(p.brand.name)} has no running deal in our dataset to score.</p>`
    : `<h2>BaseLine metrics</h2><div class="scroll"><table>${metrics}</table></div><p class="muted">${e(p.score.basis)}</p>`
}
<h2>Active partnerships</h2>
${running.length ? `<div class="scroll"><table>${dealHead}<tbody>${dealRows(running, e)}</tbody></table></div>` : '<p class="muted">No active partnerships recorded.</p>'}
${past.length ? `<h2>Past partnerships</h2><div class="scroll"><table>${dealHead}<tbody>${dealRows(past, e)}</tbody></table></div>` : ''}
<p class="muted">Values marked ≈ are estimates of the Sponsorscope value model, with their range; reported values name their publisher and year.</p>
<h2>Key headlines</h2>
<div class="cols"><div><h3>Top Performing</h3>${list(h.topPerforming)}</div><div><h3>Missed Opportunities</h3>${list(h.missedOpportunities)}</div>
<div><h3>Signature Moves</h3>${list(h.signatureMoves)}</div><div><h3>Common Themes</h3>${list(h.commonThemes)}</div></div>
<footer>${e(product.product)} by ${e(product.agency.name)}. Facts are marked verified (open data, credited on the Data sources page) or curated (public facts, with their citation); values are reported (with their publisher) or estimated by the documented model; the BaseLine is computed from the portfolio.</footer>
</main></body></html>`;
}

import { brand } from '../brand';
import { DEFAULT_QUOTE_AUTHOR, type TNewsletterContent } from '../contract/newsletters';
import { escapeHtml } from '../format/html';

export const PREVIEW_LIMITS = { searches: 3, portfolios: 3, insights: 2 } as const;

export interface NewsletterLinks {
  /** Where "View All Deals This Week" leads. */
  viewAll: string;
  unsubscribe: string;
  terms: string;
  privacy: string;
  /** The issue's public web copy ("View in browser"); none in the admin preview and on the web copy itself. */
  archive?: string | undefined;
}

export interface RenderOptions {
  links: NewsletterLinks;
  /** Wraps each link for click tracking (identity in the preview). */
  track?: (url: string) => string;
  /** A 1x1 image URL that records the open (none in the preview). */
  openPixel?: string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}%`;

/**
 * The site links of an issue, from the site's address. Without a recipient's unsubscribe link
 * (the preview and Send Test), "Unsubscribe" leads to Account Settings.
 */
export function siteLinks(siteUrl: string, unsubscribe?: string): NewsletterLinks {
  const base = siteUrl.replace(/\/$/, '');
  return {
    viewAll: `${base}/search`,
    terms: `${base}/terms`,
    privacy: `${base}/privacy-policy`,
    unsubscribe: unsubscribe ?? `${base}/settings`,
  };
}

/**
 * The tracked links an e-mail of this newsletter contains, each with the words a reader clicks: the
 * only targets the click redirect accepts, and the rows of the per-link click counts.
 */
export function newsletterTargets(
  links: NewsletterLinks,
  n: Pick<TNewsletterContent, 'moves'>,
): { url: string; label: string }[] {
  const targets = [
    ...n.moves.filter((m) => m.url).map((m) => ({ url: m.url, label: m.title })),
    { url: links.viewAll, label: 'View All Deals This Week' },
    { url: links.terms, label: 'Terms' },
    { url: links.privacy, label: 'Privacy' },
  ];
  return targets.filter((t, i) => targets.findIndex((o) => o.url === t.url) === i);
}

/**
 * "In The Know" as an e-mail: the same HTML for the admin preview and for every recipient (with
 * tracking there), plus a plain-text part. Every value is escaped; nothing is taken as markup.
 */
export function renderNewsletter(
  n: TNewsletterContent,
  options: RenderOptions,
): { html: string; text: string } {
  const track = options.track ?? ((u: string) => u);
  const { links } = options;
  const searches = n.trending.searches.slice(0, PREVIEW_LIMITS.searches);
  const portfolios = n.trending.portfolios.slice(0, PREVIEW_LIMITS.portfolios);
  const insights = n.trending.insights.slice(0, PREVIEW_LIMITS.insights);
  const author = n.quote.author || DEFAULT_QUOTE_AUTHOR;
  const section = (title: string, body: string) =>
    `<tr><td style="padding:20px 28px 0"><h2 style="margin:0 0 10px;font-size:17px;color:#0f172a">${escapeHtml(title)}</h2>${body}</td></tr>`;
  const list = (items: string[]) =>
    `<ul style="margin:0;padding-left:18px;color:#334155">${items.map((i) => `<li style="margin:0 0 6px">${i}</li>`).join('')}</ul>`;

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(n.title)}</title></head>
<body style="margin:0;background:#f1f5f9;font:15px/1.55 Arial,Helvetica,sans-serif;color:#0f172a">
${n.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${escapeHtml(n.preheader)}${'&#8204;&nbsp;'.repeat(40)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
${links.archive ? `<p style="margin:0 0 10px;font-size:12px;color:#64748b">Trouble reading this? <a href="${escapeHtml(links.archive)}" style="color:#475569">View in browser</a></p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:620px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b1220;color:#ffffff;padding:24px 28px"><p style="margin:0;color:#34d399;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase">${escapeHtml(brand.product)}${n.weekOf ? ` · Week of ${escapeHtml(n.weekOf)}` : ''}</p>
<h1 style="margin:6px 0 0;font-size:24px">This Week: In The Know</h1><p style="margin:6px 0 0;color:#cbd5e1">${escapeHtml(n.title)}</p></td></tr>
${section(
  "This Week's Moves",
  list(
    n.moves.map(
      (m) =>
        `<strong>${m.url ? `<a href="${escapeHtml(track(m.url))}" style="color:#0f766e">${escapeHtml(m.title)}</a>` : escapeHtml(m.title)}</strong> <span style="color:#64748b;font-size:12px">(${escapeHtml(cap(m.category))})</span>${m.description ? `<br>${escapeHtml(m.description)}` : ''}`,
    ),
  ),
)}
${n.platformUpdates.length ? section('Platform Updates', list(n.platformUpdates.map((u) => `<strong>${escapeHtml(u.title)}</strong> <span style="color:#64748b;font-size:12px">(${escapeHtml(cap(u.type))})</span>${u.description ? `<br>${escapeHtml(u.description)}` : ''}`))) : ''}
${searches.length ? section('Top Searches', list(searches.map((s) => `${escapeHtml(s.name)} <span style="color:#64748b;font-size:12px">${escapeHtml(s.category)}</span>`))) : ''}
${portfolios.length ? section('Trending Portfolios', list(portfolios.map((p) => `${escapeHtml(p.name)} <strong style="color:#047857">${escapeHtml(signed(p.changePercent))}</strong>`))) : ''}
${insights.length ? section('Most Shared Insights', list(insights.map((i) => escapeHtml(i)))) : ''}
${n.quote.text ? `<tr><td style="padding:20px 28px 0"><blockquote style="margin:0;padding:12px 16px;border-left:4px solid #34d399;background:#f8fafc">“${escapeHtml(n.quote.text)}”<br><span style="color:#64748b">— ${escapeHtml(author)}</span></blockquote></td></tr>` : ''}
<tr><td align="center" style="padding:24px 28px"><a href="${escapeHtml(track(links.viewAll))}" style="display:inline-block;background:#34d399;color:#0b1220;font-weight:700;text-decoration:none;padding:12px 20px;border-radius:8px">View All Deals This Week</a></td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;text-align:center">
You receive this because you subscribed to the weekly ITK newsletter.<br>
<a href="${escapeHtml(links.unsubscribe)}" style="color:#64748b">Unsubscribe</a> · <a href="${escapeHtml(track(links.terms))}" style="color:#64748b">Terms</a> · <a href="${escapeHtml(track(links.privacy))}" style="color:#64748b">Privacy</a>
<br><span style="display:inline-block;margin-top:8px">${brand.agency.postalAddress.map(escapeHtml).join(', ')}</span>
</td></tr></table></td></tr></table>${options.openPixel ? `<img src="${escapeHtml(options.openPixel)}" width="1" height="1" alt="" style="display:block;border:0">` : ''}
</body></html>`;

  const lines = [
    ...(links.archive ? [`View in browser: ${links.archive}`, ''] : []),
    `THIS WEEK: IN THE KNOW${n.weekOf ? ` (week of ${n.weekOf})` : ''}`,
    n.title,
    '',
    "THIS WEEK'S MOVES",
    ...n.moves.map(
      (m) =>
        `- ${m.title} (${cap(m.category)})${m.description ? `: ${m.description}` : ''}${m.url ? `\n  ${track(m.url)}` : ''}`,
    ),
  ];
  if (n.platformUpdates.length)
    lines.push(
      '',
      'PLATFORM UPDATES',
      ...n.platformUpdates.map(
        (u) => `- ${u.title} (${cap(u.type)})${u.description ? `: ${u.description}` : ''}`,
      ),
    );
  if (searches.length) lines.push('', 'TOP SEARCHES', ...searches.map((s) => `- ${s.name}`));
  if (portfolios.length)
    lines.push('', 'TRENDING PORTFOLIOS', ...portfolios.map((p) => `- ${p.name} ${signed(p.changePercent)}`));
  if (insights.length) lines.push('', 'MOST SHARED INSIGHTS', ...insights.map((i) => `- ${i}`));
  if (n.quote.text) lines.push('', `"${n.quote.text}" (${author})`);
  lines.push(
    '',
    `View all deals this week: ${track(links.viewAll)}`,
    '',
    `Unsubscribe: ${links.unsubscribe}`,
    `Terms: ${track(links.terms)}  Privacy: ${track(links.privacy)}`,
    '',
    brand.agency.postalAddress.join(', '),
  );
  return { html, text: lines.join('\n') };
}

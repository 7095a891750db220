import { formatDate } from '../../../../core/format/time';
import type { Evidence } from '../../../../core/intelligence/dataset';

/** A page that states a deal; its title is null when none was found (never made up from the address). */
type EvidencePage = Omit<Evidence, 'title'> & { title: string | null };

/** The host name a page without a title is shown by ("manutd.com" for https://www.manutd.com/...). */
export function pageHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The pages that state a deal, under its source line: each a link with the page's title as found
 * (or its host name when no title was found) and the day it was seen (a calendar day, so shown as
 * written, not moved by a time zone). Nothing when the deal carries no page.
 */
export function DealEvidence({ deal }: { deal: { id: string; evidence?: readonly EvidencePage[] | null } }) {
  const pages = deal.evidence ?? [];
  if (pages.length === 0) return null;
  return (
    <dd>
      <EvidenceList pages={pages} label="Pages that state this deal" />
    </dd>
  );
}

/** The list of pages itself, for a card that is not a description list (a rights holder's sponsors). */
export function EvidenceList({ pages, label }: { pages: readonly EvidencePage[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-1 grid gap-1">
      {pages.map((page) => (
        <li key={page.url} className="text-xs text-slate-400">
          <a
            href={page.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded break-words text-sky-300 underline underline-offset-2 hover:text-sky-200"
          >
            {page.title?.trim() || pageHost(page.url)} <span className="sr-only">(opens in a new tab)</span>
          </a>{' '}
          · seen <time dateTime={page.seen}>{formatDate(`${page.seen}T00:00:00Z`)}</time>
        </li>
      ))}
    </ul>
  );
}

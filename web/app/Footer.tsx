import { Link } from 'react-router';
import { brand } from '../../core/brand';
import { buttonClass } from '../ui/button';
import { LinkColumn } from '../ui/link-list';
import { Wordmark } from './Logo';
import { companyLinks, legalLinks, productLinks } from './nav-links';

/**
 * The agency's logo drawn in the markup itself: a prerendered page shows it before any script runs,
 * and there is no image request that could fail and leave a broken-image icon.
 */
function AgencyLogo() {
  return (
    <svg
      viewBox="0 0 120 28"
      width={120}
      height={28}
      role="img"
      aria-label={brand.agency.name}
      className="h-7 w-auto"
    >
      <rect width="28" height="28" rx="6" fill="#f8fafc" />
      <text
        x="14"
        y="19"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12"
        fontWeight="700"
        textAnchor="middle"
        fill="#0b1220"
      >
        10
      </text>
      <text
        x="36"
        y="19"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontWeight="700"
        fill="#f8fafc"
      >
        {brand.agency.name}
      </text>
    </svg>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-ink-700 bg-ink-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Wordmark />
          <p className="mt-4 max-w-sm text-sm text-slate-400">{brand.description}</p>
          <div className="mt-5 flex items-center gap-3 text-sm text-slate-400">
            <span>Powered by</span>
            <a href={brand.agency.url} target="_blank" rel="noopener noreferrer" className="rounded">
              <AgencyLogo />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <Link to="/sample-report" className={buttonClass('primary', 'sm', 'mt-6')}>
            See a Sample Report
          </Link>
        </div>
        <LinkColumn title="Product" links={[...productLinks, { label: 'Enterprise', to: '/enterprise' }]} />
        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* Pages rendered at build time carry the build's year until the next build. */}
          <p suppressHydrationWarning>
            © {year} {brand.product}. All rights reserved.
          </p>
          <p>
            Built by{' '}
            <a
              href={brand.agency.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-slate-200 underline"
            >
              {brand.agency.name}
            </a>
            . {brand.agency.motto}
          </p>
        </div>
      </div>
    </footer>
  );
}

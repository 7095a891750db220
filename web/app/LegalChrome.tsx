import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../core/brand';
import { explainerPath } from '../../core/routes';
import { buttonClass } from '../ui/button';
import { LinkColumn, type LinkItem } from '../ui/link-list';
import { Wordmark } from './Logo';

/** The top bar of the Cookie Policy and Terms pages (spec 02 section 2.10). */
export function LegalTopNav() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700 bg-ink-900/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" aria-label={`${brand.product} home`} className="rounded-md">
          <Wordmark />
        </Link>
        <div className="hidden items-center gap-5 text-sm text-slate-300 md:flex">
          <Link to="/" className="hover:text-white">
            Home
          </Link>
          <Link to="/product" className="hover:text-white">
            Product
          </Link>
          <span className="text-slate-400">Use Cases</span>
          <span className="text-slate-400">Resources</span>
          <span className="inline-flex items-center gap-1 text-slate-400">
            Co <ChevronDown className="size-4" aria-hidden />
          </span>
        </div>
        <Link to="/search" className={buttonClass('primary', 'sm')}>
          Try Tool
        </Link>
      </nav>
    </header>
  );
}

const columns: { title: string; items: LinkItem[] }[] = [
  {
    title: 'Product',
    items: [
      { label: 'Features', to: '/product' },
      { label: 'Intelligence Tool', to: '/search' },
      { label: 'BaseLine Scoring', to: '/product' },
      { label: 'Reports', to: '/sample-report' },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: brand.agency.name, to: brand.agency.url, external: true },
      { label: 'About', to: explainerPath },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Data Processing', to: '/data-processing' },
      { label: 'Data Sources', to: '/data-sources' },
    ],
  },
];

/** The four-column footer of the Cookie Policy and Terms pages. */
export function LegalFooter() {
  return (
    <footer className="border-t border-ink-700 bg-ink-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Wordmark />
          <p className="mt-4 text-sm text-slate-400">{brand.description}</p>
          <p className="mt-4 text-sm font-medium text-slate-300">
            Built by {brand.agency.name}. {brand.agency.motto}
          </p>
        </div>
        {columns.map((col) => (
          <LinkColumn key={col.title} title={col.title} links={col.items} />
        ))}
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:justify-between sm:px-6">
          <p>© 2025 {brand.product}. All rights reserved.</p>
          <p className="flex gap-4">
            <Link to="/privacy-policy" className="hover:text-white">
              Privacy
            </Link>
            <Link to="/cookie-policy" className="hover:text-white">
              Cookies
            </Link>
            <Link to="/terms" className="hover:text-white">
              Terms
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

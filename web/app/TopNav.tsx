import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { brand } from '../../core/brand';
import { useAuth } from '../lib/auth';
import { buttonClass } from '../ui/button';
import { InstagramGlyph } from '../ui/social-icon';
import { escapeIsForDialog } from '../ui/use-dismiss';
import { AccountControl } from './AccountControl';
import { Wordmark } from './Logo';
import { MenuLink } from './MenuLink';
import { NavDisclosure } from './NavDisclosure';
import { companyLinks, type NavLink, productLinks } from './nav-links';

/** The bell and React Query load only for signed-in users (decision 002). */
const AlertsBell = lazy(() => import('../features/alerts/AlertsBell'));

/** How long the bell waits after sign-in is known, so the page's own content renders first. */
export const BELL_DELAY_MS = 1500;

/** True once `delayMs` has passed while `active`: defers work that is not the page's own. */
function useAfterDelay(active: boolean, delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(id);
  }, [active, delayMs]);
  return active && ready;
}

export const MOBILE_BREAKPOINT = 768;
export const COMPACT_SCROLL_PX = 50;
/** Full again only near the top: between the two the header keeps its state (no flip-flopping). */
export const FULL_AGAIN_SCROLL_PX = 10;

function SocialLink() {
  return (
    <a
      href={brand.social.url}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-md p-2 text-slate-300 hover:bg-ink-800 hover:text-white"
      aria-label={`${brand.product} on ${brand.social.name} (opens in a new tab)`}
    >
      <InstagramGlyph />
    </a>
  );
}

function useCompactOnHome(pathname: string): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    if (pathname !== '/') {
      setCompact(false);
      return;
    }
    const onScroll = () =>
      setCompact((was) =>
        was ? window.scrollY >= FULL_AGAIN_SCROLL_PX : window.scrollY > COMPACT_SCROLL_PX,
      );
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname]);
  return compact;
}

export function TopNav() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const showBell = useAfterDelay(user !== null, BELL_DELAY_MS);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<'Product' | 'Company' | null>(null);
  const compact = useCompactOnHome(pathname);
  const panelId = useId();

  // Close the mobile menu on navigation.
  useEffect(() => {
    if (pathname) {
      setMenuOpen(false);
      setOpenGroup(null);
    }
  }, [pathname]);

  // Close it when the viewport widens to the desktop layout.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      // The log-in dialog opened from the menu takes its own Escape: the menu and its Log In stay.
      if (e.key === 'Escape' && !escapeIsForDialog(e)) setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      data-compact={compact ? 'true' : 'false'}
      // Compact, the bar is 16 px shorter and its bottom margin 16 px taller: the page below never
      // moves, so shrinking cannot change the scroll position that decides the state.
      className={`sticky top-0 z-40 border-b transition-all duration-200 ${
        compact ? 'mb-4 border-ink-700 bg-ink-900/95 backdrop-blur' : 'mb-0 border-transparent bg-ink-900'
      }`}
    >
      <nav
        aria-label="Main"
        className={`mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 ${compact ? 'h-12' : 'h-16'}`}
      >
        <Link to="/" aria-label={`${brand.product} home`} className="rounded-md">
          <Wordmark compact={compact} />
        </Link>
        <div className="ml-auto hidden items-center gap-1 md:flex">
          <NavDisclosure
            label="Product"
            links={productLinks}
            open={openGroup === 'Product'}
            onOpenChange={(o) => setOpenGroup(o ? 'Product' : null)}
          />
          <NavDisclosure
            label="Company"
            links={companyLinks}
            open={openGroup === 'Company'}
            onOpenChange={(o) => setOpenGroup(o ? 'Company' : null)}
          />
          {user && (
            <RouterNavLink
              to="/deals"
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-ink-800 hover:text-white aria-[current=page]:text-white"
            >
              Deal finder
            </RouterNavLink>
          )}
          <RouterNavLink
            to="/enterprise"
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-ink-800 hover:text-white"
          >
            Enterprise
          </RouterNavLink>
          <SocialLink />
        </div>
        <div className="flex items-center gap-1">
          {user &&
            (showBell ? (
              <Suspense fallback={<span className="size-9" aria-hidden />}>
                <AlertsBell />
              </Suspense>
            ) : (
              <span className="size-9" aria-hidden />
            ))}
          <div className="ml-1 hidden md:block">
            <AccountControl />
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-ink-800 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div id={panelId} className="border-t border-ink-700 bg-ink-900 px-4 pt-4 pb-6 md:hidden">
          <Link to="/search" className={buttonClass('primary', 'md', 'w-full')}>
            Try Intelligence Tool
          </Link>
          {user && (
            <Link to="/deals" className={buttonClass('secondary', 'md', 'mt-3 w-full')}>
              Deal finder
            </Link>
          )}
          <MobileGroup title="Product" links={productLinks} />
          <MobileGroup
            title="Company"
            links={[...companyLinks, { label: 'Enterprise', to: '/enterprise' }]}
          />
          <div className="mt-5">
            <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">Social</p>
            <a
              href={brand.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 flex items-center gap-2 rounded-md py-2 text-slate-200"
            >
              <InstagramGlyph /> {brand.social.name}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <div className="mt-5">
            <AccountControl />
          </div>
        </div>
      )}
    </header>
  );
}

function MobileGroup({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="mt-5">
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{title}</p>
      <ul className="mt-1">
        {links.map((link) => (
          <li key={link.label}>
            <MenuLink link={link} className="flex items-center gap-2 rounded-md py-2 text-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { useDismiss } from '../ui/use-dismiss';
import { MenuLink } from './MenuLink';
import type { NavLink } from './nav-links';

export interface NavDisclosureProps {
  label: string;
  links: NavLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A site-navigation dropdown built as a disclosure (a button that shows a list of links), the
 * pattern WAI-ARIA recommends for navigation. The parent keeps one open at a time; an outside
 * press, Escape, or following a link closes it.
 */
export function NavDisclosure({ label, links, open, onOpenChange }: NavDisclosureProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-ink-800 hover:text-white aria-expanded:bg-ink-800"
      >
        {label}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-lg border border-ink-600 bg-ink-850 p-1.5 shadow-2xl"
      >
        {links.map((link) => (
          <li key={link.label}>
            <MenuLink
              link={link}
              onSelect={() => onOpenChange(false)}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-ink-700 hover:text-white focus-visible:bg-ink-700"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

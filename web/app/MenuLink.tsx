import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { NavLink } from './nav-links';

/** A navigation link; external ones open in a new tab and say so to screen readers. */
export function MenuLink({
  link,
  className,
  onSelect,
}: {
  link: NavLink;
  className: string;
  onSelect?: () => void;
}) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={className} onClick={onSelect}>
        {link.label}
        <ExternalLink className="size-3.5 opacity-70" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={className} onClick={onSelect}>
      {link.label}
    </Link>
  );
}

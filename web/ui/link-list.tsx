import { Link } from 'react-router';

export interface LinkItem {
  label: string;
  to: string;
  external?: boolean;
}

/** A titled column of links, as the footers show them; external links open in a new tab. */
export function LinkColumn({ title, links }: { title: string; links: LinkItem[] }) {
  return (
    <nav aria-label={`${title} links`}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a
                href={link.to}
                target="_blank"
                rel="noopener noreferrer"
                className="text-slate-400 hover:text-white"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.to} className="text-slate-400 hover:text-white">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

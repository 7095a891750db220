import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta';
import { buttonClass } from './button';

export interface DocPageProps {
  heading: string;
  title: string;
  description: string;
  eyebrow?: string;
  intro?: ReactNode;
  updated?: string;
  backHome?: boolean;
  children: ReactNode;
}

/** A long-form page: heading, optional last-updated line, prose body, optional Back to Home button. */
export function DocPage({
  heading,
  title,
  description,
  eyebrow,
  intro,
  updated,
  backHome,
  children,
}: DocPageProps) {
  usePageMeta({ title, description });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">{heading}</h1>
      {updated && <p className="mt-3 text-sm text-slate-400">Last updated: {updated}</p>}
      {intro && <div className="mt-5 text-lg text-slate-300">{intro}</div>}
      <div className="doc mt-6">{children}</div>
      {backHome && (
        <div className="mt-12">
          <Link to="/" className={buttonClass('secondary')}>
            Back to Home
          </Link>
        </div>
      )}
    </article>
  );
}

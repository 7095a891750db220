import { Link } from 'react-router';
import { notFoundRoute } from '../../../core/routes';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';

export default function NotFoundPage() {
  usePageMeta({ title: notFoundRoute.title, description: notFoundRoute.text, noindex: true });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-white">{notFoundRoute.heading}</h1>
      <p className="mt-3 text-slate-300">{notFoundRoute.text}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </div>
  );
}

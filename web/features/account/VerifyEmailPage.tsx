import { Link, useSearchParams } from 'react-router';
import { routeTable } from '../../../core/routes';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';

const route = routeTable.find((r) => r.path === '/verify-email')!;

const outcomes: Record<string, { heading: string; text: string }> = {
  verified: {
    heading: 'Address confirmed',
    text: 'Thank you: your e-mail address is confirmed. The newsletter and e-mail updates you chose can reach you now.',
  },
  changed: {
    heading: 'Address changed',
    text: 'Your account now uses the new e-mail address. Use it the next time you log in.',
  },
  taken: {
    heading: 'Address not changed',
    text: 'That address now belongs to another account, so your address stays as it was.',
  },
  invalid: {
    heading: 'This link does not work',
    text: 'It has expired, was already used, or was changed on the way. Confirmation links can be sent again from your profile.',
  },
};

/** Where the confirmation links of the account e-mails end. */
export default function VerifyEmailPage() {
  usePageMeta({ title: route.title, description: route.description, noindex: true });
  const [params] = useSearchParams();
  const outcome = outcomes[params.get('status') ?? ''] ?? outcomes.invalid!;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
      <div role="status" className="mt-4">
        <h2 className="text-xl font-semibold text-white">{outcome.heading}</h2>
        <p className="mt-2 text-slate-300">{outcome.text}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/search" className={buttonClass('primary')}>
          Open the Intelligence Platform
        </Link>
        <Link to="/profile" className={buttonClass('secondary')}>
          Your profile
        </Link>
      </div>
    </div>
  );
}

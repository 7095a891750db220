import { BookOpen, FileBarChart, KeyRound, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { explainerPath, routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';
import { InstagramGlyph } from '../../ui/social-icon';

const route = routeTable.find((r) => r.path === '/contact')!;

const channels = [
  {
    title: 'General Inquiries',
    email: brand.email.general,
    text: 'Questions about the product or the company.',
  },
  { title: 'Support', email: brand.email.support, text: 'Help with your account, searches or reports.' },
  {
    title: 'Partnerships',
    email: brand.email.partnerships,
    text: 'Data partnerships, integrations and press.',
  },
];

const actions = [
  {
    icon: FileBarChart,
    title: 'View Sample Report',
    text: 'See what a brand report contains.',
    to: '/sample-report',
  },
  { icon: KeyRound, title: 'Request Access', text: 'Create an account and open the tool.', to: '/search' },
  {
    icon: BookOpen,
    title: 'Learn More',
    text: `What ${brand.product} is and who it serves.`,
    to: explainerPath,
  },
];

export default function ContactPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      eyebrow="Contact"
      backHome
      intro={<p>E-mail the team that can help you fastest.</p>}
    >
      <ul className="!mt-0 !list-none !pl-0 grid gap-4 sm:grid-cols-3">
        {channels.map((c) => (
          <li key={c.title} className="!mt-0 rounded-xl border border-ink-700 bg-ink-850 p-5">
            <Mail className="size-6 text-accent-400" aria-hidden />
            <h2 className="!mt-3 !text-lg">{c.title}</h2>
            <p className="!mt-1 text-sm">{c.text}</p>
            <p className="!mt-3 text-sm break-all">
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </p>
          </li>
        ))}
      </ul>
      <p>
        We typically reply within 24 hours on business days. For urgent matters, put <strong>URGENT</strong>{' '}
        in the subject line.
      </p>
      <p className="flex items-center gap-2">
        <InstagramGlyph className="size-5 text-slate-300" />
        <a href={brand.social.url} target="_blank" rel="noopener noreferrer">
          Follow {brand.product} on {brand.social.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <h2>Quick actions</h2>
      <ul className="!mt-4 !list-none !pl-0 grid gap-4 sm:grid-cols-3">
        {actions.map(({ icon: Icon, title, text, to }) => (
          <li key={title} className="!mt-0">
            <Link
              to={to}
              className="block h-full rounded-xl border border-ink-700 bg-ink-850 p-5 hover:border-accent-400/60"
            >
              <Icon className="size-6 text-accent-400" aria-hidden />
              <span className="mt-3 block font-semibold text-white">{title}</span>
              <span className="mt-1 block text-sm text-slate-400">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

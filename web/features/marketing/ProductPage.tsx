import { Gauge, Globe2, LineChart, Link2, Rocket, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';

const route = routeTable.find((r) => r.path === '/product')!;

const pillars = [
  {
    icon: Gauge,
    title: 'BaseLine scoring',
    text: 'Every brand gets a BaseLine score from 0 to 100, built from visibility, energy, clarity, fit and range. Scores of 85 and above read green, 70 to 84 amber, and anything lower red, so a weak portfolio stands out at a glance.',
    points: [
      'Five metrics, each explained',
      'Benchmarked against an industry average of 72',
      'The same figure in the tool and in every report',
    ],
  },
  {
    icon: Globe2,
    title: 'Universal brand intelligence',
    text: 'One search covers brands, rights holders and athletes. A brand opens on its full portfolio: teams, athletes, events, leagues and federations, with deal values, tiers and contract years.',
    points: [
      '200+ brands, 664+ athletes',
      'Filters by sport and region',
      'Competitors, predictions and trends alongside',
    ],
  },
  {
    icon: ScrollText,
    title: 'Reports',
    text: 'Turn any brand view into an HTML report for the board or a pitch: score, budget, portfolio, metrics and key headlines, dated and ready to print.',
    points: ['One click from the brand view', 'Print-ready layout', 'Exports in JSON, CSV or Excel'],
  },
];

const steps = [
  { icon: Link2, title: 'Connect', text: 'Search the brand, competition or athlete you care about.' },
  { icon: LineChart, title: 'Analyze', text: 'Read the score, the portfolio and the metrics behind it.' },
  { icon: Rocket, title: 'Act', text: 'Share a report, draft outreach or plan the next renewal.' },
];

export default function ProductPage() {
  usePageMeta({
    title: route.title,
    description: route.description,
    keywords: ['BaseLine', 'sponsorship reports'],
  });
  return (
    <>
      <section className="border-b border-ink-800">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {brand.product} product
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {route.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">
            Score, compare and report on sports sponsorships with one tool, from the first search to the board
            pack.
          </p>
        </div>
      </section>
      <section
        aria-label="Features"
        className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 lg:grid-cols-3"
      >
        {pillars.map(({ icon: Icon, title, text, points }) => (
          <article key={title} className="rounded-2xl border border-ink-700 bg-ink-850 p-7">
            <Icon className="size-8 text-accent-400" aria-hidden />
            <h2 className="mt-4 text-xl font-bold text-white">{title}</h2>
            <p className="mt-3 text-slate-300">{text}</p>
            <ul className="mt-5 space-y-2 text-sm text-slate-300">
              {points.map((p) => (
                <li key={p} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-400" />
                  {p}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <section aria-labelledby="how-heading" className="border-t border-ink-800 bg-ink-950/40">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="how-heading" className="text-3xl font-bold text-white">
            How it works
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="rounded-xl border border-ink-700 bg-ink-850 p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-9 items-center justify-center rounded-full bg-accent-400 font-bold text-ink-950">
                    {i + 1}
                  </span>
                  <Icon className="size-6 text-accent-300" aria-hidden />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
                <p className="mt-2 text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 rounded-2xl border border-accent-400/30 bg-accent-400/5 p-8 text-center">
            <h2 className="text-2xl font-bold text-white">See a brand’s score in seconds</h2>
            <p className="mt-2 text-slate-300">Search Nike, the Premier League or your own shortlist.</p>
            <Link to="/search" className={buttonClass('primary', 'lg', 'mt-6')}>
              Try Intelligence Tool
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

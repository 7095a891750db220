import { BarChart3, BrainCircuit, FileText, Radar, ShieldCheck, Zap } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { openDataSets } from '../../../core/data-sources';
import { explainerPath, routeTable } from '../../../core/routes';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/button';
import { useCountUpWhenVisible } from './count-up';
import { SampleAnalysisCard } from './SampleAnalysisCard';

const route = routeTable.find((r) => r.path === '/')!;

const enterpriseFeatures = [
  {
    icon: Zap,
    title: 'Real-time data',
    text: 'Partnership changes, contract windows and new deals surface as alerts the moment our sources record them.',
  },
  {
    icon: BrainCircuit,
    title: 'AI insights engine',
    text: 'Opportunities, risks and trends drawn from each portfolio, each with a confidence figure and the facts behind it.',
  },
  {
    icon: FileText,
    title: 'Executive reporting',
    text: 'A board-ready brand report in one click: score, portfolio, metrics and headlines, ready to print or share.',
  },
];

const metrics = [
  ['Visibility', 'How often and how prominently the brand is seen through its partners.'],
  ['Energy', 'The momentum of the partnerships: activations, content and audience response.'],
  ['Clarity', 'How clearly the brand’s role in each deal reads to fans.'],
  ['Fit', 'How well sport, audience and values match the brand.'],
  ['Range', 'The spread across sports, regions and property types.'],
] as const;

export default function HomePage() {
  usePageMeta({ title: route.title, description: route.description, keywords: ['sponsorship analytics'] });
  const featuresRef = useRef<HTMLElement>(null);
  const score = useCountUpWhenVisible(featuresRef);

  return (
    <>
      <section className="relative overflow-hidden border-b border-ink-800">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              Sponsorship intelligence for sport
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
              The command centre for partnership performance
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-300">
              Search any brand, competition or athlete and see who sponsors whom, what each deal is worth and
              how healthy every partnership is, scored 0 to 100 by BaseLine.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/search" className={buttonClass('primary', 'lg')}>
                Try Intelligence Tool
              </Link>
              <Link to="/sample-report" className={buttonClass('secondary', 'lg')}>
                View a sample report
              </Link>
            </div>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 text-center">
              {[
                ['200+', 'brands'],
                ['664+', 'athletes'],
                [String(openDataSets.length), 'open data sets'],
              ].map(([n, label]) => (
                <div key={label} className="rounded-lg border border-ink-700 bg-ink-850 px-2 py-3">
                  <dt className="sr-only">{label}</dt>
                  <dd className="text-2xl font-bold text-white">{n}</dd>
                  <dd className="text-xs text-slate-400">{label}</dd>
                </div>
              ))}
            </dl>
          </div>
          <SampleAnalysisCard />
        </div>
      </section>

      <section ref={featuresRef} aria-labelledby="features-heading" className="border-b border-ink-800">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[1fr_1.4fr]">
          <div className="self-start rounded-2xl border border-ink-700 bg-ink-850 p-8 text-center">
            <p className="text-sm font-semibold text-slate-300">BaseLine score</p>
            <p className="mt-2 text-7xl font-extrabold text-accent-400 tabular-nums" aria-live="off">
              {score}
            </p>
            <p className="mt-1 text-sm text-slate-400">out of 100</p>
            <p className="mt-5 text-sm text-slate-300">
              One number for the health of a sponsorship portfolio, built from five metrics you can inspect.
            </p>
          </div>
          <div>
            <h2 id="features-heading" className="text-3xl font-bold text-white">
              A score you can take apart
            </h2>
            <p className="mt-3 text-slate-300">
              BaseLine is the weighted result of five metrics. Every one of them is explained in the product,
              so you can see why a partnership scores the way it does.
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {metrics.map(([name, text]) => (
                <li key={name} className="rounded-lg border border-ink-700 bg-ink-850 p-4">
                  <p className="font-semibold text-white">{name}</p>
                  <p className="mt-1 text-sm text-slate-400">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="what-heading" className="border-b border-ink-800">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
          <h2 id="what-heading" className="text-3xl font-bold text-white">
            What is {brand.product}?
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            {brand.product} is a sponsorship-intelligence platform built by {brand.agency.name}, a London
            sports talent agency. It brings open data on clubs, competitions, drivers and companies together
            with curated deal facts, then scores every partnership so brand managers, agencies, rights holders
            and talent managers can compare like with like.
          </p>
          <div className="mt-8 grid gap-4 text-left sm:grid-cols-3">
            {[
              [Radar, 'Search everything', 'Brands, rights holders and athletes in one search box.'],
              [
                BarChart3,
                'See the portfolio',
                'Teams, athletes, events, leagues and federations behind each brand.',
              ],
              [ShieldCheck, 'Know the source', 'Every fact is marked verified, curated or modelled.'],
            ].map(([Icon, title, text]) => {
              const I = Icon as typeof Radar;
              return (
                <div key={title as string} className="rounded-lg border border-ink-700 bg-ink-850 p-5">
                  <I className="size-6 text-accent-400" aria-hidden />
                  <p className="mt-3 font-semibold text-white">{title as string}</p>
                  <p className="mt-1 text-sm text-slate-400">{text as string}</p>
                </div>
              );
            })}
          </div>
          <Link to={explainerPath} className={buttonClass('secondary', 'md', 'mt-8')}>
            Learn how it works
          </Link>
        </div>
      </section>

      <section aria-labelledby="enterprise-heading">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
          <h2 id="enterprise-heading" className="text-3xl font-bold text-white">
            Built for enterprise sponsorship teams
          </h2>
          <div className="mt-8 grid gap-5 md:grid-cols-3">
            {enterpriseFeatures.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-xl border border-ink-700 bg-ink-850 p-6">
                <Icon className="size-7 text-accent-400" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
                <p className="mt-2 text-slate-400">{text}</p>
              </div>
            ))}
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/enterprise" className={buttonClass('secondary')}>
              Explore Enterprise
            </Link>
            <Link to="/search" className={buttonClass('primary')}>
              Try Intelligence Tool
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { buttonClass } from '../../ui/button';
import { DocPage } from '../../ui/page';

const route = routeTable.find((r) => r.path === '/how-it-works')!;

const steps = [
  {
    title: '1. We collect',
    text: 'Open data sets give us competitions, clubs, squads, Formula 1 teams with their title sponsors and suppliers by season, and company facts. Well-known public deals, such as kit suppliers and shirt sponsors, are added by hand and marked curated.',
  },
  {
    title: '2. We connect',
    text: 'Brands, properties and athletes are linked by partnership: kit supplier, shirt sponsor, title partner, official partner or endorsement, with tier and contract years where known.',
  },
  {
    title: '3. We score',
    text: 'Each brand’s portfolio is measured on visibility, energy, clarity, fit and range and combined into the BaseLine score from 0 to 100.',
  },
  {
    title: '4. You act',
    text: 'Filter the portfolio, compare competitors, read predictions, export the figures or generate a report for your team.',
  },
];

export default function HowItWorksPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      eyebrow="Method"
      intro={<p>From raw facts to a score you can defend in a meeting, in four steps.</p>}
    >
      {steps.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          <p>{s.text}</p>
        </section>
      ))}
      <h2>Trust labels</h2>
      <ul>
        <li>
          <strong>Verified</strong>: taken from an openly licensed data set, credited to its source.
        </li>
        <li>
          <strong>Curated</strong>: entered by hand from well-known public facts.
        </li>
        <li>
          <strong>Modelled</strong>: computed or estimated by {brand.product}, such as a deal value nobody has
          published.
        </li>
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/sample-report" className={buttonClass('primary')}>
          See a sample report
        </Link>
        <Link to="/search" className={buttonClass('secondary')}>
          Try Intelligence Tool
        </Link>
      </div>
    </DocPage>
  );
}

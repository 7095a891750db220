import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';

const route = routeTable.find((r) => r.path === '/data-sources')!;

const sources = [
  {
    name: 'F1DB',
    licence: 'CC BY 4.0',
    use: 'Formula 1 teams and drivers, and by season the title sponsors named in team entries and the engine and tyre suppliers.',
    credit: 'Formula 1 data: F1DB, licensed under CC BY 4.0.',
  },
  {
    name: 'openfootball',
    licence: 'CC0 1.0 (public domain)',
    use: 'Football competitions of the 2025-26 and 2025 seasons and their clubs; the Euro 2024 and World Cup 2026 squads.',
    credit: 'Football data: openfootball, dedicated to the public domain.',
  },
  {
    name: 'S&P 500 companies list (datasets/s-and-p-500-companies)',
    licence: 'ODC Public Domain Dedication and Licence',
    use: 'Company names, sectors, sub-industries and headquarters.',
    credit: 'Company facts: the S&P 500 companies data package, public domain.',
  },
];

export default function DataSourcesPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      eyebrow="Credits"
      intro={
        <p>
          Every fact in {brand.product} says where it came from. These are the sources, what we take from
          each, and how to read the labels you see in the product.
        </p>
      }
    >
      <h2>How to read the labels</h2>
      <ul>
        <li>
          <strong>Verified</strong>: taken from one of the open data sets below, with its credit.
        </li>
        <li>
          <strong>Curated</strong>: entered by our editors from well-known public facts, such as kit
          suppliers, shirt sponsors, competition partners and athlete endorsements. Where a start year is not
          certain we leave it blank rather than guess.
        </li>
        <li>
          <strong>Modelled</strong>: computed by {brand.product}, such as sponsorship budgets, deal values
          nobody has published, the BaseLine metrics and social reach. Modelled figures are the same every
          time you look.
        </li>
      </ul>
      <h2>Open data sets</h2>
      {sources.map((s) => (
        <section key={s.name}>
          <h3>{s.name}</h3>
          <p>
            <strong>Licence:</strong> {s.licence}. <strong>Used for:</strong> {s.use}
          </p>
          <p>{s.credit}</p>
        </section>
      ))}
      <h2>Corrections</h2>
      <p>
        Spotted a partnership that has ended or a fact that is wrong? Write to{' '}
        <a href={`mailto:${brand.email.support}`}>{brand.email.support}</a> and we will correct it.
      </p>
    </DocPage>
  );
}

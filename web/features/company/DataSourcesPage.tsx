import { brand } from '../../../core/brand';
import { openDataSets as sources } from '../../../core/data-sources';
import { routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';

const route = routeTable.find((r) => r.path === '/data-sources')!;

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

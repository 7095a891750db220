import { Compass, Laptop, Lightbulb, LineChart, Sprout, Users } from 'lucide-react';
import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { buttonClass } from '../../ui/button';
import { DocPage } from '../../ui/page';

const route = routeTable.find((r) => r.path === '/careers')!;

const values = [
  {
    icon: Lightbulb,
    title: 'Innovation First',
    text: 'We ship new ideas in small steps and measure what they change.',
  },
  {
    icon: Laptop,
    title: 'Remote-Friendly',
    text: 'Work from London or from home; we meet in person when it helps.',
  },
  {
    icon: Sprout,
    title: 'Growth Focused',
    text: 'A learning budget, real ownership and room to take on more.',
  },
  {
    icon: LineChart,
    title: 'Data-Driven Excellence',
    text: 'We argue with evidence and say where every number comes from.',
  },
  {
    icon: Users,
    title: 'Collaborative Innovation',
    text: 'Engineers, analysts and agents build the product together.',
  },
  {
    icon: Compass,
    title: 'Client Success',
    text: 'Our work counts when a client makes a better sponsorship decision.',
  },
];

export default function CareersPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      eyebrow={`Join ${brand.agency.name}`}
      backHome
      intro={
        <p>
          We build {brand.product} at {brand.agency.name} in {brand.agency.city}: sponsorship intelligence for
          the people who run sport’s biggest partnerships.
        </p>
      }
    >
      <div className="rounded-xl border border-ink-700 bg-ink-850 p-6">
        <h2 className="!mt-0">No open positions right now</h2>
        <p>
          We have no open positions at the moment, but we are always glad to hear from people who care about
          sport and data. Send us your CV and a few lines about what you would like to work on.
        </p>
        <a href={`mailto:${brand.email.careers}?subject=CV`} className={buttonClass('primary', 'md', 'mt-5')}>
          Send Your CV
        </a>
      </div>
      <h2>What we value</h2>
      <ul className="!mt-4 !list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="!mt-0 rounded-lg border border-ink-700 bg-ink-850 p-5">
            <Icon className="size-6 text-accent-400" aria-hidden />
            <h3>{title}</h3>
            <p className="!mt-1 text-sm">{text}</p>
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

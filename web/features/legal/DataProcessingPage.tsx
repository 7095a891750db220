import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';

const route = routeTable.find((r) => r.path === '/data-processing')!;
const p = brand.product;

export default function DataProcessingPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      updated={brand.policyDate}
      backHome
    >
      <p>This page explains what data {p} processes when you use it, why, and how it is protected.</p>
      <h2>Data Collection</h2>
      <ul>
        <li>
          <strong>Search queries</strong>: the brands, rights holders and athletes you search, counted
          anonymously per day to show what is trending.
        </li>
        <li>
          <strong>User preferences</strong>: your notification choices, export format and timezone.
        </li>
        <li>
          <strong>Usage analytics</strong>: which pages load, how fast, and errors that stop a page from
          working.
        </li>
      </ul>
      <h2>Processing Purposes</h2>
      <ul>
        <li>To deliver sponsorship intelligence and analytics to you.</li>
        <li>To improve the platform: better search, better scores, fewer errors.</li>
        <li>To give customer support when you ask for it.</li>
        <li>For security and compliance: keeping accounts safe and meeting our legal duties.</li>
      </ul>
      <h2>Data Security</h2>
      <ul>
        <li>
          <strong>Encryption</strong>: data travels over encrypted connections, and passwords are stored only
          as salted argon2id hashes.
        </li>
        <li>
          <strong>Access controls</strong>: only staff who need it can reach personal data, and administrative
          functions are checked on the server for every request.
        </li>
        <li>
          <strong>Regular audits</strong>: we review access, dependencies and security settings on a regular
          schedule.
        </li>
      </ul>
      <h2>Your Rights</h2>
      <p>
        You can access, correct or delete your personal data at any time. Profile and Account Settings let you
        change your details and delete your account yourself; for anything else write to us.
      </p>
      <p>
        Privacy contact: <a href={`mailto:${brand.email.privacy}`}>{brand.email.privacy}</a>
      </p>
    </DocPage>
  );
}

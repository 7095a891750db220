import { Link } from 'react-router';
import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';
import { ContactBlock } from './ContactBlock';

const route = routeTable.find((r) => r.path === '/privacy-policy')!;
const p = brand.product;
const provider = brand.agency.name;

export default function PrivacyPolicyPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      updated={brand.policyDate}
    >
      <p>
        This policy explains how {provider} (“we”) handles personal data when you use {p}. We are the
        controller of that data under the UK GDPR and the Data Protection Act 2018.
      </p>
      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, e-mail address, optional company and a hash of your
          password.
        </li>
        <li>
          <strong>Settings</strong>: notification choices, newsletter subscription, export format and
          timezone.
        </li>
        <li>
          <strong>Newsletter activity</strong>: whether an issue was delivered, opened or clicked, so we can
          report aggregate open and click rates.
        </li>
        <li>
          <strong>Usage</strong>: anonymous search counts and technical logs (IP address, browser, errors)
          kept for security.
        </li>
      </ul>
      <h2>How We Use It</h2>
      <ul>
        <li>To provide your account and the intelligence tools (performance of our contract with you).</li>
        <li>
          To send the In The Know newsletter when you subscribe (your consent, which you can withdraw at any
          time).
        </li>
        <li>To secure the service and prevent abuse (our legitimate interests).</li>
        <li>To meet legal obligations.</li>
      </ul>
      <h2>Sharing</h2>
      <p>
        We do not sell personal data. We share it only with processors who run parts of the service for us,
        such as hosting and e-mail delivery, under written contracts, or where the law requires it.
      </p>
      <h2>International Transfers</h2>
      <p>
        Where a processor handles data outside the UK, we rely on adequacy regulations or the UK International
        Data Transfer Agreement to protect it.
      </p>
      <h2>Retention</h2>
      <p>
        Account data is kept while your account is open. When you delete your account, your user record,
        settings, sessions and subscription are erased at once. Security logs are kept for up to 90 days.
      </p>
      <h2>Your Rights</h2>
      <p>
        You may access, correct, delete or export your data, object to or restrict its use, and withdraw
        consent. You can also complain to the Information Commissioner’s Office (ico.org.uk).
      </p>
      <h2>Cookies</h2>
      <p>
        We use a small number of cookies and similar technologies; see the{' '}
        <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
      <h2>Changes</h2>
      <p>
        We will post any change here and update the date above; material changes are announced in the product.
      </p>
      <h2>Contact Us</h2>
      <ContactBlock email={brand.email.privacy} label="Privacy enquiries" />
    </DocPage>
  );
}

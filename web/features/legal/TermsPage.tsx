import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';
import { ContactBlock } from './ContactBlock';

const route = routeTable.find((r) => r.path === '/terms')!;
const p = brand.product;
const provider = brand.agency.name;

export default function TermsPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      updated={brand.policyDate}
    >
      <h2>Agreement to Terms</h2>
      <p>
        By creating an account or using {p}, you agree to these terms. If you use {p} for an organisation, you
        accept them on its behalf and confirm you have authority to do so. If you do not agree, do not use the
        service.
      </p>

      <h2>Description of Service</h2>
      <p>
        {p} is a sponsorship-intelligence platform operated by {provider}. It lets registered users search
        brands, rights holders and athletes, view sponsorship portfolios and BaseLine scores, generate reports
        and receive the In The Know newsletter.
      </p>

      <h2>User Accounts</h2>
      <p>
        You must give accurate information when you register and keep it up to date. You are responsible for
        keeping your account and password confidential and for everything done under your account. Tell us at
        once at <a href={`mailto:${brand.email.support}`}>{brand.email.support}</a> if you suspect
        unauthorised use.
      </p>

      <h2>Acceptable Use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>use the service for any unlawful purpose or in breach of any applicable law or regulation;</li>
        <li>infringe the intellectual property rights of {provider} or anyone else;</li>
        <li>harass, threaten or abuse any person, including other users and our staff;</li>
        <li>submit false or misleading information, or impersonate anyone;</li>
        <li>scrape, resell or bulk-export the data beyond the export features we provide;</li>
        <li>probe, disrupt or overload the service or try to get around its security.</li>
      </ul>

      <h2>Data and Analytics</h2>
      <p>
        Our analysis combines public information with proprietary methods. Scores, estimates and predictions
        are opinions offered to support your decisions; we do not guarantee that they are complete, accurate
        or current, and you should check important facts before relying on them. Facts drawn from openly
        licensed data sets are credited to their sources.
      </p>

      <h2>Intellectual Property</h2>
      <p>
        The service, its software, the BaseLine methodology, its design and the reports it produces belong to{' '}
        {provider} or its licensors. You may use reports inside your organisation and share them with your
        clients with attribution to {p}. Third-party names and logos belong to their owners.
      </p>

      <h2>Limitation of Liability</h2>
      <p>
        To the extent the law allows, {provider} is not liable for indirect or consequential losses, lost
        profits or lost data arising from your use of the service, and our total liability in any twelve
        months is limited to the fees you paid us in that period. Nothing in these terms limits liability that
        cannot be limited by law.
      </p>

      <h2>Termination</h2>
      <p>
        You may close your account at any time from Account Settings. We may suspend or close accounts without
        notice where these terms are broken or the service is misused. On closure your personal data is
        deleted as our privacy policy describes.
      </p>

      <h2>Changes to Terms</h2>
      <p>
        We may update these terms. Material changes will be announced at least 30 days before they take
        effect; if you keep using {p} after that, you accept the new terms.
      </p>

      <h2>Contact Information</h2>
      <ContactBlock email={brand.email.legal} label="Legal enquiries" />
    </DocPage>
  );
}

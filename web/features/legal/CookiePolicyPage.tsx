import { brand } from '../../../core/brand';
import { routeTable } from '../../../core/routes';
import { DocPage } from '../../ui/page';
import { ContactBlock } from './ContactBlock';

const route = routeTable.find((r) => r.path === '/cookie-policy')!;
const p = brand.product;

export default function CookiePolicyPage() {
  return (
    <DocPage
      heading={route.heading}
      title={route.title}
      description={route.description}
      updated={brand.policyDate}
    >
      <h2>What Are Cookies</h2>
      <p>
        Cookies are small text files a website stores in your browser. They let the site recognise your
        browser on the next request, keep you signed in and remember choices you made. Similar technologies,
        such as your browser’s local storage, work the same way and are covered by this policy too.
      </p>

      <h2>Types of Cookies We Use</h2>
      <h3>Essential cookies</h3>
      <p>
        Needed for {p} to work: the session cookie that keeps you signed in and protects your account. It is
        HttpOnly, cannot be read by scripts, and is never used for advertising. These cannot be switched off.
      </p>
      <h3>Analytics cookies</h3>
      <p>
        Help us understand which pages and searches are used so we can improve the product. We count searches
        anonymously, without tying them to your account.
      </p>
      <h3>Functional cookies</h3>
      <p>
        Remember your choices: recent searches, whether you have finished the onboarding tour and your display
        preferences. These live in your browser’s local storage and never leave your device unless you send
        them. One small cookie repeats the tour flag, so that our server does not draw the tour into your
        pages once you have finished it; it holds nothing else.
      </p>
      <h3>Performance cookies</h3>
      <p>
        Help us measure how quickly pages load and spot errors, so that problems are fixed before they spread.
      </p>

      <h2>Third-Party Cookies</h2>
      <p>Some services we rely on may set their own cookies:</p>
      <ul>
        <li>
          <strong>Website analytics</strong> providers that report aggregate traffic figures to us.
        </li>
        <li>
          <strong>Content delivery networks</strong> that serve our pages and files quickly and securely.
        </li>
        <li>
          <strong>Authentication services</strong> used when you sign in with an enterprise single sign-on
          provider.
        </li>
      </ul>
      <p>Their use of cookies is governed by their own policies.</p>

      <h2>Managing Cookies</h2>
      <ul>
        <li>
          <strong>Browser settings</strong>: every major browser lets you view, block and delete cookies.
          Blocking the essential session cookie will sign you out and stop the tools from working.
        </li>
        <li>
          <strong>Cookie preference center</strong>: when available, a preference center in your account
          settings will let you switch optional cookies on and off.
        </li>
        <li>
          <strong>Third-party opt-out tools</strong>: analytics providers offer their own opt-out mechanisms,
          and industry opt-out pages let you refuse interest-based tracking across sites.
        </li>
      </ul>

      <h2>Data Retention</h2>
      <ul>
        <li>Session cookies are deleted when you close your browser.</li>
        <li>
          Persistent cookies stay for a specified period (our sign-in cookie lasts up to 30 days) or until you
          delete them.
        </li>
        <li>Analytics cookies are typically kept for 12-24 months.</li>
      </ul>

      <h2>Updates to This Policy</h2>
      <p>
        We may update this policy when we change the cookies we use or when the law requires it. The date at
        the top shows the latest revision; material changes are announced in the product.
      </p>

      <h2>Contact Us</h2>
      <ContactBlock email={brand.email.privacy} label="Privacy enquiries" />
    </DocPage>
  );
}

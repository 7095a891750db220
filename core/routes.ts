import { brand, productSlug } from './brand';

/** One screen of the route table (spec 01 section 2). Shared by the web app and the server. */
export interface RouteInfo {
  path: string;
  /** Visible main heading of the screen. */
  heading: string;
  /** Document title (without the product suffix). */
  title: string;
  description: string;
  /** Signed-in screens are not indexed. */
  indexable: boolean;
}

const p = brand.product;

export const explainerPath = `/what-is-${productSlug}`;

export const routeTable: readonly RouteInfo[] = [
  {
    path: '/',
    heading: 'The command centre for partnership performance',
    title: `${p}: sponsorship intelligence for sports marketing`,
    description: `${p} shows who sponsors whom in sport, what each deal is worth and how healthy it is, with the BaseLine score.`,
    indexable: true,
  },
  {
    path: '/product',
    heading: 'Everything you need to judge a sponsorship',
    title: 'Product features',
    description:
      'BaseLine scoring, universal brand intelligence and executive reports for sponsorship teams.',
    indexable: true,
  },
  {
    path: '/search',
    heading: 'Intelligence Platform',
    title: 'Brand intelligence search',
    description: 'Search a brand, a rights holder or an athlete and see its sponsorship portfolio.',
    indexable: true,
  },
  {
    path: explainerPath,
    heading: `What is ${p}?`,
    title: `What is ${p}?`,
    description: `${p} is a sponsorship-intelligence platform for brand managers, agencies, rights holders and talent managers.`,
    indexable: true,
  },
  {
    path: '/sample-report',
    heading: 'Sample brand report',
    title: 'Sample report',
    description: `A complete ${p} brand report: BaseLine score, portfolio, metrics and headlines.`,
    indexable: true,
  },
  {
    path: '/how-it-works',
    heading: `How ${p} works`,
    title: 'How it works',
    description: `From open data to a BaseLine score: how ${p} collects, scores and explains sponsorships.`,
    indexable: true,
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    title: 'Privacy Policy',
    description: `How ${p} collects, uses and protects personal data.`,
    indexable: true,
  },
  {
    path: '/cookie-policy',
    heading: 'Cookie Policy',
    title: 'Cookie Policy',
    description: `Which cookies ${p} uses and how to manage them.`,
    indexable: true,
  },
  {
    path: '/terms',
    heading: 'Terms of Service',
    title: 'Terms of Service',
    description: `The terms that govern use of ${p}.`,
    indexable: true,
  },
  {
    path: '/data-processing',
    heading: 'Data Processing',
    title: 'Data Processing',
    description: `What data ${p} processes, why, and the rights you have over it.`,
    indexable: true,
  },
  {
    path: '/careers',
    heading: 'Careers',
    title: 'Careers',
    description: `Work on ${p} with ${brand.agency.name}.`,
    indexable: true,
  },
  {
    path: '/contact',
    heading: 'Contact us',
    title: 'Contact',
    description: `Reach the ${p} team for general enquiries, support and partnerships.`,
    indexable: true,
  },
  {
    path: '/data-sources',
    heading: 'Data sources',
    title: 'Data sources and credits',
    description: `Where ${p}'s facts come from: open data sets, curated facts and modelled figures, with credits.`,
    indexable: true,
  },
  {
    path: '/enterprise',
    heading: `${p} Enterprise`,
    title: 'Enterprise',
    description: `${p} for enterprise sponsorship teams: dashboards, AI insights, monitoring, reporting and exports.`,
    indexable: true,
  },
  {
    path: '/reset-password',
    heading: 'Choose a new password',
    title: 'Reset your password',
    description: `Choose a new password for your ${p} account.`,
    indexable: false,
  },
  {
    path: '/verify-email',
    heading: 'Your e-mail address',
    title: 'E-mail confirmation',
    description: `The result of an e-mail confirmation link of ${p}.`,
    indexable: false,
  },
  {
    path: '/profile',
    heading: 'Profile Settings',
    title: 'Profile Settings',
    description: 'Your name, e-mail address and company.',
    indexable: false,
  },
  {
    path: '/settings',
    heading: 'Account Settings',
    title: 'Account Settings',
    description: 'Notifications, preferences, security and your account.',
    indexable: false,
  },
  {
    path: '/newsletter-admin',
    heading: 'Newsletter Management',
    title: 'Newsletter Management',
    description: 'Create, preview and send the In The Know newsletter.',
    indexable: false,
  },
  {
    path: '/data-desk',
    heading: 'Data Desk',
    title: 'Data Desk',
    description: 'Edit, add, end and import partnerships, with citations and history.',
    indexable: false,
  },
  {
    path: '/compare',
    heading: 'Compare brands',
    title: 'Compare brands',
    description:
      'Two to four brands side by side: BaseLine, known spend, running deals by sport, region and type, shared properties and contracts ending soon.',
    indexable: false,
  },
  {
    path: '/deals',
    heading: 'Deal finder',
    title: 'Deal finder',
    description:
      'Every sponsorship deal on file, filtered by sport, league, region, status, years and value, sorted and exported.',
    indexable: false,
  },
  {
    path: '/admin/feedback',
    heading: 'Feedback',
    title: 'Feedback',
    description: 'Ratings and comments sent from the intelligence tool.',
    indexable: false,
  },
];

export const notFoundRoute = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  title: 'Page not found',
} as const;

/** Normalise a request path the way the client router matches it: no trailing slash, no query. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

const known = new Map(routeTable.map((r) => [r.path, r]));

export function findRoute(path: string): RouteInfo | undefined {
  return known.get(normalisePath(path));
}

/** Where the build writes a page rendered ahead of time, relative to dist/web (scripts/prerender.mjs). */
export function prerenderedFile(path: string): string {
  return `pages/${path === '/' ? 'index' : path.slice(1)}.html`;
}

export function documentTitle(title: string): string {
  return title.startsWith(p) ? title : `${title} | ${p}`;
}

import { brand } from '../../core/brand';
import { explainerPath } from '../../core/routes';

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

export const productLinks: NavLink[] = [
  { label: `What is ${brand.product}`, to: explainerPath },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Sample Reports', to: '/sample-report' },
  { label: 'Intelligence Platform', to: '/search' },
];

export const companyLinks: NavLink[] = [
  { label: 'About', to: explainerPath },
  { label: brand.agency.name, to: brand.agency.url, external: true },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Data Processing', to: '/data-processing' },
  { label: 'Data Sources', to: '/data-sources' },
];

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { explainerPath } from '../../core/routes';

type Screen = LazyExoticComponent<ComponentType>;

/** Every screen of the route table, each in its own chunk. Keys match core/routes.ts. */
export const screens: Record<string, Screen> = {
  '/': lazy(() => import('../features/marketing/HomePage')),
  '/product': lazy(() => import('../features/marketing/ProductPage')),
  '/search': lazy(() => import('../features/search/SearchPage')),
  [explainerPath]: lazy(() => import('../features/marketing/WhatIsPage')),
  '/sample-report': lazy(() => import('../features/marketing/SampleReportPage')),
  '/how-it-works': lazy(() => import('../features/marketing/HowItWorksPage')),
  '/privacy-policy': lazy(() => import('../features/legal/PrivacyPolicyPage')),
  '/cookie-policy': lazy(() => import('../features/legal/CookiePolicyPage')),
  '/terms': lazy(() => import('../features/legal/TermsPage')),
  '/data-processing': lazy(() => import('../features/legal/DataProcessingPage')),
  '/careers': lazy(() => import('../features/company/CareersPage')),
  '/contact': lazy(() => import('../features/company/ContactPage')),
  '/data-sources': lazy(() => import('../features/company/DataSourcesPage')),
  '/enterprise': lazy(() => import('../features/enterprise/EnterprisePage')),
  '/profile': lazy(() => import('../features/account/ProfilePage')),
  '/settings': lazy(() => import('../features/account/SettingsPage')),
  '/newsletter-admin': lazy(() => import('../features/newsletter/NewsletterAdminPage')),
};

export const NotFoundScreen = lazy(() => import('../features/errors/NotFoundPage'));

/** Pages that bring their own top bar and footer (spec 02 section 2.10). */
export const legalChromePaths = new Set(['/cookie-policy', '/terms']);

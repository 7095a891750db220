import type { ComponentType } from 'react';
import { explainerPath } from '../../core/routes';
import { retryableLazy } from '../lib/lazy';

/** A screen in its own chunk, which can be fetched ahead of its first render. */
type Screen = ComponentType & { preload(): Promise<unknown> };

/**
 * Like React.lazy, but once `preload()` has settled the screen renders at once, without suspending.
 * A page rendered at build time is hydrated only after its screen is loaded (web/main.tsx): a lazy
 * screen still suspended when the first update arrives would be thrown away and rendered again.
 */
function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = retryableLazy(preload);
  const Component = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Component, { preload });
}

/** Every screen of the route table, each in its own chunk. Keys match core/routes.ts. */
export const screens: Record<string, Screen> = {
  '/': screen(() => import('../features/marketing/HomePage')),
  '/product': screen(() => import('../features/marketing/ProductPage')),
  '/search': screen(() => import('./SearchScreen')),
  [explainerPath]: screen(() => import('../features/marketing/WhatIsPage')),
  '/sample-report': screen(() => import('../features/marketing/SampleReportPage')),
  '/how-it-works': screen(() => import('../features/marketing/HowItWorksPage')),
  '/privacy-policy': screen(() => import('../features/legal/PrivacyPolicyPage')),
  '/cookie-policy': screen(() => import('../features/legal/CookiePolicyPage')),
  '/terms': screen(() => import('../features/legal/TermsPage')),
  '/data-processing': screen(() => import('../features/legal/DataProcessingPage')),
  '/careers': screen(() => import('../features/company/CareersPage')),
  '/contact': screen(() => import('../features/company/ContactPage')),
  '/data-sources': screen(() => import('../features/company/DataSourcesPage')),
  '/enterprise': screen(() => import('../features/enterprise/EnterprisePage')),
  '/profile': screen(() => import('../features/account/ProfilePage')),
  '/reset-password': screen(() => import('../features/account/ResetPasswordPage')),
  '/verify-email': screen(() => import('../features/account/VerifyEmailPage')),
  '/settings': screen(() => import('../features/account/SettingsPage')),
  '/newsletter-admin': screen(() => import('../features/newsletter/NewsletterAdminPage')),
  '/admin/feedback': screen(() => import('../features/feedback-admin/FeedbackAdminPage')),
  '/data-desk': screen(() => import('../features/data-desk/DataDeskPage')),
};

export const NotFoundScreen = screen(() => import('../features/errors/NotFoundPage'));

/** Pages that bring their own top bar and footer (spec 02 section 2.10). */
export const legalChromePaths = new Set(['/cookie-policy', '/terms']);

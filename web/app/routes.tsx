import type { ComponentType } from 'react';
import { explainerPath } from '../../core/routes';
import { retryableLazy } from '../lib/lazy';

/** A screen in its own chunk, which can be fetched ahead of its first render. */
type Screen = ComponentType & { preload(): Promise<unknown> };
/**
 * A screen's module: its component, and what else its first render at the address being loaded needs
 * (the view a /search link names, say), fetched with it.
 */
type ScreenModule = { default: ComponentType; prepare?(url: URL): Promise<unknown> };

/**
 * A lazy screen; once `preload()` has settled (its chunk and what it prepares for the address in the
 * bar), it renders at once, without suspending. A page rendered on the server is taken over only
 * after that (web/main.tsx), in one pass.
 */
function screen(load: () => Promise<ScreenModule>): Screen {
  const Lazy = retryableLazy(load);
  const preload = () =>
    load().then((module) => Promise.all([Lazy.preload(), module.prepare?.(new URL(window.location.href))]));
  return Object.assign(() => <Lazy />, { preload });
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
  '/compare': screen(() => import('../features/intelligence/compare/ComparePage')),
  '/deals': screen(() => import('../features/intelligence/deals/DealsPage')),
};

export const NotFoundScreen = screen(() => import('../features/errors/NotFoundPage'));

/** Pages that bring their own top bar and footer (spec 02 section 2.10). */
export const legalChromePaths = new Set(['/cookie-policy', '/terms']);

import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { normalisePath, routeTable } from '../../core/routes';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { LegalFooter, LegalTopNav } from './LegalChrome';
import { legalChromePaths, NotFoundScreen, screens } from './routes';
import { ScrollReset } from './ScrollReset';
import { TopNav } from './TopNav';

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading page…</span>
      <span className="size-8 animate-spin rounded-full border-2 border-ink-600 border-t-accent-400" />
    </div>
  );
}

export function Shell() {
  const location = useLocation();
  const legal = legalChromePaths.has(normalisePath(location.pathname));
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[200] rounded-md bg-accent-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <ScrollReset />
      {legal ? <LegalTopNav /> : <TopNav />}
      <main id="main-content" tabIndex={-1} className="min-h-[calc(var(--vh)*100)] outline-none">
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {routeTable.map((route) => {
                const Screen = screens[route.path];
                return Screen ? <Route key={route.path} path={route.path} element={<Screen />} /> : null;
              })}
              <Route path="*" element={<NotFoundScreen />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
      {legal ? <LegalFooter /> : <Footer />}
    </>
  );
}

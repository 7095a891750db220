import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { type Bootstrap, BootstrapProvider, markHydrated } from '../lib/bootstrap';
import { RequestQueryClient } from '../lib/request-client';
import { ToastHost } from '../ui/toast-host';
import { Shell } from './Shell';

/**
 * The whole app. In the browser it follows the address bar; on the server (web/prerender.tsx: at
 * build time for public pages, per request for a signed-in view) `location` renders one page to HTML
 * that the browser then hydrates. `bootstrap`: what the server rendered a signed-in page with (the
 * browser reads it from the page); `queryClient`: the cache of the request rendered on the server.
 */
export function App({
  location,
  bootstrap = null,
  queryClient = null,
}: {
  location?: string;
  bootstrap?: Bootstrap | null;
  queryClient?: QueryClient | null;
}) {
  useEffect(markHydrated, []);
  const shell = (
    <AuthProvider initialUser={bootstrap?.user}>
      <Shell />
    </AuthProvider>
  );
  return (
    <BootstrapProvider value={bootstrap}>
      <RequestQueryClient.Provider value={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{shell}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{shell}</StaticRouter>
        )}
        <ToastHost />
      </RequestQueryClient.Provider>
    </BootstrapProvider>
  );
}

import { BrowserRouter, StaticRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { ToastHost } from '../ui/toast-host';
import { Shell } from './Shell';

/**
 * The whole app. In the browser it follows the address bar; at build time (web/prerender.tsx)
 * `location` renders one page to HTML that the browser then hydrates.
 */
export function App({ location }: { location?: string }) {
  const shell = (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
  return (
    <>
      {location === undefined ? (
        <BrowserRouter>{shell}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{shell}</StaticRouter>
      )}
      <ToastHost />
    </>
  );
}

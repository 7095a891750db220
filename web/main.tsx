import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { findRoute } from '../core/routes';
import { App } from './app/App';
import { installGlobalBehaviours } from './app/global-behaviours';
import { screens } from './app/routes';
import { startSessionCheck } from './lib/auth';
import './styles.css';

installGlobalBehaviours(window);
startSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive rendered (scripts/prerender.mjs): load that page's screen, then take over
// its markup; other pages start empty.
if (root.firstElementChild) {
  const route = findRoute(window.location.pathname);
  const screen = route ? screens[route.path] : undefined;
  (screen ? screen.preload() : Promise.resolve()).finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}

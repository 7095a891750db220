import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { findRoute } from '../core/routes';
import { App } from './app/App';
import { installGlobalBehaviours } from './app/global-behaviours';
import { screens } from './app/routes';
import { readBootstrap } from './lib/bootstrap';
import { startSessionCheck } from './lib/session';
import './styles.css';

// Zod compiles object parsers with new Function() unless told not to; our Content-Security-Policy
// forbids eval, so the probe would be reported as a violation on every page. Set before the lazy
// schema chunk first parses (zod reads this shared config object at that moment).
const zodHost = globalThis as { __zod_globalConfig?: object };
zodHost.__zod_globalConfig = Object.assign(zodHost.__zod_globalConfig ?? {}, { jitless: true });
installGlobalBehaviours(window);
// A signed-in page rendered on the server names its user and holds its answers: nothing to ask for.
const bootstrap = readBootstrap();
if (!bootstrap) startSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App bootstrap={bootstrap} />
  </StrictMode>
);
// Public pages arrive rendered (scripts/prerender.mjs), and so do signed-in views (the server renders
// them per request, server/plugins/ssr.ts): load that page's screen (with the view its address names,
// and the answers it was drawn with), then take over its markup in one pass (no part waits for its
// code, so no click on it is lost), in a transition so the work yields to the browser between pieces. Other pages start empty and are drawn once their screen's chunk is in, so the first paint
// shows the screen rather than the bare shell a moment before it (issue 19).
const route = findRoute(window.location.pathname);
const screen = route ? screens[route.path] : undefined;
const ready = Promise.all([
  screen?.preload(),
  bootstrap ? import('./lib/seed-queries').then((m) => m.seedQueries(bootstrap.queries)) : undefined,
]);
if (root.firstElementChild) {
  ready.finally(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  const reactRoot = createRoot(root);
  ready.finally(() => startTransition(() => reactRoot.render(app)));
}

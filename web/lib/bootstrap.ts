import {
  createContext,
  type Dispatch,
  type SetStateAction,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { TUser } from '../../core/contract/auth';

/**
 * What the server hands a page it rendered for a signed-in request (server/plugins/ssr.ts): the user
 * it rendered for, whether the tour was finished, the clock it rendered with and the answers the page
 * asked for (React Query's dehydrated cache). The browser's first render uses the same, so it takes
 * over the server's markup as it is, without asking again for anything the page already holds.
 */
export interface Bootstrap {
  user: TUser;
  tourDone: boolean;
  /** The server's clock at render time (ms since the epoch). */
  now: number;
  /** React Query's dehydrated state (kept opaque here, so the first chunk never loads React Query). */
  queries: unknown;
}

/** The element that carries the bootstrap: a JSON data block, which the CSP does not treat as script. */
export const BOOTSTRAP_ID = 'ssr-data';

/** JSON safe inside a <script> data block: no "</script>" or "<!--" can close or open anything. */
export function bootstrapJson(data: Bootstrap): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The bootstrap of the page being loaded, or null (a page drawn in the browser). */
export function readBootstrap(doc: Document = document): Bootstrap | null {
  const text = doc.getElementById(BOOTSTRAP_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Bootstrap>;
    return parsed.user && typeof parsed.now === 'number' ? (parsed as Bootstrap) : null;
  } catch {
    return null;
  }
}

const BootstrapContext = createContext<Bootstrap | null>(null);
export const BootstrapProvider = BootstrapContext.Provider;

/** The bootstrap the app started from (null when the first page was drawn in the browser). */
export function useBootstrap(): Bootstrap | null {
  return useContext(BootstrapContext);
}

/**
 * After the app's first commit, which takes over the whole page (the screen and the view its address
 * names are loaded first, web/main.tsx): from here on clicks reach React. `html[data-ready]` says so
 * to tests and styles.
 */
export function markHydrated(): void {
  document.documentElement.dataset.ready = 'true';
}

const noSubscription = () => () => undefined;
/**
 * True while this component renders on the server or takes over the server's markup, false in any
 * render in the browser after that. Per component: a part of the page whose code arrives later is
 * taken over later than the app around it (React asks for the server's snapshot exactly then).
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A component's first value: while it takes over a server-rendered page, what the server rendered
 * with (so the markup matches); otherwise, and on a page drawn in the browser, the browser's own.
 * Kept for the component's life.
 */
export function useFirstRenderValue<T>(fromServer: (bootstrap: Bootstrap) => T, fromBrowser: () => T): T {
  const bootstrap = useBootstrap();
  const hydrating = useHydrating();
  const [value] = useState(() => (bootstrap && hydrating ? fromServer(bootstrap) : fromBrowser()));
  return value;
}

/**
 * State kept in the browser (local storage): the server cannot read it, so while the app takes over a
 * server-rendered page it starts as the server drew it (`serverValue`) and reads the browser's right
 * after; otherwise it reads the browser's at once.
 */
export function useBrowserState<T>(serverValue: T, read: () => T): [T, Dispatch<SetStateAction<T>>] {
  const fromServer = useFirstRenderValue(
    () => true,
    () => false,
  );
  const [value, setValue] = useState(() => (fromServer ? serverValue : read()));
  const readRef = useRef(read);
  useEffect(() => {
    if (fromServer) setValue(readRef.current());
  }, [fromServer]);
  return [value, setValue];
}

/** The time of a component's first render (the server's clock while hydrating), like the moment it mounted. */
export function useMountClock(): number {
  return useFirstRenderValue((b) => b.now, Date.now);
}

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routeTable } from '../../../core/routes';
import { retryableLazy } from '../../lib/lazy';
import { usePageMeta } from '../../lib/page-meta';
import { useAppQueryClient } from '../../lib/query-client';
import { LoginGate } from '../../ui/login-gate';
import { TooltipProvider } from '../../ui/tooltip';
import { SearchHome } from './SearchHome';
import type { Mode, Selection } from './selection';

const BrandView = retryableLazy(() => import('./brand/BrandView'));
const RightsHolderView = retryableLazy(() => import('./RightsHolderView'));
const AthleteView = retryableLazy(() => import('./AthleteView'));

const route = routeTable.find((r) => r.path === '/search')!;

/** Which view the URL asks for: ?brand=, ?rightsHolder= or ?athlete= (so Back and links work). */
function readSelection(params: URLSearchParams): Selection {
  for (const kind of ['brand', 'rightsHolder', 'athlete'] as const) {
    const name = params.get(kind)?.trim();
    if (name) return { kind, name: name.slice(0, 100) };
  }
  return null;
}

/** Fetches the chunk of the view these search parameters open, if any (before the page's first render). */
export function preloadView(params: URLSearchParams): Promise<void> {
  const views = { brand: BrandView, rightsHolder: RightsHolderView, athlete: AthleteView };
  const selection = readSelection(params);
  return selection ? views[selection.kind].preload() : Promise.resolve();
}

function Loading() {
  return (
    <p role="status" className="py-16 text-center text-slate-300">
      Loading...
    </p>
  );
}

function SearchTool({ selection }: { selection: Selection }) {
  const [, setParams] = useSearchParams();
  // Kept while a view is open: Back to Search returns to the mode the user was in (or switched to
  // by picking an Also found hit).
  const [mode, setMode] = useState<Mode>('brand');
  const [query, setQuery] = useState('');
  const select = (next: Selection) => {
    setParams(next ? { [next.kind]: next.name } : {});
  };
  const back = () => select(null);

  // Smooth scroll to the top of the view whenever the selection changes.
  const key = selection ? `${selection.kind}:${selection.name}` : '';
  useEffect(() => {
    if (key) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key]);

  if (!selection)
    return (
      <SearchHome
        mode={mode}
        onModeChange={setMode}
        query={query}
        onQueryChange={setQuery}
        onSelect={select}
      />
    );
  return (
    <Suspense fallback={<Loading />}>
      {selection.kind === 'brand' && <BrandView key={key} name={selection.name} onBack={back} />}
      {selection.kind === 'rightsHolder' && (
        <RightsHolderView
          key={key}
          name={selection.name}
          onBack={back}
          onOpenBrand={(name) => select({ kind: 'brand', name })}
        />
      )}
      {selection.kind === 'athlete' && (
        <AthleteView
          key={key}
          name={selection.name}
          onBack={back}
          onOpenBrand={(name) => select({ kind: 'brand', name })}
        />
      )}
    </Suspense>
  );
}

/**
 * The /search screen. `help`: what the app shell lays over the tool (the help buttons and the
 * tour), drawn behind the log-in dialog with the tool (web/app/SearchScreen.tsx).
 */
export default function SearchPage({ help }: { help?: ReactNode }) {
  const [params] = useSearchParams();
  const selection = readSelection(params);
  usePageMeta({
    title: selection ? `${selection.name}: sponsorship intelligence` : route.title,
    description: route.description,
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      {!selection && (
        <div className="text-center">
          <h1 className="text-3xl font-bold text-white sm:text-4xl">{route.heading}</h1>
          <p className="mt-3 text-slate-300">
            Search any brand, rights holder or athlete and see its sponsorship portfolio.
          </p>
        </div>
      )}
      <LoginGate>
        <QueryClientProvider client={useAppQueryClient()}>
          <TooltipProvider>
            <SearchTool selection={selection} />
            {help}
          </TooltipProvider>
        </QueryClientProvider>
      </LoginGate>
    </div>
  );
}

import { type ComponentProps, lazy, Suspense } from 'react';

const MarketShare = lazy(() => import('./charts').then((m) => ({ default: m.MarketShareChart })));
const ScoreTrend = lazy(() => import('./charts').then((m) => ({ default: m.ScoreTrendChart })));

const placeholder = <div className="h-56 animate-pulse rounded-lg bg-ink-800" aria-hidden />;

/** The charts load with Recharts only when a tab that shows one is opened. */
export function LazyMarketShareChart(props: ComponentProps<typeof MarketShare>) {
  return (
    <Suspense fallback={placeholder}>
      <MarketShare {...props} />
    </Suspense>
  );
}

export function LazyScoreTrendChart(props: ComponentProps<typeof ScoreTrend>) {
  return (
    <Suspense fallback={placeholder}>
      <ScoreTrend {...props} />
    </Suspense>
  );
}

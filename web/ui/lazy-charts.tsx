import { type ComponentProps, lazy, Suspense } from 'react';

const Bars = lazy(() => import('./charts').then((m) => ({ default: m.BarsChart })));
const LineTrend = lazy(() => import('./charts').then((m) => ({ default: m.LineTrendChart })));

const placeholder = <div className="h-56 animate-pulse rounded-lg bg-ink-800" aria-hidden />;

/** The charts load with Recharts only when a panel that shows one is opened. */
export function LazyBarsChart(props: ComponentProps<typeof Bars>) {
  return (
    <Suspense fallback={placeholder}>
      <Bars {...props} />
    </Suspense>
  );
}

export function LazyLineChart(props: ComponentProps<typeof LineTrend>) {
  return (
    <Suspense fallback={placeholder}>
      <LineTrend {...props} />
    </Suspense>
  );
}

import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  useState,
} from 'react';

/** The address of the module a failed dynamic import names ("Failed to fetch dynamically imported module: URL"). */
export function failedModuleUrl(error: unknown): string | null {
  const match = /(https?:\/\/\S+?\.m?js)(\?\S*)?$/.exec(error instanceof Error ? error.message : '');
  return match ? match[1]! : null;
}

/** Resets of the lazy components whose import failed, run by retryFailedImports(). */
const failed = new Set<() => void>();

/** Lets every lazy component whose import failed import again on its next render (Try Again). */
export function retryFailedImports(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * React.lazy keeps a failed import as failed, and so does the browser's module map: importing the
 * same address again fails at once without a request. A component made here remembers its failure;
 * after retryFailedImports() its next render imports the module again under a new address
 * (?retry=n), so the browser fetches it anew.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as React.lazy takes them
type AnyComponent = ComponentType<any>;
/** A component in a chunk of its own; `preload()` fetches the chunk ahead of the first render. */
export type LazyComponent<P> = ((props: P) => ReactElement) & { preload(): Promise<void> };
export function retryableLazy<M extends { default: AnyComponent }>(
  load: () => Promise<M>,
): LazyComponent<ComponentProps<M['default']>>;
export function retryableLazy<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T,
): LazyComponent<ComponentProps<T>>;
export function retryableLazy<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T = (module) => (module as { default: T }).default,
) {
  let current: LazyExoticComponent<T>;
  let loaded: T | null = null;
  let retries = 0;
  const attempt = (importer: () => Promise<M>) => () =>
    importer()
      .then((module) => {
        loaded = pick(module);
        return { default: loaded };
      })
      .catch((error: unknown) => {
        const url = failedModuleUrl(error);
        const again = url ? () => import(/* @vite-ignore */ `${url}?retry=${++retries}`) as Promise<M> : load;
        failed.add(() => {
          current = lazy(attempt(again));
        });
        throw error;
      });
  current = lazy(attempt(load));
  // An instance whose code was in when it first rendered renders it directly, without suspending:
  // a server-rendered page is then taken over in one pass (a part that suspends is taken over later,
  // and a click on it meanwhile is lost). The choice is kept for the instance's life, so a later
  // render never swaps the lazy wrapper for the component (which would remount it).
  const Retryable = (props: ComponentProps<T>) => {
    const [Direct] = useState<T | null>(() => loaded);
    const Current = (Direct ?? current) as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  };
  const preload = (): Promise<void> =>
    loaded
      ? Promise.resolve()
      : attempt(load)().then(
          () => undefined,
          () => undefined,
        );
  return Object.assign(Retryable, { preload });
}

import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
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
export function retryableLazy<M extends { default: AnyComponent }>(
  load: () => Promise<M>,
): (props: ComponentProps<M['default']>) => ReactElement;
export function retryableLazy<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T,
): (props: ComponentProps<T>) => ReactElement;
export function retryableLazy<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T = (module) => (module as { default: T }).default,
) {
  let current: LazyExoticComponent<T>;
  let retries = 0;
  const attempt = (importer: () => Promise<M>) => () =>
    importer()
      .then((module) => ({ default: pick(module) }))
      .catch((error: unknown) => {
        const url = failedModuleUrl(error);
        const again = url ? () => import(/* @vite-ignore */ `${url}?retry=${++retries}`) as Promise<M> : load;
        failed.add(() => {
          current = lazy(attempt(again));
        });
        throw error;
      });
  current = lazy(attempt(load));
  const Retryable = (props: ComponentProps<T>) => {
    const Current = current as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  };
  return Retryable;
}

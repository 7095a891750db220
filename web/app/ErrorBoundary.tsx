import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../lib/client-errors';
import { retryFailedImports } from '../lib/lazy';
import { buttonClass } from '../ui/button';

interface Props {
  children: ReactNode;
  /** Called with each render failure; defaults to logging and reporting it to the server. */
  onError?: (error: Error, info: ErrorInfo) => void;
}
interface State {
  error: Error | null;
}

export function reportRenderFailure(error: Error, info: ErrorInfo): void {
  console.error('Render failure', error, info.componentStack);
  reportClientError({
    message: error.message.slice(0, 2000) || 'Unknown render error',
    stack: (error.stack ?? '').slice(0, 8000),
    path: window.location.pathname.slice(0, 500),
  });
}

/** Catches render failures and shows the fallback screen of spec 01 section 2. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    (this.props.onError ?? reportRenderFailure)(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
        <h1 className="text-2xl font-bold text-white">Something went wrong</h1>
        <p className="mt-3 text-slate-300">
          We're sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              // A screen whose script failed to load imports it again (web/lib/lazy.tsx).
              retryFailedImports();
              this.setState({ error: null });
            }}
          >
            Try Again
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
            Refresh Page
          </button>
        </div>
      </div>
    );
  }
}

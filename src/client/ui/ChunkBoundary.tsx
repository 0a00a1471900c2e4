import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import './ui.css';

export const CHUNK_MESSAGES = {
  loading: 'Loading...',
  failed:
    'This part of the app could not be loaded. The app may have been updated since this page was opened, or the connection dropped.',
  reload: 'Reload',
} as const;

/**
 * A chunk that did not arrive: webpack's ChunkLoadError, or the browser's own words for a module
 * import that failed. After a redeploy the old chunk names are gone from the server.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|dynamically imported module/i.test(error.message)
  );
}

interface ChunkBoundaryProps {
  children: ReactNode;
  /** 'screen': a spinner and a message in the page body; 'inline': nothing while loading, a Reload button if it fails. */
  variant?: 'screen' | 'inline';
}

/**
 * Shows code loaded on demand (React.lazy): a spinner while its chunk arrives and, when it cannot
 * arrive, a message with a Reload button instead of a blank page (React.lazy keeps the failure,
 * so only a reload fetches the app again). Other errors go on to the router's error handling.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error))
      console.error('A chunk of the app could not be loaded', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    const inline = this.props.variant === 'inline';
    if (error !== null) {
      if (!isChunkLoadError(error)) throw error;
      const reload = (
        <button
          type="button"
          className="btn btn--primary"
          title={inline ? CHUNK_MESSAGES.failed : undefined}
          onClick={() => window.location.reload()}
        >
          {CHUNK_MESSAGES.reload}
        </button>
      );
      if (inline) return reload;
      return (
        <section className="chunk-failed card" role="alert">
          <p>{CHUNK_MESSAGES.failed}</p>
          {reload}
        </section>
      );
    }
    const loading = inline ? null : (
      <div className="chunk-loading" role="status" aria-live="polite">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span>{CHUNK_MESSAGES.loading}</span>
      </div>
    );
    return <Suspense fallback={loading}>{this.props.children}</Suspense>;
  }
}

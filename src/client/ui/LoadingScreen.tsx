import type { ReactNode } from 'react';
import { GENERIC_MESSAGES } from '../../shared/common/messages';
import './ui.css';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}

/** A card's place while its data loads, or the general message when the fetch failed. */
export function CardLoading({ failed }: { failed: boolean }) {
  return <p className="card empty-state">{failed ? GENERIC_MESSAGES.fetchFailed : 'Loading...'}</p>;
}

/**
 * What a query read, drawn by `children` once it is there (so a form mounted then starts from it);
 * CardLoading until then.
 */
export function WhenLoaded<T>({
  query,
  children,
}: {
  query: { data?: T; isError: boolean };
  children: (data: NonNullable<T>) => ReactNode;
}) {
  return query.data == null ? <CardLoading failed={query.isError} /> : children(query.data);
}

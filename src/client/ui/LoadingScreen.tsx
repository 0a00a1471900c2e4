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

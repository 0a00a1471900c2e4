import './ui.css';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}

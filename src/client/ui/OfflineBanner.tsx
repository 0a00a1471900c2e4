import { useSyncExternalStore } from 'react';
import { GENERIC_MESSAGES } from '../../shared/common/messages';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Above the screen while the device has no network: the screens a loading manager uses are kept
 * on the phone (the service worker), so they open, and this says why their lists are empty.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {GENERIC_MESSAGES.offline}
    </p>
  );
}

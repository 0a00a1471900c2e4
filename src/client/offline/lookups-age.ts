import { useEffect, useState } from 'react';
import { API_PATH_PREFIX, LOOKUP_LISTS, LOOKUPS_CACHE } from './offline-names';

const hasCaches = () => typeof caches !== 'undefined';

/** Empties the look-ups kept for offline use (at a logout: the next user never sees them). */
export async function forgetLookups() {
  if (hasCaches()) await caches.delete(LOOKUPS_CACHE).catch(() => false);
}

/**
 * When the oldest of the kept lists was fetched (its answer's Date header, as the service worker
 * stored it), or null when none is kept (no service worker, nothing fetched yet). `refreshedAt`
 * changes when a list arrives, so the age is read again.
 */
export function useLookupsAge(refreshedAt: number | undefined): Date | null {
  const [age, setAge] = useState<Date | null>(null);
  useEffect(() => {
    if (!hasCaches()) return;
    let current = true;
    const read = async () => {
      const cache = await caches.open(LOOKUPS_CACHE);
      const dates = await Promise.all(
        LOOKUP_LISTS.map(async (path) => {
          const answer = await cache.match(`${window.location.origin}${API_PATH_PREFIX}${path}`);
          const date = answer?.headers.get('date');
          return date ? new Date(date).getTime() : NaN;
        }),
      );
      const known = dates.filter((d) => !Number.isNaN(d));
      if (current) setAge(known.length > 0 ? new Date(Math.min(...known)) : null);
    };
    void read().catch(() => undefined);
    // The worker stores an answer just after handing it over: read once more a moment later.
    const again = setTimeout(() => void read().catch(() => undefined), 1500);
    return () => {
      current = false;
      clearTimeout(again);
    };
  }, [refreshedAt]);
  return age;
}

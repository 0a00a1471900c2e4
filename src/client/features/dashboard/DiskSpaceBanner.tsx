import { useDiskSpaceQuery } from './disk-space-api';

/** A disk that fills while the dashboard stays open still shows: read again every minute. */
const POLL_MS = 60_000;

/**
 * The admin's warning when the server's disk runs low (below 10% or 2 GB) or below the floor, where
 * the app refuses changes. Says nothing while there is room, or when the database is on a server
 * whose disk the app cannot see.
 */
export function DiskSpaceBanner() {
  const { data } = useDiskSpaceQuery(undefined, {
    pollingInterval: POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  if (!data || (data.level !== 'low' && data.level !== 'critical')) return null;
  return (
    <p className={`card disk-space-banner disk-space-banner--${data.level}`} role="alert">
      {data.message}
    </p>
  );
}

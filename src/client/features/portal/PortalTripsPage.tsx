import { useState } from 'react';
import { formatIndianDate } from '../../../shared/common/dates';
import { PORTAL_TRIPS_PAGE_SIZE } from '../../../shared/portal/portal';
import { Button } from '../../ui/Button';
import { usePortalTripsQuery } from './portal-api';
import { ListState } from './PortalParts';

/**
 * The vendor's trips, newest first, and where each stands: open, acknowledged, billed (with its bill).
 * A page at a time: the first, then each next one when asked for ("Show more trips").
 */
export function PortalTripsPage() {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, page) => (
        <TripsPage
          key={page}
          offset={page * PORTAL_TRIPS_PAGE_SIZE}
          last={page === pages - 1}
          onMore={() => setPages(page + 2)}
        />
      ))}
    </>
  );
}

interface TripsPageProps {
  offset: number;
  /** The last page read so far: it offers the next one, or says it is loading or failed. */
  last: boolean;
  onMore: () => void;
}

function TripsPage({ offset, last, onMore }: TripsPageProps) {
  const trips = usePortalTripsQuery({ limit: PORTAL_TRIPS_PAGE_SIZE, offset });
  const data = trips.data;
  const shown = offset + (data?.trips.length ?? 0);
  const rows = data?.trips.map((trip) => (
    <article key={trip.tripId} className="portal-card" aria-label={`Trip ${trip.tripId}`}>
      <div className="portal-card__head">
        <strong>
          {trip.tripId} · {formatIndianDate(trip.date)}
        </strong>
        <span className="portal-badge">{trip.status}</span>
      </div>
      <small>
        {trip.truckNumber} · {trip.from} to {trip.to}
        {trip.billId ? ` · Bill ${trip.billId}` : ''}
      </small>
    </article>
  ));
  const more = last && data && shown < data.totalCount && (
    <Button variant="secondary" onClick={onMore}>
      {`Show more trips (${shown.toLocaleString('en-IN')} of ${data.totalCount.toLocaleString('en-IN')})`}
    </Button>
  );
  // A later page only comes after a full one: empty, its trips went while the vendor read the first.
  return (
    <ListState
      query={trips}
      empty={offset === 0 ? 'No trips yet.' : 'No more trips.'}
      count={data?.trips.length}
      onRetry={offset === 0 ? undefined : () => void trips.refetch()}
    >
      {rows}
      {more}
    </ListState>
  );
}

import { formatIndianDate } from '../../../shared/common/dates';
import { usePortalTripsQuery } from './portal-api';
import { ListState } from './PortalParts';

/** The vendor's trips, newest first, and where each stands: open, acknowledged, billed (with its bill). */
export function PortalTripsPage() {
  const trips = usePortalTripsQuery();
  return (
    <ListState query={trips} empty="No trips yet." count={trips.data?.trips.length}>
      {trips.data?.trips.map((trip) => (
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
      ))}
    </ListState>
  );
}

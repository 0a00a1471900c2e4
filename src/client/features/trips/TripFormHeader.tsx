import type { TripRecord } from '../../../shared/trips';

interface TripFormHeaderProps {
  tripId?: string;
  trip?: TripRecord;
  lastRecorded: string | null;
  readOnly: boolean;
  loading: boolean;
}

/** "Trip ID: T12", who recorded it, its bill, and whether the form is read only. */
export function TripFormHeader({ tripId, trip, lastRecorded, readOnly, loading }: TripFormHeaderProps) {
  return (
    <header className="trip-form__header">
      <h2>
        Trip ID: <span className="trip-form__id">{tripId ?? 'New'}</span>
      </h2>
      {trip && (
        <p className="trip-form__meta">
          {trip.TransactionStatus === 'Billed' && trip.BillId ? `Billed in ${trip.BillId}. ` : ''}
          Recorded by {trip.Username}
        </p>
      )}
      {lastRecorded && <p className="trip-form__meta">Last trip recorded: {lastRecorded}</p>}
      {readOnly && <p className="trip-form__readonly">Read only</p>}
      {loading && <span className="spinner" role="status" aria-label="Loading trip" />}
    </header>
  );
}

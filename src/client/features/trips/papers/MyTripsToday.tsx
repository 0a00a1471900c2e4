import { useState } from 'react';
import { TRIP_FILE_FIELDS, type TripRecord } from '../../../../shared/trips';
import { papersRefusal } from '../../../../shared/trips/papers';
import { useAppSelector } from '../../../app/hooks';
import { selectAuth } from '../../../permissions/selectors';
import { Button } from '../../../ui/Button';
import { useIndiaToday } from '../use-india-today';
import { PapersDialog } from './PapersDialog';
import { useMyTripsTodayQuery } from './papers-api';
import './papers.css';

const papersOnFile = (trip: TripRecord) => TRIP_FILE_FIELDS.filter((field) => trip[field]).length;

function MyTripRow({
  trip,
  reason,
  onPapers,
}: {
  trip: TripRecord;
  reason: string | null;
  onPapers: () => void;
}) {
  return (
    <li className="my-trips__row">
      <span className="my-trips__trip">
        <strong>{trip.TripID}</strong> · {trip.TruckNumber} · {trip.DestinationFrom} to {trip.DestinationTo} ·{' '}
        {trip.localTime.slice(0, 5)} · {trip.TransactionStatus}
      </span>
      <span className="my-trips__papers">Papers: {papersOnFile(trip)} of 4</span>
      {reason ? (
        <span className="my-trips__reason">{reason}</span>
      ) : (
        <Button variant="secondary" onClick={onPapers} aria-label={`Papers of ${trip.TripID}`}>
          Papers
        </Button>
      )}
    </li>
  );
}

/**
 * "My trips today", under the trip form: the trips this user entered today, read when opened,
 * each with its Papers action while the shared rule lets him change them (his own Open trips of
 * today, for a loading manager), or the rule's reason why not.
 */
export function MyTripsToday() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<TripRecord | null>(null);
  const { username, profile } = useAppSelector(selectAuth);
  const today = useIndiaToday();
  const query = useMyTripsTodayQuery(undefined, { skip: !open });
  const trips = query.data?.trips ?? [];
  return (
    <section className="my-trips card" aria-label="My trips today">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>My trips today</summary>
        {query.isFetching && !query.data && <p role="status">Loading...</p>}
        {query.isError && <p role="alert">Error fetching data. Please try again later.</p>}
        {query.isSuccess && trips.length === 0 && <p>No trips entered today.</p>}
        {trips.length > 0 && (
          <ul className="my-trips__list">
            {trips.map((trip) => (
              <MyTripRow
                key={trip.TripID}
                trip={trip}
                reason={papersRefusal(profile, username ?? '', trip, today)?.message ?? null}
                onPapers={() => setEditing(trip)}
              />
            ))}
          </ul>
        )}
      </details>
      {editing && <PapersDialog trip={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

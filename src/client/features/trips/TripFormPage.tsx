import { Link, useParams } from 'react-router-dom';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { TripForm } from './TripForm';
import './trips.css';

/** Upload Trip Details: a new trip at /home, an existing one at /home/{tripId}. */
export function TripFormPage() {
  const { tripId } = useParams();
  const permissions = useAppSelector(selectPermissions);
  // A loadingManager opens no existing trip (SPEC.md section 6): the access message, no fetch.
  if (tripId && !permissions.tripOpen) return <NoTripAccess tripId={tripId} />;
  // A fresh form per trip: leaving /home/T12 for /home starts clean.
  return <TripForm key={tripId ?? 'new'} tripId={tripId} />;
}

function NoTripAccess({ tripId }: { tripId: string }) {
  return (
    <section className="trip-form card">
      <header className="trip-form__header">
        <h2>
          Trip ID: <span className="trip-form__id">{tripId}</span>
        </h2>
      </header>
      <p className="trip-form__denied" role="alert">
        {TRIP_MESSAGES.noAccess}
      </p>
      <Link to="/home">Record a new trip</Link>
    </section>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TRIP_MESSAGES } from '../../../shared/trips';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { TripForm } from './TripForm';
import { MyTripsToday } from './papers/MyTripsToday';
import { TripOutbox } from './outbox/TripOutbox';
import type { OutboxTrip } from './outbox/outbox-store';
import { useTripOutbox } from './outbox/use-trip-outbox';
import './trips.css';

/** Upload Trip Details: a new trip at /home, an existing one at /home/{tripId}. */
export function TripFormPage() {
  const { tripId } = useParams();
  const permissions = useAppSelector(selectPermissions);
  // A loadingManager opens no existing trip (SPEC.md section 6): the access message, no fetch.
  if (tripId && !permissions.tripOpen) return <NoTripAccess tripId={tripId} />;
  // A fresh form per trip: leaving /home/T12 for /home starts clean.
  if (tripId) return <TripForm key={tripId} tripId={tripId} />;
  return permissions.tripCreate ? <NewTripPage /> : <TripForm key="new" />;
}

/** A new trip: the form, the trips kept on this phone (the outbox) and the user's trips of today. */
function NewTripPage() {
  const outbox = useTripOutbox();
  const [correcting, setCorrecting] = useState<OutboxTrip | null>(null);
  // A refused trip opened again: it leaves the outbox, its form is the one on screen.
  async function correct(trip: OutboxTrip) {
    await outbox.discard(trip);
    setCorrecting(trip);
  }
  return (
    <>
      <TripForm key="new" outbox={{ keep: outbox.keep, correcting }} />
      <TripOutbox outbox={outbox} onCorrect={(trip) => void correct(trip)} />
      <MyTripsToday />
    </>
  );
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

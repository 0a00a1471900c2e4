import { storedAtText } from '../../../../shared/trips/duplicates';
import { OFFLINE_MESSAGES } from '../../../../shared/trips/offline';
import { DUPLICATE_TRIP_MESSAGES } from '../../../../shared/trips/duplicates';
import { Button } from '../../../ui/Button';
import type { OutboxTrip } from './outbox-store';
import type { TripOutboxState as Outbox } from './use-trip-outbox';
import './outbox.css';

function stateText(trip: OutboxTrip): string {
  switch (trip.state) {
    case 'waiting':
      return trip.message ? OFFLINE_MESSAGES.failedWaiting(trip.message) : OFFLINE_MESSAGES.waiting;
    case 'sending':
      return OFFLINE_MESSAGES.sending;
    case 'stored':
      return trip.tripId ? OFFLINE_MESSAGES.storedAs(trip.tripId) : (trip.message ?? '');
    case 'refused':
      return OFFLINE_MESSAGES.refused(trip.message ?? '');
    case 'duplicate':
      return trip.duplicate ? OFFLINE_MESSAGES.duplicate(trip.duplicate.duplicateTrip.TripID) : '';
  }
}

function papersText(trip: OutboxTrip): string | null {
  if (trip.papersState === 'waiting') return OFFLINE_MESSAGES.papersWaiting;
  if (trip.papersState === 'refused') return OFFLINE_MESSAGES.papersRefused(trip.papersMessage ?? '');
  return null;
}

function OutboxRow({
  trip,
  outbox,
  onCorrect,
}: {
  trip: OutboxTrip;
  outbox: Outbox;
  onCorrect: (trip: OutboxTrip) => void;
}) {
  const found = trip.duplicate?.duplicateTrip;
  const papers = papersText(trip);
  const name = `${trip.form.TruckNumber} · DO ${trip.form.DONumber}`;
  return (
    <li className={`trip-outbox__row trip-outbox__row--${trip.state}`} data-key={trip.key}>
      <span className="trip-outbox__trip">
        {name} · {trip.form.DestinationFrom} to {trip.form.DestinationTo}
      </span>
      <span className="trip-outbox__state" role="status">
        {stateText(trip)}
      </span>
      {papers && <span className="trip-outbox__papers">{papers}</span>}
      {found && (
        <span className="trip-outbox__found">
          {found.TripID}, stored {storedAtText(found.createdAt)}, driver {found.DriverName || '-'}
        </span>
      )}
      <span className="trip-outbox__actions">
        {trip.state === 'duplicate' && (
          <Button onClick={() => void outbox.confirmDuplicate(trip)} aria-label={`Save anyway: ${name}`}>
            {DUPLICATE_TRIP_MESSAGES.saveAnyway}
          </Button>
        )}
        {trip.state === 'refused' && (
          <Button onClick={() => onCorrect(trip)} aria-label={`Open to correct: ${name}`}>
            {OFFLINE_MESSAGES.openToCorrect}
          </Button>
        )}
        {(trip.state === 'duplicate' || trip.state === 'refused' || trip.state === 'stored') && (
          <Button
            variant="secondary"
            onClick={() => void outbox.discard(trip)}
            aria-label={`${OFFLINE_MESSAGES.discard}: ${name}`}
          >
            {trip.state === 'stored' ? 'OK' : OFFLINE_MESSAGES.discard}
          </Button>
        )}
      </span>
    </li>
  );
}

/**
 * "Trips on this phone", under the trip form: each trip kept in the outbox with where it stands
 * (waiting, sending, stored as T123, refused with the server's reason, or the duplicate question).
 */
export function TripOutbox({ outbox, onCorrect }: { outbox: Outbox; onCorrect: (trip: OutboxTrip) => void }) {
  if (outbox.trips.length === 0) return null;
  const waiting = outbox.trips.some((t) => t.state === 'waiting');
  return (
    <section className="trip-outbox card" aria-label={OFFLINE_MESSAGES.outboxTitle}>
      <h3>{OFFLINE_MESSAGES.outboxTitle}</h3>
      <ul className="trip-outbox__list">
        {outbox.trips.map((trip) => (
          <OutboxRow key={trip.key} trip={trip} outbox={outbox} onCorrect={onCorrect} />
        ))}
      </ul>
      {waiting && (
        <Button variant="secondary" onClick={() => void outbox.sendNow()}>
          {OFFLINE_MESSAGES.sendNow}
        </Button>
      )}
    </section>
  );
}

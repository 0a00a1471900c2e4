import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { TripFormState } from './trip-form-values';

/** What "Repeat last trip" fills: the same truck on the same route for the same vendor. */
const REPEATED = ['TruckNumber', 'Vendor', 'DestinationFrom', 'DestinationTo', 'TruckType'] as const;
export type RepeatedTrip = Pick<TripFormState, (typeof REPEATED)[number]>;

/** This browser keeps each user's last trip saved on the form (like the column choices). */
const lastTripKey = (username: string) => `lastTrip:${username}`;

function read(username: string | null): RepeatedTrip | null {
  if (!username) return null;
  try {
    const stored = JSON.parse(window.localStorage.getItem(lastTripKey(username)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const trip = stored as Record<string, unknown>;
    return REPEATED.every((field) => typeof trip[field] === 'string') ? (trip as RepeatedTrip) : null;
  } catch {
    return null; // a damaged entry offers nothing to repeat
  }
}

/**
 * The signed-in user's last trip saved on this form: `remember` keeps it after a successful
 * submit, `last` is what "Repeat last trip" fills (null before the first).
 */
export function useLastTrip() {
  const username = useAppSelector((s) => s.auth.username);
  const [last, setLast] = useState(() => read(username));
  return {
    last,
    remember(form: TripFormState) {
      const trip = Object.fromEntries(REPEATED.map((field) => [field, form[field]])) as RepeatedTrip;
      setLast(trip);
      if (!username) return;
      try {
        window.localStorage.setItem(lastTripKey(username), JSON.stringify(trip));
      } catch {
        // Storage full or blocked: the trip is offered again on this visit only.
      }
    },
  };
}

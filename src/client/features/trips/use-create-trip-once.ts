import { useMemo } from 'react';
import { tripDraftKey } from '../../../shared/trips/draft';
import { DUPLICATE_TRIP } from '../../../shared/trips/duplicates';
import { errorCode, errorStatus } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { useCreateTripMutation, type CreateTripArgs } from './trips-api';

/** A UUID v4. crypto.randomUUID needs a secure page (https, localhost); an office LAN address may be plain http. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key is kept beside the new trip's draft: a reload after a lost answer sends the same key again. */
function keyStore(username: string | null) {
  const storageKey = username ? `${tripDraftKey(username, undefined)}:idempotencyKey` : null;
  let inMemory: string | null = null;
  return {
    read: () => (storageKey ? window.sessionStorage.getItem(storageKey) : inMemory),
    write: (key: string | null) => {
      inMemory = key;
      if (!storageKey) return;
      if (key) window.sessionStorage.setItem(storageKey, key);
      else window.sessionStorage.removeItem(storageKey);
    },
  };
}

type CreateResult = Awaited<ReturnType<ReturnType<typeof useCreateTripMutation>[0]>>;

/**
 * POST /reports stored once: one Idempotency-Key per intended trip, made at its first Submit and
 * kept (with the draft) until the server answers. A double press, or a retry after an answer that
 * never came, sends the same key, and the server stores the trip once. A trip stored, or refused
 * (4xx), lets the key go, so the next Submit is a new trip; the duplicate question keeps it until
 * it is answered.
 */
export function useCreateTripOnce() {
  const username = useAppSelector((s) => s.auth.username);
  const [createTrip, state] = useCreateTripMutation();
  const store = useMemo(() => keyStore(username), [username]);

  function take(): string {
    const kept = store.read();
    if (kept) return kept;
    const made = newKey();
    store.write(made);
    return made;
  }

  async function send(body: CreateTripArgs): Promise<CreateResult> {
    let result = await createTrip({ ...body, idempotencyKey: take() });
    // The key went with another trip stored before (the form was changed since): this is a new trip.
    if ('error' in result && errorStatus(result.error) === 422) {
      store.write(null);
      result = await createTrip({ ...body, idempotencyKey: take() });
    }
    const status = 'error' in result ? errorStatus(result.error) : 201;
    const question = 'error' in result && errorCode(result.error) === DUPLICATE_TRIP;
    if (status !== undefined && status < 500 && !question) store.write(null);
    return result;
  }

  /** The key of the trip being submitted (made now if it has none): an outbox keeps the trip under it. */
  return { send, key: take, forget: () => store.write(null), busy: state.isLoading };
}

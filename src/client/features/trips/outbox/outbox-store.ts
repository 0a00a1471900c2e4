import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { todayInIndia } from '../../../../shared/common/dates';
import type { DuplicateTripAnswer } from '../../../../shared/trips/duplicates';
import type { TripFormState } from '../trip-form-values';
import type { CreateTripArgs } from '../trips-api';
import type { TripPapers } from '../papers/upload-papers';

/** Where a kept trip stands: waiting or being sent, stored, refused, or asked about as a duplicate. */
export type OutboxState = 'waiting' | 'sending' | 'stored' | 'refused' | 'duplicate';

/**
 * A trip kept on the phone until the server has stored it (IndexedDB). Its key is the
 * Idempotency-Key made at its first Submit: every resend carries it, so the server stores it once.
 */
export interface OutboxTrip {
  key: string;
  /** Whose trip: only this user sees or sends it, after any number of logins. */
  username: string;
  keptAt: string;
  /** The form as typed, to open it again when the server refused the trip. */
  form: TripFormState;
  /** POST /reports's body as checked when submitted. */
  body: Omit<CreateTripArgs, 'idempotencyKey' | 'confirmDuplicateTrip'>;
  /** The papers (PDFs) to send once the trip is stored; emptied when they are sent. */
  papers: TripPapers;
  /** The user answered the duplicate question with "save anyway": sent with confirmDuplicateTrip. */
  confirmDuplicate: boolean;
  state: OutboxState;
  tripId?: string;
  /** When the server stored it: a stored entry is listed until the next day (dropStoredBefore). */
  storedAt?: string;
  /** The server's words: its notice when stored, its reason when refused or failed (5xx, waiting). */
  message?: string;
  duplicate?: DuplicateTripAnswer;
  papersState?: 'waiting' | 'sent' | 'refused';
  papersMessage?: string;
}

interface OutboxSchema extends DBSchema {
  trips: { key: string; value: OutboxTrip; indexes: { byUser: string } };
}

const DB_NAME = 'freight-trip-outbox';
let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

/** Whether this browser can keep trips (IndexedDB); without it a failed Submit says so, as before. */
export const outboxAvailable = () => typeof indexedDB !== 'undefined';

function db() {
  opened ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('trips', { keyPath: 'key' }).createIndex('byUser', 'username');
    },
  });
  return opened;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const tellListeners = () => listeners.forEach((listener) => listener());

/**
 * The app's other pages and its service worker (which sends the outbox by Background Sync) hear
 * of a change here, and this page hears of theirs: each open list reads the outbox again. The
 * channel is open only while a list listens (a message is not given back to the channel that sent it).
 */
const CHANNEL = 'trip-outbox';
const channels = () => typeof BroadcastChannel !== 'undefined';
let hearing: BroadcastChannel | null = null;

/** Called after every change, here or in another page or the worker, so each open list reads it again. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  if (!hearing && channels()) {
    hearing = new BroadcastChannel(CHANNEL);
    hearing.onmessage = tellListeners;
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    hearing?.close();
    hearing = null;
  };
}

function changed() {
  tellListeners();
  if (hearing) hearing.postMessage('changed');
  else if (channels()) {
    const telling = new BroadcastChannel(CHANNEL);
    telling.postMessage('changed');
    telling.close();
  }
}

/**
 * Keeps a submitted trip. A second Submit of the same trip (a double press) carries the same key
 * and finds it kept: nothing is added, the trip stays one entry.
 */
export async function keepTrip(
  trip: Pick<OutboxTrip, 'key' | 'username' | 'form' | 'body' | 'papers'> &
    Partial<Pick<OutboxTrip, 'confirmDuplicate' | 'message'>>,
  now = new Date(),
): Promise<void> {
  const database = await db();
  const tx = database.transaction('trips', 'readwrite');
  if (!(await tx.store.get(trip.key))) {
    // A trip whose duplicate question was answered before its answer failed keeps that answer.
    await tx.store.put({ confirmDuplicate: false, ...trip, keptAt: now.toISOString(), state: 'waiting' });
  }
  await tx.done;
  changed();
}

/** One user's kept trips, oldest first. */
export async function tripsOf(username: string): Promise<OutboxTrip[]> {
  const trips = await (await db()).getAllFromIndex('trips', 'byUser', username);
  return trips.sort((a, b) => a.keptAt.localeCompare(b.keptAt));
}

export async function saveTrip(trip: OutboxTrip): Promise<void> {
  await (await db()).put('trips', trip);
  changed();
}

export async function dropKeptTrip(key: string): Promise<void> {
  await (await db()).delete('trips', key);
  changed();
}

/**
 * A stored trip stays listed with its TripID for the rest of the day it was stored (India time):
 * the loading manager notes the IDs during the shift. From the next day it is dropped without his
 * OK, unless its papers still wait or were refused (he must see those). OK drops it at once.
 */
export async function dropStoredBefore(username: string, today: string): Promise<void> {
  let dropped = false;
  for (const trip of await tripsOf(username)) {
    const done = trip.state === 'stored' && trip.papersState !== 'waiting' && trip.papersState !== 'refused';
    if (done && trip.storedAt && todayInIndia(new Date(trip.storedAt)) < today) {
      await (await db()).delete('trips', trip.key);
      dropped = true;
    }
  }
  if (dropped) changed();
}

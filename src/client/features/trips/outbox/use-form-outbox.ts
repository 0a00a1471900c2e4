import { useEffect, useRef } from 'react';
import { OFFLINE_MESSAGES } from '../../../../shared/trips/offline';
import { useNotify } from '../../../ui/use-notify';
import type { TripFormState } from '../trip-form-values';
import type { TripPapersState } from '../papers/use-trip-papers';
import type { OutboxTrip } from './outbox-store';
import type { TripOutboxState } from './use-trip-outbox';

/** What a new-trip form does with the outbox: keep a trip it could not send, open a refused one again. */
export interface TripFormOutbox {
  keep: TripOutboxState['keep'];
  /** A refused trip opened to correct: the form starts with it as typed. */
  correcting: OutboxTrip | null;
}

/**
 * The trip form's side of the outbox: a refused trip opened to correct fills the form, and
 * `keep` puts a trip that could not be sent into the outbox with its papers (as PDFs).
 */
export function useFormOutbox(
  outbox: TripFormOutbox | undefined,
  papers: TripPapersState,
  reset: (form: TripFormState) => void,
) {
  const notify = useNotify();
  const correcting = outbox?.correcting ?? null;
  const { restore } = papers;
  // The refused trip comes back whole: its form as typed and its papers (PDFs) in their fields.
  useEffect(() => {
    if (!correcting) return;
    reset(correcting.form);
    restore(correcting.papers);
  }, [correcting, reset, restore]);

  /** False when this form has no outbox (an existing trip): the caller then says what failed. */
  return async function keep(
    kept: Pick<OutboxTrip, 'key' | 'body' | 'confirmDuplicate' | 'message'>,
    form: TripFormState,
  ): Promise<boolean> {
    if (!outbox) return false;
    const chosen = await papers.collect();
    await outbox.keep({ ...kept, form, papers: chosen });
    papers.clear();
    notify.info(OFFLINE_MESSAGES.kept);
    return true;
  };
}

/** Runs `work` once at a time: a second Submit while the first is handled is the same trip, ignored. */
export function useOneAtATime<A>(work: (arg: A) => Promise<unknown>) {
  const busy = useRef(false);
  return async (arg: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work(arg);
    } finally {
      busy.current = false;
    }
  };
}

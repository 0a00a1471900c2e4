import { useCallback, useMemo, useRef, useState } from 'react';
import { TRIP_FILE_FIELDS, type TripFileField } from '../../../../shared/trips';
import { PAPERS_MESSAGES } from '../../../../shared/trips/papers';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { CHUNK_MESSAGES, isChunkLoadError } from '../../../ui/ChunkBoundary';
import { useNotify } from '../../../ui/use-notify';
import { paperFromFile, type PaperPdf } from './paper-file';
import { hasPapers, paperName, uploadTripPapers, type TripPapers } from './upload-papers';

/** One paper field's state: a photo being made into a PDF, a PDF ready, or a refused file's message. */
export type PaperState =
  | { state: 'making'; name: string }
  | { state: 'ready'; paper: PaperPdf }
  | { state: 'refused'; message: string };

/** What a papers upload makes stale: the trip, its rows in the lists, and one's list of today's trips. */
export const PAPERS_TAGS = (tripId: string) => [
  { type: 'Trip' as const, id: tripId },
  { type: 'Report' as const, id: 'LIST' as const },
];

/**
 * The papers chosen for one trip: each chosen file becomes a PDF at once (a photo is converted on
 * the device), so the papers are PDFs by the time the trip is submitted. `collect` waits for any
 * conversion still running; `sendFor` sends them to a stored trip and clears them for the next one.
 */
export function useTripPapers() {
  const [papers, setPapers] = useState<Partial<Record<TripFileField, PaperState>>>({});
  // The latest conversion of each field; an earlier one still running is dropped when it ends.
  const work = useRef(new Map<TripFileField, Promise<PaperPdf | null>>());
  const notify = useNotify();
  const dispatch = useAppDispatch();

  const setField = useCallback((field: TripFileField, state: PaperState | undefined) => {
    setPapers(({ [field]: _old, ...rest }) => (state ? { ...rest, [field]: state } : rest));
  }, []);

  const choose = useCallback(
    (field: TripFileField, file: File | undefined) => {
      if (!file) return;
      setField(field, { state: 'making', name: file.name });
      const job: Promise<PaperPdf | null> = paperFromFile(file)
        // The photo's code did not arrive (no network before it was ever loaded), or the browser failed.
        .catch((error: unknown) => ({
          ok: false as const,
          message: isChunkLoadError(error) ? CHUNK_MESSAGES.failed : PAPERS_MESSAGES.photoUnreadable,
        }))
        .then((choice) => {
          if (work.current.get(field) !== job) return null;
          setField(
            field,
            choice.ok
              ? { state: 'ready', paper: choice.paper }
              : { state: 'refused', message: choice.message },
          );
          return choice.ok ? choice.paper : null;
        });
      work.current.set(field, job);
    },
    [setField],
  );

  const remove = useCallback(
    (field: TripFileField) => {
      work.current.delete(field);
      setField(field, undefined);
    },
    [setField],
  );

  const clear = useCallback(() => {
    work.current.clear();
    setPapers({});
  }, []);

  /** Papers kept before (a refused trip's, from the outbox) put back in their fields, ready. */
  const restore = useCallback((kept: TripPapers) => {
    work.current.clear();
    const restored: Partial<Record<TripFileField, PaperState>> = {};
    for (const field of TRIP_FILE_FIELDS) {
      const blob = kept[field];
      if (!blob) continue;
      const file =
        blob instanceof File ? blob : new File([blob], paperName(blob, field), { type: 'application/pdf' });
      const paper = { file, fromPhoto: false };
      restored[field] = { state: 'ready', paper };
      work.current.set(field, Promise.resolve(paper));
    }
    setPapers(restored);
  }, []);

  /** The papers as PDFs, once every conversion still running has ended. */
  const collect = useCallback(async (): Promise<TripPapers> => {
    const done = await Promise.all(
      [...work.current].map(async ([field, job]) => [field, await job] as const),
    );
    return Object.fromEntries(done.flatMap(([field, paper]) => (paper ? [[field, paper.file]] : [])));
  }, []);

  /** After the trip is stored: its papers are sent to it, and the form's are cleared for the next trip. */
  const sendFor = useCallback(
    async (tripId: string | null) => {
      const chosen = await collect();
      clear();
      if (!tripId || !hasPapers(chosen)) return;
      const result = await uploadTripPapers(tripId, chosen);
      dispatch(api.util.invalidateTags(PAPERS_TAGS(tripId)));
      if (result.ok) notify.success(result.message);
      else notify.error(PAPERS_MESSAGES.notSent(tripId, result.message));
    },
    [collect, clear, dispatch, notify],
  );

  const making = Object.values(papers).some((p) => p?.state === 'making');
  return useMemo(
    () => ({ papers, making, choose, remove, clear, restore, collect, sendFor }),
    [papers, making, choose, remove, clear, restore, collect, sendFor],
  );
}

export type TripPapersState = ReturnType<typeof useTripPapers>;

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { useStore } from 'react-redux';
import { useBlocker } from 'react-router-dom';
import { TRIP_DRAFT_MESSAGES, tripDraftKey } from '../../../shared/trips/draft';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import type { TripFormState } from './trip-form-values';

interface TripDraftOptions {
  tripId: string | undefined;
  /** The form's current values. */
  values: TripFormState;
  /** What the form holds untouched (a new trip's blanks, or the loaded trip); null while loading. */
  baseline: TripFormState | null;
  reset: UseFormReset<TripFormState>;
  /** A read-only form keeps no draft. */
  enabled: boolean;
}

export interface TripDraft {
  /** The "draft restored" line with its Discard button (null when nothing was restored). */
  notice: ReactElement | null;
  /** The "leave the form?" dialog shown when the clerk navigates away with unsaved typing. */
  leavePrompt: ReactElement | null;
  /** Forgets the draft (after a save): nothing to restore, nothing to warn about. */
  clear: () => void;
}

const sameForm = (a: TripFormState, b: TripFormState) =>
  (Object.keys(b) as (keyof TripFormState)[]).every((key) => (a[key] ?? '') === b[key]);

function readDraft(key: string): TripFormState | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as TripFormState) : null;
  } catch {
    return null; // a draft that cannot be read is no draft
  }
}

/**
 * The trip form's draft: what the clerk types is kept per user in the tab's session storage, so
 * a reload, a crash of the tab's page or a session that ran out (login returns to the form) does
 * not lose it. It comes back with a notice and a way to discard it; leaving the form (another
 * screen, closing or reloading the tab) with unsaved typing asks first.
 */
export function useTripDraft({ tripId, values, baseline, reset, enabled }: TripDraftOptions): TripDraft {
  const username = useAppSelector((s) => s.auth.username);
  const key = username ? tripDraftKey(username, tripId) : null;
  // The draft kept from before (a reload, a session that ended), read once.
  const [stored] = useState(() => (key && enabled ? readDraft(key) : null));
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  // Once the untouched form is known, a stored draft that differs from it is brought back.
  if (!ready && baseline !== null) {
    setReady(true);
    if (stored && !sameForm(stored, baseline)) setRestored(true);
  }
  const applied = useRef(false);
  useEffect(() => {
    if (!restored || applied.current || !baseline || !stored) return;
    applied.current = true;
    reset({ ...baseline, ...stored });
  }, [restored, baseline, stored, reset]);

  // After a save the form is emptied (and, for an update, left): nothing is kept until it is untouched again.
  const [saved, setSaved] = useState(false);
  const changed = enabled && ready && baseline !== null && !sameForm(values, baseline);
  if (saved && !changed) setSaved(false);
  const dirty = changed && !saved;
  // Read by the blocker at navigation time: a save clears it before the render that follows.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  // Every change is kept; typing back to the untouched form leaves no draft.
  useEffect(() => {
    if (!ready || !key || !enabled || baseline === null || saved) return;
    if (dirty) window.sessionStorage.setItem(key, JSON.stringify(values));
    else window.sessionStorage.removeItem(key);
  }, [ready, key, enabled, baseline, saved, dirty, values]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Leaving because the session ended (logout, or it ran out) asks nothing: the draft stays for the next login.
  const store = useStore<RootState>();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      store.getState().auth.isAuthenticated &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  const clear = useCallback(() => {
    dirtyRef.current = false;
    setSaved(true);
    if (key) window.sessionStorage.removeItem(key);
    setRestored(false);
  }, [key]);

  function discard() {
    if (key) window.sessionStorage.removeItem(key);
    setRestored(false);
    if (baseline) reset(baseline);
  }

  const notice = restored ? (
    <div className="trip-form__draft" role="status">
      <span>{TRIP_DRAFT_MESSAGES.restored}</span>
      <Button variant="secondary" onClick={discard}>
        {TRIP_DRAFT_MESSAGES.discard}
      </Button>
    </div>
  ) : null;

  const leavePrompt =
    blocker.state === 'blocked' ? (
      <ConfirmModal
        open
        title={TRIP_DRAFT_MESSAGES.leaveTitle}
        text={TRIP_DRAFT_MESSAGES.leaveText}
        confirmLabel={TRIP_DRAFT_MESSAGES.leave}
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    ) : null;

  return { notice, leavePrompt, clear };
}

import { useState } from 'react';
import type { TripRecord } from '../../../../shared/trips';
import { PAPERS_MESSAGES } from '../../../../shared/trips/papers';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useScopedNotify } from '../../../ui/use-scoped-notify';
import { TripPapersFields } from './TripPapersFields';
import { hasPapers, uploadTripPapers } from './upload-papers';
import { PAPERS_TAGS, useTripPapers } from './use-trip-papers';

/** Add or replace a stored trip's papers: the four pickers and Save. The server says who may. */
export function PapersDialog({ trip, onClose }: { trip: TripRecord; onClose: () => void }) {
  const papers = useTripPapers();
  const notify = useScopedNotify();
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const chosen = await papers.collect();
      if (!hasPapers(chosen)) return notify.error(PAPERS_MESSAGES.noPapers);
      const result = await uploadTripPapers(trip.TripID, chosen);
      dispatch(api.util.invalidateTags(PAPERS_TAGS(trip.TripID)));
      if (!result.ok) return notify.error(result.message);
      notify.success(result.message);
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={`Papers of ${trip.TripID}`}
      open
      onClose={onClose}
      busy={saving}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            busy={saving || papers.making}
            busyLabel={saving ? 'Saving...' : 'Making PDF...'}
          >
            Save papers
          </Button>
        </>
      }
    >
      <div className="papers-dialog">
        <p className="my-trips__trip">
          {trip.TruckNumber} · {trip.DestinationFrom} to {trip.DestinationTo} · {trip.localTime}
        </p>
        <TripPapersFields papers={papers} trip={trip} disabled={saving} />
      </div>
    </Modal>
  );
}

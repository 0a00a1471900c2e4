import { useRef, useState, type ReactElement } from 'react';
import {
  DUPLICATE_TRIP_MESSAGES,
  duplicateTripAnswer,
  storedAtText,
  type DuplicateTripAnswer,
} from '../../../shared/trips/duplicates';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** The DUPLICATE_TRIP 409 of a failed save, or null for any other outcome. */
function duplicateOf(result: { error?: unknown }): DuplicateTripAnswer | null {
  const error = result.error as { status?: unknown; data?: unknown } | undefined;
  if (error?.status !== 409) return null;
  const parsed = duplicateTripAnswer.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

interface Pending {
  answer: DuplicateTripAnswer;
  resolve: (save: boolean) => void;
}

/**
 * The server's duplicate-trip question (the same truck and DO number that day): the trip found is
 * shown (ID, when it was stored, driver) and the clerk saves anyway or goes back to the form.
 */
export function useDuplicateTripQuestion(): {
  /**
   * Sends; a DUPLICATE_TRIP answer is asked about and, confirmed, sent again with
   * confirmDuplicateTrip. 'cancelled' when the clerk did not confirm.
   */
  sendAsking: <R extends { error?: unknown }>(
    send: (confirm: { confirmDuplicateTrip?: true }) => Promise<R>,
  ) => Promise<R | 'cancelled'>;
  modal: ReactElement | null;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  function ask(answer: DuplicateTripAnswer): Promise<boolean> {
    return new Promise((resolve) => {
      pendingRef.current = { answer, resolve };
      setPending(pendingRef.current);
    });
  }

  function reply(save: boolean) {
    pendingRef.current?.resolve(save);
    pendingRef.current = null;
    setPending(null);
  }

  async function sendAsking<R extends { error?: unknown }>(
    send: (confirm: { confirmDuplicateTrip?: true }) => Promise<R>,
  ): Promise<R | 'cancelled'> {
    const result = await send({});
    const duplicate = duplicateOf(result);
    if (!duplicate) return result;
    if (!(await ask(duplicate))) return 'cancelled';
    return send({ confirmDuplicateTrip: true });
  }

  const found = pending?.answer.duplicateTrip;
  const modal =
    pending && found ? (
      <Modal
        title={DUPLICATE_TRIP_MESSAGES.confirmTitle}
        open
        onClose={() => reply(false)}
        actions={
          <>
            <Button onClick={() => reply(true)}>{DUPLICATE_TRIP_MESSAGES.saveAnyway}</Button>
            <Button variant="secondary" onClick={() => reply(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>{pending.answer.message}</p>
        <dl className="duplicate-trip">
          <dt>Trip ID</dt>
          <dd>{found.TripID}</dd>
          <dt>Stored</dt>
          <dd>{storedAtText(found.createdAt)}</dd>
          <dt>Driver Name</dt>
          <dd>{found.DriverName || '-'}</dd>
        </dl>
      </Modal>
    ) : null;
  return { sendAsking, modal };
}

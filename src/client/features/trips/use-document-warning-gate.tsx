import { useRef, useState, type ReactElement } from 'react';
import {
  DOCUMENT_WARNING_MESSAGES,
  describeWarning,
  type DocumentWarning,
} from '../../../shared/masters/document-warnings';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNotify } from '../../ui/use-notify';
import { useStore } from 'react-redux';
import type { RootState } from '../../app/store';
import { documentWarningsApi, useLazyTruckDocumentWarningsQuery } from './document-warnings-api';

/**
 * The picked truck's warnings, listed beside the form (TruckDocumentsNotice.tsx), are used at
 * Submit when fetched this recently, saving the phone a round trip before the save. Whatever
 * changed since, the server decides again: documents the admin made blocking still refuse the
 * trip, and a warning that arose meanwhile is stored with the trip, unconfirmed.
 */
const FRESH_WARNINGS_MS = 2 * 60_000;

/** 'clear': nothing to warn about; 'confirmed': the user saw the warnings and goes on; 'stop': do not save. */
export type GateAnswer = 'clear' | 'confirmed' | 'stop';

interface Pending {
  truck: string;
  warnings: DocumentWarning[];
  resolve: (answer: GateAnswer) => void;
}

/**
 * Before a trip is saved: the truck's expired or expiring documents on the trip date are listed
 * (which document, since when) and the user confirms or goes back; documents the admin made
 * blocking stop the save with the server's words. The server checks again either way.
 */
export function useDocumentWarningGate(): {
  check: (truckNumber: string, tripDate?: string) => Promise<GateAnswer>;
  modal: ReactElement | null;
} {
  const notify = useNotify();
  const [fetchWarnings] = useLazyTruckDocumentWarningsQuery();
  const store = useStore<RootState>();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  async function check(truckNumber: string, tripDate?: string): Promise<GateAnswer> {
    const args = { truckNumber, date: tripDate };
    const listed = documentWarningsApi.endpoints.truckDocumentWarnings.select(args)(store.getState());
    const fresh =
      listed.status === 'fulfilled' && Date.now() - (listed.fulfilledTimeStamp ?? 0) < FRESH_WARNINGS_MS;
    const result = fresh ? { data: listed.data } : await fetchWarnings(args);
    // Without an answer the save goes ahead; the server still refuses documents the admin made blocking.
    if (!result.data || result.data.warnings.length === 0) return 'clear';
    const { warnings, blocked } = result.data;
    const blocking = warnings.filter((w) => w.expired && blocked.includes(w.field_name));
    if (blocking.length > 0) {
      notify.error(DOCUMENT_WARNING_MESSAGES.blocked(result.data.truckNumber, blocking));
      return 'stop';
    }
    return new Promise<GateAnswer>((resolve) => {
      const next = { truck: result.data!.truckNumber, warnings, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }

  function answer(value: GateAnswer) {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  }

  const modal = pending ? (
    <Modal
      title={`${DOCUMENT_WARNING_MESSAGES.confirmTitle}: ${pending.truck}`}
      open
      onClose={() => answer('stop')}
      actions={
        <>
          <Button onClick={() => answer('confirmed')}>Save anyway</Button>
          <Button variant="secondary" onClick={() => answer('stop')}>
            Cancel
          </Button>
        </>
      }
    >
      <ul className="document-warnings">
        {pending.warnings.map((w) => (
          <li key={w.field_name} className={w.expired ? 'document-warnings__expired' : undefined}>
            {describeWarning(w)}
          </li>
        ))}
      </ul>
      <p>{DOCUMENT_WARNING_MESSAGES.confirmQuestion}</p>
    </Modal>
  ) : null;
  return { check, modal };
}

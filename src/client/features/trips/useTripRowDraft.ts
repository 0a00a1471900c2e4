import { useState, type ChangeEvent } from 'react';
import { BILL_RULE_MESSAGES, acknowledgeProblem } from '../../../shared/billChecks';
import { freightFor } from '../../../shared/money';
import { checkTripFile, parseTripRowEdit, ROW_EDIT_STATUSES, TRIP_FILE_FIELDS, TRIP_MESSAGES, type TripFileField, type TripRecord } from '../../../shared/trip';
import { serverMessage } from '../../app/errors';
import { useNotify } from '../../ui/useNotify';
import { useUpdateReportRowMutation } from './tripsApi';

/** The row edit's typing, as the inputs hold it (text), and the files chosen to replace. */
export interface RowDraft {
  localDate: string;
  transactionStatus: string;
  weight: string;
  actualWeight: string;
  short: string;
  files: Partial<Record<TripFileField, File>>;
}

export type DraftTextField = Exclude<keyof RowDraft, 'files'>;

const asText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function draftOf(row: TripRecord): RowDraft {
  return {
    localDate: row.localDate,
    transactionStatus: (ROW_EDIT_STATUSES as readonly string[]).includes(row.TransactionStatus) ? row.TransactionStatus : '',
    weight: asText(row.Weight),
    actualWeight: asText(row.ActualWeight),
    short: asText(row.Short),
    files: {},
  };
}

interface RowDraftOptions {
  row: TripRecord;
  screen: 'today' | 'reports';
  weightsLocked: boolean;
  onSaved: () => void;
}

/**
 * The draft of a row in edit mode and its save (POST of the row's form data). The draft lives
 * only as long as the editing row: leaving the edit drops the unsaved typing (SPEC.md section 4).
 */
export function useTripRowDraft({ row, screen, weightsLocked, onSaved }: RowDraftOptions) {
  const [draft, setDraft] = useState<RowDraft>(() => draftOf(row));
  const [updateRow, updateState] = useUpdateReportRowMutation();
  const notify = useNotify();

  const setField = (field: DraftTextField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  function chooseFile(field: TripFileField, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) {
      setDraft((d) => ({ ...d, files: { ...d.files, [field]: undefined } }));
      return;
    }
    const problem = checkTripFile(file);
    if (problem) {
      notify.error(problem);
      event.target.value = '';
      setDraft((d) => ({ ...d, files: { ...d.files, [field]: undefined } }));
      return;
    }
    setDraft((d) => ({ ...d, files: { ...d.files, [field]: file } }));
  }

  /** The server's own checks of a row save (shared), so the clerk hears the same words before sending. */
  function problemOfDraft(): string | null {
    const weights = weightsLocked ? {} : { weight: draft.weight, actualWeight: draft.actualWeight };
    const parsed = parseTripRowEdit({ transactionStatus: draft.transactionStatus, ...weights, short: draft.short });
    if (!parsed.ok) return parsed.message;
    if (parsed.value.transactionStatus !== 'Acknowledged') return null;
    const weight = parsed.value.weight !== undefined ? parsed.value.weight : row.Weight;
    // Freight follows the weight at the trip's rate; a profile that cannot see the rate leaves it to the server.
    const problem = acknowledgeProblem({ Weight: weight, Freight: row.Rate === undefined ? undefined : freightFor(row.Rate, weight) });
    return problem ? BILL_RULE_MESSAGES.cannotAcknowledge(row.TripID, problem) : null;
  }

  async function save() {
    const problem = problemOfDraft();
    if (problem) {
      notify.error(problem);
      return;
    }
    const body = new FormData();
    body.append('id', row._id);
    if (screen === 'reports') body.append('localDate', draft.localDate);
    body.append('transactionStatus', draft.transactionStatus);
    if (!weightsLocked) {
      body.append('weight', draft.weight);
      body.append('actualWeight', draft.actualWeight);
    }
    body.append('short', draft.short);
    for (const field of TRIP_FILE_FIELDS) {
      const file = draft.files[field];
      if (file) body.append(field, file, file.name);
    }
    const result = await updateRow({ id: row._id, TripID: row.TripID, body });
    if ('error' in result) {
      notify.error(serverMessage(result.error) ?? TRIP_MESSAGES.recordUpdateFailed);
      return;
    }
    notify.success(result.data.message);
    onSaved();
  }

  return { draft, setField, chooseFile, save, saving: updateState.isLoading };
}

import { useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { BILL_RULE_MESSAGES, acknowledgeProblem } from '../../../shared/billing/checks';
import { freightFor } from '../../../shared/common/money';
import {
  checkTripFile,
  ROW_EDIT_STATUSES,
  TRIP_FILE_FIELDS,
  TRIP_MESSAGES,
  tripRowEditSchema,
  type TripFileField,
  type TripRecord,
} from '../../../shared/trips';
import { announceSaved, useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useUpdateReportRowMutation } from './trips-api';

/** The row edit's typing, as the inputs hold it (text). */
export interface RowDraft {
  localDate: string;
  transactionStatus: string;
  weight: string;
  actualWeight: string;
  short: string;
}

const asText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function draftOf(row: TripRecord): RowDraft {
  return {
    localDate: row.localDate,
    transactionStatus: (ROW_EDIT_STATUSES as readonly string[]).includes(row.TransactionStatus)
      ? row.TransactionStatus
      : '',
    weight: asText(row.Weight),
    actualWeight: asText(row.ActualWeight),
    short: asText(row.Short),
  };
}

interface RowDraftOptions {
  row: TripRecord;
  screen: 'today' | 'reports';
  weightsLocked: boolean;
  onSaved: () => void;
}

/**
 * The server's own rules of a row save (shared), each on its field, over what this row sends: the
 * date on Reports only, the weights only where the profile may change them. Acknowledging needs a
 * weight and freight above zero (named on the weight, or on the status when weights are locked).
 */
function rowRules(row: TripRecord, screen: RowDraftOptions['screen'], weightsLocked: boolean) {
  const sent = (draft: unknown) => {
    const { localDate, weight, actualWeight, ...rest } = draft as RowDraft;
    return {
      ...rest,
      ...(screen === 'reports' ? { localDate } : {}),
      ...(weightsLocked ? {} : { weight, actualWeight }),
    };
  };
  return z.preprocess(
    sent,
    tripRowEditSchema.superRefine((value, ctx) => {
      if (value.transactionStatus !== 'Acknowledged') return;
      const weight = value.weight !== undefined ? value.weight : row.Weight;
      // Freight follows the weight at the trip's rate; a profile that cannot see the rate leaves it to the server.
      const problem = acknowledgeProblem({
        Weight: weight,
        Freight: row.Rate === undefined ? undefined : freightFor(row.Rate, weight),
      });
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [weightsLocked ? 'transactionStatus' : 'weight'],
          message: BILL_RULE_MESSAGES.cannotAcknowledge(row.TripID, problem),
        });
    }),
  );
}

/**
 * The form of a row in edit mode and its save (POST of the row's form data). It lives only as long
 * as the editing row: leaving the edit drops the unsaved typing (SPEC.md section 4). One Save names
 * every broken rule under its cell; a refused file is named under its input as it is chosen.
 */
export function useTripRowDraft({ row, screen, weightsLocked, onSaved }: RowDraftOptions) {
  const form = useSchemaForm<RowDraft, unknown>(() => rowRules(row, screen, weightsLocked), draftOf(row));
  const [files, setFiles] = useState<Partial<Record<TripFileField, File>>>({});
  const [fileProblems, setFileProblems] = useState<Partial<Record<TripFileField, string>>>({});
  const [updateRow, updateState] = useUpdateReportRowMutation();
  const notify = useNotify();

  function chooseFile(field: TripFileField, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const problem = file ? checkTripFile(file) : null;
    if (problem) event.target.value = '';
    setFileProblems((p) => ({ ...p, [field]: problem ?? undefined }));
    setFiles((f) => ({ ...f, [field]: file && !problem ? file : undefined }));
  }

  async function send() {
    const draft = form.getValues();
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
      const file = files[field];
      if (file) body.append(field, file, file.name);
    }
    const result = await updateRow({ id: row._id, TripID: row.TripID, body });
    if (announceSaved(notify, result, TRIP_MESSAGES.recordUpdateFailed)) onSaved();
  }

  /**
   * Checks every rule and sends only when none is broken. A refused file was never taken, so it
   * does not hold the save back; its message stays under its input until another file is chosen.
   */
  function save(rowElement: HTMLElement | null) {
    return form.submitWithin(rowElement, send);
  }

  return { form, chooseFile, fileProblems, save, saving: updateState.isLoading };
}

/** A row in edit mode's draft: its form, its chosen files' problems, and its save. */
export type TripRowDraft = ReturnType<typeof useTripRowDraft>;

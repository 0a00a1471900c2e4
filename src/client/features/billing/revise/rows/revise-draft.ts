import { REVISE_EDITABLE_FIELDS, type ReviseEditableField } from '../../../../../shared/billing';
import type { TripRecord } from '../../../../../shared/trips';
import type { RowEdit } from '../../../../ui/use-row-edit';

/** The typed values of a row in inline edit, one per editable field. */
export type ReviseDraft = Record<ReviseEditableField, string>;

/** Inline edit (Revise Bill): Enter saves the row, Escape cancels, a click outside reverts. */
export interface InlineEdit {
  rowEdit: RowEdit<ReviseDraft>;
  onStart: (row: TripRecord) => void;
  onSave: (row: TripRecord) => void;
}

/** The row's stored values as the inline edit's typed text. */
export function draftOf(row: TripRecord): ReviseDraft {
  return Object.fromEntries(
    REVISE_EDITABLE_FIELDS.map((f) => [f, row[f] === null || row[f] === undefined ? '' : String(row[f])]),
  ) as ReviseDraft;
}

/** Only the fields the user changed. */
export function changedFields(row: TripRecord, draft: ReviseDraft): Partial<ReviseDraft> {
  const stored = draftOf(row);
  return Object.fromEntries(
    REVISE_EDITABLE_FIELDS.filter((f) => draft[f].trim() !== stored[f]).map((f) => [f, draft[f]]),
  );
}

import type { ChangeEvent, ReactNode } from 'react';
import { AMOUNT_BOUND, WEIGHT_BOUND, numberInputProps } from '../../../shared/numberBounds';
import { ROW_EDIT_STATUSES, TRIP_FIELD_LABELS, type TripFileField, type TripRecord } from '../../../shared/trip';
import type { TripColumn } from './tripColumns';
import { AttachmentLink } from './TripRowCells';
import type { DraftTextField, RowDraft } from './useTripRowDraft';

interface TripCellEditorProps {
  row: TripRecord;
  column: TripColumn;
  draft: RowDraft;
  setField: (field: DraftTextField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  chooseFile: (field: TripFileField, event: ChangeEvent<HTMLInputElement>) => void;
  weightsLocked: boolean;
}

/** The input of one editable column of a row in edit mode. */
export function TripCellEditor({ row, column, draft, setField, chooseFile, weightsLocked }: TripCellEditorProps): ReactNode {
  const label = `${TRIP_FIELD_LABELS[column.editable as keyof typeof TRIP_FIELD_LABELS] ?? column.header}`;
  switch (column.editable) {
    case 'localDate':
      return <input type="date" aria-label={label} value={draft.localDate} onChange={setField('localDate')} required />;
    case 'TransactionStatus':
      return (
        <select aria-label={TRIP_FIELD_LABELS.TransactionStatus} value={draft.transactionStatus} onChange={setField('transactionStatus')}>
          <option value="">Select status</option>
          {ROW_EDIT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      );
    case 'Weight':
    case 'ActualWeight': {
      const field = column.editable === 'Weight' ? 'weight' : 'actualWeight';
      return (
        <input
          type="number"
          {...numberInputProps(WEIGHT_BOUND)}
          aria-label={label}
          value={draft[field]}
          disabled={weightsLocked}
          title={weightsLocked ? 'Weights cannot be changed with this profile' : undefined}
          onChange={setField(field)}
        />
      );
    }
    case 'Short':
      return <input type="number" {...numberInputProps(AMOUNT_BOUND)} aria-label={label} value={draft.short} onChange={setField('short')} />;
    default: {
      const field = column.editable as TripFileField;
      return (
        <span className="file-cell">
          <AttachmentLink row={row} field={field} />
          <input type="file" accept="application/pdf,.pdf" aria-label={label} onChange={(e) => chooseFile(field, e)} />
        </span>
      );
    }
  }
}

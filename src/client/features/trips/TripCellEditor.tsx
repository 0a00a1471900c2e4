import type { ReactNode } from 'react';
import { AMOUNT_BOUND, WEIGHT_BOUND, numberInputProps } from '../../../shared/common/number-bounds';
import {
  ROW_EDIT_STATUSES,
  TRIP_FIELD_LABELS,
  type TripFileField,
  type TripRecord,
} from '../../../shared/trips';
import { CellInput, CellSelect } from '../../ui/Field';
import { FormDateField } from '../../ui/FormDateField';
import type { TripColumn } from './trip-columns';
import { AttachmentLink } from './TripRowCells';
import type { TripRowDraft } from './use-trip-row-draft';

interface TripCellEditorProps {
  row: TripRecord;
  column: TripColumn;
  /** The row's draft: its form, and the message of a file refused as it was chosen, by its field. */
  draft: Pick<TripRowDraft, 'form' | 'fileProblems' | 'chooseFile'>;
  weightsLocked: boolean;
}

const STATUS_OPTIONS = ROW_EDIT_STATUSES.map((s) => ({ value: s, label: s }));

/** The input of one editable column of a row in edit mode, with the rule it breaks under it. */
export function TripCellEditor({
  row,
  column,
  draft: { form, fileProblems, chooseFile },
  weightsLocked,
}: TripCellEditorProps): ReactNode {
  const label = `${TRIP_FIELD_LABELS[column.editable as keyof typeof TRIP_FIELD_LABELS] ?? column.header}`;
  switch (column.editable) {
    case 'localDate':
      return (
        <FormDateField
          cell
          control={form.control}
          name="localDate"
          label={label}
          required
          error={form.errorOf('localDate')}
        />
      );
    case 'TransactionStatus':
      return (
        <CellSelect
          label={TRIP_FIELD_LABELS.TransactionStatus}
          options={STATUS_OPTIONS}
          placeholder="Select status"
          {...form.field('transactionStatus')}
        />
      );
    case 'Weight':
    case 'ActualWeight': {
      const field = column.editable === 'Weight' ? 'weight' : 'actualWeight';
      return (
        <CellInput
          type="number"
          {...numberInputProps(WEIGHT_BOUND)}
          label={label}
          disabled={weightsLocked}
          title={weightsLocked ? 'Weights cannot be changed with this profile' : undefined}
          {...form.field(field)}
        />
      );
    }
    case 'Short':
      return (
        <CellInput type="number" {...numberInputProps(AMOUNT_BOUND)} label={label} {...form.field('short')} />
      );
    default: {
      const field = column.editable as TripFileField;
      return (
        <span className="file-cell">
          <AttachmentLink row={row} field={field} compact />
          <CellInput
            type="file"
            accept="application/pdf,.pdf"
            label={label}
            error={fileProblems[field]}
            onChange={(e) => chooseFile(field, e)}
          />
        </span>
      );
    }
  }
}

import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  TRIP_NUMBER_BOUNDS,
  numberInputProps,
  type TripNumberField,
} from '../../../../../shared/common/number-bounds';
import type { TripRecord } from '../../../../../shared/trips';
import { Button } from '../../../../ui/Button';
import type { BillTripColumn } from '../../common/bill-trip-columns';
import { SelectCell } from '../../common/SelectCells';
import { numClass } from '../../../../lists/list-columns';
import type { InlineEdit } from './revise-draft';

/** What a Revise Bill row is drawn from, in edit or not. */
export interface ReviseRowProps {
  row: TripRecord;
  columns: BillTripColumn[];
  edit: InlineEdit;
  selected: boolean;
  onToggle: (id: string) => void;
  idClass: string;
}

/** A Revise Bill row in inline edit: Enter saves, Escape cancels, its first field has the focus. */
export function ReviseEditingRow({ row, columns, edit, selected, onToggle, idClass }: ReviseRowProps) {
  const { onSave } = edit;
  const { draft, rowRef, saving, cancel, change } = edit.rowEdit;
  const firstEditable = columns.find((c) => c.editable)?.key;
  const firstInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => firstInput.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave(row);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  }

  return (
    <tr ref={rowRef} className="editing" onKeyDown={onKeyDown}>
      <SelectCell tripId={row.TripID} selected={selected} onToggle={() => onToggle(row._id)} />
      <td className="bill-table__edit sticky-col">
        <div className="bill-table__edit-actions">
          <Button className="btn--small" busy={saving} busyLabel="Saving..." onClick={() => onSave(row)}>
            Save
          </Button>
          <Button variant="secondary" className="btn--small" disabled={saving} onClick={cancel}>
            Cancel
          </Button>
        </div>
      </td>
      <th scope="row" className={idClass}>
        {row.TripID}
      </th>
      {columns.map((c) => {
        if (!c.editable || !draft) {
          return (
            <td key={c.key} className={numClass(c)}>
              {c.render(row)}
            </td>
          );
        }
        const field = c.editable;
        return (
          <td key={c.key}>
            <input
              ref={c.key === firstEditable ? firstInput : undefined}
              aria-label={`${c.header} of ${row.TripID}`}
              inputMode={
                field in TRIP_NUMBER_BOUNDS
                  ? numberInputProps(TRIP_NUMBER_BOUNDS[field as TripNumberField]).inputMode
                  : undefined
              }
              className={c.numeric ? 'num-input' : 'text-input'}
              value={draft[field]}
              disabled={saving}
              onChange={(e) => change(field, e.target.value)}
            />
          </td>
        );
      })}
    </tr>
  );
}

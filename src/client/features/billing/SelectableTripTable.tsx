import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ReviseEditableField } from '../../../shared/billing';
import type { TripRecord } from '../../../shared/trip';
import { Button } from '../../ui/Button';
import type { RowEdit } from '../../ui/useRowEdit';
import { billTripColumns, type BillTripColumn } from './billTripColumns';
import { TableScroll } from '../../ui/TableScroll';

/** The typed values of a row in inline edit, one per editable field. */
export type ReviseDraft = Record<ReviseEditableField, string>;

/** Inline edit (Revise Bill): Enter saves the row, Escape cancels, a click outside reverts. */
export interface InlineEdit {
  rowEdit: RowEdit<ReviseDraft>;
  onStart: (row: TripRecord) => void;
  onSave: (row: TripRecord) => void;
}

interface SelectableTripTableProps {
  /** The table's accessible name (and the checkboxes' context). */
  caption: string;
  rows: readonly TripRecord[];
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  /** Shown in the body when there are no rows. */
  emptyText: string;
  showBillId?: boolean;
  edit?: InlineEdit;
}

/** Trips with a checkbox each and Select All (Billing, Revise Bill). */
export function SelectableTripTable(props: SelectableTripTableProps) {
  const { caption, rows, selectedIds, onToggle, onToggleAll, emptyText, showBillId, edit } = props;
  const columns = useMemo(() => billTripColumns({ showBillId }), [showBillId]);
  const selectedCount = rows.filter((r) => selectedIds.has(r._id)).length;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  const width = columns.length + 2 + (edit ? 1 : 0);
  // The checkbox, Edit and Trip ID columns stay in view while a wide row scrolls sideways.
  const idClass = `sticky-col sticky-col--last ${edit ? 'sticky-col--after-edit' : 'sticky-col--after-select'}`;
  return (
    <TableScroll label={caption}>
      <table className="data-table bill-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="bill-table__select sticky-col">
              <label className="select-all">
                <input
                  ref={selectAllRef}
                  type="checkbox"
                  checked={allSelected}
                  disabled={rows.length === 0}
                  onChange={(e) => onToggleAll(e.target.checked)}
                />
                <span>Select All</span>
              </label>
            </th>
            {edit && (
              <th scope="col" className="bill-table__edit sticky-col">
                Edit
              </th>
            )}
            <th scope="col" className={idClass}>
              Trip ID
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={width} className="empty-state">
                <span className="empty-state__text">{emptyText}</span>
              </td>
            </tr>
          )}
          {rows.map((row) =>
            edit && edit.rowEdit.editingId === row._id ? (
              <EditingRow
                key={row._id}
                row={row}
                columns={columns}
                edit={edit}
                selected={selectedIds.has(row._id)}
                onToggle={onToggle}
                idClass={idClass}
              />
            ) : (
              <tr key={row._id} className={selectedIds.has(row._id) ? 'selected' : undefined}>
                <td className="bill-table__select sticky-col">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.TripID}`}
                    checked={selectedIds.has(row._id)}
                    onChange={() => onToggle(row._id)}
                  />
                </td>
                {edit && (
                  <td className="bill-table__edit sticky-col">
                    <Button
                      variant="secondary"
                      className="btn--small"
                      aria-label={`Edit ${row.TripID}`}
                      disabled={edit.rowEdit.saving}
                      onClick={() => edit.onStart(row)}
                    >
                      Edit
                    </Button>
                  </td>
                )}
                <th scope="row" className={idClass}>
                  {row.TripID}
                </th>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'num' : undefined}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

interface EditingRowProps {
  row: TripRecord;
  columns: BillTripColumn[];
  edit: InlineEdit;
  selected: boolean;
  onToggle: (id: string) => void;
  idClass: string;
}

function EditingRow({ row, columns, edit, selected, onToggle, idClass }: EditingRowProps) {
  const { rowEdit, onSave } = edit;
  const draft = rowEdit.draft;
  const firstInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => firstInput.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave(row);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      rowEdit.cancel();
    }
  }

  let focusSet = false;
  return (
    <tr ref={rowEdit.rowRef} className="editing" onKeyDown={onKeyDown}>
      <td className="bill-table__select sticky-col">
        <input type="checkbox" aria-label={`Select ${row.TripID}`} checked={selected} onChange={() => onToggle(row._id)} />
      </td>
      <td className="bill-table__edit sticky-col">
        <div className="bill-table__edit-actions">
          <Button className="btn--small" busy={rowEdit.saving} busyLabel="Saving..." onClick={() => onSave(row)}>
            Save
          </Button>
          <Button variant="secondary" className="btn--small" disabled={rowEdit.saving} onClick={rowEdit.cancel}>
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
            <td key={c.key} className={c.numeric ? 'num' : undefined}>
              {c.render(row)}
            </td>
          );
        }
        const field = c.editable;
        const isFirst = !focusSet;
        focusSet = true;
        return (
          <td key={c.key}>
            <input
              ref={isFirst ? firstInput : undefined}
              aria-label={`${c.header} of ${row.TripID}`}
              inputMode={c.numeric ? 'decimal' : undefined}
              className={c.numeric ? 'num-input' : 'text-input'}
              value={draft[field]}
              disabled={rowEdit.saving}
              onChange={(e) => rowEdit.change(field, e.target.value)}
            />
          </td>
        );
      })}
    </tr>
  );
}

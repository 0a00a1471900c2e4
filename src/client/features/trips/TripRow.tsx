import { useRef, type KeyboardEvent } from 'react';
import type { PermissionSet } from '../../../shared/auth/permissions';
import { TRIP_MESSAGES, isTripFileField, type TripRecord } from '../../../shared/trips';
import { Button } from '../../ui/Button';
import { numClass } from '../../lists/list-columns';
import { useOutsideClick } from '../../ui/use-outside-click';
import type { TripColumn } from './trip-columns';
import { TripCellEditor } from './TripCellEditor';
import { AttachmentLink, DeleteCell, EditCell, TripIdCell } from './TripRowCells';
import { useTripRowDraft } from './use-trip-row-draft';
import { SelectTripBox } from './acknowledge/SelectTripBox';
import type { TripSelection } from './acknowledge/use-trip-selection';

interface TripRowProps {
  row: TripRecord;
  columns: readonly TripColumn[];
  screen: 'today' | 'reports';
  permissions: PermissionSet;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  onDelete: (row: TripRecord) => void;
  /** The row's place in the list (a Shift-click range) and the ticks, where trips may be ticked. */
  index: number;
  selection?: TripSelection;
}

/** One trip in the table: its values, or (in edit mode) the row-edit inputs. */
export function TripRow(props: TripRowProps) {
  return props.editing ? <EditingRow {...props} /> : <ViewRow {...props} />;
}

function ViewRow({ row, columns, screen, permissions, onEdit, onDelete, index, selection }: TripRowProps) {
  const billed = row.TransactionStatus === 'Billed';
  const selected = selection?.isSelected(row._id) === true;
  return (
    <tr className={selected ? 'selected' : undefined}>
      <EditCell permissions={permissions}>
        {selection && <SelectTripBox row={row} index={index} selection={selection} />}
        <Button
          variant="secondary"
          className="btn--small"
          disabled={billed}
          title={billed ? TRIP_MESSAGES.billedLocked : undefined}
          aria-label={`Edit ${row.TripID}`}
          onClick={onEdit}
        >
          Edit
        </Button>
      </EditCell>
      <TripIdCell row={row} permissions={permissions} />
      {columns.map((c) => (
        <td key={c.key} className={numClass(c)}>
          {isTripFileField(c.key) ? <AttachmentLink row={row} field={c.key} compact /> : c.render(row)}
        </td>
      ))}
      <DeleteCell row={row} screen={screen} permissions={permissions} onDelete={onDelete} />
    </tr>
  );
}

/**
 * A row in edit mode. Its form lives only here: a click outside the row (or Escape) unmounts it
 * and the unsaved edits are gone (SPEC.md section 4). Enter saves; each broken rule is named
 * under its cell.
 */
function EditingRow({ row, columns, screen, permissions, onEditEnd, onDelete }: TripRowProps) {
  const weightsLocked = !permissions.tripWeightEdit;
  const draft = useTripRowDraft({ row, screen, weightsLocked, onSaved: onEditEnd });
  const { save, saving } = draft;
  const rowRef = useRef<HTMLTableRowElement>(null);
  const papersRef = useRef<HTMLTableRowElement>(null);
  const saveRow = () => save(rowRef.current);
  const paperColumns = columns.filter((c) => isTripFileField(c.key) && c.editable);
  const width =
    columns.length + 1 + (permissions.tripRowEdit ? 1 : 0) + (showsDelete(screen, permissions) ? 1 : 0);

  useOutsideClick([rowRef, papersRef], !saving, onEditEnd);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEditEnd();
    } else if (
      event.key === 'Enter' &&
      target.tagName === 'INPUT' &&
      (target as HTMLInputElement).type !== 'file'
    ) {
      event.preventDefault();
      void saveRow();
    }
  }

  return (
    <>
      <tr ref={rowRef} className="editing" onKeyDown={onKeyDown}>
        <EditCell permissions={permissions}>
          <Button className="btn--small" busy={saving} aria-label={`Save ${row.TripID}`} onClick={saveRow}>
            Save
          </Button>
        </EditCell>
        <TripIdCell row={row} permissions={permissions} />
        {columns.map((c) => (
          <td key={c.key} className={c.numeric && !c.editable ? 'num' : undefined}>
            {/* The papers' inputs are in the row under this one; their cells keep the stored papers. */}
            {isTripFileField(c.key) ? (
              <AttachmentLink row={row} field={c.key} compact />
            ) : c.editable ? (
              <TripCellEditor row={row} column={c} draft={draft} weightsLocked={weightsLocked} />
            ) : (
              c.render(row)
            )}
          </td>
        ))}
        <DeleteCell row={row} screen={screen} permissions={permissions} onDelete={onDelete} />
      </tr>
      {paperColumns.length > 0 && (
        <tr ref={papersRef} className="editing papers-row" onKeyDown={onKeyDown}>
          <td colSpan={width}>
            {/* Pinned to the list's visible width: the wide row's paper columns may be far to the right. */}
            <div className="row-papers" role="group" aria-label="Papers of the row being edited">
              {paperColumns.map((c) => (
                <div key={c.key} className="row-paper">
                  {/* Seen by the eye; the input carries the same name for a screen reader. */}
                  <span className="cell-label" aria-hidden="true">
                    {c.header}
                  </span>
                  <TripCellEditor row={row} column={c} draft={draft} weightsLocked={weightsLocked} />
                </div>
              ))}
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

const showsDelete = (screen: TripRowProps['screen'], permissions: PermissionSet) =>
  screen === 'reports' && permissions.tripDelete;

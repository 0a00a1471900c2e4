import { useCallback, useMemo, type ReactNode } from 'react';
import type { TripRecord } from '../../../../../shared/trips';
import { Button } from '../../../../ui/Button';
import { formatCell } from '../../../../lists/list-columns';
import type { PagedRows } from '../../../../lists/use-paged-rows';
import { BillTripCells, billTripColumns } from '../../common/bill-trip-columns';
import { BillTripTable } from '../../common/BillTripTable';
import { ReviseEditingRow, type ReviseRowProps } from './ReviseEditingRow';
import { reviseModelColumns } from './revise-table-model';
import { SelectCell } from '../../common/SelectCells';
import { useListTable } from '../../../../lists/table/use-list-table';
import type { ListControls } from '../../../../lists/table/use-list-controls';
import type { InlineEdit } from './revise-draft';

interface ReviseTripTableProps {
  /** The table's accessible name (and the checkboxes' context). */
  caption: string;
  list: PagedRows<TripRecord>;
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  /** The one row of an empty list (loading or the empty message). */
  status: ReactNode;
  showBillId?: boolean;
  edit: InlineEdit;
  /** The column sort and filters, asked of the server with the search. */
  controls: ListControls;
}

/** Revise Bill's trips in a virtual table, each with a checkbox and inline edit, and their total row. */
export function ReviseTripTable({
  caption,
  list,
  selectedIds,
  onToggle,
  onToggleAll,
  status,
  showBillId,
  edit,
  controls,
}: ReviseTripTableProps) {
  const allColumns = useMemo(() => billTripColumns({ showBillId }), [showBillId]);
  // A bill of thousands of trips is read a page at a time: the server sorts, filters and totals it.
  const model = useListTable({
    name: showBillId ? 'revise-billed' : 'revise-acknowledged',
    columns: useMemo(() => reviseModelColumns(allColumns), [allColumns]),
    controls,
  });
  const columns = allColumns;
  const { loadedRows } = list;
  // Select All ticks the trips read so far.
  const loadedCount = useMemo(() => loadedRows().length, [loadedRows]);
  // The checkbox, Edit and Trip ID columns stay in view while a wide row scrolls sideways.
  const idClass = 'sticky-col sticky-col--last sticky-col--after-edit';
  const { rowEdit } = edit;

  const renderRow = useCallback(
    (row: TripRecord) => {
      const props = { row, columns, edit, selected: selectedIds.has(row._id), onToggle, idClass };
      if (rowEdit.editingId === row._id) return <ReviseEditingRow {...props} />;
      return <ReviseTripRow {...props} saving={rowEdit.saving} />;
    },
    [columns, edit, rowEdit.editingId, rowEdit.saving, selectedIds, onToggle],
  );

  const totals = list.totals;
  return (
    <BillTripTable
      caption={caption}
      idClass={idClass}
      columns={columns}
      selectAll={{ count: loadedCount, selectedCount: selectedIds.size, onToggleAll }}
      editColumn
      total={
        totals &&
        ((c) =>
          c.numeric && typeof totals[c.key] === 'number'
            ? formatCell(c.key.includes('Weight') ? 'number' : 'money', totals[c.key])
            : '')
      }
      model={model}
      {...{ list, renderRow, status }}
    />
  );
}

interface ReviseTripRowProps extends ReviseRowProps {
  saving: boolean;
}

/** A trip not being edited: its checkbox, its Edit button (idle while a save runs) and its cells. */
function ReviseTripRow({ row, columns, edit, selected, onToggle, idClass, saving }: ReviseTripRowProps) {
  return (
    <tr className={selected ? 'selected' : undefined}>
      <SelectCell tripId={row.TripID} selected={selected} onToggle={() => onToggle(row._id)} />
      <td className="bill-table__edit sticky-col">
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={`Edit ${row.TripID}`}
          disabled={saving}
          onClick={() => edit.onStart(row)}
        >
          Edit
        </Button>
      </td>
      <BillTripCells row={row} columns={columns} idClass={idClass} />
    </tr>
  );
}

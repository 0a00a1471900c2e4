import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { TripRecord } from '../../../../shared/trips';
import { Button } from '../../../ui/Button';
import { formatCell } from '../../../lists/list-columns';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { PagedTable, TotalRow } from '../../../lists/PagedTable';
import { BillTripCells, billTripColumns, type BillTripColumn } from '../common/bill-trip-columns';
import { ReviseEditingRow } from './ReviseEditingRow';
import { reviseModelColumns } from './revise-table-model';
import { SortHeader } from '../../../lists/table/SortHeader';
import { FilterRow } from '../../../lists/table/FilterRow';
import { useListTable, type ListTableModel } from '../../../lists/table/use-list-table';
import type { ListControls } from '../../../lists/table/use-list-controls';
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
  const loadedCount = useMemo(() => loadedRows().length, [loadedRows]);
  const width = columns.length + 3;
  // The checkbox, Edit and Trip ID columns stay in view while a wide row scrolls sideways.
  const idClass = 'sticky-col sticky-col--last sticky-col--after-edit';
  const { rowEdit } = edit;

  const renderRow = useCallback(
    (row: TripRecord) => {
      const selected = selectedIds.has(row._id);
      if (rowEdit.editingId === row._id) {
        return (
          <ReviseEditingRow
            row={row}
            columns={columns}
            edit={edit}
            selected={selected}
            onToggle={onToggle}
            idClass={idClass}
          />
        );
      }
      return (
        <ReviseTripRow
          row={row}
          columns={columns}
          edit={edit}
          selected={selected}
          onToggle={onToggle}
          idClass={idClass}
          saving={rowEdit.saving}
        />
      );
    },
    [columns, edit, rowEdit.editingId, rowEdit.saving, selectedIds, onToggle],
  );

  const head = (
    <ReviseTripHead
      model={model}
      columns={columns}
      idClass={idClass}
      count={loadedCount}
      selectedCount={selectedIds.size}
      onToggleAll={onToggleAll}
    />
  );

  const foot = list.totals && (
    <TotalRow
      idClass={idClass}
      columns={columns}
      cellClass={(c) => (c.numeric ? 'num' : undefined)}
      figure={(c) =>
        c.numeric && typeof list.totals?.[c.key] === 'number'
          ? formatCell(c.key.includes('Weight') ? 'number' : 'money', list.totals[c.key])
          : ''
      }
      before={
        <>
          <td className="bill-table__select sticky-col" />
          <td className="bill-table__edit sticky-col" />
        </>
      }
    />
  );

  return (
    <PagedTable
      caption={caption}
      className="bill-table"
      head={head}
      columnCount={width}
      list={list}
      renderRow={renderRow}
      status={status}
      foot={foot}
    />
  );
}

interface ReviseTripRowProps {
  row: TripRecord;
  columns: BillTripColumn[];
  edit: InlineEdit;
  selected: boolean;
  onToggle: (id: string) => void;
  idClass: string;
  saving: boolean;
}

/** A trip not being edited: its checkbox, its Edit button (idle while a save runs) and its cells. */
function ReviseTripRow({ row, columns, edit, selected, onToggle, idClass, saving }: ReviseTripRowProps) {
  return (
    <tr className={selected ? 'selected' : undefined}>
      <td className="bill-table__select sticky-col">
        <input
          type="checkbox"
          aria-label={`Select ${row.TripID}`}
          checked={selected}
          onChange={() => onToggle(row._id)}
        />
      </td>
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

interface ReviseTripHeadProps {
  model: ListTableModel<TripRecord>;
  columns: BillTripColumn[];
  idClass: string;
  /** How many trips are read so far (Select All ticks those), and how many of them are selected. */
  count: number;
  selectedCount: number;
  onToggleAll: (select: boolean) => void;
}

/** The sortable headers with Select All (half-checked when only some are selected), and the filter row. */
function ReviseTripHead({ model, columns, idClass, count, selectedCount, onToggleAll }: ReviseTripHeadProps) {
  const allSelected = count > 0 && selectedCount === count;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);
  return (
    <>
      <tr>
        <th scope="col" className="bill-table__select sticky-col">
          <label className="select-all">
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={allSelected}
              disabled={count === 0}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
            <span>Select All</span>
          </label>
        </th>
        <th scope="col" className="bill-table__edit sticky-col">
          Edit
        </th>
        <SortHeader column={model.table.getColumn('TripID')} header="Trip ID" className={idClass} />
        {columns.map((c) => (
          <SortHeader
            key={c.key}
            column={model.table.getColumn(c.key)}
            header={c.header}
            className={c.numeric ? 'num' : undefined}
          />
        ))}
      </tr>
      <FilterRow
        model={model}
        idColumn={{ key: 'TripID', header: 'Trip ID', className: idClass }}
        columns={columns}
        cellClass={(c) => (c.numeric ? 'num' : undefined)}
        before={
          <>
            <td className="bill-table__select sticky-col" />
            <td className="bill-table__edit sticky-col" />
          </>
        }
      />
    </>
  );
}

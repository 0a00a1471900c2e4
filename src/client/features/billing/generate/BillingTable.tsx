import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { TripRecord } from '../../../../shared/trips';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { SortHeader } from '../../../lists/table/SortHeader';
import { tripModelColumn } from '../../../lists/table/trip-model-column';
import { useListTable } from '../../../lists/table/use-list-table';
import { FilterRow } from '../../../lists/table/FilterRow';
import type { ListControls } from '../../../lists/table/use-list-controls';
import { PagedTable } from '../../../lists/PagedTable';
import { BillTripCells, billTripColumns } from '../common/bill-trip-columns';

interface BillingTableProps {
  caption: string;
  list: PagedRows<TripRecord>;
  isPicked: (id: string) => boolean;
  pickedCount: number;
  onToggle: (row: TripRecord) => void;
  onToggleAll: (select: boolean) => void;
  selectingAll: boolean;
  status: ReactNode;
  /** The column sort and filters, asked of the server (the list search's). */
  controls: ListControls;
}

const ID_CLASS = 'sticky-col sticky-col--last sticky-col--after-select';
const ALL_COLUMNS = billTripColumns();
const MODEL_COLUMNS = [
  { ...tripModelColumn<TripRecord>({ key: 'TripID', header: 'Trip ID' }), pinned: true },
  ...ALL_COLUMNS.map(tripModelColumn<TripRecord>),
];

/** Billing's trips, a page at a time, each with a checkbox; Select All means every matching trip. */
export function BillingTable(props: BillingTableProps) {
  const { caption, list, isPicked, pickedCount, onToggle, onToggleAll, selectingAll, status, controls } =
    props;
  const model = useListTable({ name: 'billing', columns: MODEL_COLUMNS, controls });
  const { isShown } = model;
  const columns = useMemo(() => ALL_COLUMNS.filter((c) => isShown(c.key)), [isShown]);
  const width = columns.length + 2;
  const allSelected = list.count > 0 && pickedCount === list.count;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = pickedCount > 0 && !allSelected;
  }, [pickedCount, allSelected]);

  const renderRow = useCallback(
    (row: TripRecord) => {
      const selected = isPicked(row._id);
      return (
        <tr className={selected ? 'selected' : undefined}>
          <td className="bill-table__select sticky-col">
            <input
              type="checkbox"
              aria-label={`Select ${row.TripID}`}
              checked={selected}
              onChange={() => onToggle(row)}
            />
          </td>
          <BillTripCells row={row} columns={columns} idClass={ID_CLASS} />
        </tr>
      );
    },
    [columns, isPicked, onToggle],
  );

  const head = (
    <>
      <tr>
        <th scope="col" className="bill-table__select sticky-col">
          <label className="select-all">
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={allSelected}
              disabled={list.count === 0 || selectingAll}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
            <span>Select All</span>
          </label>
        </th>
        <SortHeader column={model.table.getColumn('TripID')} header="Trip ID" className={ID_CLASS} />
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
        idColumn={{ key: 'TripID', header: 'Trip ID', className: ID_CLASS }}
        columns={columns}
        before={<td className="bill-table__select sticky-col" />}
      />
    </>
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
      model={model}
    />
  );
}

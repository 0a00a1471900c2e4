import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { TripRecord } from '../../../shared/trip';
import type { PagedRows } from '../lists/usePagedRows';
import { VirtualTable } from '../lists/VirtualTable';
import { billTripColumns } from './billTripColumns';

interface BillingTableProps {
  caption: string;
  list: PagedRows<TripRecord>;
  isPicked: (id: string) => boolean;
  pickedCount: number;
  onToggle: (row: TripRecord) => void;
  onToggleAll: (select: boolean) => void;
  selectingAll: boolean;
  status: ReactNode;
}

const ID_CLASS = 'sticky-col sticky-col--last sticky-col--after-select';

/** Billing's trips, a page at a time, each with a checkbox; Select All means every matching trip. */
export function BillingTable({ caption, list, isPicked, pickedCount, onToggle, onToggleAll, selectingAll, status }: BillingTableProps) {
  const columns = useMemo(() => billTripColumns(), []);
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
            <input type="checkbox" aria-label={`Select ${row.TripID}`} checked={selected} onChange={() => onToggle(row)} />
          </td>
          <th scope="row" className={ID_CLASS}>
            {row.TripID}
          </th>
          {columns.map((c) => (
            <td key={c.key} className={c.numeric ? 'num' : undefined}>
              {c.render(row)}
            </td>
          ))}
        </tr>
      );
    },
    [columns, isPicked, onToggle],
  );

  const head = (
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
      <th scope="col" className={ID_CLASS}>
        Trip ID
      </th>
      {columns.map((c) => (
        <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
          {c.header}
        </th>
      ))}
    </tr>
  );

  return (
    <VirtualTable
      caption={caption}
      className="bill-table"
      head={head}
      columnCount={width}
      count={list.count}
      rowAt={list.rowAt}
      renderRow={renderRow}
      onRangeChange={list.showRange}
      status={status}
    />
  );
}

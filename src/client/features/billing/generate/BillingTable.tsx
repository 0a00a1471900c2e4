import { useCallback, useMemo, type ReactNode } from 'react';
import type { TripRecord } from '../../../../shared/trips';
import type { PagedRows } from '../../../lists/use-paged-rows';
import { tripModelColumn } from '../../../lists/table/trip-model-column';
import { useListTable } from '../../../lists/table/use-list-table';
import type { ListControls } from '../../../lists/table/use-list-controls';
import { BillTripCells, billTripColumns, type BillTripColumn } from '../common/bill-trip-columns';
import { BillTripTable } from '../common/BillTripTable';
import { SelectCell } from '../common/SelectCells';
import { ACKNOWLEDGE_MESSAGES, isUnweighed } from '../../../../shared/trips/acknowledge';

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
/** Columns of lower priority: after Amount, so at 1366 px the money is in view beside the ticks. */
const LATER = new Set(['DriverName', 'DestinationFrom', 'DestinationTo']);
const byPriority = (columns: BillTripColumn[]) => [
  ...columns.filter((c) => !LATER.has(c.key)),
  ...columns.filter((c) => LATER.has(c.key)),
];
/** Billing's columns: an Actual Weight missing on an Acknowledged trip (acknowledged before the rule) is flagged. */
const ALL_COLUMNS = byPriority(billTripColumns()).map((column) =>
  column.key === 'ActualWeight'
    ? {
        ...column,
        render: (row: TripRecord) =>
          isUnweighed(row) ? (
            <span className="unweighed-mark">{ACKNOWLEDGE_MESSAGES.unweighedMark}</span>
          ) : (
            column.render(row)
          ),
      }
    : column,
);
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

  const renderRow = useCallback(
    (row: TripRecord) => {
      const selected = isPicked(row._id);
      return (
        <tr
          className={
            [selected && 'selected', isUnweighed(row) && 'row--unweighed'].filter(Boolean).join(' ') ||
            undefined
          }
        >
          <SelectCell tripId={row.TripID} selected={selected} onToggle={() => onToggle(row)} />
          <BillTripCells row={row} columns={columns} idClass={ID_CLASS} />
        </tr>
      );
    },
    [columns, isPicked, onToggle],
  );

  return (
    <BillTripTable
      caption={caption}
      idClass={ID_CLASS}
      columns={columns}
      selectAll={{ count: list.count, selectedCount: pickedCount, disabled: selectingAll, onToggleAll }}
      model={model}
      menu
      {...{ list, renderRow, status }}
    />
  );
}

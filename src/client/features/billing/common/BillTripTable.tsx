import type { TripRecord } from '../../../../shared/trips';
import { PagedTable, type ListFrame, type PagedTableProps } from '../../../lists/PagedTable';
import type { BillTripColumn } from './bill-trip-columns';
import { SelectAllHeader, type SelectAllHeaderProps } from './SelectCells';

interface BillTripTableProps extends Omit<
  PagedTableProps<TripRecord, BillTripColumn>,
  'className' | 'frame'
> {
  /** The Trip ID cells' class (they stay in view after the pinned columns before them). */
  idClass: string;
  columns: readonly BillTripColumn[];
  /** The Select All box over the checkbox column. */
  selectAll: SelectAllHeaderProps;
  /** An Edit column after the checkboxes (Revise Bill's row edit). */
  editColumn?: boolean;
  total?: ListFrame<BillTripColumn>['total'];
}

/**
 * The trips of a bill to be (Billing, Revise Bill), a page at a time: a checkbox column under
 * Select All (and an Edit column where rows are edited), the Trip ID, then the bill's columns.
 */
export function BillTripTable({
  idClass,
  columns,
  selectAll,
  editColumn = false,
  total,
  ...table
}: BillTripTableProps) {
  const frame: ListFrame<BillTripColumn> = {
    idColumn: { key: 'TripID', header: 'Trip ID', className: idClass },
    columns,
    lead: {
      head: (
        <>
          <SelectAllHeader {...selectAll} />
          {editColumn && (
            <th scope="col" className="bill-table__edit sticky-col">
              Edit
            </th>
          )}
        </>
      ),
      blank: (
        <>
          <td className="bill-table__select sticky-col" />
          {editColumn && <td className="bill-table__edit sticky-col" />}
        </>
      ),
      width: editColumn ? 2 : 1,
    },
    total,
  };
  return <PagedTable className="bill-table" frame={frame} {...table} />;
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TripRecord } from '../../../shared/trips';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { formatCell, numClass, totalOf } from '../../lists/list-columns';
import type { PagedRows } from '../../lists/use-paged-rows';
import { ListHead } from '../../lists/table/ListHead';
import { tripModelColumn } from '../../lists/table/trip-model-column';
import { useListTable } from '../../lists/table/use-list-table';
import type { ListControls } from '../../lists/table/use-list-controls';
import { DateGroupRow, opensDateGroup } from '../../lists/DateGroupRow';
import { PagedTable, TotalRow } from '../../lists/PagedTable';
import { tripColumns } from './trip-columns';
import { TripRow } from './TripRow';
import { tripIdClass } from './TripRowCells';

interface TripListTableProps {
  list: PagedRows<TripRecord>;
  screen: 'today' | 'reports';
  caption: string;
  /** The row shown when there are no rows (loading, an error or the empty message). */
  status: ReactNode;
  onDelete?: (row: TripRecord) => void;
  /** The column sort and filters, asked of the server (the list search's). */
  controls: ListControls;
}

/**
 * Trips under long-date headings with the row edit of SPEC.md section 4, a page at a time in a
 * virtual table, and the total row of every matching trip.
 */
export function TripListTable({
  list,
  screen,
  caption,
  status,
  onDelete = () => {},
  controls,
}: TripListTableProps) {
  const permissions = useAppSelector(selectPermissions);
  const allColumns = useMemo(() => tripColumns(screen, permissions), [screen, permissions]);
  const model = useListTable({
    name: `trips-${screen}`,
    columns: useMemo(
      () => [
        { ...tripModelColumn<TripRecord>({ key: 'TripID', header: 'Trip ID' }), pinned: true },
        ...allColumns.map(tripModelColumn<TripRecord>),
      ],
      [allColumns],
    ),
    controls,
  });
  const { isShown } = model;
  const columns = useMemo(() => allColumns.filter((c) => isShown(c.key)), [allColumns, isShown]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const showDelete = screen === 'reports' && permissions.tripDelete;
  const width = columns.length + 1 + (permissions.tripRowEdit ? 1 : 0) + (showDelete ? 1 : 0);
  const { rowAt } = list;

  const renderRow = useCallback(
    (row: TripRecord, index: number) => {
      return (
        <>
          {opensDateGroup(row, index, rowAt, (r) => r.localDate) && (
            <DateGroupRow width={width} date={row.localDate}>
              {/* Today's List is one day: its heading counts every trip of it, loaded or not. */}
              {screen === 'today' && <span className="group-count">{tripsText(list.count)}</span>}
            </DateGroupRow>
          )}
          <TripRow
            row={row}
            columns={columns}
            screen={screen}
            permissions={permissions}
            editing={editingId === row._id}
            onEdit={() => setEditingId(row._id)}
            onEditEnd={() => setEditingId((id) => (id === row._id ? null : id))}
            onDelete={onDelete}
          />
        </>
      );
    },
    [rowAt, width, columns, screen, permissions, editingId, onDelete, list.count],
  );

  const editCell = permissions.tripRowEdit && <td className="edit-col sticky-col" />;
  const deleteCell = showDelete && <td />;
  const head = (
    <ListHead
      model={model}
      idColumn={{ key: 'TripID', header: 'Trip ID', className: tripIdClass(permissions) }}
      columns={columns}
      headBefore={
        permissions.tripRowEdit && (
          <th scope="col" className="edit-col sticky-col">
            Edit
          </th>
        )
      }
      headAfter={showDelete && <th scope="col">Delete</th>}
      filterBefore={editCell}
      filterAfter={deleteCell}
    />
  );

  const foot = list.totals && (
    <TotalRow
      idClass={tripIdClass(permissions)}
      columns={columns}
      cellClass={numClass}
      figure={(c) => formatCell(c.kind, totalOf(c, list.totals))}
      before={editCell}
      after={deleteCell}
    />
  );

  return (
    <PagedTable
      caption={caption}
      className="trip-table"
      head={head}
      columnCount={width}
      list={list}
      renderRow={renderRow}
      status={status}
      foot={foot}
      model={model}
    />
  );
}

const tripsText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'trip' : 'trips'}`;

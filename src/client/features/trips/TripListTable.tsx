import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { TripRecord } from '../../../shared/trips';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { formatCell, totalOf } from '../../lists/list-columns';
import type { PagedRows } from '../../lists/use-paged-rows';
import { tripModelColumn } from '../../lists/table/trip-model-column';
import { useListTable } from '../../lists/table/use-list-table';
import type { ListControls } from '../../lists/table/use-list-controls';
import { DateGroupRow, opensDateGroup } from '../../lists/DateGroupRow';
import { buttonColumn, PagedTable, type ListFrame } from '../../lists/PagedTable';
import { tripColumns, type TripColumn } from './trip-columns';
import { TripRow } from './TripRow';
import { tripIdClass } from './TripRowCells';
import { SelectShownHeader } from './acknowledge/SelectTripBox';
import type { TripSelection } from './acknowledge/use-trip-selection';

interface TripListTableProps {
  list: PagedRows<TripRecord>;
  screen: 'today' | 'reports';
  caption: string;
  /** The row shown when there are no rows (loading, an error or the empty message). */
  status: ReactNode;
  onDelete?: (row: TripRecord) => void;
  /** The column sort and filters, asked of the server (the list search's). */
  controls: ListControls;
  /** Ticks for acknowledging many trips at once (profiles that may edit weights). */
  selection?: TripSelection;
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
  selection,
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
            index={index}
            selection={selection}
          />
        </>
      );
    },
    [rowAt, width, columns, screen, permissions, editingId, onDelete, list.count, selection],
  );

  const totals = list.totals;
  const frame: ListFrame<TripColumn> = {
    idColumn: { key: 'TripID', header: 'Trip ID', className: tripIdClass(permissions) },
    columns,
    lead: permissions.tripRowEdit && leadColumn(selection),
    tail: showDelete && buttonColumn('Delete', 'sticky-right'),
    total: totals && ((c) => formatCell(c.kind, totalOf(c, totals))),
  };

  return (
    <PagedTable
      caption={caption}
      className={selection ? 'trip-table trip-table--select' : 'trip-table'}
      frame={frame}
      model={model}
      menu
      {...{ list, renderRow, status }}
    />
  );
}

/** The Edit column's head, with "select all shown" where trips may be ticked. */
function leadColumn(selection: TripSelection | undefined) {
  const column = buttonColumn('Edit', 'edit-col sticky-col');
  if (!selection) return column;
  return {
    ...column,
    head: (
      // Named "Edit" as without the tick, which has its own name.
      <th scope="col" className="edit-col sticky-col" aria-label="Edit">
        <SelectShownHeader selection={selection} />
        Edit
      </th>
    ),
  };
}

const tripsText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'trip' : 'trips'}`;

import { Fragment, useMemo, useState } from 'react';
import { TRIP_MESSAGES, type TripRecord } from '../../../shared/trip';
import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../../permissions/selectors';
import { Button } from '../../ui/Button';
import { groupByDate, longDate } from './formatTripDate';
import { tripColumns } from './tripColumns';
import { TripRow, tripIdClass } from './TripRow';
import { TableScroll } from '../../ui/TableScroll';

/** Rows drawn at once; a month of a busy business is tens of thousands of trips. */
export const PAGE_ROWS = 500;

interface TripTableProps {
  rows: readonly TripRecord[];
  screen: 'today' | 'reports';
  /** Shown instead of the rows (an error); 'No records available' when there are none. */
  emptyText?: string;
  onDelete?: (row: TripRecord) => void;
  caption: string;
}

/** Trips grouped by date under a long-date heading, with the row edit of SPEC.md section 4. */
export function TripTable({ rows, screen, emptyText, onDelete = () => {}, caption }: TripTableProps) {
  const permissions = useAppSelector(selectPermissions);
  const columns = useMemo(() => tripColumns(screen, permissions), [screen, permissions]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [shownRows, setShownRows] = useState(PAGE_ROWS);
  const groups = useMemo(() => groupByDate(rows.slice(0, shownRows)), [rows, shownRows]);

  const actionColumns = (permissions.tripRowEdit ? 1 : 0) + (screen === 'reports' && permissions.tripDelete ? 1 : 0);
  const width = columns.length + 1 + actionColumns;

  return (
    <>
      <TableScroll label={caption}>
        <table className="data-table trip-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {permissions.tripRowEdit && (
                <th scope="col" className="edit-col sticky-col">
                  Edit
                </th>
              )}
              <th scope="col" className={tripIdClass(permissions)}>
                Trip ID
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                  {c.header}
                </th>
              ))}
              {screen === 'reports' && permissions.tripDelete && <th scope="col">Delete</th>}
            </tr>
          </thead>
          <tbody>
            {(emptyText || rows.length === 0) && (
              <tr>
                <td colSpan={width} className="empty-state" role={emptyText ? 'alert' : undefined}>
                  {emptyText ?? TRIP_MESSAGES.noRecords}
                </td>
              </tr>
            )}
            {!emptyText &&
              groups.map((group) => (
                <Fragment key={group.date}>
                  <tr className="group-row">
                    <th scope="colgroup" colSpan={width}>
                      {/* The count sits inside the sticky title, so a sideways scroll cannot slide it under the date. */}
                      <span className="group-title">
                        {longDate(group.date)}
                        <span className="group-count">
                          {group.rows.length} {group.rows.length === 1 ? 'trip' : 'trips'}
                        </span>
                      </span>
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <TripRow
                      key={row._id}
                      row={row}
                      columns={columns}
                      screen={screen}
                      permissions={permissions}
                      editing={editingId === row._id}
                      onEdit={() => setEditingId(row._id)}
                      onEditEnd={() => setEditingId((id) => (id === row._id ? null : id))}
                      onDelete={onDelete}
                    />
                  ))}
                </Fragment>
              ))}
          </tbody>
        </table>
      </TableScroll>
      {!emptyText && rows.length > shownRows && (
        <div className="trips-more">
          Showing {shownRows.toLocaleString('en-IN')} of {rows.length.toLocaleString('en-IN')} trips
          <Button variant="secondary" onClick={() => setShownRows((n) => n + PAGE_ROWS)}>
            Show {Math.min(PAGE_ROWS, rows.length - shownRows).toLocaleString('en-IN')} more
          </Button>
        </div>
      )}
    </>
  );
}

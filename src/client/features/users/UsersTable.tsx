import type { ReactNode } from 'react';
import type { UserAccount } from '../../../shared/auth/wire';
import { formatIndianDate } from '../../../shared/common/dates';
import { profileLabel as labelOf } from '../../../shared/auth/profiles';
import { Button } from '../../ui/Button';
import { FilterCell, SortHeader } from '../../lists/table/SortHeader';
import { useListTable, type ModelColumn } from '../../lists/table/use-list-table';
import { DataTable } from '../../ui/DataTable';
import { ColumnMenu } from '../../lists/table/ColumnMenu';

const STATUS_LABELS: Record<UserAccount['status'], string> = {
  pending: 'Awaiting approval',
  active: 'Active',
  deactivated: 'Deactivated',
};

const profileLabel = (u: UserAccount) => labelOf(u.profile) || u.profile;

/** The table model: every column sorts; username, profile and status filter (contains, any case). */
const USER_MODEL: ModelColumn<UserAccount>[] = [
  { key: 'username', header: 'Username', value: (u) => u.username, filterable: true, pinned: true },
  { key: 'profile', header: 'Profile', value: profileLabel, filterable: true },
  { key: 'status', header: 'Status', value: (u) => STATUS_LABELS[u.status], filterable: true },
  { key: 'createdAt', header: 'Created', value: (u) => u.createdAt },
];

interface UsersTableProps {
  users: readonly UserAccount[];
  me: string | null;
  busyUser: string | null;
  onApprove: (username: string) => void;
  /** Deactivation, a new temporary password and deleting a signup are asked first (the page confirms them). */
  onAsk: (kind: UserActionKind, username: string) => void;
  /** Opens the Edit user form (not for one's own account: an admin keeps their profile). */
  onEdit: (user: UserAccount) => void;
}

export type UserActionKind = 'deactivate' | 'temporary-password' | 'delete-signup';

/** Each column's cell; the user may hide any but the username (the "Columns" menu). */
const CELLS: Record<string, (u: UserAccount) => ReactNode> = {
  username: (u) => u.username,
  profile: profileLabel,
  status: (u) => <span className={`status status--${u.status}`}>{STATUS_LABELS[u.status]}</span>,
  createdAt: (u) => formatIndianDate(u.createdAt),
};

/** The accounts with their approval, deactivation, edit, temporary-password and signup-deletion actions. */
export function UsersTable({ users, me, busyUser, onApprove, onAsk, onEdit }: UsersTableProps) {
  const model = useListTable({ name: 'users', columns: USER_MODEL, rows: users });
  const { table } = model;
  const columns = USER_MODEL.filter((c) => model.isShown(c.key));
  const shown = table.getRowModel().rows.map((r) => r.original);
  return (
    <>
      <div className="list-tools">
        <ColumnMenu
          table="Users"
          columns={model.hideable}
          visibility={model.visibility}
          onChange={model.setVisibility}
        />
      </div>
      <DataTable
        label="Users"
        head={
          <>
            <tr>
              {columns.map((c) => (
                <SortHeader key={c.key} column={table.getColumn(c.key)} header={c.header} />
              ))}
              <th scope="col">Actions</th>
            </tr>
            <tr className="filter-row">
              {columns.map((c) => (
                <FilterCell key={c.key} column={table.getColumn(c.key)} header={c.header} />
              ))}
              <td />
            </tr>
          </>
        }
      >
        {shown.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1} className="empty-state">
              {users.length === 0 ? 'No data available.' : 'No user matches the filters.'}
            </td>
          </tr>
        )}
        {shown.map((u) => (
          <tr key={u.username}>
            {columns.map((c) => (
              <td key={c.key}>{CELLS[c.key](u)}</td>
            ))}
            <td className="users__actions">
              {u.status !== 'active' && (
                <Button busy={busyUser === u.username} onClick={() => onApprove(u.username)}>
                  Approve
                </Button>
              )}
              {u.status === 'active' && u.username !== me && (
                <Button variant="secondary" onClick={() => onAsk('deactivate', u.username)}>
                  Deactivate
                </Button>
              )}
              {u.username !== me && (
                <Button variant="secondary" onClick={() => onEdit(u)} aria-label={`Edit ${u.username}`}>
                  Edit
                </Button>
              )}
              <Button variant="secondary" onClick={() => onAsk('temporary-password', u.username)}>
                New temporary password
              </Button>
              {u.status === 'pending' && (
                <Button variant="secondary" onClick={() => onAsk('delete-signup', u.username)}>
                  Delete
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

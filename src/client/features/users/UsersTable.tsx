import type { UserAccount } from '../../../shared/auth';
import { formatIndianDate } from '../../../shared/dates';
import { PROFILE_LABELS, isProfile } from '../../../shared/profiles';
import { Button } from '../../ui/Button';
import { FilterCell, SortHeader } from '../../lists/table/SortHeader';
import { useListTable, type ModelColumn } from '../../lists/table/useListTable';
import { TableScroll } from '../../ui/TableScroll';

const STATUS_LABELS: Record<UserAccount['status'], string> = {
  pending: 'Awaiting approval',
  active: 'Active',
  deactivated: 'Deactivated',
};

const profileLabel = (u: UserAccount) => (isProfile(u.profile) ? PROFILE_LABELS[u.profile] : u.profile);

/** The table model: every column sorts; username, profile and status filter (contains, any case). */
const USER_MODEL: ModelColumn<UserAccount>[] = [
  { key: 'username', header: 'Username', value: (u) => u.username, filterable: true },
  { key: 'profile', header: 'Profile', value: profileLabel, filterable: true },
  { key: 'status', header: 'Status', value: (u) => STATUS_LABELS[u.status], filterable: true },
  { key: 'createdAt', header: 'Created', value: (u) => u.createdAt },
];

interface UsersTableProps {
  users: readonly UserAccount[];
  me: string | null;
  busyUser: string | null;
  onApprove: (username: string) => void;
  /** Deactivation and a new temporary password are asked first (the page confirms them). */
  onAsk: (kind: UserActionKind, username: string) => void;
}

export type UserActionKind = 'deactivate' | 'temporary-password';

/** The accounts with their approval, deactivation and temporary-password actions. */
export function UsersTable({ users, me, busyUser, onApprove, onAsk }: UsersTableProps) {
  const { table } = useListTable({ name: 'users', columns: USER_MODEL, rows: users });
  const shown = table.getRowModel().rows.map((r) => r.original);
  return (
    <TableScroll label="Users">
      <table className="data-table">
        <thead>
          <tr>
            {USER_MODEL.map((c) => (
              <SortHeader key={c.key} column={table.getColumn(c.key)} header={c.header} />
            ))}
            <th scope="col">Actions</th>
          </tr>
          <tr className="filter-row">
            {USER_MODEL.map((c) => (
              <FilterCell key={c.key} column={table.getColumn(c.key)} header={c.header} />
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={5} className="empty-state">
                {users.length === 0 ? 'No data available.' : 'No user matches the filters.'}
              </td>
            </tr>
          )}
          {shown.map((u) => (
            <tr key={u.username}>
              <td>{u.username}</td>
              <td>{profileLabel(u)}</td>
              <td>
                <span className={`status status--${u.status}`}>{STATUS_LABELS[u.status]}</span>
              </td>
              <td>{formatIndianDate(u.createdAt)}</td>
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
                <Button variant="secondary" onClick={() => onAsk('temporary-password', u.username)}>
                  New temporary password
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

import { useState } from 'react';
import type { UserAccount } from '../../../shared/auth';
import { formatIndianDate } from '../../../shared/dates';
import { PROFILE_LABELS, isProfile } from '../../../shared/profiles';
import { useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useNotify } from '../../ui/useNotify';
import {
  useApproveUserMutation,
  useDeactivateUserMutation,
  useIssueTemporaryPasswordMutation,
  useListUsersQuery,
} from './usersApi';
import './users.css';
import { TableScroll } from '../../ui/TableScroll';

const STATUS_LABELS: Record<UserAccount['status'], string> = {
  pending: 'Awaiting approval',
  active: 'Active',
  deactivated: 'Deactivated',
};

type PendingAction = { kind: 'deactivate' | 'temporary-password'; username: string } | null;

export function UsersPage() {
  const { data: users, isLoading, isError } = useListUsersQuery();
  const me = useAppSelector((s) => s.auth.username);
  const [approve] = useApproveUserMutation();
  const [deactivate, deactivateState] = useDeactivateUserMutation();
  const [issueTemporaryPassword, issueState] = useIssueTemporaryPasswordMutation();
  const [pending, setPending] = useState<PendingAction>(null);
  const [busyUser, setBusyUser] = useState<string | null>(null);
  const notify = useNotify();

  async function run(action: Promise<{ data?: { message: string }; error?: unknown }>, sticky = false) {
    const result = await action;
    if (result.error) notify.error(serverMessage(result.error) ?? 'The change could not be saved. Please try again.');
    else if (result.data) notify.success(result.data.message, { sticky });
  }

  async function onApprove(username: string) {
    setBusyUser(username);
    await run(approve(username));
    setBusyUser(null);
  }

  async function onConfirm() {
    if (!pending) return;
    if (pending.kind === 'deactivate') await run(deactivate(pending.username));
    else await run(issueTemporaryPassword(pending.username), true);
    setPending(null);
  }

  if (isLoading) return <p className="empty-state">Loading users...</p>;
  if (isError || !users) return <p className="empty-state" role="alert">Error fetching data. Please try again later.</p>;

  return (
    <section className="users">
      <p className="users__intro">
        New accounts wait here for approval. After approval the user logs in with the temporary password from signup
        and changes it with Reset Password.
      </p>
      <TableScroll label="Users">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">Profile</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 && (
              <tr>
                <td colSpan={5} className="empty-state">
                  No data available.
                </td>
              </tr>
            )}
            {users.map((u) => (
              <tr key={u.username}>
                <td>{u.username}</td>
                <td>{isProfile(u.profile) ? PROFILE_LABELS[u.profile] : u.profile}</td>
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
                    <Button variant="secondary" onClick={() => setPending({ kind: 'deactivate', username: u.username })}>
                      Deactivate
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setPending({ kind: 'temporary-password', username: u.username })}>
                    New temporary password
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ConfirmModal
        open={pending !== null}
        title={pending?.kind === 'deactivate' ? 'Deactivate user' : 'New temporary password'}
        text={
          pending?.kind === 'deactivate'
            ? `Deactivate ${pending.username}? They are signed out and cannot log in until approved again.`
            : `Issue a new temporary password for ${pending?.username}? Their current password stops working.`
        }
        confirmLabel={pending?.kind === 'deactivate' ? 'Deactivate' : 'Issue password'}
        danger={pending?.kind === 'deactivate'}
        busy={deactivateState.isLoading || issueState.isLoading}
        onConfirm={onConfirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

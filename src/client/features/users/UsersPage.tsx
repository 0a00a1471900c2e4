import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../app/errors';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useNotify } from '../../ui/use-notify';
import {
  useApproveUserMutation,
  useDeactivateUserMutation,
  useIssueTemporaryPasswordMutation,
  useListUsersQuery,
} from './users-api';
import { UsersTable, type UserActionKind } from './UsersTable';
import { EditUserModal } from './EditUserModal';
import type { UserAccount } from '../../../shared/auth/wire';
import './users.css';
import { GENERIC_MESSAGES } from '../../../shared/common/messages';

type PendingAction = { kind: UserActionKind; username: string } | null;

export function UsersPage() {
  const { data: users, isLoading, isError } = useListUsersQuery();
  const me = useAppSelector((s) => s.auth.username);
  const [approve] = useApproveUserMutation();
  const [deactivate, deactivateState] = useDeactivateUserMutation();
  const [issueTemporaryPassword, issueState] = useIssueTemporaryPasswordMutation();
  const [pending, setPending] = useState<PendingAction>(null);
  const [editing, setEditing] = useState<UserAccount | null>(null);
  const [busyUser, setBusyUser] = useState<string | null>(null);
  const notify = useNotify();

  async function run(action: Promise<{ data?: { message: string }; error?: unknown }>, sticky = false) {
    const result = await action;
    if (result.error)
      notify.error(serverMessage(result.error) ?? 'The change could not be saved. Please try again.');
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
  if (isError || !users)
    return (
      <p className="empty-state" role="alert">
        {GENERIC_MESSAGES.fetchFailed}
      </p>
    );

  return (
    <section className="users">
      <p className="users__intro">
        New accounts wait here for approval. After approval the user logs in with the temporary password from
        signup and changes it with Reset Password.
      </p>
      <UsersTable
        users={users}
        me={me}
        busyUser={busyUser}
        onApprove={onApprove}
        onAsk={(kind, username) => setPending({ kind, username })}
        onEdit={setEditing}
      />
      {editing && <EditUserModal key={editing.username} user={editing} onClose={() => setEditing(null)} />}
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

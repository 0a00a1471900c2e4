import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { serverMessage } from '../../app/errors';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import {
  useApproveUserMutation,
  useDeactivateUserMutation,
  useDeletePendingSignupsMutation,
  useDeleteSignupMutation,
  useIssueTemporaryPasswordMutation,
  useListUsersQuery,
} from './users-api';
import { UsersTable, type UserActionKind } from './UsersTable';
import { EditUserModal } from './EditUserModal';
import type { UserAccount } from '../../../shared/auth/wire';
import './users.css';
import { GENERIC_MESSAGES } from '../../../shared/common/messages';

type AskedKind = UserActionKind | 'delete-pending';
/** The action asked for and what it is about: an account's username, or how many signups wait. */
type PendingAction = { kind: AskedKind; subject: string } | null;

/** What each confirmed action asks about its subject. */
const CONFIRMS: Record<
  AskedKind,
  { title: string; text: (name: string) => string; label: string; danger: boolean }
> = {
  deactivate: {
    title: 'Deactivate user',
    text: (name) => `Deactivate ${name}? They are signed out and cannot log in until approved again.`,
    label: 'Deactivate',
    danger: true,
  },
  'temporary-password': {
    title: 'New temporary password',
    text: (name) => `Issue a new temporary password for ${name}? Their current password stops working.`,
    label: 'Issue password',
    danger: false,
  },
  'delete-signup': {
    title: 'Delete signup',
    text: (name) => `Delete the signup of ${name}? The account is removed; they may sign up again.`,
    label: 'Delete',
    danger: true,
  },
  'delete-pending': {
    title: 'Delete signups awaiting approval',
    text: (count) =>
      `Delete every signup awaiting approval (${count})? Their accounts are removed; approved accounts stay.`,
    label: 'Delete all',
    danger: true,
  },
};

export function UsersPage() {
  const { data: users, isLoading, isError } = useListUsersQuery();
  const me = useAppSelector((s) => s.auth.username);
  const [approve] = useApproveUserMutation();
  const [deactivate, deactivateState] = useDeactivateUserMutation();
  const [issueTemporaryPassword, issueState] = useIssueTemporaryPasswordMutation();
  const [deleteSignup, deleteState] = useDeleteSignupMutation();
  const [deletePendingSignups, deleteAllState] = useDeletePendingSignupsMutation();
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
    if (pending.kind === 'deactivate') await run(deactivate(pending.subject));
    else if (pending.kind === 'delete-signup') await run(deleteSignup(pending.subject));
    else if (pending.kind === 'delete-pending') await run(deletePendingSignups());
    else await run(issueTemporaryPassword(pending.subject), true);
    setPending(null);
  }

  if (isLoading) return <p className="empty-state">Loading users...</p>;
  if (isError || !users)
    return (
      <p className="empty-state" role="alert">
        {GENERIC_MESSAGES.fetchFailed}
      </p>
    );

  const waiting = users.filter((u) => u.status === 'pending').length;
  const asked = CONFIRMS[pending?.kind ?? 'deactivate'];
  return (
    <section className="users">
      <p className="users__intro">
        New accounts wait here for approval. After approval the user logs in with the temporary password from
        signup and changes it with Reset Password.
      </p>
      {waiting > 0 && (
        <div className="users__waiting">
          <Button
            variant="secondary"
            onClick={() => setPending({ kind: 'delete-pending', subject: String(waiting) })}
          >
            Delete all awaiting approval ({waiting})
          </Button>
        </div>
      )}
      <UsersTable
        users={users}
        me={me}
        busyUser={busyUser}
        onApprove={onApprove}
        onAsk={(kind, username) => setPending({ kind, subject: username })}
        onEdit={setEditing}
      />
      {editing && <EditUserModal key={editing.username} user={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        open={pending !== null}
        title={asked.title}
        text={asked.text(pending?.subject ?? '')}
        confirmLabel={asked.label}
        danger={asked.danger}
        busy={
          deactivateState.isLoading ||
          issueState.isLoading ||
          deleteState.isLoading ||
          deleteAllState.isLoading
        }
        onConfirm={onConfirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

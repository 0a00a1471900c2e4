import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { useAppDispatch } from '../hooks';
import { serverMessage } from '../errors';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/use-notify';
import { useLogoutMutation } from '../../features/auth/auth-api';
import { signedOut } from '../session/auth-slice';

export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();

  async function confirm() {
    const result = await logout();
    if ('error' in result) return notify.error(serverMessage(result.error) ?? AUTH_MESSAGES.unexpected);
    setOpen(false);
    dispatch(signedOut());
    navigate('/');
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Logout
      </Button>
      <ConfirmModal
        title="Confirm Logout"
        text="Are you sure you want to logout?"
        open={open}
        confirmLabel="Yes, Logout"
        busyLabel="Logging out..."
        busy={isLoading}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

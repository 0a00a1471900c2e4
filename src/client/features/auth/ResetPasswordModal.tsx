import { useState } from 'react';
import { resetPasswordSchema, type ResetPasswordPayload } from '../../../shared/auth/accounts';
import { AUTH_MESSAGES } from '../../../shared/common/messages';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useNotify } from '../../ui/use-notify';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useResetPasswordMutation } from './auth-api';

const EMPTY: ResetPasswordPayload = {
  username: '',
  currentPassword: '',
  newPassword: '',
  retypePassword: '',
};
/** SPEC.md section 9: the success alert follows the modal's closing by 500 ms. */
const SUCCESS_ALERT_DELAY_MS = 500;

interface ResetPasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Fields filled in already (after a login with a temporary password: username and current password). */
  initial?: Partial<ResetPasswordPayload>;
  /** Why the modal opened by itself, shown above the fields. */
  notice?: string;
}

export function ResetPasswordModal({ open, onClose, initial, notice }: ResetPasswordModalProps) {
  const form = useSchemaForm<ResetPasswordPayload>(resetPasswordSchema, { ...EMPTY, ...initial });
  const [show, setShow] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const notify = useNotify();

  function close() {
    form.reset(EMPTY);
    setShow(false);
    onClose();
  }

  async function save(values: ResetPasswordPayload) {
    const result = await resetPassword({ ...form.getValues(), username: values.username });
    if ('error' in result) return notify.error(serverMessage(result.error) ?? AUTH_MESSAGES.resetFailed);
    close();
    setTimeout(() => notify.success(result.data.message), SUCCESS_ALERT_DELAY_MS);
  }

  const type = show ? 'text' : 'password';
  return (
    <Modal title="Reset Password" open={open} onClose={close} busy={isLoading}>
      <form className="modal-form" onSubmit={form.submit(save)} noValidate aria-label="Reset Password">
        {notice && (
          <p className="modal-form__notice" role="status">
            {notice}
          </p>
        )}
        <Field label="Username" autoComplete="username" {...form.field('username')} />
        <Field
          label="Current Password"
          type={type}
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <Field label="New Password" type={type} autoComplete="new-password" {...form.field('newPassword')} />
        <Field
          label="Retype New Password"
          type={type}
          autoComplete="new-password"
          {...form.field('retypePassword')}
        />
        <Button variant="link" onClick={() => setShow((v) => !v)} aria-pressed={show}>
          {show ? 'Hide Password' : 'Show Password'}
        </Button>
        <div className="modal__actions">
          <Button type="submit" busy={isLoading} busyLabel="Resetting...">
            Reset Password
          </Button>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

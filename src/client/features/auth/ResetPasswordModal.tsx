import { useState, type FormEvent } from 'react';
import { resetPasswordSchema, type ResetPasswordPayload } from '../../../shared/auth';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { firstIssue } from '../../../shared/validation';
import { serverMessage } from '../../app/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useNotify } from '../../ui/useNotify';
import { useResetPasswordMutation } from './authApi';

const EMPTY: ResetPasswordPayload = { username: '', currentPassword: '', newPassword: '', retypePassword: '' };
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
  const [form, setForm] = useState<ResetPasswordPayload>({ ...EMPTY, ...initial });
  const [show, setShow] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const notify = useNotify();
  const set = (key: keyof ResetPasswordPayload) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  function close() {
    setForm(EMPTY);
    setShow(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstIssue(resetPasswordSchema.safeParse(form));
    if (problem) return notify.error(problem);
    const result = await resetPassword({ ...form, username: form.username.trim() });
    if ('error' in result) return notify.error(serverMessage(result.error) ?? AUTH_MESSAGES.resetFailed);
    close();
    setTimeout(() => notify.success(result.data.message), SUCCESS_ALERT_DELAY_MS);
  }

  const type = show ? 'text' : 'password';
  return (
    <Modal title="Reset Password" open={open} onClose={close} busy={isLoading}>
      <form className="modal-form" onSubmit={submit} noValidate>
        {notice && (
          <p className="modal-form__notice" role="status">
            {notice}
          </p>
        )}
        <Field label="Username" autoComplete="username" value={form.username} onChange={set('username')} />
        <Field label="Current Password" type={type} autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} />
        <Field label="New Password" type={type} autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
        <Field label="Retype New Password" type={type} autoComplete="new-password" value={form.retypePassword} onChange={set('retypePassword')} />
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

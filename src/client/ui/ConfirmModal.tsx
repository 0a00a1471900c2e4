import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmActionsProps {
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  /** The confirm button submits this form (a dialog with inputs) instead of calling onConfirm. */
  form?: string;
  onConfirm?: () => void;
  onCancel: () => void;
}

/** A dialog's confirm and Cancel buttons: both wait while the work runs. */
function ConfirmActions({
  confirmLabel,
  busyLabel,
  busy = false,
  danger = false,
  form,
  onConfirm,
  onCancel,
}: ConfirmActionsProps) {
  return (
    <>
      <Button
        variant={danger ? 'danger' : 'primary'}
        type={form ? 'submit' : 'button'}
        form={form}
        busy={busy}
        busyLabel={busyLabel}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </>
  );
}

interface ConfirmModalProps extends ConfirmActionsProps {
  title: string;
  open: boolean;
  /** The question asked, as one paragraph. */
  text?: string;
  /** What the dialog shows besides (or instead of) the text: a reason to give, a form to fill. */
  children?: ReactNode;
}

/** The confirm step every delete (and logout) goes through, and the dialogs that ask for more first. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { title, text, open, busy = false, onCancel, children, ...actions } = props;
  return (
    <Modal
      title={title}
      open={open}
      onClose={onCancel}
      busy={busy}
      actions={<ConfirmActions busy={busy} onCancel={onCancel} {...actions} />}
    >
      {text !== undefined && <p>{text}</p>}
      {children}
    </Modal>
  );
}

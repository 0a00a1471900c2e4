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
export function ConfirmActions({
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

interface ConfirmModalProps {
  title: string;
  text: string;
  open: boolean;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step every delete (and logout) goes through. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { title, text, open, busy = false, onCancel, ...actions } = props;
  return (
    <Modal
      title={title}
      open={open}
      onClose={onCancel}
      busy={busy}
      actions={<ConfirmActions busy={busy} onCancel={onCancel} {...actions} />}
    >
      <p>{text}</p>
    </Modal>
  );
}

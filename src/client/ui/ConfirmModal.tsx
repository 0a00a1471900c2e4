import { Button } from './Button';
import { Modal } from './Modal';

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
  const { title, text, open, confirmLabel, busyLabel, busy = false, danger = false, onConfirm, onCancel } = props;
  return (
    <Modal
      title={title}
      open={open}
      onClose={onCancel}
      busy={busy}
      actions={
        <>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from './open-dialogs';
import './ui.css';

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /** Stop Escape and backdrop from closing while work runs. */
  busy?: boolean;
}

/** A modal on the native <dialog> element: focus handling and Escape come with it. */
export function Modal({ title, open, onClose, children, actions, busy = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `modal-${useId()}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // jsdom has no showModal
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (open) dialogOpened(dialog);
    // Unmounting (open turns false renders nothing) also takes it off the stack.
    return () => dialogClosed(dialog);
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      {actions && <div className="modal__actions">{actions}</div>}
    </dialog>
  );
}

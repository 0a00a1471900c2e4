import { useState } from 'react';
import { withReason } from '../app/errors';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmDeleteOptions<Row> {
  title: string;
  /** The question the dialog asks about the row. */
  text: (row: Row) => string;
  /** Deletes the row (an RTK Query mutation's answer: an error or not). */
  remove: (row: Row) => Promise<{ error?: unknown }>;
  busy: boolean;
  messages: { deleted: string; deleteFailed: string };
  /** What a refused delete says; else `messages.deleteFailed` with the server's reason, if it gave one. */
  failed?: (error: unknown) => string;
  notify: { success: (text: string) => void; error: (text: string) => void };
}

/**
 * A row's delete after a confirm: `ask(row)` opens the dialog (`modal`, to be drawn by the
 * screen); Delete removes the row and says how it went.
 */
export function useConfirmDelete<Row>({
  title,
  text,
  remove,
  busy,
  messages,
  failed,
  notify,
}: ConfirmDeleteOptions<Row>) {
  const [pending, setPending] = useState<Row | null>(null);

  async function confirm() {
    if (!pending) return;
    const result = await remove(pending);
    if (result.error)
      notify.error(failed ? failed(result.error) : withReason(messages.deleteFailed, result.error));
    else notify.success(messages.deleted);
    setPending(null);
  }

  const modal = (
    <ConfirmModal
      open={pending !== null}
      title={title}
      text={pending ? text(pending) : ''}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      danger
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, modal };
}

import { useState, type ReactNode } from 'react';
import { formatAuditTime } from '../../shared/audit/audit-display';
import {
  MAIL_PENDING_STATES,
  MAIL_RETRIABLE_STATES,
  MAIL_STATE_LABELS,
  mailStateDetail,
  type MailState,
} from '../../shared/mail/mail';
import type { MailMessage, OutboxQuery } from '../../shared/mail/wire';
import { Button } from '../ui/Button';
import { announceSaved, useNotify } from '../ui/use-notify';
import { MAIL_POLL_MS, useMailStatusQuery, useOutboxQuery, useRetryMailMutation } from './mail-api';
import './mail.css';

/** Queued / Sending / Sent / Failed / Not confirmed as a coloured label (the word is the content). */
export function MailStateBadge({ state }: { state: MailState }) {
  return <span className={`mail-state mail-state--${state}`}>{MAIL_STATE_LABELS[state]}</span>;
}

/** Send again, for a failed or unconfirmed message. */
export function SendAgainButton({ message }: { message: MailMessage }) {
  const notify = useNotify();
  const [retry, retrying] = useRetryMailMutation();
  if (!MAIL_RETRIABLE_STATES.includes(message.state)) return null;
  return (
    <Button
      variant="secondary"
      className="btn--small"
      aria-label={`Send again: ${message.subject}`}
      busy={retrying.isLoading}
      busyLabel="Queuing..."
      onClick={async () =>
        announceSaved(notify, await retry(message.id), 'Failed to queue the message again.')
      }
    >
      Send again
    </Button>
  );
}

/** The newest messages of a document, looked at again while one is still on its way. */
function useDocumentMessages(query: OutboxQuery) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const list = useOutboxQuery({ ...query, limit: 5 }, { pollingInterval });
  const pending = (list.data?.messages ?? []).some((m) => MAIL_PENDING_STATES.includes(m.state));
  // Asked again while a message is on its way; the interval follows the answer (set while rendering).
  if ((pending ? MAIL_POLL_MS : 0) !== pollingInterval) setPollingInterval(pending ? MAIL_POLL_MS : 0);
  return list.data?.messages ?? [];
}

/**
 * Where a document is shown (a bill, a payment): its newest e-mail and where it stands, with the
 * server's answer or reason, and Send again when it failed. `action` is the document's own button
 * (Email to vendor).
 */
export function DocumentMail({
  query,
  label,
  action,
}: {
  query: OutboxQuery;
  label: string;
  action?: ReactNode;
}) {
  const status = useMailStatusQuery();
  const [latest] = useDocumentMessages(query);
  const configured = status.data?.configured ?? true;
  return (
    <div className="doc-mail">
      <span role="status" aria-live="polite" aria-label={label}>
        E-mail:{' '}
        {latest ? (
          <>
            <MailStateBadge state={latest.state} /> {mailStateDetail(latest)}
            {latest.attachment && ` (${latest.attachment})`}
            {latest.state === 'queued' && latest.nextAttemptAt && latest.attempts > 0 && (
              <span className="doc-mail__reason"> next attempt {formatAuditTime(latest.nextAttemptAt)}</span>
            )}
            {latest.lastError && <span className="doc-mail__reason"> {latest.lastError}</span>}
          </>
        ) : (
          <span className="doc-mail__reason">{configured ? 'not sent' : status.data?.message}</span>
        )}
      </span>
      {latest && <SendAgainButton message={latest} />}
      {action}
    </div>
  );
}

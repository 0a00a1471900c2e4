import { useState } from 'react';
import {
  MAIL_PENDING_STATES,
  MAIL_STATES,
  MAIL_STATE_LABELS,
  type MailState,
} from '../../../shared/mail/mail';
import { SelectField } from '../../ui/Field';
import { MAIL_POLL_MS, useMailStatusQuery, useOutboxQuery } from '../../mail/mail-api';
import { MessagesTable } from '../../mail/MessagesTable';
import '../../mail/mail.css';

/** The newest messages the Outbox shows at once. */
const OUTBOX_PAGE = 200;

/**
 * Outbox (/outbox, accountant and admin): every message to vendors, newest first, where it stands
 * (queued, sending, sent with the server's answer, failed with its reason, not confirmed), and Send
 * again for the failed and unconfirmed. Looked at again while a message is on its way.
 */
export function OutboxPage() {
  const status = useMailStatusQuery();
  const [state, setState] = useState<MailState | ''>('');
  const [pollingInterval, setPollingInterval] = useState(0);
  const list = useOutboxQuery({ state: state || undefined, limit: OUTBOX_PAGE }, { pollingInterval });
  const messages = list.data?.messages ?? [];
  const pending = messages.some((m) => MAIL_PENDING_STATES.includes(m.state));
  // Asked again while a message is on its way; the interval follows the answer (set while rendering).
  if ((pending ? MAIL_POLL_MS : 0) !== pollingInterval) setPollingInterval(pending ? MAIL_POLL_MS : 0);
  return (
    <section className="outbox-page">
      <div className="card outbox-page__filters">
        <p>
          {status.data?.configured ? `Mail goes out as ${status.data.from}.` : (status.data?.message ?? '')}
        </p>
        <SelectField
          label="State"
          value={state}
          options={[
            { value: '', label: 'Every state' },
            ...MAIL_STATES.map((s) => ({ value: s, label: MAIL_STATE_LABELS[s] })),
          ]}
          onChange={(e) => setState(e.target.value as MailState | '')}
        />
        {list.data && (
          <span>
            {list.data.totalCount.toLocaleString('en-IN')} message{list.data.totalCount === 1 ? '' : 's'}
            {list.data.totalCount > messages.length ? `, the newest ${messages.length} shown` : ''}
          </span>
        )}
      </div>
      <div className="card">
        <MessagesTable label="Outbox" messages={messages} query={list} />
      </div>
    </section>
  );
}

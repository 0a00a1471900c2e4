import { formatAuditTime } from '../../shared/audit/audit-display';
import { MAIL_KIND_LABELS, MAIL_MESSAGES, mailStateDetail } from '../../shared/mail/mail';
import type { MailMessage } from '../../shared/mail/wire';
import { QueryTable } from '../ui/DataTable';
import { MailStateBadge, SendAgainButton } from './MailState';
import { ShareAdviceButton, ShareBillButton } from './DocumentSharing';

const HEADERS = [
  'Queued',
  'What',
  'Vendor',
  'Subject',
  'Attachment',
  'State',
  "Server's answer or reason",
  'Actions',
];

interface MessagesTableProps {
  label: string;
  messages: readonly MailMessage[];
  query: { isLoading: boolean; isError: boolean; error?: unknown };
}

/** Messages as the Outbox lists them, newest first: what, to whom, where each stands and why, with Send again. */
export function MessagesTable({ label, messages, query }: MessagesTableProps) {
  return (
    <QueryTable
      label={label}
      className="outbox-table"
      caption={<caption>{label}</caption>}
      headers={HEADERS}
      query={query}
      isEmpty={messages.length === 0}
      emptyText={MAIL_MESSAGES.noMessages}
    >
      {messages.map((m) => (
        <tr key={m.id}>
          <td>
            {formatAuditTime(m.queuedAt)}
            <br />
            <small>by {m.queuedBy}</small>
          </td>
          <td>{MAIL_KIND_LABELS[m.kind]}</td>
          <td>{m.vendor}</td>
          <td>{m.subject}</td>
          <td>{m.attachment}</td>
          <td>
            <MailStateBadge state={m.state} /> {mailStateDetail(m)}
            {m.attempts > 1 && <small> ({m.attempts} attempts)</small>}
            {m.state === 'queued' && m.nextAttemptAt && m.attempts > 0 && (
              <small> next attempt {formatAuditTime(m.nextAttemptAt)}</small>
            )}
          </td>
          <td>{m.state === 'sent' ? m.serverResponse : (m.lastError ?? '')}</td>
          <td>
            <SendAgainButton message={m} />
            <ShareDocumentButton message={m} />
          </td>
        </tr>
      ))}
    </QueryTable>
  );
}

/** Share on WhatsApp of the document a message carries: a bill's PDF or a payment's advice. */
function ShareDocumentButton({ message }: { message: MailMessage }) {
  if (message.kind === 'bill' && message.billId)
    return <ShareBillButton billId={message.billId} vendor={message.vendor} />;
  if (message.kind === 'paymentAdvice' && message.paymentId !== null)
    return <ShareAdviceButton paymentId={message.paymentId} vendor={message.vendor} />;
  return null;
}

import MailComposer from 'nodemailer/lib/mail-composer';
import type { ComposedMail } from './compose/compose';
import type { MailSender } from './mail-setup';
import type { OutboxRow } from './outbox-repository';

/**
 * The message as the server receives it. Its Message-ID is the row's, and its Date the moment it was
 * queued, so every attempt sends the very same message; a receiver that keeps Message-IDs can tell
 * a copy sent again by hand (Send again) for what it is.
 */
export function messageBytes(row: OutboxRow, sender: MailSender, composed: ComposedMail): Promise<Buffer> {
  return new MailComposer({
    from: { name: sender.name, address: sender.address },
    to: row.to_address,
    subject: row.subject,
    text: composed.text,
    attachments: composed.attachments,
    messageId: row.message_id,
    date: row.queued_at,
    // RFC 3834: sent by a program, so vacation responders leave it alone.
    headers: { 'Auto-Submitted': 'auto-generated' },
  })
    .compile()
    .build();
}

import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config';
import { composeMail, UndeliverableDocument, type ComposeKit } from './compose/compose';
import type { MailDocument } from './documents';
import type { MailSender } from './mail-setup';
import { messageBytes } from './mime';
import {
  handOver,
  recordFailed,
  recordRetry,
  recordSent,
  recordUnconfirmed,
  renewLease,
  type OutboxRow,
} from './outbox-repository';
import { sendThroughSmtp } from './smtp-send';

/** After a failed attempt, the next waits 1 minute, then 5, 15, 60, 180 and 360; after the seventh attempt the message is failed. */
export const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360].map((minutes) => minutes * 60_000);

export interface DeliveryKit extends ComposeKit {
  config: MailConfig;
  sender: MailSender;
  log: FastifyBaseLogger;
}

/** What the server or the network said, as the outbox keeps it (one line). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 500);

/** Another attempt after its wait, or failed once the waits are used up. */
async function retryOrFail(kit: DeliveryKit, row: OutboxRow, token: string, reason: string) {
  const delays = kit.config.retryDelaysMs ?? RETRY_DELAYS_MS;
  if (row.attempts > delays.length) {
    await recordFailed(kit.db, row.id, token, `Gave up after ${row.attempts} attempts: ${reason}`, null);
    return;
  }
  await recordRetry(kit.db, row.id, token, reason, delays[row.attempts - 1]);
}

/**
 * One claimed message: rendered from its documents, sent with its end held back until handOver is
 * recorded (smtp-send.ts), and its outcome recorded. A failure to record leaves the row held; once
 * its lease runs out the worker retries it (not handed over) or marks it unconfirmed (handed over).
 */
export async function deliver(kit: DeliveryKit, row: OutboxRow): Promise<void> {
  const token = row.claim_token!;
  let raw: Buffer;
  try {
    raw = await messageBytes(row, kit.sender, await composeMail(kit, row.document as MailDocument));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof UndeliverableDocument) await recordFailed(kit.db, row.id, token, reason, null);
    else await retryOrFail(kit, row, token, `The message could not be prepared: ${oneLine(reason)}`);
    return;
  }
  if (!(await renewLease(kit.db, row.id, token, kit.config.leaseMs))) return; // another instance has it now
  const outcome = await sendThroughSmtp(
    kit.config.smtpUrl,
    { from: kit.sender.address, to: row.to_address, raw },
    () => handOver(kit.db, row.id, token),
  );
  switch (outcome.kind) {
    case 'accepted':
      await recordSent(kit.db, row.id, token, oneLine(outcome.response), outcome.serverId);
      return;
    case 'refused':
      if (outcome.permanent)
        await recordFailed(kit.db, row.id, token, oneLine(outcome.reason), oneLine(outcome.response));
      else await retryOrFail(kit, row, token, oneLine(outcome.reason));
      return;
    case 'notDelivered':
      await retryOrFail(kit, row, token, oneLine(outcome.reason));
      return;
    case 'uncertain':
      kit.log.warn(
        { mailId: row.id },
        'mail handed over without an answer from the server: left unconfirmed',
      );
      await recordUnconfirmed(kit.db, row.id, token, UNCONFIRMED_REASON(oneLine(outcome.reason)));
  }
}

export const UNCONFIRMED_REASON = (cause: string) =>
  `The message was handed over whole but the server's answer never came (${cause}). It was not sent again, to avoid a double: send it again if the vendor did not get it.`;

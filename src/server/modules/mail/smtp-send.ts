import { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { NodemailerError } from 'nodemailer/lib/errors';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/**
 * One message through an SMTP server, with its end held back until the outbox says it may go.
 *
 * SMTP gives no way to ask a server whether it already has a message, and the server takes a
 * message only when the line with the single dot that ends its data arrives (RFC 5321, 4.1.1.4):
 * a connection that drops before it leaves the server with nothing (the transaction is abandoned).
 * The one moment of doubt is between that dot and the server's reply (RFC 1047, "Duplicate
 * messages and SMTP"). So the message's bytes go out, then `handOver` records in the database that
 * the end is going out (refused if this sender lost its claim), and only then is the dot written.
 * A sender that stops before handOver committed is retried safely; one that stops after it is
 * never retried by itself (unconfirmed), because the server may have taken the message.
 */

export type SmtpOutcome =
  /** The server took the message: its reply, and the id it names, if any. */
  | { kind: 'accepted'; response: string; serverId: string | null }
  /** The server answered with a refusal: `permanent` for a 5xx (but 503), the same message may never pass. */
  | { kind: 'refused'; response: string; permanent: boolean; reason: string }
  /** No answer, and the message's end never went out: the server has nothing; safe to try again. */
  | { kind: 'notDelivered'; reason: string }
  /** No answer after the message's end went out: the server may have it. */
  | { kind: 'uncertain'; reason: string };

export interface OutgoingMail {
  from: string;
  to: string;
  /** The whole message as RFC 5322 text (headers, body, attachments). */
  raw: Buffer;
}

/** How long each wait may take: within a lease of a minute or more, with room to spare. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 };

/** The reply's queue id, as most servers word it ("250 2.0.0 Ok: queued as 4XyZ1"). */
function queueIdOf(response: string): string | null {
  return /queued as\s+<?([^\s>]+)>?/i.exec(response)?.[1] ?? null;
}

/** The message's bytes, then (once handOver says so) its end; a refused handOver ends it with an error instead. */
function heldBackMessage(raw: Buffer, handOver: () => Promise<boolean>, onHandedOver: () => void) {
  let sent = false;
  const message = new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(raw);
        return;
      }
      handOver().then(
        (mayEnd) => {
          if (!mayEnd) return message.destroy(new Error('this sender no longer holds the message'));
          onHandedOver();
          message.push(null); // the SMTP client writes the ending dot now
        },
        (error: unknown) => message.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  return message;
}

/** What an error says about where the message is. */
function outcomeOfError(error: NodemailerError, handedOver: boolean): SmtpOutcome {
  const reason = error.response ?? error.message;
  // A login refused is the settings' fault, not the message's: it waits for them to be put right.
  const login = error.code === 'EAUTH' || error.code === 'ENOAUTH';
  if (error.responseCode !== undefined && !login)
    return { kind: 'refused', response: error.response ?? '', permanent: error.permanent === true, reason };
  return handedOver ? { kind: 'uncertain', reason } : { kind: 'notDelivered', reason };
}

export function sendThroughSmtp(
  smtpUrl: string,
  mail: OutgoingMail,
  handOver: () => Promise<boolean>,
): Promise<SmtpOutcome> {
  const { auth, ...server } = parseConnectionUrl(smtpUrl);
  const connection = new SMTPConnection({ ...server, ...TIMEOUTS, logger: false });
  let handedOver = false;
  return new Promise<SmtpOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SmtpOutcome) => {
      if (settled) return;
      settled = true;
      // After an answer the session ends politely; otherwise it is dropped (an unfinished message is abandoned).
      if (outcome.kind === 'accepted' || outcome.kind === 'refused') connection.quit();
      else connection.close();
      resolve(outcome);
    };
    connection.on('error', (error: NodemailerError) => finish(outcomeOfError(error, handedOver)));
    const send = () =>
      connection.send(
        { from: mail.from, to: [mail.to] },
        heldBackMessage(mail.raw, handOver, () => (handedOver = true)),
        (error, info) => {
          if (error) return finish(outcomeOfError(error, handedOver));
          const response = info?.response ?? '';
          finish({ kind: 'accepted', response, serverId: info?.serverMessageId ?? queueIdOf(response) });
        },
      );
    connection.connect((error) => {
      if (error) return finish(outcomeOfError(error, false));
      if (!auth?.user) return send();
      connection.login(auth, (loginError) =>
        loginError ? finish(outcomeOfError(loginError, false)) : send(),
      );
    });
  });
}

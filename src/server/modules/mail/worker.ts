import type { FastifyBaseLogger } from 'fastify';
import { RUNTIME_DEFAULTS } from '../../../../config/runtime';
import type { DB } from '../../db/connection';
import { createBillPdfPool } from '../../pdf/bill-pdf-pool';
import { deliver, type DeliveryKit } from './delivery';
import type { MailSetup } from './mail-setup';
import { claimNext, settleAbandoned } from './outbox-repository';
import { queueScheduledMail } from './schedules';

/** Scheduled messages (monthly statements, declaration reminders) are looked for once an hour. */
const SCHEDULE_EVERY_MS = 60 * 60 * 1000;

export const ABANDONED_REASON =
  'The sender stopped after handing the message over, before the server answered. It was not sent again, to avoid a double: send it again if the vendor did not get it.';

/**
 * The outbox worker, one per app instance: it takes one due message at a time (claimNext: instances
 * never take the same one), sends it and records the outcome; between messages it settles those
 * whose holder stopped. Stopping waits for the message in hand.
 */
export function startMailWorker(
  db: DB,
  mail: MailSetup,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): { stop(): Promise<void> } {
  const config = mail.config;
  const sender = mail.sender;
  if (!config || !sender) return { stop: async () => {} };
  const pdfPool = createBillPdfPool(1);
  const kit: DeliveryKit = {
    db,
    business: mail.business,
    renderBill: (bill) => pdfPool.render(bill, mail.business),
    now: clock,
    config,
    sender,
    log,
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let scheduledAt = 0;

  async function work() {
    await settleAbandoned(db, ABANDONED_REASON);
    if (Date.now() - scheduledAt >= SCHEDULE_EVERY_MS) {
      scheduledAt = Date.now();
      await queueScheduledMail(db, mail, clock());
    }
    for (
      let row = await claimNext(db, config!.leaseMs);
      row && !stopped;
      row = await claimNext(db, config!.leaseMs)
    )
      await deliver(kit, row);
  }

  /** One pass now, or right after the one running (a nudge during a pass is not lost). */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = work()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker pass failed'))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          wake();
        } else timer = setTimeout(wake, config!.pollMs ?? RUNTIME_DEFAULTS.MAIL_POLL_MS);
      });
  }

  const unsubscribe = mail.onNudge(wake);
  wake();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
      await pdfPool.close();
    },
  };
}

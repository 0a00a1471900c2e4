import { execFileSync } from 'node:child_process';
import type { MailConfig } from '../config';
import { startMailWorker } from '../modules/mail/public';
import { monthEndWorld, VENDOR_WITH_PAN, type MonthEndWorld } from './month-end-fixtures';
import { expectStatus } from './setup-calls';
import { SmtpCatcher, type CatcherHooks } from './smtp-catcher';

export const VENDOR_EMAIL = 'accounts@shreeganesh.in';
export const MAIL_FROM = 'Sai Freight Carriers <office@saifreight.in>';

/** The month-end world with mail set up: a real SMTP server, the vendor with PAN given an address, the outbox worker running. */
export interface MailWorld extends MonthEndWorld {
  catcher: SmtpCatcher;
  vendorId: string;
  /** Stops the worker, the app and the SMTP server. */
  close(): Promise<void>;
}

/** Fast waits for tests: a short lease, retries after a fraction of a second, a worker that looks often. */
export const TEST_MAIL: Omit<MailConfig, 'smtpUrl'> = {
  from: MAIL_FROM,
  leaseMs: 2000,
  retryDelaysMs: [300, 600],
  pollMs: 50,
};

export async function mailWorld(
  hooks: CatcherHooks = {},
  mail: Partial<MailConfig> = {},
): Promise<MailWorld> {
  const catcher = await SmtpCatcher.start(hooks);
  const world = await monthEndWorld({ mail: { ...TEST_MAIL, smtpUrl: catcher.url, ...mail } });
  const vendors = expectStatus(await world.as.admin.get('/list-vendor'), 200).json() as Array<
    Record<string, unknown>
  >;
  const vendor = vendors.find((v) => v.companyName === VENDOR_WITH_PAN)!;
  expectStatus(await world.as.admin.post('/update-vendor', { ...vendor, email: VENDOR_EMAIL }), 200);
  const worker = startMailWorker(world.app.db, world.app.mail, world.app.log);
  return Object.assign(world, {
    catcher,
    vendorId: String(vendor.id),
    async close() {
      await worker.stop();
      await world.app.close();
      await catcher.close();
    },
  });
}

/** A PDF's text as a reader sees it (poppler's pdftotext, layout kept). */
export const pdfBytesText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

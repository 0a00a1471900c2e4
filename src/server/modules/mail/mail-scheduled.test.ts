import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/common/dates';
import type { MailMessage } from '../../../shared/mail/wire';
import { expectStatus } from '../../test/setup-calls';
import { mailWorld, pdfBytesText, VENDOR_EMAIL, type MailWorld } from '../../test/mail-world';
import { queueScheduledMail } from './schedules';

/**
 * The messages that follow from the calendar, through a real SMTP server: last month's statement
 * for a vendor that chose it, the reminder before a transporter's declaration lapses (it covers the
 * tax year of its date only: tds-rule.ts, with its sources), each queued once per vendor and period
 * however often the schedule is looked at; and a quarter's TDS per vendor when the quarter is closed
 * (its return filed), with the challan's BSR code, date and serial as the statement reports them
 * (the Form 26Q challan fields: src/server/modules/accounting/tds-books.md).
 */
let world: MailWorld;
beforeAll(async () => {
  world = await mailWorld();
}, 90_000);
afterAll(async () => world?.close());

async function vendorMessages(kind: MailMessage['kind']): Promise<MailMessage[]> {
  const { messages } = expectStatus(
    await world.as.accountant.get(`/mail/outbox?vendorId=${world.vendorId}&limit=100`),
    200,
  ).json();
  return (messages as MailMessage[]).filter((m) => m.kind === kind);
}

async function sentOnly(kind: MailMessage['kind']): Promise<MailMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await vendorMessages(kind);
    if (messages.length === 1 && messages[0].state === 'sent') return messages[0];
    if (Date.now() > deadline) throw new Error(`${kind}: ${JSON.stringify(messages)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('the monthly statement: on the 1st, last month goes out once, as the statement PDF named as its download', async () => {
  // No statement before the vendor asks for it.
  await queueScheduledMail(world.app.db, world.app.mail, new Date());
  expect(await vendorMessages('statement')).toEqual([]);
  expectStatus(
    await world.as.accountant.post(`/vendors/${world.vendorId}/mail-settings`, {
      bills: 'onRequest',
      monthlyStatement: true,
    }),
    200,
  );
  // Asked for this month: the first statement is next month's look at this month.
  const nextMonth = DateTime.now()
    .setZone(BUSINESS_ZONE)
    .plus({ months: 1 })
    .startOf('month')
    .plus({ hours: 9 });
  const thisMonth = DateTime.now().setZone(BUSINESS_ZONE).startOf('month');
  await queueScheduledMail(world.app.db, world.app.mail, new Date());
  expect(await vendorMessages('statement')).toEqual([]);
  await queueScheduledMail(world.app.db, world.app.mail, nextMonth.toJSDate());
  await queueScheduledMail(world.app.db, world.app.mail, nextMonth.plus({ days: 3 }).toJSDate());
  world.app.mail.nudge();
  const sent = await sentOnly('statement');
  const start = thisMonth.toISODate()!;
  const end = thisMonth.endOf('month').toISODate()!;
  const fileName = `Statement-Shree_Ganesh_Roadlines-${start}-${end}.pdf`;
  expect(sent).toMatchObject({ attachment: fileName, to: VENDOR_EMAIL, queuedBy: 'system' });
  const got = world.catcher.received.find((m) => m.parsed.subject === sent.subject)!;
  expect(got.parsed.attachments.map((a) => a.filename)).toEqual([fileName]);
  expect(pdfBytesText(got.parsed.attachments[0].content)).toContain('Vendor Statement');
  expect(got.parsed.text).toMatch(/Closing balance:\s+Rs\. [\d,]+\.\d\d/);
});

test('a reminder goes out once when the transporter declaration has 30 days or fewer left in its tax year', async () => {
  // Declared on 10/04/2026 for tax year 2026-27 (it ends 31/03/2027), six goods carriages.
  await world.app.db
    .updateTable('vendors')
    .set({ declaration_194c6_date: '2026-04-10', goods_carriages: 6 })
    .where('id', '=', Number(world.vendorId))
    .execute();
  const at = (date: string) => DateTime.fromISO(`${date}T10:00`, { zone: BUSINESS_ZONE }).toJSDate();
  // 32 days before it lapses: nothing yet.
  await queueScheduledMail(world.app.db, world.app.mail, at('2027-02-27'));
  expect(await vendorMessages('declarationReminder')).toEqual([]);
  // 30 days and 21 days before: one reminder, however often the schedule looks.
  await queueScheduledMail(world.app.db, world.app.mail, at('2027-03-01'));
  await queueScheduledMail(world.app.db, world.app.mail, at('2027-03-10'));
  world.app.mail.nudge();
  const sent = await sentOnly('declarationReminder');
  expect(sent.subject).toBe('Your TDS declaration lapses on 31/03/2027: Sai Freight Carriers');
  const text = world.catcher.received.find((m) => m.parsed.subject === sent.subject)!.parsed.text!;
  expect(text).toContain('dated 10/04/2026 covers');
  expect(text).toContain('which ends on 31/03/2027');
  expect(text).toContain('TDS will be deducted at the normal rate from bills dated 01/04/2027 on.');
});

test('closing a quarter sends each vendor its TDS deducted and deposited, with the challan as the return shows it', async () => {
  // FY 2025-26 Q3: a bill of 05/10/2025 (TDS 2 % of 29,000 = 580), paid in by a challan of 06/11/2025.
  // The vendor without a transporter's declaration (one covering today would bill at 0%).
  await world.app.db
    .updateTable('vendors')
    .set({ declaration_194c6_date: null, goods_carriages: null })
    .where('id', '=', Number(world.vendorId))
    .execute();
  const billId = await world.bill([await world.acknowledgedTrip()]);
  await world.dateBill(billId, '2025-10-05');
  expectStatus(
    await world.as.accountant.post('/accounting/challans', {
      bsrCode: '0510308',
      depositDate: '2025-11-06',
      serial: '00011',
      month: '2025-10',
      tax: 580,
      interest: 0,
      fee: 0,
    }),
    201,
  );
  expectStatus(
    await world.as.accountant.post('/accounting/periods/close', { fy: '2025-26', quarter: 'Q3' }),
    200,
  );
  world.app.mail.nudge();
  const sent = await sentOnly('tdsQuarter');
  expect(sent.queuedBy).toBe('me_accountant');
  const text = world.catcher.received.find((m) => m.parsed.subject === sent.subject)!.parsed.text!;
  expect(text).toContain('Your PAN: ABCDE1234F.');
  expect(text).toContain(
    `- ${billId}, credited 05/10/2025: amount credited Rs. 29,000.00, TDS Rs. 580.00 at 2%; deposited Rs. 580.00 by challan serial 00011 of 06/11/2025, BSR code 0510308.`,
  );
  expect(text).toContain('this message is not the certificate');
});

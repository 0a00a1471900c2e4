import { MAIL_MESSAGES } from '../../../shared/mail/mail';
import { payToday, useMonthEndWorld, VENDOR_WITH_PAN } from '../../test/month-end-fixtures';
import { expectStatus } from '../../test/setup-calls';
import { VENDOR_EMAIL } from '../../test/mail-world';

/**
 * Without SMTP_URL nothing fails: bills, revisions and payments are made as before, nothing is
 * queued (a message queued now would go out, unasked and late, whenever mail is set up), and the
 * requests to send say why they cannot.
 */
const world = useMonthEndWorld(90_000);

test('bills and payments work, nothing is queued, and the screens are told mail is not set up', async () => {
  const vendors = expectStatus(await world.as.admin.get('/list-vendor'), 200).json() as Array<
    Record<string, unknown>
  >;
  const vendor = vendors.find((v) => v.companyName === VENDOR_WITH_PAN)!;
  expectStatus(await world.as.admin.post('/update-vendor', { ...vendor, email: VENDOR_EMAIL }), 200);
  // A vendor may still choose how its bills go out, for when mail is set up.
  const saved = await world.as.accountant.post(`/vendors/${vendor.id}/mail-settings`, {
    bills: 'automatic',
    monthlyStatement: true,
  });
  expect(saved.statusCode).toBe(200);

  const billId = await world.bill([await world.acknowledgedTrip()]);
  expect((await payToday(world, { billId, amount: '1000', note: '' })).statusCode).toBe(201);

  const status = await world.as.accountant.get('/mail/status');
  expect(status.json()).toEqual({ configured: false, from: '', message: MAIL_MESSAGES.notSetUp });
  const res = await world.as.accountant.post(`/bills/${billId}/email`);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message: MAIL_MESSAGES.notSetUp, errorCode: 'MAIL_NOT_SET_UP' });
  const statement = await world.as.accountant.post(`/vendors/${vendor.id}/email-statement`, {
    startDate: '2026-04-01',
    endDate: '2026-04-30',
  });
  expect(statement.json()).toEqual({ message: MAIL_MESSAGES.notSetUp, errorCode: 'MAIL_NOT_SET_UP' });
  expect(expectStatus(await world.as.accountant.get('/mail/outbox'), 200).json()).toEqual({
    messages: [],
    totalCount: 0,
  });
});

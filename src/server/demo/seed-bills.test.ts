import { sql } from 'kysely';
import { databaseSuite } from '../test/test-database';
import { listAudit } from '../modules/audit/repository';
import { billingService } from '../modules/billing/service';
import { renderBillPdf } from '../pdf/bill-pdf';
import { seedDemo } from './seed';

const suite = databaseSuite(seedDemo);

test('a few bills of one vendor each, one revised, one cancelled; every Billed trip is on exactly one live bill', async () => {
  const db = suite.database.db;
  const bills = await db.selectFrom('bills').selectAll().orderBy('id').execute();
  expect(bills.length).toBeGreaterThanOrEqual(4);
  expect(bills.filter((b) => b.cancelled_at !== null)).toHaveLength(1);
  expect(bills.filter((b) => b.current_revision === 2)).toHaveLength(1);
  expect(bills.every((b) => b.created_by === 'accounts')).toBe(true);

  const billed = await db
    .selectFrom('trips')
    .select(['id', 'bill_id', 'vendor'])
    .where('transaction_status', '=', 'Billed')
    .execute();
  const live = await db
    .selectFrom('bill_lines')
    .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
    .select(['bill_lines.trip_row_id', 'bills.bill_id', 'bills.vendor'])
    .where('bill_lines.live', '=', true)
    .execute();
  expect(live.map((l) => [l.trip_row_id, l.bill_id]).sort()).toEqual(
    billed.map((t) => [t.id, t.bill_id]).sort(),
  );
  for (const line of live) expect(billed.find((t) => t.id === line.trip_row_id)?.vendor).toBe(line.vendor);

  // The cancelled bill's trips are Acknowledged again, and the audit log tells the story.
  const cancelled = bills.find((b) => b.cancelled_at !== null)!;
  const cancelledTrips = await sql<{ status: string }>`
    select t.transaction_status as status from bill_lines l join trips t on t.id = l.trip_row_id where l.bill_id = ${cancelled.id}`.execute(
    db,
  );
  expect(cancelledTrips.rows.length).toBeGreaterThan(0);
  expect(cancelledTrips.rows.every((r) => r.status === 'Acknowledged')).toBe(true);
  expect((await listAudit(db, 'bill', cancelled.bill_id)).map((a) => a.action)).toEqual([
    'generate',
    'cancel',
  ]);
  const revised = bills.find((b) => b.current_revision === 2)!;
  expect((await listAudit(db, 'bill', revised.bill_id)).map((a) => a.action)).toEqual(['generate', 'revise']);
});

test('every live demo bill renders', async () => {
  const service = billingService(suite.database.db);
  const live = await suite.database.db
    .selectFrom('bills')
    .select('bill_id')
    .where('cancelled_at', 'is', null)
    .execute();
  for (const { bill_id } of live) {
    const pdf = await renderBillPdf(await service.load(bill_id), { name: 'Demo', address: 'Pune' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }
});

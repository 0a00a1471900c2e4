import { DateTime } from 'luxon';
import { BUSINESS_ZONE, todayInIndia } from '../../shared/common/dates';
import type { BillRemarkInput } from '../../shared/billing';
import type { BillingActor } from '../modules/billing/life/bill-transaction';
import { billingService } from '../modules/billing/service';
import type { Trip } from '../modules/trips/trip-rows';
import { searchTrips } from '../modules/trips/trip-search';
import { DEMO_ACCOUNTS } from './seed-accounts';
import type { DemoContext } from './seed';

/**
 * Demo bills, made through the billing service itself (the same transactions, checks and audit as
 * the Billing screen), each dated a couple of days after the week of trips it covers: weekly bills
 * for the busiest vendors, one of them revised (a trip removed, a later one added, remarks
 * changed) and one cancelled, so Transactions and Revise Bill have something to show.
 */

const BILL_COUNT = 6;
const TRIPS_PER_BILL = 10;
const REMARKS: BillRemarkInput[][] = [
  [{ text: 'Loading charges', amount: 1500 }],
  [
    { text: 'Late delivery', amount: -500 },
    { text: 'Halting charges', amount: 800 },
  ],
  [],
];

/** 11:30 in India on the day `days` after a date. */
function atIndianMorning(date: string, days: number): Date {
  return DateTime.fromISO(date, { zone: BUSINESS_ZONE })
    .plus({ days })
    .set({ hour: 11, minute: 30 })
    .toJSDate();
}

export async function seedBills(ctx: DemoContext): Promise<void> {
  const accountant = DEMO_ACCOUNTS.find((a) => a.profile === 'accountant')!;
  const actor: BillingActor = { username: accountant.username, profile: accountant.profile };
  const today = DateTime.fromISO(todayInIndia(), { zone: BUSINESS_ZONE });
  const from = today.minus({ days: 45 }).toISODate()!;
  const to = today.minus({ days: 8 }).toISODate()!;
  const billable = (await searchTrips(ctx.db, { startDate: from, endDate: to })).filter(
    (t) => t.transactionStatus === 'Acknowledged' && t.billId === null,
  );
  const byVendor = new Map<string, Trip[]>();
  for (const trip of billable) byVendor.set(trip.vendor, [...(byVendor.get(trip.vendor) ?? []), trip]);
  // The busiest vendors first (name breaks ties, so every run picks the same ones).
  const vendors = [...byVendor.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, BILL_COUNT);

  const made: Array<{ billId: string; date: string; vendorTrips: Trip[]; billed: Trip[] }> = [];
  for (const [i, [, trips]] of vendors.entries()) {
    const oldestFirst = [...trips].sort((a, b) => a.localDate.localeCompare(b.localDate) || a.id - b.id);
    // Ten days of this vendor's trips, starting a little later for each vendor.
    const start = DateTime.fromISO(from, { zone: BUSINESS_ZONE })
      .plus({ days: i * 4 })
      .toISODate()!;
    const end = DateTime.fromISO(start, { zone: BUSINESS_ZONE }).plus({ days: 9 }).toISODate()!;
    const week = oldestFirst
      .filter((t) => t.localDate >= start && t.localDate <= end)
      .slice(0, TRIPS_PER_BILL);
    if (week.length < 2) continue;
    const billDate = atIndianMorning(end, 2);
    const { billId } = await billingService(ctx.db, () => billDate).generate(
      actor,
      week.map((t) => ({ id: String(t.id), remarks: REMARKS[i % REMARKS.length], applyTaxes: false })),
    );
    made.push({ billId, date: end, vendorTrips: oldestFirst, billed: week });
  }

  // Revised: the last trip goes back to Acknowledged, the vendor's next unbilled trip joins.
  const revised = made[1];
  if (revised) {
    const dropped = revised.billed[revised.billed.length - 1];
    const revisedAt = atIndianMorning(revised.date, 5);
    const revisedOn = DateTime.fromJSDate(revisedAt, { zone: BUSINESS_ZONE }).toISODate()!;
    const added = revised.vendorTrips.find(
      (t) =>
        !made.some((m) => m.billed.includes(t)) && t.localDate > revised.date && t.localDate <= revisedOn,
    );
    const row = (t: Trip, billId: string | null) => ({ _id: String(t.id), BillId: billId });
    await billingService(ctx.db, () => revisedAt).revise(actor, {
      billedSelectedRows: revised.billed.slice(0, -1).map((t) => row(t, revised.billId)),
      billedUnselectedRows: [row(dropped, revised.billId)],
      ackSelectedRows: added ? [row(added, null)] : [],
      additionalRemarks: [{ text: 'Halting charges', amount: 1200 }],
    });
  }

  // Cancelled: kept in the database and the audit log; its trips are billable again.
  const cancelled = made[2];
  if (cancelled) {
    await billingService(ctx.db, () => atIndianMorning(cancelled.date, 3)).cancel(actor, {
      billId: cancelled.billId,
    });
  }
}

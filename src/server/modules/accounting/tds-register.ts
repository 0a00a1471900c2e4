import type { DB } from '../../db/connection';
import { quarterRange, type Quarter } from '../../../shared/accounting/month-end';
import { lawOn, paymentCodeOf } from '../../../shared/accounting/law-in-force';
import type {
  TdsAdjustment,
  TdsRegister,
  TdsRegisterRow,
  TdsVendorTotal,
} from '../../../shared/accounting/wire';
import { fromPaise, tdsPaise } from '../../../shared/common/money';
import {
  REASON_194C6,
  SECTION_206AA_RATE,
  panStatus,
  type PanStatus,
} from '../../../shared/accounting/tds-rule';
import { nameKey as vendorKey } from '../../../shared/common/text-rules';
import { deducteeCodeOf, deducteeKindOf, vendorTdsWarnings } from '../../../shared/masters/vendor-tds';
import {
  billsBookedForTds,
  lineSumsPerRate,
  revisionTdsOf,
  type RevisionTds,
  type TdsBookedBill,
} from '../billing/for-accounting';

/**
 * The TDS register (the quarterly statement's layout: Form 26Q, then Form 140) of a quarter, per vendor, bill and rate: what each bill
 * change booked inside the quarter credited. A revision books its figures less the previous
 * revision's, a cancellation books minus the last revision's, each on its booked day (the bill
 * date, or the day of a change made while the bill's quarter was closed: migration 024). With no
 * quarter ever closed this is each live bill's latest revision on its bill date. Each row says how
 * its TDS was decided (stored with the revision since migration 020; derived from the PAN before).
 */

/** Credited and TDS of one revision at one rate, and what the law asked more (206AA), in paise. */
interface Figures {
  creditedPaise: number;
  tdsPaise: number;
  shortPaise: number;
}

/** One change to a bill: the revision it leaves (null: none before) and the one it makes (null: cancelled). */
interface Booking {
  bill: TdsBookedBill;
  day: string;
  before: RevisionTds | null;
  after: RevisionTds | null;
}

interface Group extends Figures {
  bill: TdsBookedBill;
  rate: number;
  day: string;
  /** The revision whose terms the row shows: the latest one booked into it. */
  terms: RevisionTds;
  change: TdsAdjustment['change'];
}

/** What the law asked less what was deducted: 20% without a valid PAN (no 194C(6) declaration). */
function shortOf(
  creditedPaise: number,
  deductedPaise: number,
  status: PanStatus,
  reasonCode: string,
): number {
  if (status === 'VALID' || reasonCode === REASON_194C6) return 0;
  return Math.max(0, tdsPaise(fromPaise(creditedPaise), SECTION_206AA_RATE) - deductedPaise);
}

/** A revision's figures per rate: its lines, and its positive remarks (charges) at the bill's rate. */
function figuresOf(
  revision: RevisionTds,
  sums: Map<number, Map<number, { credited: number; tds: number }>>,
  bill: TdsBookedBill,
): Map<number, Figures> {
  const byRate = new Map<number, { credited: number; tds: number }>();
  for (const [rate, s] of sums.get(revision.id) ?? []) byRate.set(rate, { ...s });
  // Positive remarks are credited at the bill's rate (bills made under the rule).
  if (revision.billRate !== null) {
    const at = byRate.get(revision.billRate) ?? { credited: 0, tds: 0 };
    byRate.set(revision.billRate, {
      credited: at.credited + revision.positiveRemarksPaise,
      tds: at.tds + revision.chargesTdsPaise,
    });
  }
  const status = revision.panStatus ?? panStatus(bill.pan);
  return new Map(
    [...byRate].map(([rate, s]) => [
      rate,
      {
        creditedPaise: s.credited,
        tdsPaise: s.tds,
        shortPaise: shortOf(s.credited, s.tds, status, revision.reasonCode),
      },
    ]),
  );
}

/** Every change of these bills, each with the day it is booked on. */
function bookingsOf(bills: TdsBookedBill[], revisions: RevisionTds[]): Booking[] {
  const byBill = new Map<number, RevisionTds[]>();
  for (const r of revisions) byBill.set(r.billRowId, [...(byBill.get(r.billRowId) ?? []), r]);
  return bills.flatMap((bill) => {
    const list = byBill.get(bill.rowId) ?? [];
    const made = list.map((after, i) => ({
      bill,
      day: after.bookedOn ?? bill.billDate,
      before: list[i - 1] ?? null,
      after,
    }));
    const last = list[list.length - 1] ?? null;
    const cancelled = bill.cancelled
      ? [{ bill, day: bill.cancelledBookedOn ?? bill.billDate, before: last, after: null }]
      : [];
    return [...made, ...cancelled];
  });
}

/** The quarter's bookings summed per bill, rate and booked day; rows that come to nothing dropped. */
async function groupsOf(
  db: DB,
  bills: TdsBookedBill[],
  startDate: string,
  endDate: string,
): Promise<Group[]> {
  const revisions = await revisionTdsOf(
    db,
    bills.map((b) => b.rowId),
  );
  const inQuarter = bookingsOf(bills, revisions).filter((b) => b.day >= startDate && b.day <= endDate);
  const needed = [
    ...new Set(
      inQuarter.flatMap((b) => [b.before?.id, b.after?.id]).filter((id): id is number => id !== undefined),
    ),
  ];
  const sums = new Map<number, Map<number, { credited: number; tds: number }>>();
  for (const s of await lineSumsPerRate(db, needed)) {
    const perRate = sums.get(s.revisionId) ?? new Map<number, { credited: number; tds: number }>();
    perRate.set(s.rate, { credited: s.creditedPaise, tds: s.tdsPaise });
    sums.set(s.revisionId, perRate);
  }

  const groups = new Map<string, Group>();
  for (const booking of inQuarter) {
    const terms = (booking.after ?? booking.before)!;
    const change = booking.after ? 'revised' : 'cancelled';
    const after = booking.after ? figuresOf(booking.after, sums, booking.bill) : new Map<number, Figures>();
    const before = booking.before
      ? figuresOf(booking.before, sums, booking.bill)
      : new Map<number, Figures>();
    for (const rate of new Set([...after.keys(), ...before.keys()])) {
      const key = `${booking.bill.rowId}|${rate}|${booking.day}`;
      const group = groups.get(key) ?? {
        bill: booking.bill,
        rate,
        day: booking.day,
        terms,
        change,
        creditedPaise: 0,
        tdsPaise: 0,
        shortPaise: 0,
      };
      const a = after.get(rate);
      const b = before.get(rate);
      group.creditedPaise += (a?.creditedPaise ?? 0) - (b?.creditedPaise ?? 0);
      group.tdsPaise += (a?.tdsPaise ?? 0) - (b?.tdsPaise ?? 0);
      group.shortPaise += (a?.shortPaise ?? 0) - (b?.shortPaise ?? 0);
      group.terms = terms;
      group.change = change;
      groups.set(key, group);
    }
  }
  return [...groups.values()].filter((g) => g.creditedPaise !== 0 || g.tdsPaise !== 0);
}

/** A row cites the law of its day of deduction: 194C and 94C up to 31/03/2026, then section 393 and its payment code. */
function rowOf(g: Group): TdsRegisterRow {
  const status = g.terms.panStatus ?? panStatus(g.bill.pan);
  const law = lawOn(g.day);
  return {
    vendor: g.bill.vendor,
    pan: g.bill.pan,
    panMissing: status !== 'VALID',
    billId: g.bill.billId,
    section: law.section,
    paymentCode: paymentCodeOf(law, deducteeKindOf({ pan: g.bill.pan, deducteeType: g.bill.deducteeType })),
    dateOfCredit: g.day,
    amountCredited: fromPaise(g.creditedPaise),
    tdsRate: g.rate,
    tds: fromPaise(g.tdsPaise),
    panStatus: status,
    section206AA: g.terms.section206AA,
    reasonCode: g.terms.reasonCode,
    shortDeducted: fromPaise(g.shortPaise),
    // Booked on another day than the bill's: a later change to a bill of a closed quarter.
    ...(g.day !== g.bill.billDate ? { adjustmentOf: { billDate: g.bill.billDate, change: g.change } } : {}),
  };
}

export async function tdsRegister(db: DB, fy: string, quarter: Quarter): Promise<TdsRegister> {
  const { startDate, endDate } = quarterRange(fy, quarter);
  const bills = await billsBookedForTds(db, startDate, endDate);
  const groups = (await groupsOf(db, bills, startDate, endDate)).sort(
    (a, b) =>
      a.bill.vendor.localeCompare(b.bill.vendor) ||
      a.day.localeCompare(b.day) ||
      a.bill.billId.localeCompare(b.bill.billId) ||
      a.rate - b.rate,
  );

  // The vendor's set-up now (its master row, through its latest bill here), for the total row's PAN, flag and warnings.
  const masters = new Map(
    groups
      .map((g) => g.bill)
      .sort((a, b) => a.billDate.localeCompare(b.billDate) || a.rowId - b.rowId)
      .map((b) => [vendorKey(b.vendor), b]),
  );
  const vendors = new Map<string, TdsVendorTotal & { c: number; t: number; s: number }>();
  for (const g of groups) {
    const key = vendorKey(g.bill.vendor);
    const master = masters.get(key)!;
    const status = panStatus(master.pan);
    const v = vendors.get(key) ?? {
      vendor: g.bill.vendor,
      pan: master.pan,
      panMissing: status !== 'VALID',
      panStatus: status,
      amountCredited: 0,
      tds: 0,
      shortDeducted: 0,
      deducteeCode: deducteeCodeOf({ pan: master.pan, deducteeType: master.deducteeType }),
      warnings:
        master.vendorRate === null
          ? []
          : vendorTdsWarnings({
              tdsRate: master.vendorRate,
              pan: master.pan,
              declaration194C6Date: master.declaration194C6Date ?? '',
              goodsCarriages: master.goodsCarriages,
              deducteeType: master.deducteeType,
            }),
      c: 0,
      t: 0,
      s: 0,
    };
    v.c += g.creditedPaise;
    v.t += g.tdsPaise;
    v.s += g.shortPaise;
    vendors.set(key, v);
  }
  const sum = (pick: (g: Group) => number) => fromPaise(groups.reduce((s, g) => s + pick(g), 0));
  return {
    fy,
    quarter,
    startDate,
    endDate,
    rows: groups.map(rowOf),
    vendors: [...vendors.values()].map(({ c, t, s, ...v }) => ({
      ...v,
      amountCredited: fromPaise(c),
      tds: fromPaise(t),
      shortDeducted: fromPaise(s),
    })),
    totalCredited: sum((g) => g.creditedPaise),
    totalTds: sum((g) => g.tdsPaise),
    totalShortDeducted: sum((g) => g.shortPaise),
  };
}

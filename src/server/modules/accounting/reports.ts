import type { DB } from '../../db/connection';
import {
  AGEING_BUCKETS,
  ageingBucket,
  type AgeingBucket,
  type Quarter,
} from '../../../shared/accounting/month-end';
import type { TdsRegister } from '../../../shared/accounting/wire';
import { fromPaise, toPaise } from '../../../shared/common/money';
import type {
  OpenBills,
  OutstandingReport,
  OutstandingRow,
  StatementEntry,
  VendorStatement,
} from '../../../shared/accounting/wire';
import { nameKey as vendorKey } from '../../../shared/common/text-rules';
import { paymentRepository } from '../payments/public';
import { accountingRepository, type LedgerBill } from './repository';
import { billBookings, type BillBooking } from './bill-bookings';
import { periodService } from '../periods/for-accounting';
import { statementTaxCode } from '../../../shared/accounting/statement-tax-code';

interface PaiseTotals {
  vendor: string;
  billed: number;
  paid: number;
  buckets: Record<AgeingBucket, number>;
}

const emptyTotals = (vendor: string): PaiseTotals => ({
  vendor,
  billed: 0,
  paid: 0,
  buckets: { '0-30': 0, '31-60': 0, '61-90': 0, '>90': 0 },
});

function toRow(t: PaiseTotals): OutstandingRow {
  return {
    vendor: t.vendor,
    billed: fromPaise(t.billed),
    paid: fromPaise(t.paid),
    outstanding: fromPaise(t.billed - t.paid),
    buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, fromPaise(t.buckets[b])])) as Record<
      AgeingBucket,
      number
    >,
  };
}

/**
 * A bill's net payable taken apart for its vendor: gross freight, TDS, the trip deductions, and
 * what remains (remarks and GST), so freight - tds - deductions + adjustments is the net exactly.
 */
/** A bill's parts on the statement; its charges (positive remarks) are credited with its freight. */
function billBreakdownPaise(bill: LedgerBill) {
  const deductions =
    bill.shortPaise +
    bill.dieselPaise +
    bill.advancePaise +
    bill.tollPaise +
    bill.adbluePaise +
    bill.greasingPaise;
  return {
    freight: bill.freightPaise,
    credited: bill.freightPaise + bill.chargesPaise,
    tds: bill.tdsPaise,
    deductions,
    adjustments: bill.netPaise - bill.freightPaise + bill.tdsPaise + deductions,
  };
}

const NO_BREAKDOWN = { freight: 0, credited: 0, tds: 0, deductions: 0, adjustments: 0 };

/** Whose TDS and under what: the deductor's TAN, the vendor's PAN, the provision or payment code. */
const statementParties = (bills: LedgerBill[], endDate: string, deductorTan: string) => ({
  deductorTan,
  // The PAN on the vendor's master now (its latest bill reads it), as the return is filed with.
  vendorPan: bills.at(-1)?.pan ?? '',
  taxCode: statementTaxCode(endDate, { pan: bills.at(-1)?.pan ?? '' }),
});

/**
 * Outstanding and ageing, vendor statement and TDS register. Every amount comes from
 * the stored bill revisions and payments, summed in paise.
 */
/** The last day any bill or payment can carry: "up to now" for the open-bills list. */
const EVERY_DAY_TO = '9999-12-31';
/** Before any bill: "from the start" for a statement's opening balance. */
const EVERY_DAY_FROM = '0001-01-01';

/**
 * A bill's entry on the statement on the day it is booked: the bill on its date, a later revision
 * (its difference) or cancellation (minus what was billed) on the day it was made, as the books and
 * the TDS register have them.
 */
function statementMoveOf(booking: BillBooking) {
  const { bill } = booking;
  return {
    date: booking.kind === 'bill' ? bill.billDate : booking.day,
    order: 0,
    kind: 'Bill' as const,
    reference:
      booking.kind === 'bill'
        ? bill.billId
        : booking.kind === 'revision'
          ? `${bill.billId} revision ${bill.revision}`
          : `${bill.billId} cancelled`,
    billId: bill.billId,
    paise: bill.netPaise,
    parts: billBreakdownPaise(bill),
  };
}

export function accountingReports(db: DB) {
  const repository = accountingRepository(db);

  return {
    /** Per vendor as of a date: billed, paid, outstanding, and outstanding by bill age; with a total row. */
    async outstanding(asOf: string): Promise<OutstandingReport> {
      const [bills, paid] = await Promise.all([
        repository.liveBills({ endDate: asOf }),
        repository.paidUpTo(asOf),
      ]);
      const byVendor = new Map<string, PaiseTotals>();
      const total = emptyTotals('Total');
      for (const bill of bills) {
        const vendor = byVendor.get(vendorKey(bill.vendor)) ?? emptyTotals(bill.vendor);
        const billPaid = paid.get(bill.id) ?? 0;
        const bucket = ageingBucket(bill.billDate, asOf);
        for (const t of [vendor, total]) {
          t.billed += bill.netPaise;
          t.paid += billPaid;
          t.buckets[bucket] += bill.netPaise - billPaid;
        }
        byVendor.set(vendorKey(bill.vendor), vendor);
      }
      const rows = [...byVendor.values()].sort((a, b) => a.vendor.localeCompare(b.vendor)).map(toRow);
      return { asOf, rows, total: toRow(total) };
    },

    /** A vendor's bills with something left to pay (unpaid or part-paid), oldest first. */
    async openBills(vendor: string): Promise<OpenBills> {
      const [bills, paid] = await Promise.all([
        repository.liveBills({ endDate: EVERY_DAY_TO, vendor }),
        repository.paidUpTo(EVERY_DAY_TO),
      ]);
      const open = bills
        .map((bill) => ({ bill, paidPaise: paid.get(bill.id) ?? 0 }))
        .filter(({ bill, paidPaise }) => bill.netPaise - paidPaise > 0)
        .map(({ bill, paidPaise }) => ({
          billId: bill.billId,
          billDate: bill.billDate,
          net: fromPaise(bill.netPaise),
          paid: fromPaise(paidPaise),
          outstanding: fromPaise(bill.netPaise - paidPaise),
          status: paidPaise > 0 ? ('Part-paid' as const) : ('Unpaid' as const),
        }));
      return { vendor, bills: open };
    },

    /** Opening balance, each bill and payment with the running balance, and the closing balance. */
    async statement(vendor: string, startDate: string, endDate: string, tan = ''): Promise<VendorStatement> {
      const [bookings, payments] = await Promise.all([
        billBookings(db, { startDate: EVERY_DAY_FROM, endDate, vendor }),
        paymentRepository(db).listLive({ endDate, vendor }),
      ]);
      const allMoves = [
        ...bookings.flatMap((b) => (b.kind === 'bill' && b.cancelled ? [] : [statementMoveOf(b)])),
        ...payments.map((p) => ({
          date: p.date,
          order: 1,
          kind: 'Payment' as const,
          reference: [p.mode, p.reference].filter(Boolean).join(' '),
          billId: p.billId,
          paise: -toPaise(p.amount),
          parts: NO_BREAKDOWN,
        })),
      ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
      // What came before the period is its opening balance; the rest are the statement's entries.
      const opening = allMoves.filter((m) => m.date < startDate).reduce((s, m) => s + m.paise, 0);
      const moves = allMoves.filter((m) => m.date >= startDate);
      let balance = opening;
      let billed = 0;
      let paidTotal = 0;
      const sums = { ...NO_BREAKDOWN };
      const entries: StatementEntry[] = moves.map((m) => {
        balance += m.paise;
        if (m.kind === 'Bill') billed += m.paise;
        else paidTotal -= m.paise;
        for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += m.parts[key];
        return {
          date: m.date,
          kind: m.kind,
          reference: m.reference,
          billId: m.billId,
          freight: fromPaise(m.parts.freight),
          credited: fromPaise(m.parts.credited),
          tds: fromPaise(m.parts.tds),
          deductions: fromPaise(m.parts.deductions),
          adjustments: fromPaise(m.parts.adjustments),
          debit: m.kind === 'Bill' ? fromPaise(m.paise) : 0,
          credit: m.kind === 'Payment' ? fromPaise(-m.paise) : 0,
          balance: fromPaise(balance),
        };
      });
      const bills = bookings.map((b) => b.bill);
      const name = bills[0]?.vendor ?? payments[0]?.vendor ?? vendor.trim();
      return {
        vendor: name,
        startDate,
        endDate,
        openingBalance: fromPaise(opening),
        entries,
        totalFreight: fromPaise(sums.freight),
        totalCredited: fromPaise(sums.credited),
        totalTds: fromPaise(sums.tds),
        totalDeductions: fromPaise(sums.deductions),
        totalAdjustments: fromPaise(sums.adjustments),
        totalBilled: fromPaise(billed),
        totalPaid: fromPaise(paidTotal),
        closingBalance: fromPaise(balance),
        ...statementParties(bills, endDate, tan),
      };
    },

    /** The quarter's bookings per vendor, bill and rate (tds-register.ts); a closed quarter's as filed. */
    tdsRegister: (fy: string, quarter: Quarter): Promise<TdsRegister> =>
      periodService(db).tdsRegister(fy, quarter),
  };
}

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
import { periodService } from '../periods/for-accounting';

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
    tds: bill.tdsPaise,
    deductions,
    adjustments: bill.netPaise - bill.freightPaise + bill.tdsPaise + deductions,
  };
}

/**
 * Outstanding and ageing, vendor statement and TDS register. Every amount comes from
 * the stored bill revisions and payments, summed in paise.
 */
/** The last day any bill or payment can carry: "up to now" for the open-bills list. */
const EVERY_DAY_TO = '9999-12-31';

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
    async statement(vendor: string, startDate: string, endDate: string): Promise<VendorStatement> {
      const [bills, payments] = await Promise.all([
        repository.liveBills({ endDate, vendor }),
        paymentRepository(db).listLive({ endDate, vendor }),
      ]);
      const noBreakdown = { freight: 0, tds: 0, deductions: 0, adjustments: 0 };
      const allMoves = [
        ...bills.map((b) => ({
          date: b.billDate,
          order: 0,
          kind: 'Bill' as const,
          reference: b.billId,
          billId: b.billId,
          paise: b.netPaise,
          parts: billBreakdownPaise(b),
        })),
        ...payments.map((p) => ({
          date: p.date,
          order: 1,
          kind: 'Payment' as const,
          reference: [p.mode, p.reference].filter(Boolean).join(' '),
          billId: p.billId,
          paise: -toPaise(p.amount),
          parts: noBreakdown,
        })),
      ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
      // What came before the period is its opening balance; the rest are the statement's entries.
      const opening = allMoves.filter((m) => m.date < startDate).reduce((s, m) => s + m.paise, 0);
      const moves = allMoves.filter((m) => m.date >= startDate);
      let balance = opening;
      let billed = 0;
      let paidTotal = 0;
      const sums = { ...noBreakdown };
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
          tds: fromPaise(m.parts.tds),
          deductions: fromPaise(m.parts.deductions),
          adjustments: fromPaise(m.parts.adjustments),
          debit: m.kind === 'Bill' ? fromPaise(m.paise) : 0,
          credit: m.kind === 'Payment' ? fromPaise(-m.paise) : 0,
          balance: fromPaise(balance),
        };
      });
      const name = bills[0]?.vendor ?? payments[0]?.vendor ?? vendor.trim();
      return {
        vendor: name,
        startDate,
        endDate,
        openingBalance: fromPaise(opening),
        entries,
        totalFreight: fromPaise(sums.freight),
        totalTds: fromPaise(sums.tds),
        totalDeductions: fromPaise(sums.deductions),
        totalAdjustments: fromPaise(sums.adjustments),
        totalBilled: fromPaise(billed),
        totalPaid: fromPaise(paidTotal),
        closingBalance: fromPaise(balance),
      };
    },

    /** The quarter's bookings per vendor, bill and rate (tds-register.ts); a closed quarter's as filed. */
    tdsRegister: (fy: string, quarter: Quarter): Promise<TdsRegister> =>
      periodService(db).tdsRegister(fy, quarter),
  };
}

import type { DB } from '../../db/connection';
import type { Quarter } from '../../../shared/accounting/month-end';
import { fromPaise, sumRupees } from '../../../shared/common/money';
import type { PortalBill, PortalPayment, PortalTds, PortalTripsQuery } from '../../../shared/portal/wire';
import { PORTAL_TRIPS_PAGE_SIZE } from '../../../shared/portal/portal';
import type { PageRequest } from '../../../shared/lists/paging';
import { balancesOfRows, vendorBills } from '../billing/for-portal';
import { paymentsOfBills } from '../payments/for-portal';
import { quarterTdsWithDeposits, vendorStatement } from '../accounting/for-portal';
import { vendorTrips } from '../trips/for-portal';
import type { PortalVendor } from '../vendors/for-portal';

/** The portal's reads: each takes the signed-in login's vendor and answers that vendor's rows only. */

export function portalReads(db: DB, tan: string) {
  return {
    async bills(vendor: PortalVendor): Promise<PortalBill[]> {
      const bills = await vendorBills(db, vendor);
      const balances = await balancesOfRows(
        db,
        bills.map((b) => b.rowId),
      );
      return bills.map((b) => {
        const paidPaise = balances.get(b.rowId)?.paidPaise ?? 0;
        return {
          billId: b.billId,
          billDate: b.billDate,
          revision: b.revision,
          cancelled: b.cancelled,
          tripCount: b.tripCount,
          freight: b.freight,
          tds: b.tds,
          deductions: sumRupees([b.diesel, b.advance, b.toll, b.short, b.adblue, b.greasing]),
          netAmount: fromPaise(b.netPaise),
          paid: fromPaise(paidPaise),
          outstanding: b.cancelled ? 0 : fromPaise(b.netPaise - paidPaise),
        };
      });
    },

    /** Payments against the vendor's bills, newest first, each with its bill's money (the advice). */
    async payments(vendor: PortalVendor): Promise<PortalPayment[]> {
      const bills = await vendorBills(db, vendor);
      const byRow = new Map(bills.map((b) => [b.billId, b]));
      const payments = await paymentsOfBills(
        db,
        bills.map((b) => b.rowId),
      );
      return payments.map((p) => {
        const bill = byRow.get(p.billId)!;
        return {
          id: p.id,
          billId: p.billId,
          date: p.date,
          mode: p.mode,
          reference: p.reference,
          amount: p.amount,
          reversed: p.reversed,
          bill: {
            freight: bill.freight,
            tds: bill.tds,
            diesel: bill.diesel,
            advance: bill.advance,
            toll: bill.toll,
            short: bill.short,
            remarksAmount: bill.remarksAmount,
            netAmount: fromPaise(bill.netPaise),
          },
        };
      });
    },

    statement(vendor: PortalVendor, range: { startDate: string; endDate: string }) {
      return vendorStatement(db, vendor.companyName, range, tan);
    },

    /** The quarter's register rows of this vendor's bills, each with the challan that deposited its TDS. */
    async tds(vendor: PortalVendor, fy: string, quarter: Quarter): Promise<PortalTds> {
      const register = await quarterTdsWithDeposits(db, fy, quarter);
      // By the vendor's own bills, not by name: a register row keeps the name the bill copied.
      const own = new Set((await vendorBills(db, vendor)).map((b) => b.billId));
      const challans = new Map(register.challans.map((c) => [c.id, c]));
      const rows = register.rows
        .filter((r) => own.has(r.billId))
        .map((r) => {
          const challan = r.challanId === null ? undefined : challans.get(r.challanId);
          return {
            billId: r.billId,
            dateOfCredit: r.dateOfCredit,
            section: r.section,
            amountCredited: r.amountCredited,
            tds: r.tds,
            tdsRate: r.tdsRate,
            taxDeposited: r.taxDeposited,
            taxNotDeposited: r.taxNotDeposited,
            status: r.status,
            challan: challan
              ? { bsrCode: challan.bsrCode, depositDate: challan.depositDate, serial: challan.serial }
              : null,
          };
        });
      return {
        fy,
        quarter,
        rows,
        totalCredited: sumRupees(rows.map((r) => r.amountCredited)),
        totalTds: sumRupees(rows.map((r) => r.tds)),
        totalDeposited: sumRupees(rows.map((r) => r.taxDeposited)),
      };
    },

    /** A page of the vendor's trips, newest first (the first page when none is asked for). */
    trips(vendor: PortalVendor, query: PortalTripsQuery, page: PageRequest | null) {
      return vendorTrips(db, vendor, query, page ?? { limit: PORTAL_TRIPS_PAGE_SIZE, offset: 0 });
    },
  };
}

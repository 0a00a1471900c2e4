import type { DB } from '../../db/connection';
import type { Quarter } from '../../../shared/accounting/month-end';
import type { TdsRegisterWithDeposits } from '../../../shared/accounting/tds-challans-wire';
import type { VendorStatement } from '../../../shared/accounting/wire';
import { accountingReports } from './reports';
import { tdsDeposits } from './tds-deposits';

/** What mail to vendors reads of the month end: a vendor's statement, and a quarter's TDS with its challans. */

export function vendorStatement(
  db: DB,
  vendor: string,
  range: { startDate: string; endDate: string },
  tan: string,
): Promise<VendorStatement> {
  return accountingReports(db).statement(vendor, range.startDate, range.endDate, tan);
}

/** The quarter's register as the TDS Register screen shows it (as filed once closed), each row with its challan. */
export async function quarterTdsWithDeposits(
  db: DB,
  fy: string,
  quarter: Quarter,
): Promise<TdsRegisterWithDeposits> {
  return tdsDeposits(db).withDeposits(await accountingReports(db).tdsRegister(fy, quarter));
}

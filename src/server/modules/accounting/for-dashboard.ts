import { DateTime } from 'luxon';
import type { DB } from '../../db/connection';
import { quarterOf, quarterRange } from '../../../shared/accounting/month-end';
import { BUSINESS_ZONE } from '../../../shared/common/dates';
import type { MonthDeposits } from '../../../shared/accounting/tds-challans-wire';
import { depositDueDate, nextDepositDue, nextReturnDue } from '../../../shared/accounting/tds-due-dates';
import type { TdsDueDates } from '../../../shared/accounting/tds-challans-wire';
import { accountingReports } from './reports';
import { tdsDeposits } from './tds-deposits';

/** What the Dashboard reads of the month end: the TDS deposit and return due next, from the register and the challans. */
export async function tdsDueDates(db: DB, today: string): Promise<TdsDueDates> {
  const current = quarterOf(today);
  const previous = quarterOf(
    DateTime.fromISO(quarterRange(current.fy, current.quarter).startDate, { zone: BUSINESS_ZONE })
      .minus({ days: 1 })
      .toISODate()!,
  );
  const reports = accountingReports(db);
  const deposits = tdsDeposits(db);
  const months: MonthDeposits[] = [];
  for (const q of [previous, current])
    months.push(...(await deposits.list(await reports.tdsRegister(q.fy, q.quarter))).months);

  const next = nextDepositDue(today);
  const of = months.find((m) => m.month === next.month)!;
  return {
    today,
    deposit: { ...next, deducted: of.deducted, deposited: of.deposited, balance: of.balance },
    overdue: months
      .filter((m) => m.balance > 0 && depositDueDate(m.month) < today)
      .map((m) => ({ month: m.month, dueDate: depositDueDate(m.month), balance: m.balance })),
    return: nextReturnDue(today),
  };
}

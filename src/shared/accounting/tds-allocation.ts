import { fromPaise, toPaise } from '../common/money';
import { monthOf } from './tds-challans';
import type { MonthDeposits, RowDeposit } from './tds-challans-wire';

/**
 * Which challan paid which deduction. Form 26Q ties every deductee row to one challan, and a
 * challan's rows may not claim more than its tax. Each month's deductions (the date of deduction
 * is the date of credit) go to that month's challans: the earliest rows first, each to the
 * current challan while its tax covers the whole row, else to the next challan. Once the challans
 * run out, the month's remaining rows are not deposited, so deposits always cover the earliest
 * deductions. Rows with no tax to pay (nil under 194C(6), or a reduction) need no deposit; they
 * take the month's current challan if there is one. Pure, in paise: the TDS register's answer and
 * the 26Q export both read it.
 */

export interface DeductionRow {
  dateOfCredit: string;
  tds: number;
}

export interface DepositChallan {
  id: number;
  month: string;
  depositDate: string;
  serial: string;
  tax: number;
}

export interface Allocation {
  /** One per row, in the rows' order. */
  rows: RowDeposit[];
  /** One per month that has rows or challans (plus any asked for), in order. */
  months: MonthDeposits[];
}

/** Challans in the order they pay: date of deposit, then serial, then id. */
export const challanOrder = <C extends Pick<DepositChallan, 'depositDate' | 'serial' | 'id'>>(a: C, b: C) =>
  a.depositDate.localeCompare(b.depositDate) || a.serial.localeCompare(b.serial) || a.id - b.id;

export function allocateDeposits(
  rows: readonly DeductionRow[],
  challans: readonly DepositChallan[],
  months: readonly string[] = [],
): Allocation {
  const result: RowDeposit[] = rows.map(() => ({
    challanId: null,
    challanSerial: '',
    taxDeposited: 0,
    status: 'not deposited',
  }));
  const monthKeys = [
    ...new Set([...months, ...rows.map((r) => monthOf(r.dateOfCredit)), ...challans.map((c) => c.month)]),
  ].sort();

  const summaries = monthKeys.map((month): MonthDeposits => {
    const order = rows
      .map((row, index) => ({ row, index, paise: toPaise(row.tds) }))
      .filter((r) => monthOf(r.row.dateOfCredit) === month)
      .sort((a, b) => a.row.dateOfCredit.localeCompare(b.row.dateOfCredit) || a.index - b.index);
    const paying = challans.filter((c) => c.month === month).sort(challanOrder);
    const left = paying.map((c) => toPaise(c.tax));
    let current = 0;
    let notDeposited = 0;
    let rowsNotDeposited = 0;
    for (const { index, paise } of order) {
      if (paise <= 0) {
        const challan = paying[current];
        result[index] = {
          challanId: challan?.id ?? null,
          challanSerial: challan?.serial ?? '',
          taxDeposited: 0,
          status: 'nothing to deposit',
        };
        continue;
      }
      while (current < paying.length && left[current] < paise) current += 1;
      if (current === paying.length) {
        notDeposited += paise;
        rowsNotDeposited += 1;
        continue;
      }
      left[current] -= paise;
      result[index] = {
        challanId: paying[current].id,
        challanSerial: paying[current].serial,
        taxDeposited: fromPaise(paise),
        status: 'deposited',
      };
    }
    const deducted = order.reduce((s, r) => s + r.paise, 0);
    const deposited = paying.reduce((s, c) => s + toPaise(c.tax), 0);
    return {
      month,
      deducted: fromPaise(deducted),
      deposited: fromPaise(deposited),
      balance: fromPaise(Math.max(0, deducted - deposited)),
      notDeposited: fromPaise(notDeposited),
      rowsNotDeposited,
    };
  });
  return { rows: result, months: summaries };
}

import { formatINR, fromPaise, toPaise } from '../common/money';
import { CHALLAN_MESSAGES, monthOf } from './tds-challans';
import type { MonthDeposits, RowDeposit } from './tds-challans-wire';

/**
 * Which challan paid which deduction, as the return allows it. Every deductee row of the quarterly
 * statement is tagged to one challan, a challan may be split over many rows, and the tax a row
 * claims from its challan may not exceed what is left of it; a row given less than it deducted is
 * a short payment for the rest (TRACES, FAQs on short payment: "Deductor can bifurcate the single
 * Challan multiple times in the statement but credit given to the Deductee tagged against the
 * Challan should not be more than the available challan amount"). So each month's deductions (the
 * date of deduction is the date of credit) go to that month's challans, earliest rows first (then
 * by bill number, so a later bill never takes an earlier one's deposit): each row takes what it
 * can from the current challan, and a challan's balance goes on to the next rows. A row the
 * current challan covers only in part takes the rest from the month's next challan, as a part of
 * its own (the return splits such a deduction into one deductee row per challan); with no challan
 * left, its last part (or the whole row) stays not deposited. Rows with no tax to pay (nil under
 * the transporter's declaration, reason T, or a reduction) are still listed under the month's
 * first challan, with its serial. Pure, in paise: the TDS register's answer and the quarterly
 * statement export both read it.
 */

export interface DeductionRow {
  dateOfCredit: string;
  tds: number;
  /** Orders the rows of one day: the earlier bill (lower number) pays first. */
  billId?: string;
}

export interface DepositChallan {
  id: number;
  month: string;
  depositDate: string;
  serial: string;
  tax: number;
}

/** One challan's part of a row: `share` is the part of the row's TDS it stands for. */
export type RowPart = RowDeposit & { share: number };

export interface Allocation {
  /** One list of parts per row, in the rows' order: one part unless the row spans challans. */
  rows: RowPart[][];
  /** One per month that has rows or challans (plus any asked for), in order. */
  months: MonthDeposits[];
}

/** Challans in the order they pay: date of deposit, then serial, then id. */
export const challanOrder = <C extends Pick<DepositChallan, 'depositDate' | 'serial' | 'id'>>(a: C, b: C) =>
  a.depositDate.localeCompare(b.depositDate) || a.serial.localeCompare(b.serial) || a.id - b.id;

const notDepositedPart = (tds: number): RowPart => ({
  challanId: null,
  challanSerial: '',
  taxDeposited: 0,
  taxNotDeposited: tds,
  status: 'not deposited',
  share: tds,
});

/** Bill numbers in their numeric order (B999 before B1000). */
const billOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function allocateDeposits(
  rows: readonly DeductionRow[],
  challans: readonly DepositChallan[],
  months: readonly string[] = [],
): Allocation {
  const result: RowPart[][] = rows.map((row) => [
    toPaise(row.tds) > 0
      ? notDepositedPart(row.tds)
      : {
          challanId: null,
          challanSerial: '',
          taxDeposited: 0,
          taxNotDeposited: 0,
          status: 'nothing to deposit',
          share: row.tds,
        },
  ]);
  const monthKeys = [
    ...new Set([...months, ...rows.map((r) => monthOf(r.dateOfCredit)), ...challans.map((c) => c.month)]),
  ].sort();

  const summaries = monthKeys.map((month): MonthDeposits => {
    const order = rows
      .map((row, index) => ({ row, index, paise: toPaise(row.tds) }))
      .filter((r) => monthOf(r.row.dateOfCredit) === month)
      .sort(
        (a, b) =>
          a.row.dateOfCredit.localeCompare(b.row.dateOfCredit) ||
          billOrder(a.row.billId ?? '', b.row.billId ?? '') ||
          a.index - b.index,
      );
    const paying = challans.filter((c) => c.month === month).sort(challanOrder);
    const left = paying.map((c) => toPaise(c.tax));
    let current = 0;
    let notDeposited = 0;
    let rowsNotDeposited = 0;
    for (const { row, index, paise } of order) {
      if (paise <= 0) {
        // Listed under the month's first challan: the return files every row under a challan.
        const challan = paying[0];
        result[index] = [
          {
            challanId: challan?.id ?? null,
            challanSerial: challan?.serial ?? '',
            taxDeposited: 0,
            taxNotDeposited: 0,
            status: 'nothing to deposit',
            share: row.tds,
          },
        ];
        continue;
      }
      const parts: Array<{ challan: DepositChallan; taken: number }> = [];
      let need = paise;
      while (need > 0) {
        while (current < paying.length && left[current] === 0) current += 1;
        if (current === paying.length) break;
        const taken = Math.min(left[current], need);
        left[current] -= taken;
        need -= taken;
        parts.push({ challan: paying[current], taken });
      }
      if (need > 0) {
        notDeposited += need;
        rowsNotDeposited += 1;
      }
      if (parts.length === 0) continue;
      result[index] = parts.map(({ challan, taken }, i) => {
        const unpaid = i === parts.length - 1 ? need : 0;
        return {
          challanId: challan.id,
          challanSerial: challan.serial,
          taxDeposited: fromPaise(taken),
          taxNotDeposited: fromPaise(unpaid),
          status: 'deposited',
          share: fromPaise(taken + unpaid),
        };
      });
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

/** The figures of a row that are split over its parts, in proportion to each part's TDS. */
export interface SplitFigures {
  amountCredited: number;
  tds: number;
  shortDeducted: number;
}

/**
 * A row as the return lists it: one row per challan part, the amount credited and the short
 * deduction split in proportion to each part's TDS (in paise, the last part taking what rounding
 * leaves, so the parts add up to the row).
 */
export function splitRow<R extends SplitFigures>(row: R, parts: readonly RowPart[]): Array<R & RowDeposit> {
  if (parts.length === 1) {
    const { share: _share, ...deposit } = parts[0];
    return [{ ...row, ...deposit }];
  }
  const tds = toPaise(row.tds);
  const credited = toPaise(row.amountCredited);
  const short = toPaise(row.shortDeducted);
  let creditedLeft = credited;
  let shortLeft = short;
  return parts.map(({ share, ...deposit }, i) => {
    const last = i === parts.length - 1;
    const partCredited = last ? creditedLeft : Math.round((credited * toPaise(share)) / tds);
    const partShort = last ? shortLeft : Math.round((short * toPaise(share)) / tds);
    creditedLeft -= partCredited;
    shortLeft -= partShort;
    return {
      ...row,
      amountCredited: fromPaise(partCredited),
      tds: share,
      shortDeducted: fromPaise(partShort),
      ...deposit,
    };
  });
}

/** A row's deposit in words, for the register and the quarterly statement: '' when its challan paid it all. */
export function depositShortfall(row: Pick<RowDeposit, 'status' | 'taxNotDeposited'>): string {
  if (row.status === 'not deposited') return CHALLAN_MESSAGES.notDeposited;
  return row.taxNotDeposited > 0 ? CHALLAN_MESSAGES.partNotDeposited(formatINR(row.taxNotDeposited)) : '';
}

import type { DB } from '../../../db/connection';
import { balancesOfRows } from '../money/balances';
import { remarksText } from '../../../../shared/billing';
import { fromPaise, toPaise } from '../../../../shared/common/money';
import type { PageRequest } from '../../../../shared/lists/paging';
import { paymentStatusOf } from '../../../../shared/payments/payments';
import { parseBillSort, type BillSort } from '../../../../shared/lists/sorting';
import { badRequest } from '../../../http-errors';
import { statusOfBills } from '../money/bill-status';
import type {
  TransactionRow,
  TransactionsSearch,
  TransactionTripRow,
  TransactionTripsSearch,
} from '../../../../shared/billing/wire';
import { liveBill } from '../life/bill-transaction';
import { transactionsRange } from '../life/bill-requests';
import { liveBillPageIds, liveBillsInRange, liveBillsOfRowIds } from './bill-summaries';
import { linesWithEditedTrips, tripsJsonOfBills } from './transaction-lines';

/** Transactions' optional column sort (shared rules); a 400 when bad. */
function billSortOf(body: TransactionsSearch): BillSort | null {
  const parsed = parseBillSort(body);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.sort;
}

/** The Transactions status columns of a live bill. */
function paymentColumns(netPaise: number, paidPaise: number) {
  return {
    paid: fromPaise(paidPaise),
    outstanding: fromPaise(netPaise - paidPaise),
    payment_status: paymentStatusOf(netPaise, paidPaise, false),
  };
}

/**
 * The bytes of JSON text written in pieces, in one allocation. A deep Transactions page is ~22 MB
 * (100 bills of ~430 trips): joining its rows into one string, wrapping that in the answer's object
 * and encoding it copied the 22 MB three times and was most of the server's time (CPU profile);
 * each piece here (a bill's trips text as the database sent it) is encoded once, where it goes.
 */
export function jsonPiecesBody(pieces: readonly (string | Buffer)[]): Buffer {
  const bytes = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0);
  const body = Buffer.allocUnsafe(bytes);
  let at = 0;
  for (const piece of pieces) at += typeof piece === 'string' ? body.write(piece, at) : piece.copy(body, at);
  return body;
}

/**
 * POST /list-all-transactions: live bills dated in the range, newest first (one page of them if
 * `page`), as the JSON text of the TransactionRow array in pieces (jsonPiecesBody) and its length.
 * Each row is written here but its `trips` (last) is the database's JSON text
 * (transaction-lines.ts); `trips: false` leaves them out (a page of bills of ~420 trips each would be
 * megabytes).
 */
export async function listTransactions(
  db: DB,
  body: TransactionsSearch,
  page: PageRequest | null = null,
): Promise<{ pieces: string[]; count: number }> {
  const range = transactionsRange(body);
  const sort = billSortOf(body);
  // A page's (or a sorted list's) bill ids come first (index-only), so its four reads run side by side.
  const unpaged = page || sort ? null : await liveBillsInRange(db, range);
  const ids = unpaged ? unpaged.map((b) => b.id) : await liveBillPageIds(db, range, page, sort);
  const withTrips = body.trips !== false;
  const [summaries, edited, balances, tripsJson] = await Promise.all([
    unpaged ?? liveBillsOfRowIds(db, ids),
    linesWithEditedTrips(db, ids),
    balancesOfRows(db, ids),
    withTrips ? tripsJsonOfBills(db, ids) : null,
  ]);
  const bills = statusOfBills(summaries, edited);
  const rows = bills.map(({ summary: bill, status }) => {
    const row: Omit<TransactionRow, 'trips'> = {
      ...paymentColumns(toPaise(bill.totals.netAmount), balances.get(bill.id)?.paidPaise ?? 0),
      _id: String(bill.id),
      billing_id: bill.billId,
      vendor: bill.vendor,
      date: bill.billDate,
      weight: bill.totals.weight,
      actual_weight: bill.totals.actualWeight,
      freight: bill.totals.freight,
      rate: null,
      diesel: bill.totals.diesel,
      advance: bill.totals.advance,
      toll: bill.totals.toll,
      tds: bill.totals.tds,
      short: bill.totals.short,
      remarks: remarksText(bill.remarks),
      gst: bill.applyTaxes,
      amount: bill.totals.amount,
      remarks_amount: bill.totals.remarksAmount,
      gst_amount: bill.totals.gstAmount,
      final_amount: bill.totals.netAmount,
      charges_tds: bill.chargesTds,
      trip_ids: bill.tripIds,
      revision: bill.currentRevision,
      username: bill.createdBy,
      profile: bill.createdProfile,
      remarks_list: bill.remarks,
      revised_at: status.revised_at,
      out_of_date: status.out_of_date,
      changes: status.changes,
    };
    if (!tripsJson) return [JSON.stringify(row)];
    return [JSON.stringify(row).slice(0, -1), ',"trips":', tripsJson.get(bill.id) ?? '[]', '}'];
  });
  return {
    pieces: ['[', ...rows.flatMap((row, i) => (i === 0 ? row : [',', ...row])), ']'],
    count: rows.length,
  };
}

/**
 * POST /list-transaction-trips: a live bill's trips as its current revision has them, in line
 * order, one page of them when `page` is given, and how many it has. A 404 for no live bill.
 * The page is cut from the bill's kept `trips` text (transaction-lines.ts), which is read anyway.
 */
export async function transactionTrips(
  db: DB,
  body: TransactionTripsSearch,
  page: PageRequest | null,
): Promise<{ rows: TransactionTripRow[]; totalCount: number }> {
  const bill = await liveBill(db, body.billId, false);
  const json = (await tripsJsonOfBills(db, [bill.id])).get(bill.id) ?? '[]';
  const trips = JSON.parse(json) as TransactionTripRow[];
  return {
    rows: page ? trips.slice(page.offset, page.offset + page.limit) : trips,
    totalCount: trips.length,
  };
}

import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB } from '../../../db/connection';
import { lockedIf } from '../../../db/rows';
import { BILL_COLUMNS, LINE_COLUMNS, toBill, toLine, toRemarks, toTdsTerms, toTotals } from './bill-rows';
import type { Bill, BillLine, BillRevision, BillRevisionContent, BillVendor } from './bill-types';
import type { BillsTable } from '../tables';
import type { VendorOnBill } from '../../vendors/for-billing';

/** Bills, their revisions and lines. Each takes `db`; pass a transaction to work inside it. */

/** By bill id ('B1001', any case); cancelled bills too. `lock` holds the row until the transaction ends. */
/** The day of the first bill ever generated (cancelled ones too), or null before any. */
export async function firstBillDate(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.min('bill_date').as('first'))
    .executeTakeFirst();
  return row?.first ?? null;
}

export async function findBill(db: DB, billId: string, lock = false): Promise<Bill | null> {
  const query = db
    .selectFrom('bills')
    .select(BILL_COLUMNS)
    .where('bills.bill_id', '=', billId.trim().toUpperCase());
  const row = await lockedIf(query, lock).executeTakeFirst();
  return row ? toBill(row) : null;
}

/** A new bill header's values. */
interface NewBillValues {
  vendor: string;
  vendorId: number | null;
  billDate: string;
  createdBy: string;
  createdProfile: string;
  createdAt: Date;
}

/** Who stores a revision, and when. */
interface RevisionAuthor {
  username: string;
  profile: string;
  at: Date;
}

const BILL_RETURNING = [
  'id',
  'bill_id',
  'vendor',
  'vendor_id',
  'bill_date',
  'current_revision',
  'created_by',
  'created_profile',
  'created_at',
  'cancelled_at',
  'cancelled_by',
] as const;

/**
 * A new bill with its revision 1 and lines, in one statement: the header numbered 'B' + the next
 * number of the gapless counter row, taken in the same statement. The row stays locked until the
 * transaction ends, so bills are numbered in commit order and a rolled-back bill gives its number
 * back: no holes. Call it as late as possible in the transaction (after every check): each
 * statement after it delays every other bill being made.
 */
export async function insertNewBill(
  db: DB,
  values: NewBillValues,
  content: BillRevisionContent,
  author: RevisionAuthor,
): Promise<Bill> {
  const header = db
    .insertInto('bills')
    .values({
      // The row id is drawn once the counter is locked too, so bills.id follows the bill numbers:
      // lists and registers ordered by id never show B1013 before B1012.
      id: sql<number>`(select nextval(pg_get_serial_sequence('bills', 'id')) from number)`,
      bill_id: sql<string>`(select 'B' || last_number from number)`,
      vendor: values.vendor,
      vendor_id: values.vendorId,
      bill_date: values.billDate,
      created_by: values.createdBy,
      created_profile: values.createdProfile,
      created_at: values.createdAt,
    })
    .returning(BILL_RETURNING);
  const billRowId = sql<number>`(select id from bill)`;
  const revision = revisionInsert(db, billRowId, 1, content, author, null);
  const lines = content.lines.length === 0 ? sql`` : sql`, lines as (${linesInsert(billRowId, content)})`;
  const { rows } = await sql<Selectable<BillsTable>>`
    with number as (update bill_number_counter set last_number = last_number + 1 returning last_number),
    bill as (${header}),
    revision as (${revision})${lines}
    select * from bill`.execute(db);
  return toBill(rows[0]);
}

/** A revision's row (its bill named by row id, or by an expression of the statement it is part of). */
function revisionInsert(
  db: DB,
  billRowId: number | RawBuilder<number>,
  revision: number,
  content: BillRevisionContent,
  author: RevisionAuthor,
  bookedOn: string | null,
) {
  const { vendor, totals } = content;
  return db
    .insertInto('bill_revisions')
    .values({
      bill_id: billRowId,
      revision,
      vendor_name: vendor.name,
      vendor_owner: vendor.owner,
      vendor_pan: vendor.pan,
      vendor_gst: vendor.gst,
      vendor_bank_name: vendor.bankName,
      vendor_bank_account: vendor.bankAccount,
      vendor_ifsc: vendor.ifsc,
      remarks: JSON.stringify(content.remarks),
      apply_taxes: content.applyTaxes,
      trip_count: totals.tripCount,
      total_weight: totals.weight,
      total_actual_weight: totals.actualWeight,
      total_freight: totals.freight,
      total_tds: totals.tds,
      total_short: totals.short,
      total_diesel: totals.diesel,
      total_advance: totals.advance,
      total_toll: totals.toll,
      total_adblue: totals.adblue,
      total_greasing: totals.greasing,
      total_amount: totals.amount,
      remarks_amount: totals.remarksAmount,
      gst_amount: totals.gstAmount,
      net_amount: totals.netAmount,
      tds_rate: content.tdsTerms?.rate ?? null,
      tds_section_206aa: content.tdsTerms?.section206AA ?? null,
      tds_reason_code: content.tdsTerms?.reasonCode ?? null,
      pan_status: content.tdsTerms?.panStatus ?? null,
      charges_tds: content.tdsTerms?.chargesTds ?? 0,
      tds_lapsed_declaration: content.tdsTerms?.lapsedDeclaration ?? null,
      booked_on: bookedOn,
      created_by: author.username,
      created_profile: author.profile,
      created_at: author.at,
    })
    .returning('id');
}

/**
 * The revision's lines (the bill's live lines), after a `revision` CTE of the same statement. The
 * lines go as column arrays (unnest): 5,000 lines were five 28,000-parameter inserts, and a new
 * bill holds the number counter until it commits.
 */
function linesInsert(billRowId: number | RawBuilder<number>, content: BillRevisionContent) {
  const names = sql.raw(LINE_COLUMNS.map(([name]) => name).join(', '));
  const arrays = LINE_COLUMNS.map(([, type, read]) => sql`${content.lines.map(read)}::${sql.raw(type)}[]`);
  return sql`
    insert into bill_lines (bill_id, bill_revision_id, live, ${names})
    select ${billRowId}, revision.id, true, l.* from revision, unnest(${sql.join(arrays)}) as l`;
}

/**
 * Stores revision `revision` (after the first) of a bill with its lines, which become the bill's
 * live lines. The bill's earlier live lines must have been retired first (the unique index says so).
 */
export async function insertRevision(
  db: DB,
  bill: Bill,
  revision: number,
  content: BillRevisionContent,
  author: RevisionAuthor,
  bookedOn: string | null = null,
): Promise<void> {
  const storedRevision = revisionInsert(db, bill.id, revision, content, author, bookedOn);
  if (content.lines.length === 0) await storedRevision.execute();
  // The revision and its lines in one statement.
  else await sql`with revision as (${storedRevision}) ${linesInsert(bill.id, content)}`.execute(db);
  await db.updateTable('bills').set({ current_revision: revision }).where('id', '=', bill.id).execute();
}

/** The trips (row ids) on the bill's live lines, in id order. */
export async function liveTripRowIds(db: DB, bill: Bill): Promise<number[]> {
  const rows = await db
    .selectFrom('bill_lines')
    .select('trip_row_id')
    .where('bill_id', '=', bill.id)
    .where('live', '=', true)
    .orderBy('trip_row_id')
    .execute();
  return rows.map((r) => r.trip_row_id);
}

/** The bill's current lines stop being live (before a revision, or on cancel). */
export async function retireLiveLines(db: DB, bill: Bill): Promise<void> {
  await db
    .updateTable('bill_lines')
    .set({ live: false })
    .where('bill_id', '=', bill.id)
    .where('live', '=', true)
    .execute();
}

/** `bookedOn`: the day the TDS register books the cancellation on; null for the bill's own date. */
export async function markBillCancelled(
  db: DB,
  bill: Bill,
  by: string,
  at: Date,
  bookedOn: string | null = null,
): Promise<void> {
  await db
    .updateTable('bills')
    .set({ cancelled_at: at, cancelled_by: by, cancelled_booked_on: bookedOn })
    .where('id', '=', bill.id)
    .execute();
}

/** One stored revision with its lines, or null. */
export async function findRevision(db: DB, bill: Bill, revision: number): Promise<BillRevision | null> {
  const row = await db
    .selectFrom('bill_revisions')
    .selectAll()
    .where('bill_id', '=', bill.id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) return null;
  const lines = await db
    .selectFrom('bill_lines')
    .selectAll()
    .where('bill_revision_id', '=', row.id)
    .orderBy('line_no')
    .execute();
  return {
    revision: row.revision,
    vendor: {
      name: row.vendor_name,
      owner: row.vendor_owner,
      pan: row.vendor_pan,
      gst: row.vendor_gst,
      bankName: row.vendor_bank_name,
      bankAccount: row.vendor_bank_account,
      ifsc: row.vendor_ifsc,
    },
    remarks: toRemarks(row.remarks),
    applyTaxes: row.apply_taxes,
    tdsTerms: toTdsTerms(row),
    totals: toTotals(row),
    createdBy: row.created_by,
    createdProfile: row.created_profile,
    createdAt: row.created_at,
    lines: lines.map(toLine),
  };
}

/** The live lines (current revision) of these bills (row ids), by bill row id, in line order. */
export async function liveLinesByBill(
  db: DB,
  billRowIds: readonly number[],
): Promise<Map<number, BillLine[]>> {
  const byBill = new Map<number, BillLine[]>();
  if (billRowIds.length === 0) return byBill;
  const rows = await db
    .selectFrom('bill_lines')
    .selectAll()
    .where('bill_id', 'in', [...billRowIds])
    .where('live', '=', true)
    .orderBy('bill_id')
    .orderBy('line_no')
    .execute();
  for (const row of rows) {
    const lines = byBill.get(row.bill_id);
    if (lines) lines.push(toLine(row));
    else byBill.set(row.bill_id, [toLine(row)]);
  }
  return byBill;
}

const UNKNOWN_VENDOR = { owner: '', pan: '', gst: '', bankName: '', bankAccount: '', ifsc: '' };

/** The vendor as the bill prints it: the trips' name, the rest as the vendor master has it ('' when not found). */
export function billVendorOf(vendorName: string, printed: VendorOnBill | null): BillVendor {
  return { name: vendorName, ...(printed ?? UNKNOWN_VENDOR) };
}

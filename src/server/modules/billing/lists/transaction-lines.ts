import { sql } from 'kysely';
import type { DB } from '../../../db/connection';
import { isCurrentRevision } from '../money/balances';
import { BILLED_TRIP_FIELDS } from '../../../../shared/billing/status';
import { joinLiveTrip, tripsOfIds, type Trip } from '../../trips/for-billing';
import { transactionTripRow } from './transaction-trip-row';
import type { BillLine } from '../stored/bill-types';
import { liveLinesByBill } from '../stored/repository';

/**
 * The per-bill parts of a Transactions page that grow with the trips: a page of 100
 * bills carries ~6,000 trip rows. Read as rows and compared with every trip in JavaScript that
 * was ~0.5 s; here the database builds the `trips` arrays as JSON text and names only the lines
 * whose trip differs from the line in some compared column, so only those are read and checked
 * by the shared rule (billedTripChanges).
 */

/**
 * The `trips` array (JSON text) of each bill that applies no taxes, by bill row id: its live lines
 * in line order, in transactionTripRow's fields and order (gst_amount 0 without taxes). Bills with
 * taxes are left out: their GST per line is the shared money rule's, computed in JavaScript.
 */
export async function untaxedTripsJson(db: DB, billRowIds: readonly number[]): Promise<Map<number, string>> {
  if (billRowIds.length === 0) return new Map();
  // row_to_json of a row of named columns: a third faster than json_build_object (EXPLAIN ANALYZE).
  const { rows } = await sql<{ bill_id: number; trips: string }>`
    select x.bill_id, json_agg(x.trip order by x.line_no)::text as trips
    from (select l.bill_id, l.line_no, (select row_to_json(v) from (select l.trip_id, l.local_date as date, l.truck_number as truck_no,
            l.driver_name, l.do_number, l.destination_from, l.destination_to, l.truck_type, text 'Billed' as transaction_status,
            l.diesel_slip_number, l.weight, l.actual_weight, l.difference_weight, l.rate, l.freight, l.tds, l.diesel as diesel_amount,
            l.advance, l.toll, l.short, l.adblue, l.greasing, 0 as gst_amount, l.amount) v) as trip
          from bill_lines l join bill_revisions r on r.id = l.bill_revision_id and not r.apply_taxes
          where l.live and l.bill_id in (${sql.join(billRowIds)})) x
    group by x.bill_id`.execute(db);
  return new Map(rows.map((r) => [r.bill_id, r.trips]));
}

/**
 * The `trips` array (JSON text) of each of these live bills, by bill row id. A revision's array is
 * kept once built (bill_revision_trips, migration 017); the missing ones are built from one
 * repeatable-read snapshot, so the revision read and its live lines agree even while the bill is
 * being revised, and stored after it (a concurrent reader storing the same text is harmless).
 */
export async function tripsJsonOfBills(db: DB, billRowIds: readonly number[]): Promise<Map<number, string>> {
  if (billRowIds.length === 0) return new Map();
  const kept = await sql<{ bill_id: number; trips: string }>`
    select b.id as bill_id, t.trips from bills b
    join bill_revisions r on ${isCurrentRevision()}
    join bill_revision_trips t on t.bill_revision_id = r.id
    where b.id in (${sql.join(billRowIds)})`.execute(db);
  const json = new Map(kept.rows.map((r) => [r.bill_id, r.trips]));
  const missing = billRowIds.filter((id) => !json.has(id));
  if (missing.length === 0) return json;
  const built = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const revisions = await sql<{ bill_id: number; revision_id: number; apply_taxes: boolean }>`
      select b.id as bill_id, r.id as revision_id, r.apply_taxes from bills b join bill_revisions r on ${isCurrentRevision()}
      where b.id in (${sql.join(missing)})`.execute(trx);
      const untaxed = await untaxedTripsJson(
        trx,
        revisions.rows.filter((r) => !r.apply_taxes).map((r) => r.bill_id),
      );
      const taxed = await liveLinesByBill(
        trx,
        revisions.rows.filter((r) => r.apply_taxes).map((r) => r.bill_id),
      );
      return revisions.rows.map((r) => ({
        billId: r.bill_id,
        revisionId: r.revision_id,
        trips:
          untaxed.get(r.bill_id) ??
          JSON.stringify((taxed.get(r.bill_id) ?? []).map((line) => transactionTripRow(line, true))),
      }));
    });
  if (built.length > 0) {
    await db
      .insertInto('bill_revision_trips')
      .values(built.map((b) => ({ bill_revision_id: b.revisionId, trips: b.trips })))
      .onConflict((c) => c.column('bill_revision_id').doNothing())
      .execute();
  }
  for (const b of built) json.set(b.billId, b.trips);
  return json;
}

// Each compared trip field: the line's column, the trip's.
const COMPARED = BILLED_TRIP_FIELDS.map(({ lineColumn, tripColumn }) => [lineColumn, tripColumn] as const);

/**
 * The live lines of these bills whose (live) trip differs from the line in a compared column, with
 * those trips, by bill row id in line order. Equal columns can never make a change, so this holds
 * every line billedTripChanges could report (it may still find only spacing changed and drop it).
 * A line can only differ once its trip was edited, which marks the revision (migration 017).
 */
export async function linesWithEditedTrips(
  db: DB,
  billRowIds: readonly number[],
): Promise<Map<number, { line: BillLine; trip: Trip }[]>> {
  const edited = new Map<number, { line: BillLine; trip: Trip }[]>();
  if (billRowIds.length === 0) return edited;
  const differs = sql.join(
    COMPARED.map(([l, t]) => sql`${sql.ref(`l.${l}`)} is distinct from ${sql.ref(`t.${t}`)}`),
    sql` or `,
  );
  // Only revisions whose trips were edited since (trips_edited, kept by a trigger: migration 017).
  const { rows } = await sql<{ bill_id: number; line_no: number }>`
    select l.bill_id, l.line_no from bills b
    join bill_revisions r on ${isCurrentRevision()} and r.trips_edited
    join bill_lines l on l.bill_id = b.id and l.bill_revision_id = r.id and l.live
    ${joinLiveTrip(sql<number>`l.trip_row_id`)}
    where b.id in (${sql.join(billRowIds)}) and (${differs})`.execute(db);
  if (rows.length === 0) return edited;
  const wanted = new Set(rows.map((r) => `${r.bill_id}:${r.line_no}`));
  const linesByBill = await liveLinesByBill(db, [...new Set(rows.map((r) => r.bill_id))]);
  const lines = [...linesByBill].flatMap(([billId, list]) =>
    list.filter((l) => wanted.has(`${billId}:${l.lineNo}`)).map((line) => ({ billId, line })),
  );
  const trips = new Map(
    (await tripsOfIds(db, [...new Set(lines.map((l) => l.line.tripRowId))])).map((t) => [t.id, t]),
  );
  for (const { billId, line } of lines) {
    const trip = trips.get(line.tripRowId);
    if (!trip) continue;
    edited.set(billId, [...(edited.get(billId) ?? []), { line, trip }]);
  }
  return edited;
}

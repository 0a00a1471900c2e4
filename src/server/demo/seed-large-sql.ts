import { sql } from 'kysely';
import type { DB } from '../db/connection';
import type { TripValues } from '../modules/trips/trip-rows';

/**
 * The large seed's bulk statements on PostgreSQL (a million trips in minutes). Trips go
 * in as one `insert ... select from unnest(column arrays)` per batch: 28 array parameters instead
 * of 28 parameters per row, so a batch can be tens of thousands of rows. Bills are then made in
 * SQL from the trips, with the same money rules as billing (TDS rounded to the paisa per line).
 */

/** A trip of the seed; older ones arrive already Billed with the id of the bill made for them. */
export type SeedTrip = TripValues & { billId?: string | null };

type Column = [name: string, type: string, read: (t: SeedTrip) => unknown];

const SEEDED_TRIP_COLUMNS: Column[] = [
  ['username', 'text', (t) => t.username],
  ['profile', 'text', (t) => t.profile],
  ['truck_number', 'text', (t) => t.truckNumber],
  ['vehicle_id', 'int4', (t) => t.vehicleId],
  ['do_number', 'text', (t) => t.doNumber],
  ['local_date', 'date', (t) => t.localDate],
  ['local_time', 'time', (t) => t.localTime],
  ['driver_name', 'text', (t) => t.driverName],
  ['vendor', 'text', (t) => t.vendor],
  ['vendor_id', 'int4', (t) => t.vendorId],
  ['destination_from', 'text', (t) => t.destinationFrom],
  ['destination_to', 'text', (t) => t.destinationTo],
  ['truck_type', 'text', (t) => t.truckType],
  ['transaction_status', 'text', (t) => t.transactionStatus],
  ['weight', 'numeric', (t) => t.weight],
  ['actual_weight', 'numeric', (t) => t.actualWeight],
  ['difference_in_weight', 'numeric', (t) => t.differenceInWeight],
  ['rate', 'numeric', (t) => t.rate],
  ['freight', 'numeric', (t) => t.freight],
  ['tds_rate', 'numeric', (t) => t.tdsRate],
  ['diesel_amount', 'numeric', (t) => t.dieselAmount],
  ['diesel_slip_number', 'text', (t) => t.dieselSlipNumber],
  ['short', 'numeric', (t) => t.short],
  ['advance', 'numeric', (t) => t.advance],
  ['toll', 'numeric', (t) => t.toll],
  ['adblue', 'numeric', (t) => t.adblue],
  ['greasing', 'numeric', (t) => t.greasing],
  ['bill_id', 'text', (t) => t.billId ?? null],
];

/** Inserts the trips in one statement; answers their row ids and TripIDs in the order given. */
export async function insertTripsByColumns(
  db: DB,
  trips: readonly SeedTrip[],
): Promise<{ id: number; tripId: string }[]> {
  const names = sql.raw(SEEDED_TRIP_COLUMNS.map(([name]) => name).join(', '));
  const arrays = SEEDED_TRIP_COLUMNS.map(([, type, read]) => sql`${trips.map(read)}::${sql.raw(type)}[]`);
  const { rows } = await sql<{ id: number; trip_id: string }>`
    insert into trips (${names}) select * from unnest(${sql.join(arrays)}) returning id, trip_id`.execute(db);
  return rows.map((r) => ({ id: r.id, tripId: r.trip_id })).sort((a, b) => a.id - b.id);
}

/**
 * Makes the bills the seed's Billed trips name (one revision, no remarks, no taxes, dated three days
 * after the trips), with their lines, from the trips as stored. Answers the number of bills made.
 */
export async function billsForBilledTrips(
  db: DB,
  billedBy: { username: string; profile: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`
      create temp table seed_bill_groups on commit drop as
      select nextval(pg_get_serial_sequence('bills', 'id'))::int as bill_row_id, g.*
      from (select t.bill_id, min(t.vendor) as vendor, min(t.vendor_id) as vendor_id, min(t.local_date) + 3 as bill_date
            from trips t where t.transaction_status = 'Billed' and not exists (select 1 from bills b where b.bill_id = t.bill_id)
            group by t.bill_id) g`.execute(trx);
    await sql`
      create temp table seed_bill_lines on commit drop as
      select g.bill_row_id, t.id as trip_row_id,
             row_number() over (partition by g.bill_row_id order by t.local_date, t.id)::int as line_no,
             round(t.freight * t.tds_rate / 100, 2) as tds
      from seed_bill_groups g join trips t on t.bill_id = g.bill_id`.execute(trx);
    await sql`
      insert into bills (id, bill_id, vendor, vendor_id, bill_date, created_by, created_profile, created_at)
      select bill_row_id, bill_id, vendor, vendor_id, bill_date, ${billedBy.username}, ${billedBy.profile}, bill_date::timestamp + time '11:00'
      from seed_bill_groups`.execute(trx);
    await sql`
      insert into bill_revisions (bill_id, revision, vendor_name, vendor_owner, vendor_pan, vendor_gst, vendor_bank_name,
        vendor_bank_account, vendor_ifsc, remarks, apply_taxes, trip_count, total_weight, total_actual_weight, total_freight,
        total_tds, total_short, total_diesel, total_advance, total_toll, total_adblue, total_greasing, total_amount,
        remarks_amount, gst_amount, net_amount, created_by, created_profile, created_at)
      select g.bill_row_id, 1, g.vendor, coalesce(v.company_owner, ''), coalesce(v.pan, ''), coalesce(v.gst, ''),
        coalesce(v.bank_name, ''), coalesce(v.bank_account, ''), coalesce(v.ifsc_code, ''), '[]', false, count(*),
        coalesce(sum(t.weight), 0), coalesce(sum(t.actual_weight), 0), sum(t.freight), sum(l.tds), coalesce(sum(t.short), 0),
        coalesce(sum(t.diesel_amount), 0), coalesce(sum(t.advance), 0), coalesce(sum(t.toll), 0), coalesce(sum(t.adblue), 0),
        coalesce(sum(t.greasing), 0), sum(${lineAmount}), 0, 0, sum(${lineAmount}),
        ${billedBy.username}, ${billedBy.profile}, g.bill_date::timestamp + time '11:00'
      from seed_bill_groups g
      join seed_bill_lines l on l.bill_row_id = g.bill_row_id
      join trips t on t.id = l.trip_row_id
      left join vendors v on v.id = g.vendor_id
      group by g.bill_row_id, g.vendor, g.bill_date, v.company_owner, v.pan, v.gst, v.bank_name, v.bank_account, v.ifsc_code`.execute(
      trx,
    );
    await sql`
      insert into bill_lines (bill_id, bill_revision_id, line_no, trip_row_id, trip_id, local_date, truck_number, destination_from,
        destination_to, weight, actual_weight, rate, freight, tds_rate, tds, diesel, advance, toll, adblue, greasing, short, amount, live,
        driver_name, do_number, truck_type, diesel_slip_number, difference_weight)
      select l.bill_row_id, r.id, l.line_no, t.id, t.trip_id, t.local_date, t.truck_number, t.destination_from, t.destination_to,
        t.weight, t.actual_weight, t.rate, t.freight, t.tds_rate, l.tds, t.diesel_amount, t.advance, t.toll, t.adblue, t.greasing,
        t.short, ${lineAmount}, true, t.driver_name, t.do_number, t.truck_type, t.diesel_slip_number, t.difference_in_weight
      from seed_bill_lines l
      join bill_revisions r on r.bill_id = l.bill_row_id and r.revision = 1
      join trips t on t.id = l.trip_row_id`.execute(trx);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from seed_bill_groups`.execute(trx);
    return rows[0].n;
  });
}

/** A line's amount: Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing (shared/money.ts). */
const lineAmount = sql`(t.freight - l.tds - coalesce(t.short, 0) - coalesce(t.diesel_amount, 0) - coalesce(t.advance, 0)
  - coalesce(t.toll, 0) - coalesce(t.adblue, 0) - coalesce(t.greasing, 0))`;

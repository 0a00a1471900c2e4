import { sql, type Kysely } from 'kysely';

/**
 * Bill lines keep the rest of the trip as billed: driver, DO number, truck type, diesel
 * slip and weight difference, so Transactions lists each bill's trips with SPEC.md section 3's
 * fields as billed, and an edit of any of them after billing shows the bill is out of date.
 * Lines stored before this migration take the trips' values of today.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table bill_lines
      add column driver_name text,
      add column do_number text,
      add column truck_type text,
      add column diesel_slip_number text,
      add column difference_weight numeric(12,3)`.execute(db);
  await sql`
    update bill_lines l set
      driver_name = t.driver_name,
      do_number = t.do_number,
      truck_type = t.truck_type,
      diesel_slip_number = t.diesel_slip_number,
      difference_weight = t.difference_in_weight
    from trips t where t.id = l.trip_row_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table bill_lines
      drop column driver_name,
      drop column do_number,
      drop column truck_type,
      drop column diesel_slip_number,
      drop column difference_weight`.execute(db);
}

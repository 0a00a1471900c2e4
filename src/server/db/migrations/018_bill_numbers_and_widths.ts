import { sql, type Kysely } from 'kysely';

// The bill revision totals: sums over up to 5,000 lines (shared/common/number-bounds.ts works out the largest).
const MONEY_TOTALS = [
  'total_freight',
  'total_tds',
  'total_short',
  'total_diesel',
  'total_advance',
  'total_toll',
  'total_adblue',
  'total_greasing',
  'total_amount',
  'remarks_amount',
  'gst_amount',
  'net_amount',
];
const WEIGHT_TOTALS = ['total_weight', 'total_actual_weight'];

const alterTypes = (columns: string[], type: string) =>
  sql.raw(columns.map((c) => `alter column ${c} type ${type}`).join(', '));

/**
 * Bill numbers without holes: a sequence hands out a number even to a bill whose transaction is
 * rolled back (a refusal, a lost race, a crash), and auditors ask about the gap. The number now
 * comes from a one-row counter updated inside the bill's transaction, so it is used only when the
 * bill is stored. The counter continues the series where the sequence (or the highest bill) left it.
 *
 * And the bill totals and payment amounts get one more digit (numeric(15,2)), so the largest bill
 * the input bounds allow fits with a margin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bill_number_counter (
      only_row boolean primary key default true check (only_row),
      last_number bigint not null check (last_number >= 0)
    )`.execute(db);
  await sql`
    insert into bill_number_counter (last_number)
    select greatest(
      (select case when is_called then last_value else last_value - 1 end from bill_number_seq),
      coalesce((select max(substring(bill_id from 2)::bigint) from bills where bill_id ~ '^B[0-9]+$'), 0))`.execute(
    db,
  );
  await sql`alter table bills alter column bill_id drop default`.execute(db);
  await sql`drop sequence bill_number_seq`.execute(db);

  await sql`alter table bill_revisions ${alterTypes(MONEY_TOTALS, 'numeric(15,2)')}, ${alterTypes(WEIGHT_TOTALS, 'numeric(15,3)')}`.execute(
    db,
  );
  await sql`alter table payments alter column amount type numeric(15,2)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payments alter column amount type numeric(14,2)`.execute(db);
  await sql`alter table bill_revisions ${alterTypes(MONEY_TOTALS, 'numeric(14,2)')}, ${alterTypes(WEIGHT_TOTALS, 'numeric(14,3)')}`.execute(
    db,
  );
  await sql`create sequence bill_number_seq start with 1001`.execute(db);
  await sql`select setval('bill_number_seq', greatest((select last_number from bill_number_counter), 1000) + 1, false)`.execute(
    db,
  );
  await sql`alter table bills alter column bill_id set default ('B' || nextval('bill_number_seq'))`.execute(
    db,
  );
  await sql`drop table bill_number_counter`.execute(db);
}

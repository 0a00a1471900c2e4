import { sql, type Kysely } from 'kysely';

/**
 * Transactions and Revise Bill read the live lines of the bills they list (whether a bill is out of date);
 * at 800,000 bill lines that was a full scan per page (EXPLAIN). Now an index lookup.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists bill_lines_live_bill_idx on bill_lines (bill_id, line_no) where live`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index bill_lines_live_bill_idx`.execute(db);
}

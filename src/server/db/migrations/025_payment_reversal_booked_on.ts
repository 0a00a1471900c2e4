import { sql, type Kysely } from 'kysely';

/**
 * A payment of a closed quarter reversed later is booked on the day of the reversal, in the open
 * quarter (the payment itself stays in the closed one's books): reversal_booked_on is that day, null
 * when the reversal is booked on the payment's own date (its quarter was open).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments add column reversal_booked_on date`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table payments drop column reversal_booked_on`.execute(db);
}

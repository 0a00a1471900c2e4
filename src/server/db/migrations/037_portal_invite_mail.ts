import { sql, type Kysely } from 'kysely';

/** The outbox carries a vendor portal invitation too (a message with the activation link, no attachment). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop constraint mail_outbox_kind_check`.execute(db);
  await sql`
    alter table mail_outbox add constraint mail_outbox_kind_check
      check (kind in ('bill', 'paymentAdvice', 'statement', 'tdsQuarter', 'declarationReminder', 'portalInvite'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from mail_outbox where kind = 'portalInvite'`.execute(db);
  await sql`alter table mail_outbox drop constraint mail_outbox_kind_check`.execute(db);
  await sql`
    alter table mail_outbox add constraint mail_outbox_kind_check
      check (kind in ('bill', 'paymentAdvice', 'statement', 'tdsQuarter', 'declarationReminder'))`.execute(
    db,
  );
}

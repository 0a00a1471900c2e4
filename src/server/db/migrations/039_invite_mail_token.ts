import { sql, type Kysely } from 'kysely';

/**
 * An invitation's e-mail no longer carries its link in the outbox row: the row names the
 * invitation and the app's address, and the link is made when the message is sent, with a secret
 * of its own whose sha256 is kept in mail_token_hash (modules/portal/for-mail.ts). Rows queued
 * before are rewritten so: their secret leaves the database (their message gets a new one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table portal_invitations add column mail_token_hash text`.execute(db);
  await sql`
    update mail_outbox
       set document = (document - 'link')
         || jsonb_build_object(
              'invitationId', substring(document->>'link' from 'token=([0-9]+)\\.')::int,
              'origin', substring(document->>'link' from '^(.*)/portal/activate'))
     where kind = 'portalInvite' and document ? 'link'`.execute(db);
}

/** Back: messages not yet sent are withdrawn (the old code needs the link, which is gone). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from mail_outbox where kind = 'portalInvite' and sent_at is null`.execute(db);
  await sql`alter table portal_invitations drop column mail_token_hash`.execute(db);
}

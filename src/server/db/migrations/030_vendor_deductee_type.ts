import { sql, type Kysely } from 'kysely';

/**
 * The deductee type of a vendor (company, individual or HUF, other non-company), for the
 * statement's deductee code and the per-type payment code. A valid PAN's fourth letter gives it (C
 * company, P or H individual or HUF, any other letter non-company), so existing vendors with one
 * get it here; a vendor without a valid PAN keeps null until someone chooses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table vendors add column deductee_type text
      check (deductee_type in ('company', 'individualOrHuf', 'otherNonCompany'))`.execute(db);
  await sql`
    update vendors set deductee_type = case substr(pan, 4, 1)
        when 'C' then 'company' when 'P' then 'individualOrHuf' when 'H' then 'individualOrHuf'
        else 'otherNonCompany' end
    where pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table vendors drop column deductee_type`.execute(db);
}

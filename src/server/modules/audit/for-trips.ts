import { sql } from 'kysely';

/**
 * The head of an insert of audit entries, for a statement that writes trips and their entries at
 * once (acknowledging, billing or unbilling 5,000 trips is one statement, not 5,000 inserts): follow
 * it with a select of actor, entity, entity id, action, and the record before and after (jsonb).
 */
export const insertAuditEntries = sql`insert into audit_log (actor, entity, entity_id, action, before, after)`;

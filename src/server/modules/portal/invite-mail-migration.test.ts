import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest, migratorFor } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';

/**
 * Migration 039 on an outbox that already holds an invitation's message with its link: the secret
 * leaves the row, which keeps the invitation id and the app's address to make a new link at sending.
 */
const BEFORE_039 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '039'));
let database: TestDatabase;
afterAll(async () => database?.close());

test('a queued invitation message loses its link and keeps the invitation id and the address', async () => {
  database = await openTestDatabase({ migrated: false });
  const older = await (await migratorFor(database.db, BEFORE_039)).migrateToLatest();
  expect(older.error).toBeUndefined();
  const secret = 'S'.repeat(43);
  const document = {
    kind: 'portalInvite',
    vendor: 'Shree Ganesh Roadlines',
    username: 'ganesh.portal',
    link: `https://office.saifreight.in/logistics/portal/activate?token=17.${secret}`,
    expiresAt: '2026-12-05T06:30:00.000Z',
  };
  await sql`insert into mail_outbox (kind, vendor_name, to_address, subject, document, message_id, queued_by)
      values ('portalInvite', 'Shree Ganesh Roadlines', 'a@b.in', 'Your login', ${JSON.stringify(document)}::jsonb, 'm1', 'accounts')`.execute(
    database.db,
  );
  await migrateToLatest(database.db);
  const row = await sql<{ document: Record<string, unknown> }>`select document from mail_outbox`.execute(
    database.db,
  );
  expect(row.rows[0].document).toEqual({
    kind: 'portalInvite',
    vendor: 'Shree Ganesh Roadlines',
    username: 'ganesh.portal',
    invitationId: 17,
    origin: 'https://office.saifreight.in/logistics',
    expiresAt: '2026-12-05T06:30:00.000Z',
  });
  expect(JSON.stringify(row.rows[0])).not.toContain(secret);
}, 120_000);

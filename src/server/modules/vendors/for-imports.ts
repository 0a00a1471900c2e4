import type { DB } from '../../db/connection';

/** What the master import reads of vendors: the live vendors' name keys, as its duplicate rule compares them. */
export async function liveVendorNameKeys(db: DB): Promise<Set<string>> {
  const rows = await db.selectFrom('vendors').select('name_key').where('archived_at', 'is', null).execute();
  return new Set(rows.map((r) => r.name_key));
}

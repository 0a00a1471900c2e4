import type { DB } from '../../db/connection';

/** What the master import reads of vehicles: the live truck numbers, as its duplicate rule compares them. */
export async function liveTruckNumbers(db: DB): Promise<Set<string>> {
  const rows = await db.selectFrom('vehicles').select('truck_no').where('archived_at', 'is', null).execute();
  return new Set(rows.map((r) => r.truck_no));
}

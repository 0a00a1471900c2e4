import type { DB } from '../../db/connection';
import type { ExpiryNotification } from '../../../shared/dashboard/overview-wire';

/**
 * Documents of non-deleted vehicles that end on or before `lastDay` (YYYY-MM-DD): expired ones and
 * those about to expire. Soonest first.
 */
export async function expiringDocuments(db: DB, lastDay: string): Promise<ExpiryNotification[]> {
  const rows = await db
    .selectFrom('vehicle_documents as d')
    .innerJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    .select(['v.truck_no', 'd.field_name', 'd.end_date'])
    .where('v.archived_at', 'is', null)
    .where('d.end_date', '<=', lastDay)
    .orderBy('d.end_date')
    .orderBy('v.truck_no')
    .orderBy('d.field_name')
    .execute();
  return rows.map((r) => ({ truck_no: r.truck_no, field_name: r.field_name, end_date: r.end_date }));
}

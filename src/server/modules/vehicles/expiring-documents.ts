import type { DB } from '../../db/connection';
import type { ExpiryNotification } from '../../../shared/dashboard/notifications-wire';

/**
 * Documents of non-deleted vehicles that end in [from, to] (YYYY-MM-DD; without `from`, every one
 * ending on or before `to`: expired ones too). Soonest first, then by truck and document.
 */
export async function documentsEnding(
  db: DB,
  range: { from?: string; to: string },
): Promise<ExpiryNotification[]> {
  let query = db
    .selectFrom('vehicle_documents as d')
    .innerJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    .select(['v.truck_no', 'd.field_name', 'd.end_date'])
    .where('v.archived_at', 'is', null);
  if (range.from !== undefined) query = query.where('d.end_date', '>=', range.from);
  const rows = await query
    .where('d.end_date', '<=', range.to)
    .orderBy('d.end_date')
    .orderBy('v.truck_no')
    .orderBy('d.field_name')
    .execute();
  return rows.map((r) => ({ truck_no: r.truck_no, field_name: r.field_name, end_date: r.end_date }));
}

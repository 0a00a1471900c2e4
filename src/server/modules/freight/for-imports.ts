import type { DB } from '../../db/connection';
import { freightPairKey } from '../../../shared/masters/freight';

/** What the master import reads of freight rates: the live routes' pair keys, as its duplicate rule compares them. */
export async function liveFreightPairKeys(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom('freight_rates')
    .select(['from_key', 'to_key'])
    .where('archived_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => freightPairKey(r.from_key, r.to_key)));
}

import type { DB } from '../../db/connection';
import { destinationKey } from '../../../shared/trips';

/** The first live spelling of a place as an origin or a destination of the freight rates: a subquery of the trip form's one statement. */
export const knownPlaceQuery = (db: DB, column: 'from_destination' | 'to_destination', typed: string) =>
  db
    .selectFrom('freight_rates')
    .select(column)
    .where('archived_at', 'is', null)
    .where(column === 'from_destination' ? 'from_key' : 'to_key', '=', destinationKey(typed))
    .orderBy('id')
    .limit(1);

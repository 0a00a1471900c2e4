import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { masterRowWrites } from '../../db/rows';
import type { FreightPayload } from '../../../shared/masters/freight';
import type { Destination } from '../../../shared/masters/lookups-wire';
import type { Freight } from '../../../shared/masters/wire';
import { nameKey } from '../../../shared/common/text-rules';

/** The unique index on (from_key, to_key), each end's nameKey, among rows not archived. */
export const FREIGHT_PAIR_INDEX = 'freight_rates_key_pair_live_idx';

const keyed = (input: FreightPayload) => ({
  from_destination: input.from_destination,
  to_destination: input.to_destination,
  from_key: nameKey(input.from_destination),
  to_key: nameKey(input.to_destination),
  rate: input.rate,
});

interface FreightRow {
  id: number;
  from_destination: string;
  to_destination: string;
  rate: number;
}

const COLUMNS = ['id', 'from_destination', 'to_destination', 'rate'] as const;

export function toFreight(row: FreightRow): Freight {
  const id = String(row.id);
  return { id, _id: id, from: row.from_destination, to: row.to_destination, rate: Number(row.rate) };
}

/** The active rate of a from/to pair, compared by nameKey: a query that other reads can embed. */
export const activePairQuery = (db: DB, from: string, to: string) =>
  db
    .selectFrom('freight_rates')
    .where('archived_at', 'is', null)
    .select(COLUMNS)
    .where('from_key', '=', nameKey(from))
    .where('to_key', '=', nameKey(to));

/**
 * Freight rates not archived. Sorting uses lower-case text in the "C" collation so every
 * PostgreSQL server lists rows in the same order, whatever locale its databases were made with.
 */
export function freightRepository(db: DB) {
  const active = () => db.selectFrom('freight_rates').where('archived_at', 'is', null);

  return {
    async list(): Promise<Freight[]> {
      const rows = await active()
        .select(COLUMNS)
        .orderBy(sql`lower(from_destination) collate "C"`)
        .orderBy(sql`lower(to_destination) collate "C"`)
        .orderBy('id')
        .execute();
      return rows.map(toFreight);
    },

    /** The trip form's look-up rows; the rate only when the caller may see it. */
    async listDestinations(withRate: boolean): Promise<Destination[]> {
      const freights = await this.list();
      return freights.map((f) =>
        withRate ? { from: f.from, to: f.to, rate: f.rate } : { from: f.from, to: f.to },
      );
    },

    async find(id: number): Promise<Freight | null> {
      const row = await active().select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toFreight(row) : null;
    },

    /** The active row for a from/to pair, compared by nameKey (case, spaces, Unicode form). */
    async findByPair(from: string, to: string): Promise<Freight | null> {
      const row = await activePairQuery(db, from, to).executeTakeFirst();
      return row ? toFreight(row) : null;
    },

    // Insert, update, archive; a clash with an active pair throws a unique violation on FREIGHT_PAIR_INDEX.
    ...masterRowWrites(db, 'freight_rates', COLUMNS, keyed, toFreight),
  };
}

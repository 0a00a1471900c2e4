import type { ColumnType, Generated } from 'kysely';

export interface FreightRatesTable {
  id: Generated<number>;
  /** Stored capitalised ('Navi mumbai'); unique per pair, case-insensitively, among rows not archived. */
  from_destination: string;
  to_destination: string;
  /** numeric(14,2) holding a whole number of rupees per ton. */
  rate: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Set on delete: the route leaves lists and look-ups, trips keep their copied values. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface FreightTables {
  freight_rates: FreightRatesTable;
}

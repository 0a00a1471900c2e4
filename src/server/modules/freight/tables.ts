import type { ArchivableRow } from '../../db/columns';

/** Archived on delete: the route leaves lists and look-ups, trips keep their copied values. */
export interface FreightRatesTable extends ArchivableRow {
  /** Stored capitalised ('Navi mumbai'); unique per pair, case-insensitively, among rows not archived. */
  from_destination: string;
  to_destination: string;
  /** numeric(14,2) holding a whole number of rupees per ton. */
  rate: number;
}

export interface FreightTables {
  freight_rates: FreightRatesTable;
}

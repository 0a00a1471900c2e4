import type { ArchivableRow } from '../../db/columns';

/** Archived on delete: the route leaves lists and look-ups, trips keep their copied values. */
export interface FreightRatesTable extends ArchivableRow {
  /** Stored capitalised ('Navi mumbai'). */
  from_destination: string;
  to_destination: string;
  /** nameKey of each end, written by the repository: the pair is unique among rows not archived. */
  from_key: string;
  to_key: string;
  /** numeric(14,2) holding a whole number of rupees per ton. */
  rate: number;
}

export interface FreightTables {
  freight_rates: FreightRatesTable;
}

import type { ArchivableRow, UpdatedAt } from '../../db/columns';

/** Archived when deleted: trips keep referring to the truck, lists leave it out. */
export interface VehiclesTable extends ArchivableRow {
  truck_no: string;
  make: string;
  company_owner: string;
}

export interface VehicleDocumentsTable {
  vehicle_id: number;
  field_name: string;
  /** 'YYYY-MM-DD' (the connection reads dates as strings). */
  start_date: string;
  end_date: string;
  updated_at: UpdatedAt;
}

export interface VehicleTables {
  vehicles: VehiclesTable;
  vehicle_documents: VehicleDocumentsTable;
}

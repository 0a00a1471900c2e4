import type { ColumnType, Generated } from 'kysely';

export interface VehiclesTable {
  id: Generated<number>;
  truck_no: string;
  make: string;
  company_owner: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** Set when deleted: trips keep referring to the truck, lists leave it out. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VehicleDocumentsTable {
  vehicle_id: number;
  field_name: string;
  /** 'YYYY-MM-DD' (the connection reads dates as strings). */
  start_date: string;
  end_date: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface VehicleTables {
  vehicles: VehiclesTable;
  vehicle_documents: VehicleDocumentsTable;
}

import type { DB } from '../../db/connection';
import { archiveRow } from '../../db/rows';
import type { TruckRef } from '../../../shared/masters/vehicles-wire';

/** A vehicle that is not deleted. */
export interface VehicleRecord {
  id: number;
  truckNo: string;
  make: string;
  companyOwner: string;
}

/** A document's dates (its file is in stored_files under the same vehicle and field name). */
export interface DocumentDates {
  fieldName: string;
  startDate: string;
  endDate: string;
}

export interface DocumentDatesOf extends DocumentDates {
  vehicleId: number;
}

export function toVehicle(row: {
  id: number;
  truck_no: string;
  make: string;
  company_owner: string;
}): VehicleRecord {
  return { id: row.id, truckNo: row.truck_no, make: row.make, companyOwner: row.company_owner };
}

const VEHICLE_COLUMNS = ['id', 'truck_no', 'make', 'company_owner'] as const;
const DOCUMENT_COLUMNS = ['vehicle_id', 'field_name', 'start_date', 'end_date'] as const;

const activeVehicle = (db: DB, truckNo: string) =>
  db.selectFrom('vehicles').where('truck_no', '=', truckNo).where('archived_at', 'is', null);

/** The non-deleted vehicle with this (normalised) truck number: a query that other reads can embed. */
export const activeVehicleQuery = (db: DB, truckNo: string) =>
  activeVehicle(db, truckNo).select(VEHICLE_COLUMNS);

/** The documents' dates of that vehicle and of one more by id (a trip's own, since archived): embeddable. */
export const truckDocumentsQuery = (db: DB, truckNo: string, alsoVehicleId: number | null) =>
  db
    .selectFrom('vehicle_documents')
    .select(DOCUMENT_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('vehicle_id', 'in', activeVehicle(db, truckNo).select('id')),
        eb('vehicle_id', '=', alsoVehicleId),
      ]),
    );

export function toDocumentDatesOf(row: {
  vehicle_id: number;
  field_name: string;
  start_date: string;
  end_date: string;
}): DocumentDatesOf {
  return {
    vehicleId: row.vehicle_id,
    fieldName: row.field_name,
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

/** Vehicles and their documents' dates. Deleted vehicles are archived and left out of every read. */
export function vehicleRepository(db: DB) {
  return {
    async listActive(): Promise<VehicleRecord[]> {
      const rows = await db
        .selectFrom('vehicles')
        .select(VEHICLE_COLUMNS)
        .where('archived_at', 'is', null)
        .orderBy('truck_no')
        .execute();
      return rows.map(toVehicle);
    },

    /** The non-deleted vehicle with this (normalised) truck number, or null. */
    async findActive(truckNo: string): Promise<VehicleRecord | null> {
      const row = await activeVehicleQuery(db, truckNo).executeTakeFirst();
      return row ? toVehicle(row) : null;
    },

    /** Adds a vehicle; null when a non-deleted one already has this truck number. */
    async insert(vehicle: Omit<VehicleRecord, 'id'>): Promise<VehicleRecord | null> {
      const row = await db
        .insertInto('vehicles')
        .values({ truck_no: vehicle.truckNo, make: vehicle.make, company_owner: vehicle.companyOwner })
        .onConflict((oc) => oc.column('truck_no').where('archived_at', 'is', null).doNothing())
        .returning(VEHICLE_COLUMNS)
        .executeTakeFirst();
      return row ? toVehicle(row) : null;
    },

    /** Marks a vehicle deleted; false when it was already gone. */
    archive: (id: number): Promise<boolean> => archiveRow(db, 'vehicles', id),

    async documentsOf(vehicleIds: readonly number[]): Promise<DocumentDatesOf[]> {
      if (vehicleIds.length === 0) return [];
      const rows = await db
        .selectFrom('vehicle_documents')
        .select(DOCUMENT_COLUMNS)
        .where('vehicle_id', 'in', [...vehicleIds])
        .execute();
      return rows.map(toDocumentDatesOf);
    },

    async findDocument(vehicleId: number, fieldName: string): Promise<DocumentDates | null> {
      const row = await db
        .selectFrom('vehicle_documents')
        .select(['field_name', 'start_date', 'end_date'])
        .where('vehicle_id', '=', vehicleId)
        .where('field_name', '=', fieldName)
        .executeTakeFirst();
      return row ? { fieldName: row.field_name, startDate: row.start_date, endDate: row.end_date } : null;
    },

    /** Sets a document's dates, replacing earlier ones. */
    async saveDocument(vehicleId: number, doc: DocumentDates): Promise<void> {
      const values = {
        start_date: doc.startDate,
        end_date: doc.endDate,
        updated_at: new Date(),
      };
      await db
        .insertInto('vehicle_documents')
        .values({ vehicle_id: vehicleId, field_name: doc.fieldName, ...values })
        .onConflict((oc) => oc.columns(['vehicle_id', 'field_name']).doUpdateSet(values))
        .execute();
    },

    async removeDocument(vehicleId: number, fieldName: string): Promise<void> {
      await db
        .deleteFrom('vehicle_documents')
        .where('vehicle_id', '=', vehicleId)
        .where('field_name', '=', fieldName)
        .execute();
    },

    /** GET /api/trucks: the trip form's truck list. */
    async truckRefs(): Promise<TruckRef[]> {
      const rows = await db
        .selectFrom('vehicles')
        .select(['id', 'truck_no'])
        .where('archived_at', 'is', null)
        .orderBy('truck_no')
        .execute();
      return rows.map((r) => ({ truck_no: r.truck_no, _id: String(r.id) }));
    },
  };
}

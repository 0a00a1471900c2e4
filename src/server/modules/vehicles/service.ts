import type { DB } from '../../db/connection';
import { notFound, conflict } from '../../http-errors';
import { recordAudit } from '../audit/public';
import {
  fileRepository,
  fileSummary,
  type IncomingFile,
  type StoredFile,
  type StoredFileInfo,
} from '../files/public';
import {
  vehicleRepository,
  type DocumentDates,
  type DocumentDatesOf,
  type VehicleRecord,
} from './repository';
import {
  DOCUMENT_KEYS,
  VEHICLE_MESSAGES,
  daysLeft,
  type DocumentKey,
  type VehicleDetails,
} from '../../../shared/masters/vehicle';
import type { Vehicle, VehicleDocument } from '../../../shared/masters/vehicles-wire';

/** Vehicle documents are stored files owned by ('vehicle', vehicle id), one per document key. */
export const VEHICLE_FILE_KIND = 'vehicle';
const fileOwner = (vehicleId: number) => ({ kind: VEHICLE_FILE_KIND, id: vehicleId });

/** A document as the add form and POST /upload deliver it: a PDF and both dates. */
export interface NewDocument extends DocumentDates {
  fieldName: DocumentKey;
  file: IncomingFile;
}

function emptyDocument(key: DocumentKey): VehicleDocument {
  return { field_name: key, start_date: null, end_date: null, days_left: 0, file_name: null };
}

function toWireDocument(
  key: DocumentKey,
  dates: DocumentDates | undefined,
  file: StoredFileInfo | undefined,
  now: Date,
): VehicleDocument {
  if (!dates) return emptyDocument(key);
  return {
    field_name: key,
    start_date: dates.startDate,
    end_date: dates.endDate,
    days_left: daysLeft(dates.endDate, now),
    file_name: file?.originalName ?? null,
  };
}

/** One vehicle of the list, with all seven documents (empty where none is stored). */
function toWireVehicle(
  vehicle: VehicleRecord,
  documents: DocumentDatesOf[],
  files: StoredFileInfo[],
  now: Date,
): Vehicle {
  const docs = Object.fromEntries(
    DOCUMENT_KEYS.map((key) => {
      const dates = documents.find((d) => d.vehicleId === vehicle.id && d.fieldName === key);
      const file = files.find((f) => f.owner.id === String(vehicle.id) && f.field === key);
      return [key, toWireDocument(key, dates, file, now)];
    }),
  ) as Vehicle['documents'];
  return {
    _id: String(vehicle.id),
    truck_no: vehicle.truckNo,
    make: vehicle.make,
    companyOwner: vehicle.companyOwner,
    documents: docs,
  };
}

/** What the audit log keeps of a document: its dates and its file's name, size and hash. */
function documentSnapshot(dates: DocumentDates | null, file: StoredFileInfo | null) {
  if (!dates && !file) return null;
  return { start_date: dates?.startDate ?? null, end_date: dates?.endDate ?? null, ...fileSummary(file) };
}

function vehicleSnapshot(vehicle: VehicleRecord) {
  return { truck_no: vehicle.truckNo, make: vehicle.make, companyOwner: vehicle.companyOwner };
}

/** The vehicle screens' work: every change is one transaction with its audit entry. */
export function vehicleService(db: DB) {
  async function mustFind(truckNo: string, trx: DB = db): Promise<VehicleRecord> {
    const vehicle = await vehicleRepository(trx).findActive(truckNo);
    if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
    return vehicle;
  }

  return {
    /** GET /list-vehicle: every vehicle with all seven documents, ordered by truck number. */
    async list(now: Date = new Date()): Promise<Vehicle[]> {
      const vehicles = vehicleRepository(db);
      const rows = await vehicles.listActive();
      const ids = rows.map((v) => v.id);
      const [documents, files] = await Promise.all([
        vehicles.documentsOf(ids),
        fileRepository(db).listByOwners(VEHICLE_FILE_KIND, ids),
      ]);
      return rows.map((vehicle) => toWireVehicle(vehicle, documents, files, now));
    },

    /** Adds a vehicle with its documents, all or nothing; 409 when the truck number is taken. */
    async add(actor: string, details: VehicleDetails, documents: NewDocument[]): Promise<VehicleRecord> {
      return db.transaction().execute(async (trx) => {
        const vehicle = await vehicleRepository(trx).insert({
          truckNo: details.truck_no,
          make: details.make,
          companyOwner: details.companyOwner,
        });
        if (!vehicle) throw conflict(VEHICLE_MESSAGES.truckExists);
        const stored: Record<string, unknown> = {};
        for (const doc of documents) {
          await vehicleRepository(trx).saveDocument(vehicle.id, doc);
          const file = await fileRepository(trx).save(fileOwner(vehicle.id), doc.fieldName, doc.file);
          stored[doc.fieldName] = documentSnapshot(doc, file);
        }
        await recordAudit(trx, {
          actor,
          entity: 'vehicle',
          entityId: vehicle.id,
          action: 'create',
          after: { ...vehicleSnapshot(vehicle), documents: stored },
        });
        return vehicle;
      });
    },

    /** POST /upload: stores a new file and dates for one document, replacing the old ones. */
    async uploadDocument(actor: string, truckNo: string, doc: NewDocument): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const vehicle = await mustFind(truckNo, trx);
        const vehicles = vehicleRepository(trx);
        const files = fileRepository(trx);
        const before = documentSnapshot(
          await vehicles.findDocument(vehicle.id, doc.fieldName),
          await files.describe(fileOwner(vehicle.id), doc.fieldName),
        );
        await vehicles.saveDocument(vehicle.id, doc);
        const file = await files.save(fileOwner(vehicle.id), doc.fieldName, doc.file);
        await recordAudit(trx, {
          actor,
          entity: 'vehicle',
          entityId: vehicle.id,
          action: 'upload-document',
          before: { truck_no: vehicle.truckNo, field_name: doc.fieldName, document: before },
          after: {
            truck_no: vehicle.truckNo,
            field_name: doc.fieldName,
            document: documentSnapshot(doc, file),
          },
        });
      });
    },

    /** POST /reset-vehicle-doc: deletes a document's file and dates (it then has 0 days left). */
    async resetDocument(actor: string, truckNo: string, key: DocumentKey): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const vehicle = await mustFind(truckNo, trx);
        const vehicles = vehicleRepository(trx);
        const dates = await vehicles.findDocument(vehicle.id, key);
        await vehicles.removeDocument(vehicle.id, key);
        const file = await fileRepository(trx).remove(fileOwner(vehicle.id), key);
        if (!dates && !file) return; // nothing was there: nothing changed, nothing to audit
        await recordAudit(trx, {
          actor,
          entity: 'vehicle',
          entityId: vehicle.id,
          action: 'reset-document',
          before: { truck_no: vehicle.truckNo, field_name: key, document: documentSnapshot(dates, file) },
          after: { truck_no: vehicle.truckNo, field_name: key, document: null },
        });
      });
    },

    /**
     * DELETE /delete-vehicle/{truckNo}: archives the vehicle (trips keep referring to it; its files
     * are kept with it) and frees the truck number for a new vehicle.
     */
    async remove(actor: string, truckNo: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const vehicle = await mustFind(truckNo, trx);
        if (!(await vehicleRepository(trx).archive(vehicle.id))) throw notFound(VEHICLE_MESSAGES.notFound);
        await recordAudit(trx, {
          actor,
          entity: 'vehicle',
          entityId: vehicle.id,
          action: 'delete',
          before: vehicleSnapshot(vehicle),
          after: { ...vehicleSnapshot(vehicle), archived: true },
        });
      });
    },

    /** GET /download/{truckNo}/{docKey}: the stored PDF. */
    async download(truckNo: string, key: DocumentKey): Promise<StoredFile> {
      const vehicle = await mustFind(truckNo);
      const file = await fileRepository(db).find(fileOwner(vehicle.id), key);
      if (!file) throw notFound(VEHICLE_MESSAGES.noFile);
      return file;
    },
  };
}

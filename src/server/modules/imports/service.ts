import type { DB } from '../../db/connection';
import { isUniqueViolation } from '../../db/rows';
import { conflict } from '../../http-errors';
import { recordAudit } from '../audit/public';
import { liveFreightPairKeys } from '../freight/for-imports';
import { freightRepository } from '../freight/public';
import { liveTruckNumbers } from '../vehicles/for-imports';
import { vehicleRepository } from '../vehicles/public';
import { liveVendorNameKeys } from '../vendors/for-imports';
import { vendorRepository } from '../vendors/public';
import type { FreightPayload } from '../../../shared/masters/freight';
import {
  IMPORT_DUPLICATE,
  checkImportRows,
  type ImportKind,
  type ImportRow,
  type ImportValue,
  type ImportVehicle,
} from '../../../shared/imports/master-import';
import type { VendorWithTds } from '../../../shared/masters/vendor-tds';

/** The keys the master data already holds (live rows only), as the shared duplicate rules compare them. */
function existingKeys(db: DB, kind: ImportKind): Promise<Set<string>> {
  if (kind === 'vehicles') return liveTruckNumbers(db);
  if (kind === 'vendors') return liveVendorNameKeys(db);
  return liveFreightPairKeys(db);
}

/** Checks every row against the forms' rules and the stored master data. */
export async function checkImport(db: DB, kind: ImportKind, rows: readonly ImportRow[]) {
  return checkImportRows(kind, rows, await existingKeys(db, kind));
}

async function insertOne(trx: DB, kind: ImportKind, value: ImportValue, actor: string): Promise<void> {
  if (kind === 'vehicles') {
    const { details, documents } = value as ImportVehicle;
    const vehicle = await vehicleRepository(trx).insert({
      truckNo: details.truck_no,
      make: details.make,
      companyOwner: details.companyOwner,
    });
    if (!vehicle) throw conflict(IMPORT_DUPLICATE.vehicles.message);
    for (const doc of documents) await vehicleRepository(trx).saveDocument(vehicle.id, doc);
    await recordAudit(trx, {
      actor,
      entity: 'vehicle',
      entityId: vehicle.id,
      action: 'import',
      after: { ...details, documents },
    });
  } else if (kind === 'vendors') {
    const vendor = await vendorRepository(trx).insert(value as VendorWithTds);
    await recordAudit(trx, { actor, entity: 'vendor', entityId: vendor.id, action: 'import', after: value });
  } else {
    const rate = await freightRepository(trx).insert(value as FreightPayload);
    await recordAudit(trx, { actor, entity: 'freight', entityId: rate.id, action: 'import', after: rate });
  }
}

/**
 * Stores every valid row in one transaction. The caller has checked that no row has an error;
 * the check runs again inside the transaction so a row added meanwhile still refuses the whole file.
 */
export async function runImport(db: DB, kind: ImportKind, rows: readonly ImportRow[], actor: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const checked = await checkImport(trx, kind, rows);
      if (checked.errors.length > 0) return { imported: 0, errors: checked.errors };
      for (const { value } of checked.valid) await insertOne(trx, kind, value, actor);
      return { imported: checked.valid.length, errors: [] };
    });
  } catch (error) {
    // Two imports (or a clerk and an import) adding the same row at once: one of them loses, whole.
    if (isUniqueViolation(error)) throw conflict(IMPORT_DUPLICATE[kind].message);
    throw error;
  }
}

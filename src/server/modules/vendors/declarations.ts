import type { DB } from '../../db/connection';
import type { Vendor, VendorDeclaration } from '../../../shared/masters/wire';
import { VENDOR_TDS_MESSAGES } from '../../../shared/masters/vendor-tds';
import { notFound } from '../../http-errors';
import { isIsoDate } from '../../../shared/common/dates';
import { fileRepository, fileSummary, type IncomingFile, type StoredFile } from '../files/public';
import { recordAudit } from '../audit/public';

/**
 * Every tax year's transporter's declaration of a vendor (migration 029). The vendor form records
 * the latest on the vendor row; saving it adds that year's record here (a corrected carriage count
 * of the same date replaces the record's count), so next year's declaration is a new record and the
 * earlier years stay as received.
 */
export async function recordDeclaration(db: DB, vendor: Vendor, actor: string): Promise<void> {
  if (!vendor.declaration194C6Date || vendor.goodsCarriages == null) return;
  await db
    .insertInto('vendor_declarations')
    .values({
      vendor_id: Number(vendor.id),
      received_on: vendor.declaration194C6Date,
      goods_carriages: vendor.goodsCarriages,
      recorded_by: actor,
    })
    .onConflict((oc) =>
      oc.columns(['vendor_id', 'received_on']).doUpdateSet((eb) => ({
        goods_carriages: eb.ref('excluded.goods_carriages'),
      })),
    )
    .execute();
}

/** The signed declaration PDF of a date is the vendor's stored file in the slot named by the date. */
const slotOf = (vendorId: number, receivedOn: string) => ({
  owner: { kind: 'vendor', id: vendorId },
  field: `declaration-${receivedOn}`,
});

/** A vendor's declarations, newest first, with the name of each one's signed PDF ('' when none). */
export async function declarationsOf(db: DB, vendorId: number): Promise<VendorDeclaration[]> {
  const rows = await db
    .selectFrom('vendor_declarations')
    .select(['received_on', 'goods_carriages', 'recorded_by'])
    .where('vendor_id', '=', vendorId)
    .orderBy('received_on', 'desc')
    .execute();
  const files = await fileRepository(db).listByOwners('vendor', [vendorId]);
  return rows.map((r) => ({
    receivedOn: r.received_on,
    goodsCarriages: r.goods_carriages,
    documentName: files.find((f) => f.field === slotOf(vendorId, r.received_on).field)?.originalName ?? '',
    recordedBy: r.recorded_by,
  }));
}

async function requireDeclaration(db: DB, vendorId: number, receivedOn: string) {
  if (!isIsoDate(receivedOn)) throw notFound(VENDOR_TDS_MESSAGES.declarationNotFound);
  const found = await db
    .selectFrom('vendor_declarations')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('received_on', '=', receivedOn)
    .executeTakeFirst();
  if (!found) throw notFound(VENDOR_TDS_MESSAGES.declarationNotFound);
}

/** Keeps the PDF of the signed declaration of a recorded date (a new one replaces it), audited. */
export async function attachDeclaration(
  db: DB,
  actor: string,
  vendorId: number,
  receivedOn: string,
  file: IncomingFile,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireDeclaration(trx, vendorId, receivedOn);
    const { owner, field } = slotOf(vendorId, receivedOn);
    const stored = await fileRepository(trx).save(owner, field, file);
    await recordAudit(trx, {
      actor,
      entity: 'vendor',
      entityId: vendorId,
      action: 'attach-declaration',
      after: { declaration194C6Date: receivedOn, ...fileSummary(stored) },
    });
  });
}

/** The signed declaration PDF of a date; 404 when the date or its PDF is not on record. */
export async function declarationDocument(db: DB, vendorId: number, receivedOn: string): Promise<StoredFile> {
  await requireDeclaration(db, vendorId, receivedOn);
  const { owner, field } = slotOf(vendorId, receivedOn);
  const file = await fileRepository(db).find(owner, field);
  if (!file) throw notFound(VENDOR_TDS_MESSAGES.declarationNoFile);
  return file;
}

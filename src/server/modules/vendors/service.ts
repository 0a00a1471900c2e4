import type { DB } from '../../db/connection';
import { isUniqueViolation, parseRowId } from '../../db/rows';
import { VENDOR_MESSAGES, type VendorInput } from '../../../shared/masters/vendor';
import type { RowIdValue, Vendor } from '../../../shared/masters/wire';
import { conflict, notFound } from '../../http-errors';
import { archiveAudited, insertAudited, updateAudited } from '../audit/public';
import { unpaidBillsOfVendor } from '../billing/for-vendors';
import { vendorHasUnpaidBillsMessage } from '../../../shared/masters/vendor-deletion';
import { VENDOR_NAME_INDEX, vendorRepository } from './repository';
import { recordDeclaration } from './declarations';

const ENTITY = 'vendor';

/** Without the id twice: the audit keeps the vendor's fields. */
const snapshot = ({ id: _id, _id: _ignored, ...fields }: Vendor) => fields;

/**
 * Changes to vendors. Each runs in one transaction with its audit entry. The name check gives the
 * friendly 409; the unique index catches two clerks adding the same company at once.
 */
export function vendorService(db: DB) {
  async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, VENDOR_NAME_INDEX)) throw conflict(VENDOR_MESSAGES.duplicate);
      throw error;
    }
  }

  return {
    create(actor: string, input: VendorInput): Promise<Vendor> {
      return withNameGuard(() =>
        db.transaction().execute(async (trx) => {
          const vendors = vendorRepository(trx);
          if (await vendors.findByName(input.companyName)) throw conflict(VENDOR_MESSAGES.duplicate);
          const vendor = await insertAudited(trx, vendors, input, { actor, entity: ENTITY, snapshot });
          await recordDeclaration(trx, vendor, actor);
          return vendor;
        }),
      );
    },

    update(actor: string, idText: RowIdValue | null | undefined, input: VendorInput): Promise<Vendor> {
      return withNameGuard(() =>
        db.transaction().execute(async (trx) => {
          const vendors = vendorRepository(trx);
          const id = parseRowId(idText);
          const before = id === null ? null : await vendors.find(id);
          if (!before) throw notFound(VENDOR_MESSAGES.notFound);
          const clash = await vendors.findByName(input.companyName);
          if (clash && clash.id !== before.id) throw conflict(VENDOR_MESSAGES.duplicate);
          const vendor = await updateAudited(trx, vendors, before, input, {
            actor,
            entity: ENTITY,
            notFoundMessage: VENDOR_MESSAGES.notFound,
            snapshot,
          });
          await recordDeclaration(trx, vendor, actor);
          return vendor;
        }),
      );
    },

    /**
     * Archives the vendor: it leaves lists and suggestions; trips and bills keep their copied values.
     * A vendor still owed money on a live bill stays (409 naming the bills). The vendor row is locked
     * before the bills are read, so a bill generated at the same moment is either seen here or
     * waits for the delete (and then finds the vendor gone).
     */
    remove(actor: string, id: number): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const vendors = vendorRepository(trx);
        const vendor = await vendors.findLocked(id);
        if (!vendor) throw notFound(VENDOR_MESSAGES.notFound);
        const unpaid = await unpaidBillsOfVendor(trx, {
          id: Number(vendor.id),
          companyName: vendor.companyName,
        });
        if (unpaid.length > 0) throw conflict(vendorHasUnpaidBillsMessage(unpaid));
        await archiveAudited(trx, vendors, id, {
          actor,
          entity: ENTITY,
          notFoundMessage: VENDOR_MESSAGES.notFound,
          snapshot,
        });
      });
    },
  };
}

import type { DB } from '../../db/connection';
import { CHANGE_FIELDS, PORTAL_MESSAGES, type VendorContactChange } from '../../../shared/portal/portal';
import type { VendorChangeRequest } from '../../../shared/portal/wire';
import { conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/public';
import {
  applyContactChange,
  changeRequestsWithVendorName,
  portalVendor,
  type PortalVendor,
} from '../vendors/for-portal';

/**
 * A vendor's asked change of its e-mail, mobile or bank account: stored with each field's value
 * then, it waits for an accountant; approval writes it to the vendor (audited), rejection leaves
 * the vendor as it is. One request at a time per vendor.
 */

type StoredChanges = Record<string, { from: string; to: string }>;

function toRequest(row: {
  id: number;
  vendor_id: number;
  company_name: string;
  requested_by: string;
  requested_at: Date;
  changes: StoredChanges;
  state: VendorChangeRequest['state'];
  decided_by: string | null;
  decided_at: Date | null;
}): VendorChangeRequest {
  return {
    id: row.id,
    vendorId: row.vendor_id,
    vendor: row.company_name,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    changes: CHANGE_FIELDS.filter((f) => row.changes[f]).map((field) => ({ field, ...row.changes[field] })),
    state: row.state,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

const UNIQUE_VIOLATION = '23505';

export function changeRequestService(db: DB) {
  async function decide(id: number, actor: string, approve: boolean) {
    return db.transaction().execute(async (trx) => {
      const row = await changeRequestsWithVendorName(trx)
        .where('r.id', '=', id)
        .forUpdate('r')
        .executeTakeFirst();
      if (!row) throw notFound(PORTAL_MESSAGES.requestNotFound);
      if (row.state !== 'pending') throw conflict(PORTAL_MESSAGES.requestDecided);
      const request = toRequest(row);
      await trx
        .updateTable('vendor_change_requests')
        .set({ state: approve ? 'approved' : 'rejected', decided_by: actor, decided_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (approve) await applyContactChange(trx, row.vendor_id, request.changes, actor, id);
      else
        await recordAudit(trx, {
          actor,
          entity: 'vendor',
          entityId: row.vendor_id,
          action: 'portal-change-rejected',
          after: {
            changeRequest: id,
            asked: Object.fromEntries(request.changes.map((c) => [c.field, c.to])),
          },
        });
      return { message: approve ? PORTAL_MESSAGES.approved : PORTAL_MESSAGES.rejected };
    });
  }

  return {
    async pendingOf(vendorId: number): Promise<VendorChangeRequest | null> {
      const row = await changeRequestsWithVendorName(db)
        .where('r.vendor_id', '=', vendorId)
        .where('r.state', '=', 'pending')
        .executeTakeFirst();
      return row ? toRequest(row) : null;
    },

    /** Only the fields that differ from the vendor's are kept. */
    async request(vendor: PortalVendor, username: string, asked: VendorContactChange) {
      const current = (await portalVendor(db, vendor.id)) ?? vendor;
      const changes: StoredChanges = {};
      for (const field of CHANGE_FIELDS) {
        const to = asked[field];
        if (to !== undefined && to !== current[field]) changes[field] = { from: current[field], to };
      }
      if (Object.keys(changes).length === 0) throw conflict(PORTAL_MESSAGES.changeRequired);
      try {
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('vendor_change_requests')
            .values({ vendor_id: vendor.id, requested_by: username, changes: JSON.stringify(changes) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            actor: username,
            entity: 'vendor',
            entityId: vendor.id,
            action: 'portal-change-requested',
            after: { changeRequest: row.id, changes },
          });
        });
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw conflict(PORTAL_MESSAGES.changePending);
        throw error;
      }
      return { message: PORTAL_MESSAGES.changeRequested };
    },

    /** Pending requests first (oldest first), then the last 100 decided. */
    async list(): Promise<VendorChangeRequest[]> {
      const pending = await changeRequestsWithVendorName(db)
        .where('r.state', '=', 'pending')
        .orderBy('r.id')
        .execute();
      const decided = await changeRequestsWithVendorName(db)
        .where('r.state', '<>', 'pending')
        .orderBy('r.decided_at', 'desc')
        .limit(100)
        .execute();
      return [...pending, ...decided].map(toRequest);
    },

    approve: (id: number, actor: string) => decide(id, actor, true),
    reject: (id: number, actor: string) => decide(id, actor, false),
  };
}

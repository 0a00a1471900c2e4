import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { billsAtCurrentRevision, vendorPanOfBill } from '../../db/bill-revisions';
import { nameKey } from '../../../shared/common/text-rules';
import type { TallyExport, TallyExportKind, VendorLedger } from '../../../shared/accounting/tally';

/** What Tally was last sent for a voucher identity. */
export interface SentState {
  fingerprint: string;
  cancelled: boolean;
}

/** A reversed payment: enough to name the voucher Tally must cancel. */
export interface ReversedPayment {
  id: number;
  date: string;
  vendor: string;
  billId: string;
}

/**
 * Every vendor with bills, by the name key of the name its bills carry (as Outstanding groups
 * them): the Tally ledger name (the vendor's name unless one was set), address, PAN and GSTIN
 * (the vendor master's, else the latest bill's).
 */
async function readVendorLedgers(db: DB): Promise<Map<string, VendorLedger>> {
  const [bills, names] = await Promise.all([
    billsAtCurrentRevision(db)
      .leftJoin('vendors', 'vendors.id', 'bills.vendor_id')
      .select([
        'bills.vendor',
        vendorPanOfBill.as('pan'),
        sql<string>`coalesce(nullif(vendors.gst, ''), bill_revisions.vendor_gst, '')`.as('gstin'),
      ])
      .orderBy('bills.id', 'desc')
      .execute(),
    db.selectFrom('tally_vendor_ledgers').select(['name_key', 'ledger_name', 'address']).execute(),
  ]);
  const set = new Map(names.map((n) => [n.name_key, n]));
  const ledgers = new Map<string, VendorLedger>();
  for (const b of bills) {
    const key = nameKey(b.vendor);
    if (ledgers.has(key)) continue;
    const own = set.get(key);
    ledgers.set(key, {
      vendor: b.vendor,
      ledgerName: own?.ledger_name ?? b.vendor,
      address: own?.address ?? '',
      pan: b.pan,
      gstin: b.gstin,
    });
  }
  return ledgers;
}

/** The export log, the states sent to Tally, the vendors' Tally ledgers. Pass a transaction as `db` to work inside it. */
export function tallyRepository(db: DB) {
  return {
    /** Holds other exports until this transaction ends: two at once would both think a voucher is new. */
    async lockExports(): Promise<void> {
      await sql`lock table tally_exports in share row exclusive mode`.execute(db);
    },

    async sentStates(): Promise<Map<string, SentState>> {
      const rows = await db
        .selectFrom('tally_voucher_states')
        .select(['identity', 'fingerprint', 'cancelled'])
        .execute();
      return new Map(rows.map((r) => [r.identity, { fingerprint: r.fingerprint, cancelled: r.cancelled }]));
    },

    /** Payments reversed on their own date (their quarter open), dated in the range if one is given. */
    async reversedPayments(range?: { startDate: string; endDate: string }): Promise<ReversedPayment[]> {
      let payments = db
        .selectFrom('payments')
        .innerJoin('bills', 'bills.id', 'payments.bill_id')
        .select(['payments.id', 'payments.payment_date', 'payments.vendor', 'bills.bill_id'])
        .where('payments.reversed_at', 'is not', null)
        .where('payments.reversal_booked_on', 'is', null);
      if (range)
        payments = payments
          .where('payments.payment_date', '>=', range.startDate)
          .where('payments.payment_date', '<=', range.endDate);
      return (await payments.execute()).map((p) => ({
        id: p.id,
        date: p.payment_date,
        vendor: p.vendor,
        billId: p.bill_id,
      }));
    },

    async recordExport(entry: {
      kind: TallyExportKind;
      startDate: string | null;
      endDate: string | null;
      by: string;
      created: number;
      altered: number;
      cancelled: number;
    }): Promise<number> {
      const row = await db
        .insertInto('tally_exports')
        .values({
          kind: entry.kind,
          start_date: entry.startDate,
          end_date: entry.endDate,
          exported_by: entry.by,
          created: entry.created,
          altered: entry.altered,
          cancelled: entry.cancelled,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async saveStates(
      exportId: number,
      states: ReadonlyArray<SentState & { identity: string }>,
    ): Promise<void> {
      if (states.length === 0) return;
      await db
        .insertInto('tally_voucher_states')
        .values(
          states.map((s) => ({
            identity: s.identity,
            fingerprint: s.fingerprint,
            cancelled: s.cancelled,
            export_id: exportId,
          })),
        )
        .onConflict((oc) =>
          oc.column('identity').doUpdateSet({
            fingerprint: (eb) => eb.ref('excluded.fingerprint'),
            cancelled: (eb) => eb.ref('excluded.cancelled'),
            export_id: (eb) => eb.ref('excluded.export_id'),
          }),
        )
        .execute();
    },

    /** The latest exports first. */
    async exportLog(limit: number): Promise<TallyExport[]> {
      const rows = await db
        .selectFrom('tally_exports')
        .selectAll()
        .orderBy('exported_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        startDate: r.start_date,
        endDate: r.end_date,
        exportedBy: r.exported_by,
        exportedAt: r.exported_at.toISOString(),
        created: r.created,
        altered: r.altered,
        cancelled: r.cancelled,
      }));
    },

    vendorLedgers: (): Promise<Map<string, VendorLedger>> => readVendorLedgers(db),

    async saveVendorLedger(vendor: string, ledgerName: string, address: string, by: string): Promise<void> {
      const values = { ledger_name: ledgerName, address, updated_by: by };
      await db
        .insertInto('tally_vendor_ledgers')
        .values({ name_key: nameKey(vendor), ...values })
        .onConflict((oc) => oc.column('name_key').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    },
  };
}

import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { billedParties } from '../billing/for-accounting';
import { reversedPayments, type ReversedPayment } from '../payments/for-accounting';
import { nameKey } from '../../../shared/common/text-rules';
import type {
  TallyExport,
  TallyExportKind,
  TallyFilePart,
  VendorLedger,
} from '../../../shared/accounting/tally';

/** What Tally holds (or an export carries) of a voucher identity. */
export interface SentState {
  fingerprint: string;
  cancelled: boolean;
}

/**
 * Every vendor with bills, by the name key of the name its bills carry (as Outstanding groups
 * them): the Tally ledger name (the vendor's name unless one was set), address, PAN and GSTIN
 * (the vendor master's, else the latest bill's; a master without a PAN has none).
 */
async function readVendorLedgers(db: DB): Promise<Map<string, VendorLedger>> {
  const [bills, names] = await Promise.all([
    billedParties(db),
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

/**
 * Marks an export imported: its states become what Tally holds, over any an earlier-marked
 * export left (an older file imported after a newer one really does bring its amounts back,
 * and the next change set sends them again). False when it was already marked.
 */
async function markExportImported(db: DB, sequence: number, by: string): Promise<boolean> {
  const marked = await db
    .updateTable('tally_exports')
    .set({ imported_at: new Date(), imported_by: by })
    .where('id', '=', sequence)
    .where('imported_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!marked) return false;
  await sql`
    insert into tally_voucher_states (identity, fingerprint, cancelled, export_id)
    select identity, fingerprint, cancelled, export_id from tally_export_states where export_id = ${sequence}
    on conflict (identity) do update set
      fingerprint = excluded.fingerprint, cancelled = excluded.cancelled, export_id = excluded.export_id
  `.execute(db);
  return true;
}

/** The latest exports first (or the one of `sequence`), each with the first later export that sends one of its vouchers differently. */
async function readExportLog(db: DB, limit: number, sequence?: number): Promise<TallyExport[]> {
  let query = db
    .selectFrom('tally_exports as e')
    .select([
      'e.id',
      'e.kind',
      'e.start_date',
      'e.end_date',
      'e.exported_by',
      'e.exported_at',
      'e.created',
      'e.altered',
      'e.cancelled',
      'e.imported_at',
      'e.imported_by',
      sql<boolean>`e.vouchers_xml is not null`.as('has_files'),
      sql<number | null>`(
        select min(later.export_id) from tally_export_states mine
        join tally_export_states later
          on later.identity = mine.identity and later.export_id > mine.export_id
          and later.fingerprint <> mine.fingerprint
        where mine.export_id = e.id)`.as('superseded_by'),
    ])
    .orderBy('e.exported_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit);
  if (sequence !== undefined) query = query.where('e.id', '=', sequence);
  const rows = await query.execute();
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
    importedAt: r.imported_at?.toISOString() ?? null,
    importedBy: r.imported_by,
    supersededBy: r.superseded_by,
    hasFiles: r.has_files,
  }));
}

/** The export log, the states sent to Tally, the vendors' Tally ledgers. Pass a transaction as `db` to work inside it. */
export function tallyRepository(db: DB) {
  return {
    /** Holds other exports until this transaction ends: two at once would both think a voucher is new. */
    async lockExports(): Promise<void> {
      await sql`lock table tally_exports in share row exclusive mode`.execute(db);
    },

    /** What Tally holds: the states of the exports marked imported, the latest marked last. */
    async heldStates(): Promise<Map<string, SentState>> {
      const rows = await db
        .selectFrom('tally_voucher_states')
        .select(['identity', 'fingerprint', 'cancelled'])
        .execute();
      return new Map(rows.map((r) => [r.identity, { fingerprint: r.fingerprint, cancelled: r.cancelled }]));
    },

    /** Vouchers any export carried live, imported or not: Tally may hold them. */
    async everSentLive(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('tally_export_states')
        .select('identity')
        .distinct()
        .where('cancelled', '=', false)
        .execute();
      return new Set(rows.map((r) => r.identity));
    },

    /** Payments reversed on their own date (their quarter open), dated in the range if one is given. */
    reversedPayments: (range?: { startDate: string; endDate: string }): Promise<ReversedPayment[]> =>
      reversedPayments(db, range),

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

    async keepFiles(sequence: number, mastersXml: string, vouchersXml: string): Promise<void> {
      await db
        .updateTable('tally_exports')
        .set({ masters_xml: mastersXml, vouchers_xml: vouchersXml })
        .where('id', '=', sequence)
        .execute();
    },

    async saveExportStates(
      sequence: number,
      states: ReadonlyArray<SentState & { identity: string }>,
    ): Promise<void> {
      if (states.length === 0) return;
      await db
        .insertInto('tally_export_states')
        .values(states.map((s) => ({ export_id: sequence, ...s })))
        .execute();
    },

    /** One file of an export as made: undefined for no such export, null for one made before files were kept. */
    async exportFile(sequence: number, part: TallyFilePart) {
      const row = await db
        .selectFrom('tally_exports')
        .select(['kind', 'start_date', 'end_date', 'masters_xml', 'vouchers_xml'])
        .where('id', '=', sequence)
        .executeTakeFirst();
      if (!row) return undefined;
      const xml = part === 'masters' ? row.masters_xml : row.vouchers_xml;
      const what = row.kind === 'period' ? `${row.start_date}-${row.end_date}` : 'changes';
      return xml === null ? null : { xml, what };
    },

    markImported: (sequence: number, by: string) => markExportImported(db, sequence, by),

    async exportExists(sequence: number): Promise<boolean> {
      const row = await db
        .selectFrom('tally_exports')
        .select('id')
        .where('id', '=', sequence)
        .executeTakeFirst();
      return row !== undefined;
    },

    exportLog: (limit: number, sequence?: number) => readExportLog(db, limit, sequence),

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

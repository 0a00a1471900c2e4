import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { compiledOnce } from '../../db/compiled-once';
import { nameKey } from '../../../shared/common/text-rules';
import type { TdsDecision } from '../../../shared/accounting/tds-rule';
import { settingValueQuery } from '../settings/public';
import { decisionOfRow, tdsRuleSetting, type VendorTdsRow } from './tds-terms';

/**
 * The billing module's view of vendors. A new bill's vendor row is held with a key-share lock
 * until the bill is stored: a vendor delete (which locks the row FOR UPDATE and then looks for
 * unpaid bills) either sees the bill or makes the bill wait and then find the vendor gone.
 */

/** What a bill prints of its vendor: the owner, tax ids and bank account. */
export interface VendorOnBill {
  owner: string;
  pan: string;
  gst: string;
  bankName: string;
  bankAccount: string;
  ifsc: string;
}

/** A vendor row as the bill statements below read it: what the bill prints and what the TDS rule reads. */
interface VendorForBillRow extends VendorTdsRow {
  id: number | null;
  company_owner: string;
  gst: string;
  bank_name: string;
  bank_account: string;
  ifsc_code: string;
  setting: unknown;
}

const FOR_BILL_COLUMNS = sql.raw(
  'id, archived_at, company_owner, pan, gst, bank_name, bank_account, ifsc_code, tds_rate, declaration_194c6_date, goods_carriages',
);

const printedOf = (row: VendorForBillRow): VendorOnBill => ({
  owner: row.company_owner,
  pan: row.pan,
  gst: row.gst,
  bankName: row.bank_name,
  bankAccount: row.bank_account,
  ifsc: row.ifsc_code,
});

/** A vendor not found (trips of a vendor since deleted) keeps the trips' own rate, with no PAN on record. */
const unknownTdsRow = (tripRate: number): VendorTdsRow => ({
  tds_rate: tripRate,
  pan: '',
  declaration_194c6_date: null,
  goods_carriages: null,
});

/** What a bill statement answers: the vendor row it bills (or none), the TDS rule as it stands on it, what it prints. */
export type VendorForBill =
  { ok: true; vendorId: number | null; printed: VendorOnBill | null; decision: TdsDecision } | { ok: false };

/** vendorOfNewBill's statement, built once (its text is the same for any vendor). */
const newBillVendorStatement = compiledOnce((db: DB, vendorId: number | null, key: string) => {
  // `named` is only read (and locked) when the trips' own vendor is not live.
  const statement = sql<VendorForBillRow>`
    with own as (
      select ${FOR_BILL_COLUMNS} from vendors where id = ${vendorId}::int4 for key share),
    named as (
      select ${FOR_BILL_COLUMNS} from vendors
      where archived_at is null and name_key = ${key}
        and not exists (select from own where own.archived_at is null)
      for key share)
    select v.*, (${settingValueQuery(db, tdsRuleSetting.key)}) as setting
    from (select) as one
    left join lateral (
      select *, 1 as pick from own where archived_at is null
      union all select *, 2 from named
      order by pick limit 1) v on true`;
  return { compile: () => statement.compile(db) };
});

/**
 * A new bill's vendor, in one statement: the trips' vendor while it is live, else a live vendor of
 * the same name (added again since), key-share locked; what the bill prints of it, and the TDS
 * rule on it with the admin's switch. Not ok when the trips' vendor was deleted and not added
 * again. Trips that never had a vendor id keep billing by name (their vendor id stays null).
 */
export async function vendorOfNewBill(
  db: DB,
  vendorId: number | null,
  name: string,
  tripRate: number,
): Promise<VendorForBill> {
  const { rows } = await db.executeQuery(newBillVendorStatement(db, vendorId, nameKey(name)));
  const row = rows[0];
  if (vendorId !== null && row.id === null) return { ok: false };
  const found = row.id !== null;
  return {
    ok: true,
    vendorId: vendorId === null ? null : row.id,
    printed: found ? printedOf(row) : null,
    decision: decisionOfRow(
      found ? row : unknownTdsRow(tripRate),
      tdsRuleSetting.of(row.setting ?? undefined),
    ),
  };
}

/**
 * A revision's vendor, in one statement: what it prints (the bill's vendor row, even if archived
 * since, else a live vendor of the name) and the TDS rule with the admin's switch as it stands on
 * the row by id (tds-terms.ts tdsDecisionForVendor: by name when the bill has no vendor id).
 */
export async function vendorOfRevision(
  db: DB,
  vendorId: number | null,
  name: string,
  tripRate: number,
): Promise<{ printed: VendorOnBill | null; decision: TdsDecision }> {
  const key = nameKey(name);
  const { rows } = await sql<VendorForBillRow & { tds_id: number | null; tds_pan: string }>`
    select p.*, t.id as tds_id, t.tds_rate, t.pan as tds_pan, t.declaration_194c6_date, t.goods_carriages,
      (${settingValueQuery(db, tdsRuleSetting.key)}) as setting
    from (select) as one
    left join lateral (
      select company_owner, pan, gst, bank_name, bank_account, ifsc_code, 1 as pick, id
      from vendors where id = ${vendorId}::int4
      union all select company_owner, pan, gst, bank_name, bank_account, ifsc_code, 2, id
      from vendors where archived_at is null and name_key = ${key}
      order by pick limit 1) p on true
    left join lateral (
      select ${FOR_BILL_COLUMNS} from vendors where id = ${vendorId}::int4
      union all select ${FOR_BILL_COLUMNS} from vendors
      where ${vendorId}::int4 is null and archived_at is null and name_key = ${key}
      limit 1) t on true`.execute(db);
  const row = rows[0];
  const tds = row.tds_id !== null ? { ...row, pan: row.tds_pan } : unknownTdsRow(tripRate);
  return {
    printed: row.id !== null ? printedOf(row) : null,
    decision: decisionOfRow(tds, tdsRuleSetting.of(row.setting ?? undefined)),
  };
}

import { sql } from 'kysely';
import type { DB } from '../../db/connection';
import { masterRowWrites } from '../../db/rows';
import type { VendorInput } from '../../../shared/masters/vendor';
import type { VendorOption } from '../../../shared/masters/lookups-wire';
import type { Vendor, VendorListRow } from '../../../shared/masters/wire';
import { nameKey } from '../../../shared/common/text-rules';
import type { TdsRuleChoice } from '../../../shared/accounting/tds-rule';
import type { VendorsTable } from './tables';
import { decisionOfRow } from './tds-terms';
import { deducteeKindOf } from '../../../shared/masters/vendor-tds';

/** The unique index on name_key (nameKey of the company name) among rows not archived. */
export const VENDOR_NAME_INDEX = 'vendors_name_key_live_idx';

const COLUMNS = [
  'id',
  'company_name',
  'company_owner',
  'tds_rate',
  'pan',
  'gst',
  'gst_applicable',
  'email',
  'mobile',
  'bank_name',
  'bank_account',
  'ifsc_code',
  'declaration_194c6_date',
  'goods_carriages',
  'deductee_type',
] as const;

type VendorRow = Pick<VendorsTable, Exclude<(typeof COLUMNS)[number], 'id'>> & { id: number };

export function toVendor(row: VendorRow): Vendor {
  const id = String(row.id);
  return {
    id,
    _id: id,
    companyName: row.company_name,
    companyOwner: row.company_owner,
    tdsRate: Number(row.tds_rate),
    pan: row.pan,
    gst: row.gst,
    gstApplicable: row.gst_applicable,
    email: row.email,
    mobile: row.mobile,
    bankName: row.bank_name,
    bankAccount: row.bank_account,
    ifscCode: row.ifsc_code,
    declaration194C6Date: row.declaration_194c6_date ?? '',
    goodsCarriages: row.goods_carriages,
    deducteeType: row.deductee_type ?? '',
  };
}

function toColumns(input: VendorInput & { deducteeType?: string }) {
  return {
    company_name: input.companyName,
    name_key: nameKey(input.companyName),
    company_owner: input.companyOwner,
    tds_rate: input.tdsRate,
    pan: input.pan,
    gst: input.gst,
    gst_applicable: input.gstApplicable,
    email: input.email,
    mobile: input.mobile,
    bank_name: input.bankName,
    bank_account: input.bankAccount,
    ifsc_code: input.ifscCode,
    declaration_194c6_date: input.declaration194C6Date || null,
    goods_carriages: input.goodsCarriages ?? null,
    // A valid PAN says who the deductee is; the type chosen counts only without one.
    deductee_type: deducteeKindOf({ pan: input.pan, deducteeType: input.deducteeType }),
  };
}

// Lower-case text in the "C" collation: the same order on every PostgreSQL server, whatever its locale.
const byName = sql`lower(company_name) collate "C"`;

/** The active vendor with this company name, compared by nameKey: a query that other reads can embed. */
export const activeVendorByNameQuery = (db: DB, companyName: string) =>
  db
    .selectFrom('vendors')
    .where('archived_at', 'is', null)
    .select(COLUMNS)
    .where('name_key', '=', nameKey(companyName));

/** Vendors not archived. */
export function vendorRepository(db: DB) {
  const active = () => db.selectFrom('vendors').where('archived_at', 'is', null);

  return {
    async list(): Promise<VendorListRow[]> {
      const rows = await active().select(COLUMNS).orderBy(byName).orderBy('id').execute();
      return rows.map((row, i) => ({ ...toVendor(row), index: i + 1 }));
    },

    /** The trip form's vendor suggestions with each vendor's TDS rate and the rate a bill applies. */
    async listOptions(setting: TdsRuleChoice): Promise<VendorOption[]> {
      const rows = await active()
        .select(['id', 'company_name', 'tds_rate', 'pan', 'declaration_194c6_date', 'goods_carriages'])
        .orderBy(byName)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        company_name: r.company_name,
        tds_rate: Number(r.tds_rate),
        _id: String(r.id),
        applied_tds_rate: decisionOfRow(r, setting).rate,
      }));
    },

    async find(id: number): Promise<Vendor | null> {
      const row = await active().select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toVendor(row) : null;
    },

    /**
     * The live vendor, its row locked (FOR UPDATE) until the transaction ends. A bill being stored
     * for the vendor holds a key-share lock on the row (its foreign key), so the two queue.
     */
    async findLocked(id: number): Promise<Vendor | null> {
      const row = await active().select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
      return row ? toVendor(row) : null;
    },

    /** The active vendor with this company name, compared by nameKey (case, spaces, Unicode form). */
    async findByName(companyName: string): Promise<Vendor | null> {
      const row = await activeVendorByNameQuery(db, companyName).executeTakeFirst();
      return row ? toVendor(row) : null;
    },

    // Insert, update, archive; a clash with an active name throws a unique violation on VENDOR_NAME_INDEX.
    ...masterRowWrites(db, 'vendors', COLUMNS, toColumns, toVendor),
  };
}

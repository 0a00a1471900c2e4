import type { DB } from '../../db/connection';
import { ownedSetting } from '../settings/public';
import {
  DEFAULT_TDS_RULE_SETTING,
  tdsDecision,
  tdsRuleSettingSchema,
  type TdsDecision,
  type TdsRuleChoice,
} from '../../../shared/accounting/tds-rule';
import { tdsFactsOf } from '../../../shared/masters/vendor-tds';
import { nameKey } from '../../../shared/common/text-rules';

/**
 * The TDS rate the law asks of a vendor's freight, for billing and the trip form: the vendor's
 * rate, PAN and 194C(6) declaration, and the admin's section 206AA switch (app_settings).
 */

/** The admin's switch; on unless turned off. */
export const tdsRuleSetting = ownedSetting('tdsRule', tdsRuleSettingSchema, DEFAULT_TDS_RULE_SETTING);

/** What the rule reads of a vendor row. */
export interface VendorTdsRow {
  tds_rate: number | string;
  pan: string;
  declaration_194c6_date: string | null;
  goods_carriages: number | null;
}

export function decisionOfRow(row: VendorTdsRow, setting: TdsRuleChoice): TdsDecision {
  return tdsDecision(
    tdsFactsOf({
      tdsRate: row.tds_rate,
      pan: row.pan,
      declaration194C6Date: row.declaration_194c6_date ?? '',
      goodsCarriages: row.goods_carriages,
    }),
    setting,
  );
}

/**
 * The decision for a bill's vendor: its row by id, else the live vendor of that name; a vendor
 * not found (trips of a vendor since deleted) keeps the trips' own rate, with no PAN on record.
 */
export async function tdsDecisionForVendor(
  db: DB,
  vendorId: number | null,
  name: string,
  tripRate: number,
): Promise<TdsDecision> {
  const setting = await tdsRuleSetting.read(db);
  const columns = ['tds_rate', 'pan', 'declaration_194c6_date', 'goods_carriages'] as const;
  const row =
    vendorId !== null
      ? await db.selectFrom('vendors').select(columns).where('id', '=', vendorId).executeTakeFirst()
      : await db
          .selectFrom('vendors')
          .select(columns)
          .where('archived_at', 'is', null)
          .where('name_key', '=', nameKey(name))
          .executeTakeFirst();
  return decisionOfRow(
    row ?? {
      tds_rate: tripRate,
      pan: '',
      declaration_194c6_date: null,
      goods_carriages: null,
    },
    setting,
  );
}

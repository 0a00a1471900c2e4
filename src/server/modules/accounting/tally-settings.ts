import type { DB } from '../../db/connection';
import { DEFAULT_LEDGERS, ledgerNamesSchema, type LedgerNames } from '../../../shared/accounting/month-end';
import { tallyCompanySchema } from '../../../shared/accounting/tally';
import { readSettingOr } from '../settings/public';

/** app_settings keys of what the admin sets for Tally. */
export const LEDGERS_KEY = 'tallyLedgers';
export const COMPANY_KEY = 'tallyCompany';

/** The admin's ledger names over the defaults (a name added later gets its default). */
export async function ledgerNames(db: DB): Promise<LedgerNames> {
  return { ...DEFAULT_LEDGERS, ...(await readSettingOr(db, LEDGERS_KEY, ledgerNamesSchema.partial(), {})) };
}

/** The Tally company the files are for: the admin's, else the business name of the configuration. */
export async function tallyCompanyName(db: DB, fallback: string): Promise<string> {
  const stored = await readSettingOr(db, COMPANY_KEY, tallyCompanySchema, null);
  return stored?.companyName ?? fallback;
}

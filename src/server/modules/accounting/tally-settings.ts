import type { DB } from '../../db/connection';
import { DEFAULT_LEDGERS, ledgerNamesSchema, type LedgerNames } from '../../../shared/accounting/month-end';
import { tallyCompanySchema } from '../../../shared/accounting/tally';
import { readSetting } from '../settings/public';

/** app_settings keys of what the admin sets for Tally. */
export const LEDGERS_KEY = 'tallyLedgers';
export const COMPANY_KEY = 'tallyCompany';

/** The admin's ledger names over the defaults (a name added later gets its default). */
export async function ledgerNames(db: DB): Promise<LedgerNames> {
  const stored = ledgerNamesSchema.partial().safeParse((await readSetting(db, LEDGERS_KEY)) ?? {});
  return { ...DEFAULT_LEDGERS, ...(stored.success ? stored.data : {}) };
}

/** The Tally company the files are for: the admin's, else the business name of the configuration. */
export async function tallyCompanyName(db: DB, fallback: string): Promise<string> {
  const stored = tallyCompanySchema.safeParse(await readSetting(db, COMPANY_KEY));
  return stored.success ? stored.data.companyName : fallback;
}

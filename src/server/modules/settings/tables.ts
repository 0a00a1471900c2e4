import type { ColumnType } from 'kysely';

/** Settings the admin keeps (Tally ledger names and company, the TDS rule switch, document blocking), one JSON value per key. */
export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

export interface SettingsTables {
  app_settings: AppSettingsTable;
}

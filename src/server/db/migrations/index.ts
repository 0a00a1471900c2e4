import type { Migration } from 'kysely';
import * as m001 from './001_accounts';
import * as m002 from './002_freight';
import * as m003 from './003_vendors';
import * as m004 from './004_vehicles';
import * as m006 from './006_trips';
import * as m007 from './007_billing';
import * as m008 from './008_bill_line_trip_fields';
import * as m010 from './010_hardening';
import * as m012 from './012_payments';
import * as m013 from './013_list_indexes';
import * as m014 from './014_trip_day_totals';
import * as m015 from './015_live_bill_lines_index';
import * as m016 from './016_daily_use';
import * as m017 from './017_bill_trips_json';
import * as m018 from './018_bill_numbers_and_widths';
import * as m019 from './019_name_keys';
import * as m020 from './020_tds_by_law';
import * as m021 from './021_tally_sync';
import * as m022 from './022_sums_for_accountants';
import * as m026 from './026_tds_challans';
import * as m024 from './024_period_close';
import * as m025 from './025_payment_reversal_booked_on';
import * as m027 from './027_dashboard_totals';
import * as m028 from './028_tds_ledger_name';
import * as m029 from './029_declarations_per_tax_year';
import * as m030 from './030_vendor_deductee_type';
import * as m031 from './031_tally_change_sets';
import * as m032 from './032_idempotency_keys';
import * as m033 from './033_mail_outbox';
import * as m034 from './034_share_links';
import * as m036 from './036_vendor_portal';
import * as m037 from './037_portal_invite_mail';
import * as m038 from './038_list_changes';
import * as m039 from './039_invite_mail_token';
import * as m040 from './040_money_list_changes';
import * as m041 from './041_unweighed_trips_index';
import * as m042 from './042_trip_duplicate_lookup';

/** Every migration, in order. A new one is a new file here; never edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_accounts': m001,
  '002_freight': m002,
  '003_vendors': m003,
  '004_vehicles': m004,
  '006_trips': m006,
  '007_billing': m007,
  '008_bill_line_trip_fields': m008,
  '010_hardening': m010,
  '012_payments': m012,
  '013_list_indexes': m013,
  '014_trip_day_totals': m014,
  '015_live_bill_lines_index': m015,
  '016_daily_use': m016,
  '017_bill_trips_json': m017,
  '018_bill_numbers_and_widths': m018,
  '019_name_keys': m019,
  '020_tds_by_law': m020,
  '021_tally_sync': m021,
  '022_sums_for_accountants': m022,
  '024_period_close': m024,
  '025_payment_reversal_booked_on': m025,
  '026_tds_challans': m026,
  '027_dashboard_totals': m027,
  '028_tds_ledger_name': m028,
  '029_declarations_per_tax_year': m029,
  '030_vendor_deductee_type': m030,
  '031_tally_change_sets': m031,
  '032_idempotency_keys': m032,
  '033_mail_outbox': m033,
  '034_share_links': m034,
  '036_vendor_portal': m036,
  '037_portal_invite_mail': m037,
  '038_list_changes': m038,
  '039_invite_mail_token': m039,
  '040_money_list_changes': m040,
  '041_unweighed_trips_index': m041,
  '042_trip_duplicate_lookup': m042,
};

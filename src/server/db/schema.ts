import type { AccountTables } from '../modules/auth/tables';
import type { AuditTables } from '../modules/audit/tables';
import type { FileTables } from '../modules/files/tables';
import type { VehicleTables } from '../modules/vehicles/tables';
import type { FreightTables } from '../modules/freight/tables';
import type { VendorTables } from '../modules/vendors/tables';
import type { TripTables } from '../modules/trips/tables';
import type { BillingTables } from '../modules/billing/tables';
import type { PaymentTables } from '../modules/payments/tables';
import type { AccountingTables } from '../modules/accounting/tables';
import type { ChallanTables } from '../modules/accounting/challan-tables';
import type { PeriodTables } from '../modules/periods/tables';
import type { SettingsTables } from '../modules/settings/tables';
import type { IdempotencyTables } from '../modules/idempotency/tables';
import type { MailTables } from '../modules/mail/tables';
import type { ShareTables } from '../modules/share/tables';
import type { PortalTables } from '../modules/portal/tables';

/**
 * The whole database as Kysely sees it. Each domain declares its own tables in
 * modules/<domain>/tables.ts and joins them here.
 */
export interface Database
  extends
    AccountTables,
    AuditTables,
    FreightTables,
    VendorTables,
    FileTables,
    VehicleTables,
    TripTables,
    BillingTables,
    PaymentTables,
    AccountingTables,
    ChallanTables,
    PeriodTables,
    SettingsTables,
    IdempotencyTables,
    MailTables,
    ShareTables,
    PortalTables {}

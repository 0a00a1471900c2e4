import type { ComponentType } from 'react';
import type { ModuleKey } from '../../shared/modules';
import { BusinessPage } from '../features/billing/BusinessPage';
import { GenerateBillPage } from '../features/billing/GenerateBillPage';
import { ReviseBillPage } from '../features/billing/ReviseBillPage';
import { TransactionsPage } from '../features/billing/TransactionsPage';
import { FreightPage } from '../features/freight/FreightPage';
import { ReportsPage } from '../features/trips/ReportsPage';
import { TodayListPage } from '../features/trips/TodayListPage';
import { TripFormPage } from '../features/trips/TripFormPage';
import { UsersPage } from '../features/users/UsersPage';
import { VehiclePage } from '../features/vehicles/VehiclePage';
import { VendorPage } from '../features/vendors/VendorPage';
import { PaymentsPage } from '../features/payments/PaymentsPage';
import { OutstandingPage } from '../features/accounting/OutstandingPage';
import { TdsRegisterPage } from '../features/accounting/TdsRegisterPage';
import { TallyExportPage } from '../features/accounting/TallyExportPage';
import { SettingsPage } from '../features/accounting/SettingsPage';
import { AuditPage } from '../features/audit/AuditPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ImportPage } from '../features/imports/ImportPage';

/**
 * The body of each module's screen. A domain that builds its screen replaces its line here.
 * /home/{tripId} uses the 'upload' screen too.
 */
export const MODULE_SCREENS: Record<ModuleKey, ComponentType> = {
  dashboard: DashboardPage,
  upload: TripFormPage,
  'today-list': TodayListPage,
  freight: FreightPage,
  vehicle: VehiclePage,
  vendor: VendorPage,
  reports: ReportsPage,
  'generate-bill': GenerateBillPage,
  transactions: TransactionsPage,
  business: BusinessPage,
  'revise-bill': ReviseBillPage,
  users: UsersPage,
  payments: PaymentsPage,
  outstanding: OutstandingPage,
  'tds-register': TdsRegisterPage,
  'tally-export': TallyExportPage,
  audit: AuditPage,
  settings: SettingsPage,
  import: ImportPage,
};

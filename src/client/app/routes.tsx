import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleKey } from '../../shared/auth/modules';

type Screen = LazyExoticComponent<ComponentType>;

/** A screen in its own chunk, fetched the first time it is shown (React.lazy wants a default export). */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Screen {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The body of each module's screen, each in its own chunk so the first load carries only the
 * login, the shell and the router (the first-load budget: config/check-first-load.js). The trip
 * form, where login lands, is prefetched while the browser is idle. /home/{tripId} uses the
 * 'upload' screen too.
 */
export const MODULE_SCREENS: Record<ModuleKey, Screen> = {
  dashboard: screen(
    () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
    'DashboardPage',
  ),
  upload: screen(
    () => import(/* webpackChunkName: "trip-form", webpackPrefetch: true */ '../features/trips/TripFormPage'),
    'TripFormPage',
  ),
  'today-list': screen(
    () => import(/* webpackChunkName: "today-list" */ '../features/trips/TodayListPage'),
    'TodayListPage',
  ),
  freight: screen(
    () => import(/* webpackChunkName: "freight" */ '../features/freight/FreightPage'),
    'FreightPage',
  ),
  vehicle: screen(
    () => import(/* webpackChunkName: "vehicle" */ '../features/vehicles/VehiclePage'),
    'VehiclePage',
  ),
  vendor: screen(
    () => import(/* webpackChunkName: "vendor" */ '../features/vendors/VendorPage'),
    'VendorPage',
  ),
  reports: screen(
    () => import(/* webpackChunkName: "reports" */ '../features/trips/ReportsPage'),
    'ReportsPage',
  ),
  'generate-bill': screen(
    () => import(/* webpackChunkName: "billing" */ '../features/billing/generate/GenerateBillPage'),
    'GenerateBillPage',
  ),
  transactions: screen(
    () => import(/* webpackChunkName: "transactions" */ '../features/billing/transactions/TransactionsPage'),
    'TransactionsPage',
  ),
  business: screen(
    () => import(/* webpackChunkName: "business" */ '../features/billing/business/BusinessPage'),
    'BusinessPage',
  ),
  'revise-bill': screen(
    () => import(/* webpackChunkName: "revise-bill" */ '../features/billing/revise/ReviseBillPage'),
    'ReviseBillPage',
  ),
  users: screen(() => import(/* webpackChunkName: "users" */ '../features/users/UsersPage'), 'UsersPage'),
  payments: screen(
    () => import(/* webpackChunkName: "payments" */ '../features/payments/PaymentsPage'),
    'PaymentsPage',
  ),
  outstanding: screen(
    () => import(/* webpackChunkName: "outstanding" */ '../features/accounting/OutstandingPage'),
    'OutstandingPage',
  ),
  'tds-register': screen(
    () => import(/* webpackChunkName: "tds-register" */ '../features/accounting/TdsRegisterPage'),
    'TdsRegisterPage',
  ),
  'tally-export': screen(
    () => import(/* webpackChunkName: "tally-export" */ '../features/accounting/TallyExportPage'),
    'TallyExportPage',
  ),
  audit: screen(() => import(/* webpackChunkName: "audit" */ '../features/audit/AuditPage'), 'AuditPage'),
  settings: screen(
    () => import(/* webpackChunkName: "settings" */ '../features/accounting/SettingsPage'),
    'SettingsPage',
  ),
  import: screen(
    () => import(/* webpackChunkName: "import" */ '../features/imports/ImportPage'),
    'ImportPage',
  ),
};

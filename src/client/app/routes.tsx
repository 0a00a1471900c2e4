import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ModuleKey } from '../../shared/auth/modules';

/** A screen in its own chunk; `preload` fetches and runs its module before it is first shown. */
type Screen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen in its own chunk, fetched the first time it is shown (React.lazy wants a default
 * export). A screen whose module has already arrived (preloaded) renders at once: through
 * React.lazy it would suspend on its first render all the same, and React holds a suspended
 * screen's reveal back by up to 300 ms. Each mounted screen keeps the way it started, so a screen
 * shown through React.lazy is never swapped (and its typing lost) when its module arrives.
 */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Screen {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return { default: loaded };
      },
      (error: unknown) => {
        loading = null; // a preload that failed is tried again when the screen is shown
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function LazyScreen() {
    const [shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(shown);
  }
  return Object.assign(LazyScreen, { preload });
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
  outbox: screen(() => import(/* webpackChunkName: "outbox" */ '../features/mail/OutboxPage'), 'OutboxPage'),
  audit: screen(() => import(/* webpackChunkName: "audit" */ '../features/audit/AuditPage'), 'AuditPage'),
  settings: screen(
    () => import(/* webpackChunkName: "settings" */ '../features/accounting/SettingsPage'),
    'SettingsPage',
  ),
  import: screen(
    () => import(/* webpackChunkName: "import" */ '../features/imports/ImportPage'),
    'ImportPage',
  ),
  'vendor-requests': screen(
    () => import(/* webpackChunkName: "vendor-requests" */ '../features/vendors/VendorRequestsPage'),
    'VendorRequestsPage',
  ),
};

/** The trip page and the bill page, outside the sidebar: lists, the top bar's search, Payments and Audit link them. */
export const RECORD_SCREENS = {
  trip: screen(
    () => import(/* webpackChunkName: "trip-page" */ '../features/details/TripDetailPage'),
    'TripDetailPage',
  ),
  bill: screen(
    () => import(/* webpackChunkName: "bill-page" */ '../features/details/BillDetailPage'),
    'BillDetailPage',
  ),
};

/** The vendor portal's frame and screens, each in the one "portal" chunk a vendor's login fetches. */
export const PORTAL_SCREENS = {
  layout: lazy(() =>
    import(/* webpackChunkName: "portal" */ '../features/portal/PortalLayout').then((m) => ({
      default: m.PortalLayout,
    })),
  ),
  bills: screen(
    () => import(/* webpackChunkName: "portal" */ '../features/portal/PortalBillsPage'),
    'PortalBillsPage',
  ),
  payments: screen(
    () => import(/* webpackChunkName: "portal" */ '../features/portal/PortalPaymentsPage'),
    'PortalPaymentsPage',
  ),
  statement: screen(
    () => import(/* webpackChunkName: "portal" */ '../features/portal/PortalStatementPage'),
    'PortalStatementPage',
  ),
  tds: screen(
    () => import(/* webpackChunkName: "portal" */ '../features/portal/PortalTdsPage'),
    'PortalTdsPage',
  ),
  trips: screen(
    () => import(/* webpackChunkName: "portal" */ '../features/portal/PortalTripsPage'),
    'PortalTripsPage',
  ),
  profile: screen(
    () => import(/* webpackChunkName: "portal" */ '../features/portal/PortalProfilePage'),
    'PortalProfilePage',
  ),
  activate: screen(
    () => import(/* webpackChunkName: "portal-activate" */ '../features/auth/ActivatePage'),
    'ActivatePage',
  ),
};
